"""Issue 24's faults that need more than one process: the AI worker outliving a game that was
killed (kill -9), and statistics written by several instances of the game at once.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.storage import notices
from astromagie.storage.archive import list_finished
from astromagie.storage.stats import load_stats, record_game

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "ASTROMAGIE_HOME": str(home),
            "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}


# -- 5. the AI worker and the resource tracker after kill -9 of the game ----------------
GAME_WITH_A_WORKER = textwrap.dedent("""
    import time
    from multiprocessing import resource_tracker
    from astromagie.games.astromagie.engine import Game
    from astromagie.ui.kit.ai_worker import AIWorker

    game = Game.new(3, 5)
    worker = AIWorker("process")
    worker.submit("easy", 1, game.observation(game.current_player), 0.05)
    while not worker.poll():  # the worker is up and has answered once
        time.sleep(0.01)
    print(worker._process.pid, resource_tracker._resource_tracker._pid, flush=True)
    time.sleep(600)
""")


def _running(pid: int) -> bool:
    """Whether `pid` is a live process (a zombie nobody reaped yet has ended)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            state = fh.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


@pytest.mark.skipif(not (hasattr(signal, "SIGKILL") and Path("/proc/self/stat").exists()),
                    reason="needs kill -9 and /proc")
def test_fault5_worker_and_resource_tracker_end_with_a_killed_game(tmp_path):
    game = subprocess.Popen([sys.executable, "-c", GAME_WITH_A_WORKER], env=_env(tmp_path),
                            stdout=subprocess.PIPE, text=True)
    assert game.stdout is not None
    worker_pid = tracker_pid = 0
    try:
        worker_pid, tracker_pid = map(int, game.stdout.readline().split())
        assert _running(worker_pid) and _running(tracker_pid)
        game.send_signal(signal.SIGKILL)
        game.wait(10)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and (_running(worker_pid) or _running(tracker_pid)):
            time.sleep(0.05)
        assert not _running(worker_pid), "the AI worker outlived its game"
        assert not _running(tracker_pid), "the resource tracker outlived the game"
    finally:
        if game.poll() is None:
            game.kill()
            game.wait(10)
        for pid in (worker_pid, tracker_pid):  # never leave a stray process behind
            if pid and _running(pid):
                os.kill(pid, signal.SIGKILL)


def _children(pid: int) -> list[int]:
    """The process ids whose parent is `pid` (from /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if int(fields[1]) == pid:
                out.append(int(entry.name))
    return out


@pytest.mark.skipif(not (hasattr(signal, "SIGKILL") and Path("/proc/self/stat").exists()),
                    reason="needs kill -9 and /proc")
def test_fault5_sibling_the_arenas_pool_workers_end_with_a_killed_arena(tmp_path):
    arena = subprocess.Popen([sys.executable, "-m", "astromagie", "arena", "--bots", "hard",
                              "--players", "2", "--games", "40", "--jobs", "2"],
                             env=_env(tmp_path), stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    children: list[int] = []
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and len(children) < 3:  # tracker + 2 workers
            time.sleep(0.1)
            children = [c for c in _children(arena.pid) if _running(c)]
        assert len(children) == 3, children
        time.sleep(1.0)  # the workers have imported everything and are playing
        arena.send_signal(signal.SIGKILL)
        arena.wait(10)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and any(map(_running, children)):
            time.sleep(0.05)
        assert not any(map(_running, children)), "a pool worker outlived the arena"
    finally:
        if arena.poll() is None:
            arena.kill()
            arena.wait(10)
        for pid in children:
            if _running(pid):
                os.kill(pid, signal.SIGKILL)


# -- 6. statistics written by several instances at once --------------------------------
INSTANCE = textwrap.dedent("""
    import sys
    from astromagie.games.astromagie.engine import Game
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.storage.finish import finish_game

    first, count = int(sys.argv[1]), int(sys.argv[2])
    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("Vega", "easy")))
    games = []
    for seed in range(first, first + count):
        game = Game.new(2, seed)
        while not game.is_over():
            game.apply(game.legal_moves()[0])
        games.append(game)
    print("ready", flush=True)
    sys.stdin.readline()  # "go": every instance finishes its games at the same time
    for game in games:
        assert finish_game(game, config) == [], "a notice"
""")
INSTANCES, GAMES_EACH = 4, 12


def test_fault6_statistics_survive_instances_finishing_games_at_once(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("ASTROMAGIE_HOME", str(home))
    children = [subprocess.Popen([sys.executable, "-c", INSTANCE, str(100 * i), str(GAMES_EACH)],
                                 env=_env(home), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
                for i in range(INSTANCES)]
    for child in children:  # each has imported everything and played its games
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
    for child in children:  # all at once: none waits for another to finish
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    for child in children:
        _, err = child.communicate(timeout=120)
        assert child.returncode == 0, err
    notices.reset_reported()
    stats, told = load_stats()
    assert told == []
    assert len(list_finished()) == INSTANCES * GAMES_EACH
    assert stats.total().played == INSTANCES * GAMES_EACH
    assert len(stats.counted) == INSTANCES * GAMES_EACH  # and each of them once


def test_fault6_a_game_finished_again_by_another_instance_counts_once(monkeypatch, tmp_path):
    """Counted keys, not just the last one: instance A finishes game a, B finishes b,
    then A (or its autosave on the next start) finishes a again."""
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path / "home"))
    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("Vega", "easy")))
    a, b = (Game.new(2, seed) for seed in (1, 2))
    for game in (a, b):
        while not game.is_over():
            game.apply(game.legal_moves()[0])
    for game in (a, b, a):
        record_game(game, config)
    assert load_stats()[0].total().played == 2
