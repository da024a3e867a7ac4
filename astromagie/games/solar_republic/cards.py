"""The 52 cards of The Solar Republic: codes, suits, ranks and names.

The card table is the rule book's (docs/games/solar-republic/rules.md, "Cards").

A card is its code: the suit code and the rank ("SO5"). Cards with the same
code are identical for the rules; the body names only tell the card faces
apart (`NAMES[code]` lists one name per copy). Everything the rules look up
per card is a plain dict or frozenset built once here, for the hot paths.
"""

from __future__ import annotations

SUITS: dict[str, str] = {
    "JU": "Jupiter",
    "SA": "Saturn",
    "UR": "Uranus",
    "NE": "Neptune",
    "SO": "Sol",
}

# code -> the body names of its copies (the rule book's card table, in its order).
NAMES: dict[str, tuple[str, ...]] = {
    "JU4": ("Jupiter",),
    "JU2": ("Io", "Europa", "Ganymede", "Callisto"),
    "JU1": ("Leda", "Amalthea", "Himalia", "Thebe", "Metis"),
    "SA4": ("Saturn",),
    "SA2": ("Titan", "Rhea", "Iapetus", "Dione", "Tethys", "Enceladus", "Mimas"),
    "SA1": ("Hyperion", "Phoebe"),
    "UR4": ("Uranus",),
    "UR2": ("Titania", "Oberon", "Umbriel", "Ariel", "Miranda"),
    "UR1": ("Puck", "Sycorax", "Portia", "Juliet"),
    "NE4": ("Neptune",),
    "NE2": ("Triton", "Proteus", "Nereid"),
    "NE1": ("Larissa", "Galatea", "Despina", "Thalassa", "Naiad", "Halimede"),
    "SO5": ("Sun", "Asteroid Belt"),
    "SO3": ("Mercury", "Venus", "Earth", "Mars"),
    "SO2": ("Ceres", "Pluto", "Eris", "Makemake"),
    "SO1": ("Luna", "Charon"),
}

CODES: tuple[str, ...] = tuple(sorted(NAMES))  # byte-wise order, as the move lists are
COUNTS: dict[str, int] = {code: len(names) for code, names in NAMES.items()}
SUIT: dict[str, str] = {code: code[:2] for code in CODES}
RANK: dict[str, int] = {code: int(code[2]) for code in CODES}

# The deck in the card table's order: card id i is DECK[i] (ids for card_locations).
DECK: tuple[str, ...] = tuple(code for code, names in NAMES.items() for _ in names)
DECK_SIZE = 52
HAND_SIZE = 7


def playable_on(card: str, top: str) -> bool:
    """SR5: a card of the top card's suit or rank, or any 3, or any 5."""
    return (SUIT[card] == SUIT[top] or RANK[card] == RANK[top]
            or RANK[card] == 3 or RANK[card] == 5)


def takes_book(card: str, top: str) -> bool:
    """SR7: a 3 or a 5 on any card, a 4 on a card of its own suit."""
    rank = RANK[card]
    return rank == 3 or rank == 5 or (rank == 4 and SUIT[card] == SUIT[top])


# top card -> the codes playable on it (SR5); None is the empty pile.
PLAYABLE: dict[str | None, frozenset[str]] = {
    top: frozenset(c for c in CODES if playable_on(c, top)) for top in CODES
}
PLAYABLE[None] = frozenset(CODES)


def card_name(code: str, copy: int) -> str:
    """The body name of copy `copy` (0-based) of `code`, for the card faces."""
    return NAMES[code][copy]


assert len(DECK) == DECK_SIZE
assert [sum(1 for c in DECK if RANK[c] == r) for r in (5, 4, 3, 2, 1)] == [2, 4, 4, 23, 19]
assert [sum(1 for c in DECK if SUIT[c] == s) for s in SUITS] == [10, 10, 10, 10, 12]
