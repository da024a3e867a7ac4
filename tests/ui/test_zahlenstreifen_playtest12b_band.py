"""Zahlenstreifen after newcomer playtest pt12b (round 16 of issue 38), finding 11: the
band's cards were small at 1024x700, their corner numbers ~8 px. The collections' lines
give up a few px there, the band's cards are taller, and their corner index is set larger:
its digits at least 11 px high. At 1280x800 the lines keep their height."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.zahlenstreifen.view import faces
from tests.ui.test_zahlenstreifen_playtest3 import board_for


def ink(colour: pygame.Color) -> bool:
    """A pixel of the digit's ink or its smoothed edge on the white tab: a dark grey (the
    card's colours and patterns are not grey)."""
    r, g, b = colour[:3]
    return max(r, g, b) < 170 and max(r, g, b) - min(r, g, b) < 30


def index_digit_height(code: str, size: tuple[int, int]) -> int:
    """How many px rows the face's corner digit spans: the first run of rows with ink in
    the top-left corner (the symbol under the tab starts after a gap)."""
    card = faces.face(code, size)
    w, h = size
    inked = [any(ink(card.get_at((x, y))) for x in range(3, round(w * 0.45)))
             for y in range(3, round(h * 0.5))]
    first = inked.index(True)
    return (inked[first:] + [False]).index(False)


@pytest.mark.parametrize("players", [2, 3])
def test_pt12b_11_the_band_cards_are_larger_at_1024x700(players):
    small = board_for(players, (1024, 700))
    assert small.band_rows == 2
    assert small.band_card[1] >= 56, small.band_card  # was 50 (pt12b 11)
    # the row's cards keep their size: the room came from the collections' lines
    assert small.card[1] >= 88
    large = board_for(players, (1280, 800))
    assert large.cells[0].h == 46 and large.band_card[1] >= 60


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt12b_11_a_band_cards_corner_digits_are_at_least_11_px(size):
    pygame.init()
    board = board_for(3, size)
    for code in ("B8", "Y1", "R5", "G9", "V7"):
        assert index_digit_height(code, board.band_card) >= 11, (code, board.band_card)
