"""`easy`: one look at the table, the best-looking move, a little noise.

It scores every legal move with the shared heuristic (heuristic.py), using the
seat's unseen cards to judge how likely a row is to be taken over, jitters the
values with seeded noise so it is not predictable, and plays the best.
"""

from __future__ import annotations

import threading

from astromagie.engine import Move, Observation

from .base import Bot, move_rng
from .heuristic import DEFAULT_WEIGHTS, Weights, best_move, odds_from_unseen, score_moves


def heuristic_values(obs: Observation, moves: list[Move],
                     w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """The heuristic's value of each of `moves` for the seat of `obs`."""
    others = [k for s, k in enumerate(obs.hand_counts) if s != obs.seat and k]
    mean_hand = sum(others) / len(others) if others else 0.0
    odds = odds_from_unseen(obs.unseen(), mean_hand)
    top = obs.top[0] if obs.top else 0
    return score_moves(moves, obs.hand, obs.slots, top, obs.leader >= 0, len(others), odds,
                       obs.variants.modern_rulers, w)


class EasyBot(Bot):
    """Greedy on the heuristic with Gaussian noise of `noise` points."""

    name = "easy"

    def __init__(self, seed: int = 0, noise: float = 0.4, weights: Weights = DEFAULT_WEIGHTS):
        super().__init__(seed)
        self.seed = seed
        self.noise = noise
        self.weights = weights

    def choose(self, obs: Observation, budget: float = 1.0,
               cancel: threading.Event | None = None) -> Move:
        moves = obs.legal_moves()
        if len(moves) == 1:
            return moves[0]
        rng = move_rng(self.seed, obs)
        return best_move(moves, heuristic_values(obs, moves, self.weights), rng, self.noise)
