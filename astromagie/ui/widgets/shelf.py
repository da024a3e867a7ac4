"""The title's game shelf: one drawn tile per game, of which one is chosen.

Each tile shows the game's name, its seat range and a row of little people (as many
as the game seats, the table New game sets up filled), so the shelf reads at a glance
like boxes on a shelf; the chosen game's tile is framed in gold. It behaves as a
`Choice` (click a tile, arrow keys, Enter), so the form's focus and keys work
unchanged. Only words and numbers from `GameInfo` are drawn: the shelf imports
no game's code (the first frame stays as fast as with one game).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from astromagie.look import theme
from astromagie.ui.widgets.controls import Choice
from astromagie.ui.widgets.layout import split
from astromagie.ui.widgets.text import TextSource, text_of


@dataclass(frozen=True)
class Tile:
    """One game on the shelf: its id, its name and the words under it."""

    game: str
    name: TextSource
    seats: TextSource
    min_players: int  # the people drawn filled: the table New game sets up
    max_players: int


class ShelfTiles(Choice[str]):
    """A row of game tiles; exactly one is chosen."""

    def __init__(self, tiles: Sequence[Tile], value: str,
                 on_change: Callable[[str], None] | None = None, *,
                 wid: str | None = None) -> None:
        super().__init__([(t.game, t.name) for t in tiles], value, on_change, wid=wid,
                         size=theme.BODY_SIZE)
        self.tiles = list(tiles)
        self._seats: list[pygame.Surface] = []  # the seat range under each name

    def segment_rects(self) -> list[pygame.Rect]:
        return split(self.rect, [1] * len(self.options), self.px(12))

    def refresh(self) -> None:
        self._labels = []  # (name, name when chosen), as a Choice keeps its labels
        self._seats = []
        rects = self.segment_rects() if self.tiles else []
        names = [text_of(t.name) for t in self.tiles]
        width = min((r.w for r in rects), default=100) - self.px(20)
        size = min((theme.fit_font_size(n, "bold", self.px(theme.BODY_SIZE), max(8, width))
                    for n in names), default=self.px(theme.BODY_SIZE))
        small = self.px(theme.SMALL_SIZE - 2)
        for tile, name in zip(self.tiles, names, strict=True):
            seats = theme.render_fit(text_of(tile.seats), "text", small, max(8, width),
                                     theme.TEXT_DIM)
            self._labels.append((theme.render(name, "bold", size, theme.TEXT),
                                 theme.render(name, "bold", size, theme.GOLD)))
            self._seats.append(seats)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        radius = self.px(theme.RADIUS)
        for i, (tile, rect) in enumerate(zip(self.tiles, self.segment_rects(), strict=True)):
            chosen = tile.game == self.value
            fill = theme.SELECTED if chosen else (theme.CONTROL_HOVER if self.hover_index == i
                                                  else theme.CONTROL)
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
            pygame.draw.rect(surface, theme.GOLD if chosen else theme.CONTROL_BORDER, rect,
                             max(1, self.px(3 if chosen else 1)), border_radius=radius)
            if i >= len(self._labels):
                continue
            plain, gold = self._labels[i]
            seats = self._seats[i]
            name = gold if chosen else plain
            top = rect.y + self.px(8)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, top)))
            seats_rect = seats.get_rect(midbottom=(rect.centerx, rect.bottom - self.px(6)))
            middle = (top + name.get_height() + seats_rect.top) // 2  # between the two lines
            self._seat_marks(surface, tile, rect.centerx, middle, chosen)
            surface.blit(seats, seats_rect)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(8, 8), 2,
                             border_radius=radius + 4)

    def _seat_marks(self, surface: pygame.Surface, tile: Tile, centre_x: int, middle: int,
                    chosen: bool) -> None:
        """A little person per possible player, over the words "2 to 5 players": the
        people of the table New game sets up filled, the other seats drawn in outline.
        (Plain dots there read as a difficulty or a length: playtest pt1, 4.)"""
        head = max(2, self.px(3.5))
        body_w, body_h = 4 * head, round(2.5 * head)
        gap = self.px(5)
        count = tile.max_players
        width = count * body_w + (count - 1) * gap
        left = centre_x - width // 2
        top = middle - (2 * head + body_h) // 2
        colour = theme.GOLD if chosen else theme.TEXT_DIM
        for seat in range(count):
            x = left + seat * (body_w + gap)
            paint_person(surface, pygame.Rect(x, top, body_w, 2 * head + body_h), colour,
                         filled=seat < tile.min_players)


def paint_person(surface: pygame.Surface, box: pygame.Rect, colour: theme.Color, *,
                 filled: bool) -> None:
    """A person's head and shoulders in `box`: filled, or in outline (a seat that may
    stay empty)."""
    head = box.w // 4
    line = 0 if filled else max(1, head // 2)
    pygame.draw.circle(surface, colour, (box.centerx, box.y + head), head, line)
    top = box.y + 2 * head + 1
    shoulders = pygame.Rect(box.x, top, box.w, 2 * (box.bottom - top))  # cut at its middle
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(box.x, top, box.w, box.bottom - top).clip(clip))
    pygame.draw.ellipse(surface, colour, shoulders, line)
    surface.set_clip(clip)
    if not filled:  # the outline's base, so it reads as a figure and not an arch
        pygame.draw.line(surface, colour, (box.x, box.bottom - 1), (box.right - 1,
                                                                     box.bottom - 1), line)
