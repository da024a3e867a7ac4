"""The guided game's Again, for every game: while the coach speaks, a refused card or a move
that went where the coach did not point offers Again (a button and R); it puts the lesson's
turn back to its start (the bots' replies with it), and the coach says that turn again.
A move that followed the coach offers nothing; Undo my turn takes the coach back too.
Played on the made-up game "Higher" (tests/kit/toy.py), whose coach points at a card
and the pile on its first turn."""

from __future__ import annotations

import pygame
import pytest

from astromagie.kit.view import Coaching
from astromagie.ui.kit.again import strayed
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_kit_guided_saves import start_guide, wait_for
from tests.ui.ui_events import drag, frames, key

pytestmark = [pytest.mark.usefixtures("toy_on_the_shelf", "instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


def lesson(app) -> tuple[KitTableScene, Coaching]:
    """The guided game at the person's first coached turn, and the coach's words there."""
    scene = start_guide(app)
    wait_for(app, scene.human_turn)
    coaching = scene.snapshot().coaching
    assert coaching is not None and coaching.cards and coaching.zones == ("pile",)
    return scene, coaching


def again_offered(scene: KitTableScene) -> bool:
    return any(a.id == "again" and a.key == pygame.K_r and a.enabled
               for a in scene.actions())


def drop_card(app, scene: KitTableScene, code: str) -> None:
    hand = scene.hand()
    slot = scene.frame.hand_rects(len(hand), None, hand)[hand.index(code)]
    drag(app, slot.center, scene.board.zone_rect("pile").center)


def test_a_refused_card_with_nothing_laid_offers_no_again_and_the_lesson_stays(app):
    """Again puts back what the turn laid; after a refused card with nothing laid there is
    nothing to put back, and the playtest (pt1, 7) pressed a button that did nothing."""
    scene, coaching = lesson(app)
    assert not again_offered(scene)
    step = scene.snapshot().coach_step
    scene.state.pile.append("T6")  # a six on the pile: the lower cards are refused
    low = next((c for c in scene.hand() if c != "T6"), None)
    if low is None:
        pytest.skip("this deal gave only sixes")
    history = list(scene.state.history)
    drop_card(app, scene, low)
    assert scene.message.endswith("(rule H1)") and not again_offered(scene)
    key(app, pygame.K_r)  # R does nothing then
    assert scene.message.endswith("(rule H1)")
    assert scene.state.history == history and scene.undos == 0
    assert scene.snapshot().coach_step == step  # the same turn of the lesson
    assert scene.snapshot().coaching is not None


def test_a_move_that_followed_the_coach_offers_nothing(app):
    scene, coaching = lesson(app)
    drop_card(app, scene, coaching.cards[0])
    wait_for(app, scene.human_turn)
    assert not again_offered(scene) and scene.message_kind != "error"


def test_undo_in_the_guided_game_takes_the_coach_back_with_the_turn(app):
    scene, coaching = lesson(app)
    step = scene.snapshot().coach_step
    drop_card(app, scene, coaching.cards[0])
    wait_for(app, scene.human_turn)
    assert scene.snapshot().coach_step != step
    assert scene.undo_last_turn()
    frames(app)
    assert scene.snapshot().coach_step == step and scene.snapshot().coaching == coaching


def test_a_move_strays_by_the_cards_and_places_the_coach_did_not_point_at():
    play_t3 = Coaching("Play T3 on the pile.", zones=("pile",), cards=("T3",))
    assert not strayed(play_t3, [("T3", "pile")])
    assert strayed(play_t3, [("T5", "pile")])  # another card
    assert strayed(play_t3, [("T2", "hand", "stock")])  # a draw: the stock, not the pile
    assert not strayed(play_t3, [("T2", "hand", "stock")], acted=("pile",))
    assert strayed(play_t3, [])  # a pass: no card played, nothing touched
    assert not strayed(Coaching("Buy one.", zones=("col:2",)), [])  # nothing to judge by
    assert not strayed(Coaching("The choice is yours."), [("T5", "pile")])
    keep = Coaching("Draw and keep these.", zones=("stock",), cards=("T1", "T2"))
    assert not strayed(keep, [(None, "hand", "stock")])  # drawn as told
    assert strayed(keep, [("T1", "pile")])  # played one it should keep

