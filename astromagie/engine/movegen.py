"""Fast move generation for the search path: the same plays as `rules.legal_plays`.

`rules.legal_plays` is the readable generator (and the brute-force test pins
it to the rules). This module produces exactly the same list, in the same
order, without building a single tuple at play time: every play the rules
allow in any position is built once at import (about 2,500 `Move`s) and
generation only looks them up. `Game.legal_moves` calls it on a cache miss;
a test compares both generators position by position.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .cards import ASPECT, CODES, ELEMENT, KIND_OF, PLANET, PLANET_OF, VALUE_OF, ZODIAC
from .moves import DISCARD_MOVES, Move, Placement

TopPair = tuple[int, int] | None
_KIND = {c: (ZODIAC, ELEMENT, PLANET, ASPECT).index(KIND_OF[c]) for c in CODES}

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

# Parts of an extension: left (2; 2,1; 1) and right (4; 4,5,6; 5,6), and their unions.
_Part = tuple[Placement, ...]
_L2 = {e: ((2, e),) for e in _ELEMENTS}
_L21 = {e: {z: ((2, e), (1, z)) for z in _ZODIAC} for e in _ELEMENTS}
_L1 = {z: ((1, z),) for z in _ZODIAC}
_R4 = {p: ((4, p),) for p in _PLANETS}
_R456 = {p: {a: {q: ((4, p), (5, a), (6, q)) for q in _PLANETS} for a in _ASPECTS}
         for p in _PLANETS}
_R56 = {a: {q: ((5, a), (6, q)) for q in _PLANETS} for a in _ASPECTS}
_PART_MOVE: dict[_Part, Move] = {}
_UNION: dict[_Part, dict[_Part, Move]] = {}


def _register() -> None:
    lefts: list[_Part] = [*_L2.values(), *(p for d in _L21.values() for p in d.values()),
                          *_L1.values()]
    rights: list[_Part] = [*_R4.values(), *(p for d in _R456.values() for e in d.values()
                                            for p in e.values()),
                           *(p for d in _R56.values() for p in d.values())]
    for part in lefts + rights:
        _PART_MOVE[part] = Move(part, None)
    for left in lefts:
        _UNION[left] = {right: Move(left + right, None) for right in rights
                        if len(left) + len(right) <= 3}


_register()


def plays(hand: Sequence[str], slots: Sequence[str | None], top: TopPair) -> list[Move]:
    """`rules.legal_plays(hand, slots, top)`, from the tables (hand in canonical order)."""
    return moves(hand, slots, top, discards=False)


def moves(hand: Sequence[str], slots: Sequence[str | None], top: TopPair,
          discards: bool = True) -> list[Move]:
    """`rules.legal_moves(hand, slots, top)` (hand in canonical order), from the tables."""
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
        distinct.append(DISCARD_MOVES[code])
        kind = _KIND[code]
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
        _openings(zodiac, elements, planets, add)
    else:
        _extensions(slots, top, zodiac, elements, planets, aspects, add)
    if discards:
        out += distinct
    return out


def _openings(zodiac: dict[str, int], elements: list[str], planets: list[str],
          add: Callable[[Move], None]) -> None:
    for z in zodiac:
        add(_O3[z])
        o32, o321, o324 = _O32[z], _O321[z], _O324[z]
        for e in elements:
            add(o32[e])
            o321e = o321[e]
            for z1 in zodiac:
                if z1 != z or zodiac[z] > 1:
                    add(o321e[z1])
            o324e = o324[e]
            for p in planets:
                add(o324e[p])
        o34 = _O34[z]
        for p in planets:
            add(o34[p])


def _extensions(slots: Sequence[str | None], top: TopPair, zodiac: dict[str, int],
                elements: list[str], planets: list[str], aspects: list[str],
                add: Callable[[Move], None]) -> None:
    left: list[_Part] = []
    if slots[1] is None:
        for e in elements:
            left.append(_L2[e])
            l21 = _L21[e]
            for z in zodiac:
                left.append(l21[z])
    elif slots[0] is None:
        for z in zodiac:
            left.append(_L1[z])
    right: list[_Part] = []
    four = slots[3]
    if four is None:
        for p in planets:
            right.append(_R4[p])
        if aspects:
            for p in planets:
                symbol = PLANET_OF[p]
                r456 = _R456[p]
                for a in aspects:
                    r456a = r456[a]
                    for q in planets:
                        if PLANET_OF[q] != symbol:
                            right.append(r456a[q])
    elif aspects:
        symbol = PLANET_OF[four]
        min_aspect, value = top if top is not None else (0, 0)
        for a in aspects:
            if VALUE_OF[a] >= min_aspect:
                r56 = _R56[a]
                for q in planets:
                    if PLANET_OF[q] != symbol and (not value or VALUE_OF[q] == value):
                        right.append(r56[q])
    part_move = _PART_MOVE
    for part in left:
        add(part_move[part])
    for part in right:
        add(part_move[part])
    for lpart in left:
        unions = _UNION[lpart]
        for rpart in right:
            move = unions.get(rpart)
            if move is not None:
                add(move)
