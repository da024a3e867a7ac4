"""One rule for clicks on the hand (pt12a 6) and nothing armed after a refusal (pt12a 3).

A click lifts a card (or switches the lifted card to the clicked one); a second click on
the lifted card plays it where it has one place, else it stays lifted and a line says to
click its place; a double-click is those two clicks whatever their speed. After a place
refused the lifted card, Enter and a second click make no move (Astromagie's Enter threw
the refused card on the discard pile) until the person picks a place.
"""

from __future__ import annotations

import pygame
import pytest

from astromagie.i18n import tr
from tests.ui.test_astromagie_table import grab, open_table, opening, place
from tests.ui.test_kit_playtest10 import open_solar
from tests.ui.ui_events import click, key

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


def _lifted(scene) -> str | None:
    hand = scene.hand()
    return hand[scene.selected] if scene.selected is not None else None


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_pt12a_3_after_a_refusal_enter_and_a_second_click_make_no_move(app):
    scene = open_table(app, opening())
    hand_before = sorted(scene.hand())
    click(app, grab(scene, "FIRE"))
    assert _lifted(scene) == "FIRE"
    click(app, place(scene, "pos:3"))  # an element cannot open the row (R3)
    assert scene.message_kind == "error" and scene.session.rule == "R3"
    assert _lifted(scene) == "FIRE"  # it stays lifted ...
    assert scene.highlight().over is None and scene.highlight().preview == ""  # ... unarmed
    key(app, pygame.K_RETURN)
    assert scene.message == tr("kit.pick_place")  # Enter says what to do, not a move
    assert scene.state.history == [] and not scene.turn.staged()
    assert sorted(scene.hand()) == hand_before and _lifted(scene) == "FIRE"
    click(app, grab(scene, "FIRE"))  # a second click: the same line, still no move
    assert scene.message == tr("kit.pick_place") and _lifted(scene) == "FIRE"
    assert scene.state.history == [] and not scene.turn.staged()
    click(app, place(scene, "discard"))  # a place picked: that move is made
    assert scene.state.history[0].discard == "FIRE"
    assert scene.unarmed is None


def test_pt12a_3_a_card_lifted_afresh_after_a_refusal_is_armed_again(app):
    scene = open_table(app, opening())
    click(app, grab(scene, "FIRE"))
    click(app, place(scene, "pos:3"))
    assert scene.unarmed == "FIRE"
    click(app, grab(scene, "ARI"))  # another card: switched to, armed as usual
    assert _lifted(scene) == "ARI" and scene.unarmed is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt12a_6_a_double_click_on_a_card_with_several_places_keeps_it_lifted(app, lang):
    from astromagie import i18n

    i18n.set_language(lang)
    try:
        scene = open_table(app, opening())
        assert len(scene.turn.targets("ARI")) > 1
        click(app, grab(scene, "ARI"))
        click(app, grab(scene, "ARI"))  # the second click of a double-click
        assert _lifted(scene) == "ARI"  # not put back as if nothing was clicked
        assert scene.message == tr("kit.pick_place") and scene.state.history == []
        assert not scene.turn.staged()
        click(app, grab(scene, "MARS"))  # while one is lifted, another card: switched to
        assert _lifted(scene) == "MARS"
        click(app, grab(scene, "ARI"))  # and back, then its place
        assert _lifted(scene) == "ARI" and scene.message == tr("kit.pick_place")
        click(app, place(scene, "pos:3"))  # a place picked: the line that asked for it goes
        assert "ARI" in scene.turn.staged() and scene.message != tr("kit.pick_place")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_pt12a_6_a_second_click_where_the_card_lay_before_it_rose_plays_it(app):
    """A slower double-click whose second press fell in the strip the card left as it
    rose missed it: the press there is the lifted card's second click."""
    scene = open_solar(app)
    hand, turn = scene.hand(), scene.turn
    fits = next(i for i, code in enumerate(hand) if len(turn.targets(code)) == 1)
    before = scene.frame.hand_rects(len(hand), None, hand)[fits]
    click(app, before.center)
    assert scene.selected == fits
    risen = scene.frame.hand_rects(len(hand), fits, hand)[fits]
    strip = (before.centerx, risen.bottom + (before.bottom - risen.bottom) // 2)
    assert not risen.collidepoint(strip) and before.collidepoint(strip)
    moves = len(scene.state.history)
    click(app, strip)
    assert len(scene.state.history) > moves and scene.selected is None  # played


def test_pt16b_6_a_refusal_goes_as_soon_as_another_card_is_lifted(app):
    """pt14b 6, pt16b 6: the red refusal stood on after the person had picked another card.
    It goes as soon as another card is lifted (acting again, they have read it); a hint
    stays while a card is lifted (it may be the hint's card)."""
    scene = open_table(app, opening())
    click(app, grab(scene, "FIRE"))
    click(app, place(scene, "pos:3"))
    assert scene.message_kind == "error" and scene.message
    click(app, grab(scene, "ARI"))  # at once: acted on, so read
    assert _lifted(scene) == "ARI" and not scene.message
    click(app, grab(scene, "FIRE"))
    click(app, place(scene, "pos:3"))
    scene.session.poll(30.0)  # read, not acted on
    assert scene.message_kind == "error" and scene.message  # it stands until acted on ...
    click(app, grab(scene, "ARI"))  # ... as lifting another card does
    assert _lifted(scene) == "ARI" and not scene.message
    scene.session.say("Try: Aries on 3.", "hint", 30.0)
    click(app, grab(scene, "FIRE"))
    assert scene.message == "Try: Aries on 3."
