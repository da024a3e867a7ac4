"""The coach's marks at the table, beside its words in the log column: its short line in
gold at the places it points at, and a gold frame on the button the lesson ends with.

The guided game's coach (`Coaching`) teaches in a paragraph over the game log; these
marks put the gist where the eye is (issue 38: "short lines next to what they point
at, the next button lit when the coach names it").
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from astromagie.kit.view import Action
from astromagie.look import theme

from .buttons import button_rects
from .frame import Frame


def paint_callout(surface: pygame.Surface, label: pygame.Surface,
                  places: Sequence[pygame.Rect], frame: Frame) -> pygame.Rect:
    """`label` in a gold pill on the lower edge of the places pointed at (over them where
    they stand at the board's foot), kept on the board; where it lies."""
    around = places[0].unionall(list(places[1:]))
    box = label.get_rect().inflate(round(18 * frame.scale), round(8 * frame.scale))
    # on the places' own lower edge, not below it: what a board writes or seats under its
    # places (Astromagie's pair line and its people, a pile's caption) stays readable
    box.center = (around.centerx, around.bottom)
    # a place at the board's foot has its own words under it (Zahlenstreifen's strip of
    # positions, a pile's caption): the pill stands over it there, not on those words
    if frame.board.bottom - around.bottom < 3 * box.h:
        box.midbottom = (around.centerx, around.y - round(10 * frame.scale))
    box.clamp_ip(frame.board)
    pygame.draw.rect(surface, theme.GOLD, box, border_radius=box.h // 2)
    surface.blit(label, label.get_rect(center=box.center))
    return box


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
