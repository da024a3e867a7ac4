"""Where a move's cards fly from and to: always card-shaped, so a card never squashes.

A flight goes from one rect to another by moving each edge in a straight line
(`animation.lerp_rect`); between two rects of the card's proportions every
frame keeps them too. The places a card leaves or reaches are not all card-shaped
(a seat's panel is wide, a zone may be a whole row), so each is turned into the
largest card of the game's proportions that fits in it (`card_in`), no larger
than a card in the hand. A trip's destination is a board zone, the mover's
hand ("hand"), or a seat's panel ("seat:<n>": a trick to its winner).
"""

from __future__ import annotations

import pygame

from astromagie.kit.view import SEAT

SAME_SHAPE = 0.04  # a rect this close to the card's proportions is taken as it is


def card_in(rect: pygame.Rect, ratio: float, most: tuple[int, int]) -> pygame.Rect:
    """The largest card (height / width = `ratio`) centred in `rect`, at most `most`;
    a rect already of the card's proportions (a zone holding one card) as it is."""
    if rect.w > 0 and abs(rect.h / rect.w - ratio) <= SAME_SHAPE * ratio:
        return rect.copy()
    h = min(rect.h, round(rect.w * ratio), most[1], round(most[0] * ratio))
    card = pygame.Rect(0, 0, max(1, round(h / ratio)), max(1, h))
    card.center = rect.center
    return card


def seat_of(zone: str) -> int | None:
    """The seat a "seat:<n>" destination names (None for any other zone)."""
    if not zone.startswith(SEAT):
        return None
    try:
        return int(zone[len(SEAT):])
    except ValueError:
        return None
