"""The Solar Republic's judgement for the shared bots: move values, the rollout, the estimate.

A move's value is the change it makes to the mover's standing, in cards
(SR15 counts won cards minus cards in hand), weighted by whom it hurts:

- shedding a card is +1, a draw -1 (plus a little for the card's use later);
- a book is worth its size and the shed card, minus what the trump would
  still be worth in hand (so 3s, 4s and 5s are kept for big piles, and less
  so as the draw pile runs out);
- leaving a card on the pile risks giving the next player a book: the pile's
  size times the chance that player holds a trump for it (from the cards the
  mover cannot see); a 2 halves that risk, since its extra turn may take the
  pile back, and is worth a turn more;
- a steal moves up to 3 cards; a forced draw costs its victim up to 4 points.
  Cards taken from the best other seat count fully, from the others less;
- a move that empties the draw pile ends the game (SR14): it is worth a lot
  if the mover then wins and costs a lot if not; while the draw pile is short
  the leader likes to shorten it and the others do not.

`rollout` plays the same values with a fixed trump chance per hand size (no
counting of unseen cards), inline, because it is most of the hard bot's time.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from astromagie.ai.policy import SearchPolicy

from .cards import SUIT
from .moves import DRAW, MOVE_INFO, Move
from .state import FORCED_DRAW, STEAL_SIZE, SolarState

KEEP = {3: 2.0, 4: 1.5, 5: 3.0}  # what a trump is worth in hand, by rank, early in the game
EXTRA_TURN = 1.0  # a 2's extra turn
DRAW_OPTION = 0.3  # a drawn card's use later, early in the game
END_WIN = 30.0  # ending the game as its (sole) winner
SHORTEN = 0.15  # per card the draw pile loses, for the leader (against, for the others)
OTHER_WEIGHT = 0.4  # a point taken from a seat that is not the best other
# The chance that a hand of h unseen cards holds a given trump kind, with the
# deck's average share of takers (the 3s, the 5s and one 4: 7 of 45 unseen cards).
_TAKER_SHARE = 7 / 45
TAKE_CHANCE = [1.0 - (1.0 - _TAKER_SHARE) ** h for h in range(60)]


class _Context:
    """What the player to move sees, worked out once per call."""

    __slots__ = ("p", "n", "scores", "best_other", "best_others", "ahead", "draw", "pile",
                 "top", "next_hand", "early", "unseen", "unseen_total")

    def __init__(self, g: SolarState, count_unseen: bool):
        p = g.current
        self.p = p
        self.n = g.n
        scores = g.scores
        self.scores = scores
        others = [s for i, s in enumerate(scores) if i != p]
        best = max(others)
        self.best_other = best
        self.best_others = [i for i, s in enumerate(scores) if i != p and s == best]
        self.ahead = scores[p] - best
        self.draw = len(g.draw)
        self.pile = len(g.pile)
        self.top = g.pile[-1] if g.pile else None
        self.next_hand = len(g.hands[(p + 1) % g.n])
        self.early = min(1.0, self.draw / 10.0)
        self.unseen: Counter[str] | None = None
        self.unseen_total = 0
        if count_unseen:
            unseen = Counter(g.draw)
            for s, h in enumerate(g.hands):
                if s != p:
                    unseen.update(h)
            self.unseen = unseen
            self.unseen_total = sum(unseen.values())

    def take_chance(self, new_top: str) -> float:
        """The chance that the next player can take a pile topped by `new_top`."""
        h = self.next_hand
        unseen = self.unseen
        if unseen is None:
            return TAKE_CHANCE[h] if h < 60 else 1.0
        total = self.unseen_total
        if total <= 0 or h <= 0:
            return 0.0
        takers = unseen["SO3"] + unseen["SO5"] + unseen[SUIT[new_top] + "4"]
        if takers <= 0:
            return 0.0
        miss = 1.0
        for i in range(min(h, total)):  # hypergeometric: no taker among h of the unseen
            miss *= max(0.0, (total - takers - i) / (total - i))
        return 1.0 - miss

    def weight(self, seat: int) -> float:
        """How much a point taken from `seat` helps the mover."""
        if seat in self.best_others:
            return 1.0 / len(self.best_others) if len(self.best_others) > 1 else 1.0
        return OTHER_WEIGHT


def _end_value(g: SolarState, move: Move) -> float:
    """The value of a move that ends the game: a win, a shared win or a loss."""
    after = g.clone()
    after.apply(move, checked=False)
    scores = after.scores
    p = g.current
    best = max(scores)
    if scores[p] < best:
        return -END_WIN + (scores[p] - best) * 0.1
    tied = scores.count(best)
    return END_WIN / tied + 0.1 * (scores[p] - max(s for i, s in enumerate(scores) if i != p))


def _value(g: SolarState, ctx: _Context, move: Move) -> float:
    """The mover's liking of one legal move (see the module's docstring)."""
    shorten = SHORTEN if ctx.ahead > 0 else -SHORTEN
    if move == DRAW:
        if ctx.draw == 1:
            return _end_value(g, move)
        return -1.0 + DRAW_OPTION * ctx.early + shorten
    code, rank, suit, kind, target = MOVE_INFO[move]
    top = ctx.top
    value = 1.0
    if top is not None and (rank == 3 or rank == 5 or (rank == 4 and SUIT[top] == suit)):
        value += ctx.pile + 1 - KEEP[rank] * ctx.early
    else:
        if rank >= 3:
            value -= KEEP[rank] * ctx.early
        risk = ctx.take_chance(code) * (ctx.pile + 2)
        if rank == 2:
            value += EXTRA_TURN - 0.5 * risk
        else:
            value -= risk
    if kind == "S":
        taken = min(STEAL_SIZE, len(g.won[target]))
        value += taken * (1.0 + ctx.weight(target))
    elif kind == "F":
        drawn = min(FORCED_DRAW, ctx.draw)
        if drawn == ctx.draw:
            return _end_value(g, move)
        if target == ctx.p:
            value -= drawn * (1.0 - DRAW_OPTION * ctx.early)
        else:
            value += drawn * ctx.weight(target)
        value += shorten * drawn
    return value


def move_values(g: SolarState, moves: Sequence[Move], count_unseen: bool = True) -> list[float]:
    """The heuristic value of each of `moves` for the player to move in `g`."""
    ctx = _Context(g, count_unseen)
    return [_value(g, ctx, m) for m in moves]


def estimate(g: SolarState) -> list[float]:
    """Chances to win a game that is not over: a softmax of the scores.

    Its scale grows with the cards still to be drawn (each turn moves a few
    points; a long game leaves the lead open).
    """
    scores = g.scores
    tau = 1.5 + 0.9 * math.sqrt(len(g.draw))
    top = max(scores)
    weights = [math.exp((s - top) / tau) for s in scores]
    total = sum(weights)
    return [0.05 + 0.9 * w / total for w in weights]


def rollout(g: SolarState, rng: random.Random, epsilon: float, turns: int | None) -> None:
    """Play `g` on with the heuristic (a random move with prob. `epsilon`), search path."""
    left = -1 if turns is None else turns
    while left != 0 and g.current >= 0:
        moves = g.legal_moves()
        if len(moves) == 1 or rng.random() < epsilon:
            move = moves[rng.randrange(len(moves))]
        else:
            ctx = _Context(g, False)
            best = -1e9
            move = moves[0]
            for m in moves:
                v = _value(g, ctx, m)
                if v > best:
                    best = v
                    move = m
        g.apply(move, checked=False)
        left -= 1


def reason(g: SolarState, move: Move) -> tuple[str, dict[str, object]]:
    """Why a move is good, as a hint key (`hint.*`) and its parameters."""
    if move == DRAW:
        if len(g.draw) == 1:
            return "hint.ends_game", {}
        return "hint.draws", {}
    code, rank, suit, kind, target = MOVE_INFO[move]
    top = g.pile[-1] if g.pile else None
    if kind == "F" and min(FORCED_DRAW, len(g.draw)) == len(g.draw):
        return "hint.ends_game", {"card": code}
    if top is not None and (rank == 3 or rank == 5 or (rank == 4 and SUIT[top] == suit)):
        return "hint.takes_book", {"card": code, "cards": len(g.pile) + 1}
    if kind == "S":
        return "hint.steals", {"card": code, "seat": target,
                               "cards": min(STEAL_SIZE, len(g.won[target]))}
    if kind == "F":
        return "hint.forces_draw", {"card": code, "seat": target}
    if rank == 2:
        return "hint.extra_turn", {"card": code}
    return "hint.sheds_card", {"card": code}


class SolarPolicy(SearchPolicy[SolarState]):
    """The shared search's view of The Solar Republic (every move is public)."""

    all_moves_public = True

    def move_values(self, state: SolarState, moves: Sequence[Any]) -> list[float]:
        return move_values(state, moves)

    def rollout(self, state: SolarState, rng: random.Random, epsilon: float,
                turns: int | None) -> None:
        rollout(state, rng, epsilon, turns)

    def estimate(self, state: SolarState) -> list[float]:
        return estimate(state)

    def reason(self, state: SolarState, move: Any) -> tuple[str, dict[str, object]]:
        return reason(state, move)


POLICY = SolarPolicy()
