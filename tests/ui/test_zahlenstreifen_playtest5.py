"""Zahlenstreifen's table after the newcomer playtest pt4b (round 5): the collection
lines' one text size and the tie badge clear of the gold frame (finding 12), and what the
lesson's card keeps in sight (finding 4)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.games.zahlenstreifen.view.board import StripBoard
from astromagie.games.zahlenstreifen.view.outcome import leaders
from astromagie.kit.view import Highlight
from astromagie.ui.kit.frame import compute_frame
from tests.games.zahlenstreifen.helpers import arrange

SIZES = [(1280, 800), (1024, 700)]
NAMES = Highlight(names=("You", "Vega", "Orion"))


def board_for(size: tuple[int, int]) -> StripBoard:
    frame = compute_frame(size, VIEW.card_ratio)
    return VIEW.board(frame.board, 3, frame.card)


def painted_pills(board: StripBoard, state, surface) -> list[tuple[int, int]]:
    """(owner line's y, font) of each colour group painted."""
    fonts: list[tuple[int, int]] = []
    real = board._pill

    def spy(letter, values, h, font, tight=False):
        fonts.append(font)
        return real(letter, values, h, font, tight)

    board._pill = spy  # type: ignore[method-assign]
    try:
        board.paint(surface, state, 0, NAMES)
    finally:
        del board._pill
    return fonts


@pytest.mark.parametrize("size", SIZES)
def test_pt4b_12_every_collection_line_sets_its_values_in_one_size(size):
    """The person's line holds five colours and many cards, Vega's two: both lines' values
    stand in the same text size (the person's shrank alone before)."""
    crowded = " ".join(f"{c}{v} {c}{v}" for c in "BGRVY" for v in range(1, 6))
    state = arrange(players=3, row="", hands={0: "R6 R7 R8 R9 B9"},
                    collections={0: crowded, 1: "B6 G6", 2: ""})
    state.collections[2] = []  # arrange gives the last owner every card left over
    board = board_for(size)
    fonts = painted_pills(board, state, pygame.Surface(size))
    assert len(fonts) == 7 and len(set(fonts)) == 1, fonts
    alone = arrange(players=3, row="", hands={0: "R6 R7 R8 R9 B9"},
                    collections={0: "", 1: "B6 G6", 2: ""})
    alone.collections[2] = []
    # the shared size is the crowded line's: smaller than Vega's line would take alone
    assert fonts[0] < max(painted_pills(board_for(size), alone, pygame.Surface(size)))


@pytest.mark.parametrize("size", SIZES)
def test_pt4b_12_the_tie_badge_stands_beside_the_gold_frame_not_on_its_corner(size):
    state = arrange(players=3, row="", hands={0: "R1 R2 R3 R4 R5"},
                    collections={0: "V1 V2 R9", 1: "V3 V4", 2: ""})
    state.collections[2] = []
    assert leaders(state)[3] == [0, 1]  # violet: tied
    board = board_for(size)
    boxes: list[pygame.Rect] = []
    # the collection rows paint the badge (collectionrows, moved out of the board)
    import astromagie.games.zahlenstreifen.view.collectionrows as board_module
    real = board_module.paint_tie_badge

    def spy(board_, surface, pill, cell):
        badge = real(board_, surface, pill, cell)
        boxes.append((pill, badge, cell))
        return badge

    board_module.paint_tie_badge = spy
    try:
        board.paint(pygame.Surface(size), state, 0, NAMES)
    finally:
        board_module.paint_tie_badge = real
    assert len(boxes) == 2
    for pill, badge, cell in boxes:
        frame = pill.inflate(4, 4)  # the gold frame round a majority's pill
        assert badge.left > frame.right and cell.top <= badge.top and badge.bottom <= cell.bottom
        assert abs(badge.centery - pill.centery) <= 1


@pytest.mark.parametrize("width", [36, 43, 51, 64, 81, 122])  # band cards: 36 and up
def test_pt4b_17_a_cards_corner_symbol_keeps_clear_of_its_middle_disc(width):
    """The small band cards at 1024x700: the corner's symbol ran into the disc."""
    import math

    from astromagie.games.zahlenstreifen.view import faces

    size = (width, round(width * faces.CARD_RATIO))
    index = max(9, round(size[1] * 0.2))
    digit_w = faces.look.render("8", "bold", index, faces.INK).get_width()
    tab = pygame.Rect(max(2, width // 14), max(2, size[1] // 30), max(digit_w + 4, width // 4),
                      index)
    mark, mark_r = faces.corner_symbol(tab, width)
    disc = faces.disc_radius(size, mark, mark_r)
    centre = (width * 0.58, size[1] * 0.54)
    assert math.dist(centre, mark) >= disc + mark_r + 2
    assert disc >= min(width * 0.31, size[1] * 0.24) * 0.5  # the value still reads large


@pytest.mark.parametrize("size", [(64, 89), (81, 114)])
def test_pt4b_17_the_decks_symbols_stand_inside_its_gold_border(size):
    from astromagie.games.zahlenstreifen.view import faces

    back = faces.back(size)
    border = max(1, size[0] // 30)
    row = round(size[1] * 0.36)
    for x in (*range(0, border + 2), *range(size[0] - border - 2, size[0])):
        for y in range(row - 3, row + 4):
            r, g, b, _ = back.get_at((x, y))
            assert (r, g, b) != faces.PAPER[:3] and (r, g, b) not in [
                style[0] for style in faces.STYLE.values()], (x, y)
