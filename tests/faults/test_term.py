"""SIGTERM to `arena --jobs 2` at any moment: no pool worker outlives it (issue 40,
finding 8).

The arena is stopped at several moments (while it starts, while its workers start, while
they play); when it has ended, none of its workers may still run: the arena ends them
and waits for them before it goes. Bounded: a few starts, each waited for at most 20 s.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not (hasattr(signal, "SIGTERM") and Path("/proc/self/stat").exists()),
    reason="needs SIGTERM and /proc")

ROOT = str(Path(__file__).resolve().parents[2])
# when SIGTERM comes: as the pool starts (its first child is there), as soon as a worker
# is there (still importing), once both workers play
MOMENTS = ("pool", "worker", "playing")


def _session(sid: int) -> dict[int, str]:
    """The running processes of session `sid`, with their command lines."""
    out = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except (OSError, IndexError, UnicodeDecodeError):
            continue
        if int(fields[3]) == sid and fields[0] not in ("Z", "X"):
            out[int(entry.name)] = cmdline
    return out


def _workers(sid: int) -> dict[int, str]:
    return {pid: cmd for pid, cmd in _session(sid).items()
            if "spawn_main" in cmd and "resource_tracker" not in cmd}


def start_arena(home: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "ASTROMAGIE_HOME": str(home),
           "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.Popen([sys.executable, "-m", "astromagie", "arena", "--game", "monad",
                             "--bots", "easy", "--players", "2", "--games", "400",
                             "--jobs", "2"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)


def wait_until_playing(arena: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and len(_workers(arena.pid)) < 2:
        time.sleep(0.01)
    assert arena.stderr is not None
    ready, _, _ = select.select([arena.stderr], [], [], 20)  # bounded: never a hang
    if ready:
        arena.stderr.readline()  # "arena: N/400 games": the workers have played


@pytest.mark.parametrize("moment", MOMENTS)
def test_sigterm_to_the_arena_leaves_no_worker_running(tmp_path, moment):
    arena = start_arena(tmp_path)
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if moment == "pool" and len(_session(arena.pid)) > 1:
                break
            if moment == "worker" and _workers(arena.pid):
                break
            if moment == "playing":
                wait_until_playing(arena)
                break
            time.sleep(0.01)
        arena.send_signal(signal.SIGTERM)
        arena.wait(20)
        left = _workers(arena.pid)  # at once: the arena waited for its workers
        assert left == {}, f"SIGTERM at moment {moment}: workers outlived the arena: {left}"
        assert arena.returncode != 0
    finally:
        if arena.poll() is None:
            arena.kill()
            arena.wait(10)
        for pid in _session(arena.pid):  # never leave a stray process behind
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def test_ctrl_c_stops_the_arena_alone_without_a_traceback_per_worker(tmp_path):
    arena = start_arena(tmp_path)
    try:
        wait_until_playing(arena)
        os.killpg(arena.pid, signal.SIGINT)  # Ctrl-C reaches the terminal's whole group
        assert arena.wait(20) == 130
        assert _workers(arena.pid) == {}
        assert arena.stderr is not None
        said = arena.stderr.read().decode()
        assert "Traceback" not in said and "KeyboardInterrupt" not in said, said
    finally:
        if arena.poll() is None:
            arena.kill()
            arena.wait(10)
        for pid in _session(arena.pid):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
