"""The coach's marks at the table: gold frames on the places it points at, on the
cards in the hand it names and on the button the lesson ends with (issue 38: "short
lines next to what they point at, the next button lit when the coach names it"); its
words stand beside them on the lesson's card (`lesson.py`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from astromagie.kit.view import Action
from astromagie.look import theme

from .buttons import button_rects
from .frame import Frame


def light_action(surface: pygame.Surface, actions: Sequence[Action], wanted: str,
                 frame: Frame, width: int) -> None:
    """A gold frame on the button `wanted` (an action's id) once it can be pressed."""
    for action, rect in zip(actions, button_rects(frame, actions), strict=True):
        if wanted and action.id == wanted and action.enabled:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 8), width=width,
                             border_radius=12)


def frame_places(surface: pygame.Surface, places: Sequence[pygame.Rect], width: int) -> None:
    """A gold frame around each place the coach points at."""
    for rect in places:
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(10, 10), width=width,
                         border_radius=10)


def still_pointed(cards: Sequence[str], staged: Sequence[str]) -> list[str]:
    """The cards the coach points at that are still in the hand: one laid (staged) is no
    longer framed there, nor is a second card like it (H6's stray Mars)."""
    wanted = list(cards)
    for code in staged:
        if code in wanted:
            wanted.remove(code)
    return wanted
