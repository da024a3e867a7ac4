"""The 90 cards of Zahlenstreifen (rule book "Cards") and how the engine stores them.

A card is the code `<colour letter><value>` in records and observations
(`R7`), and a small int inside the engine: `10 * colour + value`, with the
colours numbered in the byte order of their letters (B G R V Y). Two things
follow and the hot path relies on both:

- sorting the ints sorts the codes byte-wise (the rule book's order of the
  legal-move list);
- the cards of one colour with a value at most v form the int range
  `card - v + 1 .. card` for a card of that colour and value v (NS7 in one
  chained comparison).

Two cards with the same code are identical for the rules, so zones hold
ints and only `card_ids` gives the two copies distinct ids (for the
conformance tests' `card_locations`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

COLOURS = "BGRVY"  # byte order: the int order of the cards is the code order
COLOUR_NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "V": "violet"}
VALUES = range(1, 10)
COPIES = 2
DECK_SIZE = len(COLOURS) * len(VALUES) * COPIES  # 90

# Every card once, as ints, in code order.
CARDS: tuple[int, ...] = tuple(10 * c + v for c in range(len(COLOURS)) for v in VALUES)
# The full deck (two copies of each), in code order.
DECK: tuple[int, ...] = tuple(card for card in CARDS for _ in range(COPIES))

CODE: dict[int, str] = {card: COLOURS[card // 10] + str(card % 10) for card in CARDS}
CARD: dict[str, int] = {code: card for card, code in CODE.items()}
DECK_COUNTS: Counter[str] = Counter(CODE[card] for card in DECK)


def value(card: int) -> int:
    return card % 10


def colour(card: int) -> int:
    """The colour's index in `COLOURS`."""
    return card // 10


def codes(cards: Iterable[int]) -> list[str]:
    return [CODE[card] for card in cards]


def card_ids(cards: Iterable[int], seen: dict[int, int]) -> list[int]:
    """Distinct ids 0..89 for the cards, counting copies already given out in `seen`.

    Id = 2 * (index of the code in `CARDS`) + copy. Walking every zone with one
    `seen` gives every card of the game exactly one id.
    """
    ids = []
    for card in cards:
        copy = seen.get(card, 0)
        seen[card] = copy + 1
        ids.append(2 * (9 * (card // 10) + card % 10 - 1) + copy)
    return ids
