"""A model of how a searching player picks its move, fitted to its play (docs/ai.md, issue 31).

The belief (`beliefs.py`) weighs a dealt world by how likely the opponents'
moves were there. Its own model is the softmax of the game's easy values,
which predicts a searching player barely better than chance. `MoveModel` is
a conditional logit instead: the probability of a move is the softmax, over
the legal moves, of a weighted sum of the move's features, and the weights are
fitted by maximum likelihood (`fit`) to the moves a bot actually chose with
its hand known (self-play labels, `benchmarks/opponent_fit.py`).

The features (`move_features`) are generic, from the values by which the
hard search orders its root (`policy.root_values` of the mover's own
observation: with progressive widening a move far down that order is seldom
even tried), plus what the game's policy adds about the move itself
(`SearchPolicy.move_features`: its kind, the cards it spends). Pure Python:
the package has no numerical library among its dependencies.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from astromagie.ai.policy import SearchPolicy
from astromagie.host.game import GameState

Vector = tuple[float, ...]
# One labelled decision: the features of each legal move and the index of the move played.
Decision = tuple[Sequence[Vector], int]

# The rank buckets of a move in the root's order (the best is the reference): the hard
# search at a few hundred iterations looks at about 2 + sqrt(visits) of its moves.
RANK_EDGES: tuple[int, ...] = (1, 2, 3, 6, 12, 19)
GENERIC: tuple[str, ...] = (
    "gap",  # value minus the best legal value
    "gap*log(n)",  # the gap weighs more or less among many moves
    "gap/spread",  # the gap in units of the values' spread
    *(f"rank>={edge}" for edge in RANK_EDGES),
)


def generic_features(values: Sequence[float]) -> list[Vector]:
    """Each move's generic features, from the values of all legal moves (see `GENERIC`)."""
    n = len(values)
    top = max(values)
    mean = sum(values) / n
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / n) + 0.1
    log_n = math.log(n)
    order = sorted(range(n), key=lambda i: -values[i])
    rank = [0] * n
    for r, i in enumerate(order):
        rank[i] = r
    out: list[Vector] = []
    for v, r in zip(values, rank, strict=True):
        gap = v - top
        out.append((gap, gap * log_n, gap / spread,
                    *(1.0 if r >= edge else 0.0 for edge in RANK_EDGES)))
    return out


def move_features(policy: SearchPolicy[Any], state: GameState,
                  legal: Sequence[Any]) -> list[Vector]:
    """The features of each of `legal` for the player to move in `state`: the generic
    ones, from the root values of that player's own observation, then the game's."""
    obs = state.observation(state.current_player)
    values = policy.root_values(obs, legal)
    return [g + policy.move_features(state, m)
            for g, m in zip(generic_features(values), legal, strict=True)]


def feature_names(policy: SearchPolicy[Any]) -> tuple[str, ...]:
    return GENERIC + tuple(policy.move_feature_names)


def softmax(weights: Sequence[float], features: Sequence[Vector]) -> list[float]:
    """The conditional logit's probabilities of the moves with these features."""
    scores = [sum(w * x for w, x in zip(weights, f, strict=True)) for f in features]
    top = max(scores)
    exps = [math.exp(max(-50.0, s - top)) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


@dataclass(frozen=True)
class MoveModel:
    """Fitted weights over named features, and the share of a uniform choice mixed in
    (`epsilon`) so that no move is impossible: a world is never ruled out by the model."""

    names: tuple[str, ...]
    weights: tuple[float, ...]
    epsilon: float = 0.02

    def probabilities(self, policy: SearchPolicy[Any], state: GameState,
                      legal: Sequence[Any]) -> list[float]:
        """How likely the player to move in `state` is to choose each of `legal`."""
        n = len(legal)
        if n == 1:
            return [1.0]
        probs = softmax(self.weights, move_features(policy, state, legal))
        eps = self.epsilon
        return [(1.0 - eps) * p + eps / n for p in probs]

    def to_json(self) -> dict[str, Any]:
        return {"features": list(self.names), "weights": list(self.weights),
                "epsilon": self.epsilon}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MoveModel:
        names = tuple(str(x) for x in data["features"])
        weights = tuple(float(x) for x in data["weights"])
        if len(names) != len(weights):
            raise ValueError(f"{len(names)} features but {len(weights)} weights")
        return cls(names, weights, float(data.get("epsilon", 0.02)))

    @classmethod
    def load(cls, path: Path) -> MoveModel:
        return cls.from_json(json.loads(path.read_text(encoding="utf-8")))

    def check(self, policy: SearchPolicy[Any]) -> None:
        """ValueError unless the model was fitted to this policy's features."""
        if self.names != feature_names(policy):
            raise ValueError(f"the model's features {self.names} are not the policy's "
                             f"{feature_names(policy)}")


def log_likelihood(weights: Sequence[float], decisions: Sequence[Decision],
                   epsilon: float = 0.0) -> float:
    """The summed log-probability of the moves played, with `epsilon` of a uniform choice."""
    total = 0.0
    for features, at in decisions:
        p = softmax(weights, features)[at]
        total += math.log((1.0 - epsilon) * p + epsilon / len(features))
    return total


def fit(decisions: Sequence[Decision], l2: float = 1.0, steps: int = 50,
        tolerance: float = 1e-7) -> list[float]:
    """The maximum-likelihood weights of the conditional logit, with a small ridge `l2`.

    Newton's method on the concave log-likelihood (the Hessian is minus the
    probability-weighted covariance of the features within each decision),
    each step halved until the penalized likelihood rises.
    """
    k = len(decisions[0][0][0])
    w = [0.0] * k

    def objective(ws: Sequence[float]) -> float:
        return log_likelihood(ws, decisions) - 0.5 * l2 * sum(x * x for x in ws)

    current = objective(w)
    for _ in range(steps):
        grad = [-l2 * x for x in w]
        hess = [[-l2 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for features, at in decisions:
            probs = softmax(w, features)
            mean = [0.0] * k
            for p, f in zip(probs, features, strict=True):
                for i in range(k):
                    mean[i] += p * f[i]
            chosen = features[at]
            for i in range(k):
                grad[i] += chosen[i] - mean[i]
            for p, f in zip(probs, features, strict=True):
                d = [f[i] - mean[i] for i in range(k)]
                for i in range(k):
                    pdi = p * d[i]
                    if pdi:
                        row = hess[i]
                        for j in range(k):
                            row[j] -= pdi * d[j]
        step = solve([[-x for x in row] for row in hess], grad)
        scale = 1.0
        while True:
            trial = [x + scale * s for x, s in zip(w, step, strict=True)]
            value = objective(trial)
            if value >= current or scale < 1e-6:
                break
            scale /= 2
        done = value - current < tolerance * max(1.0, abs(current))
        w, current = trial, value
        if done:
            break
    return w


def solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """x with matrix @ x = rhs (Gaussian elimination with partial pivoting)."""
    n = len(rhs)
    a = [row[:] + [b] for row, b in zip(matrix, rhs, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        head = a[col][col]
        if abs(head) < 1e-12:
            continue
        for r in range(col + 1, n):
            factor = a[r][col] / head
            if factor:
                for c in range(col, n + 1):
                    a[r][c] -= factor * a[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        head = a[r][r]
        if abs(head) < 1e-12:
            continue
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / head
    return x
