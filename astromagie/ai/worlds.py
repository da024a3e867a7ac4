"""Sampled worlds: full `Game`s that agree with everything one seat can see.

The searching bots (medium, hard) never get the game state. From a seat's
`Observation` they build a `Game` (`Game.from_position`) whose public part
(row, pairs, discard pile, tricks, scores, whose turn, who leads) is exactly
the observed one and whose hidden part (the other hands and the draw pile)
is a deal of the seat's unseen cards (`Observation.unseen()`), respecting
`hand_counts` and `pile_count`; every further world comes from the engine's
`Game.resample_hidden`. In Astromagie every move is public and draws are
random, so every such deal is consistent with the history; uniform dealing
is the posterior without opponent modelling.
"""

from __future__ import annotations

import math
import random

from astromagie.engine import Game, Move, Observation
from astromagie.engine.rules import row_points

from .heuristic import DEFAULT_ODDS, Odds, score_moves


def world_game(obs: Observation) -> Game:
    """A Game with obs's public part and own hand; the unseen cards dealt in a fixed order."""
    hidden = sorted(obs.unseen().elements())
    hands: list[list[str]] = []
    at = 0
    for seat, count in enumerate(obs.hand_counts):
        if seat == obs.seat:
            hands.append(list(obs.hand))
        else:
            hands.append(hidden[at:at + count])
            at += count
    if len(hidden) - at != obs.pile_count:
        raise ValueError("observation is inconsistent: unseen cards do not match the counts")
    return Game.from_position(
        hands=hands, row=obs.slots, pairs=obs.pairs, pile=hidden[at:], discard=obs.discard,
        to_move=obs.to_move, scores=obs.scores, tricks=obs.tricks, leader=obs.leader,
        history=obs.history, variants=obs.variants)


class WorldSampler:
    """Deals the unseen cards of one observation again and again."""

    def __init__(self, obs: Observation):
        self.base = world_game(obs)
        self.seat = obs.seat

    def sample(self, rng: random.Random) -> Game:
        return self.base.resample_hidden(self.seat, rng)


def world_from_observation(obs: Observation, rng: random.Random) -> Game:
    """One sampled world for `obs` (see the module docstring)."""
    return WorldSampler(obs).sample(rng)


# --- playing a world out ---------------------------------------------------------

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


def win_shares(scores: list[int]) -> list[float]:
    """1 for the sole winner, 1/k for each of k tied winners, 0 otherwise (R16)."""
    best = max(scores)
    winners = [s == best for s in scores]
    share = 1.0 / sum(winners)
    return [share if w else 0.0 for w in winners]


def rewards(g: Game) -> list[float]:
    """What a world is worth to each seat: mostly the win, a little the margin.

    The margin term (points over the best other seat, squashed) breaks the many
    near-ties between rollouts without pulling far from the win share. A world
    that is not finished (a cut rollout) is judged by `estimate`.
    """
    if not g.is_over():
        return estimate(g)
    scores = g.scores
    shares = win_shares(scores)
    out = []
    for seat, s in enumerate(scores):
        other = max(x for i, x in enumerate(scores) if i != seat)
        margin = (s - other) / (abs(s - other) + 10.0)
        out.append(0.9 * shares[seat] + 0.05 * (margin + 1.0))
    return out


def estimate(g: Game) -> list[float]:
    """Chances to win a game that is not over, from the scores and what is left to play.

    The leader of the row is counted with half its points. With R cards still
    in hands and pile, one seat's remaining points vary by about
    sqrt(3.3 R / n) (about R/9 tricks of mean square ~30 points, shared by n);
    a softmax of the scores with that scale (x0.8, the logistic that matches a
    normal difference) stands in for the win probabilities.
    """
    scores = [float(s) for s in g.scores]
    if g.leader >= 0:
        s1, s2, s3, s4 = g.row()
        scores[g.leader] += 0.5 * row_points(s1, s2, s3, s4, g.variants.modern_rulers)
    n = g.num_players
    remaining = g.pile_count + sum(g.hand_count(s) for s in range(n))
    tau = 0.5 + 1.45 * math.sqrt(remaining / n)
    top = max(scores)
    weights = [math.exp((s - top) / tau) for s in scores]
    total = sum(weights)
    return [0.05 + 0.9 * w / total for w in weights]
