"""What the hard bot's belief knows and what it costs (issue 23, docs/ai.md "Reading the table").

    python3 benchmarks/beliefs.py rank --game astromagie --opponents easy --games 4
    python3 benchmarks/beliefs.py rank --game astromagie --opponents hard-v1 --games 3
    python3 benchmarks/beliefs.py cost --game solar-republic --games 2
    python3 benchmarks/beliefs.py --quick      # one short game of each, a few seconds

`rank` plays two-seat games (or `--players`) between `--opponents` bots (hard
ones at 200 iterations) and gives seat 0 a `BeliefTracker` fed with each of
its observations. At each of seat 0's decisions where the belief says
something, it compares the belief's log weight of the *true* deal (read from
the real game: this is a check, never the bot) with 100 uniform deals of the
same observation: the mean rank of the truth among them (0.5: the belief
knows nothing) and the mean log-weight gain of the truth. `cost` prints the
CPU time of the belief (replay and pool) per decision of seat 0.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai import make_bot  # noqa: E402
from astromagie.ai.beliefs import BeliefTracker, log_weight  # noqa: E402
from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.host import registry  # noqa: E402


def opponents(name: str, players: int, game: str) -> list:
    bots = [make_bot(name, 50 + s, game) for s in range(players)]
    for bot in bots:
        if isinstance(bot, ISMCTSBot):
            bot.iterations = 200
            bot.max_seconds = 1e9
    return bots


def rank(game: str, players: int, name: str, games: int,
         limit: int | None = None) -> float | None:
    rules = registry.rules(game)
    gains: list[float] = []
    ranks: list[float] = []
    for index in range(games):
        state = rules.new(players, 100 + index, None)
        bots = opponents(name, players, game)
        tracker = BeliefTracker(rules.policy())
        rng = random.Random(index)
        while not state.is_over() and (limit is None or len(ranks) < limit):
            seat = state.current_player
            obs = state.observation(seat)
            if seat == 0:
                belief = tracker.belief(obs, rng)
                if belief:
                    true = log_weight(belief, state)
                    base = obs.world()
                    others = [log_weight(belief, base.resample_hidden(0, rng))
                              for _ in range(100)]
                    gains.append(true - statistics.mean(others))
                    ranks.append(sum(o < true for o in others) / len(others))
            state.apply(bots[seat].choose(obs, 1e9))
    if not ranks:
        print(f"{game}, {players} seats, {name} opponents: the belief never said anything")
        return None
    print(f"{game}, {players} seats, {name} opponents, {games} games: {len(ranks)} decisions, "
          f"true deal's mean rank among uniform deals {statistics.mean(ranks):.3f}, "
          f"mean log-weight gain {statistics.mean(gains):+.3f}")
    return statistics.mean(ranks)


def cost(game: str, players: int, games: int, limit: int | None = None) -> float:
    rules = registry.rules(game)
    costs: list[float] = []
    for index in range(games):
        state = rules.new(players, 300 + index, None)
        bots = [make_bot("easy", s, game) for s in range(players)]
        tracker = BeliefTracker(rules.policy())
        rng = random.Random(index)
        while not state.is_over() and (limit is None or len(costs) < limit):
            seat = state.current_player
            obs = state.observation(seat)
            if seat == 0:
                start = time.process_time()
                tracker.sampler(obs, rng)
                costs.append(time.process_time() - start)
            state.apply(bots[seat].choose(obs, 1.0))
    costs.sort()
    print(f"{game}, {players} seats: belief CPU ms per decision p50 "
          f"{1000 * costs[len(costs) // 2]:.0f}, p95 {1000 * costs[int(0.95 * len(costs))]:.0f}, "
          f"max {1000 * costs[-1]:.0f} ({len(costs)} decisions)")
    return 1000 * costs[len(costs) // 2]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("rank", "cost"), nargs="?")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    parser.add_argument("--game", default=registry.DEFAULT_GAME, choices=registry.ids())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opponents", default="easy", help="bot level of every seat (rank)")
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args(argv)
    report_machine()
    if args.quick:  # one short game of each: the code still runs
        found = rank(args.game, 2, "easy", 1, limit=4)
        cost(args.game, 2, 1, limit=4)
        figure("true deal's mean rank among uniform deals", found or 0.0, "(0.5: knows nothing)")
        return 0
    if args.command is None:
        parser.error("a command is required: rank or cost (or --quick)")
    if args.command == "rank":
        found = rank(args.game, args.players, args.opponents, args.games)
        figure("true deal's mean rank among uniform deals", found or 0.0, "(0.5: knows nothing)")
    else:
        figure("belief CPU per decision, p50", cost(args.game, args.players, args.games), "ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
