"""`medium`: determinization with flat Monte Carlo over the heuristic's favourites.

It keeps the `candidates` moves the game's heuristic likes best, then
repeatedly deals a world consistent with the observation (worlds.WorldSampler)
and plays every candidate out in that same world with the game's rollout
policy (the same deal and the same dice for all candidates, so they are
compared fairly). The candidate with the best mean reward is played. The number
of worlds is the normal limit (same seed, same move); `budget` seconds (at most
`max_seconds`) and `cancel` cut it short. Without a clock (`budget` None) it
always deals all its worlds.
"""

from __future__ import annotations

import random
import threading
import time
from typing import Any

from .base import APP_BUDGET, Bot, deadline, move_rng
from .policy import SearchPolicy
from .worlds import WorldSampler


class FlatMCBot(Bot):
    """Flat Monte Carlo over sampled worlds."""

    name = "medium"

    def __init__(self, policy: SearchPolicy[Any], seed: int = 0, worlds: int = 24,
                 candidates: int = 6, max_seconds: float = 0.4, epsilon: float = 0.1,
                 horizon: int | None = None):
        super().__init__(seed)
        self.policy = policy
        self.seed = seed
        self.worlds = worlds
        self.candidates = candidates
        self.max_seconds = max_seconds
        self.epsilon = epsilon
        self.horizon = horizon
        self.last_worlds = 0

    def choose(self, obs: Any, budget: float | None = APP_BUDGET,
               cancel: threading.Event | None = None) -> Any:
        start = time.perf_counter()
        moves = obs.legal_moves()
        if len(moves) == 1:
            return moves[0]
        sure = self.policy.sure_move(obs, moves)
        if sure is not None:
            return sure
        stop_at = deadline(start, budget, self.max_seconds)
        rng = move_rng(self.seed, obs)
        policy = self.policy
        values = policy.root_values(obs, moves)
        order = sorted(range(len(moves)), key=lambda i: (-values[i], i))
        cands = [moves[i] for i in order[:self.candidates]]
        totals = [0.0] * len(cands)
        sampler = WorldSampler(obs)
        seat = obs.seat
        done = 0
        for _ in range(self.worlds):
            if (cancel is not None and cancel.is_set()) or time.perf_counter() > stop_at:
                break
            world = sampler.sample(rng)
            world_seed = rng.getrandbits(32)
            for i, move in enumerate(cands):
                g = world.clone()
                g.apply(move, checked=False)
                policy.rollout(g, random.Random(world_seed), self.epsilon, self.horizon)
                totals[i] += policy.rewards(g)[seat]
            done += 1
        self.last_worlds = done
        if done == 0:
            return cands[0]
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return cands[best]
