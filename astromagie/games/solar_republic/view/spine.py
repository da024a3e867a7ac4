"""A crowded hand's names set up their strips, as on a book's spine (pt17 2).

With 14-16 cards at 1024x700 a card shows a strip about 34 px wide: a name set across it
had to be narrowed to a third of its width and could not be read. Where the hand's one
type (`faces.hand_type`) would narrow names that far, each name instead stands up its
strip at a readable size, reading bottom to top, narrowed only where the strip's height
is too short for it (the longest, "Asteroidengürtel"). Wider strips keep their names
across, as before.
"""

from __future__ import annotations

import pygame

from astromagie.kit import draw as look
from astromagie.look import theme

SPINE_BELOW = 0.44  # names narrowed below this share stand up (13+ cards at 1024x700)
SPINE_PX = 15  # the spine's type, as large as the strip's width allows


def spine_size(room: int) -> int:
    """The largest size up to SPINE_PX whose line stands in a strip `room` wide."""
    size = SPINE_PX
    while size > theme.MIN_TEXT_PX and theme.font("bold", size).get_linesize() > room:
        size -= 1
    return size


def spine_name(surface: pygame.Surface, name: str, strip: tuple[int, int],
               span: tuple[int, int], ground: tuple[int, int, int]) -> pygame.Rect:
    """`name` up the `strip` (its left and width), between the heights of `span`, its
    foot at the lower one, on a band of the card's `ground`; the rect it covers."""
    (left, room), (top, bottom) = strip, span
    line = look.render(name, "bold", spine_size(room), look.TEXT)
    length = max(1, bottom - top)
    if line.get_width() > length:
        line = pygame.transform.smoothscale(line, (length, line.get_height()))
    upright = pygame.transform.rotate(line, 90)  # reads bottom to top
    place = upright.get_rect(bottomleft=(left + max(0, (room - upright.get_width()) // 2),
                                         bottom))
    band = pygame.Surface(place.inflate(2, 4).size, pygame.SRCALPHA)
    band.fill((*ground, 220))
    surface.blit(band, place.inflate(2, 4))
    surface.blit(upright, place)
    return place
