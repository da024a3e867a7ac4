"""The board's piles drawn as piles: a few card edges under the top card, and the count.

The game names its piles (`GameViewBase.piles`, each a `Pile`: its zone, how many
cards, face up or down, a label); the board paints the top card in the zone's
rect as before, and the kit paints around it: under the rect, before the board,
the edges of the cards beneath (`paint_depth`, deeper for more cards); after the board,
a badge with the label and the count (`paint_badge`) beside the pile, never on a card's
face (the playtest: a badge inside the pile's top edge hid the card in play's name and
lay under a card landing there): over the pile, under its edges, or at its side,
wherever the least is painted (a caption under the pile, the cards beside it: `Crowd`).
A pile whose board shows its count itself (`Pile.counted`) gets its label alone: a
count is said once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

import pygame

from astromagie.kit.draw import pile_badge_box, pile_badge_px
from astromagie.kit.view import Pile
from astromagie.look import theme

EDGE_CARDS = 8  # one more edge shows under the top card per this many cards
MOST_EDGES = 4
EDGE_FILL = (232, 228, 214)  # the edge of a face-up card
EDGE_LINE = (150, 156, 196)  # each card's edge, seen on the felt and on a dark back


def shown_piles(piles: Sequence[Pile], landed: Mapping[str, int]) -> list[Pile]:
    """The piles as the table shows them while a bot's move is on show: the position
    before it, and each of its cards that has landed on a pile (`Highlight.landed`) lies
    there, so it counts there, in the depth and the badge (pt14a 8: the discard pile
    showed Vega's Sun while its badge read 0). A card still flying counts nowhere: one
    flying away from a pile is no longer counted there (`landed` is net of it, pt15c)."""
    return [replace(pile, count=max(0, pile.count + landed.get(pile.zone, 0)))
            if landed.get(pile.zone) else pile for pile in piles]


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
    """The badge's words: the label and the count, the label alone where the board shows
    the count (`Pile.counted`), the count alone without a label."""
    if pile.counted:
        return pile.label
    return f"{pile.label} {pile.count}" if pile.label else str(pile.count)


def pile_extent(rect: pygame.Rect, count: int, scale: float) -> pygame.Rect:
    """The pile with the edges of the cards under its top card."""
    return rect.unionall(edge_rects(rect, count, scale)) if edges(count) else rect.copy()


def badge_spots(size: tuple[int, int], pile: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """Where a badge of `size` may lie beside the pile (with its edges): over it, under
    it, at its right or left, in that order of preference."""
    gap = round(3 * scale)
    spots = []
    for anchor, point in (("midbottom", (pile.centerx, pile.top - gap)),
                          ("midtop", (pile.centerx, pile.bottom + gap)),
                          ("topleft", (pile.right + gap, pile.top)),
                          ("topright", (pile.x - gap, pile.top))):
        box = pygame.Rect((0, 0), size)
        setattr(box, anchor, point)
        spots.append(box)
    return spots


def badge_rect(pile: Pile, rect: pygame.Rect, label: pygame.Surface, scale: float,
               crowd: Callable[[pygame.Rect], int] | None = None,
               bounds: pygame.Rect | None = None) -> pygame.Rect:
    """Where the badge with `label` lies: beside the pile, never on its face; of the
    spots (`badge_spots`), the one over the least painted (`crowd`; the first, over the
    pile, without one), kept inside `bounds`."""
    return badge_place(pile, rect, label, scale, crowd, bounds)[1]


def badge_place(pile: Pile, rect: pygame.Rect, label: pygame.Surface, scale: float,
                crowd: Callable[[pygame.Rect], int] | None = None,
                bounds: pygame.Rect | None = None,
                side: int | None = None) -> tuple[int, pygame.Rect]:
    """`badge_rect` and which of the spots it is (0 over, 1 under, 2 right, 3 left);
    `side`: the spot the badge had, kept while it stays clear of the pile (its label
    jumped from above the pile to below it as the board filled: playtest pt2, 10, 31)."""
    size = pile_badge_box(label.get_size(), scale)  # the one the views may ask for
    extent = pile_extent(rect, pile.count, scale)
    spots = badge_spots(size, extent, scale)
    if bounds is not None:
        spots = [spot.clamp(bounds) for spot in spots]
    if side is not None and not spots[side].colliderect(extent):
        return side, spots[side]
    clear = [i for i, s in enumerate(spots) if not s.colliderect(extent)] or \
        list(range(len(spots)))
    if crowd is None:
        return clear[0], spots[clear[0]]
    best = min(clear, key=lambda i: (crowd(spots[i]), i))
    return best, spots[best]


def badge_label(pile: Pile, scale: float,
                text: Callable[[str, int, theme.Color, str], pygame.Surface]) -> pygame.Surface:
    """The badge's words rendered at the badges' one size."""
    return text(badge_text(pile), pile_badge_px(scale), theme.TEXT_DARK, "bold")


def paint_badge(surface: pygame.Surface, pile: Pile, rect: pygame.Rect, scale: float,
                text: Callable[[str, int, theme.Color, str], pygame.Surface],
                box: pygame.Rect | None = None) -> pygame.Rect:
    """The pile's gold badge, its label and count on one line, at `box` (over the pile
    unless told: `badge_rect`); returns where it lies."""
    label = badge_label(pile, scale, text)
    if not label.get_width():
        return pygame.Rect(rect.centerx, rect.top, 0, 0)  # nothing to say
    if box is None:
        box = badge_rect(pile, rect, label, scale)
    # a pile at the window's edge keeps its whole badge on screen
    box = box.clamp(surface.get_rect().inflate(-round(4 * scale), -round(4 * scale)))
    pygame.draw.rect(surface, theme.GOLD, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, theme.GOLD_DEEP, box, width=1, border_radius=box.h // 2)
    surface.blit(label, label.get_rect(center=box.center))
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
