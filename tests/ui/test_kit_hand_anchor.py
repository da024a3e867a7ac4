"""A played card's gap closes from one side (issue 38 round 13, pt10c: "keep hand cards in
place after a play so a second click lands where you aim"): after the person plays a card
from the hand the cards left of the gap stay where they were and those right of it close
in, while the pointer stays on the hand; once it leaves, the hand goes back to the centre."""

from __future__ import annotations

import pytest

from astromagie.ui.kit.fan import anchor_after_play, anchor_held
from astromagie.ui.kit.frame import compute_frame
from tests.kit import toy
from tests.ui.test_kit_table import human_turn, open_kit, wait_for
from tests.ui.ui_events import frames, move_to

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_a_kept_left_edge_keeps_the_cards_left_of_the_gap_in_place(size):
    frame = compute_frame(size, toy.VIEW.card_ratio)
    before = ["T1", "T2", "T3", "T4", "T5"]
    old = frame.hand_rects(5, None, before)
    after = before[:3] + before[4:]  # a card right of the middle played
    kept = frame.__class__(**{**frame.__dict__, "anchor": anchor_after_play(frame, before, after)})
    new = kept.hand_rects(4, None, after)
    assert new[:3] == old[:3]  # the left ones stay
    assert new[3] == old[3]  # the right neighbour closes into the gap
    centred = frame.hand_rects(4, None, after)
    assert centred[0].x > old[0].x  # re-centred, every card would have moved


def test_a_card_played_from_the_left_half_keeps_the_right_side_in_place():
    frame = compute_frame((1280, 800), toy.VIEW.card_ratio)
    before = ["T1", "T2", "T3", "T4", "T5"]
    old = frame.hand_rects(5, None, before)
    after = before[1:]  # the leftmost played: the four right of it stay
    kept = frame.__class__(**{**frame.__dict__, "anchor": anchor_after_play(frame, before, after)})
    assert kept.hand_rects(4, None, after) == old[1:]


def test_no_edge_is_kept_for_a_hand_that_grew_or_emptied():
    frame = compute_frame((1280, 800), toy.VIEW.card_ratio)
    assert anchor_after_play(frame, ["T1"], ["T1", "T2"]) is None
    assert anchor_after_play(frame, ["T1"], []) is None


def test_the_edge_is_held_only_while_the_pointer_is_on_the_hand_in_the_persons_turn():
    frame = compute_frame((1280, 800), toy.VIEW.card_ratio)
    kept = frame.__class__(**{**frame.__dict__, "anchor": frame.hand.x + 40})
    inside, outside = kept.hand.center, (kept.board.centerx, kept.board.centery)
    assert anchor_held(kept, inside, True) == kept.hand.x + 40
    assert anchor_held(kept, outside, True) is None
    assert anchor_held(kept, inside, False) is None


def test_after_a_play_at_the_table_a_second_click_finds_the_card_it_aimed_at(app):
    scene = open_kit(app, speed=4.0)  # the played card flies a few frames
    human_turn(app, scene)
    state = scene.state
    state.hands[0][:] = ["T1", "T2", "T3", "T4", "T5"]  # five cards, none alike
    hand = scene.hand()
    old = scene.frame.hand_rects(len(hand), None, hand)
    move_to(app, old[1].center)  # the pointer rests on the hand
    state.pile.clear()  # every card may be played: take one right of the middle
    index = len(hand) // 2 + (len(hand) % 2)
    scene.play(f"P {hand[index]}")
    assert scene.frame.anchor == old[0].x
    now = scene.hand()
    rects = scene.frame.hand_rects(len(now), None, now)
    assert rects[:index + 1] == old[:index + 1]  # the gap closed from the right
    state.to_move = 0  # a turn that goes on after a play (a Solar chain, Monad)
    scene.update(0.0)  # the played card still flies: the edge is held meanwhile
    assert scene.animator.busy and scene.frame.anchor == old[0].x
    wait_for(app, scene, scene.human_turn)
    assert scene.human_turn() and scene.frame.anchor == old[0].x  # the pointer stays
    move_to(app, (scene.frame.board.centerx, scene.frame.board.top + 5))
    frames(app)
    assert scene.frame.anchor is None  # left the hand: back to the centre
