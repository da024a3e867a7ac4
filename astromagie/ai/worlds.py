"""Sampled worlds: full `Game`s that agree with everything one seat can see.

The searching bots (medium, hard) never get the game state. From a seat's
`Observation` they build a `Game` whose public part (row, pairs, discard pile,
tricks, scores, whose turn, who leads) is exactly the observed one and whose
hidden part (the other hands and the draw pile) is a random deal of the
seat's unseen cards (`Observation.unseen()`), respecting `hand_counts` and
`pile_count`. In Astromagie every move is public and draws are random, so
every such deal is consistent with the history; uniform dealing is the
posterior without opponent modelling.

This is the one place in ai/ that writes `Game` internals (its slots are
listed in engine/game.py). It only fills fields, never changes engine code:
`_world_game` below names each one.
"""

from __future__ import annotations

import math
import random

from astromagie.engine import Game, Observation
from astromagie.engine.cards import DECK

from .heuristic import VAL, Odds, best_move, row_points, score_moves

CODE = DECK  # uid -> code


def _uid_pools() -> dict[str, list[int]]:
    pools: dict[str, list[int]] = {}
    for uid, code in enumerate(DECK):
        pools.setdefault(code, []).append(uid)
    for pool in pools.values():
        pool.reverse()  # pop() hands out the lowest uid first: deterministic
    return pools


def _world_game(obs: Observation, take) -> tuple[Game, list[int]]:
    """A Game with obs's public part and own hand; other hands empty, pile empty.

    Returns it with the list of hidden uids (the unseen cards) still to deal.
    Fields, as in engine/game.py Game.__slots__: `deck` and `first_player` are
    only used by records, so they get placeholders (the full deck in canonical
    order, seat 0); `taken` gets the uids of the tricks' cards.
    """
    g = Game.__new__(Game)
    n = obs.num_players
    g.num_players = n
    g.variants = obs.variants
    g.deck = DECK
    g.first_player = 0
    hands: list[list[int]] = [[] for _ in range(n)]
    hands[obs.seat] = [take(c) for c in obs.hand]
    g.hands = hands
    g.pile = []
    g.discard = [take(c) for c in obs.discard]
    g.slots = [None if c is None else take(c) for c in obs.slots]
    g.pairs = [(take(a), take(p)) for a, p in obs.pairs]
    g.scores = list(obs.scores)
    g.tricks = list(obs.tricks)
    g.taken = [take(c) for t in obs.tricks for c in t.cards]
    g.to_move = obs.to_move
    g.leader = obs.leader
    g.history = list(obs.history)
    hidden = [take(c) for c, k in obs.unseen().items() for _ in range(k)]
    return g, hidden


class WorldSampler:
    """Deals the unseen cards of one observation again and again, cheaply."""

    def __init__(self, obs: Observation):
        pools = _uid_pools()
        self.base, self.hidden = _world_game(obs, lambda code: pools[code].pop())
        self.seat = obs.seat
        self.counts = [0 if s == obs.seat else k for s, k in enumerate(obs.hand_counts)]
        if sum(self.counts) + obs.pile_count != len(self.hidden):
            raise ValueError("observation is inconsistent: unseen cards do not match the counts")

    def sample(self, rng: random.Random) -> Game:
        g = self.base.clone()
        cards = self.hidden[:]
        rng.shuffle(cards)
        at = 0
        for seat, k in enumerate(self.counts):
            if k:
                g.hands[seat] = cards[at:at + k]
                at += k
        g.pile = cards[at:]
        return g


def world_from_observation(obs: Observation, rng: random.Random) -> Game:
    """One sampled world for `obs` (see the module docstring)."""
    return WorldSampler(obs).sample(rng)


# --- playing a world out ---------------------------------------------------------

def policy_move(g: Game, rng: random.Random, epsilon: float, odds: Odds):
    """The rollout policy: the heuristic's best move, or a random one with prob. epsilon."""
    moves = g.legal_moves()
    if len(moves) == 1 or rng.random() < epsilon:
        return moves[rng.randrange(len(moves))]
    seat = g.to_move
    hands = g.hands
    hand = [CODE[u] for u in hands[seat]]
    opponents = 0
    for s, h in enumerate(hands):
        if s != seat and h:
            opponents += 1
    top = VAL[CODE[g.pairs[-1][0]]] if g.pairs else 0
    values = score_moves(moves, hand, g.row(), top, g.leader >= 0, opponents, odds,
                         g.variants.modern_rulers)
    return best_move(moves, values)


def rollout(g: Game, rng: random.Random, epsilon: float = 0.1, odds: Odds | None = None,
            turns: int | None = None) -> None:
    """Play `g` with the heuristic rollout policy to its end, or for at most `turns` turns."""
    odds = odds or Odds()
    left = -1 if turns is None else turns
    while g.to_move >= 0 and left != 0:
        g._apply_checked(policy_move(g, rng, epsilon, odds))
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
    if g.to_move >= 0:
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
    remaining = len(g.pile) + sum(len(h) for h in g.hands)
    tau = 0.5 + 1.45 * math.sqrt(remaining / n)
    top = max(scores)
    weights = [math.exp((s - top) / tau) for s in scores]
    total = sum(weights)
    return [0.05 + 0.9 * w / total for w in weights]
