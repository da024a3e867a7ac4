"""Fit Astromagie's estimate of an unfinished game to games of the rollout policy (issue 31).

The hard bot cuts its rollouts 16 turns from the root and judges the position
with `policy.estimate`: a softmax of the scores (the row's leader counted with a
share of its points) whose scale grows with the square root of the cards left.
Its settings were a first guess. This script plays two-seat games with the
rollout policy (the heuristic's best move, a random one in ten), cuts each at a
random turn, notes the position's terms from one seat's side and finishes the
game with the same policy; then it fits, by maximum likelihood (Newton's
method, pure Python), the logistic of

    z = a * diff / s + b * row / s,   s = sqrt(R / 2) + 0.35

(diff: the seat's score minus the other's; row: the row's points, + when the
seat leads it, - when the other does; R: cards in hands and pile). That is the
shipped estimate's own form for two seats, so the fit gives its settings:
scale 1/a, offset 0.35/a, row share b/a (`policy.CALIBRATED`). It prints both
estimates' log loss on games it did not fit (a held-out set from the next
seed) and their calibration.

It also fits a wider model (whose turn it is, the zodiac cards in the hands,
the terms over R + 1) to show what more inputs would predict; that model played
worse (docs/ai.md, issue 31).

    python3 benchmarks/value_fit.py [--games 4000] [--seed 1] [--quick]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import QUICK_HELP, describe, figure  # noqa: E402

from astromagie.games.astromagie.engine import Game  # noqa: E402
from astromagie.games.astromagie.engine.cards import KIND_OF, ZODIAC  # noqa: E402
from astromagie.games.astromagie.engine.rules import row_points  # noqa: E402
from astromagie.games.astromagie.heuristic import DEFAULT_ODDS  # noqa: E402
from astromagie.games.astromagie.policy import (  # noqa: E402
    CALIBRATED,
    Calibration,
    estimate,
    policy_move,
)

Sample = tuple[list[float], Game, float]  # the wide terms, the cut position (seat 0's side), result


def terms(g: Game, me: int) -> list[float]:
    """The wide model's inputs from `me`'s side; the first two are the estimate's form."""
    other = 1 - me
    diff = g.scores[me] - g.scores[other]
    row = 0.0
    if g.leader >= 0:
        s1, s2, s3, s4 = g.row()
        points = row_points(s1, s2, s3, s4, g.variants.modern_rulers)
        row = points if g.leader == me else -points
    remaining = g.pile_count + g.hand_count(0) + g.hand_count(1)
    s = math.sqrt(remaining / 2) + 0.35
    turn = 1.0 if g.current_player == me else -1.0
    zodiac = (sum(KIND_OF[c] is ZODIAC for c in g.hand(me))
              - sum(KIND_OF[c] is ZODIAC for c in g.hand(other)))
    return [diff / s, row / s, turn / s, zodiac / s, diff / (remaining + 1), row / (remaining + 1)]


def sample(games: int, seed: int) -> list[tuple[list[float], float, float, float]]:
    """(terms, shipped estimate, calibrated estimate, result) for seat `me` of each cut game."""
    rng = random.Random(seed)
    out = []
    shipped, fitted = Calibration(), CALIBRATED
    for _ in range(games):
        g = Game.new(2, rng.getrandbits(48))
        cut = rng.randrange(5, 60)
        turn = 0
        while not g.is_over() and turn < cut:
            g.apply(policy_move(g, rng, 0.1, DEFAULT_ODDS), checked=False)
            turn += 1
        if g.is_over():
            continue
        me = rng.randrange(2)
        x = terms(g, me)
        old = estimate(g, shipped.scale, shipped.offset, shipped.row_share)[me]
        new = estimate(g, fitted.scale, fitted.offset, fitted.row_share)[me]
        while not g.is_over():
            g.apply(policy_move(g, rng, 0.1, DEFAULT_ODDS), checked=False)
        winners = g.winners()
        out.append((x, old, new, 1.0 / len(winners) if me in winners else 0.0))
    return out


def sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit(data: Sequence[tuple[list[float], float]], k: int, rounds: int = 25,
        ridge: float = 1e-3) -> list[float]:
    """Logistic regression on the first `k` terms (Newton's method, a little ridge)."""
    w = [0.0] * k
    for _ in range(rounds):
        grad = [ridge * v for v in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in data:
            p = sigmoid(sum(a * b for a, b in zip(w, x[:k], strict=True)))
            for i in range(k):
                grad[i] += (p - y) * x[i]
                for j in range(k):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gauss-Jordan with partial pivoting; a is small and positive definite)."""
    k = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(k):
        pivot = max(range(c, k), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(k):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [u - f * v for u, v in zip(m[r], m[c], strict=True)]
    return [m[i][k] / m[i][i] for i in range(k)]


def log_loss(pairs: Sequence[tuple[float, float]]) -> float:
    total = 0.0
    for p, y in pairs:
        p = min(max(p, 1e-6), 1 - 1e-6)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(pairs)


def model(w: list[float]) -> Callable[[list[float]], float]:
    return lambda x: sigmoid(sum(a * b for a, b in zip(w, x[:len(w)], strict=True)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000, help="games to fit (held out: half)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args()
    games = 60 if args.quick else args.games
    print(f"machine: {describe()}")
    train = sample(games, args.seed)
    test = sample(games // 2, args.seed + 1)
    print(f"positions: {len(train)} fitted, {len(test)} held out")
    a, b = fit([(x, y) for x, _, _, y in train], 2)
    print(f"fitted: z = {a:.3f} diff/s + {b:.3f} row/s -> Calibration(scale={1 / a:.3f}, "
          f"offset={0.35 / a:.3f}, row_share={b / a:.3f})")
    wide = fit([(x, y) for x, _, _, y in train], 6)
    two, six = model([a, b]), model(wide)
    print("wide model: " + ", ".join(f"{v:.3f}" for v in wide))
    rows = [
        ("shipped estimate (first guess)", log_loss([(o, y) for _, o, _, y in test])),
        ("calibrated estimate (policy.CALIBRATED)", log_loss([(n, y) for _, _, n, y in test])),
        ("this run's fit, raw (no 0.05 + 0.9 p)", log_loss([(two(x), y) for x, _, _, y in test])),
        ("wide model, raw", log_loss([(six(x), y) for x, _, _, y in test])),
        ("a coin", math.log(2)),
    ]
    for name, value in rows:
        print(f"log loss on held-out games, {name:<42} {value:.4f}")
    figure("held-out log loss of the calibrated estimate", rows[1][1], "nats")


if __name__ == "__main__":
    main()
