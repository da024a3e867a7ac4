"""The house rules of the code, checked from every import (TYPE_CHECKING and in-function too).

1. No module outside `astromagie/games/` imports a game: the host finds games
   through the registry only.
2. A game never imports another game.
3. A game's rules and bots (everything outside its `view/`) import no pygame,
   no UI, no command line and no player files: they run headless, in the AI
   worker and in the command-line tools. Its view imports no UI either: it is
   written against `astromagie.kit` (the protocols and the drawing vocabulary).
4. No import circle anywhere, not even one only the type checker sees.
5. What an import reaches, not only what it names: importing the kit's table and
   replay, the bots, the player's files or the command line loads no game (a game
   is loaded through the registry when it is used, never by importing the house).
"""

from __future__ import annotations

import ast
import functools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "astromagie"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every module `path` imports, resolved to absolute names (the longest that exists)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            for alias in node.names:
                found.add(f"{prefix}.{alias.name}")
                found.add(prefix)
    return found


@functools.cache
def _graph() -> dict[str, frozenset[str]]:
    files = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    edges: dict[str, frozenset[str]] = {}
    for name, path in files.items():
        targets = set()
        for imported in imports_of(path):
            # `from a.b import c` names a module a.b.c or a name in a.b: keep what exists.
            while imported and imported not in files:
                imported = imported.rpartition(".")[0]
            if imported and imported != name:
                targets.add(imported)
        edges[name] = frozenset(targets)
    return edges


def graph() -> dict[str, set[str]]:
    """Module -> the package modules it imports; parsed once per run, a fresh copy each call."""
    return {name: set(targets) for name, targets in _graph().items()}


def game_of(module: str) -> str | None:
    parts = module.split(".")
    if len(parts) >= 3 and parts[:2] == ["astromagie", "games"]:
        return parts[2]
    return None


def test_the_host_never_imports_a_game():
    # a game reaches the house only through the registry: its rules, its view
    offenders = {m for m, targets in graph().items() for t in targets
                 if game_of(t) and not game_of(m)}
    assert offenders == set()


# The modules whose import must load no game: the app, the table's scenes, the bots, the
# player's files and the command line's entry (the launcher and the commands it
# dispatches to).
GAME_FREE_IMPORTS = ("astromagie.ui.app", "astromagie.ui.kit.table", "astromagie.ui.kit.watch",
                     "astromagie.ui.kit.results", "astromagie.ui.scenes.rules", "astromagie.ai",
                     "astromagie.storage", "astromagie.cli.main", "astromagie.cli.launch")


def games_loaded_by(module: str, *more_paths: Path) -> list[str]:
    """The `astromagie.games.*` modules in a fresh interpreter after `import module`
    (found in the repository or in `more_paths`)."""
    code = ("import json, sys, importlib; importlib.import_module(sys.argv[1]); "
            "print(json.dumps(sorted(m for m in sys.modules "
            "if m.startswith('astromagie.games'))))")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(map(str, (ROOT, *more_paths))),
           "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", code, module], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120, check=True)
    return list(json.loads(done.stdout.strip().splitlines()[-1]))


def games_loaded_by_each(modules: tuple[str, ...]) -> dict[str, list[str]]:
    """`games_loaded_by` for each of `modules`, from one fresh interpreter that imports
    them in turn and notes the games each import added. While none adds one, each answer
    is what a fresh interpreter of its own would give; after one that does, a later
    module's game could hide behind it, so the later ones get an interpreter each."""
    code = ("import json, sys, importlib\n"
            "for name in sys.argv[1:]:\n"
            "    before = {m for m in sys.modules if m.startswith('astromagie.games')}\n"
            "    importlib.import_module(name)\n"
            "    print('games loaded:', json.dumps(sorted(m for m in sys.modules\n"
            "          if m.startswith('astromagie.games') and m not in before)))")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", code, *modules], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120, check=True)
    answers = [json.loads(line.removeprefix("games loaded:"))
               for line in done.stdout.splitlines() if line.startswith("games loaded:")]
    loaded = dict(zip(modules, answers, strict=True))
    first = next((i for i, m in enumerate(modules) if loaded[m]), len(modules))
    for module in modules[first + 1:]:
        loaded[module] = games_loaded_by(module)
    return loaded


@pytest.fixture(scope="module")
def house_imports() -> dict[str, list[str]]:
    return games_loaded_by_each(GAME_FREE_IMPORTS)


@pytest.mark.parametrize("module", GAME_FREE_IMPORTS)
def test_importing_the_house_loads_no_game(module, house_imports):
    assert house_imports[module] == []


def test_a_game_loaded_by_one_import_does_not_hide_the_next_ones():
    # importing the rules loads their package first; the package's own import, checked
    # after it in the same interpreter, would add nothing
    loaded = games_loaded_by_each(("astromagie.games.monad.rules", "astromagie.games.monad"))
    assert "astromagie.games.monad" in loaded["astromagie.games.monad.rules"]
    assert "astromagie.games.monad" in loaded["astromagie.games.monad"]


def test_the_reach_check_sees_a_game_loaded_behind_an_import(tmp_path):
    # a module that names no game but imports one that does: the check must see the game
    (tmp_path / "reach_outer.py").write_text("import reach_inner\n", encoding="utf-8")
    (tmp_path / "reach_inner.py").write_text(
        "from astromagie.games.monad import rules\n", encoding="utf-8")
    assert "astromagie.games.monad.rules" in games_loaded_by("reach_outer", tmp_path)


def test_a_game_never_imports_another_game():
    offenders = [(m, t) for m, targets in graph().items() for t in targets
                 if game_of(m) and game_of(t) and game_of(m) != game_of(t)]
    assert offenders == []


def test_a_games_rules_and_bots_stay_headless():
    forbidden = ("pygame", "astromagie.ui", "astromagie.cli", "astromagie.storage")
    offenders = []
    for path in (PACKAGE / "games").rglob("*.py"):
        if "view" in path.relative_to(PACKAGE / "games").parts:
            continue
        for imported in imports_of(path):
            if imported.startswith(forbidden):
                offenders.append((str(path.relative_to(ROOT)), imported))
    assert offenders == []


def test_no_game_imports_the_ui_or_the_command_line_not_even_its_view():
    offenders = []
    for path in (PACKAGE / "games").rglob("*.py"):
        for imported in imports_of(path):
            if imported.startswith(("astromagie.ui", "astromagie.cli")):
                offenders.append((str(path.relative_to(ROOT)), imported))
    assert offenders == []


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_import_circles():
    edges = graph()
    # A package's __init__ importing its own modules is how packages work, not a circle.
    for name in edges:
        edges[name] = {t for t in edges[name] if not name.startswith(t + ".")}
    assert cycles(edges) == []


def test_the_cycle_finder_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
