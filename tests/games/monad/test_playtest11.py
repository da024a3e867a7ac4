"""Monad's pt11d findings at the view: a move's cards carry the hand's codes (a relative
with its star, as the coach points at it), and a face-down talon card stays unnamed."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.cards import INDEX
from astromagie.games.monad.policy import POLICY
from astromagie.games.monad.view import VIEW
from astromagie.games.monad.view.faces import RELATIVE
from astromagie.games.monad.view.words import text_of
from tests.games.monad.helpers import position

NAMES = ["Ada", "Ben", "Cy", "Di"]


def bonus_table(talon: str):
    """The rule book's example 2 (seat 0 red, Y4 G4 a bonus pair), the talon given."""
    return position(4, {0: "Y4 G4 R1 O1 Y1 P1 B1 G1", 1: "R3", 2: "B3", 3: "Y3"},
                    columns={2: "R2 B2", 3: "G3 O3", 4: "R4 P4", 5: "P5 O5 Y5"},
                    talon=talon, monads=[2, 0, 0, 0])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_MO5_MO14_the_bonus_question_names_no_face_down_talon_card(lang):
    """pt11d 9: "take the bonus now: … the yellow Common" named the talon's top card,
    face down (MO5: the table shows only the talon's size); cancelling peeked at it. Two
    tables alike in all the seat sees, the talon's count included, ask in the same
    words, which name the open front cards and "a Common from the talon"."""
    i18n.set_language(lang)
    labels = []
    for talon in ("Y1 G1", "B1 R1"):
        state = bonus_table(talon)
        seen = state.observation(0)
        assert len(seen.talon) == 2  # only the count is on the table
        decision = VIEW.turn_input(state, 0, NAMES).drop("Y4", "col:5")
        labels.append([option.label for option in decision.options])
        assert decision.kind == "choose"
    assert labels[0] == labels[1]
    taken = labels[0][0]  # the bonus taken now: always the first option
    assert ("a Common from the talon" if lang == "en" else "Einer vom Talon") in taken
    assert ("the red Bi" if lang == "en" else "Bi rot") in taken  # a column's front: open
    for colour in ("yellow", "blue", "gelb", "blau"):
        assert f"{colour} Common" not in taken and f"Einer {colour}" not in taken


def test_a_relatives_trip_from_the_hand_carries_its_star_as_the_coach_points_at_it():
    """pt11d 1: the red Bi, a relative, left the hand as "R2" where the lesson pointed at
    the hand's "R2^", and the lesson's own move was refused as another one."""
    state = position(2, {0: "R2 G4", 1: "B3"}, identities="R G",
                     columns={2: "O2", 3: "Y3", 4: "P4", 5: "R5 Y5"})
    move = "T R2 G4"
    assert state.check(move) is None
    after = state.clone()
    after.apply(move)
    trips = VIEW.trips(state, move, after, None)
    assert ("R2" + RELATIVE, "col:2") in trips and ("G4", "col:4") in trips
    _, _, cards = VIEW._lesson_words(state, 0, move)
    assert set(cards) == {"R2" + RELATIVE, "G4"}


def test_the_partner_question_opens_on_the_partner_that_keeps_the_last_relative():
    """pt11d 5: the red Common dropped on the orange Bi asked "with the blue Common" or
    "with the purple Bi – your last relative: no shortcut…", the warned one first; Return
    spent it. The option that spends the last relative comes after the others, so the
    question opens on the safe one (a hint that advises it is lit instead: the kit)."""
    i18n.set_language("en")
    state = position(2, {0: "R1 Y1 B1 P2 B3 B4", 1: "O1"}, identities="P G",
                     columns={2: "B2 O2", 3: "G3", 4: "O4", 5: "O5"})
    decision = VIEW.turn_input(state, 0, NAMES).drop("R1", "col:2")
    assert decision.kind == "choose"
    moves = [option.move for option in decision.options]
    assert moves == ["T R1 B1", "T R1 P2"]
    assert "last relative" not in decision.options[0].label
    assert decision.options[1].label.endswith(
        "your last relative: no shortcut to a Monad until you get another")


def test_a_hint_that_spends_the_last_relative_says_it_is_worth_it():
    """pt11d 5: the hint advised the trade the partner question warned against; its
    reason says the shortcut is given up and why (a relative held besides: the plain one)."""
    i18n.set_language("en")
    state = position(2, {0: "R1 Y1 B1 P2 B3 B4", 1: "O1"}, identities="P G",
                     columns={2: "B2 O2", 3: "G3", 4: "O4", 5: "O5"})
    assert POLICY.reason(state, "T R1 P2") == ("hint.trade_relative_last", {})
    assert text_of("hint.trade_relative_last").startswith("Your last relative stands in")
    two = position(2, {0: "R1 Y1 B1 P2 P3 B4", 1: "O1"}, identities="P G",
                   columns={2: "B2 O2", 3: "G3", 4: "O4", 5: "O5"})
    assert POLICY.reason(two, "T R1 P2") == ("hint.trade_relative", {})


@pytest.mark.parametrize("kind", ["D", "F"])
def test_MO16_a_hint_that_passes_over_a_trade_and_its_leap_says_why_the_leap_is_worse(kind):
    """pt11d 4: five Commons' colours, a trade open: the hint said the trade adds only 1
    point and nothing of the leap after it (the coach's lesson), which the review later
    called the costly move. Its reason now names the leap and why it is worse."""
    i18n.set_language("en")
    piles = {"discard": "Y1 G1"} if kind == "F" else {"talon": "Y1 G1"}
    state = position(2, {0: "R1 O1 Y1 P1 B1 R1 P1", 1: "R1 G1"},
                     columns={2: "Y2 R2", 3: "Y3", 4: "O4", 5: "R5"}, **piles)
    assert kind in state.legal_moves()
    key = f"hint.{'draw' if kind == 'D' else 'flip'}_trade_leap"
    assert POLICY.reason(state, kind) == (key, {})
    assert "a leap after it, but your Commons are worth more kept" in text_of(key)


def test_MO13_a_seat_one_trade_from_the_shortcut_says_it_can_take_a_monad():
    """pt11d 8: Orion went from 59 points to a Monad in one move, and no line had said it
    was one move away: its relative and a Quint of the other temperature, both open
    cards (MO5), are the shortcut, and its seat line says so as for 80 points."""
    i18n.set_language("en")
    state = position(2, {0: "R1 O1", 1: "B2 Y5 R1"}, identities="R B", seat=1,
                     columns={2: "O2", 3: "Y3", 4: "P4", 5: "R5"})
    assert any(move.startswith("T") and "B2" in move and "Y5" in move
               for move in state.legal_moves())  # the shortcut is a legal trade now
    assert VIEW.seat_lines(state, 1)[0] == "Can take a Monad! · ★ blue"
    state.hands[1][INDEX["Y5"]] = 0
    state.hands[1][INDEX["G5"]] = 1  # a Quint of the relative's own temperature: no trade
    state.cols[5] = [INDEX["P5"]]  # and none of the other in front: no two-Quint way (pt19d 3)
    assert VIEW.seat_lines(state, 1)[0].startswith("Hand value")


def test_MO13_a_hint_that_lowers_the_hand_says_the_shortcut_it_sets_up():
    """pt13d 4: at 52 points "trade the purple Quad and the red Quint ... keeping it is
    worth less than this trade", and the hand fell to 36 with no reason a newcomer could
    see. The red relative Quint, standing in for a Quad, brings the front Quint, a cool
    one: any red relative, a Bi even, then trades with it for a Monad."""
    i18n.set_language("en")
    state = position(2, {0: "P4 R5", 1: "Y1"}, identities="R Y",
                     columns={2: "G2", 4: "Y4 B4", 5: "P5 O5 B5 G5"})
    assert "T P4 R5" in state.legal_moves()
    key, params = POLICY.reason(state, "T P4 R5")
    assert (key, params) == ("hint.trade_relative_shortcut", {"lost": 16})
    assert text_of(key, **params) == (
        "It costs your hand 16 points but sets up the shortcut: the Quint it brings has the "
        "other temperature, so any relative of yours, even a Bi from two Commons, trades with "
        "it for a Monad. Your relative Quint needed such a Quint (36 points).")
    after = state.clone()
    after.apply("T P4 R5")
    # what the words promise holds: a red Bi with the purple Quint is a legal Monad trade
    after.hands[0][INDEX["R2"]] = 1
    after.seat = 0
    after.acted = False
    assert any(m in after.legal_moves() for m in ("T R2 P5", "T R2 P5 +"))
    # a warm front Quint sets nothing up: the plain words stay
    warm = position(2, {0: "P4 R5", 1: "Y1"}, identities="R Y",
                    columns={2: "G2", 4: "Y4 B4", 5: "O5 P5"})
    assert POLICY.reason(warm, "T P4 R5")[0] == "hint.trade_relative_last"
