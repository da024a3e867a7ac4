"""Monad's table in words (playtest pt6d): a shut or hidden action's key says why with its
rule, the status line keeps to one line, the seat lines and the board say what their
numbers are, and the words match the picture."""

from __future__ import annotations

from astromagie import i18n
from astromagie.games.monad.view import VIEW
from astromagie.ui.kit.session import refusal_text
from tests.games.monad.helpers import position
from tests.ui.test_monad_table import example_3, turn_of


def test_MO10_MO11_pass_and_flip_pressed_at_a_turn_with_a_full_talon_say_why():
    """pt6d 2: X and F at the start of a turn with cards on the talon did nothing."""
    state = example_3()  # the talon holds R1 O1: Draw is the whole-turn move offered
    turn = turn_of(state)
    assert [a.id for a in turn.actions()] == ["draw"]
    passing, flipping = turn.action_refusal("pass"), turn.action_refusal("flip")
    assert passing is not None and passing.rule == "MO11"
    assert flipping is not None and flipping.rule == "MO10"
    i18n.set_language("de")
    try:
        assert refusal_text("monad", VIEW, passing) == \
            "Passen darfst du nur, wenn nichts anderes möglich ist. (Regel MO11)"
        assert refusal_text("monad", VIEW, flipping).startswith(
            "Umdrehen geht nur, wenn der Talon leer ist")
    finally:
        i18n.set_language("en")
    assert turn.action_refusal("draw") is None  # an offered action has nothing to refuse


def test_MO7_MO15_MO16_after_an_action_the_whole_turn_moves_and_pay_say_why():
    state = example_3()
    state.apply("T Y1 B1")
    turn = turn_of(state)
    assert turn.action_refusal("draw").rule == "MO7"
    assert turn.action_refusal("pass").rule == "MO7"
    assert turn.action_refusal("pay").rule == "MO15"
    assert turn.action_refusal("leap").rule == "MO16"  # nothing staged: no leap
    assert turn.action_refusal("end") is None
    stuck = position(2, {0: "R1 O1", 1: "P1"}, identities="R G", columns={2: "G2"})
    assert turn_of(stuck).action_refusal("pass") is None
    assert turn_of(stuck).action_refusal("draw").rule == "MO9"
