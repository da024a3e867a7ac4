"""The AI of the guided game: it answers from the lesson's script, never from a search.

`ScriptedWorker` has the interface of the table's `AIWorker` (submit, poll, forget,
start, close), so the table asks it as it asks any AI and never learns the
difference. The AI seat gets the move the script wrote down for that turn; a hint
for the player is the player's move of the lesson. Off the script (which the
lesson does not allow) the first legal move keeps the table going.
"""

from __future__ import annotations

import itertools

from astromagie.games.astromagie.engine import Move, Observation
from astromagie.host.registry import DEFAULT_GAME
from astromagie.ui.kit.ai_worker import AIWorker, Reply

from .script import AI_MOVES, AI_SEAT, PLAYER_MOVES


def scripted_move(obs: Observation) -> Move | None:
    """The lesson's move for the seat of `obs` at this turn, if it is legal, else a legal one."""
    script = AI_MOVES if obs.seat == AI_SEAT else PLAYER_MOVES
    move = script.get(obs.turn)
    if move is not None and obs.check(move) is None:
        return move
    legal = obs.legal_moves()
    return legal[0] if legal else None


class ScriptedWorker(AIWorker):
    """Answers at once, from the script; nothing runs in the background."""

    def __init__(self) -> None:
        super().__init__("thread")
        self._numbers = itertools.count(1)
        self._answers: list[Reply] = []

    def start(self) -> None:
        """Nothing to start: the answers are written down."""

    @property
    def busy(self) -> bool:
        return bool(self._answers)

    def submit(self, bot: str, seed: int, obs: Observation, budget: float,
               game: str = DEFAULT_GAME) -> int:
        token = next(self._numbers)
        self._answers.append(Reply(token, scripted_move(obs), None, 0.0))
        return token

    def poll(self) -> list[Reply]:
        answers, self._answers = self._answers, []
        return answers

    def forget(self, token: int) -> None:
        self._answers = [a for a in self._answers if a.token != token]

    def close(self) -> None:
        self._answers = []
