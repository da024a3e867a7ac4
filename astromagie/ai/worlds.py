"""Sampled worlds: full game states that agree with everything one seat can see.

The searching bots (medium, hard) never get the game state. From a seat's
observation they take one consistent state (`Observation.world()`), and every
further world comes from the game's `resample_hidden(seat, rng)`: the cards
the seat cannot see dealt anew, uniformly (the posterior without opponent
modelling).
"""

from __future__ import annotations

import random

from astromagie.host.game import GameState, Observation


class WorldSampler:
    """Deals the unseen cards of one observation again and again."""

    def __init__(self, obs: Observation):
        self.base = obs.world()
        self.seat = obs.seat

    def sample(self, rng: random.Random) -> GameState:
        return self.base.resample_hidden(self.seat, rng)
