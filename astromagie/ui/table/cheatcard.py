"""The cheat card: the row pattern, scoring, stacking and the planet values on one panel.

A one-key overlay at the table (`?`, playtest 2026-11-25): shorter than the rules
screen, always one key away during play. Every fact is worded from the catalog and
every number comes from the engine's card table (`engine.cards`), so the card never
disagrees with the rules the game plays by.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from astromagie.games.astromagie.engine.cards import (
    ASPECT,
    KIND_OF,
    PLANET,
    PLANETS,
    POSITION_KIND,
    VALUE_OF,
)
from astromagie.games.astromagie.engine.rules import ROMAN
from astromagie.i18n import tr
from astromagie.look import theme

from .layout import Layout

PANEL = (16, 20, 52, 250)  # opaque: the table never shows through the words
SECTIONS = ("row", "turn", "trick", "score", "stack")  # catalog keys under table.cheat


class Painter(Protocol):
    """The table painter's text service."""

    def text(self, text: str, size: int, color: theme.Color = ...,
             role: str = ...) -> pygame.Surface: ...


def row_pattern() -> str:
    """'1 Zodiac · 2 Element · ... · 5 Aspect · 6 Planet' from the engine's pattern (R2)."""
    return " · ".join(f"{pos} {tr(f'kind.{kind}')}" for pos, kind in POSITION_KIND.items())


def planet_values() -> str:
    """Every planet card with its planet value, lowest first (R7, R14)."""
    cards = sorted((VALUE_OF[p], tr(f"card.name.{p}")) for p in PLANETS
                   if p in KIND_OF and KIND_OF[p] == PLANET)
    return ", ".join(f"{name} {value}" for value, name in cards)


def aspect_values() -> str:
    """Every aspect card with its aspect value (R7)."""
    codes = sorted((VALUE_OF[c], c) for c, kind in KIND_OF.items() if kind == ASPECT)
    return ", ".join(f"{tr(f'card.name.{c}')} {ROMAN.get(v, v)}" for v, c in codes)


def cheat_lines() -> list[tuple[str, str]]:
    """(heading, text) pairs in the current language, top to bottom."""
    lines = [(tr("table.cheat.row"), row_pattern())]
    lines += [(tr(f"table.cheat.{name}_title"), tr(f"table.cheat.{name}"))
              for name in SECTIONS[1:]]
    lines.append((tr("table.cheat.values"),
                  f"{planet_values()} · {aspect_values()}"))
    return lines


def cheat_rect(layout: Layout) -> pygame.Rect:
    """Where the card lies: over the felt, above the hand."""
    table = layout.table
    margin = layout.font(24)
    return pygame.Rect(table.x + margin, layout.topbar.bottom + layout.font(10),
                       table.w - 2 * margin, layout.hand_area.y - layout.topbar.bottom)


def paint_cheat(painter: Painter, surface: pygame.Surface, layout: Layout) -> pygame.Rect:
    """Paint the cheat card; returns the panel's rect."""
    panel = cheat_rect(layout)
    pad = layout.font(18)
    inner = panel.inflate(-2 * pad, -2 * pad)
    blits: list[tuple[pygame.Surface, int]] = []
    blits.append((painter.text(tr("table.cheat.title"), max(16, layout.font(24)), theme.GOLD,
                               "bold"), layout.font(8)))
    size = max(13, layout.font(16))
    for heading, text in cheat_lines():
        blits.append((painter.text(heading, size, theme.GOLD, "bold"), layout.font(2)))
        for line in theme.wrap(text, "text", size, inner.w):
            blits.append((painter.text(line, size, theme.TEXT, "text"), 0))
        blits[-1] = (blits[-1][0], layout.font(8))
    blits.append((painter.text(tr("table.cheat.close"), max(13, layout.font(14)),
                               theme.TEXT_DIM, "text"), 0))
    panel.h = min(panel.h, sum(s.get_height() + gap for s, gap in blits) + 2 * pad)
    shade = pygame.Surface(layout.table.size, pygame.SRCALPHA)
    shade.fill((6, 8, 24, 160))
    surface.blit(shade, layout.table.topleft)
    theme.rounded_panel(surface, panel, PANEL, theme.GOLD)
    y = inner.y
    for surf, gap in blits:
        surface.blit(surf, (inner.x, y))
        y += surf.get_height() + gap
    return panel
