"""The kit painter's message line: a refusal, the hint or a note in the strip between
the board and the hand's tray (`messageline.py` fits the words). A hint is shown whole
(pt11c 5, pt11d 6: cut with "…", its end showed only on a hover nobody knew of): one too
long for the strip's two lines stands in a taller panel rising from the strip over the
board's foot while it is shown. `KitPainter` inherits it."""

from __future__ import annotations

import pygame

from astromagie.look import theme

from .frame import Frame
from .messageline import (
    LEADING,
    MESSAGE_LINES,
    WHOLE_KINDS,
    fit_lines,
    hint_under,
    message_strip,
    width_beside_buttons,
)
from .paintcoach import CoachPainting
from .snapshot import Snapshot


class MessagePainting(CoachPainting):
    """The message line (see the module)."""

    def _message(self, surface: pygame.Surface, snap: Snapshot, frame: Frame) -> None:
        self.message_box = None
        if not snap.message or (snap.message_kind == "hint" and snap.dragging is not None):
            return  # a carried card's preview under the board is read, not the hint (pt6b 4)
        colour = {"error": theme.DANGER, "hint": theme.SUCCESS}.get(snap.message_kind,
                                                                     theme.TEXT)
        kind = snap.message_kind
        lines, size = self.message_lines(snap.message, frame, kind=kind)
        width = frame.message.w - 24
        if len(lines) > 1:  # two lines reach down into the tray: short of its buttons
            width = self.message_width(snap.actions, frame)
            lines, size = self.message_lines(snap.message, frame, width, kind)
        self.message_cut = " ".join(lines).split() != snap.message.split()
        tall = kind in WHOLE_KINDS and len(lines) > MESSAGE_LINES  # whole, in a taller panel
        # every message keeps to its strip between the board's foot and the tray's
        # border (pt9a 4, pt9d 4: a hint risen over the board sat on its captions and
        # column frames); a step smaller where two lines would not fit in it
        strip = message_strip(frame)
        under = hint_under(frame)  # room under the last line (pt5a 6: the descenders)
        room = strip.h - under - round(2 * frame.scale)
        while True:
            texts = [self.fit(line, size, width, colour) for line in lines]
            if snap.message_kind == "error":
                texts[-1] = self.with_rule(lines[-1], size, width, colour)
            step = min(texts[0].get_height(), round(size * LEADING))  # lines set close
            height = step * (len(texts) - 1) + texts[-1].get_height()
            if len(texts) == 1 or tall or height <= room or size <= frame.font(15):
                break
            size -= 1
            wrapped = self.wrap(snap.message if kind not in WHOLE_KINDS else " ".join(lines),
                                size, width)
            lines = [*wrapped[:MESSAGE_LINES - 1], " ".join(wrapped[MESSAGE_LINES - 1:])]
        box = pygame.Rect(0, 0, max(t.get_width() for t in texts), height)
        box.midleft = (frame.message.x + 12, strip.centery)
        self.message_box = box.inflate(20, 10)
        if tall:  # from the strip's foot up over the board's, while it is shown
            box.bottom = strip.bottom - under - round(2 * frame.scale)
            top = box.top - round(2 * frame.scale)
            self.message_box = pygame.Rect(box.x - 10, top, box.w + 20, strip.bottom - top)
        elif self.message_box.h > strip.h:  # two lines: the panel fills the strip
            top = max(strip.top, strip.bottom - box.h - under - round(2 * frame.scale))
            box.top = top + round(2 * frame.scale)
            self.message_box = pygame.Rect(box.x - 10, top, box.w + 20,
                                           min(strip.bottom, box.bottom + under) - top)
        theme.rounded_panel(surface, self.message_box)
        y = box.y
        for text in texts:  # a long refusal or hint takes a second line, not a tiny font
            surface.blit(text, (box.x, y))
            y += step

    message_width = staticmethod(width_beside_buttons)  # a two-line message's room

    def message_lines(self, message: str, frame: Frame, width: int | None = None,
                      kind: str = "") -> tuple[list[str], int]:
        """The message in lines and their font size (`messageline.fit_lines`: a long
        refusal or hint takes a second line, a hint a third or its first sentence, before
        the font shrinks); `width` is the room (the whole message line unless told)."""
        width = frame.message.w - 24 if width is None else width
        return fit_lines(self.wrap, message, frame, width, kind)
