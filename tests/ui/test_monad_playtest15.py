"""Playtest 15d's Monad findings (round 19 of issue 38): a drop that cannot trade began a
purchase with no word of why (4)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.view import VIEW
from astromagie.kit.view import Highlight
from tests.games.monad.helpers import position

COLUMNS = {2: "O2 Y2", 3: "G3 O3", 4: "R4 P4", 5: "O5 Y5"}


def cool_commons_only():
    """Seat 0 holds only cool Commons (and a cool Bi): nothing pairs for a trade."""
    return position(2, {0: "P1 B1 G1 G2", 1: "Y1"}, identities="R O", columns=COLUMNS,
                    talon="G1 R1")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_MO12_a_drop_that_cannot_trade_says_why_it_buys_instead(lang):
    """pt15d 4: a cool Common dropped on the Bi column, only cool Commons to pair with,
    began buying the orange Bi in silence. The status now says why first (with MO12),
    then the purchase, then how to take the card back; the next card paid drops it."""
    i18n.set_language(lang)
    try:
        state = cool_commons_only()
        turn = VIEW.turn_input(state, 0, ["You", "Ben"])
        assert turn.drop("B1", "col:2").kind == "staged"
        said = VIEW.status(state, 0)  # no live turn handed: the goal line
        assert turn.switched not in said
        said = VIEW.status(state, 0, seen=Highlight(live=turn, names=("You", "Ben"), you=0))
        assert turn.switched and turn.switched in said
        expected = {"en": ("These can't trade: no warm Common to pair with (rule MO12)",
                           "Buying the orange Bi instead (3 to pay)", "take it back"),
                    "de": ("Kein Tausch möglich: ein warmer Einer zum Tauschen fehlt "
                           "(Regel MO12)", "Kauf: Bi orange (3 zu zahlen)",
                           "zurückzunehmen")}[lang]
        for words in expected:
            assert words in turn.switched, turn.switched
        assert turn.drop("P1", "tray").kind == "staged"  # the next card: the usual line
        assert turn.switched == ""
        assert "2 paid" in turn.note() or "2 bezahlt" in turn.note()
    finally:
        i18n.set_language("en")


def test_MO12_a_drop_that_trades_or_pays_on_an_open_purchase_says_no_switch():
    """Only a drop that began a purchase instead of a trade explains itself: a click
    that opens the purchase, then a card paid, leaves the usual paying line."""
    state = cool_commons_only()
    turn = VIEW.turn_input(state, 0, ["You", "Ben"])
    assert turn.click("col:2").kind == "staged"
    assert turn.drop("B1", "col:2").kind == "staged"
    assert turn.switched == ""


def test_MO12_a_card_taken_back_from_the_tray_ends_the_switch_words():
    state = cool_commons_only()
    turn = VIEW.turn_input(state, 0, ["You", "Ben"])
    turn.drop("B1", "col:2")
    assert turn.click("staged:0").kind == "staged"
    assert turn.switched == "" and turn.mode == ""
