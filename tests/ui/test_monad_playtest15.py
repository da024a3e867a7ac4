"""Playtest 15d's Monad findings (round 19 of issue 38): a drop that cannot trade began a
purchase with no word of why (4)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.policy import POLICY
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


def orion_one_card_away(goal: int = 1):
    """pt15d 6: seat 1 (purple identity, cool) holds the yellow Quint (warm) and no
    relative; a purple Bi stands in the Bi column. Seat 2 holds no Quint."""
    state = position(3, {0: "R1 B1 G1 O2", 1: "Y5 P1 B1 G1 R1 O3", 2: "R1 O1 Y1 B4"},
                     identities="G P B", columns={2: "P2 O2", 3: "G3", 4: "R4", 5: "O5"},
                     talon="G1 R1 Y1")
    state.goal = goal
    return state


@pytest.mark.parametrize("lang, words", [("en", "Has a Quint: a ★ purple card takes a Monad"),
                                          ("de", "Hat eine Quint: eine ★-Karte violett holt "
                                                 "die Monade")])
def test_MO13_an_opponents_open_shortcut_shows_on_their_seat(lang, words):
    """pt15d 6: Orion won by the shortcut from "Hand value 46/80" with no warning. A seat
    holding a Quint of the other temperature, a relative still in a column, says so on
    its race line (its first: the one a bot's panel keeps at 1024x700)."""
    i18n.set_language(lang)
    try:
        state = orion_one_card_away()
        assert VIEW.seat_lines(state, 1)[0] == words
        assert not any("Quint:" in line for line in VIEW.seat_lines(state, 2))
        # no relative left in the open: the shortcut is shut, the usual race line
        state.cols[2] = [c for c in state.cols[2] if c % 6 != 3]
        assert VIEW.seat_lines(state, 1)[0] != words
    finally:
        i18n.set_language("en")


def test_MO13_the_shortcut_line_and_the_hints_warning_read_only_the_open_table():
    """What the seat lines and the hint say of the others stays the same however their
    hidden Commons are dealt anew (MO5: only their colours are hidden; the person's
    observation gives the rest)."""
    state = orion_one_card_away()
    said = [VIEW.seat_lines(state, s) for s in range(3)], POLICY.reason(state, "D")
    for shift in range(1, 6):  # the others' Commons, as many, in other colours
        other = state.clone()
        for seat in (1, 2):
            hand = other.hands[seat]
            hand[:6] = hand[shift:6] + hand[:shift]
        assert other.hands != state.hands
        assert ([VIEW.seat_lines(other, s) for s in range(3)],
                POLICY.reason(other, "D")) == said


def test_MO13_the_hint_warns_when_an_opponent_could_win_next_turn():
    """pt15d 6: the hint said "draw a card" the turn before Orion's shortcut won. Its
    words now end with the warning; its choice is the same move."""
    state = orion_one_card_away()
    key, params = POLICY.reason(state, "D")
    assert key == "hint.threat"
    words = i18n.tr(f"monad.{key}", **params)
    assert words.endswith("Careful: an opponent can take a Monad next turn (see the scoreboard).")
    assert words.startswith(i18n.tr("monad." + POLICY._why(state, "D")[0],
                                    **POLICY._why(state, "D")[1]))
    # a goal of 2: one Monad is no win yet, so no warning
    assert POLICY.reason(orion_one_card_away(goal=2), "D")[0] != "hint.threat"


def test_MO6_the_rules_and_the_coach_say_most_games_end_by_the_shortcut():
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            rules = i18n.tr("monad.rules.relatives.body")
            coach = i18n.tr("monad.coach.shortcut_cool", stem="x")
            assert "80" in rules and "80" in coach
        finally:
            i18n.set_language("en")
