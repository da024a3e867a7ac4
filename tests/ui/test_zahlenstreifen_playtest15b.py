"""Zahlenstreifen after newcomer playtest pt15b (round 19 of issue 38), the board:
finding 9, a band card raised by a held card's take, with its red frame, covered the
band's "exposed" label. The label stands clear of every card as raised, at both sizes
and in both languages, wherever it stands beside the cards."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.view import VIEW, bandmarks
from astromagie.games.zahlenstreifen.view.board import FULL
from astromagie.ui.kit.frame import compute_frame

SIZES = [(1280, 800), (1024, 700)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt15b_9_NS6_a_raised_band_card_leaves_the_exposed_label_clear(size, lang):
    i18n.set_language(lang)
    try:
        pygame.init()
        frame = compute_frame(size, VIEW.card_ratio)
        board = VIEW.board(frame.board, 3, frame.card)
        surface = pygame.Surface(size)
        checked = 0
        for length in range(FULL, FULL + 2 * board.band_cap - 2):  # a line with room
            label = bandmarks.band_word(board, surface, length)
            assert label is not None
            # every card as a take would raise it (`StripBoard._row`): a gap up, framed
            raised = [rect.move(0, -board.gap).inflate(4, 4)
                      for rect in board.row_rects(length)]
            assert not any(label.colliderect(card) for card in raised), (length, label)
            checked += 1
        assert checked >= 10
    finally:
        i18n.set_language("en")
