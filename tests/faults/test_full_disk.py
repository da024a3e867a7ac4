"""A full disk under a tool's output: one plain line and a non-zero exit (issue 40,
finding 7).

`simulate`, `arena` (one process and a pool) and `games` write their answer to
/dev/full: each says "cannot write the output: no space left on the device" in one line,
exits non-zero, and shows no traceback ("unexpected error", "Exception ignored"). A
reader that goes away (a closed pipe) ends the tool quietly with the shell's code.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parents[2])
TOOLS = {
    "simulate": ["simulate", "--games", "2"],
    "arena": ["arena", "--bots", "random", "--players", "2", "--games", "2"],
    "arena-pool": ["arena", "--bots", "random", "--players", "2", "--games", "2", "--jobs",
                   "2"],
    "games": ["games"],
}
NO_TRACEBACK = ("Traceback", "unexpected error", "Exception ignored", "Errno")


def env(home: Path) -> dict[str, str]:
    return {**os.environ, "ASTROMAGIE_HOME": str(home),
            "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")}


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("tool", list(TOOLS))
def test_a_full_disk_is_one_plain_line_and_a_failing_exit(tmp_path, tool):
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "astromagie", *TOOLS[tool]],
                              stdout=full, stderr=subprocess.PIPE, text=True,
                              env=env(tmp_path), timeout=60)
    command = TOOLS[tool][0]
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert lines[-1] == (f"astromagie {command}: cannot write the output: "
                         "no space left on the device")
    assert not any(word in done.stderr for word in NO_TRACEBACK), done.stderr


def test_a_reader_that_goes_away_ends_the_tool_quietly(tmp_path):
    tool = subprocess.Popen([sys.executable, "-m", "astromagie", "games"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env(tmp_path))
    assert tool.stdout is not None and tool.stderr is not None
    tool.stdout.close()  # before the tool writes a word
    said = tool.stderr.read().decode()
    assert tool.wait(60) == 141
    assert not any(word in said for word in NO_TRACEBACK), said
