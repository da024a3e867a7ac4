"""Which symbols on positions 1 to 4 score, to be shown on the row (playtest pt2, 13).

The newcomer laid Fire beside Gemini expecting a match, and learnt only from the words
"no matching symbols" that none was made. The row now marks the symbols that count,
for the row as it lies, with the person's staged cards and with the card held over a
place. The counting is the engine's (`ScoreBreakdown`, R14): this module only finds the
symbol that makes up a group of the size the engine counted, among the symbols the
cards show, and marks nothing when none does (so it can never claim a match the engine
did not score).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine import ScoreBreakdown
from ..engine.cards import ELEMENT_OF, KIND_OF, PLANET, planet_symbol

ELEMENT_PLACES = (1, 2, 3)  # where elements count (R14)
PLANET_PLACES = (1, 3, 4)  # where planets count (R14)


def _group(shown: Mapping[int, str], size: int) -> dict[int, str]:
    """The places whose symbol occurs exactly `size` times among `shown` (size >= 2)."""
    if size < 2:
        return {}
    symbols = list(shown.values())
    found = next((s for s in symbols if symbols.count(s) == size), None)
    return {pos: s for pos, s in shown.items() if s == found} if found is not None else {}


def matched_symbols(slots: Mapping[int, str], score: ScoreBreakdown,
                    modern_rulers: bool = False) -> dict[int, tuple[str, ...]]:
    """Each place of `slots` (position -> card code, 1 to 4) with the symbols on it that
    count in `score`: the element of the element group, the planet of the planet group."""
    elements: dict[int, str] = {}
    planets: dict[int, str] = {}
    for pos, code in slots.items():
        element = ELEMENT_OF.get(code)
        if pos in ELEMENT_PLACES and element is not None:
            elements[pos] = element
        planet = code if KIND_OF[code] == PLANET else planet_symbol(code, modern_rulers)
        if pos in PLANET_PLACES and planet is not None:
            planets[pos] = planet
    marked: dict[int, tuple[str, ...]] = {}
    for group in (_group(elements, score.elements), _group(planets, score.planets)):
        for pos, symbol in group.items():
            marked[pos] = (*marked.get(pos, ()), symbol)
    return marked
