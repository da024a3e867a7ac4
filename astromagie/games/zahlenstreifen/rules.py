"""`RULES`: Zahlenstreifen's `GameRules`, the host's standard adapter over its parts."""

from __future__ import annotations

import random
from collections.abc import Callable

from astromagie.ai.base import Bot, RandomBot
from astromagie.ai.easy import GreedyBot
from astromagie.ai.hint import HINT_LEVEL
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.medium import FlatMCBot
from astromagie.ai.registry import BOT_NAMES
from astromagie.host.standard import StandardRules

from . import INFO
from . import record as records
from .cards import DECK
from .hint import StripHintBot
from .moves import parse_move
from .policy import StripPolicy
from .state import StripState

POLICY = StripPolicy()
HINT_ITERATIONS = 3000  # the hint's work: >= medium, p95 <= 1.5 s (docs/ai.md, issue 38)

# The shared bots with this game's policy. Rollouts to the end of the game are
# noisy (the last round and the secret cards decide much), so the medium bot
# plays 8 turns and lets `rewards` estimate the rest: in seeded 2-seat duels
# against easy it won 0.73 of 80 games with 8 turns, 0.65 with 16, 0.48 to the end.
LEVELS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": lambda seed: GreedyBot(POLICY, seed, noise=0.4),
    "medium": lambda seed: FlatMCBot(POLICY, seed, horizon=8),
    "hard": lambda seed: ISMCTSBot(POLICY, seed),
    # the table's hint: hard's search at a fixed work, the same move for the same position
    # (ai/hint.py), which in the secret choice takes the cheapest of the pairs it finds
    # alike (hint.py); the review judges by it
    HINT_LEVEL: lambda seed: StripHintBot(POLICY, seed, iterations=HINT_ITERATIONS),
}
assert tuple(LEVELS)[:len(BOT_NAMES)] == BOT_NAMES


class StripRules(StandardRules):
    """The rules of Zahlenstreifen; implements `astromagie.host.game.GameRules`."""

    info = INFO
    name = "Zahlenstreifen"
    records = records
    levels = LEVELS
    judgement = POLICY
    hint_level = HINT_LEVEL  # the table's hint, which the review agrees with

    def deal(self, players: int, seed: int) -> StripState:
        """NS1-NS3: shuffle with `random.Random(seed)`, then draw the first player from it."""
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        return StripState.deal(players, rng.randrange(players), deck)

    def parse_move(self, text: object) -> str:
        return parse_move(text)


RULES = StripRules()
