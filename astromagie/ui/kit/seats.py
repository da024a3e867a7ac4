"""The seats at a table, painted as panels: who sits there, how strong, what they hold.

Each seat's panel shows its colour and initial (`avatar`), its name and score in
words ("1 point", "12 points"), its level, or "thinking…" while its bot thinks,
or whose turn it is; the backs of the cards in its hand with their count
(`backs_fan`; not for the person looking, whose hand is open below), or in a
replay, where nothing is secret any more, the faces of every seat's hand
(`faces_fan`), and the game's own lines under it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from astromagie.i18n import has, tr
from astromagie.look import theme
from astromagie.ui.widgets.text import initial
from astromagie.ui.words import number_text

# text(words, size px, colour, role) -> a rendered line (the painter's cache)
TextFn = Callable[[str, int, theme.Color, str], pygame.Surface]
# fit(words, size px, width, colour, role) -> a line shrunk to `width` if it must
FitFn = Callable[[str, int, int, theme.Color, str], pygame.Surface]
# face(code, size) -> the card's face (the painter's cache)
FaceFn = Callable[[str, tuple[int, int]], pygame.Surface]
FACE_H = 34  # a face-up card's height in a seat's panel at scale 1 (a back: 26)
BACKS_SHOWN = 12  # a fan never draws more backs than this; the count says the rest


@dataclass(frozen=True)
class SeatPanel:
    """One seat as its panel shows it (built from the state each frame)."""

    seat: int
    name: str
    kind: str  # "human" or a bot level
    score: int | None
    cards: int | None  # cards in hand; None: not shown (the person's own hand)
    lines: tuple[str, ...]
    to_move: bool
    thinking: bool
    you: bool  # the person looking at the screen sits here
    faces: tuple[str, ...] | None = None  # the hand shown face up (a replay), else backs
    game: str = ""  # the game's id, whose catalog may name its score's unit


def score_words(points: int, game: str = "") -> str:
    """A score in words in the game's own unit, a negative one with a real minus sign.

    A game names its unit with a `<game>.score` plural entry ("3 Monads", "24 minus
    points", which gets the count without its sign as `minus`); without one the house's
    `kit.score` ("−5 points") is used, so no game has to say anything to get points."""
    own = f"{game}.score"
    words = tr(own if game and has(own) else "kit.score", points=points, minus=abs(points))
    return words.replace(str(points), number_text(points), 1)

def score_gap(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """The bare band of a seat's panel where no words stand: under its score, right of
    its status word, above its hand's row (as `paint_seat` lays them out). A score change
    lands there (pt3a 3: it landed over "12 cards in hand")."""
    def height(role: str, base: int) -> int:
        return theme.font(role, max(theme.MIN_TEXT_PX, round(base * scale))).size("Ag")[1]

    pad, radius = round(8 * scale), round(14 * scale)
    top = rect.y + pad + height("bold", 16)  # the score's foot
    status_foot = rect.y + pad - 2 + height("bold", 17) + height("text", 14)
    row = max(status_foot, rect.y + pad + 2 * radius) + round(4 * scale)  # the hand's row
    left = rect.centerx + round(24 * scale)  # clear of a status word ("Du bist am Zug")
    return pygame.Rect(left, top, max(1, rect.right - pad - left), max(1, row - top))


def panel_height(panel: SeatPanel, scale: float) -> int:
    """The height `paint_seat` needs for all of `panel`: its name and status word beside
    the avatar, its hand's row, the game's lines, a margin under them. Every panel used
    to be as tall as the tallest could be, so "You" with one line stood half empty
    (pt17 1); the scoreboard gives each this much where it has room (`seatcolumn`)."""
    def height(role: str, base: int) -> int:
        return theme.font(role, max(theme.MIN_TEXT_PX, round(base * scale))).size("Ag")[1]

    pad, radius = round(8 * scale), round(14 * scale)
    head = pad - 2 + height("bold", 17) + height("text", 14)
    y = max(head, pad + 2 * radius) + round(4 * scale)
    if panel.faces is not None:
        y += round(FACE_H * scale) + round(3 * scale)
    elif panel.cards is not None:
        y += round(26 * scale) + round(3 * scale)
    return y + len(panel.lines) * height("text", 14) + pad - 2


def avatar(surface: pygame.Surface, centre: tuple[int, int], radius: int, seat: int,
           initial: pygame.Surface) -> None:
    """The seat's coloured disc with the initial of its name."""
    pygame.draw.circle(surface, theme.seat_colour(seat), centre, radius)
    pygame.draw.circle(surface, theme.TEXT_DARK, centre, radius, 2)
    surface.blit(initial, initial.get_rect(center=centre))


def backs_fan(surface: pygame.Surface, back: pygame.Surface, left: int, top: int,
              count: int, step: int, most: int = BACKS_SHOWN) -> int:
    """`count` card backs (at most `most`) overlapping from `left`; returns the x just
    right of the fan."""
    shown = min(count, most)
    for i in range(shown):
        surface.blit(back, (left + i * step, top))
    return left + max(0, shown - 1) * step + back.get_width()


def faces_fan(surface: pygame.Surface, face: FaceFn, codes: Sequence[str], left: int,
              top: int, size: tuple[int, int], width: int) -> list[tuple[str, pygame.Rect]]:
    """The cards `codes` face up from `left`, overlapping just enough to fit `width` (each
    card's left edge, where a face carries its index, stays in view); returns each card
    and where it lies, the last drawn (the one on top) last."""
    if not codes:
        return []
    step = size[0] + 2 if len(codes) == 1 else min(
        size[0] + 2, max(2, (width - size[0]) // (len(codes) - 1)))
    spots = []
    for i, code in enumerate(codes):
        rect = pygame.Rect((left + i * step, top), size)
        surface.blit(face(code, size), rect)
        pygame.draw.rect(surface, theme.TEXT_DARK, rect, 1, border_radius=2)
        spots.append((code, rect))
    return spots


def status_word(panel: SeatPanel, ticks: int) -> tuple[str, theme.Color]:
    """What the panel says under the name: thinking (its whole ellipsis, the words
    pulsing), whose turn, or the seat's level. (Dots counted out one to three read
    "überlegt.." as a typo at the moment there were two: pt8d 16.)"""
    if panel.thinking:
        return tr("kit.thinking"), theme.GOLD if (ticks // 500) % 2 == 0 else theme.GOLD_DEEP
    if panel.to_move:
        if panel.you:
            return tr("kit.your_turn"), theme.GOLD
        return tr("kit.turn_of"), theme.GOLD  # the name stands above it
    if panel.you:  # "Human" said nothing to the person it names
        if panel.name == tr("kit.you_seat"):  # unnamed, already "You": not twice (pt4b, 13)
            return tr("table.level.human"), theme.TEXT_DIM
        return tr("kit.you_seat"), theme.TEXT_DIM
    return tr(f"table.level.{panel.kind}"), theme.TEXT_DIM


def paint_seat(surface: pygame.Surface, panel: SeatPanel, rect: pygame.Rect, scale: float,
               text: TextFn, fit: FitFn, back: Callable[[tuple[int, int]], pygame.Surface],
               card_ratio: float, ticks: int, face: FaceFn | None = None
               ) -> list[tuple[str, pygame.Rect]]:
    """One seat's panel in `rect`: as much of it as fits, the game's lines last. Returns
    the faces of its hand shown (a replay's) and where they lie, for a look on hover."""
    def font(base: int) -> int:
        return max(theme.MIN_TEXT_PX, round(base * scale))

    pygame.draw.rect(surface, theme.SELECTED if panel.to_move else theme.CONTROL, rect,
                     border_radius=8)
    if panel.to_move:  # the seat to move: a gold frame, not only a colour
        pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=8)
    pad = round(8 * scale)
    radius = round(14 * scale)
    centre = (rect.x + pad + radius, rect.y + pad + radius)
    avatar(surface, centre, radius, panel.seat,
           text(initial(panel.name), font(16), theme.TEXT_DARK, "bold"))
    x = centre[0] + radius + round(8 * scale)
    score = (text(score_words(panel.score, panel.game), font(16), theme.GOLD, "bold")
             if panel.score is not None else None)
    name_w = rect.right - pad - x - (score.get_width() + pad if score is not None else 0)
    name = fit(panel.name, font(17), max(20, name_w), theme.TEXT, "bold")
    surface.blit(name, (x, rect.y + pad - 2))
    if score is not None:
        surface.blit(score, score.get_rect(topright=(rect.right - pad, rect.y + pad)))
    word, colour = status_word(panel, ticks)
    status = fit(word, font(14), rect.right - pad - x, colour, "text")
    y = rect.y + pad - 2 + name.get_height()
    surface.blit(status, (x, y))
    y = max(y + status.get_height(), centre[1] + radius) + round(4 * scale)
    spots: list[tuple[str, pygame.Rect]] = []
    if panel.faces is not None and face is not None:
        bh = round(FACE_H * scale)
        if y + bh <= rect.bottom - pad // 2:
            size = (max(4, round(bh / card_ratio)), bh)
            spots = faces_fan(surface, face, panel.faces, rect.x + pad, y, size,
                              rect.w - 2 * pad)
            y += bh + round(3 * scale)
    elif panel.cards is not None:
        bh = round(26 * scale)
        size = (max(4, round(bh / card_ratio)), bh)
        if y + bh <= rect.bottom - pad // 2:
            right = backs_fan(surface, back(size), rect.x + pad, y, panel.cards,
                              max(3, round(size[0] * 0.35)))
            count = fit(tr("kit.hand_count", count=panel.cards), font(14),
                        max(20, rect.right - pad - right - pad), theme.TEXT, "text")
            surface.blit(count, count.get_rect(midleft=(right + pad, y + bh // 2)))
            y += bh + round(3 * scale)
    for line in panel.lines:
        line_s = fit(line, font(14), rect.w - 2 * pad, theme.TEXT_DIM, "text")
        if y + line_s.get_height() > rect.bottom - 2:
            break
        surface.blit(line_s, (rect.x + pad, y))
        y += line_s.get_height()
    return spots
