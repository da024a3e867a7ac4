"""Two settings of the hard bot against each other, 2 seats: does a search setting buy strength?

The ladder (benchmarks/ladder.py) measures the levels the game offers; this
measures any two settings of `ISMCTSBot` (iterations, max_seconds, c,
epsilon, horizon, widen), for exploring before a setting becomes a level.
Each deal is played from both seats (the luck of the cards cancels out); the
share of side A is the mean over deals, its 95% interval comes from the
spread of the deals' shares (normal approximation).

    python3 benchmarks/ismcts_duel.py --a iterations=1200 --b iterations=360 --deals 60 --seed 11
    python3 benchmarks/ismcts_duel.py --a horizon=none,max_seconds=1.2 \
        --b iterations=1200,max_seconds=1.2,horizon=16

`--quick` plays one deal between two tiny settings (a few seconds).
The clock cap (`max_seconds`) is 60 s unless given, so the iteration counts
decide and a run is reproducible from its seed.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, describe, figure  # noqa: E402

from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.ai.match import play_game  # noqa: E402
from astromagie.games.astromagie.engine import game_seed  # noqa: E402
from astromagie.games.astromagie.policy import POLICY  # noqa: E402
from astromagie.lab.beliefs import BeliefTracker  # noqa: E402


def _yes(value: str) -> bool:
    return value.lower() in ("1", "true", "yes", "on")


SETTINGS = {"iterations": int, "max_seconds": float, "c": float, "epsilon": float,
            "horizon": int, "widen": float, "beliefs": _yes}
LAB_SETTINGS = ("beliefs",)  # not the search's own: the lab's belief (astromagie.lab)


def parse_setting(text: str) -> dict[str, float | int | bool | None]:
    """"iterations=6000,horizon=none" -> {"iterations": 6000, "horizon": None};
    "beliefs=off" compares the search without reading the table (astromagie/lab/beliefs.py)."""
    out: dict[str, float | int | bool | None] = {"max_seconds": 60.0}
    for part in filter(None, text.split(",")):
        key, sep, value = part.partition("=")
        if not sep or key not in SETTINGS:
            raise argparse.ArgumentTypeError(f"{part!r}: expected one of {', '.join(SETTINGS)}"
                                             " as KEY=VALUE")
        out[key] = None if value.lower() == "none" else SETTINGS[key](value)
    return out


def searcher(seed: int, settings: dict[str, float | int | bool | None]) -> ISMCTSBot:
    """The search with `settings`; `beliefs=on` gives it the lab's belief."""
    own = {k: v for k, v in settings.items() if k not in LAB_SETTINGS}
    bot = ISMCTSBot(POLICY, seed, **own)  # type: ignore[arg-type]
    if settings.get("beliefs"):
        bot.tracker = BeliefTracker(POLICY)
    return bot


def share_of(seat: int, scores: list[int]) -> float:
    """Win share of `seat` (ties split)."""
    best = max(scores)
    winners = [s for s, points in enumerate(scores) if points == best]
    return 1.0 / len(winners) if seat in winners else 0.0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", type=parse_setting, help="KEY=VALUE,... (required)")
    parser.add_argument("--b", type=parse_setting, help="KEY=VALUE,... (required)")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--quick", action="store_true",
                        help=QUICK_HELP + "; A and B default to 40 and 10 iterations")
    args = parser.parse_args(argv)
    if args.quick:
        # the search alone: the belief's replay would cost more than 40 iterations
        args.a = args.a or parse_setting("iterations=40,beliefs=off")
        args.b = args.b or parse_setting("iterations=10,beliefs=off")
        args.deals = 1
    if args.a is None or args.b is None:
        parser.error("--a and --b are required (or --quick)")
    shares: list[float] = []
    start = time.perf_counter()
    for deal in range(args.deals):
        seed = game_seed(args.seed, deal)
        per_deal = 0.0
        for a_seat in (0, 1):
            a = searcher(seed * 2 + a_seat, args.a)
            b = searcher(seed * 2 + a_seat + 7, args.b)
            bots = [a, b] if a_seat == 0 else [b, a]
            per_deal += share_of(a_seat, play_game(bots, seed, "astromagie").game.scores) / 2
        shares.append(per_deal)
        print(f"deal {deal}: A {per_deal:.2f}", file=sys.stderr, flush=True)
    mean = sum(shares) / len(shares)
    sd = math.sqrt(sum((s - mean) ** 2 for s in shares) / max(1, len(shares) - 1))
    half = 1.96 * sd / math.sqrt(len(shares))
    print(f"A {args.a} against B {args.b}: A's share {mean:.3f} [{max(0.0, mean - half):.3f}, "
          f"{min(1.0, mean + half):.3f}] over {2 * len(shares)} games "
          f"({time.perf_counter() - start:.0f} s wall)")
    figure("A's share", mean, "share")
    print(f"machine: {describe()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
