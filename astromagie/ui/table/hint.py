"""The hint: which move the search finds best, and a reason for it that holds.

The table sends the hint question through the same AI worker as the bots'
turns (so the window never freezes) and stages the answer on the row.
`HintSearch` plays every candidate out in the same sampled deals (flat Monte
Carlo over the player's own observation) and hands back its figures with the
move (`HintStats`). It always weighs the best-scoring play, and among moves
the search cannot tell apart it picks the one that scores most now: a hint
gives up points only when the deals played out say that is better (the
playtest of 2026-11-25 saw a 6-point hint beside an equally safe 12-point play).
`hint_reason` explains a hint that is not the best-scoring play from facts
only: the room a play leaves for a takeover (the engine's placement rules and
the cards the player cannot see) and the search's own figures.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass

from astromagie.ai.base import Bot, move_rng
from astromagie.ai.easy import heuristic_values
from astromagie.ai.heuristic import DEFAULT_ODDS
from astromagie.ai.worlds import WorldSampler, rewards, rollout, win_shares, world_game
from astromagie.engine import Game, Move, Observation
from astromagie.engine.rules import legal_targets
from astromagie.i18n import tr
from astromagie.ui.words import join_names

HINT_LEVEL = "hint-search"  # the AI worker builds a HintSearch for this name
HINT_BUDGET = 0.6  # seconds: quick enough to answer at once
HINT_CANDIDATES = 8  # the heuristic's favourites weighed, besides the best-scoring play
HINT_MAX_WORLDS = 400
SAME = 2.0  # moves closer than this many standard errors of their difference count as equal
SAME_FLOOR = 0.01  # ... or closer than this in mean reward


def hint_bot() -> str:
    return HINT_LEVEL


@dataclass(frozen=True)
class MoveStat:
    """What the hint search found for one move (means over the deals played out)."""

    move: Move
    points: int  # what the row is worth right after the move (0 for a discard)
    reward: float  # the bots' reward: mostly the win share, a little the margin
    wins: float  # the share of games won, 0..1 (ties shared, R16)


@dataclass(frozen=True)
class HintStats:
    """The hint search's figures: how many deals it played out, and each candidate's."""

    worlds: int
    moves: tuple[MoveStat, ...]

    def of(self, move: Move) -> MoveStat | None:
        return next((m for m in self.moves if m.move == move), None)


def move_points(game: Game, move: Move) -> int:
    return 0 if move.is_discard else game.preview(move.placements).points


def pick(stats: HintStats, diffs: dict[Move, tuple[float, float]] | None = None) -> MoveStat:
    """The hint among the searched moves: the best mean reward, except that among the moves
    the search cannot tell apart from it (within SAME standard errors of the paired
    difference, `diffs[move]` = (mean, standard error) of best minus move) the one that
    scores most now is chosen."""
    best = max(stats.moves, key=lambda m: m.reward)

    def equal(m: MoveStat) -> bool:
        gap = best.reward - m.reward
        if gap <= SAME_FLOOR:
            return True
        if diffs is None or m.move not in diffs:
            return False
        _, err = diffs[m.move]
        return gap <= SAME * err

    return max((m for m in stats.moves if equal(m)), key=lambda m: (m.points, m.reward))


class HintSearch(Bot):
    """Flat Monte Carlo over the player's observation; keeps its figures in `last`."""

    name = HINT_LEVEL

    def __init__(self, seed: int = 0, max_worlds: int = HINT_MAX_WORLDS,
                 candidates: int = HINT_CANDIDATES, epsilon: float = 0.1):
        super().__init__(seed)
        self.seed = seed
        self.max_worlds = max_worlds
        self.candidates = candidates
        self.epsilon = epsilon
        self.last: HintStats | None = None

    def choose(self, obs: Observation, budget: float = 1.0,
               cancel: threading.Event | None = None) -> Move:
        start = time.perf_counter()
        moves = obs.legal_moves()
        game = world_game(obs)
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
        rng = move_rng(self.seed, obs)
        sampler = WorldSampler(obs)
        totals = [0.0] * len(cands)
        wins = [0.0] * len(cands)
        per_world: list[list[float]] = []
        deadline = start + max(0.0, budget)
        for _ in range(self.max_worlds if len(cands) > 1 else 0):
            if (cancel is not None and cancel.is_set()) or time.perf_counter() > deadline:
                break
            world = sampler.sample(rng)
            world_seed = rng.getrandbits(32)
            row = []
            for i, move in enumerate(cands):
                g = world.child(move)
                rollout(g, random.Random(world_seed), self.epsilon, DEFAULT_ODDS)
                value = rewards(g)[seat]
                totals[i] += value
                wins[i] += win_shares(g.scores)[seat] if g.is_over() else value
                row.append(value)
            per_world.append(row)
        done = len(per_world)
        n = max(1, done)
        stats = HintStats(done, tuple(
            MoveStat(m, points[order[i]], totals[i] / n, wins[i] / n)
            for i, m in enumerate(cands)))
        best = max(range(len(cands)), key=lambda i: totals[i])
        diffs: dict[Move, tuple[float, float]] = {}
        if done > 1:
            for i, m in enumerate(cands):
                gaps = [r[best] - r[i] for r in per_world]
                mean = sum(gaps) / done
                var = sum((g - mean) ** 2 for g in gaps) / (done - 1)
                diffs[m] = (mean, math.sqrt(var / done))
        self.last = stats
        return pick(stats, diffs).move


@dataclass(frozen=True)
class HintReason:
    """Why the hint is what it is, in numbers the table words: a locale key and its params."""

    key: str | None  # None: the hint is simply the best-scoring play
    params: dict[str, object]


def _points(game: Game, move: Move) -> int:
    return move_points(game, move)


def takeover_room(game: Game, seat: int, move: Move) -> int:
    """How many cards this seat cannot see could still go into the row after `move`.

    Any card placed by the next player makes them hold the trick (R12), so this
    is the room the move leaves for a takeover. Only public information is used:
    the cards `seat` does not see, tried with the engine's placement rules.
    """
    after = game.clone()
    after.apply(move)
    unseen = game.observation(seat).unseen()
    slots, top = after.row(), after.top()
    room = 0
    for code, count in unseen.items():
        if legal_targets(list(unseen.elements()), slots, top, (), code):
            room += count
    return room


def hint_reason(game: Game, move: Move, stats: HintStats | None = None) -> HintReason:
    """Why `move` (the hint for the player to move) rather than the best-scoring play.

    Only what holds is said: that a better-scoring play leaves more room for a takeover
    (counted), or what the search's played-out deals showed (`stats`, when the hint came
    from `HintSearch`). Nothing is said when neither is known to hold.
    """
    seat = game.current_player
    plays = [m for m in game.legal_moves() if not m.is_discard]
    if not plays:
        return HintReason("table.hint_why_no_play", {})
    best = max(plays, key=lambda m: _points(game, m))
    best_points = _points(game, best)
    if not move.is_discard and _points(game, move) >= best_points:
        return HintReason(None, {})
    room_best = takeover_room(game, seat, best)
    if move.is_discard and room_best > 0:
        return HintReason("table.hint_why_risk_discard", {"count": room_best})
    if not move.is_discard and takeover_room(game, seat, move) < room_best:
        return HintReason("table.hint_why_risk", {"count": room_best})
    mine = stats.of(move) if stats is not None else None
    other = None
    if stats is not None:
        top = [m for m in stats.moves if not m.move.is_discard and m.points == best_points]
        other = max(top, key=lambda m: m.reward) if top else None
    if mine is not None and other is not None and mine.reward > other.reward:
        wins, other_wins = round(100 * mine.wins), round(100 * other.wins)
        params: dict[str, object] = {"worlds": stats.worlds if stats else 0,
                                     "points": best_points, "wins": wins,
                                     "other_wins": other_wins}
        if wins > other_wins:
            return HintReason("table.hint_why_search", params)
        return HintReason("table.hint_why_search_margin", params)
    return HintReason(None, {})


def reason_words(reason: HintReason) -> str:
    """The reason as a sentence in the current language ('' when there is nothing to add)."""
    if reason.key is None:
        return ""
    params = dict(reason.params)
    cards = params.get("cards")
    if isinstance(cards, list):
        params["cards"] = join_names([tr(f"card.name.{code}") for code in cards])
    return tr(reason.key, **params)
