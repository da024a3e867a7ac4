"""What a move would do, asked of the engine: the move applied to a clone, never re-coded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import CARD
from ..scoring import colour_tallies, scores
from ..state import StripState


@dataclass(frozen=True)
class Outcome:
    """Playing `card` now: the cards it takes (row order) and the player's minus points."""

    card: str
    taken: tuple[str, ...]
    before: int  # minus points now (>= 0)
    after: int  # minus points once the cards are taken


def play_outcome(state: StripState, card: str) -> Outcome | None:
    """The engine's answer for `P card` by the seat to move; None if it is not legal now."""
    move = f"P {card}"
    if state.check(move) is not None:
        return None
    seat = state.current_player
    after = state.clone()
    after.apply(move)
    taken = tuple(after.observation(seat).takes[-1])
    return Outcome(card, taken, -state.scores[seat], -after.scores[seat])


def minus_points_with(state: Any, seat: int, cards: list[str] | tuple[str, ...]) -> int:
    """The seat's minus points if its collection ended now with `cards` added, the other
    collections as they lie open (the secret choice: before the others' are revealed)."""
    collections = [list(c) for c in state.collections]
    collections[seat] += [CARD[c] for c in cards]
    return -scores(collections, state.num_players)[seat]


def taken_positions(row: tuple[str, ...] | list[str], value: int,
                    taken: tuple[str, ...]) -> set[int]:
    """Which row positions (NS4: 1 = rightmost) hold the cards the engine said are taken.

    A code can lie in the row twice; only the exposed copies (position > value) can be
    the taken ones, and every exposed copy of a taken code is taken.
    """
    codes = set(taken)
    length = len(row)
    return {length - i for i, code in enumerate(row) if code in codes and length - i > value}


def leaders(state: Any) -> list[list[int]]:
    """Per colour (engine order B G R V Y): the owners holding the most cards of it, if any."""
    tallies = [colour_tallies(c)[0] for c in state.collections]
    result = []
    for colour in range(5):
        most = max(t[colour] for t in tallies)
        result.append([o for o, t in enumerate(tallies) if most and t[colour] == most])
    return result
