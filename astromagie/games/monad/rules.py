"""Monad's `GameRules`: what the host asks of the game (new deals, records, bots).

New deals and records come from `record.py`, the play from `state.py`, the
bots are the shared ones (`astromagie.ai`) searching with this game's policy.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from astromagie.ai.base import Bot, RandomBot
from astromagie.ai.easy import GreedyBot
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.medium import FlatMCBot
from astromagie.ai.registry import BOT_NAMES, build
from astromagie.host.game import GameInfo, NotationError

from . import INFO
from . import record as records
from .moves import decode
from .options import goal_of
from .policy import POLICY, MonadPolicy
from .state import MonadState

MEDIUM_HORIZON = 40

LEVELS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": lambda seed: GreedyBot(POLICY, seed, noise=0.4),
    # A race of ~400 turns: a playout to the end says little about one move, so
    # medium looks 40 moves ahead and scores the lead gained (policy.estimate).
    "medium": lambda seed: FlatMCBot(POLICY, seed, horizon=MEDIUM_HORIZON),
    "hard": lambda seed: ISMCTSBot(POLICY, seed),
}
assert tuple(LEVELS)[:len(BOT_NAMES)] == BOT_NAMES


class MonadRules:
    """The host's handle on Monad."""

    info: GameInfo = INFO

    def new(self, players: int, seed: int,
            options: Mapping[str, object] | None = None) -> MonadState:
        return records.new_game(players, seed, goal_of(players, options))

    def parse_move(self, text: object) -> str:
        decode(text)  # raises NotationError for anything but the notation
        if not isinstance(text, str):
            raise NotationError("a move is a string")
        return text

    def to_record(self, state: MonadState, players: Sequence[str]) -> dict[str, Any]:
        return records.to_record(state, players)

    def load_record(self, data: object) -> tuple[MonadState, list[str]]:
        return records.run(data, None)

    def replay(self, data: object) -> dict[str, Any]:
        return records.replay(data)

    def replay_text(self, report: Mapping[str, Any]) -> str:
        return records.replay_text(report)

    def policy(self) -> MonadPolicy:
        return POLICY

    def bot_levels(self) -> tuple[str, ...]:
        return tuple(LEVELS)

    def make_bot(self, level: str, seed: int) -> Bot:
        return build(LEVELS, level, seed)


RULES = MonadRules()
