"""A game's end breakdown (`GameViewBase.breakdown`) laid out as a table on the results screen.

A breakdown is a list of lines in the game's words. Each line becomes a row: what
stands before its first ": " is the row's head (a seat's name and score, "Yellow -
majority", "Winner"), the rest its items, split at " · ". The heads make the first
column; the items flow in the second, wrapping only between two items, so no item
is ever broken in the middle ("Yellow 3+8 = 11" stays on one line); a sentence alone
on its line, without a head, wraps at its words where it is wider than the table. A
line ending in "·", or a line indented under another, continues it (a game may have
split a long line already; an indented list under a heading ending in ":" becomes its
items). The seats' rows of a score and its details wrap alike: when one seat's details do
not fit beside its score, every seat's start on the next line. A row whose head is a
seat's name gets that seat's colour. The text size steps down until the table fits its
box, never below the house's smallest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from astromagie.look import theme

SEPARATOR = " · "
HEAD_SHARE = 0.34  # a head longer than this share of the width makes a row of its own


@dataclass(frozen=True)
class Row:
    """One line of the breakdown: its head ("" for none), its items, whose seat it is."""

    head: str
    items: tuple[str, ...]
    seat: int | None = None


HEAD_WORDS = 7  # a row's heading is a name or a label ("Fewest minus points"), never longer


def rows_of(lines: Sequence[str], names: Sequence[str]) -> list[Row]:
    """The breakdown's lines as rows: continuations joined, heads and items apart."""
    joined: list[str] = []
    carry = False
    for raw in lines:
        line = raw.strip()
        if (carry or raw[:1].isspace()) and joined and line:
            before = joined[-1].rstrip(" ·")
            # a heading ending in ":" takes its indented list as its items
            joined[-1] = before + (" " if before.endswith(":") else SEPARATOR) + line
        elif line:
            joined.append(line)
        carry = line.endswith("·")
    rows = []
    for line in joined:
        head, colon, rest = line.partition(": ")
        if not colon or not rest or len(head.split()) > HEAD_WORDS:
            head, rest = "", line  # a sentence with a colon in it is no heading
        seat = next((i for i, name in sorted(enumerate(names), key=lambda p: -len(p[1]))
                     if _begins_with(head or line, name)), None)
        rows.append(Row(head, tuple(part.strip() for part in rest.split(SEPARATOR)
                                    if part.strip()), seat))
    return rows


def _begins_with(text: str, name: str) -> bool:
    """Whether `text` starts with the word(s) `name` (not a longer word starting so)."""
    return bool(name) and text.startswith(name) and not text[len(name):len(name) + 1].isalnum()


@dataclass(frozen=True)
class Placed:
    """A piece of text where the table puts it (relative to the table's top left)."""

    text: str
    rect: pygame.Rect
    kind: str  # "head", "item", "dot" (the separator) or "line" (a sentence's line)


def place_rows(rows: Sequence[Row], width: int, size: int) -> list[Placed]:
    """Where every head, item and separator goes at text size `size` in `width` pixels."""
    font = theme.font("text", size)
    bold = theme.font("bold", size)
    line_h = font.get_linesize() + max(2, size // 4)
    heads = [bold.size(row.head)[0] for row in rows if row.head]
    head_w = max((w for w in heads if w <= width * HEAD_SHARE), default=0)
    gap = size
    dot_w = font.size(SEPARATOR)[0]
    x_items = head_w + gap if head_w else 0
    # seats' rows of a score and its details laid alike: if one's details wrap past its
    # score, every seat's start on a line of their own (pt7c 12: one seat's on one line,
    # another's on two); rows of many items (Zahlenstreifen's colours) flow as they fit
    seats = [row for row in rows if row.seat is not None]
    apart = all(len(row.items) <= 2 for row in seats) and any(
        len(row.items) == 2 and x_items + font.size(row.items[0])[0] + dot_w
        + font.size(row.items[1])[0] > width for row in seats)
    out: list[Placed] = []
    y = 0
    for row in rows:
        x0 = 0
        if row.head:  # a head too wide for the column has a line of its own, items below
            w = bold.size(row.head)[0]
            out.append(Placed(row.head, pygame.Rect(0, y, min(w, width), line_h), "head"))
            if w > head_w:
                y += line_h
                x0 = head_w + gap if head_w else size * 2
            else:
                x0 = head_w + gap
        x = x0
        if not row.head and len(row.items) == 1 and font.size(row.items[0])[0] > width:
            # a sentence of its own ("The draw pile is empty and ...") wraps at its words
            for line in theme.wrap(row.items[0], "text", size, width):
                out.append(Placed(line, pygame.Rect(0, y, font.size(line)[0], line_h), "line"))
                y += line_h
            continue
        for i, item in enumerate(row.items):
            w = min(font.size(item)[0], width - x0)
            if i and (x + dot_w + w > width or (i == 1 and apart and row.seat is not None)):
                y += line_h
                x = x0
            elif i:
                out.append(Placed(SEPARATOR, pygame.Rect(x, y, dot_w, line_h), "dot"))
                x += dot_w
            out.append(Placed(item, pygame.Rect(x, y, w, line_h), "item"))
            x += w
        y += line_h
    return out


def table_height(placed: Sequence[Placed]) -> int:
    return max((p.rect.bottom for p in placed), default=0)


def fit_rows(rows: Sequence[Row], width: int, height: int, size: int) -> tuple[int, list[Placed]]:
    """The largest text size from `size` down whose table fits `height`, and its places."""
    placed = place_rows(rows, width, size)
    while size > theme.MIN_TEXT_PX and table_height(placed) > height:
        size -= 1
        placed = place_rows(rows, width, size)
    return size, placed


def grow_rows(rows: Sequence[Row], width: int, height: int, size: int,
              largest: int) -> tuple[int, list[Placed]]:
    """The largest text size from `size` up to `largest` whose table still fits `height`
    with no item set smaller, and its places: a short breakdown fills its panel instead
    of leaving its lower half empty (playtest pt2, 20)."""
    best = (size, place_rows(rows, width, size))
    for bigger in range(size + 1, largest + 1):
        placed = place_rows(rows, width, bigger)
        font = theme.font("text", bigger)
        if table_height(placed) > height or any(
                p.kind == "item" and font.size(p.text)[0] > p.rect.w for p in placed):
            break
        best = (bigger, placed)
    return best


def render_table(rows: Sequence[Row], placed: Sequence[Placed], size: int,
                 width: int) -> pygame.Surface:
    """The table on a transparent surface: heads bold (a seat's in its colour), items,
    dim separators; an item wider than the column is set smaller, never broken."""
    out = pygame.Surface((max(1, width), max(1, table_height(placed))), pygame.SRCALPHA)
    seat_of = {row.head: row.seat for row in rows if row.head}
    for piece in placed:
        if piece.kind == "head":
            seat = seat_of.get(piece.text)
            colour = theme.seat_colour(seat) if seat is not None else theme.GOLD
            text = theme.render_fit(piece.text, "bold", size, piece.rect.w, colour)
        elif piece.kind == "dot":
            text = theme.render(SEPARATOR, "text", size, theme.TEXT_DIM)
        else:  # an item, or a sentence's line
            text = theme.render_fit(piece.text, "text", size, piece.rect.w, theme.TEXT)
        out.blit(text, (piece.rect.x, piece.rect.y))
    return out
