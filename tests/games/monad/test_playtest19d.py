"""pt19d: the rule book says one thing of drawing; the two-Quint way to a Monad is
flagged as the relative's shortcut is (the seat line, the hint)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.hintwords import HINT_POLICY
from astromagie.games.monad.public import quint_threats, quints_open, threats
from astromagie.games.monad.view import VIEW
from astromagie.i18n import tr

from .helpers import position

SECTIONS = ("cards", "setup", "goal", "turn", "trade", "relatives", "bonus", "buy", "leap",
            "length", "house")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rule_book_does_not_say_drawing_is_always_allowed(lang):
    """pt19d 9: "Your turn" says you draw only at the turn's start and the first player
    cannot draw; the fine points said "drawing is always allowed"."""
    i18n.set_language(lang)
    try:
        book = " ".join(tr(f"monad.rules.{s}.body") for s in SECTIONS)
        for contradiction in ("always allowed", "immer erlaubt"):
            assert contradiction not in book
        said = {"en": "not even a draw or a flip", "de": "auch kein Ziehen oder Umdrehen"}
        assert said[lang] in tr("monad.rules.house.body")
    finally:
        i18n.set_language("en")


def vega_one_quint_away(front: str = "P5 B5"):
    """Seat 1 (green identity, no green card in a column: no shortcut) holds the yellow
    Quint; the Quint column's front card is `front`'s first."""
    state = position(2, {0: "R1 P1 O1 B1", 1: "Y5 R1"}, identities="P G",
                     columns={2: "B2", 3: "R3", 4: "O4", 5: front}, talon="Y1")
    state.goal = 1
    return state


def test_a_quint_held_with_the_other_temperatures_quint_in_front_is_flagged():
    """pt19d 3: Vega held a Quint while the other-temperature Quint was the front card of
    the Quint column; the scoreboard flagged only the relative's shortcut."""
    state = vega_one_quint_away()
    assert quints_open(state, 1)
    assert VIEW.seat_lines(state, 1)[0].endswith("Quint + front Quint = Monad")
    i18n.set_language("de")
    try:
        assert VIEW.seat_lines(state, 1)[0].endswith("Quint + Quint vorn = Monade")
    finally:
        i18n.set_language("en")


def test_a_quint_of_the_same_temperature_in_front_is_not_flagged():
    state = vega_one_quint_away("O5 P5")
    assert not quints_open(state, 1)
    assert "Quint" not in VIEW.seat_lines(state, 1)[0]
    assert not quint_threats(state, 0)


def test_the_hint_warns_of_the_two_quint_way_and_the_bots_judgement_is_unchanged():
    """The warning is words only: `threats`, which the bots read, still names nobody."""
    state = vega_one_quint_away()
    assert threats(state, 0) == [] and quint_threats(state, 0) == [1]
    key, params = HINT_POLICY.reason(state, "D")
    assert key == "hint.threat_quints"
    words = tr(f"monad.{key}", **params)
    assert "★ green" in words and "front card of the Quint column" in words
