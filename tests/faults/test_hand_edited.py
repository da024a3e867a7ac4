"""Hand-edited player files: only the bad part falls back (issue 40, findings 3 and 4).

- settings.json with one game's options written as a list keeps every other game's
  seats (and that game's own seats); the exact old bytes are kept aside, and told.
- stats.json with a points total of hundreds of digits: the statistics screen of each
  of the four games draws; the absurd entry is set aside with a notice, the rest kept.
- Any number no file of ours holds (NaN, Infinity, 1e400, 400 digits), in any player
  file, is read as null: its field falls back like any bad field.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from astromagie.storage.settings import Settings, load_settings, settings_path
from astromagie.storage.stats import load_stats, stats_path
from astromagie.storage.userfile import parse_user_json
from astromagie.ui.app import App

from .cases import ABSURD_INT

MAX_NUMBER = 2**53  # the largest number the reader keeps (userfile.MAX_NUMBER)
GAMES = ["astromagie", "solar-republic", "monad", "zahlenstreifen"]


def seats(*names: str) -> list[dict]:
    return [{"name": name, "kind": "human" if i == 0 else "easy"}
            for i, name in enumerate(names)]


def kept_aside(path: Path) -> list[bytes]:
    return [p.read_bytes() for p in path.parent.iterdir()
            if p.name.startswith(path.name + ".") and not p.name.endswith(".lock")]


def test_one_games_bad_options_leave_every_other_games_seats():
    path = settings_path()
    path.parent.mkdir(parents=True)
    data = {"version": 1, "language": "en", "game": "monad", "games": {
        "solar-republic": {"seats": seats("Ada", "Vega", "Orion"), "options": {}},
        "monad": {"seats": seats("Ben", "Lyra"), "options": ["not", "an", "object"]},
        "zahlenstreifen": {"seats": seats("Cy", "Altair", "Vega", "Orion")},
        "newer-game": ["an entry this version cannot read"]}}
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    settings, told = load_settings()
    assert [s.name for s in settings.seat_configs("solar-republic")] == ["Ada", "Vega", "Orion"]
    assert [s.name for s in settings.seat_configs("zahlenstreifen")] == ["Cy", "Altair",
                                                                          "Vega", "Orion"]
    assert [s.name for s in settings.seat_configs("monad")] == ["Ben", "Lyra"]
    assert settings.options("monad") == {}  # only the bad part fell back
    assert settings.language == "en" and settings.game == "monad"
    assert [n.key for n in told] == ["files.repaired"]
    assert kept_aside(path) == [raw]  # the exact old bytes, kept aside
    again, told = load_settings()  # the understood part was written back: nothing to tell
    assert told == [] and again.seat_configs("monad") == settings.seat_configs("monad")


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Settings(sound=False, animation_speed=1000.0), size=(1024, 700))
    application.save_settings = lambda: None  # type: ignore[method-assign]
    yield application
    application.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_points_total_of_hundreds_of_digits_never_stops_the_statistics(app, game):
    path = stats_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    sane = {"level": "easy", "seats": 2, "played": 3, "won": 1, "tied": 0, "best_trick": 0,
            "points": 40, "tricks": 0}
    raw = json.dumps({"version": 1, "last_game": None, "buckets": {
        "easy/2": sane, "hard/2": {**sane, "level": "hard", "points": ABSURD_INT},
        "medium/2": {**sane, "level": "medium", "extra": {"rounds": -ABSURD_INT}}}}).encode()
    path.write_bytes(raw)
    app.push_scene("stats", game)
    app.run_frames(2, 1 / 60)
    app.stack.clear()
    stats, _ = load_stats(game)
    assert list(stats.buckets) == ["easy/2"]  # the absurd entries alone are left out
    assert stats.buckets["easy/2"].mean_points == pytest.approx(40 / 3)
    assert raw in kept_aside(path)


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400", "9" * 400,
                                    str(MAX_NUMBER + 1)])
def test_a_number_no_file_of_ours_holds_is_read_as_null(number):
    read = parse_user_json(f'{{"a": {number}, "b": [1, 2.5, {MAX_NUMBER}]}}'.encode())
    assert read.data == {"a": None, "b": [1, 2.5, MAX_NUMBER]} and read.repaired

