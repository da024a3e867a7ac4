"""The mouse at any table: where it is and the hand card it holds (a press or a drag)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .handhold import HandHold

DRAG_THRESHOLD = 5  # pixels the mouse must travel before a press becomes a drag

@dataclass
class Drag:
    """A hand card held by the mouse."""

    hand_index: int
    code: str
    grab: tuple[int, int]  # mouse offset inside the card
    pos: tuple[int, int]  # current mouse position
    start: tuple[int, int]
    moving: bool = False  # False until the mouse travelled DRAG_THRESHOLD (a click otherwise)

    def rect(self, size: tuple[int, int]) -> pygame.Rect:
        return pygame.Rect(self.pos[0] - self.grab[0], self.pos[1] - self.grab[1], *size)

    def follow(self, pos: tuple[int, int]) -> bool:
        """The mouse at `pos`; True when this is where the press became a drag."""
        self.pos = pos
        if not self.moving:
            dx, dy = pos[0] - self.start[0], pos[1] - self.start[1]
            self.moving = dx * dx + dy * dy >= DRAG_THRESHOLD ** 2
            return self.moving
        return False

@dataclass
class Pointer:
    """The mouse at the table: its position and the card it holds."""

    mouse: tuple[int, int] = (0, 0)
    drag: Drag | None = None
    hand_cursor: bool = False  # the system cursor is a hand
    hold: HandHold = field(default_factory=HandHold)  # the hand held still after a play
    # a key came after the mouse last moved: the place under a resting mouse is no longer
    # what the person points at (pt18a 6: Jupiter chosen by Tab, the mouse left on the
    # discard pile, and the preview said "You discard Jupiter" where Enter lays it on 4)
    keyed: bool = False

    def moved_drag(self) -> Drag | None:
        """The held card once it really travels (a press that stays put is a click)."""
        return self.drag if self.drag is not None and self.drag.moving else None

