"""How fast the bots think: IS-MCTS iterations per second and move times at default budgets.

Usage: python3 benchmarks/ai_speed.py [GAMES] [--game ID] [--quick]
Plays GAMES games (4 seats, or the game's most if fewer) between `easy` bots
and, on every 3rd turn, asks
`hard` (unlimited iterations, 0.5 s, searching to the clock even when its
choice is settled) and then `medium`, `hard` and
`hard-1200` (the hard bot before issue 10) and `hard-belief` (the hard bot
reading the table, issue 23) at the app's clock (`APP_BUDGET`, 1 s) for a
move on the same observation (each seat has its own bot of each level, which
sees every observation of its seat, so `hard-belief` replays the moves made
since its seat's last turn as it does in a game); prints hard's IS-MCTS
iterations per second over the whole game (per wall second and per CPU
second: on a shared machine the wall clock mostly measures the neighbours)
and by game phase, the iterations the hard levels reach per move, and the
move-time p50/p95/max. The phase of a position is the third of its game it
falls in. Targets: Astromagie as in
docs/ai.md; every new game (issues 20-22) at least 5,000 iterations/s.
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

from astromagie.ai import make_bot  # noqa: E402
from astromagie.ai.base import APP_BUDGET  # noqa: E402
from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.host import registry  # noqa: E402
from astromagie.host.game import game_seed  # noqa: E402


def pct(xs: list[float] | list[int], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=4, help="games to play")
    parser.add_argument("--game", default=registry.DEFAULT_GAME, choices=registry.ids(),
                        help="which game (default astromagie)")
    parser.add_argument("--probe-seconds", type=float, default=0.5,
                        help="hard's budget for the iterations-per-second probe")
    parser.add_argument("--positions", type=int, default=None,
                        help="stop after this many probed positions (default: whole games)")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    rules = registry.rules(args.game)
    seats = min(4, registry.info(args.game).max_players)
    known = tuple(rules.bot_levels()) + ("hard-belief",)
    levels = tuple(n for n in ("medium", "hard", "hard-1200", "hard-belief") if n in known)
    if args.quick:  # one game, two positions, a short probe, the cheapest level timed
        args.games, args.probe_seconds, args.positions, levels = 1, 0.1, 2, ("medium",)
    games = args.games
    rates: dict[str, list[float]] = {"early": [], "middle": [], "late": []}
    its_total = 0
    secs_total = 0.0
    cpu_total = 0.0
    times: dict[str, list[float]] = {name: [] for name in levels}
    iterations: dict[str, list[int]] = {n: [] for n in ("hard", "hard-1200", "hard-belief")
                                        if n in levels}
    probed = 0
    for index in range(games):
        game = rules.new(seats, game_seed(7, index))
        easy = make_bot("easy", index, args.game)
        probe = ISMCTSBot(rules.policy(), index, iterations=10**9,
                          max_seconds=args.probe_seconds, settle=False)
        bots = {name: [make_bot(name, index, args.game) for _ in range(seats)]
                for name in times}
        probes: list[tuple[int, float]] = []  # (moves made, iterations/s) in this game
        while not game.is_over() and (args.positions is None or probed < args.positions):
            seat = game.current_player
            obs = game.observation(seat)
            if len(game.history) % 3 == 0 and len(obs.legal_moves()) > 1:
                probed += 1
                cpu = time.process_time()
                probe.choose(obs, args.probe_seconds)
                cpu_total += time.process_time() - cpu
                probes.append((len(game.history),
                               probe.last.iterations / max(probe.last.seconds, 1e-9)))
                its_total += probe.last.iterations
                secs_total += probe.last.seconds
                for name, per_seat in bots.items():
                    bot = per_seat[seat]
                    start = time.perf_counter()
                    bot.choose(obs, APP_BUDGET)
                    times[name].append(time.perf_counter() - start)
                    if isinstance(bot, ISMCTSBot):
                        iterations[name].append(bot.last.iterations)
            else:  # the seat's believing bots still see the position (not timed)
                for per_seat in bots.values():
                    tracker = getattr(per_seat[seat], "tracker", None)
                    if tracker is not None:
                        tracker.belief(obs, random.Random(len(game.history)))
            game.apply(easy.choose(obs))
        length = max(1, len(game.history))
        for made, rate in probes:
            third = min(2, 3 * made // length)
            rates[("early", "middle", "late")[third]].append(rate)
    print(f"{args.game}, {seats} seats")
    print(f"hard IS-MCTS iterations over whole games: {its_total / secs_total:.0f} per second, "
          f"{its_total / cpu_total:.0f} per CPU second")
    for name, its in iterations.items():
        print(f"{name} iterations per move at the app's clock: p50 {pct(its, 0.5):.0f}, "
              f"min {min(its, default=0)}")
    print("hard IS-MCTS iterations/second by phase: " + ", ".join(
        f"{phase} median {pct(r, 0.5):.0f} ({len(r)} positions)" for phase, r in rates.items()))
    for name, ts in times.items():
        print(f"{name} move ms at the app's clock: p50 {1000 * pct(ts, 0.5):.0f}, "
              f"p95 {1000 * pct(ts, 0.95):.0f}, max {1000 * max(ts):.0f} ({len(ts)} moves)")
    print(f"{games} games, {probed} positions probed")
    figure(f"hard IS-MCTS iterations per second ({args.game})", its_total / secs_total,
           "iterations/s")
    report_machine()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
