"""The empty places staged cards left in the hand, on top of the card to their left.

The places were drawn before the cards, so in a fan whose cards overlap the card left of
a place lay over it and hid half of it (pt18b 5: Zahlenstreifen's secret choice, the
place of the first card chosen half under its neighbour). A place now lies as a card
there would: over the card to its left, under the card to its right, filled with the
tray's colour so the neighbour's art does not show through its outline.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from astromagie.look import theme


def paint_places_on_top(surface: pygame.Surface, places: Sequence[pygame.Rect],
                        cards: Sequence[pygame.Rect], tray: pygame.Rect,
                        raised: pygame.Rect | None = None) -> None:
    """Each of `places` over the cards drawn to its left, clipped where a card of `cards`
    to its right begins, and off the `raised` (chosen) card, which stays whole on top;
    the fill is the tray's own colour, read at its left edge."""
    if not places:
        return
    fill = surface.get_at((tray.x + 4, tray.centery))
    before = surface.get_clip()
    for place in places:
        right = min((card.x for card in cards if card.x > place.x), default=place.right)
        left = place.x
        if raised is not None and raised.x < place.x < raised.right:
            left = raised.right
        shown = pygame.Rect(left, place.y, max(0, min(place.right, right) - left), place.h)
        if shown.w <= 0:
            continue
        surface.set_clip(shown.clip(before))
        pygame.draw.rect(surface, fill, place, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_BORDER, place, width=2, border_radius=8)
    surface.set_clip(before)
