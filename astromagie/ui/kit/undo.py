"""Undo at the table: the points where a person's turns began, and where Undo goes back to.

Kept by the table session (`session.py`), so it needs no window: a point is the game
as it stood when one of the people at this window began a turn, and the log's length
then (the log goes back with the game).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from astromagie.host.game import GameState

log = logging.getLogger(__name__)


@dataclass
class UndoPoint:
    """The game at the start of one of the person's turns, and the log's length then."""

    state: GameState
    log_lines: int


@dataclass
class UndoPoints:
    """Where the people's turns began, oldest first."""

    points: list[UndoPoint] = field(default_factory=list)
    _open: tuple[tuple[int, int], bool] = ((-1, -1), False)  # `own_turn_open`'s last answer

    def mark(self, state: GameState, log_lines: int) -> None:
        """A person's turn begins: remember the game as it stands (once per position)."""
        if not self.points or len(self.points[-1].state.history) != len(state.history):
            self.points.append(UndoPoint(state.clone(), log_lines))

    def target(self, state: GameState) -> UndoPoint | None:
        """The start of the person's last turn before the position `state`."""
        made = len(state.history)
        return next((p for p in reversed(self.points) if len(p.state.history) < made), None)

    def own_turn_open(self, state: GameState) -> bool:
        """Whether Undo would take back moves of the person's turn still open (Monad's
        trade, then its jump, each a move): its button then says it takes the whole turn
        (pt6d 5: Undo after the jump took the trade back too, unannounced)."""
        point = self.target(state)
        if point is None:
            return False
        key = (len(point.state.history), len(state.history))
        if self._open[0] != key:  # (asked every frame: worked out once per position)
            try:
                own = undone_words(point.state, state.history) == "kit.undone_own"
            except Exception:  # a button's words and the fan's places are never worth
                log.exception("the turn's moves could not be replayed")  # the game
                own = False
            self._open = key, own
        return self._open[1]

    def undo_to(self, point: UndoPoint) -> None:
        """The game goes back to `point`: the later points go."""
        self.points = [p for p in self.points
                       if len(p.state.history) <= len(point.state.history)]



def undone_words(start: GameState, history: Sequence[Any]) -> str:
    """The text key of what Undo says, back at `start` from a game whose moves were
    `history`: "and the replies to it" only where a seat other than the one to move at
    `start` moved since (pt5a, 21: said of moves inside the person's own open turn)."""
    game = start.clone()
    seat = game.current_player
    for move in history[len(start.history):]:
        if game.current_player != seat:
            return "kit.undone"
        game.apply(move, checked=False)
    return "kit.undone_own"
