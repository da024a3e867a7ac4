"""`medium`: determinization with flat Monte Carlo over the heuristic's favourites.

It keeps the `candidates` moves the heuristic likes best, then repeatedly
deals a world consistent with the observation (worlds.WorldSampler) and
plays every candidate out in that same world with the heuristic rollout
policy (the same deal for all candidates, so they are compared fairly). The
candidate with the best mean reward is played. The number of worlds is the
normal limit (same seed, same move); `budget` seconds and `cancel` cap it.
"""

from __future__ import annotations

import random
import threading
import time

from astromagie.engine import Move, Observation

from .base import Bot, move_rng
from .easy import heuristic_values
from .heuristic import DEFAULT_ODDS
from .worlds import WorldSampler, rewards, rollout


class MediumBot(Bot):
    """Flat Monte Carlo over sampled worlds."""

    name = "medium"

    def __init__(self, seed: int = 0, worlds: int = 24, candidates: int = 6,
                 max_seconds: float = 0.4, epsilon: float = 0.1):
        super().__init__(seed)
        self.seed = seed
        self.worlds = worlds
        self.candidates = candidates
        self.max_seconds = max_seconds
        self.epsilon = epsilon
        self.last_worlds = 0

    def choose(self, obs: Observation, budget: float = 1.0,
               cancel: threading.Event | None = None) -> Move:
        start = time.perf_counter()
        moves = obs.legal_moves()
        if len(moves) == 1:
            return moves[0]
        deadline = start + max(0.0, min(budget, self.max_seconds))
        rng = move_rng(self.seed, obs)
        values = heuristic_values(obs, moves)
        order = sorted(range(len(moves)), key=lambda i: (-values[i], i))
        cands = [moves[i] for i in order[:self.candidates]]
        totals = [0.0] * len(cands)
        sampler = WorldSampler(obs)
        odds = DEFAULT_ODDS
        seat = obs.seat
        done = 0
        for _ in range(self.worlds):
            if (cancel is not None and cancel.is_set()) or time.perf_counter() > deadline:
                break
            world = sampler.sample(rng)
            world_seed = rng.getrandbits(32)
            for i, move in enumerate(cands):
                g = world.child(move)
                rollout(g, random.Random(world_seed), self.epsilon, odds)
                totals[i] += rewards(g)[seat]
            done += 1
        self.last_worlds = done
        if done == 0:
            return cands[0]
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return cands[best]
