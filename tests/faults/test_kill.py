"""kill -9 at any moment: never a torn file, never the player's autosave replaced, and
nothing the killed program started (the AI worker, the resource tracker, the arena's
pool) outlives it.

Bounded in time: each loop stops after its number of kills or its time budget. A kill
lands anywhere in the writes (settings, statistics, autosave, each written about every
few milliseconds), so ten of them cover the moments as well as more would.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from astromagie.storage import notices
from astromagie.storage.saves import load_autosave
from astromagie.storage.settings import load_settings
from astromagie.storage.stats import load_stats

# Kills at random moments of the writes; a count, not a time budget: on a loaded machine
# the test takes longer, it never does fewer (it allowed 15 s and asked for 3 of 10).
KILLS = 6

WRITER = textwrap.dedent("""
    import sys
    from astromagie.games.astromagie.engine import Game
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.storage.saves import autosave_game
    from astromagie.storage.settings import Settings, save_settings
    from astromagie.storage.stats import Stats, save_stats

    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("Vega", "easy")),
                        game="astromagie")
    game = Game.new(2, 5)
    print("ready", flush=True)
    n = 0
    while True:
        n += 1
        if game.is_over():
            game = Game.new(2, n)
        game.apply(game.legal_moves()[0])
        autosave_game(game, config)
        settings = Settings()
        settings.animation_speed = 1.0 + (n % 50) / 10
        save_settings(settings)
        stats = Stats()
        stats.bucket("easy", 2).played = n
        save_stats(stats)
""")


def _env(home: Path) -> dict[str, str]:
    root = str(Path(__file__).resolve().parents[2])
    return {**os.environ, "ASTROMAGIE_HOME": str(home),
            "PYTHONPATH": root + os.pathsep + os.environ.get("PYTHONPATH", "")}


def test_kill_9_during_writes_never_leaves_a_torn_file(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("ASTROMAGIE_HOME", str(home))
    rng = random.Random(15)
    kills = 0
    while kills < KILLS:
        child = subprocess.Popen([sys.executable, "-c", WRITER], env=_env(home),
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert child.stdout is not None
        child.stdout.readline()  # "ready": imports done, writing starts now
        time.sleep(rng.uniform(0.0, 0.15))
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        kills += 1
        notices.reset_reported()
        for load in (load_autosave, load_settings, load_stats):
            told = load()[1]
            assert told == [], f"after kill {kills}: {load.__name__} found {told}"
        for name in ("config/settings.json", "data/stats.json", "data/autosave.json"):
            path = home / name
            if path.exists():
                json.loads(path.read_bytes())  # whole: the old file or the new one


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_kill_9_during_screenshot_leaves_the_players_files_alone(tmp_path):
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    (home / "config").mkdir()
    saved = b'{"the player\'s own": "autosave, unreadable to this version"}'
    (home / "data" / "autosave.json").write_bytes(saved)
    (home / "config" / "settings.json").write_bytes(b'{"version": 1, "sound": false}')
    before = {p: p.read_bytes() for p in home.rglob("*") if p.is_file()}
    rng = random.Random(3)
    env = {**_env(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    for _ in range(2):
        child = subprocess.Popen([sys.executable, "-m", "astromagie", "--screenshot",
                                  str(tmp_path / "shot.png"), "--seed", "4"], env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.8, 2.5))  # during start-up, the deal or the first turns
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        now = {p: p.read_bytes() for p in (home / "data").rglob("*") if p.is_file()}
        assert now == {p: b for p, b in before.items() if "data" in p.parts}
    assert (home / "data" / "autosave.json").read_bytes() == saved


# -- the AI worker, the resource tracker and the arena's pool after kill -9 -------------
GAME_WITH_A_WORKER = textwrap.dedent("""
    import time
    from multiprocessing import resource_tracker
    from astromagie.games.astromagie.engine import Game
    from astromagie.ui.kit.ai_worker import AIWorker

    game = Game.new(3, 5)
    worker = AIWorker("process")
    worker.submit("easy", 1, game.observation(game.current_player), 0.05, "astromagie")
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
def test_worker_and_resource_tracker_end_with_a_killed_game(tmp_path):
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
def test_the_arenas_pool_workers_end_with_a_killed_arena(tmp_path):
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
