"""How long "Review this game" works in the background: one seat's whole review, as the app asks.

Plays `--games` games of `--players` seats between `medium` bots (seeds from `--seed`
up; a medium seat stands in for the person), then reviews seat 0 of each the way the
app's review job does (`ui/review_job.py`: 32 worlds, against the table's hint where it
is reproducible, `ai.review.hint_of`), and prints each review's seconds, its decisions
and moments. `--no-hint` reviews as before issue 38's last round, with the review's own
search (the figure it is compared with). One process: the app's review runs in one.

    nice -n 10 python3 benchmarks/review_time.py --game monad --players 3 --games 3
    python3 benchmarks/review_time.py --game solar-republic --no-hint
    python3 benchmarks/review_time.py --quick
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai import make_bot  # noqa: E402
from astromagie.ai.review import hint_of, review_game  # noqa: E402
from astromagie.host import registry  # noqa: E402
from astromagie.host.game import GameState  # noqa: E402

WORLDS = 32  # the app's review budget (ui/review_job.py WORLDS)


def positions(game: str, players: int, seed: int) -> list[GameState]:
    """Every position of one medium-vs-medium game (0: the deal)."""
    rules = registry.rules(game)
    state = rules.new(players, seed)
    bots = [make_bot("medium", seed * 10 + i, game) for i in range(players)]
    states = [state.clone()]
    while not state.is_over():
        state.apply(bots[state.current_player].choose(
            state.observation(state.current_player), None))
        states.append(state.clone())
    return states


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="solar-republic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-hint", action="store_true",
                        help="the review's own search, not the table's hint")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    report_machine()
    rules = registry.rules(args.game)
    games = 1 if args.quick else args.games
    worlds = 2 if args.quick else WORLDS
    hint = None if args.no_hint else hint_of(rules, 20 if args.quick else None)
    seconds: list[float] = []
    for seed in range(args.seed, args.seed + games):
        states = positions(args.game, args.players, seed)
        start = time.perf_counter()
        review = review_game(rules, states, [0], worlds=worlds, hint=hint)
        seconds.append(time.perf_counter() - start)
        print(f"seed {seed}: {len(states) - 1} turns, {review.decisions} decisions of seat 0, "
              f"{len(review.moments)} moments, {seconds[-1]:.1f} s", flush=True)
    how = "its own search" if hint is None else "the hint"
    print(f"{args.game}, {args.players} seats, review against {how}: "
          f"mean {statistics.mean(seconds):.1f} s, longest {max(seconds):.1f} s")
    figure(f"{args.game} review seconds", round(max(seconds), 1), "s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
