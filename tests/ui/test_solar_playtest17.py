"""The Solar Republic's shelf tile after pt17 (finding 4): its filled people said two
players while New game set up four; both now count the table New game sets up."""

from __future__ import annotations

import pygame

from tests.ui.ui_events import frames

GAME = "solar-republic"


def test_the_shelf_fills_as_many_people_as_new_game_seats(app):
    title = app.push_scene("title")
    frames(app, 2)
    tile = next(t for t in title.widget("shelf").tiles if t.game == GAME)
    setup = app.push_scene("setup", GAME)
    assert tile.min_players == setup.count == len(app.settings.seat_configs(GAME))
    assert setup.count == 4  # the first start's table: you and three bots
    app.stack.draw(pygame.Surface(app.size))
