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
    assert scene.message.endswith("(rule H1)") and scene.message_kind == "error"
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
    assert scene.message.endswith("(rule H1)")  # the refusal stays until acted on


def test_a_card_refused_by_a_key_never_left_the_fan_so_nothing_flies(app):
    scene = open_kit(app, speed=1.0)
    human_turn(app, scene)
    index = low_card_on_a_six(scene)
    key(app, pygame.K_1 + index)
    key(app, pygame.K_RETURN)
    assert scene.message.endswith("(rule H1)") and returning(scene) == []


def test_a_point_scored_rises_on_the_seats_own_panel(app):
    """It used to fly from the board (pt6c 15's band); a bot's "+1" then rose above the
    person's hand and "−3" crossed the draw pile's counter (pt7c 4): it rises on the
    score of the seat it belongs to, and nowhere else."""
    scene = open_kit(app, speed=1.0)
    my_turn_in_quiet(app, scene)
    scene.state.pile.clear()  # any card goes on an empty pile: a point
    seat = scene.viewer
    score = scene.state.scores[seat]
    slot = scene.frame.hand_rects(len(scene.hand()))[0]
    drag(app, slot.center, scene.board.zone_rect("pile").center, settle=1)
    assert scene.state.scores[seat] == score + 1
    (label,) = [la for la in scene.animator.labels if la.kind == POINTS]
    target = score_spot(scene._seat_rect(seat), scene.frame.scale)
    assert label.text == "+1" and label.end is None
    first = scene.snapshot().points[0]  # at once: the panel shows the new score already
    assert first[0] == "+1" and scene._seat_rect(seat).collidepoint(first[1])
    assert math.dist(first[1], target) < 12  # beside the score it changes
    assert not scene.frame.board.collidepoint(first[1])
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


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
@pytest.mark.parametrize("count", [0, 1, 2])
def test_a_long_refusal_stops_short_of_the_button_column_and_the_boards_foot(app, count):
    """Two lines of a refusal or hint grow down over the tray's bare top, short of its
    buttons: at 1024x700 they grew up over the pile labels at the board's foot."""
    from astromagie.kit.view import Action
    from astromagie.ui.kit.buttons import button_rects

    scene = open_kit(app)
    human_turn(app, scene)
    # the turn's own buttons over Draw, Undo and Hint: a column as tall as four
    own = [Action(f"a{i}", f"Button number {i}", True) for i in range(count)]
    scene.session.turn.actions = lambda: own
    scene.say("A refusal " * 30, "error")
    frames(app)
    assert len(scene.painter.message_lines(scene.message, scene.frame,
                                           scene.painter.message_width(scene.actions(),
                                                                       scene.frame))[0]) == 2
    surface = pygame.Surface(app.size, pygame.SRCALPHA)
    scene.draw(surface)
    frame = scene.frame
    board_foot = pygame.Rect(frame.board.x, frame.board.bottom - 4, frame.board.w, 4)
    hand = scene.hand()
    cards = frame.hand_rects(len(hand), 0, hand)  # one card raised
    message = scene.painter.message_box
    assert message is not None and message.top >= frame.board.bottom
    assert not message.colliderect(board_foot)
    assert not any(message.colliderect(card) for card in cards)
    assert not any(message.colliderect(r) for r in button_rects(frame, scene.actions()))


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
