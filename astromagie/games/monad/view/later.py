"""The guided game's coach after its lessons: a short note at a few key moments, each once.

After the eleventh lesson the guided game ran some 40 turns, mostly "draw a card", with
no coach (pt15d 11). As Zahlenstreifen's coach speaks again when a majority changes
hands, Monad's speaks at the first of the person's turns when a Monad is in reach, when
another seat could take the goal's Monad next turn (the scoreboard says it from the
open table), or when the talon runs low. Each is said once: the first turn it holds,
found by replaying the game's own moves from its deal (the view keeps no memory, so
an undo or a resumed game says it again where it first holds). No note asks for a
move: the turn is the person's, the hint the bots' search.

Once the hand-over has stood its turns, the coach says how far the Monad is (pt17 5: the
game ran long after the lessons and nothing said where it was going): the shortcut the
last lesson taught, with the Quint it still needs and where that lies in its column, or
that none is left and a hand worth 80 buys one.
"""

from __future__ import annotations

from collections.abc import Iterator

from astromagie.kit.view import Coaching

from ..cards import CODES, IS_WARM, hand_points
from ..public import monad_in_reach, threats
from ..state import MonadState
from .words import phrase, text_of

TALON_LOW = 3  # cards left in the talon when the flip is worth a word
# the moments in the order one is said when several first hold at one turn
MOMENTS = ("monad", "threat", "shortcut", "talon")
ZONES = {"monad": ("monad",), "threat": (), "shortcut": ("col:5",), "talon": ("talon",)}
# the person's turns after the lessons at which the way to the Monad is said: the first
# after the kit's hand-over card (three turns) has been read
WAY_TURN = 3


def holds(state: MonadState, seat: int, moment: str) -> bool:
    """Whether `moment` holds at `state`, `seat`'s turn about to begin."""
    if moment == "monad":
        return monad_in_reach(state.hands[seat], state.ident[seat])
    if moment == "threat":
        return bool(threats(state, seat))
    if moment == "shortcut":  # the Quint the person's shortcut needs came to the front
        return shortcut_front(state, seat)
    return 0 < len(state.talon) <= TALON_LOW and bool(state.discard)


def turn_starts(state: MonadState, seat: int) -> Iterator[MonadState]:
    """Each position before this one at which `seat`'s turn began, replayed from the
    deal (the state's own deck and first player: the same game)."""
    replay = MonadState.deal(state.n, state.first, state.deck, state.goal)
    for move in state.history:
        if replay.current_player == seat and not replay.acted and not replay.target:
            yield replay
        replay.apply(move, checked=False)


def later_note(state: MonadState, seat: int, turn: int = 0) -> Coaching:
    """The note for this turn (no move asked), or an empty one; `turn` counts the
    person's turns since the lessons (0: the first). A Monad in reach or a threat comes
    first; then, at `WAY_TURN`, the way to the Monad."""
    now = [m for m in MOMENTS if holds(state, seat, m)]
    if turn == WAY_TURN and not [m for m in now if m in ("monad", "threat")]:
        return way_note(state, seat)
    if not now:
        return Coaching("")
    for before in turn_starts(state, seat):
        now = [m for m in now if not holds(before, seat, m)]
        if not now:
            return Coaching("")
    moment = now[0]
    key = f"coach.later_{moment}"
    if moment == "shortcut":  # German declines the temperature: a sentence for each
        key += "_warm" if IS_WARM[state.ident[seat]] else "_cool"
    return Coaching(text_of(key, stem=text_of(f"stem.{'ROYPBG'[state.ident[seat]]}")),
                    zones=ZONES[moment],
                    short=text_of(f"coach.later_{moment}_short"))


def holds_relative(state: MonadState, seat: int) -> bool:
    """Whether `seat` holds a relative: a Bi to Quint of its identity colour (MO13)."""
    return any(state.hands[seat][c] for c in range(6, 30) if c % 6 == state.ident[seat])


def shortcut_front(state: MonadState, seat: int) -> bool:
    """Whether the Quint column's front card is one `seat`'s shortcut needs (the other
    temperature than its identity) while it holds a relative and no Monad is in reach:
    one buy or trade, then the shortcut (pt17 5: steer to a quick win where it is)."""
    column = state.cols[5]
    return (bool(column) and IS_WARM[column[0]] != IS_WARM[state.ident[seat]]
            and holds_relative(state, seat)
            and not monad_in_reach(state.hands[seat], state.ident[seat]))


def way_note(state: MonadState, seat: int) -> Coaching:
    """How far the Monad is, by the shortcut (MO13): a relative with a Quint of the other
    temperature. With a relative held, the nearest such Quint in its column and what
    comes before it; else the relative still to get, or a hand worth 80 (MO15)."""
    identity = state.ident[seat]
    hand = state.hands[seat]
    warmth = "warm" if IS_WARM[identity] else "cool"
    stem = text_of(f"stem.{'ROYPBG'[identity]}")
    points = hand_points(hand)
    if not holds_relative(state, seat):
        return Coaching(text_of(f"coach.later_way_far_{warmth}", stem=stem, points=points),
                        zones=(), short=text_of("coach.later_way_short"))
    column = state.cols[5]
    wanted = [i for i, card in enumerate(column) if IS_WARM[card] != IS_WARM[identity]]
    if not wanted:
        where = text_of("coach.later_quint_none", points=points)
    elif wanted[0] == 0:
        where = text_of("coach.later_quint_front", card_the=phrase(CODES[column[0]], "the"))
    else:
        where = text_of("coach.later_quint_behind", count=wanted[0],
                        card_the=phrase(CODES[column[wanted[0]]], "the"))
    return Coaching(text_of(f"coach.later_way_{warmth}", stem=stem) + "\n"
                    + where[:1].upper() + where[1:],  # it may open with a card's "the"
                    zones=("col:5",), short=text_of("coach.later_way_short"))
