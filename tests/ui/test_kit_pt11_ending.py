"""A bot's winning move is seen on the table before the results, as the person's own
last move is (issue 38 round 14, pt11d 8: "Game over · Orion wins" came with the move
that made the Monad never seen): its cards land, the message line names it, the table
rests, and only then, or at a click or Enter, the results."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.ui.kit.results import KitResultsScene
from astromagie.ui.kit.table import END_SECONDS, KitTableScene
from tests.kit import toy
from tests.ui.ui_events import frames, key


def before_the_bots_last_move():
    """A toy game of random moves up to the bot's (seat 1's) move that ends it."""
    rules = registry.rules(toy.INFO.id)
    for seed in range(200):
        state, rng = rules.new(2, seed, {}), random.Random(seed)
        while not state.is_over():
            if state.current_player == 1:
                after = state.clone()
                after.apply(rng.choice(after.legal_moves()))
                if after.is_over():
                    return state
                state = after
            else:
                state.apply(rng.choice(state.legal_moves()))
    raise AssertionError("no game the bot ends")


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_pt11d_8_a_bots_winning_move_rests_on_the_table_named_before_the_results(app):
    seats = (SeatConfig("You"), SeatConfig("Vega", "random"))
    table = KitTableScene(app, GameConfig(seats, seed=3, game=toy.INFO.id),
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(table)
    table.state = before_the_bots_last_move()
    table.session.turn = None
    table.session.begin_turn()  # the bot is asked for the move that ends the game
    for _ in range(400):
        if table.session.finished:
            break
        frames(app)
        time.sleep(0.001)
    assert table.session.finished and app.stack.top is table
    assert table.ending is not None and table.end_left > 0  # the rest begins
    last = table.session.log_lines[-1]
    assert last.startswith("Vega")  # the bot's move, named by the log's last line
    # and not said again by the callout over it (pt15b 8: the same words twice)
    assert last not in table.message and "Results next" in table.message
    app.run_frames(round(END_SECONDS * 10) - 8, dt=0.1)
    assert app.stack.top is table  # still in sight, the results not yet
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, KitResultsScene)


@pytest.mark.usefixtures("toy_on_the_shelf")
def test_pt15b_8_the_end_callout_says_how_to_go_on_and_a_notice_not_the_logged_move():
    """The log's last line names the winning move: the callout under which it stands says
    only how to go on, and a new best said as the game ends (pt11d 8), not the move again."""
    from astromagie.ui.kit.ending import tell_the_last_move
    from astromagie.ui.kit.session import TableSession

    seats = (SeatConfig("You"), SeatConfig("Vega", "random"))
    session = TableSession(GameConfig(seats, seed=3, game=toy.INFO.id), autosave=False)
    try:
        session.log_words.append(lambda: "Vega plays the last card.")
        session.say("A new best: 12 points.", "info", 8.0)
        session.end_notices.append(lambda: "A new best: 12 points.")
        tell_the_last_move(session)
        assert "Vega plays the last card." not in session.message
        assert session.message.startswith("The game is over. Results next")
        assert "A new best: 12 points." in session.message
        session.end_notices.clear()
        session.say("Please wait: it is Vega's turn.", "info", 3.0)  # stale: not kept
        tell_the_last_move(session)
        assert session.message.startswith("The game is over. Results next")
        assert "Please wait" not in session.message
    finally:
        session.close()
