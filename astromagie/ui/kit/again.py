"""The guided game's "Again": a lesson's turn put back to its start.

While the coach speaks (the guided game's first turns), a refused card, or a move that
went where the coach did not point (`strayed`), offers Again (R): the game goes back to
the position the coach spoke about (the bots' replies since go too), the log with it,
and the coach says that turn again. The kit judges by what the coach pointed at and
where the move's cards went (the view's `trips`), so it works for every game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from astromagie.host.game import GameState
from astromagie.kit.view import HAND, SEAT, Coaching, Trip

from .guided import HandOverTurns


@dataclass(frozen=True)
class StepStart:
    """Where Again goes back to: the position, the log's length and the coach's step."""

    state: GameState
    log_lines: int
    step: int


@dataclass
class LessonSteps:
    """The lesson's turn now: where it began, the places the person used in it, and the
    start Again would go back to (None: Again is not offered)."""

    start: StepStart | None = None
    used: list[str] = field(default_factory=list)
    offered: StepStart | None = None
    handover: HandOverTurns = field(default_factory=HandOverTurns)  # its card's turns

    def begin(self, state: GameState, log_lines: int, step: int) -> None:
        """The coach speaks: a lesson's turn begins here."""
        self.start = StepStart(state.clone(), log_lines, step)
        self.used = []

    def refused(self) -> None:
        """A refusal in a lesson's turn: Again goes back to its start."""
        self.offered = self.start

    def judge(self, coaching: Coaching | None, trips: Sequence[Trip]) -> bool:
        """A person's move: Again is offered if it strayed from the coach's lesson
        (`coaching`: None after the lesson; a note that asks for no move, such as Solar's
        "Stolen from you", judges nothing: pt12c 1 was refused Draw there); True if so."""
        strays = coaching is not None and asks_a_move(coaching) and \
            strayed(coaching, trips, self.used)
        self.offered = self.start if strays else None
        return strays

    def take(self) -> StepStart | None:
        """Again pressed: where to go back to (no longer offered)."""
        point, self.offered = self.offered, None
        return point


def board_zones(trip: Trip) -> list[str]:
    """The board's zones a flight touches: where it lands and where it comes from (a hand
    or a seat's panel is none)."""
    zones = [trip[1], *([trip[2]] if len(trip) > 2 else [])]
    return [z for z in zones if z != HAND and not z.startswith(SEAT)]


def asks_a_move(coaching: Coaching) -> bool:
    """Whether the coach asks for a move (its own, or one of the cards it points at); a
    note that only points at a place (Solar's "Stolen from you" at the pile, pt12c 1:
    Draw was refused as "not the lesson's move") leaves every move free."""
    return coaching.move is not None or bool(coaching.cards)


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
