"""A button's explanation beside it, as a part of the table's gestures
(`gestures.TableGestures`): only while the mouse is on the button (pt6a 9: one offered
by itself when Undo first came stood there while the mouse was on slot 6, a stray tip).
A button just pressed says nothing more until the mouse has left it: Hint's tip stood
over the hint's own words (pt5b, 13); and no button says anything until the mouse has
moved since a press (pt15d 7: the column re-laid under a resting mouse, and the shut
button now under it told its reason over the tray). A pile or seat box clicked likewise: its tip
stays away until the mouse has left it (pt7c 3: "The pile: 6 cards" stood over the
pile's own caption after almost every click-to-place). A shut button's tip is why it is
shut, the game's own refusal, as a click on it says (pt14c 8: Solar's greyed Draw said
nothing on hover); a kit button with no refusal says what it is for (`shut_purpose`).
"""
from __future__ import annotations

import pygame

from astromagie import i18n
from astromagie.i18n import tr
from astromagie.kit.view import Action, Board, TurnInputBase

from .buttons import button_rects, explanation, key_name
from .frame import Frame
from .pointer import Pointer
from .refusing import refusal_text
from .session import TableSession


def shut_purpose(action: Action) -> str | None:
    """What a kit button shut for now is for (`kit.shut.<id>`), where no refusal says why:
    Retry this turn stood grey all the guided game and never said what it does (pt19c 8)."""
    key = f"kit.shut.{action.id}"
    return tr(key, shortcut=key_name(action.key)) if i18n.has(key) else None


class ButtonTips:
    """Which button's explanation shows, and when."""

    session: TableSession
    frame: Frame
    pointer: Pointer
    board: Board
    tip_quiet: str | None = None  # the button just pressed: no tip until the mouse leaves
    # where the mouse pressed it: no button's tip until the mouse moves (pt15d 7: the
    # buttons re-laid under a resting mouse, and a shut one's reason stood over the tray)
    quiet_at: tuple[int, int] | None = None
    hover_quiet: pygame.Rect | None = None  # a pile or seat clicked: no tip until it is left

    def _seat_rect(self, seat: int) -> pygame.Rect:
        raise NotImplementedError

    def hover_event(self, event: pygame.event.Event) -> None:
        """A click quiets the pile's or seat's tip under it; a move off it lets it speak."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.quiet_hover(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.hover_quiet is not None \
                and not self.hover_quiet.collidepoint(event.pos):
            self.hover_quiet = None

    def quiet_hover(self, pos: tuple[int, int]) -> None:
        """A click at `pos`: the pile or seat box under it keeps its tip away until the
        mouse has left it (and rested again elsewhere)."""
        self.hover_quiet = None
        zone = self.board.zone_at(pos)
        if zone is not None:
            self.hover_quiet = self.board.zone_rect(zone).inflate(24, 24)
            return
        for seat in range(len(self.session.seating.names)):
            rect = self._seat_rect(seat)
            if rect.collidepoint(pos):
                self.hover_quiet = rect
                return

    def hover_allowed(self) -> bool:
        """Whether a pile's or seat's tip may show: not while the mouse is still on the
        one it clicked."""
        if self.hover_quiet is not None and not self.hover_quiet.collidepoint(
                self.pointer.mouse):
            self.hover_quiet = None  # the mouse has left what it clicked
        return self.hover_quiet is None

    def actions(self) -> list[Action]:
        raise NotImplementedError

    def human_turn(self) -> bool:
        raise NotImplementedError

    def shut_reason(self, action: Action) -> str | None:
        """Why the shut button `action` is shut: the refusal its click gives, from the
        game's own check (`TurnInputBase.action_refusal`; None where the game has none)."""
        turn = self.session.turn
        if not isinstance(turn, TurnInputBase) or not self.human_turn():
            return None
        violation = turn.action_refusal(action.id)
        if violation is None:
            return None
        return refusal_text(self.session.config.game, self.session.view, violation,
                            self.session.seating.names)

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
        if self.quiet_at is not None and self.quiet_at == self.pointer.mouse:
            return None  # not moved since the press
        self.quiet_at = None
        if hovered is None or hovered.id != self.tip_quiet:
            self.tip_quiet = None  # the mouse has left the button it pressed
        else:
            return None
        if hovered is None:
            return None
        rect = rects[actions.index(hovered)]
        if not hovered.enabled:
            why = self.shut_reason(hovered) or shut_purpose(hovered)
            return None if why is None else (why, rect)
        words = explanation(game, hovered)
        return None if words is None else (words(), rect)
