"""The rule book's worked examples Zahlenstreifen draws itself: the row of the turn's
example with each card's strip position under it, as at the table (pt12b 12: the cards
alone made the reader count "positions 0 to 3" by hand).

A body line `[[example: NAME]]` of the rules names one of `EXAMPLES`; the page places
the picture (`astromagie.kit.view.RuleExample`) at the left of its text column.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from astromagie.kit import draw as look
from astromagie.kit.view import RuleExample

from .faces import CARD_RATIO

# each example: the row's cards, left to right; "_" a gap before the card played at 0.
# The played card stands at 0, over the strip; closed up, the newest card is at 1 (NS4)
EXAMPLES: dict[str, tuple[str, ...]] = {
    "strip-play": ("R7", "B9", "G1", "Y6", "G8", "V7", "_", "G3"),
    "strip-after": ("R7", "B9", "Y6", "G8", "V7", "G3"),
}
REFERENCE = (1280, 800)  # the window the sizes below are given for (as the house's look)


def positions(cards: tuple[str, ...]) -> list[int | None]:
    """Each place's strip position: a card played after a gap is at 0 and the row ends
    at 1 left of it; with no gap the newest card is at 1. None for the gap."""
    played = "_" in cards
    row = [code for code in cards if code != "_"]
    count = len(row) - (1 if played else 0)  # the cards before the one played
    out: list[int | None] = []
    k = 0
    for code in cards:
        if code == "_":
            out.append(None)
            continue
        out.append(count - k if k < count else 0)
        k += 1
    return out


def rule_example(face: Callable[[str, tuple[int, int]], pygame.Surface], name: str,
                 width: int, window: tuple[int, int]) -> RuleExample | None:
    """The example `name` drawn with `face`, its positions under each card; None for a
    name this game has no example of."""
    cards = EXAMPLES.get(name)
    if cards is None:
        return None
    scale = max(0.75, min(window[0] / REFERENCE[0], window[1] / REFERENCE[1], 2.0))
    height = round(112 * scale)  # a face as big as the page's card rows
    card = (max(14, round(height / CARD_RATIO)), height)
    gap = round(8 * scale)
    label = max(13, round(17 * scale))
    numbers = [look.render(str(p), "bold", label, look.TEXT_DIM) if p is not None else None
               for p in positions(cards)]
    under = max(n.get_height() for n in numbers if n is not None) + gap // 2
    steps = [card[0] if code != "_" else round(card[0] * 0.6) for code in cards]
    total = min(width, sum(step + gap for step in steps))
    # the page's text keeps a margin for the rule numbers ("NS17" and a gap, at least
    # 58 reference pixels): the picture keeps the same, so its cards line up with the text
    widest = look.render("NS17", "bold", label, look.TEXT).get_width()
    indent = min(max(round(58 * scale), widest + round(14 * scale)), max(0, width - total))
    picture = pygame.Surface((max(1, min(width, indent + total)), height + under),
                             pygame.SRCALPHA)
    x = indent
    for code, step, number in zip(cards, steps, numbers, strict=True):
        if code != "_":
            picture.blit(face(code, card), (x, 0))
        if number is not None:
            picture.blit(number, number.get_rect(midtop=(x + step // 2, height + gap // 2)))
        x += step + gap
    return RuleExample(picture)


__all__ = ["EXAMPLES", "positions", "rule_example"]
