"""How far the table's game log is scrolled back: the wheel over the log goes back
through older entries and forward again, and a new entry brings it back to the end
(pt6a 8: older entries scrolled off the top and the wheel did nothing).

`draw_once_placed`: the frame a coach's card is first placed over the log column is
painted again once its place is known, so the log is painted once, below the card (pt15b
11: the log painted under its title, then again below the card over the translucent
column, showed two texts on a row, "You play red 2.ow 6.", until the next frame).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import pygame

SHOWN = 40  # the log's lines handed to the painter (more than the column ever holds)
STEP = 2  # entries per notch of the wheel


@dataclass
class LogScroll:
    back: int = 0  # entries hidden at the end (0: the newest at the foot)
    seen: int = 0  # how many entries the log had when last looked at

    def wheel(self, notches: int, entries: int) -> None:
        """The wheel turned `notches` (up: positive, older entries) over the log."""
        self.back = max(0, min(entries - 1, self.back + notches * STEP))

    def window(self, lines: list[str]) -> list[str]:
        """The entries to show, the last at the foot: a new entry puts the log back at
        its end."""
        if len(lines) != self.seen:
            self.back, self.seen = 0, len(lines)
        end = len(lines) - self.back
        return lines[max(0, end - SHOWN):end]


def paint_log_lines(surface: pygame.Surface, blocks: list[list[pygame.Surface]],
                    log: pygame.Rect, mark_h: int, back: bool) -> bool:
    """The log's entries (`blocks`: each entry's rendered lines, the newest first) in
    `log`; True when all of them fit. All of them stand from the top, under the title,
    the newest last (pt11d 11: anchored at the foot, early in a game a large empty band
    lay under "Game log"). Else the top keeps a line of `mark_h` for the ▲ the caller
    paints, and the newest entries that fit fill the log from under it (pt9a 7, pt9d 8:
    an empty band lay under the title and the mark sat on the first line shown).
    `back`: a ▼ takes the foot."""
    heights = [sum(part.get_height() for part in block) for block in blocks]
    below = mark_h if back else 0
    if sum(heights) + below <= log.h:
        y = log.y
        for block in reversed(blocks):  # the oldest first
            for text in block:
                surface.blit(text, (log.x + 4, y))
                y += text.get_height()
        return True
    room, kept = log.h - mark_h - below, 0
    while kept < len(blocks) and heights[kept] <= room:
        room -= heights[kept]
        kept += 1
    y = log.y + mark_h
    for block in reversed(blocks[:kept]):  # the oldest shown first, under the mark
        for text in block:
            surface.blit(text, (log.x + 4, y))
            y += text.get_height()
    return False


class _Painter(Protocol):
    def aside_lesson(self, snap: Any, frame: Any) -> pygame.Rect | None: ...

    def draw(self, surface: pygame.Surface, snap: Any, frame: Any, board: Any) -> None: ...


def draw_once_placed(painter: _Painter, surface: pygame.Surface, snap: Any, frame: Any,
                     board: Any) -> None:
    """The table painted; once more when the coach's card found its place over the log
    column in this paint (the log was painted where the card now lies, and the column's
    translucent panel painted over it again let those lines show through)."""
    aside = painter.aside_lesson(snap, frame)
    painter.draw(surface, snap, frame, board)
    if aside is None and painter.aside_lesson(snap, frame) is not None:
        painter.draw(surface, snap, frame, board)
