"""Tune The Solar Republic's heuristic weights: a greedy variant against `easy`.

Coordinate search: from a start (the default `Weights`, or `field=value ...`), each
weight is tried at half and at one and a half times its value; a change is kept when the
greedy bot (no noise) with it wins at least 0.01 more of the games against `easy` (seats
rotated, deals shared). Two rounds. Prints every trial and the weights it ends with; the
hard bot's `HARD_WEIGHTS` (policy.py) came from

    nice -n 10 python3 benchmarks/solar_republic_tune.py 500

(deals 10000-10499, two seats), checked on other deals with `--check 400 --first 30000`.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai.base import win_shares  # noqa: E402
from astromagie.ai.easy import GreedyBot  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.games.solar_republic.policy import (  # noqa: E402
    HARD_WEIGHTS,
    POLICY,
    SolarPolicy,
    Weights,
)


def evaluate(w: Weights, deals: int, players: int = 2, first: int = 10000) -> tuple[float, float]:
    """The greedy variant's share of the wins against `easy`, and its mean margin."""
    policy = SolarPolicy(w)
    share = margin = 0.0
    games = 0
    for deal in range(first, first + deals):
        for me in range(players):
            bots = [GreedyBot(policy, 1000 * deal + s, 0.0) if s == me
                    else GreedyBot(POLICY, 1000 * deal + s, 0.4) for s in range(players)]
            scores = play_game(bots, seed=deal, game="solar-republic").game.scores
            share += win_shares(scores)[me]
            margin += scores[me] - max(x for s, x in enumerate(scores) if s != me)
            games += 1
    return share / games, margin / games


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("deals", nargs="?", type=int, default=500)
    parser.add_argument("start", nargs="*", help="field=value: the search's start")
    parser.add_argument("--players", type=int, default=2, choices=range(2, 5))
    parser.add_argument("--first", type=int, default=10000, help="the first deal (10000)")
    parser.add_argument("--check", action="store_true",
                        help="only measure HARD_WEIGHTS (or the start) on these deals")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    report_machine()
    deals = 2 if args.quick else args.deals
    fields = [f.name for f in dataclasses.fields(Weights)]  # in the dataclass's order
    start = {k: float(v) for k, v in (item.split("=", 1) for item in args.start)}
    unknown = set(start) - set(fields)
    if unknown:
        parser.error(f"unknown weights: {sorted(unknown)}")
    best = dataclasses.replace(HARD_WEIGHTS if args.check and not start else Weights(), **start)
    share, margin = evaluate(best, deals, args.players, args.first)
    print(f"start {best}: share {share:.3f}, margin {margin:+.2f}", flush=True)
    if not (args.check or args.quick):
        for rnd in range(2):
            for name in fields:
                value = getattr(best, name)
                for trial in (value * 0.5, value * 1.5) if value else ():
                    w = dataclasses.replace(best, **{name: trial})
                    s, m = evaluate(w, deals, args.players, args.first)
                    print(f"round {rnd} {name}={trial:g}: share {s:.3f}, margin {m:+.2f}",
                          flush=True)
                    if s > share + 0.01:
                        best, share = w, s
                        print(f"  kept: {best}", flush=True)
        print(f"final {best}")
    figure(f"greedy share against easy ({args.players} players)", share, "share")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
