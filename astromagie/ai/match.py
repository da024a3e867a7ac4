"""Playing whole games between bots, headless (the simulator and the arena use this)."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from astromagie.host import registry
from astromagie.host.game import GameState

from .base import Bot


@dataclass
class MatchResult:
    game: GameState
    move_seconds: list[list[float]] = field(default_factory=list)  # per seat


def play_game(bots: Sequence[Bot], seed: int, game: str,
              options: Mapping[str, object] | None = None, budget: float | None = None,
              timed: bool = False) -> MatchResult:
    """Play one game of `game` dealt from `seed`, seat i played by `bots[i]`, to its end.

    Each bot only ever gets its own seat's observation. `budget` None (the
    default) gives no clock: every bot does its fixed work (the app's clock on
    the reference machine), so the seed alone decides the game; a number of
    seconds clocks every move, as the app does.
    """
    state = registry.rules(game).new(len(bots), seed, options)
    times: list[list[float]] = [[] for _ in bots]
    clock = time.perf_counter
    while not state.is_over():
        seat = state.current_player
        obs = state.observation(seat)
        if timed:
            start = clock()
            move = bots[seat].choose(obs, budget)
            times[seat].append(clock() - start)
        else:
            move = bots[seat].choose(obs, budget)
        state.apply(move)
    return MatchResult(state, times)
