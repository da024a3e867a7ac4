"""How much of the hard search a settled choice saves, per game (issue 31, third round).

Usage: python3 benchmarks/settle.py [--game ID ...] [--games G] [--positions N] [--quick]

For every game (or those named), plays G two-seat games of `easy` bots (seeds
`game_seed(7, i)`) and at N positions with a choice, spread evenly over each
game, asks the game's `hard` bot for a move twice on the same observation with
the same seed, without a clock (the app's work, its `headless_iterations`):
once stopping when its choice is settled (`settle`, as shipped) and once
searching to the end. Prints per game the share of decisions that settled
early, the mean iterations and CPU milliseconds a decision with and without the
stop, and how many moves differ (must be none: the stop is exact without a
clock; the exit status is 1 otherwise). Then both at the app's clock
(`APP_BUDGET`): the share of decisions that settle before the clock and the
mean wall milliseconds a move with and without the stop (what a player waits).
The two runs of a position take turns going first (caches warm alike). The
figure: the share of hard's iterations saved over all games.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai import make_bot  # noqa: E402
from astromagie.ai.base import APP_BUDGET  # noqa: E402
from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.host import registry  # noqa: E402
from astromagie.host.game import game_seed  # noqa: E402

SEATS = 2  # the ladder's table


def positions(game: str, index: int, count: int) -> Iterator[Any]:
    """`count` observations with a choice, spread evenly over one game of `easy` bots."""
    rules = registry.rules(game)

    def play() -> Iterator[Any]:
        state = rules.new(SEATS, game_seed(7, index), None)
        bots = [make_bot("easy", index * SEATS + s, game) for s in range(SEATS)]
        while not state.is_over():
            obs = state.observation(state.current_player)
            if len(obs.legal_moves()) > 1:
                yield obs
            state.apply(bots[state.current_player].choose(obs, None))

    total = sum(1 for _ in play())
    picked = {round(k * total / count) for k in range(count)} if total > count else None
    for at, obs in enumerate(play()):
        if picked is None or at in picked:
            yield obs


def hard(game: str, seed: int, settle: bool, iterations: int | None) -> ISMCTSBot:
    bot = make_bot("hard", seed, game)
    if not isinstance(bot, ISMCTSBot):
        raise SystemExit(f"{game}'s hard bot is no IS-MCTS search")
    bot.settle = settle
    if iterations is not None:
        bot.iterations = bot.headless_iterations = iterations
    return bot


def timed(bot: ISMCTSBot, obs: Any, budget: float | None) -> tuple[Any, float, float]:
    """The bot's move, its CPU seconds and its wall seconds."""
    cpu, wall = time.process_time(), time.perf_counter()
    move = bot.choose(obs, budget)
    return move, time.process_time() - cpu, time.perf_counter() - wall


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=registry.ids(),
                        help="a game to measure (repeatable; default every game)")
    parser.add_argument("--games", type=int, default=2, help="easy games per game")
    parser.add_argument("--positions", type=int, default=12, help="positions per easy game")
    parser.add_argument("--no-clock", action="store_true",
                        help="skip the measurement at the app's clock")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    iterations = None
    if args.quick:  # one game, two positions, a small search, no clocked moves
        args.game, args.games, args.positions, args.no_clock = ["astromagie"], 1, 2, True
        iterations = 200
    report_machine()
    saved_total = full_total = differ = 0
    for game in args.game or registry.ids():
        n = settled = differ_here = clocked_early = 0
        its = {True: 0, False: 0}  # by `settle`
        cpu_s = {True: 0.0, False: 0.0}
        wall_s = {True: 0.0, False: 0.0}
        for index in range(args.games):
            for seed, obs in enumerate(positions(game, index, args.positions)):
                bots = {flag: hard(game, seed, flag, iterations) for flag in (True, False)}
                moves: dict[bool, Any] = {}
                for flag in (True, False) if n % 2 == 0 else (False, True):
                    moves[flag], cpu, _ = timed(bots[flag], obs, None)
                    cpu_s[flag] += cpu
                    its[flag] += bots[flag].last.iterations
                differ_here += moves[True] != moves[False]
                settled += bots[True].last.settled
                n += 1
                if not args.no_clock:
                    for flag in (True, False):
                        wall_s[flag] += timed(bots[flag], obs, APP_BUDGET)[2]
                    clocked_early += bots[True].last.settled
        differ += differ_here
        saved_total += its[False] - its[True]
        full_total += its[False]
        d = max(n, 1)
        print(f"{game}: {n} decisions, {settled / d:.0%} settled early; iterations a decision "
              f"{its[False] / d:.0f} -> {its[True] / d:.0f} "
              f"(-{1 - its[True] / max(its[False], 1):.0%}); CPU ms a decision "
              f"{1000 * cpu_s[False] / d:.0f} -> {1000 * cpu_s[True] / d:.0f}; "
              f"moves that differ: {differ_here}", flush=True)
        if not args.no_clock:
            print(f"  at the app's clock ({APP_BUDGET:g} s): {clocked_early / d:.0%} settled "
                  f"before it; mean wall ms a move {1000 * wall_s[False] / d:.0f} -> "
                  f"{1000 * wall_s[True] / d:.0f}", flush=True)
    figure("hard's iterations saved by the settled stop", 100 * saved_total / max(full_total, 1),
           "%")
    report_machine()
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
