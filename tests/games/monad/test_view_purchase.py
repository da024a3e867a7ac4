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
    before = [(a.id, a.enabled) for a in turn.actions()]
    assert before == [("pay", False), ("draw", True)]  # Pay the rest shut in its slot
    turn.click("col:2")  # the purchase begun: only payments are legal once it is made
    assert [(a.id, a.enabled) for a in turn.actions()] == [("pay", True), ("end", False)]
    refused = turn.press("draw")  # the key still pressed: the engine's refusal, no draw
    assert refused.kind == "refused" and refused.violation is not None
    assert refused.violation.rule == "MO15"
    turn.click("col:2")  # a second click puts it away: the buttons come back
    assert [(a.id, a.enabled) for a in turn.actions()] == before


def test_the_pay_button_says_what_waits_while_you_pay():
    for lang, words in (("en", "click the column again"), ("de", "zweiter Klick")):
        i18n.set_language(lang)
        try:
            assert words in i18n.tr("monad.explain.pay", shortcut="A")
        finally:
            i18n.set_language("en")


def test_MO15_the_draw_hint_says_higher_cards_cannot_pay_for_the_buy_it_names():
    """pt3 item 18: '2 more Commons and you can buy the top Tri (7 points)' beside a
    Quad in hand read wrong: lower cards only pay, and no change is given."""
    from astromagie.games.monad.policy import draw_plan
    from tests.games.monad.helpers import position

    columns = {2: "B2", 3: "G3", 4: "O4", 5: "R5"}
    plain = position(2, {0: "R1 O1 B2", 1: "B1"}, columns=columns, talon="Y1")
    assert draw_plan(plain) == ("hint.draw_buy_r3", {"missing": 2})
    higher = position(2, {0: "R1 O1 B2 Y4", 1: "B1"}, columns=columns, talon="Y1")
    assert draw_plan(higher) == ("hint.draw_buy_r3_lower", {"missing": 2})
    for lang, words in (("en", "only lower cards pay"),
                        ("de", "nur mit niedrigeren Karten")):
        i18n.set_language(lang)
        try:
            assert words in i18n.tr("monad.hint.draw_buy_r3_lower", missing=2)
        finally:
            i18n.set_language("en")


def test_MO15_a_higher_card_over_a_purchase_says_why_it_cannot_pay():
    from tests.games.monad.helpers import position

    state = position(2, {0: "R1 O1 Y1 P1 B2 Y4", 1: "B1"},
                     columns={2: "B2", 3: "G3", 4: "O4", 5: "R5"}, talon="Y1")
    turn = VIEW.turn_input(state, 0, ["You", "Vega"])
    assert turn.click("col:3").kind == "staged"  # 7 points in cards below the Tri
    assert turn.preview("Y4", "tray") == (
        "Only cards ranked below the Tri pay: the yellow Quad cannot (no change is given)")
    assert turn.preview("B2", "tray").startswith("Pay")  # a Bi pays as before
    i18n.set_language("de")
    try:
        assert turn.preview("Y4", "col:3") == (
            "Nur Karten unter der Tri zahlen: die gelbe Quad nicht (es gibt kein Wechselgeld)")
        assert "kein Wechselgeld" in i18n.tr("monad.board.tray_pay", rank="Tri")
    finally:
        i18n.set_language("en")
