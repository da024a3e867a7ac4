"""`RULES`: Zahlenstreifen's `GameRules` (new games, notation, records, policy, bots)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from astromagie.host.game import Bot, GameInfo

from . import INFO
from . import record as records
from .cards import DECK
from .moves import parse_move
from .policy import StripPolicy
from .state import StripState

BOT_LEVELS = ("random", "easy", "medium", "hard")


class StripRules:
    """The rules of Zahlenstreifen; implements `astromagie.host.game.GameRules`."""

    info: GameInfo = INFO

    def __init__(self) -> None:
        self._policy = StripPolicy()

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

    def replay_text(self, report: Mapping[str, Any]) -> str:
        return records.replay_text(report)

    def policy(self) -> StripPolicy:
        return self._policy

    def bot_levels(self) -> Sequence[str]:
        return BOT_LEVELS

    def make_bot(self, level: str, seed: int) -> Bot:
        raise NotImplementedError("the shared bots are not merged yet")


RULES = StripRules()
