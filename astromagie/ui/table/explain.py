"""Sentences that explain the table: why the game ended and what a trick scored.

Pure functions of the engine's public position; they return locale keys with
their parameters (or words in the current language), never change anything.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from astromagie.games.astromagie.engine import Game, Move, score_row
from astromagie.games.astromagie.engine.cards import (
    ELEMENT_OF,
    SATURN_STANDS_FOR,
    VALUE_OF,
    planet_symbol,
)
from astromagie.i18n import has, tr
from astromagie.ui.words import join_names

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
    """The score of positions 1-4 in words, worded like the row's preview (R14):
    "8 points – Fire twice (2) + Mars twice (2) → sum 4, × 2"."""
    s1, s2, s3, s4 = slots
    score = score_row(tuple(slots), modern_rulers)
    elements = _group([ELEMENT_OF[c] for c in (s1, s2, s3) if c is not None])
    zodiac = [planet_symbol(c, modern_rulers) for c in (s1, s3) if c is not None]
    planets = _group(zodiac)
    if s4 is not None:
        candidates = SATURN_STANDS_FOR if modern_rulers and s4 == "SATURN" else (s4,)
        groups = [g for g in (_group([*zodiac, c]) for c in candidates) if g is not None]
        planets = max(groups, key=lambda g: g[1]) if groups else None
    parts = [tr("table.breakdown_twice" if group[1] == 2 else "table.breakdown_thrice",
                name=symbol_name(group[0]), count=group[1])
             for group in (elements, planets) if group is not None]
    groups_text = " + ".join(parts) if parts else tr("table.breakdown_none")
    multiplier = VALUE_OF[s4] if s4 is not None else 1
    return tr("table.breakdown_sum", points=score.points, groups=groups_text, base=score.base,
              multiplier=multiplier)


def takeover_reason(before: Game, after: Game, move: Move,
                    you: int | None) -> tuple[str, dict[str, object]] | None:
    """Why a move mattered, when it took over a row someone else held (R12): a catalog key
    and its params (seats and card codes, worded by `takeover_text`); None for any other
    move (playtest: a line on why the AI did what it did after a takeover)."""
    mover = before.current_player
    owner = before.leader
    if move.is_discard or owner < 0 or owner == mover:
        return None
    params: dict[str, object] = {"name": mover, "owner": owner,
                                 "points": after.preview().points}
    placed = dict(move.placements)
    if set(placed) == {5, 6}:
        params.update(aspect=placed[5], planet=placed[6])
        key = "table.takeover_pair"
    else:
        params["cards"] = [code for _, code in move.placements]
        key = "table.takeover_cards"
    return key + ("_you" if owner == you else ""), params


def takeover_text(reason: tuple[str, dict[str, object]], names: Sequence[str]) -> str:
    """A takeover reason in the current language."""
    key, raw = reason
    params = dict(raw)
    for seat_key in ("name", "owner"):
        seat = params[seat_key]
        params[seat_key] = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) \
            else "?"
    for card_key in ("aspect", "planet"):
        if card_key in params:
            params[card_key] = tr(f"card.name.{params[card_key]}")
    cards = params.get("cards")
    if isinstance(cards, list):
        params["cards"] = join_names([tr(f"card.name.{code}") for code in cards])
    return tr(key, **params)
