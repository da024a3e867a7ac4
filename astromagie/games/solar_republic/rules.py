"""The Solar Republic's `GameRules`: what the host asks of the game (deals, records, bots).

Everything delegates to the state (`state.py`), the records (`record.py`)
and the shared bots with this game's policy (`policy.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from astromagie.ai.base import Bot, RandomBot
from astromagie.ai.easy import GreedyBot
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.medium import FlatMCBot
from astromagie.ai.registry import BOT_NAMES, build
from astromagie.host.game import GameInfo

from . import INFO
from . import record as records
from .moves import Move, parse_move
from .policy import HARD_POLICY, POLICY, SolarPolicy
from .state import SolarState

LEVELS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": lambda seed: GreedyBot(POLICY, seed, noise=0.4),
    "medium": lambda seed: FlatMCBot(POLICY, seed),
    "hard": lambda seed: ISMCTSBot(HARD_POLICY, seed),  # the tuned judgement (policy.py)
}
assert tuple(LEVELS) == BOT_NAMES


class SolarRules:
    """The host's handle on The Solar Republic."""

    info: GameInfo = INFO

    def new(self, players: int, seed: int,
            options: Mapping[str, object] | None = None) -> SolarState:
        if options:
            raise ValueError(f"The Solar Republic has no options: {sorted(options)[:3]}")
        return SolarState.new(players, seed)

    def parse_move(self, text: object) -> Move:
        return parse_move(text)

    def to_record(self, state: SolarState, players: Sequence[str]) -> dict[str, Any]:
        return records.to_record(state, players)

    def load_record(self, data: object) -> tuple[SolarState, list[str]]:
        return records.load_record(data)

    def replay(self, data: object) -> dict[str, Any]:
        return records.replay(data)

    def replay_text(self, data: object) -> str:
        """A line per entry and the scores, for a record; RecordError for a bad one."""
        g, names, reports = records.run(data)
        report = {"turns": reports, "scores": g.scores, "over": g.is_over()}
        return records.replay_text(report, names)

    def policy(self) -> SolarPolicy:
        return POLICY

    def bot_levels(self) -> tuple[str, ...]:
        return tuple(LEVELS)

    def make_bot(self, level: str, seed: int) -> Bot:
        return build(LEVELS, level, seed)


RULES = SolarRules()
