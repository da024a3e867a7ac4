"""How fast The Solar Republic's search path is: random playouts and IS-MCTS iterations.

1. Random playouts: whole games through `legal_moves()` and
   `apply(move, checked=False)` with a uniformly random legal move; prints
   turns (moves) per second, wall and CPU. Target: >= 100,000.
2. IS-MCTS: the shared `hard` bot (`ISMCTSBot` with this game's policy, its
   default settings but unlimited by iterations and searching on once its
   choice is settled) asked for a move every few
   turns of games between `easy` bots, 0.5 s a move; prints iterations per
   second. Target: >= 5,000.
Prints the machine (processor, cores, Python) first. `--quick` runs less.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))  # machine.py

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.easy import GreedyBot  # noqa: E402
from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.games.solar_republic.policy import POLICY  # noqa: E402
from astromagie.games.solar_republic.state import SolarState  # noqa: E402


def playouts(games: int) -> tuple[int, float, float]:
    rng = random.Random(1)
    turns = 0
    wall = time.perf_counter()
    cpu = time.process_time()
    for seed in range(games):
        g = SolarState.new(2 + seed % 3, seed)
        while g.current >= 0:
            moves = g.legal_moves()
            g.apply(moves[rng.randrange(len(moves))], checked=False)
            turns += 1
    return turns, time.perf_counter() - wall, time.process_time() - cpu


def search(games: int, every: int, budget: float) -> tuple[int, float, float, int]:
    iterations = 0
    wall_total = 0.0
    cpu_total = 0.0
    asked = 0
    for seed in range(games):
        g = SolarState.new(2 + seed % 3, 100 + seed)
        easy = [GreedyBot(POLICY, seed * 10 + s) for s in range(g.n)]
        hard = ISMCTSBot(POLICY, seed, iterations=10**9, max_seconds=budget, settle=False)
        turn = 0
        while not g.is_over():
            obs = g.observation(g.current)
            if turn % every == 0 and len(obs.legal_moves()) > 1:
                cpu = time.process_time()
                hard.choose(obs, budget)
                cpu_total += time.process_time() - cpu
                wall_total += hard.last.seconds
                iterations += hard.last.iterations
                asked += 1
            g.apply(easy[g.current].choose(obs))
            turn += 1
    return iterations, wall_total, cpu_total, asked


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    report_machine()
    turns, wall, cpu = playouts(30 if args.quick else 3000)
    playout_rate = turns / cpu
    print(f"random playouts: {turns} turns, {turns / wall:,.0f} turns/s wall, "
          f"{playout_rate:,.0f} turns/s CPU (target >= 100,000)")
    its, wall, cpu, asked = search(1 if args.quick else 6, 7, 0.05 if args.quick else 0.5)
    print(f"IS-MCTS (hard, 2-4 players): {asked} moves, {its} iterations, "
          f"{its / wall:,.0f} iterations/s wall, {its / cpu:,.0f} iterations/s CPU "
          f"(target >= 5,000)")
    figure("random playouts through the search path", playout_rate, "turns/s CPU")
    figure("hard bot IS-MCTS", its / cpu, "iterations/s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
