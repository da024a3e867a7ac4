"""What the guided game's coach says once, in the lesson where the person first sees it.

Two things on the table are new at some moment of a game and need a sentence then
(the newcomer playtest's findings 20 and 21): the band above the row, where the row's
older cards go once it is longer than the strip, and the first colour majority, the
gold frame in a collection, which makes that colour cost 1 a card. The coach reads
only the state before it: what the table showed at the person's previous turn is
worked out from the moves since (each play adds one card to the row; what it takes
leaves the row for a collection), so the sentence comes in the first lesson that shows
the new thing, and in no other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .board import FULL


@dataclass(frozen=True)
class SinceLastTurn:
    """The cards played to the row and the cards taken from it since the table the person
    saw at their previous turn (or since the deal, before their first)."""

    played: int
    taken: int


def since_last_turn(state: Any) -> SinceLastTurn:
    """Counted from the history: the last `num_players` entries are one round of turns,
    the person's previous one first; the dummy's turns (NS15) after it count too."""
    history = len(state.history)
    start = max(0, history - state.num_players)
    entries = range(start, history)
    played = len(entries)
    taken = sum(len(state.takes[k]) for k in entries)
    # a dummy's turn comes after the entry it follows: after_turn is the history's length then
    dummy = [(card, took) for after, card, took in state.dummy_log if after > start]
    return SinceLastTurn(played + len(dummy), taken + sum(len(took) for _, took in dummy))


def news(state: Any) -> list[str]:
    """The catalog keys (under "zahlenstreifen.coach.") of what is on the table for the
    first time since the person's previous turn: "band", "majority"."""
    since = since_last_turn(state)
    row = len(state.row)
    collected = sum(len(c) for c in state.collections)  # the dummy's too (NS15)
    found = []
    if row >= FULL > row - since.played + since.taken:  # position 10 is now in the band
        found.append("band")
    # the first card collected makes a majority; said here unless the person's own
    # previous move took it (that lesson said so already: `first_take`)
    history = len(state.history)
    own = len(state.takes[history - state.num_players]) if history >= state.num_players else 0
    if collected > 0 and collected - since.taken == 0 and not own:
        found.append("majority")
    return found


def first_take(state: Any, move: str) -> bool:
    """Whether `move` (the lesson's) takes the first cards anybody collects: it makes the
    game's first colour majority, the person's own."""
    if any(state.collections):  # the dummy's collection too (NS15)
        return False
    after = state.clone()
    after.apply(move)
    return bool(after.takes[-1])
