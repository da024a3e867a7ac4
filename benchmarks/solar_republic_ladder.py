"""How the bot levels of The Solar Republic compare: seeded games, seats rotated.

Usage: python3 benchmarks/solar_republic_ladder.py A B [DEALS] [--players N] [--unclocked] [--help]

Plays GAMES deals (default 24) of N players (default 2): level A in seat 0
and B in the others, then the same deal again with the seats rotated, so
every seat plays each deal once with A. Prints A's share of the wins (a tie
shares the win), the number of games, the mean score margin and the time.
`--unclocked` lifts the bots' time caps, so a searching bot makes all the
iterations (worlds) of its level whatever else the machine is doing; without
it each move gets the host's 1 s budget, as in play.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from astromagie.ai.base import win_shares  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.games.solar_republic.rules import RULES  # noqa: E402


def main(argv: list[str]) -> int:
    if "--help" in argv or "-h" in argv or len(argv) < 2:
        print(__doc__)
        return 0
    players = 2
    if "--players" in argv:
        i = argv.index("--players")
        players = int(argv[i + 1])
        del argv[i:i + 2]
    unclocked = "--unclocked" in argv
    if unclocked:
        argv.remove("--unclocked")
    a, b = argv[0], argv[1]
    deals = int(argv[2]) if len(argv) > 2 else 24
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}")
    start = time.perf_counter()
    share = 0.0
    margin = 0.0
    games = 0
    for deal in range(deals):
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
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
