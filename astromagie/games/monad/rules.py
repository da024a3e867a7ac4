"""Monad's `GameRules`: the host's standard adapter over this game's parts.

New deals and records come from `record.py`, the play from `state.py`, the
bots are the shared ones (`astromagie.ai`) searching with this game's policy.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from astromagie.ai.base import Bot, RandomBot
from astromagie.ai.easy import GreedyBot
from astromagie.ai.hint import HINT_LEVEL, HintBot
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.medium import FlatMCBot
from astromagie.ai.registry import BOT_NAMES
from astromagie.host.game import NotationError
from astromagie.host.standard import StandardRules

from . import INFO
from . import record as records
from .hintwords import HINT_POLICY
from .moves import decode
from .options import goal_of, record_options
from .policy import POLICY
from .state import MonadState

MEDIUM_HORIZON = 40

HINT_ITERATIONS = 2000  # the hint's work: >= medium, p95 <= 1.5 s (docs/ai.md, issue 38)

LEVELS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": lambda seed: GreedyBot(POLICY, seed, noise=0.4),
    # A race of 60 to 450 turns (by goal): a playout to the end says little about one
    # move, so medium looks 40 moves ahead and scores the lead gained (policy.estimate);
    # a Monad it can have it takes at once (policy.sure_move).
    "medium": lambda seed: FlatMCBot(POLICY, seed, horizon=MEDIUM_HORIZON),
    "hard": lambda seed: ISMCTSBot(POLICY, seed),
    # the table's hint: hard's search at a fixed work, the same move for the same position
    # (ai/hint.py); the review judges by it
    HINT_LEVEL: lambda seed: HintBot(POLICY, seed, iterations=HINT_ITERATIONS),
}
assert tuple(LEVELS)[:len(BOT_NAMES)] == BOT_NAMES


class MonadRules(StandardRules):
    """The host's handle on Monad."""

    info = INFO
    name = "Monad"
    records = records
    levels = LEVELS
    judgement = HINT_POLICY  # the policy, its reasons worded for the hint (hintwords.py)
    hint_level = HINT_LEVEL  # the table's hint, which the review agrees with

    def deal(self, players: int, seed: int) -> MonadState:
        return records.new_game(players, seed)

    def new(self, players: int, seed: int,
            options: Mapping[str, object] | None = None) -> MonadState:
        """A deal with the table's options (MO6a: a lower Monad goal)."""
        if players not in self.info.players:
            raise ValueError(f"{players} players: Monad is for "
                             f"{self.info.min_players} to {self.info.max_players}")
        return records.new_game(players, seed, goal_of(players, options))

    def options_of(self, state: MonadState) -> dict[str, object]:
        """The goal, when the table lowered it (MO6a), as the record writes it."""
        return record_options(state.n, state.goal)

    def parse_move(self, text: object) -> str:
        decode(text)  # raises NotationError for anything but the notation
        if not isinstance(text, str):
            raise NotationError("a move is a string")
        return text


RULES = MonadRules()
