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
NO_BREAK = "\u00a0"  # a space the lines never break at (the wrap breaks at " " only)
# Why each written move of the lesson (by the turn it is written for): which symbols
# score and why each counts, a pair stacked on a first pair, the forced discard, the
# gapless row and the planet on 4 as multiplier, the pair of III that defends a trick, a
# zodiac card's two symbols, and a first pair on the empty 5+6 (playtest pt3b, findings
# 9-12). The scoring comes in two steps, symbols first and the multiplier on the x3 row
# (pt4a, 9: the whole formula at once was not followed). Each stands in for the general
# why of its kind of move.
NOTES = {0: "coach.symbols", 2: "coach.takeover", 4: "coach.forced", 6: "coach.multiplier",
         8: "coach.defend", 10: "coach.two_symbols", 12: "coach.first_pair"}
# The buttons a lesson names, each on a turn where it matters and the lesson's own words
# leave room for it (a lesson stays about four lines): a whole turn after the trick of
# turn 4, and on the last lesson the top bar's reference card, the help a newcomer keeps
# once the coach is gone (pt4a, 3). Turn 8's room went to the takeover that had just
# taken the person's row and how to keep one (pt6a, 12, 13); "Undo card" explains
# itself when it first appears (`explain.takeback`).
TIPS = {4: ("coach.tip_undo", "undo", "kit.undo_button"),
        12: ("coach.tip_reference", "reference", "table.button.reference")}


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
        said = text_of(key, points=points)
        if key == "coach.defend":  # and what else could take it, by the row as it lies
            said += " " + text_of(defend_rest(state))
        return [said]
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


def defend_rest(state: Game) -> str:
    """The catalog key of the defensive pair's last line, by the row it is laid on: a card
    on an empty 1 or 2 would still take the row (R4, R12), and once 1 to 4 are full no
    single card can (R8). pt14a 2: the lesson named an empty 1 or 2 while both were full."""
    one, two = state.row()[:2]
    if two is None:
        return "coach.defend_open_both"
    if one is None:
        return "coach.defend_open"
    return "coach.defend_full"


def tip(state: Game, seat: int, move: Move) -> list[str]:
    """The button the lesson names on this turn, if any (its words are the kit's), its
    name kept on one line: "„Kurzregeln / (?)“" broke inside the name at 1024x700."""
    named = TIPS.get(state.turns_taken)
    if named is None or not on_script(state, seat, move):
        return []
    key, param, button = named
    return [text_of(key, **{param: tr(button).replace(" ", NO_BREAK)})]


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
