"""Fast move generation for the search path: the same plays as `rules.legal_plays`.

`rules.legal_plays` is the readable generator (and the brute-force test pins
it to the rules). This module produces exactly the same list, in the same
order, without building a single tuple at play time: every play the rules
allow in any position is built once at import (about 2,500 `Move`s) and
generation only looks them up. `Game.legal_moves` calls it on a cache miss;
a test compares both generators position by position.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ASPECT, CODES, ELEMENT, KIND_OF, PLANET, PLANET_OF, VALUE_OF, ZODIAC
from .moves import DISCARD_MOVES, Move, Placement

TopPair = tuple[int, int] | None
# Per code: its kind as 0-3 (zodiac, element, planet, aspect) and its discard move.
_INFO = {c: ((ZODIAC, ELEMENT, PLANET, ASPECT).index(KIND_OF[c]), DISCARD_MOVES[c])
         for c in CODES}

_ZODIAC = [c for c in CODES if KIND_OF[c] == ZODIAC]
_ELEMENTS = [c for c in CODES if KIND_OF[c] == "element"]
_PLANETS = [c for c in CODES if KIND_OF[c] == PLANET]
_ASPECTS = [c for c in CODES if KIND_OF[c] == "aspect"]


def _move(*placements: Placement) -> Move:
    return Move(tuple(placements), None)


# Openings (R3): 3; 3,2; 3,2,1; 3,2,4; 3,4.
_O3 = {z: _move((3, z)) for z in _ZODIAC}
_O32 = {z: {e: _move((3, z), (2, e)) for e in _ELEMENTS} for z in _ZODIAC}
_O321 = {z: {e: {z1: _move((3, z), (2, e), (1, z1)) for z1 in _ZODIAC} for e in _ELEMENTS}
         for z in _ZODIAC}
_O324 = {z: {e: {p: _move((3, z), (2, e), (4, p)) for p in _PLANETS} for e in _ELEMENTS}
         for z in _ZODIAC}
_O34 = {z: {p: _move((3, z), (4, p)) for p in _PLANETS} for z in _ZODIAC}
_OPENINGS = {z: (_O3[z], _O32[z], _O321[z], _O324[z], _O34[z]) for z in _ZODIAC}

# An extension adds a left part (2; 2,1; 1) and/or a right part (4; 4,5,6; 5,6).
# Every left part comes with its unions: with a 4 (any left part) and with a 5,6
# pair (a one-card left part only: a move places at most 3 cards).
_Union4 = dict[str, Move]  # planet on 4 -> the union move
_Union56 = dict[str, dict[str, Move]]  # aspect on 5 -> planet on 6 -> the union move
_Left = tuple[Move, _Union4, _Union56 | None]


def _left(*part: Placement) -> _Left:
    union4 = {p: _move(*part, (4, p)) for p in _PLANETS}
    union56 = ({a: {q: _move(*part, (5, a), (6, q)) for q in _PLANETS} for a in _ASPECTS}
               if len(part) == 1 else None)
    return _move(*part), union4, union56


_L2 = {e: _left((2, e)) for e in _ELEMENTS}
_L21 = {e: {z: _left((2, e), (1, z)) for z in _ZODIAC} for e in _ELEMENTS}
_L1 = {z: _left((1, z)) for z in _ZODIAC}
_R4 = {p: _move((4, p)) for p in _PLANETS}
_R456 = {p: {a: {q: _move((4, p), (5, a), (6, q)) for q in _PLANETS} for a in _ASPECTS}
         for p in _PLANETS}
_R56 = {a: {q: _move((5, a), (6, q)) for q in _PLANETS} for a in _ASPECTS}


def plays(hand: Sequence[str], slots: Sequence[str | None], top: TopPair) -> list[Move]:
    """`rules.legal_plays(hand, slots, top)`, from the tables (hand in canonical order)."""
    return moves(hand, slots, top, discards=False)


def moves(hand: Sequence[str], slots: Sequence[str | None], top: TopPair,
          discards: bool = True) -> list[Move]:
    """`rules.legal_moves(hand, slots, top)` (hand in canonical order), from the tables.

    The engine's hottest function: both kinds of play are generated inline, a
    call per turn costing as much as their lookups.
    """
    zodiac: dict[str, int] = {}
    elements: list[str] = []
    planets: list[str] = []
    aspects: list[str] = []
    distinct: list[Move] = []
    last = ""
    for code in hand:
        if code == last:
            if code in zodiac:
                zodiac[code] = 2
            continue
        last = code
        kind, discard = _INFO[code]
        distinct.append(discard)
        if kind == 0:
            zodiac[code] = 1
        elif kind == 2:
            planets.append(code)
        elif kind == 1:
            elements.append(code)
        else:
            aspects.append(code)
    out: list[Move] = []
    add = out.append
    if slots[2] is None:
        # Openings (R3), per zodiac card on 3: alone; with an element on 2 (and a
        # zodiac card on 1 or a planet on 4); with a planet on 4.
        for z in zodiac:
            o3, o32, o321, o324, o34 = _OPENINGS[z]
            add(o3)
            for e in elements:
                add(o32[e])
                o321e = o321[e]
                for z1 in zodiac:
                    if z1 != z or zodiac[z] > 1:
                        add(o321e[z1])
                o324e = o324[e]
                for p in planets:
                    add(o324e[p])
            for p in planets:
                add(o34[p])
    else:
        # Extensions: the left parts, then the right parts, then their unions
        # (left-major), as `rules.legal_plays` lists them.
        left: list[_Left] = []
        if slots[1] is None:
            for e in elements:
                left.append(_L2[e])
                l21 = _L21[e]
                for z in zodiac:
                    left.append(l21[z])
        elif slots[0] is None:
            for z in zodiac:
                left.append(_L1[z])
        for entry in left:
            add(entry[0])
        four = slots[3]
        if four is None:
            for p in planets:
                add(_R4[p])
            if aspects:
                for p in planets:
                    symbol = PLANET_OF[p]
                    r456 = _R456[p]
                    for a in aspects:
                        r456a = r456[a]
                        for q in planets:
                            if PLANET_OF[q] != symbol:
                                add(r456a[q])
            # A 4,5,6 part leaves no room for a left part: only the 4s join one.
            if planets:
                for _, union4, _ in left:
                    for p in planets:
                        add(union4[p])
        elif aspects:
            symbol = PLANET_OF[four]
            min_aspect, value = top if top is not None else (0, 0)
            pairs: list[tuple[str, str]] = []
            for a in aspects:
                if VALUE_OF[a] >= min_aspect:
                    r56 = _R56[a]
                    for q in planets:
                        if PLANET_OF[q] != symbol and (not value or VALUE_OF[q] == value):
                            add(r56[q])
                            pairs.append((a, q))
            if pairs:
                for _, _, union56 in left:
                    if union56 is not None:
                        for a, q in pairs:
                            add(union56[a][q])
    if discards:
        out += distinct
    return out
