"""Monad's move notation: the record strings of the rule book and their decoded form.

A move is its record string (`"T R1 P1 +"`, `"B 3"`, `"P Y1"`, `"J R1 O1 Y1 P1"`,
`"D"`, `"F"`, `"X"`, `"E"`), so it is small, hashable and `str(move)` is its
notation. `decode` reads the syntax only (the FORMAT row of the error table);
what a move may do is the state's business. Decoded moves are cached, so the
search path pays one dict lookup per move.
"""

from __future__ import annotations

from typing import NamedTuple

from astromagie.host.game import NotationError

from .cards import CODES, INDEX, MONAD_RANK

WHOLE_TURN = frozenset("DFX")
BUY_TARGETS = {"2": 2, "3": 3, "4": 4, "5": 5, "M": MONAD_RANK}
BUY_NAMES = {v: k for k, v in BUY_TARGETS.items()}


class Decoded(NamedTuple):
    """A move taken apart: its letter, the cards it names (indices) and its number.

    `number` is the buy target's rank for `B` (6 for a Monad), 1 for a trade
    with the bonus, else 0.
    """

    kind: str
    cards: tuple[int, ...]
    number: int


def echo(text: object, limit: int = 40) -> str:
    """User input as it may appear in a message: at most `limit` characters."""
    shown = repr(text) if not isinstance(text, str) else text
    return shown if len(shown) <= limit else shown[:limit] + "..."


_CACHE: dict[str, Decoded] = {}


def decode(text: object) -> Decoded:
    """The decoded move for a record string; NotationError for bad syntax."""
    if isinstance(text, str):
        found = _CACHE.get(text)
        if found is not None:
            return found
    decoded = _decode(text)
    if len(_CACHE) < 100_000:
        _CACHE[text] = decoded  # type: ignore[index]  # text is a str once decoded
    return decoded


def _decode(text: object) -> Decoded:
    if not isinstance(text, str):
        raise NotationError("the entry is not a string")
    tokens = text.split(" ")
    if any(t == "" for t in tokens):
        raise NotationError(f"double, leading or trailing space in {echo(text)!r}")
    letter = tokens[0]
    if letter in ("D", "F", "X", "E"):
        if len(tokens) != 1:
            raise NotationError(f"{letter} takes no cards: {echo(text)!r}")
        return Decoded(letter, (), 0)
    if letter == "T":
        if len(tokens) not in (3, 4):
            raise NotationError(f"a trade names two cards: {echo(text)!r}")
        plus = 0
        if len(tokens) == 4:
            if tokens[3] != "+":
                raise NotationError(f"a trade ends with its cards or '+': {echo(text)!r}")
            plus = 1
        cards = _cards(tokens[1:3], text)
        return Decoded("T", cards, plus)
    if letter == "B":
        if len(tokens) != 2:
            raise NotationError(f"a buy names one target: {echo(text)!r}")
        target = BUY_TARGETS.get(tokens[1])
        if target is None:
            raise NotationError(f"a buy target is 2, 3, 4, 5 or M: {echo(text)!r}")
        return Decoded("B", (), target)
    if letter == "P":
        if len(tokens) != 2:
            raise NotationError(f"a payment names one card: {echo(text)!r}")
        return Decoded("P", _cards(tokens[1:], text), 0)
    if letter == "J":
        if len(tokens) < 2:
            raise NotationError(f"a leap names its cards: {echo(text)!r}")
        return Decoded("J", _cards(tokens[1:], text), 0)
    raise NotationError(f"unknown move {echo(text)!r}")


def _cards(tokens: list[str], text: str) -> tuple[int, ...]:
    cards = []
    for token in tokens:
        index = INDEX.get(token)
        if index is None:
            raise NotationError(f"unknown card {echo(token, 8)!r} in {echo(text)!r}")
        cards.append(index)
    if any(a > b for a, b in zip(cards, cards[1:], strict=False)):
        raise NotationError(f"cards not in card order: {echo(text)!r}")
    return tuple(cards)


def trade(a: int, b: int, bonus: bool = False) -> str:
    return f"T {CODES[a]} {CODES[b]} +" if bonus else f"T {CODES[a]} {CODES[b]}"


def buy(target: int) -> str:
    return f"B {BUY_NAMES[target]}"


def pay(card: int) -> str:
    return f"P {CODES[card]}"


def leap(colours: tuple[int, ...]) -> str:
    return "J " + " ".join(CODES[c] for c in colours)


# Every canonical string the legal-move list can hold, built once.
TRADE = [[trade(a, b) for b in range(30)] for a in range(30)]
TRADE_BONUS = [[trade(a, b, True) for b in range(30)] for a in range(30)]
BUY = {t: buy(t) for t in BUY_NAMES}
PAY = [pay(c) for c in range(30)]
# Leaps by the bit mask of their colours (Commons only, 4 to 6 colours).
LEAP: dict[int, str] = {}
for _mask in range(64):
    _colours = tuple(c for c in range(6) if _mask >> c & 1)
    if 4 <= len(_colours) <= 6:
        LEAP[_mask] = leap(_colours)
LEAP_MASKS = tuple(sorted(LEAP))
