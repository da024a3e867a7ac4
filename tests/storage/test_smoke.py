"""smoke_check loads and saves everything without losing what the player has."""

from __future__ import annotations

import json
import os

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.storage import on_game_over, smoke_check
from astromagie.storage.saves import autosave_game, autosave_path, list_finished, load_autosave
from astromagie.storage.settings import Settings, load_settings, save_settings, settings_path
from astromagie.storage.stats import load_stats, stats_path

from .conftest import play

CFG = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "hard")), game="astromagie")


def test_smoke_check_on_empty_folders(home):
    smoke_check()
    assert load_autosave() == (None, [])  # no made-up game to resume
    assert all(not name.startswith(".smoke") for _, _, files in os.walk(home) for name in files)


def test_smoke_check_keeps_the_players_files():
    save_settings(Settings(language="de", sound=False))
    on_game_over(play(2, 1), CFG)
    autosave_game(play(2, 2, 9), CFG)
    before = {p: json.loads(p.read_text()) for p in (settings_path(), stats_path(),
                                                     autosave_path())}
    smoke_check()
    after = {p: json.loads(p.read_text()) for p in before}
    assert after == before
    assert load_settings()[0].language == "de"
    assert load_stats()[0].total().played == 1
    assert load_autosave()[0].turn == 9
    assert len(list_finished()) == 1
