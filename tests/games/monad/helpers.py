"""Positions for the Monad tests: a state built from codes, and records from a known deck."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from astromagie.games.monad.cards import CODES, GOAL, IDENTITIES, IDENTITY_CODES, deck_cards
from astromagie.games.monad.rules import RULES
from astromagie.games.monad.state import MonadState

EXAMPLES = Path(__file__).parent / "examples"


def rule_book(players: int, seed: int) -> MonadState:
    """A new deal playing to the rule book's goal (MO6), as records without options do;
    a new table's own default is this edition's shorter goal (options.py)."""
    state = RULES.new(players, seed, {"goal": GOAL[players]})
    assert isinstance(state, MonadState)
    return state


def example(name: str) -> Any:
    with open(EXAMPLES / name, encoding="utf-8") as fh:
        return json.load(fh)


def counts(codes: Iterable[str]) -> list[int]:
    hand = [0] * 30
    for code in codes:
        hand[CODES.index(code)] += 1
    return hand


def position(players: int, hands: Mapping[int, str], columns: Mapping[int, str] | None = None,
             talon: str = "", discard: str = "", seat: int = 0,
             identities: str | None = None, monads: Iterable[int] | None = None,
             acted: bool = False, turn_no: int = 1) -> MonadState:
    """A state from codes: hands by seat; columns and talon top first, discard bottom first."""
    g = MonadState()
    g.n = players
    g.goal = GOAL[players]
    if identities is None:
        colours = IDENTITIES.get(players, (0, 3))
    else:
        colours = tuple("ROYPBG".index(c) for c in identities.split())
    g.ident = list(colours)
    g.hands = [counts(hands.get(s, "").split()) for s in range(players)]
    g.cols = [[], []] + [[CODES.index(c) for c in (columns or {}).get(r, "").split()]
                         for r in range(2, 6)]
    g.talon = [CODES.index(c) for c in reversed(talon.split())]
    g.discard = [CODES.index(c) for c in discard.split()]
    g.monads = list(monads) if monads is not None else [0] * players
    g.seat = seat
    g.first = seat
    g.acted = acted
    g.turn_no = turn_no
    g.cnet = [[0] * 6 for _ in range(players)]
    g.cneed = [[0] * 6 for _ in range(players)]
    g.deck = deck_cards(players, tuple(colours))
    return g


def record(turns: list[object], base: str = "record-1.json") -> dict[str, Any]:
    """Example 1's deal (2 players; seat 1 starts with O1 O1 Y1 G1 P1 P1) with other entries."""
    data: dict[str, Any] = example(base)
    data.pop("result", None)
    data["turns"] = turns
    return data


def error_of(data: object) -> tuple[int, str]:
    report = RULES.replay(data)
    assert list(report) == ["error"], report
    error = report["error"]
    assert list(error) == ["entry", "rule", "message"]
    return error["entry"], error["rule"]


def random_game(players: int, seed: int, stop: int | None = None) -> MonadState:
    """A seeded game of uniformly random legal moves (to its end, or `stop` moves)."""
    g = rule_book(players, seed)
    rng = random.Random(seed)
    while not g.is_over() and (stop is None or len(g.hist) < stop):
        moves = g.legal_moves()
        g.apply(moves[rng.randrange(len(moves))], checked=False)
    return g


def identity_code(colour: int) -> str:
    return IDENTITY_CODES[colour]
