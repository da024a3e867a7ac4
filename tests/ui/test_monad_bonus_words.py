"""Monad's bonus in words at the table (pt7d 5, 6): the picker offers the bonus taken
now first, a bonus turned down shows on the status line while it may still be taken, a
Common pair of one shape says nothing of a bonus, and the lesson says Bi and up."""

from __future__ import annotations

from astromagie import i18n
from astromagie.games.monad.view import VIEW, MonadTurn
from astromagie.games.monad.view.words import bonus_kept, describe
from tests.games.monad.helpers import position

NAMES = ["Ada", "Ben"]


def turn_of(state) -> MonadTurn:
    return VIEW.turn_input(state, state.current_player, NAMES[:state.num_players])


def bis_position():
    """Seat 0 (purple identity) holds a blue Bi that trades with the red Bi (not its
    shape) or the orange Bi (its bonus pair)."""
    return position(2, {0: "R2 O2 B2 R1 P1", 1: "Y1"}, identities="P G",
                    columns={2: "G2", 3: "Y3 G3", 4: "R4"}, talon="Y1 G1")


def test_MO14_the_bonus_taken_now_is_the_pickers_first_option():
    turn = turn_of(bis_position())
    decision = turn.drop("B2", "col:3")
    assert decision.kind == "choose"
    # the red Bi sorts before the orange one, yet the bonus now keeps number 1
    assert [o.move for o in decision.options] == ["T O2 B2 +", "T R2 B2", "T O2 B2"]
    assert "take the bonus now" in decision.options[0].label
    assert "bonus later: kept for a higher bonus pair this turn" in decision.options[2].label


def test_MO14_a_bonus_turned_down_is_held_on_the_status_line_until_taken():
    state = bis_position()
    assert not bonus_kept(state)
    state.apply("T O2 B2")  # the bonus pair traded, the bonus kept for later
    assert bonus_kept(state)
    assert VIEW.status(state, 0) == \
        "Your turn · bonus held for your next bonus-pair trade this turn"
    state.apply("E")
    assert not bonus_kept(state)


def test_MO14_a_trade_without_a_bonus_pair_holds_no_bonus():
    state = bis_position()
    state.apply("T R2 B2")  # red and blue: not one shape
    assert not bonus_kept(state)
    assert "bonus" not in VIEW.status(state, 0)


def test_MO14_a_common_pair_of_one_shape_says_nothing_of_a_bonus():
    """pt13d 1, pt14d 7, pt15d 1: at the guided game's first trade the log named a bonus
    ("no bonus: the extra cards a same-shape pair brings start at rank Bi") that no lesson
    had shown yet; the trade is told plainly, the bonus lesson teaches Bi and up."""
    before = position(2, {0: "R1 P1 O1", 1: "Y1"}, identities="P G", columns={2: "G2"},
                      talon="Y1")
    after = before.clone()
    after.apply("T R1 P1")
    line = describe(before, "T R1 P1", after, NAMES, 0)
    assert line == "You trade the red Common and the purple Common for the green Bi."
    i18n.set_language("de")
    try:
        assert "Bonus" not in describe(before, "T R1 P1", after, NAMES, 0)
    finally:
        i18n.set_language("en")


def test_MO14_a_bonus_with_nothing_to_take_is_held_and_the_status_line_says_why():
    """pt12d 9: a Bi bonus pair traded with the talon empty asked nothing (the bonus would
    bring no card) and the bar said only that it was held: it says why."""
    state = position(2, {0: "O2 B2 R1 P1", 1: "Y1"}, identities="P G",
                     columns={2: "G2", 3: "Y3 G3", 4: "R4"}, talon="")
    assert "T O2 B2 +" not in state.legal_moves()  # nothing to take: not offered
    state.apply("T O2 B2")
    # pt18d 9: "bonus held: nothing to take (talon empty)" was not understood
    assert VIEW.status(state, 0) == "Your turn · the bonus brings nothing: the talon is empty"
    tris = position(2, {0: "O3 B3 R1 P1", 1: "Y1"}, identities="P G",
                    columns={2: "", 3: "Y3", 4: "R4 G4"}, talon="Y1")
    assert "T O3 B3 +" not in tris.legal_moves()  # the Bi column empty: the bonus stops
    tris.apply("T O3 B3")
    assert VIEW.status(tris, 0) == \
        "Your turn · the bonus brings nothing: the Bi column is empty"


def test_MO14_a_question_about_the_bonus_alone_asks_now_or_later():
    """pt12d 12: one partner, the bonus now or kept, under "with which card?"."""
    state = position(2, {0: "O2 B2 R1 P1", 1: "Y1"}, identities="P G",
                     columns={2: "G2", 3: "Y3 G3", 4: "R4"}, talon="Y1 G1")
    decision = turn_of(state).drop("B2", "col:3")
    assert decision.kind == "choose"
    assert [o.move for o in decision.options] == ["T O2 B2 +", "T O2 B2"]
    assert decision.question == "Take the bonus now or later?"
    # two partners: the question stays which card
    many = turn_of(bis_position()).drop("B2", "col:3")
    assert many.question.endswith("with which card?")
