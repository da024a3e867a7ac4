"""Every benchmark script still runs: `--help`, and `--quick` printing its figure and machine.

Benchmarks are run by hand and rot silently when the code under them changes (ui_frames
drove a table scene that had changed, ai_tune crashed on --help). Each `.py` file in
benchmarks/ is a script unless it is listed in HELPERS, so a new script is covered
without touching this file. The `--quick` runs are programs of their own, as a person
starts them (which also shows each finds this checkout's package), a few seconds each
at tiny sizes; each test starts its own, so the suite's workers share them out whatever
way they share the tests. `--help` only parses arguments, so it runs in this process.
Nothing here times anything.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
# modules the scripts import; they are no benchmark of their own
HELPERS = {"machine.py", "reference_model.py"}
SCRIPTS = sorted(p.name for p in BENCHMARKS.glob("*.py") if p.name not in HELPERS)
TIMEOUT = 300  # seconds: only a hung run; a --quick run takes a few, more on a busy machine

FIGURE = re.compile(r"^figure: .+ = -?\d[\d.e+-]* \S+", re.MULTILINE)
MACHINE = re.compile(r"^ *machine: \S", re.MULTILINE)


def _run(script: str, mode: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ASTROMAGIE_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, str(BENCHMARKS / script), mode], env=env,
                          capture_output=True, text=True, timeout=TIMEOUT)


def _help(script: str) -> tuple[object, str]:
    """`script --help` run as `__main__` in this process: its exit code and what it
    printed. The script's changes to sys.argv, sys.path and the environment are undone."""
    argv, path, environ = sys.argv, list(sys.path), dict(os.environ)
    out = io.StringIO()
    sys.argv = [str(BENCHMARKS / script), "--help"]
    try:
        with contextlib.redirect_stdout(out):
            runpy.run_path(str(BENCHMARKS / script), run_name="__main__")
        code: object = "returned instead of exiting"
    except SystemExit as done:
        code = done.code
    finally:
        sys.argv, sys.path[:] = argv, path
        os.environ.clear()
        os.environ.update(environ)
    return code, out.getvalue()


def test_there_are_benchmarks_and_the_helpers_are_no_scripts() -> None:
    assert len(SCRIPTS) >= 8
    for helper in HELPERS:
        text = (BENCHMARKS / helper).read_text(encoding="utf-8")
        assert '__name__ == "__main__"' not in text, f"{helper} became a script: test it"


@pytest.mark.parametrize("script", SCRIPTS)
def test_help(script: str) -> None:
    code, said = _help(script)
    assert code in (0, None), said
    assert "--quick" in said and said.startswith("usage:")


@pytest.mark.parametrize("script", SCRIPTS)
def test_quick_prints_its_figure_and_the_machine(script: str, tmp_path: Path) -> None:
    done = _run(script, "--quick", tmp_path / "home")
    assert done.returncode == 0, done.stderr[-2000:]
    figure = FIGURE.search(done.stdout)
    assert figure is not None, done.stdout
    assert MACHINE.search(done.stdout), done.stdout
    assert "Traceback" not in done.stderr
