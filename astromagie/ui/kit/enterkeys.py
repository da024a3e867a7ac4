"""What Enter does with the selected card and after a hint, as a part of the table's
gestures (`gestures.TableGestures`).

One rule for every game, the one the Hint button's tip states ("it never plays it for
you"): after a hint, Enter takes up the hint's next lit card (not the hand's first),
the next Enter lays it where the hint lit, and so on card by card, so the person sees
each step; the turn's own Play/Confirm stays its own press. Enter never lays a card
the hint did not light where the hint did not point (playtest pt5b, 8 and 12: H, Enter
lifted the hand's first card in Astromagie and a second H, Enter discarded it; in
Zahlenstreifen H, Enter played the hinted card at once).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from astromagie.i18n import tr
from astromagie.kit.view import Action, Board, Decision, TurnInput, TurnInputBase, Violation

from .desk import ENTER_KEYS, TurnDesk
from .escapeback import take_back_for_hint
from .frame import Frame
from .hintbutton import HintStep
from .pointer import Pointer
from .session import TableSession

Marks = tuple[tuple[str, ...], tuple[str, ...]]


def hinted_zone(marks: Marks, card: str, targets: set[str]) -> str | None:
    """Where the hint lit for `card`: the zone lit beside it when it takes the card, else
    the first lit zone that does; None if the hint lit no place for it (never a default
    such as the discard pile that nobody chose)."""
    cards, zones = marks
    if card in cards and cards.index(card) < len(zones) and zones[cards.index(card)] in targets:
        return zones[cards.index(card)]
    return next((zone for zone in zones if zone in targets), None)


def chosen_place(targets: frozenset[str], lit: tuple[str, ...]) -> str | None:
    """The place a card taken up by a click or a key is shown over, as a drag over it
    would show it (its preview: pt6b 11, keyboard and click players saw none): the one
    the hint lit among its places, else its only place; None when it has several."""
    hinted = next((zone for zone in lit if zone in targets), None)
    if hinted is not None:
        return hinted
    return next(iter(targets)) if len(targets) == 1 else None


def board_zones(board: Board, area: pygame.Rect, step: int = 8) -> list[str]:
    """The board's zones in reading order (top to bottom, left to right), found by asking
    `zone_at` over `area` (a board names its zones only by where they lie)."""
    found: list[str] = []
    for y in range(area.top, area.bottom, step):
        for x in range(area.left, area.right, step):
            zone = board.zone_at((x, y))
            if zone is not None and zone not in found:
                found.append(zone)
    return found


def keyed_refusal(turn: TurnInput, card: str, places: list[str]) -> tuple[str, Violation] | None:
    """Why `card` may go on none of `places` (the first that refuses it, with the drop's
    own reason and rule), or None when none of them says why."""
    if not isinstance(turn, TurnInputBase):
        return None
    for zone in places:
        violation = turn.refusal(card, zone)
        if violation is not None:
            return zone, violation
    return None


@dataclass
class HintPlan:
    """The hinted move Enter is carrying out: its cards paired with the places the hint lit
    for them (Astromagie's "Aquarius on 3, Air on 2 and Aquarius on 1": both Aquarius
    cards share a code, each its own place), and those laid so far."""

    turn: object
    move: Any
    cards: tuple[str, ...]
    zones: tuple[str, ...]
    shown: Marks
    left: list[tuple[str, str | None]] = field(default_factory=list)
    laid: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, session: TableSession) -> HintPlan:
        """The shown hint's plan, from the hand as it is now (staged cards are not in it)."""
        coaching = session.coaching
        move = coaching.move if coaching is not None else session.bots.hint_move
        cards, zones = session.hint_marks
        left = [(code, zones[i] if i < len(zones) else None) for i, code in enumerate(cards)]
        return cls(session.turn, move, cards, zones, session.hint_marks, left,
                   session.staged_cards())

    def zone_for(self, card: str, targets: set[str]) -> str | None:
        """Where the hint lit for `card`: its own pair's place when open, else another
        place the hint lit that takes it (never one nobody chose)."""
        own = [zone for code, zone in self.left if code == card and zone in targets]
        if own:
            return own[0]
        return hinted_zone((self.cards, self.zones), card, targets)

    def laid_at(self, card: str, zone: str) -> None:
        """`card` was laid at `zone`: its pair is done."""
        pair = next((p for p in self.left if p == (card, zone)), None) or \
            next((p for p in self.left if p[0] == card), None)
        if pair is not None:
            self.left.remove(pair)
        self.laid.append(card)


class EnterKeys:
    """Enter: the selected card played, or the hint followed step by step."""

    session: TableSession
    selected: int | None
    frame: Frame
    board: Board
    desk: TurnDesk
    keyed_on: bool
    pointer: Pointer
    _plan: HintPlan | None = None  # the hint Enter is carrying out, step by step
    enters_waiting: int = 0  # Enter typed while the hint was being worked out
    enters_for: object = None  # the turn input they were typed in
    table_chose: tuple[object, int] | None = None  # a card the table took up, not the person
    unarmed: str | None = None  # the lifted card a place refused: no default move for it
    _hint_step: HintStep | None = None  # the hinted move, for its button or opening click

    def hand(self) -> list[str]:
        raise NotImplementedError

    def human_turn(self) -> bool:
        raise NotImplementedError

    def actions(self) -> list[Action]:
        raise NotImplementedError

    def press_action(self, action: Action) -> None:
        raise NotImplementedError

    def decide(self, decision: Decision, zone: str | None = None,
               from_rect: pygame.Rect | None = None, hand_index: int | None = None) -> None:
        raise NotImplementedError

    def _drop(self, index: int, zone: str, from_rect: pygame.Rect | None = None) -> None:
        raise NotImplementedError

    def enter_first(self, key: int) -> bool:
        """Every key at the table passes here first; True when Enter was answered here.

        Enter while the hint is being worked out is kept and taken when it comes
        (`take_waiting_enters`: pt17b 7, it picked the hand's first card half-way). Enter
        after a hint follows it (`enter_on_hint`). Enter on a card the table chose, not the
        person (Enter's own first pick, a hint's raised card whose words are gone), says
        how to choose instead of playing it (pt17d 1: at the hand-over Enter played the
        focused card and was refused); a key of the person's (← → Tab, a number) makes the
        focus theirs."""
        if key not in ENTER_KEYS:
            self.table_chose = None
            return False
        if not self.human_turn():
            return False
        session = self.session
        if session.bots.hint_token is not None:
            if self.enters_for is not session.turn:  # Enters of an earlier turn drop
                self.enters_waiting, self.enters_for = 0, session.turn
            self.enters_waiting += 1  # taken when the hint comes (the "thinking" words stay)
            return True
        if self.enter_on_hint() or self.enter_on_lesson():
            return True
        if self.selected is not None and self.table_chose == (session.turn, self.selected) \
                and session.message_kind != "hint":
            session.say(partial(tr, "kit.enter_focus_first"), "info", 5.0)
            return True
        if self.selected is None and self.hand() and not any(
                a.key in ENTER_KEYS and a.enabled for a in self.actions()):
            self.selected = 0  # Enter with nothing chosen shows the first card, for keys
            self.table_chose = (session.turn, 0)  # to move from: the table chose it
            return True
        return False

    def enter_on_lesson(self) -> bool:
        """Enter in a lesson, with no card of the person's own chosen, follows the lesson
        as H and Enter would: the lesson's move is the hint (H2), so its card is taken up,
        laid, played, an Enter a step (pt18 zs20: Enter, Enter on a lesson's card only
        said how to choose one, and the lesson's card played only by a click)."""
        session = self.session
        lesson = session.coaching.move if session.coaching is not None else None
        if lesson is None or session.state.check(lesson) is not None:
            return False
        if self.selected is not None and self.table_chose != (session.turn, self.selected):
            return False  # the person's own choice: Enter plays it, as ever
        return session.request_hint() and self.enter_on_hint()

    def take_waiting_enters(self) -> None:
        """The hint came: the Enters typed while it was being worked out are taken now,
        each one the hint's next step (none past its move: Play is never pressed twice)."""
        waiting, self.enters_waiting = self.enters_waiting, 0
        if self.session.message_kind != "hint" or not self.human_turn() \
                or self.enters_for is not self.session.turn:
            return
        for _ in range(waiting):
            if self._plan_done() or not self.enter_on_hint():
                return

    def _plan_done(self) -> bool:
        """The hinted move has been made (an Enter kept for it is not one for the next)."""
        return self._plan is not None and self._plan.turn is not self.session.turn

    def _following(self) -> HintPlan | None:
        """The hint Enter is carrying out, while the person has done nothing else: the same
        turn, only the cards Enter laid staged (a card dragged elsewhere ends it), its marks
        still lit (Esc puts them out)."""
        plan, session = self._plan, self.session
        if plan is None or plan.turn is not session.turn or session.turn is None \
                or sorted(session.staged_cards()) != sorted(plan.laid) \
                or session.hint_marks != plan.shown:
            self._plan = None
            return None
        return plan

    def enter_on_hint(self) -> bool:
        """Enter while a hint is shown (or being followed): its button pressed, its place
        clicked, its next lit card taken up, or the taken-up one laid where the hint lit
        it, each Enter one step, and once its cards are all laid the turn's Play/Confirm
        (pt17a 1, pt17b 6: after one or two cards the hint was gone and Enter stalled).
        The hint stays shown while it is followed. False when there is no hint to follow
        (Enter then does what it always does)."""
        session = self.session
        shown = session.message_kind == "hint" and bool(session.message)
        if shown and self.selected is None and take_back_for_hint(session):
            self._plan = None  # its words said: the laid cards come back first
        plan = self._following()
        if shown and (plan is None or session.hint_marks != plan.shown):
            plan = self._plan = HintPlan.of(session)
        if plan is None:
            return False
        self._hint_step = self._hint_step or HintStep()  # a button or a place first (pt16d 1)
        step = self._hint_step.next_step(session) if self.selected is None else None
        if isinstance(step, Action):
            self._plan = None
            self.press_action(step)
            return True
        if step is not None and session.turn is not None:  # its place begins it, then cards
            self.decide(session.turn.click(step), step)
            self._keep_shown(plan)
            self._plan = HintPlan.of(session)  # the cards it lights now (Monad's payment)
            return True
        turn, hand = session.turn, self.hand()
        if turn is None or not any(code in hand for code, _ in plan.left):
            if not plan.cards:  # a hint that lit a place and no card (The Solar Republic's
                # or Monad's draw pile): Enter clicks that place, as the hint said (pt6c 11)
                if self.selected is None and turn is not None and plan.zones:
                    self._plan = None
                    self.decide(turn.click(plan.zones[0]), plan.zones[0])
                    return True
            return self._press_play(plan)
        chosen = hand[self.selected] if self.selected is not None \
            and 0 <= self.selected < len(hand) else None
        if chosen is not None and chosen not in [code for code, _ in plan.left]:
            self._plan = None
            return False  # a card the person chose after the hint is theirs to play
        if chosen is None:
            self.selected = hand.index(next(code for code, _ in plan.left if code in hand))
            return True
        zone = plan.zone_for(chosen, set(turn.targets(chosen)))
        if zone is None:
            self._say_no_place(chosen)
            return True
        before = len(session.staged_cards())
        self._drop_selected(zone)
        if len(session.staged_cards()) > before:
            plan.laid_at(chosen, zone)
            self._keep_shown(plan)
        return True

    def _press_play(self, plan: HintPlan) -> bool:
        """The hint's cards all laid: the turn's Enter button (Play, Confirm) makes the
        move; False (Enter does what it always does) when there is none open."""
        self._plan = None
        if not plan.laid:
            return False
        enter = next((a for a in self.actions() if a.key in ENTER_KEYS and a.enabled), None)
        if enter is None:
            return False
        self.press_action(enter)
        return True

    def _keep_shown(self, plan: HintPlan) -> None:
        """A step of the hint made and its move not yet: the hint shown again from here
        (a staged card makes the table forget it), so its marks stay lit and its words
        say what is left."""
        session = self.session
        if session.turn is not plan.turn or plan.move is None:
            return
        session.bots.hint_move = plan.move
        session.show_hint(plan.move)
        plan.shown = session.hint_marks

    def click_on_hinted(self, zone: str) -> bool:
        """A click, with no card chosen, on a place the shown hint lit for one of its cards:
        that card is laid there, as the hint said (pt7b 5: the lit card and the lit 0 looked
        chosen, and the click on the 0 said "choose a card first"). False otherwise."""
        session, turn = self.session, self.session.turn
        marks = session.hint_marks
        if turn is None or not (session.message_kind == "hint" and session.message
                                and marks[0] and zone in marks[1]):
            return False
        hand = self.hand()
        card = next((code for code in marks[0] if code in hand  # (marks of the hand as it is)
                     and hinted_zone(marks, code, turn.targets(code)) == zone), None)
        if card is None:
            return False
        self.selected = hand.index(card)
        self._drop_selected(zone)
        return True

    def held_unarmed(self) -> bool:
        """The lifted card is one a place refused: Enter and a second click arm no move for
        it until the person picks a place (pt12a 3: after "Position 1 takes only Signs"
        Enter threw the card on the discard pile, its default, and cost good cards)."""
        hand = self.hand()
        return self.unarmed is not None and self.selected is not None \
            and 0 <= self.selected < len(hand) and hand[self.selected] == self.unarmed

    def say_pick_place(self) -> None:
        """What to do with a lifted card that has no default move: a short line, not a move."""
        self.session.say(partial(tr, "kit.pick_place"), "info", 5.0)

    def place_picked(self) -> None:
        """A card went to a place: the next lifted card is armed again, and the line that
        said to pick a place goes (it stood on under the staged card)."""
        self.unarmed = None
        if self.session.message_kind == "info" and self.session.message == tr("kit.pick_place"):
            self.session.say("", "info", 0.0)

    def play_selected(self) -> None:
        """Enter: the selected card goes where the keyboard plays it (desk.keyboard_zone)."""
        turn = self.session.turn
        assert turn is not None and self.selected is not None
        hand = self.hand()
        if not 0 <= self.selected < len(hand):
            return
        if self.held_unarmed():
            self.say_pick_place()
            return
        zone = self.desk.keyboard_zone(turn, hand[self.selected], self.board)
        if zone is None:
            # nowhere for the card, and Enter is a button's key (the secret choice's
            # Confirm once two cards lie there): Enter presses it (H13)
            enter = next((a for a in self.actions() if a.key in ENTER_KEYS and a.enabled),
                         None)
            if enter is not None:
                self.press_action(enter)
                return
            self._say_no_place(hand[self.selected])
            return
        self._drop_selected(zone)

    def _say_no_place(self, card: str) -> None:
        """A card Enter cannot lay says why as its drop would (pt7c 6: the keyboard said
        only "nowhere to go" where the mouse named the rule): the refusal of the place
        under the pointer, else of the hint's place, else of the first place on the board
        that refuses it; "nowhere to go" only when no place says why."""
        turn = self.session.turn
        if turn is None:
            return
        over = self.board.zone_at(self.pointer.mouse)
        lit = list(self.session.hint_marks[1]) if self.session.message_kind == "hint" else []
        places = [z for z in (over, *lit, turn.default_zone(card)) if z is not None]
        places += [z for z in board_zones(self.board, self.frame.board) if z not in places]
        refused = keyed_refusal(turn, card, places)
        if refused is None:
            self.session.say(partial(tr, "kit.no_place"), "info", 3.0)
            return
        zone, violation = refused
        self.decide(Decision.refuse(violation), zone)

    def _drop_selected(self, zone: str) -> None:
        """The selected card dropped on `zone` by a key, flying from its place in the fan."""
        assert self.selected is not None
        hand = self.hand()
        if not 0 <= self.selected < len(hand):
            return
        rect = self.frame.hand_rects(len(hand), self.selected, hand)[self.selected]
        self._drop(self.selected, zone, rect)

    def _drop_by_key(self, zone: str) -> None:
        """A place's key (Astromagie's 1-6): the selected card goes there, and the choice
        goes on to the card that took its place in the fan (or the last one), so the
        next key lays the next card; Enter, with nothing chosen, still presses Play."""
        assert self.selected is not None
        index, before = self.selected, len(self.hand())
        self._drop_selected(zone)
        left = len(self.hand())
        if self.human_turn() and 0 < left < before:  # staged: the card left the fan
            self.selected = min(index, left - 1)
            self.keyed_on = True

    def _second_click(self, index: int) -> bool:
        """The selected card clicked again: played where it goes if that is one place (its
        only one, or the one the shown hint lit for it), as Enter would (pt9c 13: the
        second click on Ceres put it down, and the person wanted it played). With several
        places, or after a place refused it, it stays lifted and a line says to click
        its place: a double-click is these two clicks at any speed, and never puts the
        card back as if nothing was clicked (pt12a 6). False off the person's turn."""
        session, turn = self.session, self.session.turn
        hand = self.hand()
        if turn is None or not self.human_turn() or not 0 <= index < len(hand):
            return False
        code = hand[index]
        if self.held_unarmed():
            self.say_pick_place()
            return True
        hinted = session.message_kind == "hint" and bool(session.message) \
            and code in session.hint_marks[0]
        zone = chosen_place(frozenset(turn.targets(code)),
                            tuple(session.hint_marks[1]) if hinted else ())
        if zone is None:
            if turn.targets(code):
                self.say_pick_place()
            else:
                self._say_no_place(code)  # why it has nowhere to go, as its drag says
            return True
        self.selected = None
        self._drop(index, zone)
        return True
