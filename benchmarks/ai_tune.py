"""Tune the heuristic's weights: one `easy` variant against three default `easy` bots.

Usage: python3 benchmarks/ai_tune.py [GAMES] [field=value ...] [--quick]
Prints the variant's win share over GAMES games (seats rotated, deals shared)
and the machine. A share above 0.25 means the variant beats the default.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.easy import GreedyBot  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.games.astromagie.heuristic import Weights  # noqa: E402
from astromagie.games.astromagie.policy import AstromagiePolicy  # noqa: E402
from astromagie.host.game import game_seed  # noqa: E402


def share(weights: Weights, games: int, players: int = 4, noise: float = 0.4) -> float:
    total = 0.0
    for i in range(games):
        deal = game_seed(2024, i // players)
        me = i % players
        bots = [GreedyBot(AstromagiePolicy(weights if s == me else Weights()), deal * 7 + s, noise)
                for s in range(players)]
        game = play_game(bots, deal, "astromagie").game
        winners = game.winners()
        if me in winners:
            total += 1.0 / len(winners)
    return total / games


def weight_change(text: str) -> tuple[str, float]:
    """"noise=0.3" -> ("noise", 0.3), for a field of `Weights`."""
    key, sep, value = text.partition("=")
    names = [f.name for f in dataclasses.fields(Weights)]
    if not sep or key not in names:
        raise argparse.ArgumentTypeError(f"{text!r}: expected FIELD=VALUE, FIELD one of "
                                         f"{', '.join(names)}")
    try:
        return key, float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: {value!r} is not a number") from None


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=2000)
    parser.add_argument("changes", type=weight_change, nargs="*", metavar="FIELD=VALUE",
                        help="the variant: weights that differ from the default")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    games = 8 if args.quick else args.games
    weights = dataclasses.replace(Weights(), **dict(args.changes))
    start = time.perf_counter()
    result = share(weights, games)
    print(f"{weights}: share {result:.4f} over {games} games "
          f"({time.perf_counter() - start:.1f} s)")
    figure("variant's win share against 3 default easy bots", result, "share")
    report_machine()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
