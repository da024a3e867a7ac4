"""`astromagie arena`: measure bots against each other over many games with rotated seats.

`--bots` names one bot per seat (or one name for every seat). Game i is dealt
from deal i // N of the seed (N = --players) and rotated by i % N, so with G a
multiple of N every bot sits in every seat equally often and every deal is
played once from each seat: the luck of the cards cancels out.

For each distinct bot name, in the order of `--bots`, it reports the win
share per seat (ties split; 1/N is a fair share), a 95% confidence interval
(normal approximation over games), mean points per seat, and move time
p50/p95 in milliseconds. `--json` prints exactly one object; progress goes to
stderr. `--jobs J` plays games in J processes ("spawn"-safe: the worker is a
top-level function that gets plain values).

Without `--budget` the bots play at the app's clock as the reference machine
gives it: no clock, every searching bot does the work it does in the app's
`APP_BUDGET` there (docs/ai.md), so `--seed` plays the same games on any
machine, busy or not, and the move times say what that work costs here.
`--budget SECONDS` clocks every move instead (each bot also keeps its own cap):
the app's own clock is `--budget 1`; the moves then depend on the machine.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import platform
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from astromagie.ai import BOT_NAMES, make_bot
from astromagie.ai.match import MatchResult, play_game
from astromagie.cli.simulate import add_game_arguments, checked_bots
from astromagie.host.game import game_seed
from astromagie.parentwatch import StopSignals, pool_worker_start

MAX_MOVE_SECONDS = 3.0
STOP_CHECK_SECONDS = 0.2  # how long the pool's loop waits for a result before asking again


def add_parser(sub) -> None:
    p = sub.add_parser("arena", help="measure bots against each other (seats rotated)")
    add_game_arguments(p)
    p.add_argument("--bots", required=True,
                   help="one bot per seat, comma-separated, or one name for all seats "
                        f"(every game knows {', '.join(BOT_NAMES)}, and for measuring hard-belief: "
                        "the hard bot reading the table, hard-v1: with uniform worlds; some "
                        "have more, "
                        "e.g. Astromagie's hard-1200)")
    p.add_argument("--games", type=int, default=100, metavar="G",
                   help="games to play, seats rotated (default 100)")
    p.add_argument("--seed", type=int, default=0, metavar="S",
                   help="seed of the first deal (default 0)")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to use")
    p.add_argument("--budget", type=float, default=None, metavar="SECONDS",
                   help="clock each move (the app's: 1); default: no clock, each bot does "
                        "the work of the app's clock on the reference machine, so the seed "
                        "alone decides the games")
    p.add_argument("--json", action="store_true", help="print exactly one JSON object")
    p.set_defaults(handler=run)


@dataclass
class GameOutcome:
    """One game's result, per seat-entry of --bots (index into the --bots list)."""

    index: int
    shares: list[float]  # win share of each entry (ties split)
    points: list[int]
    move_seconds: list[list[float]] = field(default_factory=list)


def seating(index: int, players: int) -> list[int]:
    """Which --bots entry sits in each seat in game `index`: rotated by index % players."""
    rotation = index % players
    return [(seat + rotation) % players for seat in range(players)]


def play_one(names: list[str], seed: int, index: int, budget: float | None,
             game_id: str) -> GameOutcome:
    """Play game `index` of the series (top level, so worker processes can run it).

    `budget` None: no clock (the bots' fixed work); else seconds a move.
    """
    n = len(names)
    deal = game_seed(seed, index // n)
    entry_of_seat = seating(index, n)
    bots = [make_bot(names[e], (deal * 7 + e) & 0xFFFFFFFFFFFF, game_id) for e in entry_of_seat]
    result = play_game(bots, deal, game_id, budget=budget, timed=True)
    return outcome_of(index, result, entry_of_seat)


def outcome_of(index: int, result: MatchResult, entry_of_seat: list[int]) -> GameOutcome:
    """A played game's result per entry of the series (seats rotate between games)."""
    n = len(entry_of_seat)
    game = result.game
    winners = game.winners()
    shares = [0.0] * n
    points = [0] * n
    times: list[list[float]] = [[] for _ in range(n)]
    for seat, entry in enumerate(entry_of_seat):
        if seat in winners:
            shares[entry] = 1.0 / len(winners)
        points[entry] = game.scores[seat]
        times[entry] = result.move_seconds[seat]
    return GameOutcome(index, shares, points, times)


def _play_star(job: tuple[list[str], int, int, float | None, str]) -> GameOutcome:
    return play_one(*job)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    xs = sorted(values)
    pos = (len(xs) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def summarize(names: list[str], outcomes: list[GameOutcome]) -> list[dict]:
    """Per distinct bot name (order of first appearance in --bots): the figures."""
    games = len(outcomes)
    results = []
    for name in dict.fromkeys(names):
        entries = [i for i, n in enumerate(names) if n == name]
        per_game = [sum(o.shares[e] for e in entries) / len(entries) for o in outcomes]
        share = sum(per_game) / games
        var = sum((x - share) ** 2 for x in per_game) / max(1, games - 1)
        half = 1.96 * math.sqrt(var / games)
        points = sum(o.points[e] for o in outcomes for e in entries) / (games * len(entries))
        times = [t for o in outcomes for e in entries for t in o.move_seconds[e]]
        results.append({
            "bot": name,
            "share": round(share, 4),
            "ci95": [round(max(0.0, share - half), 4), round(min(1.0, share + half), 4)],
            "mean_points": round(points, 3),
            "move_ms_p50": round(1000 * percentile(times, 0.50), 3),
            "move_ms_p95": round(1000 * percentile(times, 0.95), 3),
            "_move_ms_max": round(1000 * max(times, default=0.0), 3),
            "_moves": len(times),
        })
    return results


def job_cap() -> int:
    """The most worker processes worth starting here: two per core (each holds ~10 MB)."""
    return 2 * (os.cpu_count() or 1)


def _play_in_pool(processes: int, jobs: Iterator[tuple[list[str], int, int, float | None, str]],
                  take: Callable[[GameOutcome], object]) -> int | None:
    """Play `jobs` in a pool of `processes` workers, each outcome to `take` as it comes;
    returns the stop signal that ended the series early, or None.

    Every worker ends with the arena: a killed arena's workers watch it and leave
    (`pool_worker_start`; Ctrl-C is the arena's alone); a stopped one (SIGTERM, SIGHUP:
    recorded, then looked at between results) terminates its pool and waits for each
    worker before it returns.
    """
    ctx = multiprocessing.get_context("spawn")
    with StopSignals() as stop:
        pool = ctx.Pool(processes, initializer=pool_worker_start)
        try:
            results = pool.imap_unordered(_play_star, jobs, chunksize=1)
            while not stop.stopped:
                try:
                    outcome = results.next(STOP_CHECK_SECONDS)
                except multiprocessing.TimeoutError:
                    continue
                except StopIteration:
                    break
                take(outcome)
        finally:
            pool.terminate()
            pool.join()  # every worker has ended before the arena goes on (or goes)
    return stop.signum


def run(args: argparse.Namespace) -> int:
    names = checked_bots(args, "arena")
    if names is None:
        return 2
    if args.jobs < 1:
        print("astromagie arena: --jobs must be at least 1", file=sys.stderr)
        return 2
    if args.budget is not None and not 0 < args.budget <= MAX_MOVE_SECONDS:
        print(f"astromagie arena: --budget must be in (0, {MAX_MOVE_SECONDS}]", file=sys.stderr)
        return 2
    if args.games % args.players:
        print(f"astromagie arena: note: {args.games} games is not a multiple of "
              f"{args.players}, so the seats are not rotated evenly", file=sys.stderr)
    budget = args.budget
    # lazily: a million games must not be a million tuples up front
    jobs = ((names, args.seed, i, budget, args.game) for i in range(args.games))
    processes = min(args.jobs, max(1, args.games), job_cap())
    if processes < args.jobs:
        print(f"astromagie arena: note: using {processes} processes, not {args.jobs} "
              f"(no more than the games and {job_cap()} for this machine)", file=sys.stderr)
    outcomes: list[GameOutcome] = []
    start = time.perf_counter()
    step = max(1, args.games // 20)

    def progress(done: int) -> None:
        if done % step == 0 or done == args.games:
            print(f"arena: {done}/{args.games} games, {time.perf_counter() - start:.0f} s",
                  file=sys.stderr, flush=True)

    if processes == 1:
        for job in jobs:
            outcomes.append(_play_star(job))
            progress(len(outcomes))
    else:
        def take(outcome: GameOutcome) -> None:
            outcomes.append(outcome)
            progress(len(outcomes))

        stop = _play_in_pool(processes, jobs, take)
        if stop is not None:
            print(f"astromagie arena: stopped by signal {stop} after {len(outcomes)} games",
                  file=sys.stderr)
            return 128 + stop
    outcomes.sort(key=lambda o: o.index)
    seconds = time.perf_counter() - start
    results = summarize(names, outcomes)
    if args.json:
        clean = [{k: v for k, v in r.items() if not k.startswith("_")} for r in results]
        print(json.dumps({"game": args.game, "games": args.games, "results": clean}))
        return 0
    clock = ("none: each bot its own work of the app clock" if args.budget is None
             else f"{args.budget} s")
    print(f"arena: {args.game}, {args.games} games, {args.players} seats, "
          f"bots {','.join(names)}, seed {args.seed}, budget {clock}")
    print(f"{'bot':<8} {'share':>6} {'95% CI':>15} {'points':>7} {'p50 ms':>8} {'p95 ms':>8} "
          f"{'max ms':>8}")
    for r in results:
        lo, hi = r["ci95"]
        print(f"{r['bot']:<8} {r['share']:6.3f} [{lo:.3f}, {hi:.3f}] {r['mean_points']:7.2f} "
              f"{r['move_ms_p50']:8.1f} {r['move_ms_p95']:8.1f} {r['_move_ms_max']:8.1f}")
    print(f"fair share {1 / args.players:.3f}; {seconds:.1f} s wall, {processes} job(s); "
          f"{platform.machine()} {platform.python_implementation()} {platform.python_version()}")
    return 0
