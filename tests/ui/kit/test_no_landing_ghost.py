"""pt16b 8: after Gelb 4 was placed on the 0, a faint copy stayed on the 0 while the card
slid to the 1 with the row: the card's flight from the hand landed where the row had
already moved it from."""

from __future__ import annotations

import time

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.ui.kit.animation import PLACED
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import click, frames


def _zs_turn(app) -> KitTableScene:
    app.settings.animation_speed = 1.0
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "random"))
    scene = KitTableScene(app, GameConfig(seats, seed=2, game="zahlenstreifen"),
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    for _ in range(3000):
        if scene.human_turn() and scene.kit.board_at_rest(scene.board):
            break
        frames(app)
        time.sleep(0.001)
    assert scene.human_turn()
    return scene


def test_pt16b_8_no_copy_of_the_played_card_lands_where_the_row_slid_it_from(app):
    scene = _zs_turn(app)
    hand = scene.hand()
    click(app, scene.frame.hand_rects(len(hand), None, hand)[0])
    end = scene.board.zone_rect("end")
    moves = len(scene.state.history)
    click(app, end)
    assert len(scene.state.history) == moves + 1
    mine = [f for f in scene.animator.flights if f.kind == PLACED and f.end == end]
    assert mine  # it sets off from the hand
    slid = 0
    for _ in range(40):  # frame by frame through the row's slide and past it
        scene.draw(app.screen)  # the board paints the new card: its slide begins
        frames(app)
        sliding = not scene.kit.board_at_rest(scene.board)
        slid += sliding
        if sliding:  # (a bot's card landing there later shows its move: no copy)
            assert not any(f in scene.animator.flights for f in mine), \
                "a copy flies on to where the row moved the card from"
    assert slid  # the row did slide the card on
