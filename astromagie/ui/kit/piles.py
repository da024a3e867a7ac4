"""The board's piles drawn as piles: a few card edges under the top card, and the count.

The game names its piles (`GameViewBase.piles`, each a `Pile`: its zone, how many
cards, face up or down, a label); the board paints the top card in the zone's
rect as before, and the kit paints around it: under the rect, before the board,
the edges of the cards beneath (`paint_depth`, deeper for more cards); over it,
after the board, a badge with the label and the count (`paint_badge`), just inside the
top card's upper edge: a card's own words (a Solar card's name, a Monad fan's counts)
and the board's captions under a pile sit at the bottom, where a badge covered them (H16).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from astromagie.kit.view import Pile
from astromagie.look import theme

EDGE_CARDS = 8  # one more edge shows under the top card per this many cards
MOST_EDGES = 4
EDGE_FILL = (232, 228, 214)  # the edge of a face-up card
EDGE_LINE = (150, 156, 196)  # each card's edge, seen on the felt and on a dark back


def edges(count: int) -> int:
    """How many card edges show under a pile's top card."""
    if count <= 1:
        return 0
    return min(MOST_EDGES, 1 + (count - 2) // EDGE_CARDS)


def edge_rects(rect: pygame.Rect, count: int, scale: float) -> list[pygame.Rect]:
    """The rects of the cards under the top one, the lowest first, each offset down-right."""
    step = max(2, round(3 * scale))
    return [rect.move(k * step, k * step) for k in range(edges(count), 0, -1)]


def paint_depth(surface: pygame.Surface, pile: Pile, rect: pygame.Rect, scale: float,
                back: Callable[[tuple[int, int]], pygame.Surface]) -> None:
    """The cards under the top card, as edges peeking out below and right of it."""
    for under in edge_rects(rect, pile.count, scale):
        if pile.face_up:
            pygame.draw.rect(surface, EDGE_FILL, under, border_radius=6)
        else:
            surface.blit(back(under.size), under)
        pygame.draw.rect(surface, EDGE_LINE, under, width=1, border_radius=6)


def badge_text(pile: Pile) -> str:
    return f"{pile.label} {pile.count}" if pile.label else str(pile.count)


def badge_rect(pile: Pile, rect: pygame.Rect, label: pygame.Surface,
               scale: float) -> pygame.Rect:
    """The badge lies just inside the pile's top edge, in its middle (on a card's top
    centre, which no game's face writes on; never over the card's foot, H16)."""
    box = label.get_rect().inflate(round(14 * scale), round(4 * scale))
    box.midtop = (rect.centerx, rect.top + round(6 * scale))
    return box


def paint_badge(surface: pygame.Surface, pile: Pile, rect: pygame.Rect, scale: float,
                text: Callable[[str, int, theme.Color, str], pygame.Surface]) -> pygame.Rect:
    """The pile's gold badge: its label and count on one line; a label wider than the pile
    (a German "Nachziehstapel 50" on a narrow pile) goes over the count on two lines, so
    the badge never reaches over the cards beside the pile."""
    size = max(theme.MIN_TEXT_PX, round(14 * scale))
    label = text(badge_text(pile), size, theme.TEXT_DARK, "bold")
    pad = round(14 * scale)
    room = rect.w + round(8 * scale)  # about as far as the pile's own edges reach
    if not pile.label or label.get_width() + pad <= room:
        box = badge_rect(pile, rect, label, scale)
        lines = [label]
    else:
        word = theme.render_fit(pile.label, "bold", size, room - pad, theme.TEXT_DARK)
        count = text(str(pile.count), size, theme.TEXT_DARK, "bold")
        lines = [word, count]
        box = pygame.Rect(0, 0, max(word.get_width(), count.get_width()) + pad,
                          word.get_height() + count.get_height() + round(4 * scale))
        box.midtop = (rect.centerx, rect.top + round(6 * scale))
    # a pile at the window's edge keeps its whole badge on screen
    box.clamp_ip(surface.get_rect().inflate(-round(4 * scale), -round(4 * scale)))
    radius = min(box.h // 2, round(12 * scale)) if len(lines) > 1 else box.h // 2
    pygame.draw.rect(surface, theme.GOLD, box, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD_DEEP, box, width=1, border_radius=radius)
    y = box.centery - sum(line.get_height() for line in lines) // 2
    for line in lines:
        surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
        y += line.get_height()
    return box


def paint_count(surface: pygame.Surface, label: pygame.Surface, card: pygame.Rect,
                scale: float) -> None:
    """A count ("×3") in a gold pill at a card's foot, left: how many like it lie under it
    (a grouped hand's stack)."""
    box = label.get_rect().inflate(round(12 * scale), round(4 * scale))
    box.bottomleft = (card.x + round(4 * scale), card.bottom - round(4 * scale))
    pygame.draw.rect(surface, theme.GOLD, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, theme.GOLD_DEEP, box, width=1, border_radius=box.h // 2)
    surface.blit(label, label.get_rect(center=box.center))
