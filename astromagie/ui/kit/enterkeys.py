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

from functools import partial

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


def lit_left(marks: Marks, staged: list[str]) -> list[str]:
    """The hint's lit cards not yet laid this turn (a card laid twice counts twice)."""
    left = list(marks[0])
    for code in staged:
        if code in left:
            left.remove(code)
    return left


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


class EnterKeys:
    """Enter: the selected card played, or the hint followed step by step."""

    session: TableSession
    selected: int | None
    frame: Frame
    board: Board
    desk: TurnDesk
    keyed_on: bool
    pointer: Pointer
    _followed: Marks | None = None  # the hint whose cards Enter is laying, one by one
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

    def enter_on_hint(self) -> bool:
        """Enter while a hint is shown (or being followed): its next lit card taken up, or
        the taken-up one laid where the hint lit it. False when the hint has no card left
        to lay (Enter then does what it always does: Play, Confirm)."""
        session = self.session
        if session.message_kind == "hint" and session.message and self.selected is None:
            take_back_for_hint(session)  # its words said: the laid cards come back first
        marks = session.hint_marks
        self._hint_step = self._hint_step or HintStep()  # a button or a place first (pt16d 1)
        step = self._hint_step.next_step(session) if self.selected is None and (
            (session.message_kind == "hint" and session.message) or self._followed is marks) \
            else None
        if isinstance(step, Action):
            self.press_action(step)
            return True
        if step is not None and session.turn is not None:  # its place begins it, then cards
            self._followed = marks
            self.decide(session.turn.click(step), step)
            return True
        if session.message_kind == "hint" and session.message and not marks[0] \
                and marks[1] and self.selected is None and session.turn is not None:
            # a hint that lit a place and no card (The Solar Republic's or Monad's draw
            # pile): Enter clicks that place, as the hint said (pt6c 11: Enter took up the
            # hand's first card after "draw a card")
            self.decide(session.turn.click(marks[1][0]), marks[1][0])
            return True
        shown = session.message_kind == "hint" and bool(session.message) and bool(marks[0])
        if not (shown or (self._followed is marks and marks[0])):
            return False
        self._followed = marks  # the hint's words go once a card is laid; it is followed on
        turn, hand = session.turn, self.hand()
        left = lit_left(marks, session.staged_cards())
        if turn is None or not any(code in hand for code in left):
            self._followed = None
            return False
        chosen = hand[self.selected] if self.selected is not None \
            and 0 <= self.selected < len(hand) else None
        if chosen is not None and chosen not in left:
            return False  # a card the person chose after the hint is theirs to play
        if chosen is not None:
            zone = hinted_zone(marks, chosen, turn.targets(chosen))
            if zone is None:
                self._say_no_place(chosen)
            else:
                self._drop_selected(zone)
            return True
        self.selected = hand.index(next(code for code in left if code in hand))
        return True

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
        card = next((code for code in lit_left(marks, session.staged_cards()) if code in hand
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
