"""`RULES`: Zahlenstreifen's `GameRules` (new games, notation, records, policy, bots)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from astromagie.ai.base import Bot, RandomBot
from astromagie.ai.easy import GreedyBot
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.medium import FlatMCBot
from astromagie.ai.registry import BOT_NAMES, build
from astromagie.host.game import GameInfo, RecordError

from . import INFO
from . import record as records
from .cards import DECK
from .moves import parse_move
from .policy import StripPolicy
from .state import StripState

POLICY = StripPolicy()

# The shared bots with this game's policy. Rollouts to the end of the game are
# noisy (the last round and the secret cards decide much), so the medium bot
# plays 8 turns and lets `rewards` estimate the rest: in seeded 2-seat duels
# against easy it won 0.73 of 80 games with 8 turns, 0.65 with 16, 0.48 to the end.
LEVELS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": lambda seed: GreedyBot(POLICY, seed, noise=0.4),
    "medium": lambda seed: FlatMCBot(POLICY, seed, horizon=8),
    "hard": lambda seed: ISMCTSBot(POLICY, seed),
}
assert tuple(LEVELS) == BOT_NAMES


class StripRules:
    """The rules of Zahlenstreifen; implements `astromagie.host.game.GameRules`."""

    info: GameInfo = INFO

    def new(self, players: int, seed: int,
            options: Mapping[str, object] | None = None) -> StripState:
        """NS1-NS3: shuffle with `random.Random(seed)`, then draw the first player from it."""
        if options:
            raise ValueError(f"Zahlenstreifen has no options: {sorted(options)[:3]}")
        if not self.info.min_players <= players <= self.info.max_players:
            raise ValueError(f"{players} players: Zahlenstreifen is for 2 to 5")
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        return StripState.deal(players, rng.randrange(players), deck)

    def parse_move(self, text: object) -> str:
        return parse_move(text)

    def to_record(self, state: Any, players: Sequence[str]) -> dict[str, Any]:
        if not isinstance(state, StripState):
            raise TypeError("not a Zahlenstreifen game")
        return records.to_record(state, players)

    def load_record(self, data: object) -> tuple[StripState, list[str]]:
        return records.load_record(data)

    def replay(self, data: object) -> dict[str, Any]:
        return records.replay(data)

    def replay_text(self, data: object) -> str:
        """The readable replay of a record (names included); RecordError for a bad one."""
        report = records.replay(data)
        error = report.get("error")
        if isinstance(error, dict):
            raise RecordError(error["turn"], error["rule"], error["message"])
        _, names = records.load_record(data)
        return records.replay_text(report, names)

    def policy(self) -> StripPolicy:
        return POLICY

    def bot_levels(self) -> tuple[str, ...]:
        return tuple(LEVELS)

    def make_bot(self, level: str, seed: int) -> Bot:
        return build(LEVELS, level, seed)


RULES = StripRules()
