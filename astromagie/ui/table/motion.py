"""How a move travels across the screen after the engine has taken it.

The table has one rule for every move, a human's or a bot's: the move is
committed to the engine first, then the screen is animated from the old
position to the new one. `Motion` owns the animator and, while a bot's cards
are still travelling, the position from before the move (`pending`): the
table keeps showing that position, plus the cards that have landed, until
the move has been seen; then it shows the game again and the cards drawn and
a trick taken fly on. A human's own move is not held back: the position
switches at once and only the card going to the discard pile still flies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from astromagie.games.astromagie.engine import Game, Move
from astromagie.ui.kit.animation import (
    AFTER_MOVE,
    DEAL,
    DEAL_STAGGER,
    SNAP_BACK,
    STAGGER,
    TRICK_FLIGHT,
    TRICK_HOLD,
    Animator,
    Place,
)

TRICK_START = 0.25  # seconds the taken row rests before it flies to the winner
TRICK_STAGGER = 0.05


@dataclass(frozen=True)
class PendingMove:
    """A committed move still on its way: the position before it and the move itself."""

    before: Game
    move: Move


@dataclass(frozen=True)
class CardTrip:
    """One card of a move: what it is, where it starts, where it lands."""

    code: str
    start: pygame.Rect
    place: Place
    end: pygame.Rect


class Motion:
    """The animator and the move being shown."""

    def __init__(self, speed: float) -> None:
        self.animator = Animator(speed)
        self.pending: PendingMove | None = None

    @property
    def busy(self) -> bool:
        """Something moves or waits: input and the next turn wait for it."""
        return self.animator.busy

    def shown(self, game: Game) -> Game:
        """The position the screen shows: before a move still on its way, else the game."""
        return self.pending.before if self.pending is not None else game

    def show_move(self, before: Game, move: Move, trips: Sequence[CardTrip], *, paced: bool,
                  landed: Callable[[Place], None], settle: Callable[[], None]) -> None:
        """Animate the committed `move` from position `before`.

        Paced (a bot's move): the cards fly one after the other from the seat,
        `landed` runs as each lands, and `settle` once the last has rested a
        moment. Not paced (the human's own move): `settle` runs at once and the
        cards (a discard) finish their short flight on their own.
        """
        if not paced:
            settle()
            for trip in trips:  # last, so the player's own card flies over the drawn ones
                self.animator.fly(trip.code, trip.start, trip.end, duration=SNAP_BACK * 1.4,
                                  kind="snap", place=trip.place)
            return
        self.pending = PendingMove(before, move)

        def done() -> None:
            self.pending = None
            settle()

        last = len(trips) - 1
        for i, trip in enumerate(trips):

            def land(place: Place = trip.place, final: bool = i == last) -> None:
                landed(place)
                if final:
                    self.animator.after(AFTER_MOVE, done)

            self.animator.fly(trip.code, trip.start, trip.end, delay=i * STAGGER, on_land=land,
                              place=trip.place)
        if not trips:
            done()

    def deal(self, pile: pygame.Rect, cards: Sequence[tuple[str | None, pygame.Rect, Place | None]]
             ) -> None:
        """Drawn cards (face up for the viewer, backs for others) fly from the pile."""
        for k, (code, end, place) in enumerate(cards):
            start = pygame.Rect(pile.topleft, end.size)
            self.animator.fly(code, start, end, duration=DEAL, delay=k * DEAL_STAGGER,
                              kind="deal", place=place)

    def award(self, cards: Sequence[tuple[pygame.Rect, str]], end: pygame.Rect, label: str,
              rise: int) -> None:
        """The taken row flies to the trick's winner, whose points rise over the seat."""
        for i, (rect, code) in enumerate(cards):
            self.animator.fly(code, rect, end, duration=TRICK_FLIGHT,
                              delay=TRICK_START + i * TRICK_STAGGER, kind="trick", smooth=True)
        self.animator.label(label, end.center, rise=rise)
        # Hold the table still a moment after the cards have gone: the next turn waits for it.
        self.animator.after(TRICK_START + TRICK_FLIGHT + len(cards) * TRICK_STAGGER + TRICK_HOLD,
                            lambda: None)
