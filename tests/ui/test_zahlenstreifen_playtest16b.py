"""Zahlenstreifen's long band after playtest 16b (issue 38 round 20), finding 9: finding
"my colour, value <= X" among 25 small band cards was each turn's main effort. A card
held away from the 0 (selected, or dragged on its way) frames the cards it would take
and dims the rest: the same cards the preview over the 0 frames in red, asked of the
engine, at both window sizes."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.zahlenstreifen.view import lit
from astromagie.kit.view import Highlight
from tests.games.zahlenstreifen.helpers import arrange
from tests.ui.test_zahlenstreifen_playtest3 import board_for

# 25 cards: a band of two lines at 1024x700, every colour in it at several values
ROW = ("Y2 B7 R1 G4 V6 Y8 B2 R5 G1 V3 Y4 B5 R9 G6 V1 Y1 B3 R3 G8 V5 Y6 B1 R2 G3 V9")
HAND = "Y5 R7 B9 G2 V8"


def position(state, board, pos: int) -> pygame.Rect:
    rects = board.row_rects(len(state.row))
    return rects[len(state.row) - pos]


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt16b_9_NS7_a_held_card_lights_what_the_preview_over_the_0_takes(size):
    pygame.init()
    board = board_for(3, size)
    state = arrange(row=ROW, hands={0: HAND})
    surface = pygame.Surface(size)
    targets = frozenset({"end"})
    seen = []
    for held in HAND.split():
        board.paint(surface, state, 0, Highlight(held=held, targets=targets))
        away = board.lit
        board.paint(surface, state, 0, Highlight(held=held, over="end", targets=targets))
        assert board.lit is None  # over the 0: the full preview, its own red frames
        assert away == board.framed, held
        seen.append(away)
    assert any(seen) and all(len(s) < len(ROW.split()) for s in seen)
    assert len({frozenset(s) for s in seen}) > 2  # each card its own set
    board.paint(surface, state, 0, Highlight(targets=targets))
    assert board.lit is None and board.framed == set()  # nothing held: nothing lit


def test_pt16b_9_the_lit_cards_are_framed_in_red_and_the_rest_dimmed():
    pygame.init()
    size = (1024, 700)
    board = board_for(3, size)
    state = arrange(row=ROW, hands={0: HAND})
    plain = pygame.Surface(size)
    board.paint(plain, state, 0, Highlight(targets=frozenset({"end"})))
    held = pygame.Surface(size)
    board.paint(held, state, 0, Highlight(held="Y5", targets=frozenset({"end"})))
    assert board.lit  # yellow 5 takes the exposed yellows up to 5
    taken = min(board.lit)
    frame = position(state, board, taken).inflate(4, 4)
    assert held.get_at((frame.centerx, frame.y + 1))[:3] == lit.TAKEN
    kept = next(p for p in range(10, len(state.row) + 1) if p not in board.lit)
    middle = position(state, board, kept).center
    assert sum(held.get_at(middle)[:3]) < sum(plain.get_at(middle)[:3]) * 0.6  # dimmed
