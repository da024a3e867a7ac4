"""The engines, the host and the bots are type-checked strictly, by CI's own mypy run.

`.ci/run` runs `mypy` with no arguments, which checks what pyproject's `[tool.mypy]`
lists; running mypy again inside the suite took half a minute. What is checked here,
in no time, is that the configuration keeps covering them: the package is among the
files, and the strict per-module flags apply to every game, the host and the bots.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STRICT = ("disallow_untyped_defs", "disallow_incomplete_defs", "disallow_untyped_calls",
          "disallow_any_generics", "check_untyped_defs", "warn_return_any")


def _mypy() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]


def test_ci_runs_mypy_over_the_configured_files():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert re.search(r'^"\$python" -m mypy \|\|', ci, re.MULTILINE)  # no arguments: the config
    assert "astromagie" in _mypy()["files"]


def test_the_games_host_and_bots_are_checked_strictly():
    strict = [o for o in _mypy()["overrides"] if all(o.get(flag) for flag in STRICT)]
    covered = {module for o in strict for module in o["module"]}
    assert {"astromagie.ai.*", "astromagie.host.*", "astromagie.games.*"} <= covered
