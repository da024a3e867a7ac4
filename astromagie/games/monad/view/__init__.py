"""Monad at the kit's table: its cards, its board, a person's turn, its words.

The board (board.py) holds the four columns fanned open, the Monad supply,
the talon with its count, the open discard pile and the tray where a purchase
or a leap is composed; a person's turn (turn.py) turns drops and clicks into
the engine's moves, several at once for a purchase composed card by card; the
faces (faces.py) are drawn at the size asked; the words (words.py) are the
catalog's. The view keeps nothing between frames: the person's turn being composed
comes with each frame (`Highlight.live`), so the tray shows the staged cards and the
status line and the tray say the running sum.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from astromagie.kit.view import (
    HAND,
    Board,
    Coaching,
    GameViewBase,
    GuidedGame,
    Highlight,
    Pile,
    Reference,
    Trip,
)

from ..cards import CODES, IS_WARM, RANK_VALUE, VALUE, hand_points
from ..moves import decode
from ..policy import POLICY, draw_plan
from ..state import MonadState
from . import notes, words
from .board import CARD_RATIO, MonadBoard, live_turn
from .faces import RELATIVE, card_back, card_face
from .later import later_note
from .turn import MonadTurn, bot_payment, zone_of, zone_rank
from .words import (
    card_name,
    in_sight,
    names_of,
    phrase,
    phrases_of,
    rank_name,
    received,
    target_name,
    text_of,
)

# a deal checked to teach well with the bots of issue 39, following the coach (`lesson_move`):
# the person trades, leaps (the first action makes a leap possible), ends the turn, draws
# three times (the bot draws), then in one turn trades, buys a Tri (the coach says what pays
# and where the paid cards go), trades a bonus pair whose bonus is their relative Bi, trades
# that relative as a Quad for a Quint (pt10d 2: relatives and the bonus each taught at the
# table) and ends the turn with the relative's shortcut to a Monad in hand; then, on the
# hints, the game runs to its end (issue 38 playtest item 14: the guide never taught leaping
# or the bonus). The bots' play decides the lessons: a change to them asks for a new deal
# (tests/ui/test_monad_table_teaching.py checks the lessons in order).
GUIDE_SEED = 212004
GUIDE_STEPS = 11
QUICK_RULES_STEP = 3  # the guided deal's first plain draw (step 4 of 11)
PARTNER_STEP = 2  # the first End turn (step 3 of 11): the partner's first turn follows it
GUIDE_TURNS = 10_000  # the coach is asked to the game's end (MO21 ends it at 1000 turns)


def view_code(card: int, identity: int) -> str:
    """A card's code as the hand and the columns show it (relatives marked)."""
    code = CODES[card]
    return code + RELATIVE if card >= 6 and card % 6 == identity else code


def seen_identity(board: Any, mover_identity: int) -> int:
    """The identity colour whose relatives carry the star: that of the seat the board was
    last painted for (the columns star that seat's relatives), else the mover's (a table
    with no window: the mover is the one who sees its own hand)."""
    if isinstance(board, MonadBoard) and board.identity >= 0:
        return board.identity
    return mover_identity


# hand faces by (code, size, strip shown): the kit keeps the faces it asks for whole only
_HAND_FACES: dict[tuple[str, tuple[int, int], int], pygame.Surface] = {}

# the reference card's sections, top to bottom (catalog keys under monad.reference)
REFERENCE = ("turn", "flip", "trade", "bonus", "buy", "leap", "relatives")


class MonadView(GameViewBase):
    """Monad's part of the kit's table."""

    card_ratio = CARD_RATIO

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        return card_face(code, size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return card_back(size)

    def hand_face(self, code: str, size: tuple[int, int], shown: int) -> pygame.Surface:
        """A hand card the next one partly covers: its value and temperature at the end
        of the strip in sight (pt7d 10: an 8-card hand hid them); kept per strip width."""
        key = (code, size, shown)
        if key not in _HAND_FACES:
            if len(_HAND_FACES) > 300:  # a hand's width changes as it grows: a few dozen
                _HAND_FACES.clear()
            _HAND_FACES[key] = card_face(code, size, shown)
        return _HAND_FACES[key]

    def board(self, rect: pygame.Rect, players: int, card: tuple[int, int]) -> MonadBoard:
        return MonadBoard(rect, players, card, self)

    def hand(self, state: Any, seat: int) -> list[str]:
        """The hand in card order (rank, then R O Y P B G), identical cards side by side,
        relatives marked (the kit's fan leaves out the cards staged on the tray)."""
        identity = state.ident[seat]
        return [view_code(c, identity) for c in range(30) for _ in range(state.hands[seat][c])]

    def turn_input(self, state: Any, seat: int, names: Sequence[str]) -> MonadTurn:
        return MonadTurn(state, seat, names)

    def seat_lines(self, state: Any, seat: int) -> list[str]:
        return words.seat_lines(state, seat)

    def describe(self, before: Any, move: Any, after: Any, names: Sequence[str],
                 you: int | None) -> str:
        return words.describe(before, move, after, names, you)

    def trips(self, before: Any, move: Any, after: Any, board: Any) -> list[Trip]:
        """The cards given fly to where they go: Commons to the discard pile, others under
        their column; a flip turns the discard pile over onto the talon. The cards the
        mover gains fly into their hand: from the column they topped, Commons from the
        talon (a draw, a bonus)."""
        d = decode(move)
        if d.kind == "F":
            return [(None, "talon")]
        seat = before.current_player
        # the cards as the hand and the columns show them, a relative with its star: the
        # coach and the hint point at the hand's cards by these codes (pt11d 1: the red Bi,
        # a relative, left the hand as "R2" where the lesson named "R2^", and every way of
        # making the lesson's relative trade was refused as not the lesson's move)
        identity = seen_identity(board, before.ident[seat])
        out: list[Trip] = []
        if d.kind in ("T", "P", "J"):
            out = [(view_code(c, identity), "discard" if c < 6 else f"col:{c // 6 + 1}")
                   for c in d.cards]
        for c in range(30):
            for _ in range(max(0, after.hands[seat][c] - before.hands[seat][c])):
                out.append((view_code(c, identity), HAND,
                            "talon" if c < 6 else f"col:{c // 6 + 1}"))
        return out

    def status(self, state: Any, viewer: int, playing: bool = True,
               seen: Highlight | None = None) -> str:
        if state.is_over():
            return text_of("status.over")
        goal = text_of("status.goal", mine=state.monads[viewer], goal=state.goal,
                       best=max(state.monads))
        if state.current_player != viewer or not playing:
            return goal
        parts = [text_of("status.yours")]
        live = live_turn(state, seen) if seen is not None else None
        note = live.note() if live is not None else ""
        if note:  # what is being composed; the goal stays on the seat lines meanwhile
            return " · ".join([*parts, note])
        if state.bonus_used:  # the goal stays on the board and the panels: with it the
            # line ran into the top bar's buttons in two lines (pt6d 8)
            return " · ".join([*parts, text_of("status.bonus_used")])
        kept = words.kept_bonus_rank(state)
        if kept:  # the bonus turned down stays the person's this turn; with nothing to
            # take it was never asked about: say why (pt12d 9)
            empty = words.empty_bonus_source(state, kept)
            said = text_of("status.bonus_kept_empty", empty=empty) if empty else \
                text_of("status.bonus_kept")
            return " · ".join([*parts, said])
        if not state.acted and not state.talon and not state.discard and state.target == 0 \
                and state.legal_moves() != ["X"]:
            # no Draw or Flip button: say what is left, or the turn looks like a dead end
            return " · ".join([*parts, text_of("status.stuck")])
        if not state.acted and "F" in state.legal_moves():
            # the Flip button alone told a newcomer nothing: what it does, and that it
            # ends the turn, stand where the turn's state is read
            acts = any(decode(move).kind in "TB" for move in state.legal_moves())
            parts.append(text_of("status.flip_or" if acts else "status.flip"))
            return " · ".join(parts)
        parts.append(goal)
        return " · ".join(parts)

    def move_words(self, move: Any, state: Any = None, names: Sequence[str] = ()) -> str:
        """The move in words; at a known position a buy names its payment (H12)."""
        return notes.move_words(move) if state is None else notes.move_words_at(state, move)

    def grouped_hand(self) -> bool:
        """Identical cards stack with a count: an 18-card hand reads as its kinds (G12)."""
        return True

    def piles(self, state: Any, viewer: int) -> list[Pile]:
        return notes.piles(state, viewer)

    def facts(self, code: str) -> list[str]:
        return notes.facts(code)

    def celebrate(self, before: Any, move: Any, after: Any, you: int | None = None) -> str:
        return notes.celebrate(before, move, after)

    def breakdown(self, state: Any, names: Sequence[str]) -> list[str]:
        return words.breakdown(state, names)

    def progress(self, state: Any, seat: int) -> float | None:
        """The race for the results' chart, as the seat lines tell it: the hand's points,
        each Monad taken counting its 80 (pt3a 21: the score, 0 Monads until the one,
        drew a flat line and a spike). Public, as `words.seat_lines` says why. None in the
        middle of a turn (an action taken or a purchase open): the chart plots one point
        per turn, where a payment half made had dipped the line to almost 0 (pt6d 12)."""
        if not state.is_over() and (state.acted or state.target):
            return None
        monads: int = state.monads[seat]
        return hand_points(state.hands[seat]) + RANK_VALUE[6] * monads

    def kept_in_sight(self, board: Board) -> list[pygame.Rect]:
        """The columns' fans (whole in the guided game), the Monad supply, the talon, the
        discard pile and the tray (`MonadBoard.kept_rects`): a lesson's card stands aside,
        over the log column, or on bare felt (pt12d 1: over the columns' back cards it hid
        their ranks)."""
        if not isinstance(board, MonadBoard):
            return []
        live = board.live
        if live is None or live.state.is_over() or not live.is_live(live.state):
            return board.kept_rects()
        state = live.state
        move = lesson_move(state)
        if decode(move).kind == "B" or move.endswith("+"):
            return board.kept_rects()  # a buy pays, a bonus takes, into every column
        _, zones, _ = self._lesson_words(state, state.current_player, move)
        return board.kept_rects(zones)

    def badge_rects(self, board: Board) -> list[pygame.Rect]:
        """The columns' "next" labels under their front cards: a lesson's or the hint's
        gold frame round a front card leaves them on top (monad7: it crossed "next")."""
        return list(board.next_labels.values()) if isinstance(board, MonadBoard) else []

    def kept_areas(self, board: Board) -> list[pygame.Rect]:
        """What a hint's box leaves in sight: the tray with its words and the columns'
        cards taken next (pt6d 7: a three-line hint cut "4 to 6 Commons of different
        colours" off the tray and, at 1024x700, covered the columns' foot)."""
        if not isinstance(board, MonadBoard):
            return []
        return [board.tray, *(board.zone_rect(f"col:{rank}") for rank in range(2, 6))]

    def tiebreak(self, state: Any) -> list[int]:
        """Seats tied on Monads are ordered by their hand's points, the rules' tie-break
        (pt6d 13: "2. Du 0" stood above "2. Vega 0" whose hand was better)."""
        return [hand_points(state.hands[seat]) for seat in range(state.num_players)]

    def reference(self) -> Reference:
        """The rules in short (the ? key): a turn's choices (Flip among them: a newcomer
        did not know what it does), trading, the bonus, buying, leaping, relatives."""
        return Reference(text_of("reference.title"), tuple(
            (text_of(f"reference.{name}_title"), text_of(f"reference.{name}"))
            for name in REFERENCE))

    def guide(self) -> GuidedGame:
        # the lessons counted, then the coach's notes at key moments to the game's end
        # (later.py; pt15d 11: some 40 turns with no coach after the eleventh)
        return GuidedGame(seed=GUIDE_SEED, players=2, level="easy", steps=GUIDE_TURNS,
                          lessons=GUIDE_STEPS,
                          after_lessons="random")  # the bots go gentle (kit GuidedGame)

    def violation_words(self, violation: Any, names: Sequence[str] = ()) -> str:
        """A refusal that names a card in its record code says the card's name (pt17d 1:
        "You do not hold enough copies of the R5"); every other refusal in the catalog's
        words."""
        card = violation.params.get("card")
        if violation.reason == "not_in_hand" and isinstance(card, str) and card:
            return text_of("violation.not_in_hand", card=phrase(card, "the"))
        return ""

    def guide_done(self) -> str:
        """The hand-over after the last lesson: how long the game still runs and that the
        person may finish it or leave (pt10d 3: nothing said the goal was ~40 turns off)."""
        return text_of("coach.guide_done")

    def coach(self, state: Any, seat: int, step: int, board: Any = None) -> Coaching:
        """Before the person's turn: the move the bots' judgement likes best, and why."""
        if state.is_over() or state.current_player != seat:
            return Coaching("")
        if step >= GUIDE_STEPS:  # the lessons done (the kit's count): a key moment's note
            return later_note(state, seat, step - GUIDE_STEPS)
        if isinstance(board, MonadBoard):  # the lesson's card keeps the fans in sight
            board.coached = True
        best = lesson_move(state)
        text, zones, cards = self._lesson(state, seat, best)
        if step == 0:
            text = text_of("coach.start", goal=state.goal) + " " + text
        elif step == GUIDE_STEPS - 1:  # the last lesson: the bots' shortcut to a Monad (pt6d:
            # both Medium bots won by it, no lesson's deal shows it; the star was said at
            # an earlier lesson)
            text += " " + shortcut_words(state, seat)
        else:  # the star on a relative in the hand, said where it shows (item 14)
            text += relative_words(state, seat, best)
        if step == PARTNER_STEP:  # said once, before the partner first plays: its gentle
            # play is the guide's, not the bots' (pt17 4: a newcomer took it for how bots play)
            text += "\n" + text_of("coach.partner")
        if step == QUICK_RULES_STEP:  # a short lesson (a draw) names the rules card, not
            # the last one, which the shortcut fills (pt16d 4: a nine-line step 11)
            text += " " + text_of("coach.quick_rules")
        text += plan_words(state, best)
        # the button the lesson ends with, lit once it can be pressed
        action = {"E": "end", "D": "draw", "F": "flip", "J": "leap", "X": "pass"}.get(
            decode(best).kind, "")
        if decode(best).kind == "B":  # the payment named, and Pay the rest lit (H12)
            paying = state.clone()
            paying.apply(best)
            paid = [CODES[decode(m).cards[0]] for m in bot_payment(paying)]
            text += " " + text_of("coach.buy_paid", cards=names_of(paid),
                                  cards_dat=phrases_of(paid, "dat"))
            # a newcomer asked why the Bi paid went back into its column (item 14)
            text += " " + text_of("coach.paid_back" if any(not c.endswith("1") for c in paid)
                                  else "coach.paid_commons")
            action = "pay"
        # the pill at the column says the buy alone: with its four-card payment it ran
        # across all four columns (the payment stands in the lesson's text and the hint)
        short = notes.buy_words_at(state, best) if decode(best).kind == "B" else \
            notes.move_words_at(state, best)
        return Coaching(text, zones, cards, best, action, short[:1].upper() + short[1:])

    def hint_places(self, state: Any, move: Any) -> tuple[Sequence[str], Sequence[str]]:
        """The cards and places the hint lights: the lesson's, where the person drops (a
        traded Common flies on to the discard pile, which takes no drop)."""
        if state.is_over():
            return (), ()
        _, zones, cards = self._lesson_words(state, state.current_player, str(move))
        if decode(str(move)).kind == "B":  # a buy lights the cards it pays with, which Enter
            # lays one by one after clicking the column (pt16d 2: it laid one and stopped)
            paying = state.clone()
            paying.apply(str(move))
            identity = state.ident[state.current_player]
            cards = tuple(view_code(decode(m).cards[0], identity) for m in bot_payment(paying))
        return cards, zones

    def _lesson(self, state: MonadState, seat: int,
                move: str) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        return self._lesson_words(state, seat, move)

    def _lesson_words(self, state: MonadState, seat: int,
                      move: str) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        d = decode(move)
        identity = state.ident[seat]
        shown = [view_code(c, identity) for c in d.cards]
        if d.kind == "T":
            got = received(state, move)
            zone = zone_of(got[0])
            a, b = shown
            params = {"a": card_name(a), "b": card_name(b), "card": card_name(got[0]),
                      # declined, for German ("Schieb den gelben Einer … mit dem grünen")
                      "a_the": phrase(a, "the"), "b_dat": phrase(b, "dat"),
                      "card_the": phrase(got[0], "the"),
                      "cards_the": phrases_of(in_sight(got[1:]), "the")}
            if got[0] == "M":  # the Monad is no column: its own sentence
                text = text_of("coach.trade_monad", **params)
                if len(got) > 1:
                    text += " " + text_of("coach.monad_bonus",
                                          cards=names_of(in_sight(got[1:])),
                                          cards_the=phrases_of(in_sight(got[1:]), "the"))
                return text, (zone,), (a, b)
            if len(got) > 1:
                # the cards the bonus brings named first, then where they come from: the
                # columns below the pair's rank (pt14d 6: "each lower column" read as "lower
                # than what?")
                return (text_of("coach.trade_bonus", cards=names_of(in_sight(got[1:])),
                                ranks=text_of(f"ranks.r{d.cards[0] // 6 + 1}"), **params),
                        (zone,), (a, b))
            if move in relative_trades(state, [move]):  # worth more: said with numbers
                rel, other = (a, b) if a.endswith(RELATIVE) else (b, a)
                return (text_of("coach.trade_relative_up", a_the=phrase(rel, "the"),
                                b_dat=phrase(other, "dat"), rank=rank_name(int(other[1])),
                                card_the=params["card_the"], card_dat=phrase(got[0], "dat"),
                                value=RANK_VALUE[zone_rank(zone)],
                                points=sum(VALUE[c] for c in d.cards)),
                        (zone,), (a, b))
            if a.endswith(RELATIVE) or b.endswith(RELATIVE):
                return text_of("coach.trade_relative", **params), (zone,), (a, b)
            return text_of("coach.trade", **params), (zone,), (a, b)
        if d.kind == "B":
            rank = d.number
            zone = "monad" if rank == 6 else f"col:{rank}"
            if rank == 6:
                return text_of("coach.buy_monad", price=RANK_VALUE[rank]), (zone,), ()
            top = state.cols[rank]
            return (text_of("coach.buy", card=target_name(state, rank), price=RANK_VALUE[rank],
                            card_dat=phrase(CODES[top[0]], "dat") if top else rank_name(rank),
                            card_the=phrase(CODES[top[0]], "the") if top else rank_name(rank)),
                    (zone,), ())
        if d.kind == "J":
            got = received(state, move)
            colours = [words.colour_name(CODES[c][0]) for c in d.cards]
            joined = text_of("join", first=", ".join(colours[:-1]), last=colours[-1])
            return (text_of("coach.leap", colours=joined, card=card_name(got[0]),
                            card_the=phrase(got[0], "the")),
                    ("tray", zone_of(got[0])), tuple(shown))
        if d.kind == "P":
            return (text_of("coach.pay", card=card_name(shown[0]),
                            card_dat=phrase(shown[0], "dat")), ("tray",), tuple(shown))
        key = {"D": "coach.draw", "F": "coach.flip", "X": "coach.pass", "E": "coach.end"}
        zones = ("talon",) if d.kind in "DF" else ()
        text = text_of(key[d.kind])
        if d.kind == "D":  # what the Common drawn is for, as the hint says it (item 17),
            # unless the aim climbed: that one sentence says it (pt16d 4: one why a lesson)
            plan, plan_params = draw_plan(state)
            if plan != "hint.draw" and not plan_words(state, move):
                text += " " + text_of(plan, **plan_params)
        return text, zones, ()


def lesson_move(state: MonadState) -> str:
    """The move a lesson teaches: a leap or a bonus whenever the table offers one (each
    shows a rule the bots' favourite move would leave untaught: issue 38 playtest item
    14), else the move the bots' judgement likes best."""
    legal = state.legal_moves()
    leaps = [move for move in legal if decode(move).kind == "J"]
    if leaps:
        return max(leaps, key=lambda move: (len(decode(move).cards), move))
    bonus = [move for move in legal if decode(move).kind == "T" and decode(move).number]
    if bonus:
        return bonus[0]
    relative = relative_trades(state, legal)
    if relative:  # a relative standing for a higher rank: its worth seen once (pt10d 2)
        return relative[0]
    values = POLICY.move_values(state, legal)
    return legal[max(range(len(legal)), key=values.__getitem__)]


def relative_trades(state: MonadState, legal: Sequence[str]) -> list[str]:
    """The trades in `legal` where a relative of the mover stands for a higher rank (MO13):
    the other card ranks above it, so the trade brings more than two of its own rank."""
    identity = state.ident[state.current_player]
    found = []
    for move in legal:
        d = decode(move)
        if d.kind == "T" and not d.number:
            relatives = [c for c in d.cards if c >= 6 and c % 6 == identity]
            others = [c for c in d.cards if c not in relatives]
            if len(relatives) == 1 and others and others[0] // 6 > relatives[0] // 6:
                found.append(move)
    return found


def relative_words(state: MonadState, seat: int, move: str) -> str:
    """" The star on your blue Tri: …" when the hand holds a relative (a card of rank 2
    to 5 in the seat's identity colour) and the lesson's trade does not already say it;
    without one, at an End turn lesson, what the hand's value is; else ""."""
    identity = state.ident[seat]
    colour = words.colour_name("ROYPBG"[identity])
    held = [c for c in range(6, 30) if c % 6 == identity and state.hands[seat][c]]
    d = decode(move)
    if not held:  # the hand's value said at a short lesson (End turn); the identity waits
        # for the relative's own lesson (pt12d 2: three new ideas in one card)
        return " " + text_of("coach.hand_value") if d.kind == "E" else ""
    if d.kind == "T" and any(c in held for c in d.cards):
        return ""  # the relative's trade says it (coach.trade_relative)
    return " " + text_of("coach.relative_star", card=card_name(CODES[held[0]]), colour=colour,
                         card_dat=phrase(CODES[held[0]], "dat"))


def plan_words(state: MonadState, move: str) -> str:
    """Why the lesson's plan moved on, in one sentence (pt13d 3: a draw aimed at the front
    Bi, the next at the front Tri, then a trade came, and nothing said why): a draw whose
    buy in sight climbed a rank says its cards below already pay most of it; a trade the
    lesson's buy follows in this turn says it is the plan's step. Else ""."""
    kind = decode(move).kind
    if kind == "D":
        plan, params = draw_plan(state)
        rank = int(plan[len("hint.draw_buy_r")]) if plan.startswith("hint.draw_buy_r") else 0
        if rank < 3 or not state.cols[rank - 1]:
            return ""
        price = RANK_VALUE[rank]
        missing = int(str(params.get("missing", 0)))
        return " " + text_of("coach.plan_up", rank=rank_name(rank), price=price,
                             points=price - missing, missing=missing)
    if kind != "T":
        return ""
    after = state.clone()
    after.apply(move)
    if after.is_over() or after.current_player != state.current_player:
        return ""
    then = decode(lesson_move(after))
    if then.kind != "B" or then.number == 6 or not after.cols[then.number]:
        return ""
    seat = state.current_player
    given = sum(VALUE[c] for c in decode(move).cards)
    got = hand_points(after.hands[seat]) - hand_points(state.hands[seat]) + given
    return " " + text_of("coach.trade_then_buy", given=given, got=got,
                         price=RANK_VALUE[then.number],
                         card_the=phrase(CODES[after.cols[then.number][0]], "the"))


def shortcut_words(state: MonadState, seat: int) -> str:
    """The relative's shortcut to a Monad for this seat's identity: its colour's Bi to Quint
    with any Quint of the other temperature (MO12, MO13)."""
    identity = state.ident[seat]
    return text_of("coach.shortcut_warm" if IS_WARM[identity] else "coach.shortcut_cool",
                   stem=text_of(f"stem.{'ROYPBG'[identity]}"))


VIEW = MonadView()

__all__ = ["VIEW", "MonadTurn", "MonadView", "zone_rank"]
