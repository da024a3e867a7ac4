"""Settings: round trip, bad files set aside with one notice, bad fields fall back alone."""

from __future__ import annotations

import json

import pytest

from astromagie.gameconfig import SeatConfig
from astromagie.games.astromagie.engine import Variants
from astromagie.i18n import set_language
from astromagie.storage import atomic
from astromagie.storage.settings import (
    MAX_WINDOW,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from astromagie.storage.stats import load_stats, stats_path
from tests.faults.cases import Built, injected

from .conftest import everything_under


def backups(path):
    return sorted(path.parent.glob(path.name + ".broken-*"))


def test_missing_file_gives_defaults_quietly():
    settings, notices = load_settings()
    assert settings == Settings()
    assert notices == []
    assert settings.language is None
    assert not settings_path().exists()


def test_round_trip_is_readable_json():
    settings = Settings(language="de", animation_speed=2.0, sound=False,
                        window_size=(1600, 900), fullscreen=True, animations=False)
    settings.set_seats([SeatConfig("Ada"), SeatConfig("Vega", "hard"), SeatConfig("Orion", "easy")])
    settings.set_options(Variants(modern_rulers=True, target_score=50).to_record())
    assert save_settings(settings) == []
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    assert data["language"] == "de"
    assert data["seats"][1] == {"name": "Vega", "kind": "hard"}
    loaded, notices = load_settings()
    assert notices == []
    assert loaded == settings
    assert loaded.seat_configs()[1] == SeatConfig("Vega", "hard")
    assert loaded.options() == {"modern_rulers": True, "target_score": 50}
    assert loaded.game_config().seats == loaded.seat_configs()


def test_corrupt_file_is_set_aside_once_with_notice():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"language": "de", oops')
    settings, notices = load_settings()
    assert settings == Settings()
    assert [n.key for n in notices] == ["files.settings_broken"]
    [backup] = backups(path)
    assert backup.read_bytes() == b'{"language": "de", oops'
    assert notices[0].params["backup"] == backup.name
    assert backup.name in notices[0].text()
    set_language("de")
    assert "Einstellungen" in notices[0].text()
    # told once: the next start finds no file and says nothing
    assert load_settings() == (Settings(), [])


def test_foreign_json_and_binary_are_set_aside():
    path = settings_path()
    path.parent.mkdir(parents=True)
    for content in (b"[1, 2, 3]", b"\x89PNG\r\n\x1a\n\x00\x00", b'{"version": "one"}'):
        path.write_bytes(content)
        settings, notices = load_settings()
        assert settings == Settings()
        assert [n.key for n in notices] == ["files.settings_broken"]
        assert not path.exists()
    assert sorted(b.read_bytes() for b in backups(path)) == sorted(
        [b"[1, 2, 3]", b"\x89PNG\r\n\x1a\n\x00\x00", b'{"version": "one"}'])


def test_newer_version_is_set_aside():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 7, "language": "de"}')
    settings, notices = load_settings()
    assert settings == Settings()
    assert [n.key for n in notices] == ["files.settings_newer"]
    [backup] = backups(path)
    assert json.loads(backup.read_text())["version"] == 7


def test_bad_single_fields_fall_back_and_keep_the_rest():
    path = settings_path()
    path.parent.mkdir(parents=True)
    original = json.dumps({
        "version": 1, "language": "xx", "animation_speed": "fast", "sound": False,
        "window_size": [1024, "tall"], "fullscreen": True, "seats": [{"name": "Solo"}],
        "variants": {"target_score": 30}, "colour": "blue"}).encode()
    path.write_bytes(original)
    settings, notices = load_settings()
    # issue 15: the original is kept aside byte for byte and the player is told, once
    assert [n.key for n in notices] == ["files.repaired"]
    [backup] = backups(path)
    assert backup.read_bytes() == original
    assert load_settings() == (settings, [])
    defaults = Settings()
    assert settings.language is None
    assert settings.animation_speed == defaults.animation_speed
    assert settings.window_size == defaults.window_size
    assert settings.seats == defaults.seats
    assert settings.sound is False
    assert settings.fullscreen is True
    assert settings.variants == {"target_score": 30}


def test_unwritable_folder_gives_one_notice_not_a_crash(home, monkeypatch):
    from astromagie.storage import atomic

    def read_only(*args, **kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", read_only)
    first = save_settings(Settings())
    second = save_settings(Settings())
    assert [n.key for n in first] == ["files.write_failed"]
    assert second == []
    assert first[0].params["file"] == "settings.json"


def _seats(*names: str) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(n, "human" if i == 0 else "easy") for i, n in enumerate(names))


def test_two_windows_keep_each_others_settings():
    """Window B opened before A saved, closes after it: A's Monad seats survive B's close,
    and B's own change is written beside them."""
    save_settings(Settings())
    window_a, _ = load_settings()
    window_b, _ = load_settings()
    window_a.set_seats(_seats("Ada", "Ben", "Cy"), "monad")
    window_a.game = "monad"
    assert save_settings(window_a) == []
    window_b.sound = False
    assert save_settings(window_b) == []
    now, _ = load_settings()
    assert [s.name for s in now.seat_configs("monad")] == ["Ada", "Ben", "Cy"]
    assert now.game == "monad" and now.sound is False
    # B now holds the merged whole, so its next save does not undo A's change either
    assert window_b.game == "monad"
    assert save_settings(window_b) == []
    assert load_settings()[0].game == "monad"


def test_a_window_that_changed_nothing_writes_nothing_over_another():
    save_settings(Settings())
    stale, _ = load_settings()
    fresh, _ = load_settings()
    fresh.set_seats(_seats("Ada", "Vega"), "zahlenstreifen")
    fresh.set_seats(_seats("Ada", "Lyra", "Orion"), "solar-republic")
    save_settings(fresh)
    stale.set_seats(_seats("Bo", "Cleo"), "zahlenstreifen")  # the same game, other seats
    save_settings(stale)
    now, _ = load_settings()
    assert [s.name for s in now.seat_configs("zahlenstreifen")] == ["Bo", "Cleo"]
    assert [s.name for s in now.seat_configs("solar-republic")] == ["Ada", "Lyra", "Orion"]


def test_settings_made_in_code_are_written_whole():
    save_settings(Settings(sound=False))
    made = Settings(animation_speed=2.0)
    save_settings(made)
    now, _ = load_settings()
    assert (now.sound, now.animation_speed) == (True, 2.0)


def test_settings_with_a_bom_keep_every_setting():
    mine = Settings(language="de", animation_speed=2.0, sound=False, window_size=(1000, 700),
                    seats=[{"name": "Ada", "kind": "human"}, {"name": "Vega", "kind": "hard"}])
    save_settings(mine)
    path = settings_path()
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    loaded, told = load_settings()
    assert loaded == mine and told == []
    aside = [p.name for p in path.parent.iterdir() if p.name != "settings.json.lock"]
    assert aside == ["settings.json"]  # nothing set aside


def test_settings_with_a_lone_surrogate_can_still_be_saved():
    settings = Settings()
    settings.seats[0]["name"] = "Ve\ud800ga"
    assert save_settings(settings) == []
    loaded, told = load_settings()
    assert told == [] and loaded.seats[0]["name"] == "Ve\ufffdga"


def test_a_huge_window_size_fits_the_desktop():
    import pygame

    from astromagie.ui.app import App

    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"version": 1, "window_size": [20000, 20000]}))
    settings, told = load_settings()
    assert settings.window_size == MAX_WINDOW
    assert [n.key for n in told] == ["files.repaired"]
    app = App()
    try:
        desktop = max(pygame.display.get_desktop_sizes())
        assert app.size[0] <= max(desktop[0], 1024) and app.size[1] <= max(desktop[1], 700)
    finally:
        app.keep_settings = True
        app.close()


def test_a_failed_settings_save_is_told(monkeypatch):
    def read_only(*args, **kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", read_only)
    assert [n.key for n in save_settings(Settings())] == ["files.write_failed"]


@pytest.mark.parametrize("which", ["settings", "stats"])
def test_an_unreadable_file_is_set_aside_not_replaced(which):
    path = settings_path() if which == "settings" else stats_path()
    path.parent.mkdir(parents=True)
    raw = b'{"version": 1, "precious": true}'
    path.write_bytes(raw)
    with injected(Built(raw, unreadable=path)):
        told = (load_settings() if which == "settings" else load_stats())[1]
        assert [n.key for n in told] == [f"files.{which}_broken"]
        save_settings(Settings()) if which == "settings" else load_stats()
    assert raw in everything_under(path.parent)
