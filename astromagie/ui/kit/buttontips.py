"""A button's explanation beside it, as a part of the table's gestures
(`gestures.TableGestures`): under a resting mouse, and once by itself in the guided game
when a button that takes something back first appears.

The first explanation belongs to the turn the button first appears in: waiting for the
coach's card to fold it once rose turns later, beside Undo, while the mouse was on the
strip (playtest pt5b, 6). A button just pressed says nothing more until the mouse has
left it: Hint's tip stood over the hint's own words (pt5b, 13).
"""
from __future__ import annotations

import pygame

from astromagie.kit.view import Action

from .buttons import button_rects, explanation
from .frame import Frame
from .lesson import LessonFold
from .pointer import Pointer
from .session import TableSession

EXPLAIN_SECONDS = 7.0  # a button's first explanation stays long enough to be read
# the first explanation waits for the mouse and keys to have rested this long, and goes
# at the next touch: it rose over the drop preview and the hand (playtest pt3b, 1)
EXPLAIN_AFTER_REST = 1.0


class ButtonTips:
    """Which button's explanation shows, and when."""

    session: TableSession
    frame: Frame
    pointer: Pointer
    coach_card: LessonFold
    clock: float
    touched: float  # the clock at the mouse's or the keys' last event
    explained: set[str]  # the buttons whose first appearance was explained
    first_tip: tuple[str, float] | None  # that button's, and until when
    tip_quiet: str | None = None  # the button just pressed: no tip until the mouse leaves
    _offered_in: dict[str, object] | None = None  # each button's first turn (the turn input)

    def human_turn(self) -> bool:
        raise NotImplementedError

    def actions(self) -> list[Action]:
        raise NotImplementedError

    def _explain_new_buttons(self) -> None:
        """A button that takes something back is explained by its side for a few seconds
        the first time it is offered, and again whenever the mouse rests on it (playtest
        pt1, 7: "Take back", "Take my turn back" and "Again" side by side, never told
        apart). The message line is left to the game's own words. Only in the guided game
        (a newcomer's first) and never over a message being read: in other games it rose
        uninvited over the hint's words (playtest pt2); there the mouse asks for it. It
        waits for the mouse and keys to rest (`EXPLAIN_AFTER_REST`) and goes at their next
        touch (`update`), so it never stands over a card being dragged or its preview;
        a turn after the button came it is no news and waits for the mouse (pt5b, 6)."""
        if not self.human_turn():
            return
        turn = self.session.turn
        offered = self._offered_in = self._offered_in or {}
        for action in self.actions():
            if action.enabled:
                offered.setdefault(action.id, turn)
        if not self.session.guided or self.session.message \
                or self.clock - self.touched < EXPLAIN_AFTER_REST or self.first_tip:
            return
        if self.coach_card.open and self.session.coaching is not None:
            return  # the lesson's card is read first: the tip waits until it is folded
        for action in self.actions():
            if action.enabled and action.id not in self.explained \
                    and offered.get(action.id) is turn \
                    and explanation(self.session.config.game, action, True) is not None:
                self.explained.add(action.id)
                self.first_tip = (action.id, self.clock + EXPLAIN_SECONDS)
                return

    def tip(self, actions: list[Action]) -> tuple[str, pygame.Rect] | None:
        """The explanation to show and the button it is for: the button under the mouse
        (unless it was just pressed), else the one just offered for the first time."""
        rects = button_rects(self.frame, actions)
        game = self.session.config.game
        # no tip for a button a card is carried over: the drop is what is looked at
        hovered = None if self.pointer.drag is not None else next(
            (a for a, r in zip(actions, rects, strict=True)
             if r.collidepoint(self.pointer.mouse)), None)
        if hovered is None or hovered.id != self.tip_quiet:
            self.tip_quiet = None  # the mouse has left the button it pressed
        else:
            return None
        first = self.first_tip
        shown = hovered if hovered is not None else next(
            (a for a in actions if first is not None and a.id == first[0]
             and self.clock < first[1]), None)
        words = explanation(game, shown) if shown is not None and shown.enabled else None
        if shown is None or words is None:
            return None
        return words(), rects[actions.index(shown)]
