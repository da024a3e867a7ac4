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
# badge sits on the chip's foot


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
    for person, rect in zip(people, rects, strict=True):
        paint_chip(surface, rect, person, scale)
    return rects


def paint_chip(surface: pygame.Surface, rect: pygame.Rect, person: Person,
               scale: float) -> None:
    radius = round(10 * scale)
    border = theme.GOLD if person.moving else theme.PANEL_BORDER
    theme.rounded_panel(surface, rect, theme.PANEL, border, radius)
    if person.moving:
        pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=radius)
    pad = round(8 * scale)
    big = max(MIN_TEXT, round(17 * scale))
    small = max(MIN_TEXT, round(14 * scale))
    dot_r = min(round(15 * scale), rect.h // 2 - pad)
    centre = (rect.x + pad + dot_r, rect.centery)
    pygame.draw.circle(surface, theme.seat_colour(person.seat), centre, dot_r)
    initial = theme.render(person.name[:1].upper(), "bold", max(MIN_TEXT, dot_r), theme.TEXT_DARK)
    surface.blit(initial, initial.get_rect(center=centre))
    x = centre[0] + dot_r + pad
    room = rect.right - pad - x
    badge = _badge(person.badge, small, scale) if person.badge else None
    # the badge stands inside the chip at the name line's end (pt16a 9: hung half over
    # the chip's bottom border); the name gives up the room it needs, or in a chip too
    # narrow for both the badge takes the second line (the scoreboard beside the table
    # still gives that seat's cards and score)
    beside = badge is not None and room - badge.w - pad >= round(MIN_NAME_W * scale)
    name_room = room - (badge.w + pad if badge is not None and beside else 0)
    name = theme.render_fit(person.name, "bold", big, max(20, name_room), theme.TEXT)
    score = theme.render(person.score, "bold", small, theme.GOLD)
    two_lines = rect.h >= name.get_height() + score.get_height() + pad // 2
    if not two_lines:  # a low band: the name and the score on one line
        score_room = room - name.get_width() - pad - (badge.w + pad if beside and badge else 0)
        surface.blit(name, name.get_rect(midleft=(x, rect.centery)))
        name_line = rect.centery
        if score.get_width() <= score_room:
            surface.blit(score, score.get_rect(midright=(rect.right - pad, rect.centery)))
            name_line = -1  # the badge goes left of the score
            if badge is not None:
                badge.midright = (rect.right - pad - score.get_width() - pad, rect.centery)
    else:
        top = rect.centery - (name.get_height() + score.get_height()) // 2
        surface.blit(name, (x, top))
        name_line = top + name.get_height() // 2
        line = top + name.get_height()
        if badge is not None and not beside:
            badge.midleft = (x, line + score.get_height() // 2)
            badge.clamp_ip(rect.inflate(-4, -4))
            paint_badge(surface, badge, person.badge, small)
            return
        # the hand's count says what it counts where the line has room ("6 cards": pt16a 9,
        # a bare "6" by a small card had no label), else the number alone
        words = tr("kit.chip_cards", count=person.cards)
        counted_w = _count_width(words, score.get_height(), small)
        label = words if counted_w + pad + score.get_width() <= rect.right - pad - x else None
        counted = paint_hand_count(surface, (x, line), person.cards, score.get_height(), small,
                                   label)
        # the score keeps to the room right of the hand's count (five seats at 1024x700
        # leave a chip too narrow for both at full size: they were drawn over each other)
        score_room = rect.right - pad - (counted + pad)
        if score.get_width() > score_room > 0:
            score = theme.render_fit(person.score, "bold", small, score_room, theme.GOLD)
        surface.blit(score, score.get_rect(topright=(rect.right - pad, line)))
    if badge is not None:
        if not beside:
            badge.midbottom = (rect.centerx, rect.bottom - 2)
        elif name_line >= 0:
            badge.midright = (rect.right - pad, name_line)
        badge.clamp_ip(rect.inflate(-4, -4))  # wholly inside the chip, its border clear
        paint_badge(surface, badge, person.badge, small)


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
