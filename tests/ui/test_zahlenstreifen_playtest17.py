"""Zahlenstreifen after newcomer playtest pt17 (English, 8/8), at the table: one click on a
hand card lays it in the secret choice (finding 1)."""

from __future__ import annotations

import pytest

from astromagie.games.zahlenstreifen.state import CHOOSE
from tests.ui.test_zahlenstreifen_playtest9 import drawn, last_round_scene, to_the_choice
from tests.ui.ui_events import click, frames


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_pt17_1_NS12_one_click_lays_a_card_and_a_click_on_its_place_takes_it_back(
        app, instant_bots):
    """A click lifted the card and a second click laid it: two clicks per card."""
    scene = last_round_scene(app)
    to_the_choice(app, scene)
    hand = scene.hand()
    click(app, drawn(scene)[0].center, settle=3)
    assert scene.session.staged_cards() == [hand[0]]
    frames(app, 15)
    click(app, drawn(scene)[0].center, settle=3)
    assert scene.session.staged_cards() == hand[:2]
    assert scene.state.phase == CHOOSE and scene.human_turn()  # nothing revealed yet
    click(app, scene.board.secret_slots[1].center, settle=3)  # changed one's mind
    assert scene.session.staged_cards() == [hand[0]]


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt17_2_the_bands_two_lines_lie_on_one_plate(size):
    """The band's upper line read as a row of its own: both lines, their numbers and the
    turn between them lie on one plate, drawn only once the upper line is in use."""
    import pygame

    from astromagie.games.zahlenstreifen.view import bandmarks
    from astromagie.games.zahlenstreifen.view.board import FULL
    from tests.ui.test_zahlenstreifen_playtest3 import board_for
    pygame.init()
    board = board_for(3, size)
    surface = pygame.Surface(size)
    assert bandmarks.band_plate(board, surface, FULL - 1 + board.band_cap) is None
    length = FULL - 1 + board.band_cap + 5
    plate = bandmarks.band_plate(board, surface, length)
    assert plate is not None
    board.shown_length = length
    assert len(board.band_in_sight()) == 2
    for line in board.band_in_sight():  # the cards, their numbers under them
        cards = line.inflate(0, -(2 * board.label + 4))
        assert plate.contains(cards.inflate(0, board.label).move(0, board.label // 2))
    turn = bandmarks.band_turn(board, surface, length)
    assert turn is not None and plate.contains(turn)
    assert plate.bottom <= board.slots[FULL - 1].y  # the row's cards stay off it
