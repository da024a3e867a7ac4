"""pt15c 8, pt15d 10: a big hand at 1024x700 (13 Solar cards, 8 Monad cards) and a full
one at 1280x800 (it ran to the tray's very edge). For 8-18 cards in each game's hand,
every card's rank corner shows (no card drawn after it lies on it) and the fan keeps a
margin inside the hand's area (`frame.HAND_MARGIN`)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.host import registry
from astromagie.ui.kit.frame import HAND_MARGIN, compute_frame

CORNER = (0.28, 0.22)  # a face's rank or value corner, of its width and height


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("game", ["astromagie", "solar-republic", "monad", "zahlenstreifen"])
def test_pt15c_8_every_corner_of_8_to_18_cards_shows_inside_the_hand(game, size):
    view = registry.view(game)
    frame = compute_frame(size, view.card_ratio, view.grouped_hand())
    margin = round(HAND_MARGIN * frame.scale)
    inside = frame.hand.inflate(-2 * margin, 0)
    for count in range(8, 19):
        codes = [f"c{i}" for i in range(count)]  # all different: none stacks
        rects = frame.hand_rects(count, None, codes)
        for index, rect in enumerate(rects):
            assert inside.contains(rect), (count, index, rect, inside)
            corner = pygame.Rect(rect.x, rect.y, round(rect.w * CORNER[0]),
                                 round(rect.h * CORNER[1]))
            assert not any(later.colliderect(corner) for later in rects[index + 1:]), \
                (count, index)
        raised = frame.hand_rects(count, count // 2, codes)[count // 2]
        assert frame.hand.contains(raised)  # the raised card stays in the hand's area
