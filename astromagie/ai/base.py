"""The bot interface, shared by every game: a seat's observation and a time budget in, a move out.

A bot never sees the game state, only its seat's observation (its hand and what
is public, including the public history it may remember). It is seeded at
construction, so the same seed gives the same moves. The helpers here
(`move_rng`, `best_move`, `win_shares`) are what every level of every game uses.
"""

from __future__ import annotations

import math
import random
import threading
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from astromagie.host.game import Observation

# Seconds the app gives a bot to think about one move (the table's clock,
# `ui/kit/bots.py`). Headless runs (`simulate`, `arena` without `--budget`) give
# no clock: a searching bot then does the work it does in this time on the
# reference machine (docs/ai.md, "Same seed, same moves"), so a seed plays the
# same games on any machine, however busy.
APP_BUDGET = 1.0


class Bot(ABC):
    """Chooses moves for one seat."""

    name = "bot"
    reproducible = False  # True: the move depends on the observation alone (host.game.Bot)

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, obs: Any, budget: float | None = APP_BUDGET,
               cancel: threading.Event | None = None) -> Any:
        """A legal move for `obs.seat`, within about `budget` seconds.

        `budget` None: no clock; a searching bot stops after the work it does
        in `APP_BUDGET` on the reference machine, so the move depends on the
        seed and the observation only. `cancel`, when set by another thread,
        asks the bot to answer at once with the best move it has.
        """


def move_rng(seed: int, obs: Observation) -> random.Random:
    """A generator for one decision, fixed by the bot's seed and the public position.

    Seeding per decision (not per bot) makes a move depend only on the seed and
    what the seat sees, whatever the bot was asked before.
    """
    return random.Random((seed * 1_000_003 + obs.turn * 101 + obs.seat) & 0xFFFFFFFFFFFF)


def deadline(start: float, budget: float | None, cap: float) -> float:
    """When a search that started at `start` must stop: the smaller of `budget` and the
    bot's own `cap` in seconds; never (infinity) without a clock (`budget` None)."""
    if budget is None:
        return math.inf
    return start + max(0.0, min(budget, cap))


def best_move(moves: Sequence[Any], values: Sequence[float], rng: random.Random | None = None,
              noise: float = 0.0) -> Any:
    """The highest-valued move (the first of equals); with `noise`, values are jittered first."""
    best = moves[0]
    best_v = -1e9
    for move, v in zip(moves, values, strict=True):
        if noise and rng is not None:
            v += rng.gauss(0.0, noise)
        if v > best_v:
            best_v = v
            best = move
    return best


def win_shares(scores: Sequence[int]) -> list[float]:
    """1 for the sole winner, 1/k for each of k tied winners, 0 otherwise."""
    best = max(scores)
    winners = [s == best for s in scores]
    share = 1.0 / sum(winners)
    return [share if w else 0.0 for w in winners]


class RandomBot(Bot):
    """Uniform over the legal moves."""

    name = "random"

    def choose(self, obs: Any, budget: float | None = APP_BUDGET,
               cancel: threading.Event | None = None) -> Any:
        return self.rng.choice(obs.legal_moves())
