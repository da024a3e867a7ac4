"""What a seat's cards are worth to the heuristic: the *potential* (shared by state and policy).

128 per Monad plus, per card in hand, its point value times a rank weight
that grows with the rank (1.00 for a Common up to 1.48 for a Quint); relatives
a little more (they are wild in trades). Trades, leaps and sensible buys raise
it, so its change is what a move is worth.
"""

from __future__ import annotations

from typing import Protocol

from .cards import MONAD_RANK, RANK_VALUE, VALUE


class Seats(Protocol):
    """What the potential reads of a state (a protocol, so this module needs no state)."""

    hands: list[list[int]]
    ident: list[int]
    monads: list[int]

RANK_WEIGHT = (0.0, 1.0, 1.12, 1.24, 1.36, 1.48, 1.6)
RELATIVE_WEIGHT = 1.1
W = tuple(VALUE[c] * RANK_WEIGHT[c // 6 + 1] for c in range(30))
MONAD_W = RANK_VALUE[MONAD_RANK] * RANK_WEIGHT[MONAD_RANK]


def card_worth(card: int, identity: int) -> float:
    """A card's share of the potential for a seat of `identity` colour."""
    if card >= 6 and card % 6 == identity:
        return W[card] * RELATIVE_WEIGHT
    return W[card]


def potential(state: Seats, seat: int) -> float:
    """The seat's Monads and hand, weighted toward higher ranks."""
    hand = state.hands[seat]
    idc = state.ident[seat]
    total = state.monads[seat] * MONAD_W
    for c in range(30):
        if hand[c]:
            total += card_worth(c, idc) * hand[c]
    return total
