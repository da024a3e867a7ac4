"""The bot interface: a seat's observation and a time budget in, a legal move out.

A bot never sees the game state, only `Observation` (its hand and what is
public, including the full public move history it may remember). It is
seeded at construction, so the same seed gives the same moves.
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod

from astromagie.engine import Move, Observation


class Bot(ABC):
    """Chooses moves for one seat."""

    name = "bot"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, obs: Observation, budget: float = 1.0,
               cancel: threading.Event | None = None) -> Move:
        """A legal move for `obs.seat`, within about `budget` seconds.

        `cancel`, when set by another thread, asks the bot to answer at once
        with the best move it has.
        """


def move_rng(seed: int, obs: Observation) -> random.Random:
    """A generator for one decision, fixed by the bot's seed and the public position.

    Seeding per decision (not per bot) makes a move depend only on the seed and
    what the seat sees, whatever the bot was asked before.
    """
    return random.Random((seed * 1_000_003 + obs.turn * 101 + obs.seat) & 0xFFFFFFFFFFFF)


class RandomBot(Bot):
    """Uniform over the engine's legal moves (plays and discards alike)."""

    name = "random"

    def choose(self, obs: Observation, budget: float = 1.0,
               cancel: threading.Event | None = None) -> Move:
        return self.rng.choice(obs.legal_moves())
