"""Zahlenstreifen after newcomer playtest pt18b (German, learning 8, polish 7): a long band
wraps onto its second line with four and five players as the rule book shows, every card
whole beside the next, every position numbered clear of the pile's badge, and its
"exposed" word on no card (polish 1-2, finding 2)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.zahlenstreifen.view import VIEW, bandmarks
from astromagie.games.zahlenstreifen.view.bandmarks import FULL
from astromagie.ui.kit.frame import compute_frame

pytestmark = pytest.mark.usefixtures("app")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("length", [24, 31, 40])
def test_pt18b_2_a_long_band_wraps_whole_numbered_and_labelled(size, players, length):
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, players, frame.card)
    older = length - (FULL - 1)
    if players == 5 and size == (1024, 700):  # five collections there need their room
        assert board.band_rows == 1  # (pt6b 13): one line, as before
        return
    assert board.band_rows == 2  # the second line is there to wrap onto
    band = board.row_rects(length)[:older]
    assert len({r.y for r in band}) == (2 if older > board.band_cap else 1)
    for a, b in zip(band, band[1:], strict=False):
        if a.y == b.y and older <= 2 * board.band_cap:
            assert not a.colliderect(b)  # whole cards, no slivers ("29◂28◂27")
        elif a.y == b.y:  # past two full lines (rare): most of each card still shows
            assert abs(b.x - a.x) >= 0.6 * board.band_card[0]
    surface = pygame.Surface(size)
    numbers = bandmarks.band_labels(board, surface, board.row_rects(length), length)
    # each position numbered, none left under the badge; every second one where the cards
    # stand close (pt19b polish 2: "27◂26◂25" was cramped), the 10 always
    assert len(numbers) >= older // 2 and board.band_ten is not None
    if bandmarks.label_every(board, board.band_step) == 1:
        assert len(numbers) == older
    assert not any(n.colliderect(board.badge_room) for n in numbers)
    word = bandmarks.band_word(board, surface, length)
    if older <= 2 * board.band_cap - 3:  # lines all but full (rare): the word on a plate
        assert word is not None and not any(word.colliderect(card) for card in band)
    assert band[0].unionall(band).top > board.cells[-1].bottom  # clear of the collections
    assert all(cell.h >= 32 for cell in board.cells)


def test_pt18c_15_the_english_title_says_what_zahlenstreifen_means():
    """The shelf's German name, chosen, has its English meaning under the heading."""
    from astromagie import i18n

    assert i18n.tr("zahlenstreifen.game.name") == "Zahlenstreifen"
    assert i18n.tr("menu.taglines.zahlenstreifen").startswith("“The number strip”")
