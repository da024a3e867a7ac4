"""The order a player sees their hand in: sorted by kind or by value, or arranged by hand.

The engine keeps each hand in the order the cards were dealt and never learns
how the player likes to hold them: the order is a view concern. `HandOrder`
remembers it as card codes (hand indexes change after every move), and
`arrange` maps it onto the hand of the moment, purely, so the view can ask at
every frame. The sort button sits above the table's Hint button
(`sort_button_rect`). Cards the order does not know yet (just drawn) come last, unless a
sort is on, which sorts them in as they arrive. The facts a sort uses (kind,
value) come from the engine's card table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from astromagie.games.astromagie.engine.cards import CODES, KIND_OF, KINDS, VALUE_OF

from .layout import Layout

SORTS = ("kind", "value")  # what the sort button and the S key switch between


def sort_key(mode: str, code: str) -> tuple[int, int, int]:
    """How `mode` orders a card: by kind (in the order of the row) or by value first."""
    kind = KINDS.index(KIND_OF[code])
    if mode == "value":
        return VALUE_OF[code], kind, CODES.index(code)
    return kind, VALUE_OF[code], CODES.index(code)


@dataclass
class HandOrder:
    """One seat's hand as the player arranged it."""

    codes: list[str] = field(default_factory=list)  # the order last arranged, as card codes
    mode: str | None = None  # "kind" | "value" while a sort is on; None: arranged by hand

    def arrange(self, hand: Sequence[str]) -> list[int]:
        """The hand indexes of `hand` in the order shown, left to right (changes nothing)."""
        if self.mode is not None:
            mode = self.mode
            return sorted(range(len(hand)), key=lambda i: (sort_key(mode, hand[i]), i))
        free = list(range(len(hand)))
        order: list[int] = []
        for code in self.codes:
            index = next((i for i in free if hand[i] == code), None)
            if index is not None:
                free.remove(index)
                order.append(index)
        return order + free

    def sort(self, hand: Sequence[str], mode: str) -> None:
        """Sort by `mode` ("kind" or "value"), now and as new cards arrive."""
        if mode not in SORTS:
            raise ValueError(f"unknown sort {mode!r}; sorts: {', '.join(SORTS)}")
        self.mode = mode
        self.codes = [hand[i] for i in self.arrange(hand)]

    def next_sort(self, hand: Sequence[str]) -> str:
        """Switch to the other sort (kind first); returns the sort now on."""
        mode = next_sort(self.mode)
        self.sort(hand, mode)
        return mode

    def move(self, hand: Sequence[str], hand_index: int, place: int) -> None:
        """Put the card `hand_index` at `place` (0 = leftmost) of the shown order.

        Moving a card by hand ends the sort: the player's own order wins.
        """
        order = self.arrange(hand)
        if hand_index not in order:
            return
        order.remove(hand_index)
        order.insert(max(0, min(place, len(order))), hand_index)
        self.mode = None
        self.codes = [hand[i] for i in order]


def drop_place(centres: Sequence[int], x: int) -> int:
    """Where a card let go at `x` goes among cards whose centres are `centres` (left to right)."""
    return sum(1 for c in centres if c < x)


def next_sort(mode: str | None) -> str:
    """The sort a press of the sort button (or S) switches to."""
    return SORTS[(SORTS.index(mode) + 1) % len(SORTS)] if mode in SORTS else SORTS[0]


def sort_button_rect(layout: Layout) -> pygame.Rect:
    """The hand's sort button: above the Hint button, in the column of the table's buttons."""
    hint = layout.buttons["hint"]
    height = max(layout.font(30), round(hint.h * 0.8))
    return pygame.Rect(hint.x, hint.y - layout.font(10) - height, hint.w, height)
