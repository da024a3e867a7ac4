"""Checking a position given in parts (`Game.from_position`): can a game reach it?

All 72 cards exactly once, a row the rules can build (R2-R8), counts in range.
Kept apart from game.py so the state class stays about playing, not validating.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import (
    ASPECT,
    CODE_ORDER,
    HAND_SIZE,
    KIND_OF,
    PLANET,
    POSITION_KIND,
    VALUE_OF,
    deck_mismatch,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 5


class PositionError(ValueError):
    """A position given to `Game.from_position` that no game of Astromagie can reach."""


def check_position(hands: Sequence[Sequence[str]], slots: list[str | None],
                   pairs: Sequence[tuple[str, str]], pile: Sequence[str],
                   discard: Sequence[str], taken: Sequence[str], to_move: int,
                   scores: list[int], leader: int, first_player: int,
                   deck: Sequence[str]) -> None:
    """Raise PositionError naming the first thing no game can reach (all parts in codes)."""
    n = len(hands)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise PositionError(f"Astromagie is played by 2 to 5 players, not {n}")
    if not -1 <= to_move < n or not -1 <= leader < n or not 0 <= first_player < n:
        raise PositionError("to_move, leader and first_player must be seats (or -1)")
    if to_move >= 0 and not hands[to_move]:
        raise PositionError(f"seat {to_move} has no cards and cannot be to move (R9)")
    if any(len(h) > HAND_SIZE for h in hands):
        raise PositionError(f"a hand holds at most {HAND_SIZE} cards")
    if pile and any(len(h) < HAND_SIZE for h in hands):
        raise PositionError("hands are refilled to 6 while the pile lasts (R11)")
    if len(scores) != n or any(s < 0 for s in scores):
        raise PositionError("one score per seat, none negative")
    check_row(slots, pairs)
    if (leader >= 0) != (slots[2] is not None):
        raise PositionError("a row with cards has a leader and an empty row has none")
    every = [c for h in hands for c in h] + [c for c in slots if c is not None]
    every += [c for p in pairs for c in p] + list(pile) + list(discard) + list(taken)
    unknown = [c for c in every if c not in CODE_ORDER]
    if unknown:
        raise PositionError(f"unknown card code {str(unknown[0])[:40]!r}")
    mismatch = deck_mismatch(every)
    if mismatch is not None:
        raise PositionError(f"every card exactly once ({mismatch})")
    mismatch = deck_mismatch(deck)
    if mismatch is not None:
        raise PositionError(f"the deck must hold exactly the 72 cards of the game ({mismatch})")


def check_row(slots: list[str | None], pairs: Sequence[tuple[str, str]]) -> None:
    """Raise PositionError unless the rules can build this row (R2-R8)."""
    if len(slots) != 4:
        raise PositionError("the row has 4 single positions (1-4) and the 5+6 pairs")
    for pos, code in enumerate(slots, 1):
        if code is not None and KIND_OF.get(code) != POSITION_KIND[pos]:
            raise PositionError(f"position {pos} takes a {POSITION_KIND[pos]} card (R2)")
    needs = {1: 2, 2: 3, 4: 3}
    for pos, need in needs.items():
        if slots[pos - 1] is not None and slots[need - 1] is None:
            raise PositionError(f"position {pos} needs position {need} first (R4)")
    if pairs and slots[3] is None:
        raise PositionError("a 5+6 pair needs position 4 first (R4)")
    below: tuple[int, int] | None = None
    for aspect, planet in pairs:
        if KIND_OF.get(aspect) != ASPECT or KIND_OF.get(planet) != PLANET:
            raise PositionError("a 5+6 pair is an aspect and a planet (R5)")
        if planet == slots[3]:
            raise PositionError("the planet on 6 differs from the planet on 4 (R6)")
        if below is not None and (VALUE_OF[aspect] < below[0] or VALUE_OF[planet] != below[1]):
            raise PositionError("a stacked pair breaks R7")
        below = (VALUE_OF[aspect], VALUE_OF[planet])
