"""The standings of a finished game, painted once: each seat's colour, name and level, and
its figures in right-aligned columns; the winners in gold with a star.

The kit's results screen places it in a panel and blits what it returns, for every
game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.words import number_text

Blits = list[tuple[pygame.Surface, tuple[int, int]]]
HEADER_H = 30  # the column headings' line, before scaling
ROW_H = 44  # a seat's row at most, before scaling


@dataclass(frozen=True)
class Column:
    """A column of figures: its heading's catalog key and one value per seat."""

    key: str
    values: Sequence[int]


def ranking(scores: Sequence[int], winners: set[int],
            tiebreak: Sequence[int] | None = None) -> tuple[list[int], list[int]]:
    """The seats best first and each one's place (1, 2, ...): the winners first, then the
    others by score, higher first (every game at the kit counts a higher score as better:
    SR16, NS14 on minus points as negative scores, R16, Monads); equal scores share a
    place ("1, 2, 2, 4"), ordered by the game's `tiebreak` figure (higher first: Monad's
    hand value, pt6d 13), else in seat order."""
    extra = tiebreak if tiebreak is not None else [0] * len(scores)
    order = sorted(range(len(scores)), key=lambda seat: (seat not in winners, -scores[seat],
                                                         -extra[seat], seat))
    places: list[int] = [0] * len(scores)
    for index, seat in enumerate(order):
        earlier = order[index - 1] if index else None
        tied = (earlier is not None and scores[earlier] == scores[seat]
                and (earlier in winners) == (seat in winners))
        places[seat] = places[earlier] if tied and earlier is not None else index + 1
    return order, places


def standings_height(seats: int, px: Callable[[float], int]) -> int:
    """The height the standings need for `seats` rows of a comfortable size."""
    return px(24) + px(HEADER_H) + seats * px(34) + px(12)


def standings(rect: pygame.Rect, names: Sequence[str], levels: Sequence[str],
              columns: Sequence[Column], winners: set[int], order: Sequence[int],
              px: Callable[[float], int], places: Sequence[int] | None = None) -> Blits:
    """What to blit where: a heading line ("Player", each column's), then a row per seat
    in `order`, led by its place ("1.", a tie's shared place twice) when `places` gives
    one per seat. The figures' columns share the right part of `rect`, the last at its
    right edge; a name too long for its room is set smaller, never cut."""
    inner = rect.inflate(-px(32), -px(24))
    out: Blits = []
    place_w = px(30) if places is not None else 0
    name_x = inner.x + px(36) + place_w
    first = inner.x + round(inner.w * (0.64 if len(columns) > 1 else 1.0))
    step = (inner.right - first) // max(1, len(columns) - 1)
    xs = [first + i * step if i < len(columns) - 1 else inner.right
          for i in range(len(columns))]
    small = px(theme.SMALL_SIZE)
    y = inner.y
    heading = theme.render(tr("results.player"), "bold", small, theme.TEXT_DIM)
    out.append((heading, (name_x, y)))
    for x, column in zip(xs, columns, strict=True):
        s = theme.render(tr(column.key), "bold", small, theme.TEXT_DIM)
        out.append((s, (x - s.get_width(), y)))
    y += px(HEADER_H)
    row_h = min(px(ROW_H), (inner.bottom - y) // max(1, len(order)))
    body = max(theme.MIN_TEXT_PX, min(px(theme.BODY_SIZE), row_h - px(8)))
    for seat in order:
        cy = y + row_h // 2
        won = seat in winners
        if places is not None:
            place = theme.render(f"{places[seat]}.", "bold", body,
                                 theme.GOLD if won else theme.TEXT_DIM)
            out.append((place, (inner.x + place_w - place.get_width(),
                                cy - place.get_height() // 2)))
        dot = pygame.Surface((px(14), px(14)), pygame.SRCALPHA)
        pygame.draw.circle(dot, theme.seat_colour(seat), (px(7), px(7)), px(7))
        out.append((dot, (inner.x + place_w + px(8), cy - px(7))))
        role = "bold" if won else "text"
        figures = [theme.render(number_text(column.values[seat]), role, body, theme.TEXT)
                   for column in columns]
        room = xs[0] - figures[0].get_width() - name_x - px(40)
        shared = places is not None and list(places).count(places[seat]) > 1
        tied = f"  ·  {tr('kit.results.tied')}" if shared else ""  # a tie says so (pt6d 13)
        label = theme.render_fit(f"{names[seat]}  ·  {levels[seat]}{tied}", role, body, room,
                                 theme.GOLD if won else theme.TEXT)
        out.append((label, (name_x, cy - label.get_height() // 2)))
        if won:
            star = pygame.Surface((px(20), px(20)), pygame.SRCALPHA)
            pygame.draw.polygon(star, theme.GOLD,
                                theme.star_polygon((px(10), px(10)), px(9), 5, 0.45))
            out.append((star, (name_x + label.get_width() + px(8), cy - px(10))))
        for x, figure in zip(xs, figures, strict=True):
            out.append((figure, (x - figure.get_width(), cy - figure.get_height() // 2)))
        y += row_h
    return out
