"""The order a person sees their hand in: the game's, sorted, or arranged by dragging.

The engine keeps each hand in its own order and never learns how the person likes
to hold it: the order is the table's. `HandOrder` remembers it as card codes (hand
indexes change after every move) and `arrange` maps it onto the hand of the
moment, purely, so the table can ask at every frame. Cards the order does not know
yet (just drawn) come last, unless a sort is on, which sorts them in as they
arrive. The kit's sort groups cards by their code (a code names its kind first),
or by the key a game's view gives (`sort_key`, Astromagie's kinds in the order
the row is built); a table with several sorts gives its own `sorts` and `sort_key`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass
class HandOrder:
    """One seat's hand as the person arranged it."""

    codes: list[str] = field(default_factory=list)  # the order last arranged, as card codes
    mode: str | None = None  # a sort while one is on; None: the game's order or by hand

    sorts: tuple[str, ...] = ("code",)  # what S switches between (then back to by hand)
    key: Callable[[str], Any] | None = None  # the game's own order of kinds (view.sort_key)

    def sort_key(self, mode: str, code: str) -> Any:
        """How `mode` orders a card (the kit's one sort: by the game's key, else by code)."""
        return self.key(code) if self.key is not None else code

    def arrange(self, hand: Sequence[str]) -> list[int]:
        """The hand indexes of `hand` in the order shown, left to right (changes nothing)."""
        if self.mode is not None:
            mode = self.mode
            return sorted(range(len(hand)), key=lambda i: (self.sort_key(mode, hand[i]), i))
        free = list(range(len(hand)))
        order: list[int] = []
        for code in self.codes:
            index = next((i for i in free if hand[i] == code), None)
            if index is not None:
                free.remove(index)
                order.append(index)
        return order + free

    def shown(self, hand: Sequence[str]) -> list[str]:
        """`hand`'s cards in the order shown."""
        return [hand[i] for i in self.arrange(hand)]

    def sort(self, hand: Sequence[str], mode: str) -> None:
        """Sort by `mode`, now and as new cards arrive."""
        if mode not in self.sorts:
            raise ValueError(f"unknown sort {mode!r}; sorts: {', '.join(self.sorts)}")
        self.mode = mode
        self.codes = self.shown(hand)

    def next_mode(self) -> str:
        """The sort a press of S switches to."""
        sorts = self.sorts
        return sorts[(sorts.index(self.mode) + 1) % len(sorts)] if self.mode in sorts \
            else sorts[0]

    def unsort(self) -> None:
        """Back to the game's order (the kit's S, pressed a second time)."""
        self.mode = None
        self.codes = []

    def move(self, hand: Sequence[str], hand_index: int, place: int) -> None:
        """Put the card `hand_index` at `place` (0 = leftmost) of the shown order.

        Moving a card by hand ends the sort: the person's own order wins.
        """
        order = self.arrange(hand)
        if hand_index not in order:
            return
        order.remove(hand_index)
        order.insert(max(0, min(place, len(order))), hand_index)
        self.mode = None
        self.codes = [hand[i] for i in order]


def drop_place(centres: Sequence[int], x: int) -> int:
    """Where a card let go at `x` goes among cards whose centres are `centres` (left to
    right)."""
    return sum(1 for c in centres if c < x)
