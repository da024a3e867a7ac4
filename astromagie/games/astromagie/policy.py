"""Astromagie's judgement for the shared bots: the heuristic, the rollout, the estimate.

The heuristic (`heuristic.score_moves`) values a move from the mover's hand,
the row, the top pair, who leads and how many opponents still hold cards. The
rollout plays its best move (a random one with probability epsilon), inline
for speed: it is most of what the hard bot spends its time on. The hint's reason
is reason.py's.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from astromagie.ai.policy import SearchPolicy
from astromagie.ai.worlds import adopt_hands

from .engine import Game, Move, Observation
from .engine.rules import row_points
from .heuristic import (
    DEFAULT_ODDS,
    DEFAULT_WEIGHTS,
    Odds,
    Weights,
    keep_values,
    odds_from_unseen,
    score_moves,
)
from .reason import compare_reason, move_reason


def heuristic_values(obs: Observation, moves: Sequence[Move],
                     w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """The heuristic's value of each of `moves` for the seat of `obs`.

    The odds that a row is taken over come from the cards this seat has not seen.
    """
    others = [k for s, k in enumerate(obs.hand_counts) if s != obs.seat and k]
    mean_hand = sum(others) / len(others) if others else 0.0
    odds = odds_from_unseen(obs.unseen(), mean_hand)
    top = obs.top[0] if obs.top else 0
    return score_moves(moves, obs.hand, obs.slots, top, obs.leader >= 0, len(others), odds,
                       obs.variants.modern_rulers, w)


def policy_move(g: Game, rng: random.Random, epsilon: float, odds: Odds) -> Move:
    """The rollout policy: the heuristic's best move, or a random one with prob. epsilon."""
    moves = g.legal_moves()
    if len(moves) == 1 or rng.random() < epsilon:
        return moves[rng.randrange(len(moves))]
    seat = g.current_player
    counts = g.hand_counts()
    # The seats other than ours that still hold cards.
    opponents = len(counts) - counts.count(0) - (1 if counts[seat] else 0)
    top = g.top()
    values = score_moves(moves, g.hand(seat), g.row(), top[0] if top else 0, g.leader >= 0,
                         opponents, odds, g.variants.modern_rulers)
    return moves[values.index(max(values))]  # best_move(moves, values), in C: the first best


def rollout(g: Game, rng: random.Random, epsilon: float = 0.1, odds: Odds | None = None,
            turns: int | None = None) -> None:
    """Play `g` with the heuristic rollout policy to its end, or for at most `turns` turns."""
    odds = odds or DEFAULT_ODDS
    left = -1 if turns is None else turns
    while not g.is_over() and left != 0:
        g.apply(policy_move(g, rng, epsilon, odds), checked=False)
        left -= 1


def estimate(g: Game, scale: float = 1.45, offset: float = 0.5,
             row_share: float = 0.5) -> list[float]:
    """Chances to win a game that is not over, from the scores and what is left to play.

    The leader of the row is counted with `row_share` of its points. With R cards
    still in hands and pile, one seat's remaining points vary by about
    sqrt(3.3 R / n) (about R/9 tricks of mean square ~30 points, shared by n);
    a softmax of the scores with a scale `offset + scale * sqrt(R / n)` (the
    defaults: x0.8, the logistic that matches a normal difference) stands in for
    the win probabilities. `CALIBRATED` holds the settings fitted to games
    (`benchmarks/value_fit.py`).
    """
    scores = [float(s) for s in g.scores]
    if g.leader >= 0:
        s1, s2, s3, s4 = g.row()
        scores[g.leader] += row_share * row_points(s1, s2, s3, s4, g.variants.modern_rulers)
    n = g.num_players
    remaining = g.pile_count + sum(g.hand_count(s) for s in range(n))
    tau = offset + scale * math.sqrt(remaining / n)
    top = max(scores)
    weights = [math.exp((s - top) / tau) for s in scores]
    total = sum(weights)
    return [0.05 + 0.9 * w / total for w in weights]


@dataclass(frozen=True)
class Calibration:
    """`estimate`'s settings: the softmax's scale and offset, the leader's share of the row."""

    scale: float = 1.45
    offset: float = 0.5
    row_share: float = 0.5


# Fitted by `benchmarks/value_fit.py --seed 1` (maximum likelihood, two seats, the
# rollout policy's own games): a softmax a third wider than the first guess, the
# row counted with about 0.38 of its points.
CALIBRATED = Calibration(scale=1.935, offset=0.677, row_share=0.378)


class AstromagiePolicy(SearchPolicy[Game]):
    """The shared search's view of Astromagie (every move is public)."""

    all_moves_public = True
    # The hard search reaches about 5,000 iterations a second before the late game on the
    # reference machine (docs/ai.md): its work in the app's one second.
    app_iterations = 5000
    # The fitted opponent model's view of a move (move_features).
    move_feature_names = ("discard", "cards spent", "keep spent", "aspect placed")

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS, odds: Odds = DEFAULT_ODDS,
                 calibration: Calibration = Calibration()):
        self.weights = weights
        self.odds = odds
        self.calibration = calibration

    def adopt_holdings(self, base: Game, seat: int, source: Game,
                       rng: random.Random) -> Game | None:
        n = base.num_players
        held = [None if s == seat else source.hand(s) for s in range(n)]
        dealt = adopt_hands(seat, [base.hand(s) for s in range(n)], base.pile_codes(), held, rng)
        return None if dealt is None else base.with_hidden(*dealt)

    def move_values(self, state: Game, moves: Sequence[Move]) -> list[float]:
        g = state
        seat = g.current_player
        opp = sum(1 for s in range(g.num_players) if s != seat and g.hand_count(s))
        top = g.top()
        return score_moves(moves, g.hand(seat), g.row(), top[0] if top else 0, g.leader >= 0,
                           opp, self.odds, g.variants.modern_rulers, self.weights)

    def move_features(self, state: Game, move: Move) -> tuple[float, ...]:
        """A discard or a play, how many cards it spends, what keeping them was worth (the
        heuristic's keep values in the mover's hand), whether it lays an aspect on the row."""
        keep = keep_values(state.hand(state.current_player))
        codes = move.codes
        return (1.0 if move.is_discard else 0.0, float(len(codes)),
                sum(keep[c] for c in codes),
                1.0 if any(pos >= 5 for pos, _ in move.placements) else 0.0)

    def root_values(self, obs: Observation, moves: Sequence[Move]) -> list[float]:
        return heuristic_values(obs, moves, self.weights)

    def rollout(self, state: Game, rng: random.Random, epsilon: float,
                turns: int | None) -> None:
        rollout(state, rng, epsilon, self.odds, turns)

    def estimate(self, state: Game) -> list[float]:
        c = self.calibration
        return estimate(state, c.scale, c.offset, c.row_share)

    def reason(self, state: Game, move: Move) -> tuple[str, dict[str, object]]:
        """The text key (under `astromagie.`) saying why a move is good, true for this
        position (reason.py): what it scores, that it takes the trick, its safety."""
        return move_reason(state, move)

    def same_move(self, a: Move, b: Move) -> bool:
        """The same cards on the same positions, in whatever order they were laid."""
        return a.discard == b.discard and sorted(a.placements) == sorted(b.placements)

    def compare(self, state: Game, played: Move, better: Move) -> tuple[str, dict[str, object]]:
        """The review's one line (under `astromagie.`): why `better` beat `played` here."""
        return compare_reason(state, played, better)


POLICY = AstromagiePolicy()
# For measuring only (the level `hard-calibrated`): the search with the fitted estimate.
CALIBRATED_POLICY = AstromagiePolicy(calibration=CALIBRATED)
