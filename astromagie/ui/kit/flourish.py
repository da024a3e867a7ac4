"""A celebration's word: large, gold, outlined, rising over the table and fading.

What a table celebrates is the game's to say (a big trick, a perfect one, a
Monad made): the kit shows any such word the same way, for every game.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from astromagie.look import theme

CELEBRATION_SECONDS = 2.4  # how long a celebration's word stays on the table
OUTLINE = ((-2, 0), (2, 0), (0, -2), (0, 2))
PANEL_ALPHA = 225  # of the panel under the word at full strength: the table shows faintly


def fitting_size(words: str, size: int, width: int | None) -> int:
    """The largest text size from `size` down at which `words` fit `width` (bold)."""
    while width is not None and size > theme.MIN_TEXT_PX \
            and theme.font("bold", size).size(words)[0] > width:
        size -= 1
    return size


def paint_flourish(surface: pygame.Surface,
                   text: Callable[[str, int, theme.Color, str], pygame.Surface], words: str,
                   centre: tuple[int, int], alpha: int, size: int,
                   width: int | None = None, ink: theme.Color = theme.GOLD) -> None:
    """`words` in gold (or `ink`) with a dark outline on a dark panel, centred on
    `centre`, `alpha` opaque; set smaller where they would be wider than `width` (a long
    celebration in German). The panel keeps the table's own words from showing through
    the letters (pt8d 10: the Sammelfeld's line read through "Eine Monade!")."""
    size = fitting_size(words, size, width)
    drawn = text(words, size, ink, "bold")
    outline = text(words, size, theme.TEXT_DARK, "bold")
    pad_x, pad_y = size // 2, size // 6
    panel = pygame.Surface((drawn.get_width() + 2 * pad_x, drawn.get_height() + 2 * pad_y),
                           pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL[:3], PANEL_ALPHA), panel.get_rect(),
                     border_radius=size // 3)
    panel.set_alpha(alpha)
    surface.blit(panel, panel.get_rect(center=centre))
    for dx, dy in OUTLINE:
        shade = outline.copy()
        shade.set_alpha(alpha)
        surface.blit(shade, shade.get_rect(center=(centre[0] + dx, centre[1] + dy)))
    inked = drawn.copy()
    inked.set_alpha(alpha)
    surface.blit(inked, inked.get_rect(center=centre))
