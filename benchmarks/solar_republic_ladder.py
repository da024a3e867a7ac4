"""How the bot levels of The Solar Republic compare: seeded games, seats rotated.

Plays GAMES deals (default 24) of N players (default 2): level A in seat 0
and B in the others, then the same deal again with the seats rotated, so
every seat plays each deal once with A. Prints A's share of the wins (a tie
shares the win), the number of games, the mean score margin and the time.
`--unclocked` lifts the bots' time caps, so a searching bot makes all the
iterations (worlds) of its level whatever else the machine is doing; without
it each move gets the host's 1 s budget, as in play.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))  # machine.py

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.base import win_shares  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.games.solar_republic.rules import RULES  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("a", nargs="?", default="easy", help="the level measured (easy)")
    parser.add_argument("b", nargs="?", default="random", help="its opponents (random)")
    parser.add_argument("deals", nargs="?", type=int, default=24, help="deals (24)")
    parser.add_argument("--players", type=int, default=2, choices=range(2, 5))
    parser.add_argument("--first-deal", type=int, default=0, help="the first deal's seed (0)")
    parser.add_argument("--unclocked", action="store_true",
                        help="lift the bots' time caps (iterations decide, not the clock)")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    a, b, players, unclocked = args.a, args.b, args.players, args.unclocked
    deals = 1 if args.quick else args.deals
    report_machine()
    start = time.perf_counter()
    share = 0.0
    margin = 0.0
    games = 0
    for deal in range(args.first_deal, args.first_deal + deals):
        for seat_a in range(players):
            bots = [RULES.make_bot(a if s == seat_a else b, 1000 * deal + s)
                    for s in range(players)]
            if unclocked:
                for bot in bots:
                    if hasattr(bot, "max_seconds"):
                        bot.max_seconds = 1e9
            g = play_game(bots, seed=deal, game="solar-republic",
                          budget=1e9 if unclocked else 1.0).game
            scores = g.scores
            share += win_shares(scores)[seat_a]
            margin += scores[seat_a] - max(x for s, x in enumerate(scores) if s != seat_a)
            games += 1
    fair = 1.0 / players
    clock = "unclocked" if unclocked else "1 s a move"
    print(f"{a} vs {b}, {players} players, {clock}: {a} won {share:.1f} of {games} games "
          f"({share / games:.3f}; an equal bot would get {fair:.3f}), mean margin "
          f"{margin / games:+.1f} cards, {time.perf_counter() - start:.0f} s")
    figure(f"{a}'s share against {b} ({players} players)", share / games, "share")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
