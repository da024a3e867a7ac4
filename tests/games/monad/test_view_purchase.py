"""While a purchase is being composed at the table, the turn's buttons are those of the
purchase as if made (pt3 item 23: Draw stood beside Pay the rest), and the Pay button
says what happens meanwhile."""

from __future__ import annotations

import random

from astromagie import i18n
from astromagie.games.monad.policy import POLICY
from astromagie.games.monad.record import new_game
from astromagie.games.monad.view import VIEW


def test_MO15_draw_steps_aside_while_a_purchase_is_composed():
    state = new_game(2, 1)
    rng = random.Random(1)
    for _ in range(5):  # the bots' play to a turn's start with the talon filled
        state.apply(POLICY.rollout_move(state, rng, 0.0))
    assert {"B 2", "D"} <= set(state.legal_moves())
    turn = VIEW.turn_input(state, state.current_player, ["You", "Vega"])
    before = [a.id for a in turn.actions()]
    assert "draw" in before and "pay" not in before
    turn.click("col:2")  # the purchase begun: only payments are legal once it is made
    assert [a.id for a in turn.actions()] == ["pay"]
    refused = turn.press("draw")  # the key still pressed: the engine's refusal, no draw
    assert refused.kind == "refused" and refused.violation is not None
    assert refused.violation.rule == "MO15"
    turn.click("col:2")  # a second click puts it away: the buttons come back
    assert [a.id for a in turn.actions()] == before


def test_the_pay_button_says_what_waits_while_you_pay():
    for lang, words in (("en", "click the column again"), ("de", "zweiter Klick")):
        i18n.set_language(lang)
        try:
            assert words in i18n.tr("monad.explain.pay", shortcut="A")
        finally:
            i18n.set_language("en")
