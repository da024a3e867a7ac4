"""The newcomer playtest pt17 (German) on Astromagie's side: the shelf's blurb with air
at 1024x700, one score preview at a time, and the table's own boxes not repeating."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.look import theme

AIR = 0.10  # of the line's width left free: "…gewinnt / den Stich." wrapped, cramped


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt17_2_the_shelf_blurb_is_one_line_with_air(lang: str, size: tuple[int, int]) -> None:
    """pt17 2: the line under the shelf's tiles wrapped at 1024x700 and touched the tiles
    and New game; it fits on one line with room to spare, in both languages."""
    pygame.font.init()
    i18n.set_language(lang)
    try:
        line_w = min(size[0] - theme.px(48, size), theme.px(760, size))
        blurb = i18n.tr("astromagie.game.blurb")
        width = theme.render(blurb, "text", theme.px(theme.SMALL_SIZE, size)).get_width()
        assert width <= line_w * (1 - AIR), (blurb, width, line_w)
    finally:
        i18n.set_language("en")
