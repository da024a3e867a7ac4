"""How the UI words things, the same everywhere: joined names, the seats' names and who is
"you", shared wins, a row's reckoning, Roman numerals, archive dates."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.gameconfig import SeatConfig, is_default_name
from astromagie.games.astromagie.engine import ScoreBreakdown
from astromagie.games.astromagie.engine.rules import ROMAN
from astromagie.games.astromagie.view.words import score_text
from astromagie.ui.words import (
    date_text,
    join_names,
    seat_names,
    shared,
    stamp_of,
)


@pytest.fixture(autouse=True)
def _english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_names_are_joined_as_a_sentence_in_each_language():
    assert join_names([]) == ""
    assert join_names(["Ada"]) == "Ada"
    assert join_names(["Ada", "Vega"]) == "Ada and Vega"
    assert join_names(["Ada", "Vega", "Orion", "Lyra"]) == "Ada, Vega, Orion and Lyra"
    i18n.set_language("de")
    assert join_names(["Ada", "Vega", "Orion"]) == "Ada, Vega und Orion"


def test_aspect_values_are_roman_numerals():
    assert [ROMAN[v] for v in (1, 2, 3)] == ["I", "II", "III"]


def test_an_archive_id_gives_its_date_and_a_foreign_one_none():
    stamp = stamp_of("20261122-091405-0123456789")
    assert stamp is not None and (stamp.tm_year, stamp.tm_hour, stamp.tm_min) == (2026, 9, 14)
    assert date_text(stamp) == i18n.tr("watch.date", year=2026, month="11", day="22",
                                       hour="09", minute="14")
    assert stamp_of("not-a-date") is None and date_text(None) == ""


# -- the seats' names (playtest F1: "You wins with 30 points", "You's turn") ----------------
def _seats(*spec: tuple[str, str]) -> list[SeatConfig]:
    return [SeatConfig(name, kind) for name, kind in spec]


def test_the_one_person_at_the_screen_is_you_in_the_current_language():
    seats = _seats(("You", "human"), ("Vega", "easy"), ("Orion", "hard"))
    names = seat_names(seats)
    assert names.you == 0 and names.names == ("You", "Vega", "Orion")
    i18n.set_language("de")
    assert seat_names(seats).names == ("Du", "Vega", "Orion")  # the default follows
    assert seat_names(_seats(("Ada", "easy"), ("Du", "human"))).you == 1


def test_a_typed_name_stays_and_the_one_person_is_still_you():
    names = seat_names(_seats(("Vega", "easy"), ("Ada", "human")))
    assert names.names == ("Vega", "Ada") and names.you == 1


def test_with_two_people_nobody_is_you_and_the_default_name_becomes_a_number():
    seats = _seats(("You", "human"), ("Vega", "easy"), ("Bea", "human"))
    names = seat_names(seats)
    assert names.you is None
    assert names.names == ("Player 1", "Vega", "Bea")
    i18n.set_language("de")
    assert seat_names(_seats(("Du", "human"), ("You", "human"))).names == (
        "Spieler 1", "Spieler 2")


def test_nobody_is_you_when_the_computer_plays_alone():
    names = seat_names(_seats(("You", "easy"), ("Vega", "hard")))
    assert names.you is None and names.names == ("Player 1", "Vega")


def test_only_the_default_names_count_as_default():
    assert is_default_name("You") and is_default_name("Du")
    assert not is_default_name("you") and not is_default_name("Ada")


def test_a_shared_win_with_you_names_you_last_and_the_verb_agrees():
    name = ("Ada", "Vega", "Orion").__getitem__
    assert shared("results.tie", [0, 2], name, None, points=7) == (
        "A tie: Ada and Orion share the win with 7 points.")
    assert shared("results.tie", [0, 2], name, 0, points=7) == (
        "A tie: Orion and you share the win with 7 points.")
    assert shared("table.tie", [0, 1, 2], name, 1, points=1) == (
        "Ada, Orion and you share the win with 1 point")
    i18n.set_language("de")
    assert shared("results.tie", [0, 2], name, 0, points=7) == (
        "Gleichstand: Orion und du teilt euch den Sieg mit 7 Punkten.")
    assert shared("log.game_over_tie", [0, 2], name, 1, points=7) == (
        "Spielende: Ada und Orion teilen sich den Sieg mit 7 Punkten.")  # you are not in it


def test_a_row_without_any_match_says_at_least_1_not_0_plus_0():
    lone = ScoreBreakdown(0, 0, 1, 1, 1)
    assert score_text("table.preview_now", lone) == (
        "The row is worth 1 point: no matching symbols → at least 1, × 1")
    pair = ScoreBreakdown(2, 0, 2, 1, 2)
    assert score_text("table.preview_now", pair) == (
        "The row is worth 2 points: elements 2 + planets 0 → sum 2, × 1")
    i18n.set_language("de")
    assert score_text("table.preview_staged", ScoreBreakdown(0, 0, 1, 2, 2)) == (
        "Mit deinen Karten: keine gleichen Symbole → mindestens 1, × 2 = 2 Punkte")
    assert "→ Summe 0" in score_text("table.preview_now", ScoreBreakdown(0, 0, 0, 1, 0))
