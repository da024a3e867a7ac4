"""What the kit table lays over its board on a key: the game's reference card (?) and
its open piles card by card (T). Each is optional: a view without `reference` or
`open_piles` has no such overlay. A click or any key closes either.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from astromagie.i18n import tr
from astromagie.kit.view import Reference
from astromagie.look import theme

from .frame import Frame

PANEL = (16, 20, 52, 250)  # opaque: the table never shows through the words
TextFn = Callable[..., pygame.Surface]
FaceFn = Callable[[str, tuple[int, int]], pygame.Surface]
OpenPile = tuple[str, Sequence[str]]
# the reference card's text sizes (at 1280x800), the first at which the whole card fits:
# 13 px at 1024x700 read as small (pt6a 14); a card too long for it keeps the smaller
REFERENCE_PX = (17, 16)


def overlay_area(frame: Frame) -> pygame.Rect:
    """Where an overlay may lie: the board and the hand under it, inside a margin."""
    area = frame.board.union(frame.hand)
    margin = round(8 * frame.scale)  # the table's edge in sight; the rest for the type
    return area.inflate(-2 * margin, -2 * margin)


def _shade(surface: pygame.Surface, frame: Frame) -> None:
    area = frame.board.union(frame.hand)
    shade = pygame.Surface(area.size, pygame.SRCALPHA)
    shade.fill((6, 8, 24, 170))
    surface.blit(shade, area)


def paint_reference(surface: pygame.Surface, reference: Reference, frame: Frame,
                    text: TextFn) -> pygame.Rect:
    """The reference card: its title, then each heading in gold over its wrapped text;
    returns the panel's rect."""
    area = overlay_area(frame)
    pad = frame.font(18)
    inner_w = area.w - 2 * pad
    for base in REFERENCE_PX:  # one step larger where the whole card fits, a line to spare
        blits = _reference_blits(reference, frame, text, frame.font(base), inner_w)
        height = sum(s.get_height() + gap for s, gap in blits) + 2 * pad
        if height + frame.font(base) < area.h:
            break
    panel = pygame.Rect(area.x, area.y, area.w, min(area.h, height))
    _shade(surface, frame)
    theme.rounded_panel(surface, panel, PANEL, theme.GOLD)
    y = panel.y + pad
    for shown, gap in blits:
        if y + shown.get_height() > panel.bottom - pad // 2:
            break  # a tiny window: the card is cut at a line, never mid-letter
        surface.blit(shown, (panel.x + pad, y))
        y += shown.get_height() + gap
    return panel


def _reference_blits(reference: Reference, frame: Frame, text: TextFn, size: int,
                     inner_w: int) -> list[tuple[pygame.Surface, int]]:
    """The reference card's lines at text size `size`, each with the gap after it: a
    heading close over its words, a section's air after them (gaps are not text: the
    smallest text size made a heading stand a whole line apart at 1024x700)."""
    after_section = round(8 * frame.scale)
    blits: list[tuple[pygame.Surface, int]] = [
        (text(reference.title, frame.font(24), theme.GOLD, "bold"), after_section)]
    for heading, words in reference.sections:
        blits.append((text(heading, size, theme.GOLD, "bold"), round(2 * frame.scale)))
        for line in theme.wrap(words, "text", size, inner_w):
            blits.append((text(line, size, theme.TEXT), 0))
        blits[-1] = (blits[-1][0], after_section)
    blits.append((text(tr("kit.overlay.close"), frame.font(14), theme.TEXT_DIM), 0))
    return blits


def pile_card_size(piles: Sequence[OpenPile], frame: Frame, width: int, height: int,
                   ratio: float) -> tuple[int, int, int]:
    """The largest card (w, h) at which every pile's cards fit `width` x `height` in rows,
    and how many go in a row. `ratio` is the game's height / width."""
    gap = frame.font(8)
    title_h = frame.font(22) + gap
    h = min(round(140 * frame.scale), height)
    while h > 24:
        w = round(h / ratio)
        per_row = max(1, (width + gap) // (w + gap))
        rows = sum(max(1, -(-len(cards) // per_row)) for _, cards in piles)
        if rows * (h + gap) + len(piles) * title_h <= height:
            break
        h -= 4
    w = round(h / ratio)
    return w, h, max(1, (width + gap) // (w + gap))


def paint_piles(surface: pygame.Surface, piles: Sequence[OpenPile], frame: Frame,
                text: TextFn, face: FaceFn, ratio: float) -> pygame.Rect:
    """Each open pile under its name, every card face up, the first laid first; returns
    the panel's rect."""
    area = overlay_area(frame)
    pad = frame.font(18)
    gap = frame.font(8)
    foot = text(tr("kit.overlay.close"), frame.font(14), theme.TEXT_DIM)
    inner = area.inflate(-2 * pad, -2 * pad)
    inner.h -= foot.get_height() + gap
    w, h, per_row = pile_card_size(piles, frame, inner.w, inner.h, ratio)
    titles = [text(name, frame.font(22), theme.GOLD, "bold") for name, _ in piles]
    used = sum(t.get_height() + gap + max(1, -(-len(cards) // per_row)) * (h + gap)
               for t, (_, cards) in zip(titles, piles, strict=True))
    area.h = min(area.h, used + 2 * pad + foot.get_height() + gap)  # no emptier than need be
    _shade(surface, frame)
    theme.rounded_panel(surface, area, PANEL, theme.GOLD)
    y = inner.y
    for title, (_, cards) in zip(titles, piles, strict=True):
        surface.blit(title, (inner.x, y))
        y += title.get_height() + gap
        if not cards:
            empty = text(tr("kit.overlay.pile_empty"), frame.font(16), theme.TEXT_DIM)
            surface.blit(empty, (inner.x, y))
            y += h + gap
            continue
        for i, code in enumerate(cards):
            surface.blit(face(code, (w, h)), (inner.x + (i % per_row) * (w + gap),
                                              y + (i // per_row) * (h + gap)))
        y += -(-len(cards) // per_row) * (h + gap)
    surface.blit(foot, foot.get_rect(midbottom=(area.centerx, area.bottom - gap)))
    return area
