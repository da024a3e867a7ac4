"""Engine speed: random 4-player games per second (every rule checked), turns per second,
clone cost. Pinned to one core. Target (issue 2): >= 1,000 games/s.

    python3 benchmarks/engine_speed.py [--games 3000] [--seconds 0]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe  # noqa: E402

from astromagie.ai import RandomBot  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.engine import Game, game_seed  # noqa: E402


def engine_loop(games: int) -> tuple[float, int]:
    """The random bot's choice made straight on the engine: legal_moves + checked apply."""
    turns = 0
    start = time.perf_counter()
    for i in range(games):
        seed = game_seed(1, i)
        game = Game.new(4, seed)
        rng = random.Random(seed)
        while not game.is_over():
            game.apply(rng.choice(game.legal_moves()))  # apply() re-checks every rule
        turns += len(game.history)
    return time.perf_counter() - start, turns


def bot_loop(games: int) -> tuple[float, int]:
    """The same through the bot interface (observation per turn), as `simulate` runs it."""
    turns = 0
    start = time.perf_counter()
    for i in range(games):
        seed = game_seed(1, i)
        bots = [RandomBot(seed * 7 + s) for s in range(4)]
        turns += len(play_game(bots, seed).game.history)
    return time.perf_counter() - start, turns


def clone_cost(samples: int = 20000) -> float:
    game = Game.new(4, 3)
    rng = random.Random(3)
    for _ in range(20):
        game.apply(rng.choice(game.legal_moves()))
    start = time.perf_counter()
    for _ in range(samples):
        game.clone()
    return (time.perf_counter() - start) / samples * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3000)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    print(f"machine: {describe()} (pinned to one core)")
    engine_loop(100)  # warm-up
    best = min((engine_loop(args.games) for _ in range(3)), key=lambda r: r[0])
    seconds, turns = best
    print(f"engine + random choice: {args.games / seconds:8.0f} games/s  "
          f"{turns / seconds:9.0f} turns/s  ({turns / args.games:.1f} turns/game, best of 3)")
    seconds, turns = min((bot_loop(args.games) for _ in range(3)), key=lambda r: r[0])
    print(f"via bot interface:      {args.games / seconds:8.0f} games/s  "
          f"{turns / seconds:9.0f} turns/s  (observation per turn, best of 3)")
    print(f"clone: {clone_cost():.2f} µs")


if __name__ == "__main__":
    main()
