"""How long the middle of a Solar Republic game is everybody drawing (pt4a, finding 4).

A newcomer found "about 10 rounds" of "Vega draws a card. Orion draws a card. You draw a
card." dull. This plays 3-seat games of three medium bots (the levels the person meets)
and counts, per game, the whole rounds in which every seat drew (runs of consecutive
draws, three moves a round), the longest such stretch, and the share of draws.

    python3 benchmarks/solar_republic_draws.py [--games 200] [--quick]
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

SEATS = 3


def draw_runs(moves: list[str]) -> list[int]:
    """The lengths of the runs of consecutive draws ("D") in a game's moves."""
    runs, run = [], 0
    for move in [*moves, ""]:
        if move == "D":
            run += 1
        elif run:
            runs.append(run)
            run = 0
    return runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args()
    if args.quick:
        args.games = 10
    report_machine()
    rounds, longest, moves_n, draws_n = [], [], 0, 0
    for game in range(args.games):
        bots = [make_bot("medium", 1000 * game + seat, "solar-republic")
                for seat in range(SEATS)]
        moves = [str(m) for m in play_game(bots, game, "solar-republic").game.history]
        runs = draw_runs(moves)
        rounds.append(sum(run // SEATS for run in runs))
        longest.append(max(runs, default=0) // SEATS)
        moves_n, draws_n = moves_n + len(moves), draws_n + moves.count("D")
    print(f"{args.games} games, {SEATS} medium bots: {moves_n / args.games / SEATS:.1f} "
          f"rounds a game, {100 * draws_n / moves_n:.0f}% of moves draws")
    print(f"all-draw rounds a game: mean {statistics.mean(rounds):.1f}, median "
          f"{statistics.median(rounds)}, max {max(rounds)}")
    print(f"longest all-draw stretch: mean {statistics.mean(longest):.1f} rounds, median "
          f"{statistics.median(longest)}, max {max(longest)}")
    figure("all-draw rounds a game (mean)", statistics.mean(rounds), "rounds")


if __name__ == "__main__":
    main()
