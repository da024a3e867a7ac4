"""Zahlenstreifen at the kit's table: its cards, its board, a person's turn, its words.

A card is played by dropping it on the row's end (position 0); while it is held
over the end, the board shades its safe reach, marks the cards it would take and
says under the strip what that costs: all from the engine, by applying the move
to a clone (`outcome.play_outcome`). In the secret choice (NS12) a person drops
two cards on the two places of the choice (staged, not yet a move: they can be
clicked back) and confirms; the choice is the move `K A B`, which the other seats
see only as "two cards face down" until everybody has chosen. With two players
the dummy (NS15) is a seat of its own on the scoreboard (`neutral_seats`) and on
the board, and its turns are told in the log after seat 1's move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame

from astromagie.host.game import Violation
from astromagie.kit.view import (
    Action,
    Board,
    Coaching,
    Decision,
    GameViewBase,
    GuidedGame,
    Highlight,
    NeutralSeat,
    Pile,
    Reference,
    RuleExample,
    Trip,
    TurnInputBase,
)

from ..cards import CODE, COLOURS
from ..state import StripState
from . import aside, ending, faces, guide, rulepics, words
from .board import FULL, StripBoard
from .faces import CARD_RATIO
from .outcome import leaders, minus_points_with, play_outcome, taken_positions
from .words import card_words, cards_words, colour_name, joined, say, sentence, text_of

SCORE_WEIGHT = 8  # a score covered weighs as much as eight times its area of the band
GUIDE_SEED = 15  # seat 0 starts; four cards are safe, green 5 would take green 2
# every turn of the person in the guided game (23 plays while the pile lasts, one in the
# last round, the secret choice): the coach speaks in the first `guide.OPENING` and again
# at the end (`guide.later`), and the table counts "turn 3 of 25"
GUIDE_STEPS = 25
# the longest majority line a seat's panel holds at 1024x700 (German "Mehrheit Grün (=),
# Gelb: 1 je Karte" filled it exactly); a longer one says how many colours instead
LEADS_MAX_CHARS = 35
COST_LESSON = 1  # the lesson (from 0) that says what a take costs, majority included
# the reference card's sections, top to bottom (catalog keys under zahlenstreifen.reference)
REFERENCE = ("turn", "safe", "take", "end", "score")


class StripTurn(TurnInputBase):
    """A person's turn: a drop on the row's end plays; in the choice, two drops and Confirm."""

    def __init__(self, state: StripState, seat: int, names: Sequence[str]):
        self.state = state
        self.seat = seat
        self.names = list(names)
        self._staged: list[str] = []

    @property
    def choosing(self) -> bool:
        return self.state.observation(self.seat).phase == "choose"

    def _free(self) -> list[str]:
        """The hand without the cards already staged."""
        free = list(self.state.observation(self.seat).hand)
        for code in self._staged:
            free.remove(code)
        return free

    @property
    def lays_on_click(self) -> bool:
        """In the secret choice one click on a hand card lays it on a place (pt17 1: a
        click lifted it and a second laid it, two clicks per card); the kit asks it.
        A laid card is clicked back from its place until Confirm, hidden all along."""
        return self.choosing

    def targets(self, card: str) -> set[str]:
        if self.choosing:
            return {"secret"} if len(self._staged) < 2 and card in self._free() else set()
        return {"end"} if f"P {card}" in self.state.legal_moves() else set()

    def preview(self, card: str, zone: str) -> str:
        # a play's words stand on the board under the strip (`words.reach_words`), where
        # no coach's pill goes: over the held card they met the lesson's pill (finding 22);
        # a card held over the secret places is named in their panel (`panels.secret_cost`,
        # pt8b 1), not in a preview that lay over the band (pt10b 6)
        return ""

    def refusal(self, card: str, zone: str) -> Violation | None:
        """Why a drop of `card` on `zone` would be refused, from the engine's checks,
        changing nothing (the drop refuses with the same reason)."""
        if zone == "end":
            return self.state.check(f"P {card}")
        if zone == "secret":
            violation = self.state.check(f"K {card} {card}")
            # NS12 judges a whole pair, which one card dropped is not yet: the place says yes
            return violation if violation is not None and violation.rule != "NS12" else None
        if zone == "row":
            return self.misplaced(card, zone)
        # the pile says no on the drop, in the message line (`misplaced`): held over it,
        # the "no" stood over the held card, on the pile's name (pt17 4)
        return None

    def misplaced(self, card: str, zone: str) -> Violation | None:
        """Why a card let go on the row or the pile goes back: after the last round NS12
        says what to do now; while playing, NS5 says where (pt15b 10: a card dropped on
        the draw pile went back with nothing said)."""
        if zone not in ("row", "pile"):
            return None
        return self.state.check(f"P {card}") or Violation(
            "NS5", "row_end", "a card is played at the right end of the row")

    def drop(self, card: str, zone: str) -> Decision:
        violation = self.refusal(card, zone) or self.misplaced(card, zone)
        if violation is not None:
            return Decision.refuse(violation)
        if zone == "end":
            return Decision.make(f"P {card}")
        if zone == "secret":
            if len(self._staged) >= 2 or card not in self._free():
                return Decision("none")
            self._staged.append(card)
            return Decision("staged")
        return Decision("none")

    def click(self, zone: str) -> Decision:
        if zone == "secret" and self._staged:
            self._staged.pop()
            return Decision("staged")
        return Decision("none")

    def actions(self) -> list[Action]:
        if not self.choosing:
            return []
        return [Action("confirm", text_of("action.confirm"), len(self._staged) == 2,
                       pygame.K_RETURN),
                Action("clear", text_of("action.clear"), bool(self._staged), pygame.K_BACKSPACE)]

    def press(self, action: str) -> Decision:
        if action == "clear":
            self._staged.clear()
            return Decision("staged")
        if action == "confirm" and len(self._staged) == 2:
            move = "K " + " ".join(sorted(self._staged))
            violation = self.state.check(move)
            return Decision.refuse(violation) if violation else Decision.make(move)
        return Decision("none")

    def staged(self) -> list[str]:
        return list(self._staged)


class StripView(GameViewBase):
    """Zahlenstreifen's part of the kit's table."""

    card_ratio = CARD_RATIO
    moves_are_turns = True  # the last card and the secret choice are two turns (pt11b 6)

    def __init__(self) -> None:
        self._cache: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}

    def _cached(self, kind: str, code: str, size: tuple[int, int]) -> pygame.Surface:
        key = (kind, code, size)
        if key not in self._cache:
            if len(self._cache) > 800:
                self._cache.clear()
            draw = {"face": faces.face, "chip": faces.chip}.get(kind)
            self._cache[key] = draw(code, size) if draw else faces.back(size)
        return self._cache[key]

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        return self._cached("face", code, size)

    def rule_example(self, name: str, width: int,
                     window: tuple[int, int]) -> RuleExample | None:
        """The turn's worked example with its strip positions under the cards (pt12b 12)."""
        return rulepics.rule_example(self.face, name, width, window)

    def chip(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        return self._cached("chip", code, size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._cached("back", "", size)

    def board(self, rect: pygame.Rect, players: int, card: tuple[int, int]) -> StripBoard:
        return StripBoard(rect, players, self)

    def hand(self, state: Any, seat: int) -> list[str]:
        return list(state.observation(seat).hand)

    def turn_input(self, state: Any, seat: int, names: Sequence[str]) -> StripTurn:
        return StripTurn(state, seat, names)

    # --- the scoreboard ----------------------------------------------------------------
    def _leads(self, state: Any, owner: int) -> str:
        """"Most green (=), yellow: 1 a card"; with more colours than a seat's panel holds
        at 1024x700 (pt3b, finding 18: German two colours filled it), their count, as the
        gold frames on the board show which: "Most of 3 colours: 1 a card"."""
        parts = []
        for index, owners in enumerate(leaders(state)):
            if owner in owners:
                name = colour_name(COLOURS[index])
                parts.append(text_of("seat.tied", colour=name) if len(owners) > 1 else name)
        if not parts:
            return ""
        named = text_of("seat.leads", colours=", ".join(parts))
        if len(parts) == 1 or len(named) <= LEADS_MAX_CHARS:
            return named
        return text_of("seat.leads_many", count=len(parts))

    def seat_lines(self, state: Any, seat: int) -> list[str]:
        obs = state.observation(seat)
        # the hand's size is on the seat's panel (the kit's hand backs and count)
        lines = [text_of("seat.line", collected=len(obs.collections[seat]))]
        leads = self._leads(state, seat)
        return lines + ([leads] if leads else [])

    def neutral_seats(self, state: Any) -> list[NeutralSeat]:
        if not state.has_dummy:
            return []
        lines = [text_of("seat.dummy_line", collected=len(state.dummy_collection))]
        leads = self._leads(state, state.num_players)
        return [NeutralSeat(text_of("dummy"), tuple(lines + ([leads] if leads else [])))]

    def move_words(self, move: Any, state: Any = None, names: Sequence[str] = ()) -> str:
        """A move as the hint and the review name it: "violet 8", no full stop."""
        return words.move_name(move)

    # --- what the kit shows beside the board ---------------------------------------------
    def piles(self, state: Any, viewer: int) -> list[Pile]:
        return aside.piles(state, viewer)

    def facts(self, code: str) -> list[str]:
        return aside.facts(code)

    def celebrate(self, before: Any, move: Any, after: Any, you: int | None = None) -> str:
        return aside.celebrate(before, move, after)

    # --- the log and the flights -------------------------------------------------------
    def describe(self, before: Any, move: Any, after: Any, names: Sequence[str],
                 you: int | None) -> str:
        seat = before.current_player
        mine = "_you" if seat == you else ""
        name = names[seat]
        text = str(move)
        if text.startswith("K"):
            told = [text_of(f"log.choose{mine}", name=name)]
            if after.is_over():
                choices = after.history[-after.num_players:]  # seat order (decision 9)
                pairs = [text_of("log.pair", name=names[s], cards=cards_words(k.split()[1:]))
                         for s, k in enumerate(choices)]
                told.append(text_of("log.reveal", pairs=joined(pairs)))
                told += majority_changes(before, after, names, you)
                # the game's last line says that it is over and what the result means
                # (pt5b: after the guided game's reveal nothing closed it)
                return " ".join([sentence(told), *your_costs(before, after, names, you),
                                 ending.wrap_up(after, names, you)])
            return " ".join([sentence(told), *your_costs(before, after, names, you)])
        card = text[2:]
        taken = after.observation(seat).takes[-1]
        told = [text_of(f"log.takes{mine}", name=name, card=card_words(card),
                        cards=cards_words(taken)) if taken
                else text_of(f"log.play{mine}", name=name, card=card_words(card))]
        for dummy in after.dummy_moves[len(before.dummy_moves):]:
            told.append(text_of("log.dummy_takes", card=card_words(dummy.played),
                                cards=cards_words(dummy.taken)) if dummy.taken
                        else text_of("log.dummy", card=card_words(dummy.played)))
        told += majority_changes(before, after, names, you)
        if before.last_left < 0 <= after.last_left:
            told.append(text_of("log.last_round"))
        elif after.observation(seat).phase == "choose":
            told.append(text_of("log.choice_begins"))
        return " ".join([sentence(told), *your_costs(before, after, names, you)])

    def trips(self, before: Any, move: Any, after: Any, board: Any) -> list[Trip]:
        text = str(move)
        out: list[Trip] = ([(text[2:], "end")] if text.startswith("P")
                           else [(None, f"down:{before.current_player}")] * 2)
        # NS15: the dummy's turn that followed: the pile's top card to the end of the row
        for _, card, _ in after.dummy_log[len(before.dummy_log):]:
            out.append((CODE[card], "end", "pile"))
        return out

    def hint_places(self, state: Any, move: Any) -> tuple[Sequence[str], Sequence[str]] | None:
        """The secret choice's hinted pair, framed in the hand and its places lit as the
        coach frames them (pt11b 9: its cards fly face down, which the trips cannot name);
        a play: None, its trip to the row's end names card and place."""
        text = str(move)
        return (tuple(text.split()[1:]), ("secret",)) if text.startswith("K") else None

    # --- the status line and the end ---------------------------------------------------
    def status(self, state: Any, viewer: int, playing: bool = True,
               seen: Highlight | None = None) -> str:
        obs = state.observation(viewer)
        if obs.phase == "over":
            return text_of("status.over")
        if obs.phase == "choose":
            if obs.to_move == viewer and playing:
                return text_of("status.choose_yours")
            return text_of("status.choose", done=sum(obs.chosen), count=obs.num_players)
        if obs.last_round_left >= 0:
            # the seats' names come with what the board shows: the last round names who still
            # plays (pt9b 4)
            names = seen.names if seen is not None else ()
            return words.last_round_status(obs, viewer, playing, names)
        pile = text_of("status.pile", count=obs.pile_size)
        if obs.to_move != viewer or not playing:
            return pile
        # the turn and its advice are said at once, while the bots' cards still land too
        # (pt10b 5: the line showed only the pile for ~1.5 s; pt12b 10: a shorter "Your
        # turn" while they landed read as a second wording of the same line)
        return f"{text_of('status.yours')} · {pile}"

    def breakdown(self, state: Any, names: Sequence[str]) -> list[str]:
        """Each colour's majority (NS13), then each player's points (NS14), then the winner."""
        return ending.breakdown(state, names)

    def kept_in_sight(self, board: Board) -> list[pygame.Rect]:
        """What a lesson's card and pill stand clear of, in every phase: each collection's
        score, the collections as painted (the names and pills, not the empty rest of
        their lines), the band and the row with the strip's numbers (pt6b 3: the coach lay
        over the band's positions 10-19 and the strip's 6-9, its pill on the band's 26-28),
        and, while a card may be held, the line under the strip where its reach and cost
        stand (pt3b, 2). In the secret choice, the choice's panel too."""
        if not isinstance(board, StripBoard):
            return []
        scores = [pygame.Rect(cell.right - round(1.6 * cell.h), cell.y, round(1.6 * cell.h),
                              cell.h) for cell in board.cells]
        # the scores weighed many times over (kept things weigh by the area covered): in
        # the crowded last round and secret choice a card lay over a score rather than on
        # more of the band; the row where the card goes twice
        # each player row whole, the empty rest of its line too: a card over that rest
        # left the names and pills in sight but read as lying on the rows (pt12b 3: over
        # the middle of the three rows at the fourth lesson, their right part at the
        # fifth); kept, no spot on the board is free of them, and the card stands aside
        kept = [*scores * SCORE_WEIGHT, *board.collection_ink, *board.cells]
        if board.choosing:
            # the panel with its two places and the strip's numbers under them (pt5b, 3, 4);
            # the band and the row are shaded then, past playing: the card may lie there,
            # off the collections whose majorities the choice weighs (round 8: at 1024x700
            # it covered Vega's and Orion's lines to keep the shaded band clear)
            # the shaded band's cards in sight too (pt12b 3: the secret choice's card lay
            # over most of the band, the cards the person counts majorities from)
            return [*kept, board.secret_panel, board.strip, *board.band_in_sight()]
        if board.last_round:
            # the lesson names the colours the person leads in: every collection in sight,
            # weighed twice; the band gives way, as no card there can be taken any more
            # (pt7b, finding 4: the card lay over the right half of the three lines). The
            # line under the strip shows words only while a card is held, and taking a
            # card up folds the lesson's card: it gives way too. The band's cards stay in
            # sight all the same (pt8b 2: the card lay over positions 10-17, its pill
            # over 11-15, the cards a person weighs before their last play)
            # (weighed least: the card is taller than the gap between the collections and
            # the band, and the collections the lesson names come first), each with a
            # margin: kept things weigh by area, and a card one px over the last line cost
            # less than its rows on the band (round 13: the two-line lesson at 1024x700)
            margin = max(2, board.label // 2)
            lines = [ink.inflate(0, 2 * margin) for ink in board.collection_ink]
            return [*kept, *lines * 3, *[board.row_in_sight()] * 2,
                    *board.band_in_sight()]
        kept += board.band_in_sight()
        kept += [board.row_in_sight()] * 2
        return [*kept, board.reach_line]

    def board_at_rest(self, board: Board) -> bool:
        """False while the row still slides one place (`StripBoard.sliding`): the lesson's
        card and the hint wait for it (pt2 finding 1: the coach came over a half-slid
        row, the 0 still covered)."""
        if not isinstance(board, StripBoard):
            return True
        return board.at_rest(pygame.time.get_ticks())

    def reference(self) -> Reference:
        """The rules in short (the ? key): a turn, the safe zone, what is taken, the last
        round with its secret choice, and the score."""
        return Reference(text_of("reference.title"), tuple(
            (text_of(f"reference.{name}_title"), text_of(f"reference.{name}"))
            for name in REFERENCE))

    # --- the guided first game ---------------------------------------------------------
    def guide_done(self) -> str:
        """The hand-over card's words after the opening's own last lesson, which already
        says the game is the person's (pt15b 5: the kit's "That is the whole turn" came
        a turn after it, in the wrong order): where the rules are in short; what comes
        back is the opening's last lesson's (pt19b learning 5: said twice, a turn apart)."""
        return text_of("coach.guide_done")

    def guide(self) -> GuidedGame:
        return GuidedGame(seed=GUIDE_SEED, players=3, level="easy", steps=GUIDE_STEPS,
                          counted=False,  # silent from turn 7, back at a majority's change
                          after_lessons="random", handover=guide.OPENING)

    def coach(self, state: Any, seat: int, step: int, board: Any = None) -> Coaching:
        """The lesson; the places it frames in gold are named in it (`guide.framed_words`,
        pt15b 1), in an opening lesson right after its move's words."""
        if state.current_player != seat or state.is_over():
            return Coaching("")
        if state.observation(seat).phase == "choose":
            return guide.with_frames_named(self._coach_choice(state, seat), seat)
        # the band's lower line in this window: its turn is said when the arrow shows
        cap = board.band_cap if isinstance(board, StripBoard) and board.band_rows == 2 else None
        turned = guide.band_turned(state, cap)  # (pt11b 2; no window: no arrow named)
        if step >= guide.OPENING:
            return guide.with_frames_named(
                self._with_band_turn(guide.later(state, seat, step), turned), seat)
        lesson = self._coach_play(state, seat, step)
        # what the table shows for the first time is said in this lesson, after its move
        new_things = guide.news(state)
        told = [self._news_words(state, seat, key) for key in new_things]
        # the cost of a take, said before the first one (pt3b, finding 4: the majority rule
        # came only in the last lesson); the first take itself says it makes a majority
        if step == COST_LESSON:
            told[:0] = [guide.slide_words(state, seat)]  # the row moved since the first lesson
            told.append(say("coach.cost"))
        if lesson.move and guide.first_take(state, lesson.move):
            told.append(say("coach.majority_first", colour=colour_name(lesson.move[2])))
        if turned:
            told.append(say("coach.band_turn"))
        if ("band_path" in new_things or turned) and "band" not in lesson.zones:
            lesson = replace(lesson, zones=(*lesson.zones, "band"))  # the path, pointed at
        framed = guide.framed_words(lesson.zones, seat)  # next to "every card takes..."
        text = " ".join(part for part in (lesson.text, framed, *told) if part)
        return replace(lesson, text=text) if lesson.text else lesson

    @staticmethod
    def _with_band_turn(lesson: Coaching, turned: bool) -> Coaching:
        """A later lesson with the band's turn at the gold arrow, said the turn the arrow
        first shows (pt11b 2), the band pointed at; alone when the coach had nothing."""
        if not turned:
            return lesson
        words_ = say("coach.band_turn")
        if not lesson.text:
            return Coaching(words_, zones=("end", "band"),  # no move asked: any card
                            short=say("coach.band_turn_short"))
        return replace(lesson, text=f"{lesson.text} {words_}",
                       zones=(*lesson.zones, "band"))

    @staticmethod
    def _news_words(state: Any, seat: int, key: str) -> str:
        """A new thing in words; the first majority, when it is the person's, named (the
        lesson before said what its take cost, 1 a card where its value is more)."""
        led = [colour_name(COLOURS[i]) for i, owners in enumerate(leaders(state))
               if seat in owners]
        if key == "majority" and led:
            return say("coach.majority_yours", colours=joined(led))
        if key == "majority_shown":  # the person's first take made it: its frame, pointed at
            return say("coach.majority_shown", colours=joined(led)) if led \
                else say("coach.majority")
        return say(f"coach.{key}")

    def _coach_play(self, state: Any, seat: int, step: int) -> Coaching:
        obs = state.observation(seat)
        outcomes = [o for o in (play_outcome(state, c) for c in sorted(set(obs.hand)))
                    if o is not None]
        if not outcomes:
            return Coaching("")
        best = min(outcomes, key=lambda o: (o.after - o.before, -int(o.card[1:])))
        safe = [o for o in outcomes if not o.taken]
        card = card_words(best.card)
        move = f"P {best.card}"  # the lesson's move: the hint names it, another is refused
        short = upper_first(words.move_words(move))  # stands by the row's end
        if step == 0 and not best.taken:
            return Coaching(say("coach.first", card=card, value=best.card[1:]),
                            zones=("end",), cards=(best.card,), move=move, short=short)
        if not best.taken:
            key = "coach.safe_many" if len(safe) > 1 else "coach.safe"
            # "several of your cards take nothing, red 7 among them": each of them is the
            # lesson's (pointed at, and not refused), the one named first
            others = tuple(sorted({o.card for o in safe} - {best.card}))
            return Coaching(say(key, card=card, value=best.card[1:],
                                colour=colour_name(best.card[0])), zones=("end",),
                            cards=(best.card, *others), move=move, short=short)
        # a taken card in the band: the lesson points there too, and its card stands clear
        # of it (pt2 finding 2: it covered the yellow 2 the fourth lesson's move takes)
        band = ("band",) if max(taken_positions(obs.row, int(best.card[1:]), best.taken),
                                default=0) >= FULL else ()
        if best.after <= best.before:
            return Coaching(say("coach.take_majority", card=card,
                                    cards=cards_words(best.taken), before=best.before,
                                    after=best.after), zones=("end", f"coll:{seat}", *band),
                            cards=(best.card,), move=move, short=short)
        return Coaching(say("coach.take_least", card=card, cards=cards_words(best.taken),
                                points=best.after - best.before), zones=("end", "row", *band),
                        cards=(best.card,), move=move, short=short)

    def _coach_choice(self, state: Any, seat: int) -> Coaching:
        best: tuple[int, str] | None = None
        for move in state.legal_moves():
            cost = minus_points_with(state, seat, move.split()[1:])
            if best is None or cost < best[0]:
                best = (cost, move)
        if best is None:
            return Coaching("")
        pair = best[1].split()[1:]
        return Coaching(say("coach.choose", cards=cards_words(pair), points=best[0]),
                        zones=("secret", f"coll:{seat}"), cards=tuple(pair), move=best[1],
                        short=say("coach.choose_short", cards=cards_words(pair)))


def majority_changes(before: Any, after: Any, names: Sequence[str],
                     you: int | None) -> list[str]:
    """A log clause for each colour whose majority (NS13) changed hands with a move: who
    holds it now. A colour that changes what the person pays is told in a sentence of its
    own instead (`your_costs`)."""
    owners = owner_names(before, names)
    mine = {index for index, _ in _your_changes(before, after, you)}
    return [text_of("log.majority", colour=colour_name(COLOURS[index]),
                    names=joined([owners[min(o, len(owners) - 1)] for o in now]))
            for index, (was, now) in enumerate(zip(leaders(before), leaders(after),
                                                   strict=True))
            if set(was) != set(now) and now and index not in mine]


def your_costs(before: Any, after: Any, names: Sequence[str], you: int | None) -> list[str]:
    """A sentence for each colour whose majority the person won or lost with a move, what
    their cards of it cost now and who holds the most (pt3b, finding 4: a score went from
    -4 to -6 without a word; pt4b, finding 8: said to the person in the middle of Vega's
    line it was read twice, so it stands on its own: "Your red costs 18 now, not 4: the
    majority is with Vega.")."""
    owners = owner_names(before, names)
    told = []
    for index, now in _your_changes(before, after, you):
        letter = COLOURS[index]
        mine = [c for c in after.observation(you).collections[you] if c[0] == letter]
        face = sum(int(c[1:]) for c in mine)
        if you in now:
            told.append(say("log.majority_won", colour=colour_name(letter), after=len(mine),
                            before=face))
        else:
            told.append(say("log.majority_lost", colour=colour_name(letter), after=face,
                            before=len(mine),
                            names=joined([owners[min(o, len(owners) - 1)] for o in now])))
    return [f"{sentence}." for sentence in told]


def owner_names(state: Any, names: Sequence[str]) -> list[str]:
    """The names of a collection's owners, the dummy's last (its index is `num_players`)."""
    return [*names[:state.num_players], text_of("dummy")]


def _your_changes(before: Any, after: Any, you: int | None
                  ) -> list[tuple[int, tuple[int, ...]]]:
    """The colours (their index, and who holds the most now) whose majority the person `you`
    won or lost with a move, where that changes what their cards of it cost (a single 1
    costs 1 either way: "now 1, not 1" read as a fault, pt4b finding 8)."""
    if you is None:
        return []
    found = []
    for index, (was, now) in enumerate(zip(leaders(before), leaders(after), strict=True)):
        if set(was) == set(now) or not now or (you in was) == (you in now):
            continue
        mine = [c for c in after.observation(you).collections[you] if c[0] == COLOURS[index]]
        if sum(int(c[1:]) for c in mine) != len(mine):
            found.append((index, tuple(now)))
    return found


def upper_first(text: str) -> str:
    """A move's words as a line of their own: "Play green 3" (the hint's "play green 3")."""
    return text[:1].upper() + text[1:]


VIEW = StripView()
