"""What a seat's cards are worth to the heuristic: the *potential* (shared by state and policy).

128 per Monad plus, per card in hand, its point value times a rank weight
that grows with the rank (1.00 for a Common up to 1.48 for a Quint); relatives
a little more (they are wild in trades), plus a *set* term for the Commons'
different colours (`LEAP_SET`): 4, 5 or 6 colours leap to a Tri, Quad or Quint
(MO16), by far the cheapest way up, so a seat that keeps one Common of every
colour instead of trading or paying them away climbs faster. Trades, leaps and
sensible buys raise it, so its change is what a move is worth.
"""

from __future__ import annotations

from typing import Protocol

from .cards import MONAD_RANK, RANK_VALUE, VALUE


class Seats(Protocol):
    """What the potential reads of a state (a protocol, so this module needs no state)."""

    hands: list[list[int]]
    ident: list[int]
    monads: list[int]

RANK_WEIGHT = (0.0, 1.0, 1.12, 1.24, 1.36, 1.48, 2.0)
RELATIVE_WEIGHT = 1.1
W = tuple(VALUE[c] * RANK_WEIGHT[c // 6 + 1] for c in range(30))
MONAD_W = RANK_VALUE[MONAD_RANK] * RANK_WEIGHT[MONAD_RANK]
# By the number of Commons' colours in hand: a share of what the leap they prepare
# gains (4 Commons -> Tri 7, 5 -> Quad 16, 6 -> Quint 36), less than all of it
# since a leap also needs an action first and its column stocked.
LEAP_SET = (0.0, 0.0, 0.0, 0.3, 3.0, 10.0, 30.0)


def colours_held(hand: list[int]) -> int:
    """How many of the six colours the hand holds a Common of."""
    return (hand[0] > 0) + (hand[1] > 0) + (hand[2] > 0) + (hand[3] > 0) + (hand[4] > 0) \
        + (hand[5] > 0)


def card_worth(card: int, identity: int) -> float:
    """A card's share of the potential for a seat of `identity` colour."""
    if card >= 6 and card % 6 == identity:
        return W[card] * RELATIVE_WEIGHT
    return W[card]


def potential(state: Seats, seat: int) -> float:
    """The seat's Monads and hand, weighted toward higher ranks."""
    hand = state.hands[seat]
    idc = state.ident[seat]
    total = state.monads[seat] * MONAD_W + LEAP_SET[colours_held(hand)]
    for c in range(30):
        if hand[c]:
            total += card_worth(c, idc) * hand[c]
    return total
