"""`easy`: one look at the table, the best-looking move, a little noise.

It scores every legal move with the game's heuristic (`policy.root_values`,
from what the seat sees), jitters the values with seeded noise so it is not
predictable, and plays the best.
"""

from __future__ import annotations

import threading
from typing import Any

from .base import APP_BUDGET, Bot, best_move, move_rng
from .policy import SearchPolicy


class GreedyBot(Bot):
    """Greedy on the game's heuristic with Gaussian noise of `noise` points."""

    name = "easy"

    def __init__(self, policy: SearchPolicy[Any], seed: int = 0, noise: float = 0.4):
        super().__init__(seed)
        self.policy = policy
        self.seed = seed
        self.noise = noise

    def choose(self, obs: Any, budget: float | None = APP_BUDGET,
               cancel: threading.Event | None = None) -> Any:
        moves = obs.legal_moves()
        if len(moves) == 1:
            return moves[0]
        rng = move_rng(self.seed, obs)
        return best_move(moves, self.policy.root_values(obs, moves), rng, self.noise)
