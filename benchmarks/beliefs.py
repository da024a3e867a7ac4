"""What the hard bot's belief knows and what it costs (issue 23, docs/ai.md "Reading the table").

    python3 benchmarks/beliefs.py rank --game astromagie --opponents easy --games 4
    python3 benchmarks/beliefs.py rank --game astromagie --opponents hard-v1 --games 3
    python3 benchmarks/beliefs.py cost --game solar-republic --games 2
    python3 benchmarks/beliefs.py fit --game astromagie --opponents hard-v1 --games 3
    python3 benchmarks/beliefs.py oracle --game astromagie --games 60 --iterations 300
    python3 benchmarks/beliefs.py --quick      # one short game of each, a few seconds

`rank` plays two-seat games (or `--players`) between `--opponents` bots (hard
ones at 200 iterations) and gives seat 0 a `BeliefTracker` fed with each of
its observations. At each of seat 0's decisions where the belief says
something, it compares the belief's log weight of the *true* deal (read from
the real game: this is a check, never the bot) with 100 uniform deals of the
same observation: the mean rank of the truth among them (0.5: the belief
knows nothing) and the mean log-weight gain of the truth. `cost` prints the
CPU time of the belief (replay and pool) per decision of seat 0. `fit` asks
how well the belief's model of a player predicts what `--opponents` actually
play, and `oracle` what knowing the other hand would be worth at all (the
ceiling of any belief): see their docstrings.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, figure, report_machine  # noqa: E402

from astromagie.ai import make_bot  # noqa: E402
from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.ai.policy import SearchPolicy  # noqa: E402
from astromagie.host import registry  # noqa: E402
from astromagie.host.game import game_seed  # noqa: E402
from astromagie.lab.beliefs import BeliefTracker, log_weight  # noqa: E402


def opponents(name: str, players: int, game: str, iterations: int = 200) -> list:
    bots = [make_bot(name, 50 + s, game) for s in range(players)]
    for bot in bots:
        if isinstance(bot, ISMCTSBot):
            bot.iterations = iterations
            bot.max_seconds = 1e9
    return bots


def rank(game: str, players: int, name: str, games: int,
         limit: int | None = None, iterations: int = 200,
         tracker_of: Callable[[], BeliefTracker] | None = None) -> float | None:
    """The true deal's mean rank (see the module's docstring); `tracker_of` makes seat 0's
    tracker (default: the calibrating belief on the game's policy), `iterations` the
    searching opponents' budget."""
    rules = registry.rules(game)
    gains: list[float] = []
    ranks: list[float] = []
    for index in range(games):
        state = rules.new(players, 100 + index, None)
        bots = opponents(name, players, game, iterations)
        tracker = tracker_of() if tracker_of is not None else BeliefTracker(rules.policy())
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


def cost(game: str, players: int, games: int, limit: int | None = None,
         tracker_of: Callable[[], BeliefTracker] | None = None) -> float:
    rules = registry.rules(game)
    costs: list[float] = []
    for index in range(games):
        state = rules.new(players, 300 + index, None)
        bots = [make_bot("easy", s, game) for s in range(players)]
        tracker = tracker_of() if tracker_of is not None else BeliefTracker(rules.policy())
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


def fit(game: str, players: int, name: str, games: int, limit: int | None = None,
        temperatures: tuple[float, ...] = (0.3, 0.6, 1.2, 2.4)) -> float:
    """How well the belief's model of an opponent (the easy values' softmax) predicts `name`.

    At every decision with more than one legal move, read on the *real* game (a
    check, never the bot): the mean log-probability the model gives the move
    actually played, at each temperature, against a uniform choice. The gain
    over uniform, in nats a decision, is what each seen move can tell the
    belief at most; near 0 (or below) the moves say nothing about the hand.
    Returns the best gain.
    """
    rules = registry.rules(game)
    hard = make_bot("hard", 0, game)
    trackers = {t: BeliefTracker(hard.policy, temperature=t)  # type: ignore[attr-defined]
                for t in temperatures}
    logs: dict[float, list[float]] = {t: [] for t in temperatures}
    uniform: list[float] = []
    decided = 0
    favourite = 0  # decisions where the move played was the easy values' favourite
    for index in range(games):
        state = rules.new(players, 300 + index, None)
        bots = opponents(name, players, game)
        while not state.is_over() and (limit is None or decided < limit):
            seat = state.current_player
            obs = state.observation(seat)
            move = bots[seat].choose(obs, 1e9)
            legal = state.legal_moves()
            if len(legal) > 1:
                decided += 1
                at = legal.index(move)
                values = hard.policy.move_values(state, legal)  # type: ignore[attr-defined]
                favourite += values[at] == max(values)
                uniform.append(math.log(1.0 / len(legal)))
                for t, tracker in trackers.items():
                    logs[t].append(math.log(tracker.move_probabilities(state, legal)[at]))
            state.apply(move)
    base = statistics.mean(uniform)
    gains = {t: statistics.mean(v) - base for t, v in logs.items()}
    words = ", ".join(f"T={t}: {g:+.3f}" for t, g in gains.items())
    print(f"{game}, {players} seats, {name} players, {games} games: {len(uniform)} decisions, "
          f"the easy values' favourite played in {favourite / max(1, decided):.0%}, "
          f"uniform log-probability {base:.3f}; the model's gain a decision (nats): {words}")
    return max(gains.values())


class _Oracle:
    """A tracker that knows the other hands: the search's worlds keep them, the rest is dealt."""

    def __init__(self, policy: Any, truth: list[Any]):
        self.policy = policy
        self.truth = truth  # [the real game], updated by the match loop

    def sampler(self, obs: Any, rng: random.Random, stop: Any = None) -> Any:
        policy, truth = self.policy, self.truth

        class Known:
            base = obs.world()

            def sample(self, r: random.Random) -> Any:
                world = policy.adopt_holdings(self.base, obs.seat, truth[0], r)
                return world if world is not None else self.base.resample_hidden(obs.seat, r)

        return Known()

    def belief(self, obs: Any, rng: random.Random, stop: Any = None) -> dict[int, Any]:
        return {}


def oracle(game: str, deals: int, iterations: int, first: int = 1) -> float:
    """What knowing the other hand would be worth: a hard-v1 that sees it against hard-v1.

    Two seats, each deal played from both seats, both searches at `iterations`
    (no clock). The share of the seeing bot bounds what any belief can gain.
    """
    rules = registry.rules(game)
    if getattr(type(rules.policy()), "adopt_holdings", None) is SearchPolicy.adopt_holdings:
        print(f"{game}: the game cannot deal a world around known hands (adopt_holdings)")
        return 0.5
    shares: list[float] = []
    margins: list[float] = []
    for deal in range(first, first + deals):
        for seeing in (0, 1):
            state = rules.new(2, game_seed(deal, 0), None)
            truth = [state]
            bots = []
            for s in range(2):
                bot = make_bot("hard-v1", (deal * 7 + s) & 0xFFFFFFFFFFFF, game)
                bot.iterations = iterations  # type: ignore[attr-defined]
                bot.max_seconds = 1e9  # type: ignore[attr-defined]
                if s == seeing:
                    bot.tracker = _Oracle(bot.policy, truth)  # type: ignore[attr-defined]
                bots.append(bot)
            while not state.is_over():
                seat = state.current_player
                state.apply(bots[seat].choose(state.observation(seat), 1e9))
            scores = state.scores
            mine, theirs = scores[seeing], scores[1 - seeing]
            shares.append(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
            margins.append(mine - theirs)
    share = statistics.mean(shares)
    half = 1.96 * statistics.pstdev(shares) / math.sqrt(len(shares))
    print(f"{game}: hard-v1 seeing the other hand against hard-v1, {iterations} iterations, "
          f"{len(shares)} games: share {share:.3f} [{share - half:.3f}, {share + half:.3f}], "
          f"{statistics.mean(margins):+.1f} points a game")
    return share


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("rank", "cost", "fit", "oracle"), nargs="?")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    parser.add_argument("--game", default=registry.DEFAULT_GAME, choices=registry.ids())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opponents", default="easy", help="bot level of every seat (rank)")
    parser.add_argument("--games", type=int, default=3,
                        help="games (rank, cost, fit), deals (oracle)")
    parser.add_argument("--iterations", type=int, default=300,
                        help="oracle: each search's iterations")
    args = parser.parse_args(argv)
    report_machine()
    if args.quick:  # one short game of each: the code still runs
        found = rank(args.game, 2, "easy", 1, limit=4)
        cost(args.game, 2, 1, limit=4)
        fit(args.game, 2, "easy", 1, limit=8)
        figure("true deal's mean rank among uniform deals", found or 0.0, "(0.5: knows nothing)")
        return 0
    if args.command is None:
        parser.error("a command is required: rank or cost (or --quick)")
    if args.command == "rank":
        found = rank(args.game, args.players, args.opponents, args.games)
        figure("true deal's mean rank among uniform deals", found or 0.0, "(0.5: knows nothing)")
    elif args.command == "fit":
        figure("the model's best gain over uniform", fit(args.game, args.players, args.opponents,
                                                          args.games), "nats a decision")
    elif args.command == "oracle":
        figure("share of the bot that sees the other hand",
               oracle(args.game, args.games, args.iterations), "(0.5: seeing is worth nothing)")
    else:
        figure("belief CPU per decision, p50", cost(args.game, args.players, args.games), "ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
