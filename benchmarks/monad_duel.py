"""Two Monad bot levels against each other, 2 seats, every deal played from both seats.

Deal i is `RULES.new(2, seed + i)`; it is played once with bot A in seat 0 and
once with A in seat 1, so the luck of the cards cancels out. Reports A's win
share (ties split) with a 95% interval over deals (normal approximation), the
ends seen and the mean number of turns.

    python3 benchmarks/monad_duel.py --a easy --b random --deals 20 --seed 1
    python3 benchmarks/monad_duel.py --a hard --b easy --deals 12 --seed 1 --iterations 1500

`--iterations N` sets the hard bot's iterations (default: its own, 6,000 with a
1.2 s cap), `--quick` plays 2 deals.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.base import Bot, win_shares  # noqa: E402
from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.games.monad.rules import RULES  # noqa: E402


def bot(level: str, seed: int, iterations: int | None) -> Bot:
    made = RULES.make_bot(level, seed)
    if iterations is not None and isinstance(made, ISMCTSBot):
        made.iterations = iterations
    return made


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--a", default="easy", help="bot level A")
    p.add_argument("--b", default="random", help="bot level B")
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--iterations", type=int, default=None, help="hard bot iterations")
    p.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = p.parse_args()
    if args.quick:
        args.deals = 2
    report_machine()
    per_deal = []
    ends: dict[str, int] = {}
    turns = 0
    start = time.perf_counter()
    for i in range(args.deals):
        seed = args.seed + i
        share = 0.0
        for a_seat in (0, 1):
            a = bot(args.a, seed * 2 + a_seat, args.iterations)
            b = bot(args.b, seed * 2 + a_seat + 1000, args.iterations)
            bots = [a, b] if a_seat == 0 else [b, a]
            game = play_game(bots, seed, game="monad").game
            winners = game.winners()
            shares = win_shares([1 if s in winners else 0 for s in range(2)])
            share += shares[a_seat] / 2
            end = str(game.end)
            ends[end] = ends.get(end, 0) + 1
            turns += game.turn_no
        per_deal.append(share)
        print(f"deal {seed}: {args.a} share {share:.2f}", file=sys.stderr)
    n = len(per_deal)
    mean = sum(per_deal) / n
    var = sum((x - mean) ** 2 for x in per_deal) / max(1, n - 1)
    half = 1.96 * math.sqrt(var / n)
    print(f"{args.a} vs {args.b}, 2 seats, {n} deals x 2 seats = {2 * n} games "
          f"(seeds {args.seed}..{args.seed + n - 1}): {args.a} share {mean:.3f} "
          f"[{max(0.0, mean - half):.3f}, {min(1.0, mean + half):.3f}]; ends {ends}; "
          f"{turns / (2 * n):.0f} turns a game; {time.perf_counter() - start:.0f} s")
    figure(f"monad_{args.a}_vs_{args.b}_share", mean, "share")


if __name__ == "__main__":
    main()
