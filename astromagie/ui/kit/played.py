"""A move made at the table, as data: what the table session hands whoever shows it.

`TableSession.play` makes a move and tells its listener a `Played`: the position
before and after, who moved, the cards it sends flying (the view's `trips`), the
moment the game celebrates and the scores it changed. The table scene turns it into
flights and rising labels; a headless session (a test, a screenshot's bots) ignores it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from astromagie.host.game import GameState
from astromagie.kit.view import Trip


def score_changes(before: Sequence[int], after: Sequence[int]) -> list[tuple[int, int]]:
    """Each seat whose score the move changed, with the change: [(seat, +3), ...]."""
    return [(seat, new - old) for seat, (old, new) in enumerate(zip(before, after,
                                                                    strict=False))
            if new != old]


@dataclass(frozen=True)
class Played:
    """One move made: `paced` when the mover is not a person at this window (its cards
    fly one after the other and the position before stays shown until they land)."""

    before: GameState
    move: Any
    after: GameState
    seat: int
    trips: tuple[Trip, ...]
    paced: bool
    mine: bool  # made by the person whose hand this window shows
    celebration: str = ""  # the moment the game names ("" for none)
    changes: tuple[tuple[int, int], ...] = ()  # (seat, points) the move changed


class TableListener:
    """What shows the session: told of each move made, each turn of a person at this
    window begun, a hint's card and the end. The defaults do nothing (a headless game)."""

    paces = False  # shows a waiting seat's move before the next (the session then keeps
    # the position before it on show until `settle()`)

    def played(self, played: Played) -> None:
        return None

    def turn_began(self, seat: int) -> None:
        return None

    def hinted(self, card: str | None) -> None:
        return None

    def ended(self, bests: dict[str, int]) -> None:
        return None


HEADLESS = TableListener()
