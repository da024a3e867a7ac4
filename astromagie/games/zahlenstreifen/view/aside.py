"""What the kit asks of the view beside the board: the piles, a card's facts, a moment.

`piles` names where the cards lie (the draw pile, the row, each collection) for the
kit's counts; `facts` are the lines the close-up shows beside a card; `celebrate`
picks out a colour's majority changing hands, the one moment of this game a table
cheers (a take is a cost here, not a win). Every answer reads the engine's state.
"""

from __future__ import annotations

from typing import Any

from astromagie.kit.view import Pile

from ..cards import COLOURS, COPIES
from .outcome import leaders
from .words import card_words, colour_name, say, text_of


def piles(state: Any, viewer: int) -> list[Pile]:
    """The draw pile, the one stack on the board (the row and the collections lie spread
    out, each card seen, with their own numbers)."""
    obs = state.observation(viewer)
    return [Pile("pile", obs.pile_size, False, text_of("pile.draw"))]


def facts(code: str) -> list[str]:
    """A card's lines for the close-up: its name, what it takes, what it keeps safe, its cost."""
    if len(code) != 2 or code[0] not in COLOURS or not code[1].isdigit() or code[1] == "0":
        return []
    colour, value = colour_name(code[0]), int(code[1])
    return [say("facts.name", card=card_words(code)),
            say("facts.takes", colour=colour, count=value),
            say("facts.safe", value=value),
            say("facts.cost", colour=colour, count=value),
            say("facts.copies", count=COPIES)]


def celebrate(before: Any, move: Any, after: Any) -> str:
    """A short line when a colour's majority passes from its holders to one other owner."""
    if not str(move).startswith("P"):
        return ""
    old, new = leaders(before), leaders(after)
    for index, owners in enumerate(new):
        if old[index] and len(owners) == 1 and owners[0] not in old[index]:
            return say("celebrate.majority", colour=colour_name(COLOURS[index]))
    return ""
