"""Sentences that explain the table: why the game ended and what a trick scored.

Pure functions of the engine's public position; they return locale keys with
their parameters (or words in the current language), never change anything.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from astromagie.games.astromagie.engine import Game, score_row
from astromagie.games.astromagie.engine.cards import (
    ELEMENT_OF,
    SATURN_STANDS_FOR,
    VALUE_OF,
    planet_symbol,
)
from astromagie.i18n import has, tr

END_HOLD = 6.0  # seconds the end of the game is explained before the results (skippable)
BREAKDOWN_SECONDS = 7.0  # how long a won trick's breakdown stays readable


def end_reason(game: Game) -> tuple[str, dict[str, object]]:
    """Why the game is over: a locale key and its parameters (`seat` is a seat number)."""
    target = game.variants.target_score
    if target is not None and game.tricks and game.scores[game.tricks[-1].winner] >= target:
        return "table.end_target", {"seat": game.tricks[-1].winner, "target": target}
    return "table.end_no_zodiac", {}


def symbol_name(symbol: str) -> str:
    """An element's or planet's name in the current language."""
    key = f"card.name.{symbol}"
    return tr(key) if has(key) else symbol.title()


def _group(symbols: Sequence[str | None]) -> tuple[str, int] | None:
    counts = Counter(s for s in symbols if s is not None)
    if not counts:
        return None
    symbol, size = counts.most_common(1)[0]
    return (symbol, size) if size >= 2 else None


def breakdown_words(slots: Sequence[str | None], modern_rulers: bool = False) -> str:
    """The score of positions 1-4 in words: "+8: Fire ×2 + Mars ×2 = 4 × 2" (R14)."""
    s1, s2, s3, s4 = slots
    score = score_row(tuple(slots), modern_rulers)
    elements = _group([ELEMENT_OF[c] for c in (s1, s2, s3) if c is not None])
    zodiac = [planet_symbol(c, modern_rulers) for c in (s1, s3) if c is not None]
    planets = _group(zodiac)
    if s4 is not None:
        candidates = SATURN_STANDS_FOR if modern_rulers and s4 == "SATURN" else (s4,)
        groups = [g for g in (_group([*zodiac, c]) for c in candidates) if g is not None]
        planets = max(groups, key=lambda g: g[1]) if groups else None
    parts = [tr("table.breakdown_group", name=symbol_name(group[0]), count=group[1])
             for group in (elements, planets) if group is not None]
    groups_text = " + ".join(parts) if parts else tr("table.breakdown_none")
    multiplier = VALUE_OF[s4] if s4 is not None else 1
    return tr("table.breakdown", points=score.points, groups=groups_text, base=score.base,
              multiplier=multiplier)
