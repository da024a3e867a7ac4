"""A button's explanation beside it, as a part of the table's gestures
(`gestures.TableGestures`): only while the mouse is on the button (pt6a 9: one offered
by itself when Undo first came stood there while the mouse was on slot 6, a stray tip).
A button just pressed says nothing more until the mouse has left it: Hint's tip stood
over the hint's own words (pt5b, 13).
"""
from __future__ import annotations

import pygame

from astromagie.kit.view import Action

from .buttons import button_rects, explanation
from .frame import Frame
from .pointer import Pointer
from .session import TableSession


class ButtonTips:
    """Which button's explanation shows, and when."""

    session: TableSession
    frame: Frame
    pointer: Pointer
    tip_quiet: str | None = None  # the button just pressed: no tip until the mouse leaves

    def actions(self) -> list[Action]:
        raise NotImplementedError

    def tip(self, actions: list[Action]) -> tuple[str, pygame.Rect] | None:
        """The explanation to show and the button it is for: the button under the mouse,
        unless it was just pressed. Only there: a button's first explanation, offered by
        itself in the guided game, stood beside Undo while the mouse was on slot 6 and
        read as a stray tip (pt6a 9)."""
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
        words = explanation(game, hovered) if hovered is not None and hovered.enabled \
            else None
        if hovered is None or words is None:
            return None
        return words(), rects[actions.index(hovered)]
