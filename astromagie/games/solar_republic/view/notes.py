"""The guided game's coach after its lessons: a note at the game's later moments, once each.

The seven lessons teach a turn each; the game then runs some fifty moves more (pt9c 2:
coaching stopped at "step 7 of 7" and never came back, and the game ended on the plain
results). The coach speaks again, asking no move (the hint is the bots' search then),
at three moments of the person's game: the first steal against them after the lessons,
the draw pile running low (what the end scores), and its last cards, which close the
first game with what it taught. Each note is worked out from the game's public moves,
replayed from its deal, so it comes at the first turn that shows its moment and in no
other, and a resumed game says it just the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from astromagie.kit.view import Coaching

from ..moves import DRAW, MOVE_INFO
from ..state import SolarState
from .names import NAMING
from .words import card_title, text_of

LOW_NOTE = 5  # the draw pile "runs low" for the note: a few turns left to act on it
LAST_NOTE = 2  # the last cards: the person's last turn, or nearly, to wrap the game up


@dataclass(frozen=True)
class Replayed:
    """The game since its deal as the person lived it: the draw pile's size at each of
    their turns (the state before their move) and the steals against them, each with the
    index of their turn it came before."""

    draw_at_turns: tuple[int, ...]
    steals: tuple[tuple[int, str], ...]  # (their turn it came before, the coach's words)


def replay(state: SolarState, seat: int) -> Replayed | None:
    """`state`'s game replayed from its deal, for `seat` (None: a game without its deal)."""
    deck = getattr(state, "deck", None)
    if deck is None:
        return None
    game = SolarState(deck, state.num_players, state.first_player)
    draws: list[int] = []
    steals: list[tuple[int, str]] = []
    for move in state.history:
        before, mover = game.clone(), game.current
        if mover == seat:
            draws.append(before.draw_count)
        game.apply(move, checked=False)
        info = MOVE_INFO[move] if move != DRAW else None
        if mover != seat and info is not None and info.kind == "S" and info.target == seat:
            stolen = len(before.won[seat]) - len(game.won[seat])
            if stolen > 0:
                who = (text_of("coach.who_opponent") if state.num_players == 2
                       else text_of("coach.who_seat", seat=mover + 1))
                card = card_title(NAMING.played(before, move, game.clone()))
                steals.append((len(draws), text_of(f"coach.stolen_{info.rank}", who=who,
                                                   card=card, stolen=stolen)))
    return Replayed(tuple(draws), tuple(steals))


def later(state: SolarState, seat: int, lessons: int) -> Coaching:
    """The coach's note before `seat`'s turn after the `lessons`, or no words: the last
    cards (with the wrap-up), else the draw pile running low (with the score), else the
    first steal against the person since the lessons."""
    if state.is_over() or state.current_player != seat:
        return Coaching("")
    past = replay(state, seat)
    if past is None:
        return Coaching("")
    turn = len(past.draw_at_turns)  # this turn's index among the person's
    left = state.draw_count
    earlier = past.draw_at_turns[lessons:]  # the draw pile at their turns since the lessons
    if 0 < left <= LAST_NOTE and all(n > LAST_NOTE for n in earlier):
        return Coaching(" ".join((text_of("coach.low", count=left), text_of("coach.wrap_up"))),
                        zones=("draw",), short=text_of("coach.last_short", count=left))
    if 0 < left <= LOW_NOTE and all(n > LOW_NOTE for n in earlier):
        return Coaching(" ".join((text_of("coach.low", count=left), text_of("coach.low_tip"))),
                        zones=("draw",), short=text_of("coach.low_short", count=left))
    since = [words for before, words in past.steals if before >= lessons]
    if since and all(before == turn for before, _ in past.steals if before >= lessons):
        # the first steal after the lessons, said at the turn right after it
        return Coaching(" ".join((since[-1], text_of("coach.steal_tip"))), zones=("pile",),
                        short=text_of("coach.steal_short"))
    return Coaching("")
