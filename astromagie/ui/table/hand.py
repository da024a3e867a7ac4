"""The order a player sees their hand in: sorted by kind or by value, or arranged by hand.

The engine keeps each hand in the order the cards were dealt and never learns
how the player likes to hold them: the order is a view concern, kept by the
kit's `HandOrder` (`ui/kit/handorder.py`), given here Astromagie's two sorts. The
sort button sits above the table's Hint button (`sort_button_rect`). The facts a
sort uses (kind, value) come from the engine's card table.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from astromagie.games.astromagie.engine.cards import CODES, KIND_OF, KINDS, VALUE_OF
from astromagie.ui.kit.handorder import HandOrder as KitHandOrder

from .layout import Layout

SORTS = ("kind", "value")  # what the sort button and the S key switch between


def sort_key(mode: str, code: str) -> tuple[int, int, int]:
    """How `mode` orders a card: by kind (in the order of the row) or by value first."""
    kind = KINDS.index(KIND_OF[code])
    if mode == "value":
        return VALUE_OF[code], kind, CODES.index(code)
    return kind, VALUE_OF[code], CODES.index(code)


@dataclass
class HandOrder(KitHandOrder):
    """One seat's hand as the player arranged it, sorted by kind or by value."""

    sorts: tuple[str, ...] = SORTS

    def sort_key(self, mode: str, code: str) -> tuple[int, int, int]:
        return sort_key(mode, code)


def next_sort(mode: str | None) -> str:
    """The sort a press of the sort button (or S) switches to."""
    return SORTS[(SORTS.index(mode) + 1) % len(SORTS)] if mode in SORTS else SORTS[0]


def sort_button_rect(layout: Layout) -> pygame.Rect:
    """The hand's sort button: above the Hint button, in the column of the table's buttons."""
    hint = layout.buttons["hint"]
    height = max(layout.font(30), round(hint.h * 0.8))
    return pygame.Rect(hint.x, hint.y - layout.font(10) - height, hint.w, height)
