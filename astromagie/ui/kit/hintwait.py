"""When the table's hint and its "please wait" words speak, as a part of the table's
gestures (`gestures.TableGestures`).

H pressed while the bots play or cards fly is held and asked when the person's turn
comes (pt3a 6: the key was lost); words telling the person to wait go when the turn
comes (pt3a 17: "Einen Moment: Orion ist am Zug." stayed into the person's turn). A
key of an action not offered now says why, as a shut button does (pt6d 2).
"""
from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from astromagie.i18n import tr
from astromagie.kit.view import Action, Decision, TurnInputBase

from .desk import Picker
from .picking import picker_key, wanted_option
from .session import TableSession
from .waitwords import wait_words, waiting_on


class HintTiming:
    """The hint held for the person's turn and the words that say to wait."""

    session: TableSession
    hint_held: bool = False  # H pressed while others play: answered when the turn comes
    enters_waiting: int = 0  # Enter typed while the hint is worked out (enterkeys.py)
    table_chose: tuple[object, int] | None = None
    selected: int | None
    picker: Picker | None
    picker_focus: int

    def play(self, move: Any, from_rect: pygame.Rect | None = None) -> None:
        raise NotImplementedError

    def human_turn(self) -> bool:
        raise NotImplementedError

    def request_hint(self) -> None:
        raise NotImplementedError

    def take_waiting_enters(self) -> None:
        raise NotImplementedError  # EnterKeys': Enter typed while the hint was coming

    def decide(self, decision: Decision, zone: str | None = None,
               from_rect: pygame.Rect | None = None, hand_index: int | None = None) -> None:
        raise NotImplementedError

    def _hidden_key(self, key: int, shown: list[Action]) -> bool:
        """A key of the turn's action that has no button now (`hidden_keys`): it says why,
        as a shut button does (pt6d 2: Monad's X and F said nothing); True if it did."""
        turn = self.session.turn
        if not isinstance(turn, TurnInputBase) or not self.human_turn() \
                or any(action.key == key for action in shown):
            return False
        action = turn.hidden_keys().get(key)
        why = turn.action_refusal(action) if action is not None else None
        if why is None:
            return False
        self.decide(Decision.refuse(why))
        return True

    def _not_now(self) -> None:
        """A click or key for a move while a bot is to move: say whose turn it is."""
        session = self.session
        if session.finished:
            return
        if waiting_on(session) is not None:  # the seat the panel marks (pt16b 7); the
            # "wait" words go when the person's turn comes (`turn_came`)
            session.say(partial(wait_words, session), "wait", 2.5)

    def _hold_hint(self) -> bool:
        """H while the bots play or cards fly: held and asked when the person's turn
        comes, not lost; False where no turn of a person here is to come."""
        session = self.session
        if session.finished or not session.seating.humans:
            return False
        self.hint_held = True
        session.say(partial(tr, "kit.hint_held"), "wait", 30.0)
        return True

    def turn_came(self) -> None:
        """At the person's turn, with nothing moving: a held hint is asked, words telling
        them to wait go (they stayed, out of date, as the turn came round)."""
        if not self.human_turn():
            return
        session = self.session
        if session.message_kind == "wait":
            session.say("", "info", 0.0)
        if self.hint_held:
            self.hint_held = False
            self.request_hint()

    def _picker_key(self, event: pygame.event.Event) -> None:
        """A key while a question is open: move the focus, choose, cancel, or ask the
        hint for this choice (H: its option is lit once it comes, `light_hinted_option`)."""
        assert self.picker is not None
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        answer = picker_key(event.key, self.picker_focus, len(self.picker.options), shift)
        if answer.kind == "focus":
            self.picker_focus = answer.index
        elif answer.kind == "cancel":
            self.picker = None  # cancelled: the card stays in the hand
        elif answer.kind == "pick":
            option = self.picker.options[answer.index]
            self.picker = None
            self.play(option.move)
        elif answer.kind == "hint":
            self.request_hint()

    def light_hinted_option(self) -> None:
        """A hint came while a question is open (H inside the dialog, pt16c 3: Solar's
        "who draws four" had no help): the option its move takes is lit, the focus on it,
        as when the hint came before the card; its words, said in the log column, say
        why. A hint for another move lights nothing (its words name that move)."""
        picker = self.picker
        if picker is None and self.selected is not None:  # a card the hint raised: the
            self.table_chose = (self.session.turn, self.selected)  # table's, not the person's
        if picker is None:
            self.take_waiting_enters()  # Enter typed while it was worked out (pt17b 7)
        coaching = self.session.coaching  # in a lesson the hint is the lesson's move (H2)
        wanted = coaching.move if coaching is not None else self.session.bots.hint_move
        found = wanted_option(picker.options, wanted) if picker is not None else None
        if picker is not None and found is not None:
            lit = "lesson" if coaching is not None else "hint"
            self.picker = replace(picker, lit=lit)
            self.picker_focus = found
