"""The person's side of a turn at the kit table: how they hold their hand and the keys
that choose and play a card (where their turns began, for undo, is the session's:
`undo.py`).

`TurnDesk` keeps no game state of its own: it is asked with the hand, the turn's
input and the board of the moment. The scene (`table.py`) owns the game and acts
on what the desk answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from astromagie.kit.view import Board, Option, TurnInput

from .handorder import HandOrder, drop_place

NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)} | {
    getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 10)}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass(frozen=True)
class Picker:
    """A question on screen: the player picks one option or cancels."""

    question: str
    options: tuple[Option, ...]
    lit: str = ""  # whose option it opens on: "lesson", "hint", or "" (the first)


def reading_order(zones: Sequence[str] | set[str], board: Board) -> list[str]:
    """Zones as the board lays them out, top to bottom, left to right (the board's order)."""
    return sorted(zones, key=lambda z: (board.zone_rect(z).y, board.zone_rect(z).x, z))


@dataclass
class TurnDesk:
    """How each person holds their hand."""

    orders: dict[int, HandOrder] = field(default_factory=dict)
    sort_key: Callable[[str], Any] | None = None  # how S orders a hand (the view's, if any)
    # the fan's places the turn's staged cards were carried from (`Frame.holes`): of two
    # like cards the one dragged leaves its own hole (zs10); emptied as the fan closes
    holes: list[int] = field(default_factory=list)
    # the hand's place the card just staged left: ←/→ (Tab, Shift+Tab) go on from its
    # neighbours (pt19a 3: Shift+Tab after a placement wrapped to the hand's last card)
    gap: int | None = None

    # --- the hand ----------------------------------------------------------------------
    def order(self, seat: int) -> HandOrder:
        return self.orders.setdefault(seat, HandOrder(key=self.sort_key))

    def shown(self, seat: int, cards: Sequence[str]) -> list[str]:
        """`cards` (the seat's hand without what the turn staged) in the order shown."""
        return self.order(seat).shown(cards)

    def toggle_sort(self, seat: int, cards: Sequence[str]) -> bool:
        """S: grouped by code, or back to the game's order; True if now sorted."""
        order = self.order(seat)
        if order.mode is not None:
            order.unsort()
            return False
        order.sort(cards, order.next_mode())
        return True

    def rearrange(self, seat: int, cards: Sequence[str], index: int,
                  others_centres: Sequence[int], x: int) -> None:
        """The shown card `index` let go at `x` over the hand: it goes between the cards
        whose centres (without it) are `others_centres`."""
        order = self.order(seat)
        arranged = order.arrange(cards)
        if 0 <= index < len(arranged):
            order.move(cards, arranged[index], drop_place(others_centres, x))

    # --- the keyboard ------------------------------------------------------------------
    def step(self, selected: int | None, count: int, key: int) -> int | None:
        """←/→: the next card to the left or right, round the fan; with none chosen just
        after a card was laid, its neighbour on that side (`gap`)."""
        gap, self.gap = self.gap, None
        if not count:
            return None
        step = -1 if key == pygame.K_LEFT else 1
        if selected is None and gap is not None and 0 <= gap <= count:
            selected = gap - 1 if step > 0 else gap  # the gap lies between these two
        start = selected if selected is not None else (-1 if step > 0 else count)
        return (start + step) % count

    @staticmethod
    def numbered(key: int, count: int) -> int | None:
        """1-9: the card at that place of the fan, if there is one."""
        index = NUMBER_KEYS.get(key)
        return index if index is not None and index < count else None

    @staticmethod
    def keyboard_zone(turn: TurnInput, card: str, board: Board) -> str | None:
        """Where Enter plays `card`: its one legal zone, else the first of its zones in the
        board's order; the game's `default_zone(card)` (optional) when it has none."""
        zones = reading_order(turn.targets(card), board)
        if zones:
            return zones[0]
        return turn.default_zone(card)

    @staticmethod
    def key_zone(turn: TurnInput, key: int) -> str | None:
        """The zone the game's `key_zone(key)` (optional) puts the selected card on."""
        return turn.key_zone(key)
