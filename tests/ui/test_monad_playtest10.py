"""Monad's pt10d findings in pictures and words: a relative is marked in its own colour,
never in the table's gold that means "pointed at" (9)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.monad.view import faces
from astromagie.kit import draw as look


@pytest.mark.parametrize("size", [(64, 92), (110, 158)])
def test_MO13_a_relative_is_framed_in_its_colour_and_never_in_the_pointing_gold(size):
    """pt10d 9: a relative's gold frame at the back of a column read as the hint's gold."""
    pygame.init()
    w, h = size
    plain = faces.card_face("P3", size)
    relative = faces.card_face("P3^", size)
    # just inside the bottom edge's ink line: cream on a plain card, the relative's frame
    inside = (w // 2, h - 2 - w // 40)
    assert relative.get_at(inside)[:3] == faces.PALETTE["P"]
    assert plain.get_at(inside)[:3] == faces.CREAM
    gold = look.GOLD[:3]
    assert all(relative.get_at((x, y))[:3] != gold for x in range(w) for y in range(h))
    # the star badge: a cream star on a disc of the card's colour (below the star's
    # centre, between its two lower points, the disc shows)
    badge_x, badge_y, badge = round(w * 0.2), round(h * 0.89), max(10, h * 0.15)
    assert relative.get_at((badge_x, badge_y))[:3] == faces.CREAM
    below = (badge_x, round(h * 0.89 + badge * 0.35))
    assert relative.get_at(below)[:3] == faces.PALETTE["P"]
    assert plain.get_at(below)[:3] == faces.CREAM
