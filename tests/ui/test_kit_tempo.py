"""Watching the bots is brisk while each action stays visible (issue 38 round 13: pt10d's
Monad rounds of 8-12 s, pt10c's Solar chains): a bot turn's first move is shown at the
full pace and its later moves quicker unless they score; the next bot thinks while the
last move is still shown; the speed and "animations off" settings still rule it all."""

from __future__ import annotations

import pytest

from astromagie.ui.kit import animation as anim
from astromagie.ui.kit.players import BotSeat
from astromagie.ui.kit.tempo import BRISK, FULL, NEW_TURN_PAUSE, beat, pause_before
from tests.kit import toy
from tests.ui.test_kit_table import human_turn, open_kit

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def test_a_turns_first_move_is_full_pace_its_followers_brisk_unless_they_score():
    assert beat(follows=False, notable=False) == FULL
    assert beat(follows=False, notable=True) == FULL
    assert beat(follows=True, notable=True) == FULL  # a take that scores keeps its time
    assert beat(follows=True, notable=False) == BRISK
    for cards in (1, 2, 4):
        for on_board in (True, False):
            assert 0 < BRISK.seconds(cards, on_board) < FULL.seconds(cards, on_board)
    assert FULL.seconds(2, True) == pytest.approx(anim.FLIGHT + anim.STAGGER + anim.AFTER_MOVE)
    assert FULL.seconds(1, False) == pytest.approx(anim.FLIGHT)  # a draw to a seat: no pause
    assert FULL.seconds(0, True) == 0.0  # nothing flies (Monad's End turn)
    assert BRISK.flight >= 0.25  # still seen to fly


def test_a_draw_of_several_cards_flies_them_close_one_after_the_other():
    drawn = beat(follows=False, notable=False, drawn=True)
    assert drawn.flight == FULL.flight and drawn.stagger == BRISK.stagger
    assert drawn.seconds(4, on_board=False) < FULL.seconds(4, on_board=False)
    assert beat(follows=False, notable=True, drawn=True) == FULL  # a draw that scores


def test_a_new_seats_turn_gets_a_moment_a_move_that_goes_on_none():
    assert pause_before(follows=False) == NEW_TURN_PAUSE > 0
    assert pause_before(follows=True) == 0.0


@pytest.fixture
def drawn_cards_fly(monkeypatch):
    """The toy's draw sends its card face down to the drawer's seat (as Monad's does)."""
    def trips(self, before, move, after, board):
        return [(None, f"seat:{before.current_player}")] if move == "D" \
            else [(move[2:], "pile")]
    monkeypatch.setattr(toy.ToyView, "trips", trips)


def a_bots_move(scene, seat: int, draw: bool = True) -> None:
    """A bot's draw (no score) or its play (a point), made here rather than in its thread."""
    state = scene.state
    state.to_move = seat
    scene.play("D" if draw else next(m for m in state.legal_moves() if m.startswith("P")))


@pytest.mark.parametrize("speed", [1.0, 2.0])
def test_a_bots_second_move_in_a_row_flies_brisk_and_scaled_by_the_speed(app, speed,
                                                                         drawn_cards_fly):
    scene = open_kit(app, speed=speed)
    human_turn(app, scene)
    scene.update(0.0)  # the speed setting reaches the animator
    scene.last_mover = 0  # the person has just moved
    a_bots_move(scene, 1)
    first = [f.duration for f in scene.animator.flights]
    assert first and first[0] == pytest.approx(FULL.flight / speed)
    scene.animator.finish()
    a_bots_move(scene, 1)  # the same seat goes on
    follow = [f.duration for f in scene.animator.flights]
    assert follow and follow[0] == pytest.approx(BRISK.flight / speed)
    scene.animator.finish()
    a_bots_move(scene, 1, draw=False)  # it goes on, and scores: kept at the full pace
    assert scene.animator.flights[0].duration == pytest.approx(FULL.flight / speed)
    scene.animator.finish()
    scene.last_mover = 0  # another seat moved in between: full pace again
    a_bots_move(scene, 1)
    assert scene.animator.flights[0].duration == pytest.approx(FULL.flight / speed)


def test_with_animations_off_nothing_flies_and_only_the_pause_paces_the_bot(app):
    scene = open_kit(app, speed=1.0)
    human_turn(app, scene)
    app.settings.animations = False
    scene.update(0.0)
    a_bots_move(scene, 1, draw=False)  # its card lands on the pile
    assert all(f.duration == 0.0 for f in scene.animator.flights)
    assert scene.pending is not None
    scene.animator.update(0.001)  # the card has landed; the position shows after the pause
    assert scene.landed and scene.pending is not None
    assert scene.animator.timers[0].remaining == pytest.approx(FULL.after, abs=0.01)
    scene.animator.update(FULL.after)
    assert scene.pending is None


def test_the_next_bot_thinks_while_the_last_move_is_shown_and_its_pause_counts_from_rest(
        app, drawn_cards_fly):
    scene = open_kit(app, ("human", "random", "random"), speed=1.0)
    human_turn(app, scene)
    session = scene.session
    session.seats[2] = BotSeat(session.bots, "easy")
    asked: list[int] = []

    def ask_move(game, seat, kind):
        asked.append(seat)
        session.bots.move_token = 99  # a question on its way

    session.bots.ask_move = ask_move  # type: ignore[method-assign]
    a_bots_move(scene, 1)  # seat 1's move: the bot at seat 2 is next
    assert scene.animator.busy and not asked
    scene.update(0.01)
    assert scene.animator.busy and asked == [2]  # asked while seat 1's card flies
    session.bots.waited = 5.0
    scene.update(0.01)
    assert scene.animator.busy and session.bots.waited == 0.0  # no pause counted yet
    scene.animator.finish()
    scene.update(0.0)
    assert asked == [2]  # asked once, not again at rest
