"""The guided first game at the kit's table: the lesson's deal and the coach's words.

The deal is the script's (`games/astromagie/guide.py`), dealt through the rules'
`deal` option, against the script's computer player (bot level "guide"). Before
each of the person's first turns the coach names the move the lesson was
written for while it is legal, else the one the bots' judgement likes best,
and teaches by what is on the table: opening a row, adding to it, taking a
trick over with a pair, discarding. It points at the cards and the positions.
"""

from __future__ import annotations

from astromagie.i18n import tr
from astromagie.kit.view import Coaching

from ..engine import Game, Move
from ..guide import DEAL, PLAYER, PLAYER_MOVES, deck_order
from ..policy import POLICY
from .turn import DISCARD, zone_of
from .words import GAME, card_name, move_words, placements_words, score_text, text_of

GUIDE_STEPS = len(PLAYER_MOVES)  # the person's turns the lesson teaches
# What a lesson adds to its written move (by the turn it is written for): the row's
# multiplier, the forced discard, the x3 row and the pair of III that defends a trick
NOTES = {0: "coach.times", 4: "coach.forced", 6: "coach.times_three", 8: "coach.defend"}


def guided_options() -> dict[str, object]:
    return {DEAL: deck_order()}


def lesson_move(state: Game, seat: int) -> Move:
    """The lesson's move for this turn while it is legal, else the bots' favourite."""
    legal = state.legal_moves()
    written = PLAYER_MOVES.get(state.turns_taken) if seat == PLAYER else None
    if written is not None and written in legal:
        return written
    values = POLICY.move_values(state, legal)
    return legal[max(range(len(legal)), key=values.__getitem__)]


def note(state: Game, seat: int, move: Move) -> list[str]:
    """The lesson's own words for its written move (none once the game strayed from it)."""
    key = NOTES.get(state.turns_taken)
    written = PLAYER_MOVES.get(state.turns_taken) if seat == PLAYER else None
    return [text_of(key)] if key is not None and written == move else []


def coaching(state: Game, seat: int, step: int) -> Coaching:
    """The coach's words before the person's turn number `step`."""
    if state.is_over() or state.current_player != seat:
        return Coaching("")
    move = lesson_move(state, seat)
    parts = [text_of("coach.start")] if step == 0 else []
    if state.leader >= 0 and state.leader != seat:
        parts.append(text_of("coach.held"))
    if move.discard is not None:
        must = all(m.is_discard for m in state.legal_moves())
        key = "coach.discard"
        if must:
            key = "coach.discard_no_zodiac" if state.row()[2] is None else "coach.discard_no_fit"
        parts.append(text_of(key, card=card_name(move.discard)))
        parts += note(state, seat, move)
        return Coaching(" ".join(parts), (DISCARD,), (move.discard,), move,
                        short=upper_first(move_words(move)))
    positions = {pos for pos, _ in move.placements}
    key = ("coach.open" if state.row()[2] is None
           else "coach.pair" if 5 in positions else "coach.add")
    parts.append(text_of(key, placements=placements_words(move, f"{GAME}.coach.placement")))
    parts += note(state, seat, move)
    worth = score_text("table.preview_staged", state.preview(move.placements))
    parts.append(text_of("coach.play", worth=worth, play=tr("table.button.play")))
    return Coaching(" ".join(parts), tuple(zone_of(pos) for pos in sorted(positions)),
                    move.codes, move, "play", short=upper_first(move_words(move)))


def upper_first(words: str) -> str:
    """The coach's short line begins as a sentence does ("Discard Water")."""
    return words[:1].upper() + words[1:]
