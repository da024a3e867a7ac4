"""Which card is shown large, for any table: the close-up's state, without its pictures.

A card opens large when the mouse rests on it for a moment (`HOVER_SECONDS`), on a
right-click, or with the I key; one opened on purpose stays until a click, a key or a
right-click closes it, one opened by resting the mouse goes when the mouse leaves the
card. The table shows the card's face large, with the facts its game's view gives in
words beside it.
"""

from __future__ import annotations

from dataclasses import dataclass

HOVER_SECONDS = 0.8  # how long the mouse rests on a card before it opens large


@dataclass
class CloseUp:
    """Which card is shown large, and how long the mouse has rested on which card."""

    code: str | None = None  # the card shown large, or None
    pinned: bool = False  # opened on purpose (right-click, I): stays until closed
    resting_on: object = None  # what the mouse rests on: (("hand", index) or ("row", pos), card)
    rested: float = 0.0  # seconds; below zero after a close, until the mouse moves on
    dragging: bool = False  # a card is being dragged (nothing opens meanwhile)
    mouse: tuple[int, int] | None = None  # where the mouse was at the last track
    held: bool = False  # a click or a drop just happened: what lies under the mouse stays shut

    def open(self, code: str) -> None:
        self.code = code
        self.pinned = True

    def hold(self) -> None:
        """A click or a drop: the mouse rests where it is only because the player pressed or
        let go there, so the card under it does not open large until the mouse moves (even
        when the press, the drag and the release all came within one frame)."""
        if not self.pinned:
            self.code = None
            self.held = True

    def close(self) -> None:
        """Close; the card the mouse rests on stays closed until the mouse moves to another."""
        self.code = None
        self.pinned = False
        self.rested = -1e9

    def wake_in(self) -> float | None:
        """Seconds until the card the mouse rests on opens large; None if none will."""
        if self.pinned or self.code is not None or self.resting_on is None or self.dragging:
            return None
        if self.rested < 0:
            return None  # closed under a still mouse: only a move opens it again
        return max(0.0, HOVER_SECONDS - self.rested)

    def track(self, under: tuple[object, str] | None, dt: float,
              dragging: bool = False, mouse: tuple[int, int] | None = None) -> None:
        """Follow the mouse: `under` is what it rests on (a place and its card) or None,
        `mouse` where the mouse is (None: not known, every frame counts as a move).

        Only a mouse that came to rest on a card opens it: a card just dropped, placed by a
        click or a key, or played there by someone else while the mouse stood still does not
        open large under it (playtest F10: it covered the hint and the guide's words), until
        the mouse moves again.
        """
        still = mouse is not None and mouse == self.mouse
        self.mouse = mouse
        if self.pinned:
            return
        if self.held and not dragging:
            self.held, self.dragging = False, False
            self.resting_on, self.rested, self.code = under, -1e9, None
            return
        if dragging:
            self.dragging, under = True, None
        elif self.dragging:
            self.dragging = False
            self.resting_on = under if under is not None else None
            self.rested, self.code = -1e9, None
            return
        if under != self.resting_on:
            self.resting_on = under
            self.rested = -1e9 if still else 0.0
            self.code = None
        elif not still and self.rested < 0:
            self.rested = 0.0  # the mouse moves on the card again: it may open after a rest
        if under is None:
            return
        self.rested += dt
        if self.rested >= HOVER_SECONDS:
            self.code = under[1]
