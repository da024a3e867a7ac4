"""The table's status line in the top bar: one line at one size, never into the bar's
buttons.

A long status took a second line that ran under the "rules in short (?)" button, its
last word alone there (pt6a 6, pt6d 8). Now a status that does not fit keeps the parts
that do (a game's status is parts joined by " · ", the most important first) and ends
in "…"; the whole line shows as its tip under a resting mouse (`KitPainter`). It keeps
one type size, long or short (pt5b 18: a long status was set smaller).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from astromagie.look import theme

from .animation import RETURN, Animator
from .frame import Frame

STATUS_PX = 18  # the status line's one size, at scale 1
PART = " · "  # how a game joins its status's parts
ELLIPSIS = " …"

Measure = Callable[[str], int]


def cut_status(status: str, measure: Measure, width: int) -> str:
    """`status` as it fits in `width` (as `measure` gives a text's width): whole, else its
    leading parts and "…", else its leading words and "…"."""
    if measure(status) <= width:
        return status
    parts = status.split(PART)
    for count in range(len(parts) - 1, 0, -1):
        shown = PART.join(parts[:count]) + ELLIPSIS
        if measure(shown) <= width:
            return shown
    words = status.split()
    for count in range(len(words) - 1, 0, -1):
        shown = " ".join(words[:count]) + ELLIPSIS
        if measure(shown) <= width:
            return shown
    return status  # (one word too wide: `fit` shrinks it)


def paint_status(surface: pygame.Surface, status: str, frame: Frame, width: int,
                 fit: Callable[[str, int, int], pygame.Surface]) -> tuple[pygame.Rect, bool]:
    """The status line at its one size in one line, centred in the top bar: where its
    words lay, and whether they were cut (the whole line is then the line's tip)."""
    size = frame.font(STATUS_PX)
    font = theme.font("text", size)
    shown = cut_status(status, lambda text: font.size(text)[0], width)
    line = fit(shown, size, width)
    rect = line.get_rect(midleft=(frame.top.x + 20, frame.top.centery))
    return surface.blit(line, rect), shown != status


def status_position(session: Any, animator: Animator) -> Any:
    """The position the status line speaks of: the one the table shows. While a bot's
    move is on show the board holds the position before it; once the move's last card
    has landed (nothing but a refused card's return flies) the board shows the move
    done, and the line says the new position at once, not a beat later with the new
    board: it named the bot to play and the row before its cards while they lay there
    (pt17 4)."""
    if session.pending is not None and not any(f.kind != RETURN for f in animator.flights):
        return session.state
    return session.shown()
