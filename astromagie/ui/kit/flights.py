"""Where a move's cards fly from and to: always card-shaped, so a card never squashes.

A flight goes from one rect to another by moving each edge in a straight line
(`animation.lerp_rect`); between two rects of the card's proportions every
frame keeps them too. The places a card leaves or reaches are not all card-shaped
(a seat's panel is wide, a zone may be a whole row), so each is turned into the
largest card of the game's proportions that fits in it (`card_in`), no larger
than a card in the hand. A trip's destination is a board zone, the mover's
hand ("hand"), or a seat's panel ("seat:<n>": a trick to its winner).

`Departures`: while a bot's move is on show (the position before it painted), a card
that flies from a board zone has left it from the moment it sets off: the pile shows it
only in flight (pt15c: a book flying to the bot's pile still lay in the pile).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import pygame

from astromagie.kit.view import HAND, SEAT, Trip

from .animation import Flight

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


@dataclass(frozen=True)
class Places:
    """Where the table's places are now, for aiming a move's cards."""

    zone_rect: Callable[[str], pygame.Rect]  # a board zone
    seat_rect: Callable[[int], pygame.Rect]  # a seat's panel
    hand_end: Callable[[], pygame.Rect]  # where a card joins the person's fan
    ratio: float  # the game's card_ratio
    most: tuple[int, int]  # a hand card's size: no flight is larger

    def card(self, rect: pygame.Rect) -> pygame.Rect:
        return card_in(rect, self.ratio, self.most)

    def aim(self, trip: Trip, mover: int, mine: bool,
            start: pygame.Rect | None) -> tuple[str | None, pygame.Rect, pygame.Rect]:
        """A trip as a flight: the card (None: face down), where it leaves, where it lands.

        A card comes from its source zone if the trip names one, else from `start` (the
        person's dragged card) or the mover's panel; into the mover's hand it goes to the
        person's fan (`mine`) or face down to the mover's panel.
        """
        code, zone = trip[0], trip[1]
        source = (self.card(self.zone_rect(trip[2])) if len(trip) > 2
                  else start or self.card(self.seat_rect(mover)))
        if zone == HAND:
            return (code if mine else None, source,
                    self.hand_end() if mine else self.card(self.seat_rect(mover)))
        seat = seat_of(zone)
        if seat is not None:  # to a seat's panel (a trick's winner)
            return code, source, self.card(self.seat_rect(seat))
        return code, source, self.card(self.zone_rect(zone))


@dataclass
class Departures:
    """The flights of the move on show that leave a board zone (a trip's third part),
    kept until the move is shown (`clear`)."""

    leaving: list[tuple[Flight, str]] = field(default_factory=list)

    def note(self, flight: Flight, trip: Trip, paced: bool) -> None:
        """A flight set off for `trip`: counted while a paced move is on show."""
        if paced and len(trip) > 2 and trip[2] != HAND and seat_of(trip[2]) is None:
            self.leaving.append((flight, trip[2]))

    def left(self) -> dict[str, int]:
        """How many cards have left each zone: their flights have set off."""
        return dict(Counter(zone for flight, zone in self.leaving
                            if flight.landed or flight.elapsed >= flight.delay))

    def net(self, landed: Mapping[str, int]) -> dict[str, int]:
        """The cards landed on each zone less those that left it (`Highlight.landed`)."""
        out = Counter(landed)
        out.subtract(self.left())
        return {zone: count for zone, count in out.items() if count}

    def clear(self) -> None:
        self.leaving.clear()
