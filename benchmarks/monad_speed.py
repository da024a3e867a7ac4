"""Monad's speed: random playouts, greedy rollouts and IS-MCTS iterations per second.

- random playouts: `legal_moves()` + a uniformly random move + `apply(move,
  checked=False)` (the search path), and the same with `apply(move)` (checked);
- greedy rollouts: `policy.rollout` to the end (the bots' playout policy);
- IS-MCTS: the hard bot (`ISMCTSBot`, its default settings, the clock cap
  lifted, its settled stop off) searching positions taken from greedy games, iterations per second.

Issue 21's targets: >= 100,000 random-playout moves/s, >= 5,000 IS-MCTS
iterations/s. Time is CPU time (process_time): on a shared machine wall time
mostly measures the neighbours. Best of `--rounds` rounds, fresh deals each.

    python3 benchmarks/monad_speed.py [--quick] [--games 60] [--rounds 3]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.games.monad.policy import POLICY  # noqa: E402
from astromagie.games.monad.rules import RULES  # noqa: E402


def random_playouts(players: int, games: int, first_seed: int, checked: bool) -> float:
    moves = 0
    start = time.process_time()
    for seed in range(first_seed, first_seed + games):
        g = RULES.new(players, seed)
        rng = random.Random(seed)
        while not g.is_over():
            legal = g.legal_moves()
            g.apply(legal[rng.randrange(len(legal))], checked=checked)
            moves += 1
    return moves / (time.process_time() - start)


def greedy_rollouts(players: int, games: int, first_seed: int) -> tuple[float, float]:
    moves = 0
    turns = 0
    start = time.process_time()
    for seed in range(first_seed, first_seed + games):
        g = RULES.new(players, seed)
        POLICY.rollout(g, random.Random(seed), 0.1, None)
        moves += len(g.history)
        turns += g.turn_no
    return moves / (time.process_time() - start), turns / games


def ismcts(players: int, positions: int, iterations: int, first_seed: int) -> float:
    done = 0
    spent = 0.0
    for i in range(positions):
        seed = first_seed + i
        g = RULES.new(players, seed)
        rng = random.Random(seed)
        POLICY.rollout(g, rng, 0.0, 40 + 90 * i % 600)
        while not g.is_over() and len(g.legal_moves()) < 2:
            g.apply(g.legal_moves()[0])
        if g.is_over():
            continue
        bot = ISMCTSBot(POLICY, seed, iterations=iterations, max_seconds=600.0, settle=False)
        start = time.process_time()
        bot.choose(g.observation(g.current_player), 600.0)
        spent += time.process_time() - start
        done += bot.last.iterations
    return done / spent


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help=QUICK_HELP)
    p.add_argument("--games", type=int, default=60, help="games per round and player count")
    p.add_argument("--rounds", type=int, default=3, help="rounds; the best one counts")
    p.add_argument("--positions", type=int, default=6, help="IS-MCTS positions per count")
    p.add_argument("--iterations", type=int, default=6000, help="IS-MCTS iterations per move")
    args = p.parse_args()
    if args.quick:
        args.games, args.rounds, args.positions, args.iterations = 6, 1, 2, 1000
    report_machine()
    slowest_playouts = float("inf")
    slowest_search = float("inf")
    for players in (2, 3, 4):
        fast = max(random_playouts(players, args.games, r * args.games, False)
                   for r in range(args.rounds))
        slow = max(random_playouts(players, args.games, r * args.games, True)
                   for r in range(args.rounds))
        greedy = [greedy_rollouts(players, args.games, r * args.games)
                  for r in range(args.rounds)]
        best_greedy = max(x[0] for x in greedy)
        its = ismcts(players, args.positions, args.iterations, 1000)
        print(f"{players} players: random playouts {fast:,.0f} moves/s (checked {slow:,.0f}); "
              f"greedy rollouts {best_greedy:,.0f} moves/s, {greedy[0][1]:.0f} turns a game; "
              f"IS-MCTS {its:,.0f} iterations/s")
        slowest_playouts = min(slowest_playouts, fast)
        slowest_search = min(slowest_search, its)
    figure("monad_random_playouts", slowest_playouts, "moves/s")  # the slowest seat count
    figure("monad_ismcts", slowest_search, "iterations/s")


if __name__ == "__main__":
    main()
