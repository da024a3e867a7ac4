"""After a play the hand closes its gap toward the centre in a short slide (pt14c 5: it
stood left, right or centred by turns after each play, and a click landed in a gap): the
hand at rest is centred; its cards slide there from where they lay, never jump; while the
pointer moves over the hand they first hold their places (pt16c 5: the next click, aimed
at a card, hit empty table); a click in the gap between two cards at rest lifts nothing and
says nothing (a neighbour taken could be played by the next click: the click rule)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.kit.fan import GLIDE_MS, glide_start
from astromagie.ui.kit.handhold import HOLD_SECONDS, played_places
from tests.ui.test_kit_table import human_turn, open_kit
from tests.ui.ui_events import click, frames, move_to

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def test_pt14c_5_the_cards_left_slide_from_where_they_were_drawn():
    drawn = [pygame.Rect(10 * i, 0, 8, 12) for i in range(5)]
    old = ["T1", "T2", "T3", "T4", "T5"]
    assert glide_start(old, drawn, ["T1", "T2", "T4", "T5"]) == drawn[:2] + drawn[3:]
    assert glide_start(old, drawn, ["T1", "T2", "T3", "T4", "T5", "T6"]) is None  # a draw
    assert glide_start(old, drawn, ["T2", "T1"]) is None  # not the same hand
    assert glide_start(old, drawn[:4], ["T1"]) is None  # drawn for another hand


def _played_with_pointer_on_hand(app, index):
    """A play of the card `index` of five while the pointer moves over the hand's second
    card; the scene, the hand's old rects and the hand now."""
    scene = open_kit(app, speed=4.0)
    human_turn(app, scene)
    state = scene.state
    state.hands[0][:] = ["T1", "T2", "T3", "T4", "T5"]
    state.pile.clear()  # every card may be played
    frames(app)
    hand = scene.hand()
    old = scene.frame.hand_rects(len(hand), None, hand)
    move_to(app, old[1].center)  # the pointer rests on the hand
    scene.play(f"P {hand[index]}")
    scene.state.to_move = 0  # the person plays again, as after a Solar 2 (the hold's case)
    move_to(app, (old[1].centerx + 2, old[1].centery))  # still moving over the hand
    return scene, old, scene.hand()


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("index", [0, 3])
def test_pt16c_5_after_a_play_the_cards_hold_their_places_under_the_pointer(app, index):
    scene, old, now = _played_with_pointer_on_hand(app, index)
    kept = old[:index] + old[index + 1:]
    rects = scene.frame.hand_rects(len(now), None, now)
    assert [r.x for r in rects] == [r.x for r in kept]  # every card at its old x
    glide = scene.painter.glide
    assert glide is not None and [r.x for r in glide.drawn or []] == [r.x for r in kept]
    # a second click where the next card was drawn is tested against where it is drawn
    aim = min(index, len(kept) - 1)
    point = kept[aim].center
    assert scene.frame.hand_card_hit(point, len(now), None, now) == aim
    assert scene.card_under(point) == (("hand", aim), now[aim])


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("index", [0, 3])
def test_pt16c_5_once_the_pointer_leaves_the_hand_it_glides_to_the_centre(app, index):
    scene, old, now = _played_with_pointer_on_hand(app, index)
    kept = old[:index] + old[index + 1:]
    move_to(app, (scene.frame.board.centerx, scene.frame.board.top + 5))  # off the hand
    centred = scene.frame.hand_rects(len(now), None, now)
    span = centred[0].unionall(centred[1:])
    assert abs(span.centerx - scene.frame.hand.centerx) <= 1  # the hand at rest: centred
    glide = scene.painter.glide
    assert glide is not None and glide.start is not None  # it slides, it does not jump
    ticks = glide.began
    first = glide.rects(scene.frame, now, None, ticks)
    assert [r.x for r in first] == [r.x for r in kept]
    half = glide.rects(scene.frame, now, None, ticks + GLIDE_MS // 2)
    for a, b, c in zip(first, half, centred, strict=True):
        assert min(a.x, c.x) <= b.x <= max(a.x, c.x)  # on its way, both sides inward
    assert half != first and half != centred
    assert glide.rects(scene.frame, now, None, ticks + GLIDE_MS) == centred
    move_to(app, old[1].center)  # back over the hand: the old places do not come back
    assert scene.frame.hand_rects(len(now), None, now) == centred


def test_pt18c_1_a_pointer_resting_on_the_hand_keeps_the_hold_only_briefly(app):
    """A player who looks a while before the next click keeps the hold a moment (pt17c 3),
    but no longer: pt18c 1 saw the holes stand through a chain of plays. This replaces
    pt17c 3's test, which held the hand under a resting pointer for good."""
    scene, old, now = _played_with_pointer_on_hand(app, 3)
    assert scene.frame.fan  # held
    frames(app, 30)  # half a second: still held
    assert scene.frame.fan
    frames(app, round(HOLD_SECONDS * 60) + 10)
    assert not scene.frame.fan  # the hand closes up


def test_pt16c_5_played_places_name_only_cards_taken_out():
    assert played_places(["a", "b", "c", "d"], ["a", "c"]) == (1, 3)
    assert played_places(["a", "b", "c"], ["b", "c"]) == (0,)
    assert played_places(["a", "b"], ["a", "b", "c"]) is None  # a draw
    assert played_places(["a", "b", "c"], ["c", "a"]) is None  # rearranged


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
