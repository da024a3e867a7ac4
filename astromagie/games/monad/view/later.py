"""The guided game's coach after its lessons: a short note at a few key moments, each once.

After the eleventh lesson the guided game ran some 40 turns, mostly "draw a card", with
no coach (pt15d 11). As Zahlenstreifen's coach speaks again when a majority changes
hands, Monad's speaks at the first of the person's turns when a Monad is in reach, when
another seat could take the goal's Monad next turn (the scoreboard says it from the
open table), or when the talon runs low. Each is said once: the first turn it holds,
found by replaying the game's own moves from its deal (the view keeps no memory, so
an undo or a resumed game says it again where it first holds). No note asks for a
move: the turn is the person's, the hint the bots' search.
"""

from __future__ import annotations

from collections.abc import Iterator

from astromagie.kit.view import Coaching

from ..public import monad_in_reach, threats
from ..state import MonadState
from .words import text_of

TALON_LOW = 3  # cards left in the talon when the flip is worth a word
# the moments in the order one is said when several first hold at one turn
MOMENTS = ("monad", "threat", "talon")
ZONES = {"monad": ("monad",), "threat": (), "talon": ("talon",)}


def holds(state: MonadState, seat: int, moment: str) -> bool:
    """Whether `moment` holds at `state`, `seat`'s turn about to begin."""
    if moment == "monad":
        return monad_in_reach(state.hands[seat], state.ident[seat])
    if moment == "threat":
        return bool(threats(state, seat))
    return 0 < len(state.talon) <= TALON_LOW and bool(state.discard)


def turn_starts(state: MonadState, seat: int) -> Iterator[MonadState]:
    """Each position before this one at which `seat`'s turn began, replayed from the
    deal (the state's own deck and first player: the same game)."""
    replay = MonadState.deal(state.n, state.first, state.deck, state.goal)
    for move in state.history:
        if replay.current_player == seat and not replay.acted and not replay.target:
            yield replay
        replay.apply(move, checked=False)


def later_note(state: MonadState, seat: int) -> Coaching:
    """The note for this turn (no move asked), or an empty one."""
    now = [m for m in MOMENTS if holds(state, seat, m)]
    if not now:
        return Coaching("")
    for before in turn_starts(state, seat):
        now = [m for m in now if not holds(before, seat, m)]
        if not now:
            return Coaching("")
    moment = now[0]
    return Coaching(text_of(f"coach.later_{moment}"), zones=ZONES[moment],
                    short=text_of(f"coach.later_{moment}_short"))
