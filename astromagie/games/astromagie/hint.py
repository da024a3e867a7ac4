"""Astromagie's hint search: the move the search finds best, with its figures.

`HintSearch` plays every candidate out in the same sampled deals (flat Monte
Carlo over the player's own observation) and keeps its figures (`HintStats`)
in `detail`, which the AI worker hands back with the move. It always weighs
the best-scoring play, and among moves the search cannot tell apart it picks
the one that scores most now: a hint gives up points only when the deals
played out say that is better (the playtest of 2026-11-25 saw a 6-point hint
beside an equally safe 12-point play). Next among those, it keeps the hand's only
zodiac card, the one card that opens a new row (R3): in 40 forced discards with a
lone zodiac in hand the search had tossed it 16 times, each time within its own
noise of the best discard that kept it (playtest pt6a, 5: read as a bad hint). It is
the bot level `hint-search`.
The reason in words is reason.py's.

The hint is a function of what the player sees and nothing else (`reproducible`):
it plays exactly `max_worlds` deals, whatever the clock, seeded by the position
alone, not by the table. So "Review my moves" asks the same search at the same
position and gets the same move, and never calls the hint's move a mistake
(playtest pt1, finding 28: a clock-cut hint at the table and a review with
another yardstick disagreed).
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import dataclass

from astromagie.ai.base import APP_BUDGET, Bot, move_rng, win_shares

from .engine import Move, Observation
from .engine.cards import KIND_OF, ZODIAC
from .heuristic import DEFAULT_ODDS
from .policy import POLICY, heuristic_values, rollout
from .reason import move_points

HINT_LEVEL = "hint-search"  # the bot level of the hint search
HINT_CANDIDATES = 8  # the heuristic's favourites weighed, besides the best-scoring play
HINT_MAX_WORLDS = 240  # about what the 0.6 s clock used to allow on a loaded machine
HINT_SEED = 0  # the deals a hint plays out follow from the position alone (module doc)
SAME = 2.0  # moves closer than this many standard errors of their difference count as equal
SAME_FLOOR = 0.01  # ... or closer than this in mean reward


@dataclass(frozen=True)
class MoveStat:
    """What the hint search found for one move (means over the deals played out)."""

    move: Move
    points: int  # what the row is worth right after the move (0 for a discard)
    reward: float  # the bots' reward: mostly the win share, a little the margin
    wins: float  # the share of games won, 0..1 (ties shared, R16)
    tosses_opener: bool = False  # discards the hand's only zodiac card (R3: it opens a row)


@dataclass(frozen=True)
class HintStats:
    """The hint search's figures: how many deals it played out, and each candidate's."""

    worlds: int
    moves: tuple[MoveStat, ...]

    def of(self, move: Move) -> MoveStat | None:
        return next((m for m in self.moves if m.move == move), None)


def pick(stats: HintStats, diffs: dict[Move, tuple[float, float]] | None = None) -> MoveStat:
    """The hint among the searched moves: the best mean reward, except that among the moves
    the search cannot tell apart from it (within SAME standard errors of the paired
    difference, `diffs[move]` = (mean, standard error) of best minus move) the one that
    scores most now is chosen, and then one that keeps the only opener (module doc)."""
    best = max(stats.moves, key=lambda m: m.reward)

    def equal(m: MoveStat) -> bool:
        gap = best.reward - m.reward
        if gap <= SAME_FLOOR:
            return True
        if diffs is None or m.move not in diffs:
            return False
        _, err = diffs[m.move]
        return gap <= SAME * err

    return max((m for m in stats.moves if equal(m)),
               key=lambda m: (m.points, not m.tosses_opener, m.reward))


def only_opener(hand: list[str]) -> str | None:
    """The hand's zodiac card when it holds exactly one, else None."""
    zodiac = [code for code in hand if KIND_OF[code] == ZODIAC]
    return zodiac[0] if len(zodiac) == 1 else None


class HintSearch(Bot):
    """Flat Monte Carlo over the player's observation; keeps its figures in `last`."""

    name = HINT_LEVEL
    reproducible = True  # the same observation always gets the same move (module doc)

    def __init__(self, seed: int = 0, max_worlds: int = HINT_MAX_WORLDS,
                 candidates: int = HINT_CANDIDATES, epsilon: float = 0.1):
        super().__init__(seed)
        self.seed = seed
        self.max_worlds = max_worlds
        self.candidates = candidates
        self.epsilon = epsilon
        self.last: HintStats | None = None
        self.detail: HintStats | None = None  # handed back with the move (AI worker)

    def choose(self, obs: Observation, budget: float | None = APP_BUDGET,
               cancel: threading.Event | None = None) -> Move:
        moves = obs.legal_moves()
        game = obs.world()
        points = [move_points(game, m) for m in moves]
        values = heuristic_values(obs, moves)
        order = sorted(range(len(moves)), key=lambda i: (-values[i], i))[:self.candidates]
        plays = [i for i, m in enumerate(moves) if not m.is_discard]
        if plays:  # the best-scoring play is always weighed
            top = max(plays, key=lambda i: (points[i], values[i]))
            if top not in order:
                order.append(top)
        cands = [moves[i] for i in order]
        seat = obs.seat
        rng = move_rng(HINT_SEED, obs)
        base = obs.world()  # as the shared WorldSampler does, kept as a Game
        totals = [0.0] * len(cands)
        wins = [0.0] * len(cands)
        per_world: list[list[float]] = []
        for _ in range(self.max_worlds if len(cands) > 1 else 0):
            # no clock: a hint cut short by a busy machine would differ from the review's
            if cancel is not None and cancel.is_set():
                break
            world = base.resample_hidden(seat, rng)
            world_seed = rng.getrandbits(32)
            row = []
            for i, move in enumerate(cands):
                g = world.child(move)
                rollout(g, random.Random(world_seed), self.epsilon, DEFAULT_ODDS)
                value = POLICY.rewards(g)[seat]
                totals[i] += value
                wins[i] += win_shares(g.scores)[seat] if g.is_over() else value
                row.append(value)
            per_world.append(row)
        done = len(per_world)
        n = max(1, done)
        opener = only_opener(list(game.hand(seat)))
        stats = HintStats(done, tuple(
            MoveStat(m, points[order[i]], totals[i] / n, wins[i] / n,
                     opener is not None and m.discard == opener)
            for i, m in enumerate(cands)))
        best = max(range(len(cands)), key=lambda i: totals[i])
        diffs: dict[Move, tuple[float, float]] = {}
        if done > 1:
            for i, m in enumerate(cands):
                gaps = [r[best] - r[i] for r in per_world]
                mean = sum(gaps) / done
                var = sum((g - mean) ** 2 for g in gaps) / (done - 1)
                diffs[m] = (mean, math.sqrt(var / done))
        self.last = self.detail = stats
        return pick(stats, diffs).move
