"""After a play the hand closes its gap toward the centre in a short slide (pt14c 5: it
stood left, right or centred by turns after each play, and a click landed in a gap):
wherever the pointer is, the hand at rest is centred; its cards slide there from where
they lay, never jump; a click in the gap between two cards at rest lifts nothing and
says nothing (a neighbour taken could be played by the next click: the click rule)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.kit.fan import GLIDE_MS, glide_start
from tests.ui.test_kit_table import human_turn, open_kit
from tests.ui.ui_events import click, move_to

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def test_pt14c_5_the_cards_left_slide_from_where_they_were_drawn():
    drawn = [pygame.Rect(10 * i, 0, 8, 12) for i in range(5)]
    old = ["T1", "T2", "T3", "T4", "T5"]
    assert glide_start(old, drawn, ["T1", "T2", "T4", "T5"]) == drawn[:2] + drawn[3:]
    assert glide_start(old, drawn, ["T1", "T2", "T3", "T4", "T5", "T6"]) is None  # a draw
    assert glide_start(old, drawn, ["T2", "T1"]) is None  # not the same hand
    assert glide_start(old, drawn[:4], ["T1"]) is None  # drawn for another hand


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("index", [0, 3])
def test_pt14c_5_after_a_play_the_hand_slides_to_the_centre_wherever_the_pointer_is(
        app, index):
    scene = open_kit(app, speed=4.0)
    human_turn(app, scene)
    state = scene.state
    state.hands[0][:] = ["T1", "T2", "T3", "T4", "T5"]
    state.pile.clear()  # every card may be played
    hand = scene.hand()
    old = scene.frame.hand_rects(len(hand), None, hand)
    move_to(app, old[1].center)  # the pointer rests on the hand
    scene.play(f"P {hand[index]}")
    now = scene.hand()
    centred = scene.frame.hand_rects(len(now), None, now)
    span = centred[0].unionall(centred[1:])
    assert abs(span.centerx - scene.frame.hand.centerx) <= 1  # centred, pointer on it
    glide = scene.painter.glide
    assert glide is not None
    ticks = round(scene.clock * 1000)
    first = glide.rects(scene.frame, now, None, ticks)
    assert [r.x for r in first] == [r.x for r in old[:index] + old[index + 1:]]  # no jump
    half = glide.rects(scene.frame, now, None, ticks + GLIDE_MS // 2)
    for a, b, c in zip(first, half, centred, strict=True):
        assert min(a.x, c.x) <= b.x <= max(a.x, c.x)  # on its way, both sides inward
    assert glide.rects(scene.frame, now, None, ticks + GLIDE_MS) == centred
    move_to(app, (scene.frame.board.centerx, scene.frame.board.top + 5))
    assert scene.frame.hand_rects(len(now), None, now) == centred  # the pointer gone: same


def test_pt14c_5_a_click_in_the_gap_between_cards_at_rest_lifts_nothing_silently(app):
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.hands[0][:] = ["T1", "T2", "T3"]
    hand = scene.hand()
    rects = scene.frame.hand_rects(len(hand), None, hand)
    gap = (rects[0].right + (rects[1].x - rects[0].right) // 2, rects[0].centery)
    assert rects[1].x > rects[0].right and not any(r.collidepoint(gap) for r in rects)
    message = scene.session.message
    click(app, gap, settle=12)  # the glide of the opening deal is over
    assert scene.selected is None and scene.session.message == message
