"""The card close-up: one card shown large, with what it shows said in words.

A card opens large when the mouse rests on it for a moment (`HOVER_SECONDS`),
on a right-click, or with the I key on the selected hand card. A close-up
opened on purpose stays until a click, a key or a right-click closes it; one
opened by resting the mouse goes when the mouse leaves the card.

What a card shows (kind, element, ruler, value, where it goes in the row) is
read from the engine's card table (`engine.cards`); under the Modern rulers
variant the ruler is the engine's `planet_symbol`. No rule is written out
again here.

`CloseUp` is the state (the scene owns it; `ui/kit/closeup_state.py`, shared with the
kit's table); `closeup_view` makes the frozen
`CloseUpView` the painter paints with `paint_closeup`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from astromagie.games.astromagie.view.faces import CARD_RATIO
from astromagie.games.astromagie.view.words import Fact, card_facts, fact_text
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.kit.closeup_state import HOVER_SECONDS, CloseUp

from .layout import Layout

__all__ = ["HOVER_SECONDS", "CloseUp", "CloseUpView", "card_facts", "closeup_view",
           "fact_text", "paint_closeup"]

PANEL = (16, 20, 52, 250)  # the facts' panel: opaque, so the table never shows through

@dataclass(frozen=True)
class CloseUpView:
    """What the painter needs: the card and its facts (worded when painted)."""

    code: str
    facts: tuple[Fact, ...]
    pinned: bool


def closeup_view(closeup: CloseUp | None, modern_rulers: bool) -> CloseUpView | None:
    if closeup is None or closeup.code is None:
        return None
    return CloseUpView(closeup.code, card_facts(closeup.code, modern_rulers), closeup.pinned)


class Painter(Protocol):
    """The table painter's text and card services the close-up uses."""

    def text(self, text: str, size: int, color: theme.Color = ...,
             role: str = ...) -> pygame.Surface: ...

    def fit_text(self, text: str, size: int, width: int, color: theme.Color = ...,
                 role: str = ...) -> pygame.Surface: ...

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface: ...


def closeup_rects(layout: Layout) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The shaded area (the felt above the hand), the large card and the panel of facts."""
    table = layout.table
    # Above the preview line: the score, a hint or a refusal stay readable under it (F10).
    area = pygame.Rect(table.x, layout.topbar.bottom, table.w,
                       layout.status.top - layout.topbar.bottom)
    pad = layout.font(18)
    card_h = area.h - 2 * pad
    card_w = round(card_h * CARD_RATIO)
    panel_w = min(round(420 * layout.scale), area.w - card_w - 3 * pad)
    left = area.centerx - (card_w + pad + panel_w) // 2
    card = pygame.Rect(left, area.y + pad, card_w, card_h)
    panel = pygame.Rect(card.right + pad, card.y, panel_w, card_h)
    return area, card, panel


def paint_closeup(painter: Painter, surface: pygame.Surface, view: CloseUpView,
                  layout: Layout) -> None:
    """The card large over the felt, its facts beside it."""
    area, card, panel = closeup_rects(layout)
    shade = pygame.Surface(area.size, pygame.SRCALPHA)
    shade.fill((6, 8, 24, 200))
    surface.blit(shade, area.topleft)
    surface.blit(painter.face(view.code, card.size), card)
    margin = layout.font(16)
    inner = panel.inflate(-2 * margin, -2 * margin)
    # the panel's words, top to bottom: (surface, space after it)
    blits: list[tuple[pygame.Surface, int]] = []
    name = painter.fit_text(tr(f"card.name.{view.code}"), layout.font(30), inner.w, theme.GOLD,
                            "bold")
    blits.append((name, layout.font(12)))
    size = layout.font(19)
    for fact in view.facts:
        lines = theme.wrap(fact_text(fact), "text", size, inner.w)
        for i, line in enumerate(lines):
            gap = layout.font(4) + (layout.font(6) if i == len(lines) - 1 else 0)
            blits.append((painter.text(line, size, theme.TEXT, "text"), gap))
    small = layout.font(16)
    # opened on purpose: how to close it; opened by the resting mouse: how to open it on purpose
    footer = tr("closeup.close") if view.pinned else tr("closeup.how")
    for line in theme.wrap(footer, "text", small, inner.w):
        blits.append((painter.text(line, small, theme.TEXT_DIM, "text"), 0))
    height = sum(surf.get_height() + gap for surf, gap in blits) + 2 * margin
    panel.h = min(panel.h, height)
    theme.rounded_panel(surface, panel, PANEL, theme.PANEL_BORDER)
    y = inner.y
    for surf, gap in blits:
        surface.blit(surf, (inner.x, y))
        y += surf.get_height() + gap
