"""How long a game of Monad lasts, by bot mix and goal, and how long the hard bot thinks.

Plays `--games` games of `--players` seats with the bots of `--bots` (one level
for every seat, or one per seat) through `match.play_game`, with the table's
budget per move (`--budget`, the kit's AI_BUDGET of 1 s), and prints the moves,
turns and actions per game, how the games ended, and each level's move times
(median, 95th percentile, longest; wall time, so a loaded machine shows in it).
`--goal N` plays the shorter game (options.py). The headline figure is the mean
number of turns a game (every turn of every player).

    nice -n 10 python3 benchmarks/monad_length.py --bots easy --players 3 --games 20
    nice -n 10 python3 benchmarks/monad_length.py --bots hard,easy,easy --games 2
    nice -n 10 python3 benchmarks/monad_length.py --bots easy --goal 2 --games 20
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.match import play_game  # noqa: E402
from astromagie.games.monad.rules import RULES  # noqa: E402


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bots", default="easy", help="one level, or one per seat, comma-separated")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--goal", type=int, default=None, help="Monads to win (the shorter game)")
    p.add_argument("--budget", type=float, default=1.0, help="seconds a bot may think a move")
    p.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = p.parse_args()
    levels = args.bots.split(",")
    if len(levels) == 1:
        levels *= args.players
    if len(levels) != args.players:
        p.error(f"{len(levels)} bots for {args.players} seats")
    if args.quick:
        args.games = 1
        levels = ["easy"] * args.players
    options = {"goal": args.goal} if args.goal else None
    report_machine()
    kinds: Counter[str] = Counter()
    ends: Counter[str] = Counter()
    times: dict[str, list[float]] = {level: [] for level in levels}
    moves = turns = 0
    start = time.perf_counter()
    for i in range(args.games):
        bots = [RULES.make_bot(level, 100 * i + s) for s, level in enumerate(levels)]
        result = play_game(bots, args.seed + i, "monad", options, budget=args.budget, timed=True)
        game = result.game
        kinds.update(m.split()[0] for m in game.history)
        ends[str(game.end)] += 1
        moves += len(game.history)
        turns += game.turn_no
        for seat, spent in enumerate(result.move_seconds):
            times[levels[seat]] += spent
    n = args.games
    goal = args.goal or "the table's default (options.EDITION_GOAL)"
    print(f"{args.players} seats, bots {','.join(levels)}, goal {goal}, {n} games "
          f"(seeds {args.seed}..{args.seed + n - 1}), {time.perf_counter() - start:.0f} s")
    print(f"per game: {moves / n:.0f} moves, {turns / n:.0f} turns; actions "
          + ", ".join(f"{k} {v / n:.1f}" for k, v in sorted(kinds.items()))
          + f"; ends {dict(ends)}")
    for level, spent in times.items():
        if spent:
            print(f"{level} move seconds: median {quantile(spent, 0.5):.3f}, "
                  f"95% {quantile(spent, 0.95):.3f}, longest {max(spent):.3f} "
                  f"({len(spent)} moves, budget {args.budget} s)")
    figure("monad_turns_per_game", turns / n, "turns")


if __name__ == "__main__":
    main()
