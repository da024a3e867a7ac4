"""Scoring (NS13 colour majorities, NS14 face values; NS15 the dummy's part).

`collections[o]` is owner o's collection as ints; with two players the
dummy's collection is the last one (index 2) and counts in the majorities
but gets no score.
"""

from __future__ import annotations

from collections.abc import Sequence


def colour_tallies(collection: Sequence[int]) -> tuple[list[int], list[int]]:
    """Per colour: how many cards and the sum of their values."""
    counts = [0, 0, 0, 0, 0]
    sums = [0, 0, 0, 0, 0]
    for card in collection:
        c = card // 10
        counts[c] += 1
        sums[c] += card % 10
    return counts, sums


def penalties(collections: Sequence[Sequence[int]], players: int) -> list[int]:
    """Minus points of each player (>= 0) for these collections.

    For each colour, every owner holding the most cards of it (at least one;
    all tied owners, the dummy included) scores 1 per card of that colour;
    every other card scores its value. Majorities are decided on the
    untouched collections (decision 8), so the order of colours is irrelevant.
    """
    tallies = [colour_tallies(collection) for collection in collections]
    result = [0] * players
    for c in range(5):
        most = max(counts[c] for counts, _ in tallies)
        for owner in range(players):
            counts, sums = tallies[owner]
            result[owner] += counts[c] if counts[c] == most else sums[c]
    return result


def scores(collections: Sequence[Sequence[int]], players: int) -> list[int]:
    """NS14: each player's result, minus the sum of its minus points (0 is best)."""
    return [-p for p in penalties(collections, players)]
