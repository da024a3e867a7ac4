"""The rules as small named checks, the legal-move generator and trick scoring.

Every check answers with a `Violation` naming the rule ID of rules.md it breaks,
so the table, replay and the tests all report the same reason. These functions
work on card codes and a view of the row; `game.Game` holds the actual state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from astromagie.host.game import IllegalMove, Violation

from .cards import (
    ASPECT,
    CODE_ORDER,
    ELEMENT,
    ELEMENT_OF,
    KIND_OF,
    MODERN_RULERS,
    PLANET,
    PLANET_OF,
    POSITION_KIND,
    SATURN_STANDS_FOR,
    VALUE_OF,
    ZODIAC,
)
from .moves import DISCARD_MOVES, Move

Slots = Sequence[str | None]  # codes on positions 1-4 (index 0-3), None when empty
TopPair = tuple[int, int] | None  # (aspect value, planet value) of the top 5+6 pair

# Aspect values as printed on the cards, and the article each kind takes in messages.
ROMAN = {1: "I", 2: "II", 3: "III"}
_A_KIND = {ZODIAC: "a zodiac", ELEMENT: "an element", PLANET: "a planet", ASPECT: "an aspect"}

# What position 1/2/4/5 needs to be occupied first (R4); 3 needs nothing.
NEEDS = {1: 2, 2: 3, 4: 3, 5: 4, 6: 5}


def game_over() -> Violation:
    return Violation("R15", "game_over", "the game has ended")


def not_in_hand(code: str) -> Violation:
    return Violation("R9", "not_in_hand", f"{code} is not in the hand", {"card": code})


def not_your_turn(seat: int, to_move: int) -> Violation:
    return Violation(
        "R9", "not_your_turn", f"it is seat {to_move}'s turn, not seat {seat}'s",
        {"seat": seat, "to_move": to_move},
    )


class PlayCheck:
    """Checks the placements of one play in order, as they go down (R2-R10).

    Each `place` checks one card against the row as it stands after the cards
    placed before it in the same turn; `finish` checks the play as a whole.
    """

    __slots__ = ("slots", "top", "hand", "cards", "pairs", "open_aspect")

    def __init__(self, hand: Sequence[str], slots: Slots, top: TopPair):
        self.hand = list(hand)
        self.slots = list(slots)
        self.top = top
        self.cards = 0
        self.pairs = 0
        self.open_aspect: str | None = None

    def place(self, pos: int, code: str) -> Violation | None:
        """Check one placement and, if it is legal, record it. Returns the violation."""
        violation = self._violation(pos, code)
        if violation is None:
            self.hand.remove(code)
            self.cards += 1
            if pos == 5:
                self.open_aspect = code
            elif pos == 6:
                aspect = self.open_aspect
                assert aspect is not None
                self.top = (VALUE_OF[aspect], VALUE_OF[code])
                self.open_aspect = None
                self.pairs += 1
            else:
                self.slots[pos - 1] = code
        return violation

    def finish(self) -> Violation | None:
        if self.cards == 0:
            return Violation("R9", "no_cards", "a play puts 1 to 3 cards into the row")
        if self.open_aspect is not None:
            return _pair_split()
        return None

    def _violation(self, pos: int, code: str) -> Violation | None:
        if code not in self.hand:
            return not_in_hand(code)
        if self.cards >= 3:
            return Violation("R10", "too_many_cards", "a turn places at most 3 cards")
        if self.open_aspect is not None and pos != 6:
            return _pair_split()
        if pos not in POSITION_KIND:
            return Violation("R2", "bad_position", f"the row has positions 1 to 6, not {pos}",
                             {"position": pos})
        kind = KIND_OF[code]
        slots = self.slots
        if slots[2] is None and (pos != 3 or kind != ZODIAC):
            return Violation("R3", "open_at_3", "an empty row is opened with a zodiac card on 3",
                             {"position": pos, "card": code})
        if kind != POSITION_KIND[pos]:
            return Violation(
                "R2", "wrong_kind",
                f"position {pos} takes {_A_KIND[POSITION_KIND[pos]]} card, not {code}",
                {"position": pos, "card": code, "kind": POSITION_KIND[pos]},
            )
        if pos <= 4:
            if slots[pos - 1] is not None:
                return Violation("R8", "occupied", f"position {pos} is taken and can't be covered",
                                 {"position": pos})
            if pos == 1 and slots[1] is None:
                return _not_adjacent(1)
            return None
        if pos == 5:
            if slots[3] is None:
                return _not_adjacent(5)
            if self.pairs:
                return Violation("R10", "second_pair", "at most one 5+6 pair per turn")
            if self.cards + 2 > 3:
                return Violation("R10", "too_many_cards", "a pair counts as 2 of the 3 cards")
            if self.top is not None and VALUE_OF[code] < self.top[0]:
                return Violation(
                    "R7", "aspect_lower",
                    f"the aspect must be at least {ROMAN[self.top[0]]}, the one below",
                    {"card": code, "minimum": self.top[0]},
                )
            return None
        # pos == 6
        if self.open_aspect is None:
            return _pair_split()
        four = slots[3]
        assert four is not None
        if PLANET_OF[code] == PLANET_OF[four]:
            return Violation("R6", "same_planet", f"position 6 needs another planet than {four}",
                             {"card": code, "planet": four})
        if self.top is not None and VALUE_OF[code] != self.top[1]:
            return Violation(
                "R7", "planet_value",
                f"the planet must have value {self.top[1]}, like the one below",
                {"card": code, "value": self.top[1]},
            )
        return None


def _pair_split() -> Violation:
    return Violation("R5", "pair_split",
                     "positions 5 and 6 are played together: an aspect on 5, then a planet on 6")


def _not_adjacent(pos: int) -> Violation:
    return Violation("R4", "not_adjacent", f"position {pos} needs position {NEEDS[pos]} first",
                     {"position": pos, "needs": NEEDS[pos]})


def check_play(hand: Sequence[str], slots: Slots, top: TopPair, move: Move) -> Violation | None:
    """The first rule a whole move breaks, or None when it is legal (R2-R10)."""
    if move.discard is not None:
        return None if move.discard in hand else not_in_hand(move.discard)
    check = PlayCheck(hand, slots, top)
    for pos, code in move.placements:
        violation = check.place(pos, code)
        if violation is not None:
            return violation
    return check.finish()


def legal_moves(hand: Sequence[str], slots: Slots, top: TopPair) -> list[Move]:
    """Every legal move for `hand`: each distinct play once, then each distinct discard.

    A play's placements come in one canonical order (3, 2, 1, 4, 5, 6) that is
    always legal; other orders of the same cards are legal too (R10) but are
    the same move for the game. The list depends only on the cards, not on the
    order of the hand: cards are taken in deck order (`cards.CODES`).
    """
    ordered = sorted(hand, key=CODE_ORDER.__getitem__)
    moves = legal_plays(ordered, slots, top)
    moves.extend(DISCARD_MOVES[code] for code in dict.fromkeys(ordered))
    return moves


def legal_plays(hand: Sequence[str], slots: Slots, top: TopPair) -> list[Move]:
    """Every distinct legal play (no discards), cards taken in the order of `hand`."""
    zodiac: dict[str, int] = {}
    elements: dict[str, None] = {}
    planets: dict[str, None] = {}
    aspects: dict[str, None] = {}
    for code in hand:
        kind = KIND_OF[code]
        if kind is ZODIAC:
            zodiac[code] = zodiac.get(code, 0) + 1
        elif kind is PLANET:
            planets[code] = None
        elif kind is ELEMENT:
            elements[code] = None
        else:
            aspects[code] = None
    moves: list[Move] = []
    add = moves.append
    if slots[2] is None:
        _openings(zodiac, elements, planets, add)
    else:
        _extensions(slots, top, zodiac, elements, planets, aspects, add)
    return moves


_Add = Callable[[Move], None]
_Part = tuple[tuple[int, str], ...]


def _openings(zodiac: dict[str, int], elements: dict[str, None], planets: dict[str, None],
              add: _Add) -> None:
    """Plays into an empty row: 3; 3,2; 3,4; 3,2,1; 3,2,4 (3,4 then a pair is 4 cards)."""
    for z in zodiac:
        open3 = (3, z)
        add(Move((open3,), None))
        for e in elements:
            two = (2, e)
            add(Move((open3, two), None))
            for z1 in zodiac:
                if z1 != z or zodiac[z] > 1:
                    add(Move((open3, two, (1, z1)), None))
            for p in planets:
                add(Move((open3, two, (4, p)), None))
        for p in planets:
            add(Move((open3, (4, p)), None))


def _extensions(slots: Slots, top: TopPair, zodiac: dict[str, int], elements: dict[str, None],
                planets: dict[str, None], aspects: dict[str, None], add: _Add) -> None:
    """Plays onto an opened row: a left part (2, 1) and/or a right part (4, pair)."""
    left: list[_Part] = []
    if slots[1] is None:
        for e in elements:
            left.append(((2, e),))
            for z in zodiac:
                left.append(((2, e), (1, z)))
    elif slots[0] is None:
        for z in zodiac:
            left.append(((1, z),))
    right: list[_Part] = []
    four = slots[3]
    if four is None:
        for p in planets:
            right.append(((4, p),))
        if aspects:
            for p in planets:
                symbol = PLANET_OF[p]
                for a in aspects:
                    for q in planets:
                        if PLANET_OF[q] != symbol:
                            right.append(((4, p), (5, a), (6, q)))
    elif aspects:
        symbol = PLANET_OF[four]
        min_aspect, value = top if top is not None else (0, 0)
        for a in aspects:
            if VALUE_OF[a] >= min_aspect:
                for q in planets:
                    if PLANET_OF[q] != symbol and (not value or VALUE_OF[q] == value):
                        right.append(((5, a), (6, q)))
    for part in left:
        add(Move(part, None))
    for part in right:
        add(Move(part, None))
    for lpart in left:
        room = 3 - len(lpart)
        for rpart in right:
            if len(rpart) <= room:
                add(Move(lpart + rpart, None))


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """How a row scores (R14): group sizes, their sum (at least 1), the multiplier."""

    elements: int  # size of the matching element group on 1-3 (0 if none)
    planets: int  # size of the matching planet group on 1, 3, 4 (0 if none)
    base: int  # elements + planets, at least 1 (0 for an empty row)
    multiplier: int  # planet value on 4, or 1 when 4 is empty
    points: int


def _group(symbols: Sequence[str | None]) -> int:
    best = 0
    for s in symbols:
        n = symbols.count(s)
        if n > best:
            best = n
    return best if best >= 2 else 0


def score_row(slots: Slots, modern_rulers: bool = False) -> ScoreBreakdown:
    """Score positions 1-4 of a (possibly partial) row; an empty row scores 0."""
    s1, s2, s3, s4 = slots
    if s3 is None:
        return ScoreBreakdown(0, 0, 0, 1, 0)
    elements = [ELEMENT_OF[c] for c in (s1, s2, s3) if c is not None]
    zodiac_planets = [
        MODERN_RULERS.get(c, PLANET_OF[c]) if modern_rulers else PLANET_OF[c]
        for c in (s1, s3) if c is not None
    ]
    if s4 is None:
        planet_group = _group(zodiac_planets)
        multiplier = 1
    else:
        candidates = SATURN_STANDS_FOR if modern_rulers and s4 == "SATURN" else (s4,)
        planet_group = max(_group(zodiac_planets + [c]) for c in candidates)
        multiplier = VALUE_OF[s4]
    element_group = _group(elements)
    base = max(1, element_group + planet_group)
    return ScoreBreakdown(element_group, planet_group, base, multiplier, base * multiplier)


# Memo of score_row(...).points, both variants (index: modern_rulers); at most 6,240 rows each.
_POINTS: tuple[dict[tuple[str | None, ...], int], dict[tuple[str | None, ...], int]] = ({}, {})


def row_points(s1: str | None, s2: str | None, s3: str | None, s4: str | None,
               modern_rulers: bool = False) -> int:
    """`score_row((s1, s2, s3, s4), modern_rulers).points`, remembered (the hot paths use it)."""
    key = (s1, s2, s3, s4)
    table = _POINTS[modern_rulers]
    points = table.get(key)
    if points is None:
        points = table[key] = score_row(key, modern_rulers).points
    return points


def every_row() -> list[tuple[str | None, str | None, str | None, str | None]]:
    """Every row positions 1-4 can score (position 3 always taken): 6,240 rows."""
    zodiac = [c for c in CODE_ORDER if KIND_OF[c] is ZODIAC]
    elements = [c for c in CODE_ORDER if KIND_OF[c] is ELEMENT]
    planets = [c for c in CODE_ORDER if KIND_OF[c] is PLANET]
    return [(s1, s2, s3, s4) for s3 in zodiac for s2 in [None, *elements]
            for s1 in [None, *zodiac] for s4 in [None, *planets]]


def legal_targets(hand: Sequence[str], slots: Slots, top: TopPair,
                  staged: Sequence[tuple[int, str]], code: str) -> list[int]:
    """Positions where `code` may go next after the `staged` placements of this turn.

    An aspect only counts for 5 when some planet in the hand can complete the pair.
    """
    base = PlayCheck(hand, slots, top)
    for pos, staged_code in staged:
        if base.place(pos, staged_code) is not None:
            return []
    targets = []
    for pos in POSITION_KIND:
        probe = _copy(base)
        if probe.place(pos, code) is not None:
            continue
        if pos == 5 and not any(
            _copy(probe).place(6, q) is None for q in dict.fromkeys(probe.hand)
            if KIND_OF[q] is PLANET
        ):
            continue
        targets.append(pos)
    return targets


def pair_blocker(hand: Sequence[str], slots: Slots, top: TopPair,
                 staged: Sequence[tuple[int, str]], aspect: str) -> Violation | None:
    """Why no planet of `hand` can go on 6 after `aspect` on 5 (after `staged`), or None.

    The rule that actually stops the planets, as the check of 6 reports it: with no
    planet in the hand the pair cannot be completed (R5); a planet with the value of
    the one below that is the planet on 4 breaks R6; otherwise the value breaks R7.
    """
    check = PlayCheck(hand, slots, top)
    for pos, code in staged:
        if check.place(pos, code) is not None:
            return None
    if check.place(5, aspect) is not None:
        return None
    refusals = [_copy(check).place(6, q) for q in dict.fromkeys(check.hand)
                if KIND_OF[q] is PLANET]
    if not refusals:
        return _pair_split()
    if any(v is None for v in refusals):
        return None
    return next((v for v in refusals if v is not None and v.rule == "R6"), refusals[0])


def _copy(check: PlayCheck) -> PlayCheck:
    clone = PlayCheck(check.hand, check.slots, check.top)
    clone.cards, clone.pairs, clone.open_aspect = check.cards, check.pairs, check.open_aspect
    return clone


__all__ = [
    "ASPECT", "IllegalMove", "PlayCheck", "ScoreBreakdown", "Violation",
    "check_play", "every_row", "legal_moves", "legal_plays", "legal_targets", "pair_blocker",
    "row_points",
    "score_row",
]
