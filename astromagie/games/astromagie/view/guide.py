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
from .words import card_name, move_words, text_of

GUIDE_STEPS = len(PLAYER_MOVES)  # the person's turns the lesson teaches
# Why each written move of the lesson (by the turn it is written for): where symbols
# score and the row's multiplier, a pair stacked on a first pair, the forced discard, the
# gapless row and its x3, the pair of III that defends a trick, a zodiac card's two
# symbols, and a first pair on the empty 5+6 (playtest pt3b, findings 9-12). Each stands
# in for the general why of its kind of move.
NOTES = {0: "coach.times", 2: "coach.takeover", 4: "coach.forced", 6: "coach.times_three",
         8: "coach.defend", 10: "coach.two_symbols", 12: "coach.first_pair"}
# The buttons that take something back, each named on a lesson's turn where it matters and
# the lesson's own words leave room for it (a lesson stays about four lines): a card laid
# by mistake on the stacked pair of turn 8, a whole turn after the trick of turn 4.
TIPS = {4: ("coach.tip_undo", "undo", "kit.undo_button"),
        8: ("coach.tip_takeback", "takeback", "table.button.takeback")}


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


def on_script(state: Game, seat: int, move: Move) -> bool:
    """Whether `move` is the lesson's written move of this turn (the game has not strayed)."""
    return seat == PLAYER and PLAYER_MOVES.get(state.turns_taken) == move


def why(state: Game, seat: int, move: Move, points: str) -> list[str]:
    """One short why for `move`: the lesson's own for its written move, else the kind of
    move's (what opens a row, adds to it, takes a trick over, or why to discard)."""
    key = NOTES.get(state.turns_taken)
    if key is not None and on_script(state, seat, move):
        return [text_of(key, points=points)]
    held = [text_of("coach.held")] if state.leader >= 0 and state.leader != seat else []
    if move.discard is not None:
        if all(m.is_discard for m in state.legal_moves()):
            return [text_of("coach.discard_no_zodiac" if state.row()[2] is None
                            else "coach.discard_no_fit")]
        return [*held, text_of("coach.discard")]
    positions = {pos for pos, _ in move.placements}
    kind = ("coach.open" if state.row()[2] is None
            else "coach.pair" if 5 in positions and state.top() is not None
            else "coach.first_pair_any" if 5 in positions else "coach.add")
    return [*held, text_of(kind, points=points)]


def tip(state: Game, seat: int, move: Move) -> list[str]:
    """The take-back button the lesson names on this turn, if any (its words are the kit's)."""
    named = TIPS.get(state.turns_taken)
    if named is None or not on_script(state, seat, move):
        return []
    key, param, button = named
    return [text_of(key, **{param: tr(button)})]


def coaching(state: Game, seat: int, step: int) -> Coaching:
    """The coach's words before the person's turn number `step`: first what to do now,
    then one short why (playtest pt1, finding 27: 15-line paragraphs were not read while
    dragging); the move itself is the short line (`short`) the table shows above them."""
    if state.is_over() or state.current_player != seat:
        return Coaching("")
    move = lesson_move(state, seat)
    short = upper_first(move_words(move))
    if move.discard is not None:
        do = text_of("coach.do_discard", card=card_name(move.discard))
        text = " ".join([do, *why(state, seat, move, ""), *tip(state, seat, move)])
        return Coaching(text, (DISCARD,), (move.discard,), move, short=short)
    positions = {pos for pos, _ in move.placements}
    points = text_of("end.points", points=state.preview(move.placements).points)
    do = text_of("coach.do_play_one" if len(move.placements) == 1 else "coach.do_play",
                 play=tr("table.button.play"))
    text = " ".join([do, *why(state, seat, move, points), *tip(state, seat, move)])
    return Coaching(text, tuple(zone_of(pos) for pos in sorted(positions)),
                    move.codes, move, "play", short=short)


def upper_first(words: str) -> str:
    """The coach's short line begins as a sentence does ("Discard Water")."""
    return words[:1].upper() + words[1:]
