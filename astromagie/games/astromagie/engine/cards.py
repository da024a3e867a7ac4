"""The 72 cards of Astromagie, defined once: codes, kinds, symbols and values.

Card codes are the project's canonical notation (rules.md, "Cards"). Every other
module looks a card up here; nothing else spells out a card's properties.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from astromagie.host import records

ZODIAC = "zodiac"
ELEMENT = "element"
PLANET = "planet"
ASPECT = "aspect"
KINDS = (ZODIAC, ELEMENT, PLANET, ASPECT)

ELEMENTS = ("FIRE", "EARTH", "AIR", "WATER")
PLANETS = ("SUN", "MOON", "MERCURY", "VENUS", "MARS", "JUPITER", "SATURN")
# Symbols that exist only with variant V1 (modern rulers).
OUTER_PLANETS = ("PLUTO", "URANUS", "NEPTUNE")


@dataclass(frozen=True, slots=True)
class CardType:
    """What a card is for the rules. Two cards with the same code are interchangeable."""

    code: str
    kind: str
    element: str | None = None  # element symbol printed on the card
    planet: str | None = None  # planet symbol printed on the card (zodiac: its ruler)
    value: int = 0  # planet value (planet cards) or aspect value I-III (aspect cards)
    count: int = 1  # copies in the deck


# (code, element, traditional ruler); each sign is in the deck twice.
_ZODIAC = (
    ("ARI", "FIRE", "MARS"),
    ("TAU", "EARTH", "VENUS"),
    ("GEM", "AIR", "MERCURY"),
    ("CAN", "WATER", "MOON"),
    ("LEO", "FIRE", "SUN"),
    ("VIR", "EARTH", "MERCURY"),
    ("LIB", "AIR", "VENUS"),
    ("SCO", "WATER", "MARS"),
    ("SAG", "FIRE", "JUPITER"),
    ("CAP", "EARTH", "SATURN"),
    ("AQU", "AIR", "SATURN"),
    ("PIS", "WATER", "JUPITER"),
)
# (code, planet value, copies)
_PLANETS = (
    ("SUN", 1, 5),
    ("MOON", 1, 5),
    ("VENUS", 2, 4),
    ("MARS", 2, 4),
    ("JUPITER", 3, 3),
    ("MERCURY", 3, 2),
    ("SATURN", 3, 1),
)
# (code, aspect value, copies)
_ASPECTS = (
    ("SQU", 1, 3),
    ("OPP", 1, 2),
    ("CON", 2, 4),
    ("TRI", 3, 2),
    ("SXT", 3, 1),
)

# V1: these signs show a modern ruler instead of their traditional one.
MODERN_RULERS = {"SCO": "PLUTO", "AQU": "URANUS", "PIS": "NEPTUNE"}
# V1: the SATURN card stands for Saturn and for every outer planet.
SATURN_STANDS_FOR = ("SATURN",) + OUTER_PLANETS


def _build_types() -> dict[str, CardType]:
    types: dict[str, CardType] = {}
    for code, element, ruler in _ZODIAC:
        types[code] = CardType(code, ZODIAC, element=element, planet=ruler, count=2)
    for element in ELEMENTS:
        types[element] = CardType(element, ELEMENT, element=element, count=3)
    for code, value, count in _PLANETS:
        types[code] = CardType(code, PLANET, planet=code, value=value, count=count)
    for code, value, count in _ASPECTS:
        types[code] = CardType(code, ASPECT, value=value, count=count)
    return types


CARD_TYPES: dict[str, CardType] = _build_types()
CODES: tuple[str, ...] = tuple(CARD_TYPES)

# The full deck in canonical order; a card's unique id (uid) is its index here.
DECK: tuple[str, ...] = tuple(t.code for t in CARD_TYPES.values() for _ in range(t.count))
DECK_SIZE = len(DECK)
DECK_COUNTS: Counter[str] = Counter(DECK)


def deck_mismatch(codes: Sequence[str]) -> str | None:
    """What keeps `codes` from being the game's deck, or None when it is exactly the deck:
    "72 cards; too many: 3 × SUN (the game has 2); missing: SXT" (`host.records`)."""
    return records.deck_mismatch(codes, DECK)


# Flat lookup tables for the hot paths (move generation, checks, simulation).
KIND_OF: dict[str, str] = {c: t.kind for c, t in CARD_TYPES.items()}
PLANET_OF: dict[str, str | None] = {c: t.planet for c, t in CARD_TYPES.items()}
ELEMENT_OF: dict[str, str | None] = {c: t.element for c, t in CARD_TYPES.items()}
VALUE_OF: dict[str, int] = {c: t.value for c, t in CARD_TYPES.items()}
IS_ZODIAC_UID: tuple[bool, ...] = tuple(KIND_OF[c] == ZODIAC for c in DECK)
# A code's place in CODES: the canonical card order (zodiac, elements, planets, aspects).
CODE_ORDER: dict[str, int] = {c: i for i, c in enumerate(CODES)}

HAND_SIZE = 6  # cards dealt to each seat, and what a hand is refilled to (R1, R11)

# Which kind of card each position of the row takes (R2).
POSITION_KIND: dict[int, str] = {1: ZODIAC, 2: ELEMENT, 3: ZODIAC, 4: PLANET, 5: ASPECT, 6: PLANET}

assert DECK_SIZE == 72, DECK_SIZE


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: a unique id and its code. The rules only look at the code."""

    uid: int
    code: str

    @property
    def type(self) -> CardType:
        return CARD_TYPES[self.code]


def card_type(code: str) -> CardType:
    """The type for a code; raises KeyError naming the code if it is unknown."""
    try:
        return CARD_TYPES[code]
    except KeyError:
        raise KeyError(f"unknown card code {code!r}") from None


def planet_symbol(code: str, modern_rulers: bool = False) -> str | None:
    """The planet symbol a card shows, honouring variant V1 for the zodiac."""
    if modern_rulers and code in MODERN_RULERS:
        return MODERN_RULERS[code]
    return PLANET_OF[code]


def uids_for_deck(codes: list[str] | tuple[str, ...]) -> list[int]:
    """Unique ids for a deck given as codes: each code takes its next unused uid.

    The caller must have checked that `codes` is exactly the 72-card deck.
    """
    next_uid: dict[str, list[int]] = {}
    for uid, code in enumerate(DECK):
        next_uid.setdefault(code, []).append(uid)
    for free in next_uid.values():
        free.reverse()
    return [next_uid[code].pop() for code in codes]
