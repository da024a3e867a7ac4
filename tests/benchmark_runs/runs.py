"""What the benchmarks' tests share: the scripts, a `--quick` run, a `--help` run.

Benchmarks are run by hand and rot silently when the code under them changes (ui_frames
drove a table scene that had changed, ai_tune crashed on --help). Each `.py` file in
benchmarks/ is a script unless it is listed in HELPERS, so a new script is covered
without touching these tests. The `--quick` runs are programs of their own, as a person
starts them (which also shows each finds this checkout's package), a few seconds each
at tiny sizes. They are dealt round-robin into SHARES files (`test_quick_<k>.py`): the
suite keeps each file on one worker (`--dist loadscope`), and one file of them all was
the whole suite's longest stretch on two cores. `--help` only parses arguments, so it
runs in this process. Nothing here times anything.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import runpy
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
# modules the scripts import; they are no benchmark of their own
HELPERS = {"machine.py", "reference_model.py"}
SCRIPTS = sorted(p.name for p in BENCHMARKS.glob("*.py") if p.name not in HELPERS)
SHARES = 4  # files of --quick runs: test_quick_1.py .. test_quick_4.py
TIMEOUT = 300  # seconds: only a hung run; a --quick run takes a few, more on a busy machine

FIGURE = re.compile(r"^figure: .+ = -?\d[\d.e+-]* \S+", re.MULTILINE)
MACHINE = re.compile(r"^ *machine: \S", re.MULTILINE)


def share(number: int) -> list[str]:
    """The scripts whose `--quick` run is in `test_quick_<number>.py` (1 to SHARES)."""
    return SCRIPTS[number - 1::SHARES]


def run(script: str, mode: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ASTROMAGIE_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, str(BENCHMARKS / script), mode], env=env,
                          capture_output=True, text=True, timeout=TIMEOUT)


def help_of(script: str) -> tuple[object, str]:
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


def quick_runs(number: int) -> Callable[[str, Path], None]:
    """The test of share `number`'s `--quick` runs: each prints its figure and machine."""

    @pytest.mark.parametrize("script", share(number))
    def test_quick_prints_its_figure_and_the_machine(script: str, tmp_path: Path) -> None:
        done = run(script, "--quick", tmp_path / "home")
        assert done.returncode == 0, done.stderr[-2000:]
        figure = FIGURE.search(done.stdout)
        assert figure is not None, done.stdout
        assert MACHINE.search(done.stdout), done.stdout
        assert "Traceback" not in done.stderr

    return test_quick_prints_its_figure_and_the_machine
