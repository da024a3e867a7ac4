"""Astromagie's reference card for the kit's table (the ? key): the row pattern, a turn,
the trick, scoring, stacking on 5+6, the goal and the end, and every card's value, on one
panel.

Shorter than the rule book and always one key away during play. Every sentence comes
from the catalog and every number from the engine's card table (`engine.cards`), so
the card never disagrees with the rules the game plays by.
"""

from __future__ import annotations

from astromagie.i18n import tr
from astromagie.kit.view import Reference

from ..engine.cards import ASPECT, KIND_OF, PLANET, PLANETS, POSITION_KIND, VALUE_OF
from ..engine.rules import ROMAN

# catalog keys under astromagie.reference; "end" is the goal and when the game ends (R15,
# R16), which only the rule book said (playtest pt5b, finding 15)
SECTIONS = ("turn", "trick", "score", "stack", "end")


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


def reference() -> Reference:
    """The card in the current language, top to bottom."""
    sections = [(tr("astromagie.reference.row"), row_pattern())]
    sections += [(tr(f"astromagie.reference.{name}_title"), tr(f"astromagie.reference.{name}"))
                 for name in SECTIONS]
    sections.append((tr("astromagie.reference.values"), f"{planet_values()} · {aspect_values()}"))
    return Reference(tr("astromagie.reference.title"), tuple(sections))
