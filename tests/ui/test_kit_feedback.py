"""What the table shows after a person's action, for every game: a refused card flies
back from where it was dropped to its place in the hand (the refusal still said), and a
score a move changed flies as "+N" / "−N" from the board to its seat's panel, unless
the table shows no animations. Played on the made-up game "Higher" (tests/kit/toy.py).
"""

from __future__ import annotations

import math

import pygame
import pytest

from astromagie.ui.kit import animation as anim
from astromagie.ui.kit.points import POINTS, points_text, score_changes, score_spot
from tests.ui.test_kit_table import human_turn, open_kit, wait_for
from tests.ui.ui_events import drag, frames, key

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def low_card_on_a_six(scene) -> int:
    """The top of the pile a six, and the place in the fan of a card it refuses."""
    scene.state.pile.append("T6")
    low = [i for i, c in enumerate(scene.hand()) if c != "T6"]
    if not low:
        pytest.skip("this deal gave only sixes")
    return low[0]


def my_turn_in_quiet(app, scene) -> None:
    """The person's turn, with the bots' points landed (their labels gone)."""
    human_turn(app, scene)
    wait_for(app, scene, lambda: not any(la.kind == POINTS for la in scene.animator.labels))


def returning(scene) -> list[anim.Flight]:
    return [f for f in scene.animator.flights if f.kind == anim.RETURN]


def test_a_refused_card_flies_back_from_where_it_was_dropped_to_its_place(app):
    scene = open_kit(app, speed=1.0)
    human_turn(app, scene)
    index = low_card_on_a_six(scene)
    hand = scene.hand()
    slot = scene.frame.hand_rects(len(hand))[index]
    pile = scene.board.zone_rect("pile")
    drag(app, slot.center, pile.center, settle=1)
    assert scene.message.endswith("(H1)") and scene.message_kind == "error"
    (flight,) = returning(scene)
    assert flight.card == hand[index] and flight.end == slot
    assert flight.start.collidepoint(pile.center)  # where it was let go
    assert scene.snapshot().returning == (index,)  # its place waits for it, empty
    assert scene.human_turn()  # nobody waits for it: the person may go on at once
    frames(app)
    flying = dict((f.card, rect) for f, rect in scene.snapshot().flights)
    assert math.dist(flying[hand[index]].center, slot.center) < math.dist(
        flight.start.center, slot.center)  # on its way to the hand
    wait_for(app, scene, lambda: not returning(scene))
    assert scene.snapshot().returning == () and scene.hand() == hand
    assert scene.message.endswith("(H1)")  # the refusal stays until acted on


def test_a_card_refused_by_a_key_never_left_the_fan_so_nothing_flies(app):
    scene = open_kit(app, speed=1.0)
    human_turn(app, scene)
    index = low_card_on_a_six(scene)
    key(app, pygame.K_1 + index)
    key(app, pygame.K_RETURN)
    assert scene.message.endswith("(H1)") and returning(scene) == []


def test_a_point_scored_flies_from_the_board_to_the_seats_panel(app):
    scene = open_kit(app, speed=1.0)
    my_turn_in_quiet(app, scene)
    scene.state.pile.clear()  # any card goes on an empty pile: a point
    seat = scene.viewer
    score = scene.state.scores[seat]
    slot = scene.frame.hand_rects(len(scene.hand()))[0]
    drag(app, slot.center, scene.board.zone_rect("pile").center, settle=1)
    assert scene.state.scores[seat] == score + 1
    (label,) = [la for la in scene.animator.labels if la.kind == POINTS]
    assert label.text == "+1" and label.center == scene.frame.board.center
    target = score_spot(scene._seat_rect(seat), scene.frame.scale)
    assert label.end == target and scene._seat_rect(seat).collidepoint(target)
    first = scene.snapshot().points[0]  # at once: the panel shows the new score already
    assert first[0] == "+1"
    wait_for(app, scene, lambda: not scene.snapshot().points
             or math.dist(scene.snapshot().points[0][1], target) < 4)
    assert math.dist(first[1], target) > 4  # it travelled to the panel
    wait_for(app, scene, lambda: not any(la.kind == POINTS for la in scene.animator.labels))


def test_a_move_that_scores_nothing_sends_nothing(app):
    scene = open_kit(app, speed=1.0)
    my_turn_in_quiet(app, scene)
    scene.press_action(next(a for a in scene.actions() if a.id == "draw"))
    frames(app)
    assert not any(la.kind == POINTS for la in scene.animator.labels)


def test_with_animations_at_once_no_points_fly(app):
    scene = open_kit(app)  # the tests' speed: every card lands at once
    human_turn(app, scene)
    scene.state.pile.clear()
    slot = scene.frame.hand_rects(len(scene.hand()))[0]
    score = scene.state.scores[scene.viewer]
    drag(app, slot.center, scene.board.zone_rect("pile").center, settle=1)
    assert scene.state.scores[scene.viewer] == score + 1
    assert not any(la.kind == POINTS for la in scene.animator.labels)


def test_the_change_is_read_from_the_scores_with_its_sign():
    assert score_changes([3, 5, 0], [3, 7, -2]) == [(1, 2), (2, -2)]
    assert score_changes([1, 1], [1, 1]) == []
    assert points_text(4) == "+4" and points_text(-3) == "\u22123"  # a real minus sign


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_a_long_refusal_stops_short_of_a_tall_button_column(app, size):
    from astromagie.kit.view import Action
    from astromagie.ui.kit.buttons import button_rects
    from astromagie.ui.kit.frame import compute_frame

    frame = compute_frame(size, 1.4)
    painter = scene_painter(app)
    for count in (2, 5, 6):  # a guided turn: its own two, Again, Undo, Hint...
        actions = [Action(f"a{i}", f"Button {i}") for i in range(count)]
        rects = button_rects(frame, actions)
        width = painter.message_width(actions, frame)
        assert count < 6 or min(r.top for r in rects) < frame.message.bottom  # tall
        panel_right = frame.message.x + 12 + width + 10  # the text and the panel's margin
        if min(r.top for r in rects) < frame.message.bottom:
            assert panel_right < min(r.x for r in rects)
        else:
            assert width == frame.message.w - 24  # the whole line, as before
        lines, _size = painter.message_lines("A refusal " * 30, frame, width)
        assert len(lines) <= 2


def scene_painter(app):
    scene = open_kit(app)
    return scene.painter


def test_a_bots_points_fly_once_its_cards_have_landed(app):
    scene = open_kit(app, ("random", "random"), speed=1.0)
    wait_for(app, scene, lambda: any(la.kind == POINTS for la in scene.animator.labels),
             limit=3000)
    (label,) = [la for la in scene.animator.labels if la.kind == POINTS]
    assert label.delay > 0 and not label.started and scene.snapshot().points == []
    assert scene.pending is not None  # the position before the bot's move is still shown
    wait_for(app, scene, lambda: label.started)
    assert scene.snapshot().points[0][0] == "+1"
