"""kill -9 at any moment (issue 15): never a torn file, never the player's autosave replaced.

Bounded in time: each loop stops after its number of kills or its time budget.
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

KILLS = 25
BUDGET_SECONDS = 40.0

WRITER = textwrap.dedent("""
    import sys
    from astromagie.games.astromagie.engine import Game
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.storage.saves import autosave_game
    from astromagie.storage.settings import Settings, save_settings
    from astromagie.storage.stats import Stats, save_stats

    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("Vega", "easy")))
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
    started = time.monotonic()
    kills = 0
    while kills < KILLS and time.monotonic() - started < BUDGET_SECONDS:
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
    assert kills >= 5


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
    for _ in range(3):
        child = subprocess.Popen([sys.executable, "-m", "astromagie", "--screenshot",
                                  str(tmp_path / "shot.png"), "--seed", "4"], env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.8, 2.5))  # during start-up, the deal or the first turns
        child.send_signal(signal.SIGKILL)
        child.wait(10)
        now = {p: p.read_bytes() for p in (home / "data").rglob("*") if p.is_file()}
        assert now == {p: b for p, b in before.items() if "data" in p.parts}
    assert (home / "data" / "autosave.json").read_bytes() == saved
