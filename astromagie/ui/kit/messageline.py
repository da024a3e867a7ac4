"""How the table's message line fits its words: a refusal or hint in lines of the
table's normal text size, before any shrinking.

A hint keeps the normal size longest (pt3a 24: a two-line Monad hint shrank to a
small font that was hard to read): its lines rise from the tray's border into the
board's foot, up to three, and a long hint is cut to its first sentence (the move; the
reasons follow it) before its font shrinks. A refusal keeps its whole text, whose last
words name the rule.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from .frame import Frame

MESSAGE_LINES = 2  # a long message takes a second line before its text shrinks
HINT_LINES = 3  # a hint may take a third line, risen into the board's foot
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


def tray_top(frame: Frame) -> int:
    """The top of the hand's tray (`Frame.tray` on main): a message never crosses it."""
    return frame.hand.y + round(2 * frame.scale)


def message_floor(frame: Frame, height: int = 0) -> int:
    """The lowest a message's box of `height` reaches: as high over the tray's border as
    the message line's top lets it, up to a gap of 6 px (scaled), so two lines neither
    run into the hand's panel nor meet a raised card's gold frame (playtest pt4a, 12); a
    box too tall for that stands on the border, rising into the board's foot (a hint)."""
    tray = tray_top(frame) - 1
    return min(tray, max(frame.message.top + height, tray - round(6 * frame.scale)))


def hint_floor(frame: Frame) -> int:
    """The lowest a hint's panel reaches: 6 px (scaled) over the tray's border whatever
    its height, as it rises into the board's foot (pt8d 11: a two-line Monad hint at
    1024x700 stood on the border and its panel ran over the hand panel's top edge)."""
    return tray_top(frame) - 1 - round(6 * frame.scale)


def hint_under(frame: Frame) -> int:
    """Room under a hint's last line inside its panel (its descenders off the border)."""
    return round(3 * frame.scale)


def hint_room_lines(frame: Frame, size: int, kept_bottom: int | None = None) -> int:
    """How many lines of a hint fit from the message's floor up into the board's foot,
    its lowest quarter at most (the board's own words stand above), and never over what
    the view keeps (`kept_bottom`: the lowest foot of `GameViewBase.kept_areas`)."""
    top = frame.board.bottom - frame.board.h // 4
    if kept_bottom is not None:
        top = max(top, kept_bottom)
    room = hint_floor(frame) - hint_under(frame) - top
    return max(MESSAGE_LINES, min(HINT_LINES, room // max(1, line_height(size))))


def fit_lines(wrap: Wrap, message: str, frame: Frame, width: int,
              kind: str = "", kept_bottom: int | None = None) -> tuple[list[str], int]:
    """`message` in lines of `width` and their font size.

    Tried in order, each at the normal size, then one step smaller, then the smallest:
    the whole text in up to two lines; for a hint, the whole text in the lines the
    tray has room for, then its first sentence in those lines. The last resort joins
    what is left onto the last line (which `fit` shrinks to the width)."""
    sizes = (frame.font(19), frame.font(17), frame.font(15))
    lines: list[str] = [message]
    for size in sizes:
        lines = wrap(message, size, width)
        if len(lines) <= MESSAGE_LINES:
            return lines, size
        if kind != "hint":
            continue
        most = hint_room_lines(frame, size, kept_bottom)
        if len(lines) <= most:
            return lines, size
        short = first_sentence(message)
        if short != message:
            cut = wrap(short, size, width)
            if len(cut) <= most:
                return cut, size
    size = sizes[-1]
    if kind == "hint":
        lines = wrap(first_sentence(message), size, width)
    return [*lines[:MESSAGE_LINES - 1], " ".join(lines[MESSAGE_LINES - 1:])], size
