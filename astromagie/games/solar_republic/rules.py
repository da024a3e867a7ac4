"""The Solar Republic's `GameRules`: the host's standard adapter over this game's parts.

The deal and play come from the state (`state.py`), the records from
`record.py`, the bots are the shared ones with this game's policy (`policy.py`).
"""

from __future__ import annotations

from collections.abc import Callable

from astromagie.ai.base import Bot, RandomBot
from astromagie.ai.easy import GreedyBot
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.medium import FlatMCBot
from astromagie.ai.registry import BOT_NAMES
from astromagie.host.standard import StandardRules

from . import INFO
from . import record as records
from .moves import Move, parse_move
from .policy import HARD_POLICY, POLICY
from .state import SolarState

# 40 worlds beat easy as well as 96 did (0.73 and 0.735 of 100 games, arena --seed 7)
# and leave hard more of a step above (docs/ai.md, issue 39); about 17 ms a move.
MEDIUM_WORLDS = 40

LEVELS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": lambda seed: GreedyBot(POLICY, seed, noise=0.4),
    # Flat Monte Carlo with the first weights was no better than easy (0.495 of 100
    # games even at 96 worlds): its playouts misjudge the ends the tuned weights see,
    # and more worlds of them do not help (docs/ai.md, issue 39).
    "medium": lambda seed: FlatMCBot(HARD_POLICY, seed, worlds=MEDIUM_WORLDS),
    "hard": lambda seed: ISMCTSBot(HARD_POLICY, seed),  # the tuned judgement (policy.py)
}
assert tuple(LEVELS) == BOT_NAMES


class SolarRules(StandardRules):
    """The host's handle on The Solar Republic."""

    info = INFO
    name = "The Solar Republic"
    records = records
    levels = LEVELS
    judgement = POLICY

    def deal(self, players: int, seed: int) -> SolarState:
        return SolarState.new(players, seed)

    def parse_move(self, text: object) -> Move:
        return parse_move(text)


RULES = SolarRules()
