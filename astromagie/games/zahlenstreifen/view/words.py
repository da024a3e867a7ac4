"""Zahlenstreifen's words at the table: catalog keys under "zahlenstreifen.", cards in words."""

from __future__ import annotations

from collections.abc import Sequence

from astromagie.i18n import tr

GAME = "zahlenstreifen"


def text_of(key: str, **params: object) -> str:
    return tr(f"{GAME}.{key}", **params)


def colour_name(letter: str) -> str:
    return text_of(f"colour.{letter}")


def card_words(code: str) -> str:
    """A card as a player says it: "green 3" / "grün 3"."""
    return text_of("card", colour=colour_name(code[0]), value=code[1:])


def cards_words(codes: Sequence[str]) -> str:
    return joined([card_words(c) for c in codes])


def joined(parts: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" in the current language."""
    parts = list(parts)
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return text_of("and", first=", ".join(parts[:-1]), last=parts[-1])
