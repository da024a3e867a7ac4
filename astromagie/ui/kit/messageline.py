"""How the table's message line fits its words: a refusal or hint in lines of the
table's normal text size, before any shrinking.

Every message keeps to the strip the frame sets between the board and the tray
(`message_strip`), two lines at most: a hint risen into the board's foot covered its
captions and column frames (pt9a 4, pt9d 4). A hint keeps the normal size longest
(pt3a 24), and is shown whole: one longer than two lines stands in a taller panel
(`paintmessage.py`; pt11c 5: cut with "…", the rest only on a hover). A refusal keeps
its whole text, whose last words name the rule.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import pygame

from astromagie.kit.view import Action

from .buttons import button_rects
from .frame import Frame

MESSAGE_LINES = 2  # a long message takes a second line before its text shrinks
HINT_PX = 17  # a hint longer than the strip's two lines: whole, in lines of this size
# the kinds shown whole in a taller panel rather than squeezed: the hint, and a note such
# as the game's end (pt11b 4: its second line shrank unreadable at 1024x700)
WHOLE_KINDS = ("hint", "info")
LEADING = 1.15  # a message's lines one under the next: of its type size, set close so
# two lines keep a gap over the tray at 1024x700 (pt4a 12)

Wrap = Callable[[str, int, int], list[str]]

# a sentence ends at . ! or ? before a space and a capital (so "16." or "z. B." in
# the middle of a sentence does not end it)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÄÖÜ])")


def first_sentence(text: str) -> str:
    """The first sentence of `text` (the whole text when it is one sentence)."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


def line_height(size: int) -> int:
    """The height a line of `size` px text takes (theme's fonts run about 1.2 em)."""
    return round(size * 1.2)


# the log's newest lines that stay in sight under the coach's card or the hint in its
# column (pt18b 8, 18c 9: the log shrank to a "▲" stub and the bots' moves were missed)
LOG_KEPT_LINES = 3
LOG_PX = 15  # the log's lines' size at scale 1 (`KitPainter._side`)


def log_kept_h(frame: Frame, lines: int = LOG_KEPT_LINES) -> int:
    """The room the log keeps under what stands at its column's top: `lines` of it, the
    ▲ over them that says older ones are up (`logscroll.paint_log_lines`) and the gap."""
    return lines * line_height(frame.font(LOG_PX)) + line_height(frame.font(12)) \
        + round(6 * frame.scale)


def tray_top(frame: Frame) -> int:
    """The top of the hand's tray (`Frame.tray`): a message never crosses it."""
    return frame.tray().top


def message_strip(frame: Frame) -> pygame.Rect:
    """Where a message's panel may stand: the strip the frame keeps between the board's
    foot and the tray's border, a gap inside each (pt9a 4: a hint risen into the board's
    foot sat on the "Draw pile" caption; pt9d 4: it crossed Monad's column frames and
    the tray's gold border). Nothing of a message stands outside it."""
    top = frame.board.bottom + 2
    # a wider gap over the tray: clear of a raised card's gold frame (pt4a 12)
    bottom = tray_top(frame) - max(4, round(5 * frame.scale))
    return pygame.Rect(frame.message.x, top, frame.message.w, bottom - top)


def hint_under(frame: Frame) -> int:
    """Room under a message's last line inside its panel (its descenders off the border)."""
    return round(3 * frame.scale)


def fit_lines(wrap: Wrap, message: str, frame: Frame, width: int,
              kind: str = "") -> tuple[list[str], int]:
    """`message` in lines of `width` and their font size.

    Tried in order, at the normal size, then one step smaller, then (not for a hint)
    the smallest: the whole text in up to two lines. A hint too long for that is whole,
    in as many lines of HINT_PX as it takes (the painter's panel grows for them: pt11c 5
    and pt11d 6 saw it cut with "…"); any other message joins what is left onto the last
    line (which `fit` shrinks to the width)."""
    sizes = (frame.font(19), frame.font(17), frame.font(15))
    lines: list[str] = [message]
    # a hint is not set smaller than HINT_PX: rather a line more
    for size in sizes if kind not in WHOLE_KINDS else sizes[:2]:
        lines = wrap(message, size, width)
        if len(lines) <= MESSAGE_LINES:
            return lines, size
    if kind in WHOLE_KINDS:
        return wrap(message, frame.font(HINT_PX), width), frame.font(HINT_PX)
    size = sizes[-1]
    return [*lines[:MESSAGE_LINES - 1], " ".join(lines[MESSAGE_LINES - 1:])], size


def width_beside_buttons(actions: Sequence[Action], frame: Frame) -> int:
    """A message of two lines' room: the line's width, or up to the buttons where their
    column stands beside the lines (they reach up to the message's strip)."""
    width = frame.message.w - 24
    rects = button_rects(frame, actions)
    if rects and min(r.top for r in rects) < frame.message.bottom + frame.message.h:
        width = min(width, min(r.x for r in rects) - frame.message.x - 36)
    return width
