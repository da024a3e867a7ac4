"""Positions for the Zahlenstreifen tests: a state arranged card by card.

`arrange` keeps all 90 cards accounted for: the cards named go where they
are named, hands not named are filled from the rest, and the rest is the
pile (or, when `pile` is given, the pile is exactly that and the remaining
cards lie in the LAST collection, so a short pile can be tested).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from astromagie.games.zahlenstreifen.cards import CARD, DECK
from astromagie.games.zahlenstreifen.state import StripState

EXAMPLES = Path(__file__).parent / "examples"


def cards(text: str) -> list[int]:
    return [CARD[code] for code in text.split()]


def arrange(players: int = 3, first: int = 0, row: str = "", hands: dict[int, str] | None = None,
            collections: dict[int, str] | None = None, pile: str | None = None) -> StripState:
    spare = Counter(DECK)

    def claim(text: str) -> list[int]:
        claimed = cards(text)
        for card in claimed:
            assert spare[card] > 0, f"more than two of {card}"
            spare[card] -= 1
        return claimed

    state = StripState.deal(players, first, list(DECK))
    state.row = claim(row)
    named_hands = {s: claim(text) for s, text in (hands or {}).items()}
    for owner, text in (collections or {}).items():
        state.collections[owner] = claim(text)
    top = claim(pile) if pile is not None else []
    rest = sorted(spare.elements())
    for seat in range(players):
        if seat in named_hands:
            state.hands[seat] = named_hands[seat]
        else:
            state.hands[seat], rest = rest[:5], rest[5:]
    if pile is None:
        top, rest = rest, []
    state.collections[-1] += rest
    state.pile = list(reversed(top))
    state.deck = ()
    return state


def load_example(name: str) -> Any:
    with open(EXAMPLES / name, encoding="utf-8") as handle:
        return json.load(handle)
