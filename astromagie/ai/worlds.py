"""Sampled worlds: full game states that agree with everything one seat can see.

The searching bots (medium, hard) never get the game state. From a seat's
observation they take one consistent state (`Observation.world()`), and every
further world comes from the game's `resample_hidden(seat, rng)`: the cards
the seat cannot see dealt anew, uniformly (the posterior without opponent
modelling).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

from astromagie.host.game import GameState, Observation


class WorldTracker(Protocol):
    """What a search may ask of a belief about the hidden cards (the lab's BeliefTracker):
    to remember an observation, and a sampler of worlds for it (None: deal uniformly)."""

    def belief(self, obs: Any, rng: random.Random) -> Any: ...

    def sampler(self, obs: Any, rng: random.Random,
                stop: Callable[[], bool]) -> Any | None: ...


class WorldSampler:
    """Deals the unseen cards of one observation again and again."""

    def __init__(self, obs: Observation):
        self.base = obs.world()
        self.seat = obs.seat

    def sample(self, rng: random.Random) -> GameState:
        return self.base.resample_hidden(self.seat, rng)


def adopt_hands(seat: int, hands: Sequence[Sequence[Hashable]], pile: Sequence[Hashable],
                held: Sequence[Sequence[Hashable] | None],
                rng: random.Random) -> tuple[list[list[Any]], list[Any]] | None:
    """The other seats holding `held` and the rest of their cards and `pile` shuffled anew.

    For a game of hands and a face-down pile (card codes): `hands` and `pile`
    are one world's, `held[s]` what seat s should hold instead (None: dealt
    anew, as `seat`'s own hand is kept). Returns the new hands and pile, or
    None when `held` asks for cards that are not among those `seat` cannot see
    (the belief's particles, beliefs.py, are carried into a new observation so).
    """
    unseen = Counter(pile)
    for s, hand in enumerate(hands):
        if s != seat:
            unseen.update(hand)
    out: list[list[Any]] = [list(h) for h in hands]
    for s, want in enumerate(held):
        if s == seat or want is None:
            continue
        if len(want) != len(hands[s]):
            return None
        need = Counter(want)
        for card, k in need.items():
            if unseen[card] < k:
                return None
        unseen.subtract(need)
        out[s] = list(want)
    rest = list(unseen.elements())
    rng.shuffle(rest)
    at = 0
    for s, want in enumerate(held):
        if s != seat and want is None:
            k = len(hands[s])
            out[s] = rest[at:at + k]
            at += k
    return out, rest[at:]
