"""The guided game's "Again": a lesson's turn put back to its start.

While the coach speaks (the guided game's first turns), a refused card, or a move that
went where the coach did not point (`strayed`), offers Again (R): the game goes back to
the position the coach spoke about (the bots' replies since go too), the log with it,
and the coach says that turn again. The kit judges by what the coach pointed at and
where the move's cards went (the view's `trips`), so it works for every game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from astromagie.host.game import GameState
from astromagie.kit.view import HAND, SEAT, Coaching, Trip


@dataclass(frozen=True)
class StepStart:
    """Where Again goes back to: the position, the log's length and the coach's step."""

    state: GameState
    log_lines: int
    step: int


def board_zones(trip: Trip) -> list[str]:
    """The board's zones a flight touches: where it lands and where it comes from (a hand
    or a seat's panel is none)."""
    zones = [trip[1], *([trip[2]] if len(trip) > 2 else [])]
    return [z for z in zones if z != HAND and not z.startswith(SEAT)]


def strayed(coaching: Coaching, trips: Sequence[Trip], acted: Sequence[str] = ()) -> bool:
    """Whether a move went where the coach did not point: a card left the hand that the
    coach did not point at, or none of the places pointed at was used: neither a zone the
    person dropped on or clicked in this turn (`acted`) nor one the move's cards went to
    or came from (another pile drawn from, a discard instead of the row); or the coach
    pointed at cards and the move touched nothing at all (a button's pass). A coach
    that points at nothing leaves nothing to judge, nor does a move that touched no
    place when the coach pointed at places only (a purchase made by a click)."""
    played = [trip[0] for trip in trips if len(trip) == 2 and trip[1] != HAND
              and not trip[1].startswith(SEAT)]
    if coaching.cards and any(code is not None and code not in coaching.cards
                              for code in played):
        return True
    touched = [*acted, *(zone for trip in trips for zone in board_zones(trip))]
    if not touched and not trips:
        return bool(coaching.cards)
    return bool(coaching.zones and touched) and not any(zone in coaching.zones
                                                        for zone in touched)
