"""Moves as small immutable values that print in record-format.md notation.

A play is 1-3 placements `(position, code)` in the order they go down
(`P 4:MARS 5:SQU 6:VENUS`); a discard names one card (`D MOON`).
"""

from __future__ import annotations

from typing import NamedTuple

from astromagie.host.game import NotationError

from .cards import CARD_TYPES

Placement = tuple[int, str]


class Move(NamedTuple):
    """One turn: either `placements` (a play) or `discard` (a card code)."""

    placements: tuple[Placement, ...] = ()
    discard: str | None = None

    @classmethod
    def play(cls, *placements: Placement) -> Move:
        return cls(tuple(placements), None)

    @classmethod
    def discard_card(cls, code: str) -> Move:
        return cls((), code)

    @property
    def is_discard(self) -> bool:
        return self.discard is not None

    @property
    def codes(self) -> tuple[str, ...]:
        """The codes of the cards this move takes from the hand, in order."""
        if self.discard is not None:
            return (self.discard,)
        return tuple(code for _, code in self.placements)

    def __str__(self) -> str:
        if self.discard is not None:
            return f"D {self.discard}"
        return "P " + " ".join(f"{pos}:{code}" for pos, code in self.placements)

    @classmethod
    def parse(cls, text: object) -> Move:
        """Read the record notation; raises NotationError for anything else, never another."""
        if not isinstance(text, str):
            raise NotationError(f"a turn must be a string, not {type(text).__name__}")
        parts = text.split()
        if not parts:
            raise NotationError("empty turn")
        verb, args = parts[0], parts[1:]
        if verb == "D":
            if len(args) != 1:
                raise NotationError(f"{clip(text)}: a discard names exactly one card")
            return cls((), _known(args[0], text))
        if verb == "P":
            if not args:
                raise NotationError(f"{clip(text)}: a play names at least one placement")
            placements = []
            for arg in args:
                pos, sep, code = arg.partition(":")
                # isdigit() alone accepts "²" and other digits int() refuses.
                if not sep or not (pos.isascii() and pos.isdigit()) or len(pos) > 1:
                    raise NotationError(f"{clip(text)}: {clip(arg)} is not POSITION:CODE")
                if not 1 <= int(pos) <= 6:
                    raise NotationError(f"{clip(text)}: the row has positions 1 to 6, not {pos}")
                placements.append((int(pos), _known(code, text)))
            return cls(tuple(placements), None)
        raise NotationError(f"{clip(text)}: a turn starts with P (play) or D (discard)")


def clip(value: object, limit: int = 40) -> str:
    """`repr(value)`, cut to about `limit` characters: error messages never echo a huge value."""
    text = repr(value) if not isinstance(value, str) else repr(value[:limit + 1])
    if len(text) > limit:
        return text[:limit] + "..."
    return text


def _known(code: str, text: str) -> str:
    if code not in CARD_TYPES:
        raise NotationError(f"{clip(text)}: unknown card code {clip(code)}")
    return code


# One shared, immutable discard move per code (move generation hands these out).
DISCARD_MOVES: dict[str, Move] = {code: Move((), code) for code in CARD_TYPES}
