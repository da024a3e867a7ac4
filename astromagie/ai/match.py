"""Playing whole games between bots, headless (the simulator and the arena use this)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from astromagie.engine import Game, Variants

from .base import Bot


@dataclass
class MatchResult:
    game: Game
    move_seconds: list[list[float]] = field(default_factory=list)  # per seat


def play_game(bots: Sequence[Bot], seed: int, variants: Variants = Variants(),
              budget: float = 1.0, timed: bool = False) -> MatchResult:
    """Play one game dealt from `seed`, seat i played by `bots[i]`, to its end.

    Each bot only ever gets its own seat's observation.
    """
    game = Game.new(len(bots), seed, variants)
    times: list[list[float]] = [[] for _ in bots]
    clock = time.perf_counter
    while not game.is_over():
        seat = game.current_player
        obs = game.observation(seat)
        if timed:
            start = clock()
            move = bots[seat].choose(obs, budget)
            times[seat].append(clock() - start)
        else:
            move = bots[seat].choose(obs, budget)
        game.apply(move)
    return MatchResult(game, times)
