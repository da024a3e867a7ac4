"""Tune the heuristic's weights: one `easy` variant against three default `easy` bots.

Usage: python3 benchmarks/ai_tune.py GAMES [field=value ...]
Prints the variant's win share over GAMES games (seats rotated, deals shared)
and the machine. A share above 0.25 means the variant beats the default.
"""

from __future__ import annotations

import dataclasses
import platform
import sys
import time

from astromagie.ai.easy import GreedyBot
from astromagie.ai.match import play_game
from astromagie.games.astromagie.engine import game_seed
from astromagie.games.astromagie.heuristic import Weights
from astromagie.games.astromagie.policy import AstromagiePolicy


def share(weights: Weights, games: int, players: int = 4, noise: float = 0.4) -> float:
    total = 0.0
    for i in range(games):
        deal = game_seed(2024, i // players)
        me = i % players
        bots = [GreedyBot(AstromagiePolicy(weights if s == me else Weights()), deal * 7 + s, noise)
                for s in range(players)]
        game = play_game(bots, deal).game
        winners = game.winners()
        if me in winners:
            total += 1.0 / len(winners)
    return total / games


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 2000
    changes = {}
    for arg in argv[1:]:
        key, _, value = arg.partition("=")
        changes[key] = float(value)
    weights = dataclasses.replace(Weights(), **changes)
    start = time.perf_counter()
    result = share(weights, games)
    print(f"{weights}: share {result:.4f} over {games} games "
          f"({time.perf_counter() - start:.1f} s, {platform.machine()} "
          f"{platform.python_implementation()} {platform.python_version()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
