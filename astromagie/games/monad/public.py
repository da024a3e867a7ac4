"""What every player can tell of a seat's race from the open table (MO12, MO13, MO15).

Every card of rank Bi or higher comes from a column in the open (the talon holds Commons
only), and a hand's size is shown, so its Commons' points are known too: only which
colours those Commons are stays hidden, and nothing here reads them. The scoreboard's
seat lines and the hint's warning share these answers (pt15d 6: Orion won by the
shortcut from "Hand value 46/80", and nothing had said he was one card away).
"""

from __future__ import annotations

from .cards import IS_WARM, RANK_VALUE, hand_points
from .state import MonadState

QUINTS = range(24, 30)


def monad_in_reach(hand: list[int], identity: int = -1) -> bool:
    """Whether a hand can take a Monad on its own: lower cards worth its 80 points (MO15),
    a warm and a cool Quint to trade (MO12), or the shortcut: a relative (a Bi to Quad in
    the `identity` colour) with a Quint of the other temperature (MO13; pt11d 8: Orion
    took a Monad so from 59 points, and no line had said it was one move away). The
    bonus is left aside."""
    warm = any(hand[c] for c in QUINTS if IS_WARM[c])
    cool = any(hand[c] for c in QUINTS if not IS_WARM[c])
    relative = identity >= 0 and any(hand[c] for c in range(6, 24) if c % 6 == identity)
    shortcut = relative and (cool if IS_WARM[identity] else warm)
    return hand_points(hand) >= RANK_VALUE[6] or (warm and cool) or shortcut


def shortcut_open(state: MonadState, seat: int) -> bool:
    """Whether `seat` holds a Quint of the other temperature than its identity, so that
    any relative it gets (a Bi to Quint of its identity colour, still in a column) trades
    with it for a Monad (MO13): one buy or trade away. False once the Monad is in reach
    already (`monad_in_reach` says that)."""
    hand = state.hands[seat]
    identity = state.ident[seat]
    if monad_in_reach(hand, identity):
        return False
    if not any(hand[c] for c in QUINTS if IS_WARM[c] != IS_WARM[identity]):
        return False
    return any(card % 6 == identity for rank in range(2, 6) for card in state.cols[rank])


def quints_open(state: MonadState, seat: int) -> bool:
    """Whether `seat` holds a Quint while the Quint column's front card is one of the
    other temperature: a trade of two Quads or a buy brings it, and the two Quints trade
    for a Monad (MO12; pt19d 3: Vega won so, and only the relative's shortcut was ever
    flagged). The front card and a Quint held are both open (every Quint comes from the
    column in the open). False once the Monad is in reach already."""
    hand = state.hands[seat]
    if not state.cols[5] or monad_in_reach(hand, state.ident[seat]):
        return False
    front_warm = IS_WARM[state.cols[5][0]]
    return any(hand[c] for c in QUINTS if IS_WARM[c] != front_warm)


def quint_threats(state: MonadState, seat: int) -> list[int]:
    """The other seats one Monad short whose second Quint is the Quint column's front
    card (`quints_open`), and that `threats` does not name already. Apart from `threats`
    so that the bots' judgement, which reads `threats`, stays as it is; only the words
    (the hint's, the scoreboard's) say this threat."""
    named = threats(state, seat)
    return [other for other in range(state.n) if other != seat and other not in named
            and state.monads[other] + 1 >= state.goal and quints_open(state, other)]


def threats(state: MonadState, seat: int) -> list[int]:
    """The other seats that could reach the goal in their next turn, as the table shows
    them: one Monad short, and a Monad in reach or their shortcut open."""
    return [other for other in range(state.n) if other != seat
            and state.monads[other] + 1 >= state.goal
            and (monad_in_reach(state.hands[other], state.ident[other])
                 or shortcut_open(state, other))]


def shortcut_stop(state: MonadState, other: int) -> int | None:
    """The column (its rank) whose front card is the only relative of `other` in the
    columns while `other`'s shortcut is open: whoever takes that card first, by a trade or
    a buy into its column, closes the shortcut for a turn (pt16d 3: the warning stood for
    turns and nothing said what could answer it). None when the shortcut is not open, or
    more than one relative lies in the columns, or the only one lies behind another card:
    no single move stops it."""
    if not shortcut_open(state, other):
        return None
    identity = state.ident[other]
    found = [(rank, i) for rank in range(2, 6) for i, card in enumerate(state.cols[rank])
             if card % 6 == identity]
    if len(found) != 1 or found[0][1] != 0:
        return None
    return found[0][0]
