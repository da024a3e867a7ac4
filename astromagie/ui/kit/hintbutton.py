"""Enter after a hint, where the hint is a button or begins with a click: the step
`enterkeys.EnterKeys.enter_on_hint` takes before laying the hint's cards one by one.

The hand-over says "Enter plays it step by step" (pt16d 1, 2): a hint that is one of the
turn's buttons (End turn, Leap, Draw) is carried out by pressing that button, and a hint
whose move a click on a place begins (Monad's buy: the column clicked, then its payment
laid card by card) clicks that place first. Generic for every game: the turn input is
asked which of its open buttons makes the hinted move (on a copy, so nothing is staged
or reset by the question), and may name the place that begins a move (`Opening`).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from astromagie.kit.view import Action, TurnInput

from .session import TableSession


@runtime_checkable
class Opening(Protocol):
    """A turn input whose moves may be begun by a click on a place (Monad's purchase)."""

    def opening(self, move: Any) -> str | None:
        """The place whose click begins `move` from the turn as it stands, else None."""
        ...


def asking_copy(turn: TurnInput) -> TurnInput:
    """A copy of the turn input to ask a press of: its own copies of what it stages (its
    lists, dicts and sets), the game's state shared. A shallow copy shared the staged
    list, and asking Astromagie's Take back or Zahlenstreifen's Clear emptied the live
    one: after one card laid by Enter the next Enter found it gone (pt17a 1, pt17b 6)."""
    twin = copy.copy(turn)
    for name, value in vars(turn).items():
        if isinstance(value, (list, dict, set)):
            setattr(twin, name, copy.deepcopy(value))
    return twin


def button_for(turn: TurnInput, move: Any) -> Action | None:
    """The turn's open button whose press makes `move` now, else None. Each press is
    asked of a copy of the turn input (`asking_copy`), so a press that resets what is
    staged (Leap, Pay the rest, Take back) changes nothing here."""
    for action in turn.actions():
        if action.enabled and action.id not in ("hint", "undo", "again"):
            decision = asking_copy(turn).press(action.id)
            if decision.kind == "move" and decision.move == move:
                return action
    return None


@dataclass
class HintStep:
    """The hinted move Enter is carrying out, kept while its cards are laid (a staged
    card makes the table forget the hint's words and its move: `TableSession.staged`)."""

    move: Any = None
    turn: TurnInput | None = None  # the turn input the move was hinted for

    def remember(self, session: TableSession) -> None:
        """The shown hint's move (the lesson's in a guided game, as H shows it there)."""
        shown = session.message_kind == "hint" and bool(session.message)
        coaching = session.coaching
        move = coaching.move if coaching is not None else session.bots.hint_move
        if shown and move is not None:
            self.move, self.turn = move, session.turn

    def next_step(self, session: TableSession) -> Action | str | None:
        """The button to press, or the place to click, that carries the hinted move on;
        None when its next step is a card (or there is no hinted move for this turn)."""
        self.remember(session)
        turn = session.turn
        if turn is None or self.move is None or self.turn is not turn:
            return None
        button = button_for(turn, self.move)
        if button is not None:
            return button
        if isinstance(turn, Opening):
            return turn.opening(self.move)
        return None
