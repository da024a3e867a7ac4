"""Is Medium easy for someone who follows the hint? (issue 38, playtest pt15b finding 12:
following the hint, a newcomer beat two Medium bots by 12 and by 7 points)

Zahlenstreifen, 3 seats. Each deal is played 3 times with the seat under test rotated
through every place, and each of those games twice on the same deal with the same two
Medium opponents (same seeds): once with the seat played by the table's hint (the
`hint` level, its fixed work, as H then Enter on every turn), once by a Medium bot.
So the deal's luck and the opponents' play are shared by both sides of the comparison.
No clock: every bot does its fixed work, the app's clock on the reference machine
(`astromagie arena` without `--budget`), so a busy machine changes the wall time only.

figure: the hint seat's win share (ties split) against two Medium bots, with the same
for a Medium bot in that seat, each with a 95% interval (normal approximation over
games), and the mean margin over the best other seat (the best other seat's minus points
minus the seat's own: positive means it won by that much), and the paired difference
of margins (hint minus medium) over the same games.

Usage: nice -n 10 python3 benchmarks/zahlenstreifen_hint_seat.py [--deals N] [--seed S]
       [--quick]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai import make_bot  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.host.game import game_seed  # noqa: E402

GAME = "zahlenstreifen"
PLAYERS = 3
OPPONENT = "medium"


def one_game(level: str, deal: int, seat: int, iterations: int | None) -> tuple[float, int]:
    """`level` in `seat` against two Medium bots on `deal`: (its win share, its margin)."""
    bots = []
    for place in range(PLAYERS):
        name = level if place == seat else OPPONENT
        bot = make_bot(name, (deal * 7 + place) & 0xFFFFFFFFFFFF, GAME)
        if iterations is not None:  # --quick: a tiny search, to show the path runs
            for attr in ("iterations", "headless_iterations", "worlds"):
                if isinstance(getattr(bot, attr, None), int):
                    setattr(bot, attr, iterations)
        bots.append(bot)
    state = play_game(bots, deal, GAME).game
    scores = list(state.scores)
    winners = state.winners()
    share = 1.0 / len(winners) if seat in winners else 0.0
    # scores are minus the minus points (NS14: 0 is best), so the margin is the seat's
    # score minus the best other's
    best_other = max(score for place, score in enumerate(scores) if place != seat)
    return share, scores[seat] - best_other


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{mean:.3f} [{mean - half:.3f}, {mean + half:.3f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=11, help="deals (each 3 seats x 2 sides)")
    parser.add_argument("--seed", type=int, default=1500)
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args()
    deals = 1 if args.quick else args.deals
    iterations = 20 if args.quick else None
    report_machine()
    started = time.perf_counter()
    results: dict[str, list[tuple[float, int]]] = {"hint": [], OPPONENT: []}
    for number in range(deals):
        deal = game_seed(args.seed + number, 0)
        for seat in range(PLAYERS):
            for level in results:
                results[level].append(one_game(level, deal, seat, iterations))
            (hs, hm), (ms, mm) = results["hint"][-1], results[OPPONENT][-1]
            print(f"deal {number} seat {seat}: hint share {hs:.2f} margin {hm:+d}; "
                  f"medium share {ms:.2f} margin {mm:+d} "
                  f"({time.perf_counter() - started:.0f} s)", flush=True)
    for level, rows in results.items():
        print(f"{level} in the seat: win share {interval([s for s, _ in rows])}, margin over "
              f"the best other {interval([float(m) for _, m in rows])} ({len(rows)} games)")
    pairs = zip(results["hint"], results[OPPONENT], strict=True)
    paired = [float(h - m) for (_, h), (_, m) in pairs]
    print(f"paired margin, hint minus medium: {interval(paired)}")
    print(f"{time.perf_counter() - started:.0f} s wall, {2 * len(paired)} games")
    figure("zahlenstreifen: the hint seat's win share against two Medium bots",
           statistics.fmean(s for s, _ in results["hint"]),
           f"(a Medium bot in that seat: {statistics.fmean(s for s, _ in results[OPPONENT]):.3f};"
           f" {len(paired)} games each)")


if __name__ == "__main__":
    main()
