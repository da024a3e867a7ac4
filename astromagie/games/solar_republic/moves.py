"""The record notation of a move: `D`, `P CODE`, `P CODE S<q>`, `P CODE F<q>`.

The notation is docs/games/solar-republic/record-format.md's.

A move is the plain string of its notation: hashable, cheap, and `str(move)`
is the record entry. `parse_move` reads an entry and accepts only what the
notation allows (no spaces added, no leading zeros, a known code); whether
the seat exists is a question for the game (the rule book checks it after the
hand and the playability). `MOVE_INFO` holds what the search path needs of
each move a game of 2-4 players can make, so `apply` never parses.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from astromagie.host.game import NotationError

from .cards import CODES, RANK, SUIT

Move = str
DRAW: Move = "D"
MAX_SEATS = 4

_NOTATION = re.compile(r"D|P ([A-Z]{2}[0-9])(?: ([SF])(0|[1-9][0-9]*))?", re.ASCII)


class Parsed(NamedTuple):
    """A move taken apart: `code` is "" for a draw; `kind` is "", "S" or "F"; `seat` -1 if none.

    `seat_text` is the seat as written (a huge number stays text, never an int).
    """

    code: str
    kind: str
    seat_text: str


def _echo(text: str) -> str:
    return repr(text[:40]) + ("..." if len(text) > 40 else "")


def parse(text: object) -> Parsed:
    """The parts of a move in record notation; NotationError for anything else."""
    if not isinstance(text, str):
        raise NotationError(f"a move is a string, not {type(text).__name__}")
    found = _NOTATION.fullmatch(text)
    if found is None:
        raise NotationError(f"not a move (D, P CODE, P CODE S<seat> or P CODE F<seat>): "
                            f"{_echo(text)}")
    code, kind, seat = found.group(1, 2, 3)
    if code is None:
        return Parsed("", "", "")
    if code not in RANK:
        raise NotationError(f"unknown card code {code!r}")
    return Parsed(code, kind or "", seat or "")


def parse_move(text: object) -> Move:
    """A move from its record notation (the same string); NotationError for anything else."""
    parse(text)
    assert isinstance(text, str)
    return str(text)  # a str subclass becomes a plain str


def seat_number(seat_text: str, limit: int) -> int:
    """The seat written, or -1 when no such seat exists among `limit` (huge numbers too)."""
    if not seat_text or len(seat_text) > 2:
        return -1
    seat = int(seat_text)
    return seat if seat < limit else -1


class MoveInfo(NamedTuple):
    """A play as the search path needs it: card, rank, suit, mechanic ("", "S", "F"), target."""

    code: str
    rank: int
    suit: str
    kind: str
    target: int


def _all_infos() -> dict[str, MoveInfo]:
    table: dict[str, MoveInfo] = {}
    for code in CODES:
        table[f"P {code}"] = MoveInfo(code, RANK[code], SUIT[code], "", -1)
        for seat in range(MAX_SEATS):
            for kind in "SF":
                table[f"P {code} {kind}{seat}"] = MoveInfo(code, RANK[code], SUIT[code], kind,
                                                           seat)
    return table


MOVE_INFO: dict[str, MoveInfo] = _all_infos()
