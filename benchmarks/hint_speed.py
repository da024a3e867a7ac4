"""How long the table's hint makes a person wait: its move time over positions of real games.

The hint of The Solar Republic, Zahlenstreifen and Monad is a fixed amount of search
(`astromagie.ai.hint.HintBot`, issue 38), so its time depends on the machine and its
load, never its move. This plays 2-seat games between two `medium` bots (seeds from
`--seed` up), takes every position where the seat to move has more than one legal move,
asks the game's hint there (at most `--positions` of them, spread over the games), and
prints the move time's p50, p95 and maximum, and how often the search stopped early
because its choice was settled. `--iterations N` tries another amount of work than the
game's own (what the hint's work was chosen with).

    nice -n 10 python3 benchmarks/hint_speed.py --game zahlenstreifen --positions 120
    nice -n 10 python3 benchmarks/hint_speed.py --game monad --iterations 2000
    python3 benchmarks/hint_speed.py --quick
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai import make_bot  # noqa: E402
from astromagie.ai.hint import HintBot  # noqa: E402
from astromagie.ai.registry import hint_level  # noqa: E402
from astromagie.host import registry  # noqa: E402


def positions(game: str, count: int, seed: int, players: int = 2) -> list[Any]:
    """Observations of the seat to move at decisions of medium-vs-medium games."""
    rules = registry.rules(game)
    found: list[list[Any]] = []
    total = 0
    while total < 3 * count:
        state = rules.new(players, seed)
        bots = [make_bot("medium", seed * 10 + i, game) for i in range(players)]
        seen = []
        while not state.is_over():
            obs = state.observation(state.current_player)
            if len(obs.legal_moves()) > 1:
                seen.append(obs)
            state.apply(bots[state.current_player].choose(obs, None))
        found.append(seen)
        total += len(seen)
        seed += 1
    # the same share of every game, so early, middle and late positions all count
    step = max(1, total // count)
    return [obs for seen in found for obs in seen[::step]][:count]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="zahlenstreifen")
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None,
                        help="the hint's work (default: the game's own)")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    report_machine()
    count = 4 if args.quick else args.positions
    bot = registry.rules(args.game).make_bot(hint_level(args.game), 0)
    if not isinstance(bot, HintBot):
        print(f"{args.game}'s hint is no HintBot ({type(bot).__name__})")
        return 1
    if args.quick:
        bot.max_worlds = 50
    elif args.iterations is not None:
        bot.max_worlds = args.iterations
    obs_list = positions(args.game, count, args.seed)
    times: list[float] = []
    settled = 0
    for obs in obs_list:
        start = time.perf_counter()
        bot.choose(obs)
        times.append(time.perf_counter() - start)
        settled += bot.last.settled
    ms = [1000 * t for t in times]
    print(f"{args.game}: hint at {bot.max_worlds} iterations, {len(ms)} positions: "
          f"p50 {statistics.median(ms):.0f} ms, p95 {percentile(ms, 0.95):.0f} ms, "
          f"max {max(ms):.0f} ms; settled early {settled}/{len(ms)}")
    figure(f"{args.game} hint p95", round(percentile(ms, 0.95)), "ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
