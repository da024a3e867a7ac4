"""The people around the table, drawn on a game's board beside its cards.

The scoreboard in the side column lists every seat; a board that has room shows the
opponents again where the play is (issue 38): each a chip with its colour and initial,
its name, how many cards it holds, its score, and a gold badge for what the game says
about it now ("holds the trick"). The one to move is framed in gold. A game's board
gives a `Person` per seat it shows and the rectangle of the band; `paint_people` lays
the chips side by side, as wide as the band allows, and paints them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from astromagie.i18n import tr
from astromagie.look import theme

HAND_BACK = (34, 30, 82)  # a card back's deep blue, as the games' backs are

MIN_TEXT = theme.MIN_TEXT_PX
CHIP_W_MAX = 300  # a chip is never wider than this (before scaling)
MIN_NAME_W = 48  # a name keeps this much room (before scaling) beside a badge, else the
# badge's words give way to STAR
STAR = "\u2605"  # the badge's mark where its words do not fit (pt18a 3)


@dataclass(frozen=True)
class Person:
    """One seat as a chip shows it."""

    seat: int  # its colour
    name: str
    cards: int  # cards in hand, shown as a small card and the count
    score: str  # "12 points"
    badge: str = ""  # what the game says about the seat now, in gold ("holds the trick")
    moving: bool = False  # the seat to move: framed in gold


def score_words(points: int) -> str:
    """A score in the house's words, a negative one with a real minus ("−10 points")."""
    words = tr("kit.score", points=points)
    return words.replace(f"-{abs(points)}", f"\u2212{abs(points)}", 1) if points < 0 else words


def chip_rects(band: pygame.Rect, count: int, scale: float) -> list[pygame.Rect]:
    """The chips side by side in `band`, centred, each as wide as the band allows."""
    if count <= 0:
        return []
    gap = round(10 * scale)
    width = min(round(CHIP_W_MAX * scale), (band.w - gap * (count - 1)) // count)
    total = width * count + gap * (count - 1)
    x = band.centerx - total // 2
    return [pygame.Rect(x + i * (width + gap), band.y, width, band.h) for i in range(count)]


def paint_people(surface: pygame.Surface, band: pygame.Rect, people: Sequence[Person],
                 scale: float) -> list[pygame.Rect]:
    """Paint a chip per person in `band`; the chips' rects, in order."""
    rects = chip_rects(band, len(people), scale)
    # every chip of the band alike: all with the big avatar, or all with the small dot
    avatar = all(has_room_for_avatar(rect, person, scale)
                 for person, rect in zip(people, rects, strict=True))
    for person, rect in zip(people, rects, strict=True):
        paint_chip(surface, rect, person, scale, avatar)
    return rects


def has_room_for_avatar(rect: pygame.Rect, person: Person, scale: float) -> bool:
    """Whether the chip's second line (cards and score) fits at full size beside the big
    round avatar; in a narrow chip (five seats at 1024x700) the avatar gives way to a small
    dot before the name and the second line takes the chip's whole width (pt18a 9: the
    score was squeezed to a tiny size)."""
    pad = round(8 * scale)
    small = max(MIN_TEXT, round(14 * scale))
    font = theme.font("bold", small)
    dot_r = min(round(15 * scale), rect.h // 2 - pad)
    count_w = _count_width(str(person.cards), font.get_height(), small)
    return rect.w - 4 * pad - 2 * dot_r >= count_w + pad + font.size(person.score)[0]


def paint_chip(surface: pygame.Surface, rect: pygame.Rect, person: Person,
               scale: float, avatar: bool = True) -> None:
    """One chip: the seat's colour and name on the first line with its badge (or, where
    the badge's words do not fit beside the name, a gold star mark: pt18a 3, the badge
    on the second line covered the cards and the points), then the cards held and the
    score on the second line, each at a legible size (pt18a 9)."""
    radius = round(10 * scale)
    border = theme.GOLD if person.moving else theme.PANEL_BORDER
    theme.rounded_panel(surface, rect, theme.PANEL, border, radius)
    if person.moving:
        pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=radius)
    pad = round(8 * scale)
    big = max(MIN_TEXT, round(17 * scale))
    small = max(MIN_TEXT, round(14 * scale))
    score = theme.render(person.score, "bold", small, theme.GOLD)
    line_h = score.get_height()
    name_h = theme.font("bold", big).get_height()
    two_lines = rect.h >= name_h + line_h + pad // 2
    dot_r = min(round(15 * scale), rect.h // 2 - pad)
    avatar = avatar or not two_lines  # see has_room_for_avatar
    if avatar:
        centre = (rect.x + pad + dot_r, rect.centery)
        pygame.draw.circle(surface, theme.seat_colour(person.seat), centre, dot_r)
        initial = theme.render(person.name[:1].upper(), "bold", max(MIN_TEXT, dot_r),
                               theme.TEXT_DARK)
        surface.blit(initial, initial.get_rect(center=centre))
        x = centre[0] + dot_r + pad
    else:
        x = rect.x + pad
    right = rect.right - pad
    top = rect.centery - (name_h + line_h) // 2 if two_lines else rect.centery - name_h // 2
    name_line = top + name_h // 2
    name_x = x
    if not avatar:
        small_r = max(3, round(5 * scale))
        pygame.draw.circle(surface, theme.seat_colour(person.seat),
                           (x + small_r, name_line), small_r)
        name_x = x + 2 * small_r + max(3, pad // 2)
    name_right = right
    if not two_lines:  # a low band: the score at the name line's end
        surface.blit(score, score.get_rect(midright=(right, name_line)))
        name_right = right - score.get_width() - pad
    _paint_name_and_badge(surface, person, (name_x, name_line), name_right, big, small, scale)
    if not two_lines:
        return
    line = top + name_h
    # the hand's count says what it counts where the line has room ("6 cards": pt16a 9,
    # a bare "6" by a small card had no label), else the number alone
    words = tr("kit.chip_cards", count=person.cards)
    counted_w = _count_width(words, line_h, small)
    label = words if counted_w + pad + score.get_width() <= right - x else None
    counted = paint_hand_count(surface, (x, line), person.cards, line_h, small, label)
    # the score keeps to the room right of the hand's count (a narrow chip: closer to it)
    score_room = right - counted - (pad if avatar else max(3, pad // 2))
    if score.get_width() > score_room > 0:
        score = theme.render_fit(person.score, "bold", small, score_room, theme.GOLD)
    surface.blit(score, score.get_rect(topright=(right, line)))


def _paint_name_and_badge(surface: pygame.Surface, person: Person, at: tuple[int, int],
                          right: int, big: int, small: int, scale: float) -> None:
    """The name from `at` (its left end and middle height) up to `right`, then the badge:
    its words where the name keeps MIN_NAME_W beside them, else a gold star right after
    the name (the scoreboard beside the table gives the words)."""
    x, middle = at
    room = right - x
    pad = round(8 * scale)
    badge = _badge(person.badge, small, scale) if person.badge else None
    if badge is not None and room - badge.w - pad >= round(MIN_NAME_W * scale):
        name = theme.render_fit(person.name, "bold", big, room - badge.w - pad, theme.TEXT)
        surface.blit(name, name.get_rect(midleft=(x, middle)))
        badge.midright = (right, middle)
        paint_badge(surface, badge, person.badge, small)
        return
    star = theme.render(STAR, "bold", big, theme.GOLD) if badge is not None else None
    star_w = star.get_width() + max(2, pad // 2) if star is not None else 0
    name = theme.render_fit(person.name, "bold", big, max(20, room - star_w), theme.TEXT)
    placed = name.get_rect(midleft=(x, middle))
    surface.blit(name, placed)
    if star is not None:
        surface.blit(star, star.get_rect(midleft=(placed.right + max(2, pad // 2), middle)))


def _badge(words: str, size: int, scale: float) -> pygame.Rect:
    """The size of the gold badge that says `words` (placed by the caller)."""
    w, h = theme.font("bold", size).size(words)
    return pygame.Rect(0, 0, w + round(14 * scale), h + round(4 * scale))


def paint_badge(surface: pygame.Surface, box: pygame.Rect, words: str, size: int) -> None:
    """A gold pill with `words` in `box`."""
    label = theme.render(words, "bold", size, theme.TEXT_DARK)
    pygame.draw.rect(surface, theme.GOLD, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, theme.GOLD_DEEP, box, width=1, border_radius=box.h // 2)
    surface.blit(label, label.get_rect(center=box.center))


def _count_width(words: str, height: int, size: int) -> int:
    """How wide `paint_hand_count` draws the mini card and `words`."""
    card_w = max(6, round(max(8, height - 4) * 0.7))
    return 2 + card_w + 4 + theme.font("bold", size).size(words)[0]


def paint_hand_count(surface: pygame.Surface, topleft: tuple[int, int], count: int,
                     height: int, size: int, words: str | None = None) -> int:
    """A mini card back and the number of cards held (or `words`, "6 cards"). The back is
    filled (deep blue, a gold edge, a gold dot) and drawn a little apart from a second
    one behind it: a thin outline alone read like a font's missing-glyph box."""
    card_h = max(8, height - 4)
    card = pygame.Rect(topleft[0] + 2, topleft[1] + (height - card_h) // 2,
                       max(6, round(card_h * 0.7)), card_h)
    behind = card.move(-2, -1)
    for back in (behind, card):
        pygame.draw.rect(surface, HAND_BACK, back, border_radius=2)
        pygame.draw.rect(surface, theme.GOLD_DEEP, back, width=1, border_radius=2)
    pygame.draw.circle(surface, theme.GOLD, card.center, max(1, card.w // 5))
    text = theme.render(words if words is not None else str(count), "bold", size,
                        theme.TEXT_DIM)
    placed = text.get_rect(midleft=(card.right + 4, card.centery))
    surface.blit(text, placed)
    return placed.right  # where the count ends (what may follow it on the line)
