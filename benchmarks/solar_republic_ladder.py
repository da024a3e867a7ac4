r"""How the bot levels of The Solar Republic compare: seeded games, seats rotated.

Plays GAMES deals (default 24) of N players (default 2): level A in seat 0
and B in the others, then the same deal again with the seats rotated, so
every seat plays each deal once with A. Prints A's share of the wins (a tie
shares the win) with its 95% interval, the number of games, the mean score
margin (A's score minus the best other seat's) with its interval, A's move
times (p50, p95, max) and the time. The intervals come from the spread of the
deals' results (each deal played from every seat is one sample), so the luck
of a deal, shared by both sides, drops out. `--unclocked` lifts the bots' time
caps, so a searching bot makes all the iterations (worlds) of its level
whatever else the machine is doing; without it each move gets the host's 1 s
budget, as in play (the move times then say what a player waits).

    nice -n 10 python3 benchmarks/solar_republic_ladder.py easy random 200
    nice -n 10 python3 benchmarks/solar_republic_ladder.py hard easy 24 --unclocked
    nice -n 10 python3 benchmarks/solar_republic_ladder.py hard easy 20 --unclocked \
        --iterations 1500
    nice -n 10 python3 benchmarks/solar_republic_ladder.py hard medium 6 --players 4 --unclocked
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))  # machine.py

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.base import win_shares  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.games.solar_republic.rules import RULES  # noqa: E402


def interval(samples: list[float]) -> tuple[float, float]:
    """The mean and the half width of its 95% interval (normal approximation)."""
    n = len(samples)
    mean = sum(samples) / n
    if n < 2:
        return mean, float("nan")
    sd = math.sqrt(sum((x - mean) ** 2 for x in samples) / (n - 1))
    return mean, 1.96 * sd / math.sqrt(n)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("a", nargs="?", default="easy", help="the level measured (easy)")
    parser.add_argument("b", nargs="?", default="random", help="its opponents (random)")
    parser.add_argument("deals", nargs="?", type=int, default=24, help="deals (24)")
    parser.add_argument("--players", type=int, default=2, choices=range(2, 5))
    parser.add_argument("--first-deal", type=int, default=0, help="the first deal's seed (0)")
    parser.add_argument("--unclocked", action="store_true",
                        help="lift the bots' time caps (iterations decide, not the clock)")
    parser.add_argument("--progress", action="store_true", help="a line per deal")
    parser.add_argument("--iterations", type=int, default=0,
                        help="the hard bot's iterations (default: its level's 6,000)")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    a, b, players, unclocked = args.a, args.b, args.players, args.unclocked
    deals = 1 if args.quick else args.deals
    report_machine()
    start = time.perf_counter()
    deal_shares: list[float] = []
    deal_margins: list[float] = []
    move_ms: list[float] = []
    for deal in range(args.first_deal, args.first_deal + deals):
        share = margin = 0.0
        for seat_a in range(players):
            bots = [RULES.make_bot(a if s == seat_a else b, 1000 * deal + s)
                    for s in range(players)]
            for bot in bots:
                if unclocked and hasattr(bot, "max_seconds"):
                    bot.max_seconds = 1e9
                if args.iterations and hasattr(bot, "iterations"):
                    bot.iterations = args.iterations  # the hard bot's search budget
            result = play_game(bots, seed=deal, game="solar-republic",
                               budget=1e9 if unclocked else 1.0, timed=True)
            scores = result.game.scores
            share += win_shares(scores)[seat_a]
            margin += scores[seat_a] - max(x for s, x in enumerate(scores) if s != seat_a)
            move_ms += [1000 * t for t in result.move_seconds[seat_a]]
        deal_shares.append(share / players)
        deal_margins.append(margin / players)
        if args.progress:
            print(f"deal {deal}: {a} share {share / players:.2f}, margin "
                  f"{margin / players:+.1f}; so far {sum(deal_shares) / len(deal_shares):.3f} "
                  f"over {len(deal_shares) * players} games", flush=True)
    games = deals * players
    fair = 1.0 / players
    clock = "unclocked" if unclocked else "1 s a move"
    if args.iterations:
        clock += f", hard at {args.iterations} iterations"
    mean, half = interval(deal_shares)
    m_mean, m_half = interval(deal_margins)
    times = sorted(move_ms)
    p = (lambda q: times[min(len(times) - 1, int(q * len(times)))]) if times else (
        lambda q: 0.0)
    print(f"{a} vs {b}, {players} players, {clock}: {a} won {mean * games:.1f} of {games} "
          f"games, share {mean:.3f} [{max(0.0, mean - half):.3f}, {min(1.0, mean + half):.3f}] "
          f"(an equal bot would get {fair:.3f}), mean margin {m_mean:+.1f} +- {m_half:.1f} "
          f"cards; {a}'s moves p50 {p(0.5):.0f} ms, p95 {p(0.95):.0f} ms, max "
          f"{times[-1] if times else 0:.0f} ms ({len(times)} moves); "
          f"{time.perf_counter() - start:.0f} s")
    figure(f"{a}'s share against {b} ({players} players)", mean, "share")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
