"""`hard`: Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).

Single-observer IS-MCTS. One tree is grown for the seat to move; each
iteration

1. deals a fresh world consistent with the observation (worlds.WorldSampler:
   the unseen cards dealt anew by the game's `resample_hidden`);
2. descends the tree using only the moves legal *in that world*: every edge
   legal here has its availability count raised, and the edge taken is the
   one with the best UCB value computed with the availability count instead
   of the parent's visits (the "subset-armed bandit" of the paper); every
   node belongs to the player to move there and is identified by the moves
   that lead to it as the searching seat saw them: its own moves as they are,
   the others' as `public_move` shows them (a secret choice is one edge; the
   world then makes one of the real moves behind it, at random);
3. expands one untried legal move — the game heuristic's favourite first
   (`policy.move_values`; at the root `policy.root_values`), so a
   short search already looks at the sensible moves. Progressive widening:
   a node visited v times considers at most 2 + sqrt(v) of its moves (the
   heuristic's best), so a small budget is not spread over thirty moves;
4. plays the world out with the game's rollout policy (`policy.rollout`), and
   scores it with `policy.rewards`;
5. backs the result up: each edge adds the reward of the player who chose it.

It is anytime: it stops after `iterations`, when `budget` seconds (at most
`max_seconds`) are used, or at once when `cancel` is set, and plays the most
visited root move (of equals, the first in legal order). In the app the clock
usually ends it. Without a clock (`budget` None: `simulate`, `arena`, the
ladder) it makes `headless_iterations`, what it reaches in the app's clock on
the reference machine (the policy's `app_iterations`), so a seed plays the same
games on any machine.

It also stops once its choice is settled (`settle`, on by default): an
iteration adds one visit to one root move, so when the most visited move leads
every other (a move not yet tried counts 0 visits) by more than the iterations
left, with the tie-break by legal order counted, the rest of the search cannot
change the move played. Without a clock that stop is exact: the same move as
the full search, so the same games, records and ladder results, only sooner
(`tests/ai/test_settle.py`). With a clock the iterations left are an estimate
(the rate so far times the time left, at most the iterations left), so there
the stop is a good guess, not bit-exact: the player waits less for an obvious
move. `SearchStats` says whether and when a search settled.

A `tracker` weights the worlds by what the opponents did (`astromagie.lab`,
the measuring level `hard-belief`); the shipped hard bot deals them uniformly,
because at the app's clock the belief's replay costs more than it earns.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Hashable
from typing import Any

from astromagie.host.game import GameState

from .base import APP_BUDGET, Bot, deadline, move_rng
from .policy import SearchPolicy
from .worlds import WorldSampler, WorldTracker


class Edge:
    """A move out of a node, with the statistics of the player who makes it."""

    __slots__ = ("visits", "total", "avail", "child")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.child: dict[Hashable, Edge] | None = None


class SearchStats:
    """What the last search did (for benchmarks and the docs).

    `iterations` made, in `seconds`; `planned`, the iterations it was allowed
    (the clock may end it sooner); `settled`, whether it stopped because its
    choice was settled (then `iterations` is when).
    """

    __slots__ = ("iterations", "seconds", "planned", "settled")

    def __init__(self, iterations: int = 0, seconds: float = 0.0, planned: int = 0,
                 settled: bool = False):
        self.iterations = iterations
        self.seconds = seconds
        self.planned = planned
        self.settled = settled


class ISMCTSBot(Bot):
    """IS-MCTS with the game's heuristic for expansion order and rollouts."""

    name = "hard"

    def __init__(self, policy: SearchPolicy[Any], seed: int = 0, iterations: int = 6000,
                 max_seconds: float = 1.2, c: float = 0.7, epsilon: float = 0.1,
                 horizon: int | None = 16, widen: float | None = 1.0,
                 headless_iterations: int | None = None,
                 settle: bool = True):
        super().__init__(seed)
        self.policy = policy
        self.seed = seed
        self.iterations = iterations
        self._headless = headless_iterations
        self.max_seconds = max_seconds
        self.c = c
        self.epsilon = epsilon
        self.horizon = horizon
        self.widen = widen
        # Belief-weighted worlds (the lab's BeliefTracker, for measuring); None deals
        # uniformly, as every shipped level does.
        self.tracker: WorldTracker | None = None
        # Stop once no other root move can catch the most visited one (module docstring).
        self.settle = settle
        self.last = SearchStats()

    @property
    def headless_iterations(self) -> int:
        """Iterations without a clock: the work of the app's clock on the reference machine
        (the policy's `app_iterations`, never more than `iterations`), unless set."""
        if self._headless is not None:
            return self._headless
        app = self.policy.app_iterations
        return self.iterations if app is None else min(self.iterations, app)

    @headless_iterations.setter
    def headless_iterations(self, count: int) -> None:
        self._headless = count

    def choose(self, obs: Any, budget: float | None = APP_BUDGET,
               cancel: threading.Event | None = None) -> Any:
        start = time.perf_counter()
        self.root: dict[Hashable, Edge] = {}  # the last search's tree (the hint reads its plan)
        moves = obs.legal_moves()
        tracker = self.tracker
        if len(moves) == 1:
            if tracker is not None:  # remember what this seat saw, for the next decision
                tracker.belief(obs, random.Random(move_rng(self.seed, obs).getrandbits(64)))
            self.last = SearchStats(0, 0.0)
            return moves[0]
        sure = self.policy.sure_move(obs, moves)
        if sure is not None:
            if tracker is not None:
                tracker.belief(obs, random.Random(move_rng(self.seed, obs).getrandbits(64)))
            self.last = SearchStats(0, 0.0)
            return sure
        stop_at = deadline(start, budget, self.max_seconds)
        iterations = self.iterations if budget is not None else self.headless_iterations
        rng = move_rng(self.seed, obs)
        policy = self.policy
        # The root's untried moves are expanded in the order the heuristic likes them.
        values = policy.root_values(obs, moves)
        fallback = moves[max(range(len(moves)), key=values.__getitem__)]
        sampler: Any = None
        if tracker is not None:
            def stop() -> bool:  # the replay is work-bounded; the clock only as a safety
                return (cancel is not None and cancel.is_set()) or time.perf_counter() > stop_at

            sampler = tracker.sampler(obs, random.Random(rng.getrandbits(64)), stop)
        if sampler is None:
            sampler = WorldSampler(obs)
        me = obs.seat
        hidden_moves = not policy.all_moves_public
        root = self.root
        c = self.c
        clock = time.perf_counter
        done = 0
        # The first iteration after which the choice could be settled (never: past the end).
        check_at = 1 if self.settle else iterations + 1
        settled = False
        timed = math.isfinite(stop_at)
        began = clock()
        for done in range(1, iterations + 1):  # noqa: B007 (done is reported)
            now = clock()
            if (cancel is not None and cancel.is_set()) or now > stop_at:
                done -= 1
                break
            g = sampler.sample(rng)
            kids = root
            node_visits = done - 1
            widen = self.widen
            path: list[tuple[Edge, int]] = []
            while not g.is_over():
                seat = g.current_player
                legal = g.legal_moves()
                real: dict[Hashable, list[Any]] | None = None
                if hidden_moves and seat != me:
                    legal, real = _as_seen(g, legal)
                untried = []
                best_edge = None
                best_move = None
                best_ucb = -1.0
                for m in legal:
                    e = kids.get(m)
                    if e is None:
                        untried.append(m)
                    else:
                        e.avail += 1
                if untried and (widen is None or len(untried) == len(legal)
                                or len(legal) - len(untried) < 2 + widen * math.sqrt(node_visits)):
                    if kids is root and len(path) == 0:
                        # Root: heuristic order, computed once from the observation.
                        m = _first_in_order(untried, moves, values)
                    elif len(untried) == 1 or real is not None:
                        m = untried[0] if len(untried) == 1 else rng.choice(untried)
                    else:
                        vals = policy.move_values(g, untried)
                        m = untried[max(range(len(untried)), key=vals.__getitem__)]
                    e = Edge()
                    kids[m] = e
                    g.apply(m if real is None else rng.choice(real[m]), checked=False)
                    path.append((e, seat))
                    break
                for m in legal:
                    e = kids.get(m)
                    if e is None:
                        continue
                    ucb = e.total / e.visits + c * math.sqrt(math.log(e.avail) / e.visits)
                    if ucb > best_ucb:
                        best_ucb = ucb
                        best_edge = e
                        best_move = m
                assert best_edge is not None and best_move is not None
                g.apply(best_move if real is None else rng.choice(real[best_move]),
                        checked=False)
                path.append((best_edge, seat))
                if best_edge.child is None:
                    best_edge.child = {}
                kids = best_edge.child
                node_visits = best_edge.visits
            if not g.is_over():
                policy.rollout(g, rng, self.epsilon, self._rollout_turns(len(path)))
            reward = policy.rewards(g)
            for e, seat in path:
                e.visits += 1
                e.total += reward[seat]
            if done >= check_at:
                left = iterations - done
                if timed and now > began:  # what the clock leaves at the rate so far
                    # (`now` was read before this iteration, after done - 1 of them)
                    left = min(left, int((done - 1) * (stop_at - now) / (now - began)))
                lead = _lead(root, moves)
                if 0 < left < lead:  # (none left: the search ends anyway)
                    settled = True
                    break
                # Each iteration raises any move's lead by at most one and takes one
                # from what is left, so the lead cannot pass it any sooner than this.
                check_at = done + (left - lead) // 2 + 1
                if timed:
                    check_at = min(check_at, done + 64)  # the estimate moves with the rate
        self.last = SearchStats(done, clock() - start, iterations, settled)
        best = None
        most = -1
        for m in moves:  # in legal order, so ties break the same way every time
            e = root.get(m)
            if e is not None and e.visits > most:
                most = e.visits
                best = m
        return best if best is not None else fallback

    def _rollout_turns(self, depth: int) -> int | None:
        """Turns left for the rollout: the horizon counts from the root (None: to the end)."""
        if self.horizon is None:
            return None
        return max(self.horizon - depth, 4)


def _as_seen(g: GameState, legal: list[Any]) -> tuple[list[Any], dict[Hashable, list[Any]]]:
    """Another seat's legal moves as the searching seat sees them, and the real ones behind."""
    real: dict[Hashable, list[Any]] = {}
    for m in legal:
        real.setdefault(g.public_move(m), []).append(m)
    return list(real), real


def _lead(root: dict[Hashable, Edge], moves: list[Any]) -> int:
    """By how many visits the move the search would play now leads the others.

    The move played is the most visited root move, the first in legal order of
    equals; a move not yet tried counts 0 visits. The lead over a move is what
    that move would need to gain to be played instead: the difference in visits,
    one more when it comes later in legal order (a tie would not be enough).
    0 when no move has been visited.
    """
    visits = [0 if (e := root.get(m)) is None else e.visits for m in moves]
    most = max(visits)
    if most == 0:
        return 0
    at = visits.index(most)  # the first of the most visited, as `choose` picks
    lead = most + 1
    for i, v in enumerate(visits):
        if i != at:
            lead = min(lead, most - v + (i > at))
    return lead


def _first_in_order(untried: list[Any], moves: list[Any], values: list[float]) -> Any:
    """The untried move the heuristic values most (root only)."""
    allowed = set(untried)
    best = None
    best_v = -1e18
    for m, v in zip(moves, values, strict=True):
        if m in allowed and v > best_v:
            best_v = v
            best = m
    return best if best is not None else untried[0]
