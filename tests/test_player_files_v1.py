"""The player's files of the version before the host (65d6f95) load unchanged.

`tests/fixtures/player-files-v1/` was made by that version's code
(`tests/fixtures/make_player_files_v1.py`): German settings with three seats and
a variant, an autosave of a game 17 turns in, two finished games in the archive
and the statistics that counted them. Each test copies them into a fresh
ASTROMAGIE_HOME, so the fixtures themselves are never written.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from astromagie.storage import notices
from astromagie.storage.archive import load_finished, scan_finished
from astromagie.storage.saves import load_autosave
from astromagie.storage.settings import load_settings
from astromagie.storage.stats import load_stats

FIXTURES = Path(__file__).parent / "fixtures" / "player-files-v1"


@pytest.fixture(autouse=True)
def old_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    shutil.copytree(FIXTURES, home)
    monkeypatch.setenv("ASTROMAGIE_HOME", str(home))
    notices.reset_reported()
    return home


def test_the_german_settings_load_with_their_seats_and_variant():
    settings, told = load_settings()
    assert told == []
    assert settings.language == "de"
    assert settings.animation_speed == 2.0 and settings.sound is False
    assert [s.name for s in settings.seat_configs()] == ["Anna", "Vega", "Orion"]
    assert [s.kind for s in settings.seat_configs()] == ["human", "hard", "easy"]
    assert settings.variants == {"modern_rulers": True}


def test_resume_offers_the_saved_game_where_it_was_left():
    info, told = load_autosave()
    assert told == [] and info is not None
    assert info.turn == 17 and not info.game.is_over()
    assert info.names == ["Anna", "Vega", "Orion"]
    assert [s.kind for s in info.config.seats] == ["human", "hard", "easy"]


def test_the_statistics_count_both_finished_games():
    stats, told = load_stats()
    assert told == []
    assert stats.total().played == 2 and stats.total().won == 2


def test_the_finished_games_can_be_watched_again():
    games, told = scan_finished()
    assert told == [] and len(games) == 2
    for game in games:
        playback, told = load_finished(game.id)
        assert told == [] and playback is not None
        assert playback.final.is_over()
        assert playback.turn_count == game.turns


def test_the_fixtures_were_not_touched(old_home):
    load_settings()
    load_autosave()
    load_stats()
    scan_finished()
    for path in FIXTURES.rglob("*"):
        if path.is_file():
            assert (old_home / path.relative_to(FIXTURES)).read_bytes() == path.read_bytes()
