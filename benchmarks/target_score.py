"""What a whole Astromagie game's winner scores, for V2's suggested target (pt12a 10).

A newcomer switched V2 on with its suggested 50 and the game ended on the draw pile at
15/14/8. This plays seeded games between bots of one level at 2 and then 3 seats,
without V2, and prints the winner's mean, median, 5th and 95th percentile and how many
games a target of 50 would have ended. One process; run it under nice.

    python3 benchmarks/target_score.py [--games 200] [--level medium] [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))  # machine.py

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.match import play_game  # noqa: E402
from astromagie.ai.registry import make_bot  # noqa: E402


def winners(level: str, seats: int, games: int) -> list[int]:
    """The winner's score of each of `games` seeded games of `seats` bots of `level`."""
    best = []
    for seed in range(games):
        bots = [make_bot(level, seed * 10 + seat, "astromagie") for seat in range(seats)]
        best.append(max(play_game(bots, seed, "astromagie").game.scores))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args()
    if args.quick:
        args.games, args.level = 6, "easy"
    report_machine()
    for seats in (2, 3):
        best = winners(args.level, seats, args.games)
        cuts = statistics.quantiles(best, n=20)
        print(f"{args.level}, {seats} seats, {args.games} games: winner mean "
              f"{statistics.mean(best):.1f}, median {statistics.median(best)}, p5 {cuts[0]:.0f},"
              f" p95 {cuts[-1]:.0f}, max {max(best)}; a target of 50 reached in "
              f"{sum(score >= 50 for score in best)}")
        figure(f"winner's score, {seats} seats (mean)", statistics.mean(best), "points")


if __name__ == "__main__":
    main()
