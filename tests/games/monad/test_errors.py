"""Every row of the rule book's error table: the right entry and rule, in the checks' order."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from astromagie.games.monad.cards import CODES
from astromagie.games.monad.moves import decode
from astromagie.games.monad.rules import RULES
from astromagie.games.monad.state import COL, RANK, WARM, MonadState

from .helpers import error_of, example, record, rule_book

# Example 1's deal: seat 1 starts and holds O1 O1 Y1 G1 P1 P1 (identity purple); the
# talon and the discard pile are empty; column 2 is B2 R2 O2 G2 Y2 P2.


def whole(data: Any) -> tuple[int, str]:
    return error_of(data)


def mutated(**changes: object) -> dict[str, Any]:
    data = record([])
    for key, value in changes.items():
        if value is KeyError:
            del data[key]
        else:
            data[key] = value
    return data


# Entry 0: the record as a whole --------------------------------------------------------------

@pytest.mark.parametrize("data", [
    None, [], "monad", 5,
    mutated(format="monad-record/2"),
    mutated(format=KeyError),
    mutated(players=KeyError),
    mutated(players="P0 P1"),
    mutated(players=["P0", 1]),
    mutated(players=["solo"]),
    mutated(players=["a", "b", "c", "d", "e"]),
    mutated(first_player=2),
    mutated(first_player=-1),
    mutated(first_player="1"),
    mutated(first_player=True),
    mutated(first_player=KeyError),
    mutated(deck=KeyError),
    mutated(deck="R1 R1"),
    mutated(turns=KeyError),
    mutated(turns="T O1 G1"),
])
def test_error_record_as_a_whole_is_FORMAT_entry_0(data: object) -> None:
    assert whole(data) == (0, "FORMAT")


def test_error_deck_not_exactly_the_cards_of_MO3() -> None:
    deck = example("record-1.json")["deck"]
    assert whole(mutated(deck=deck[:-1])) == (0, "FORMAT")  # a card missing
    assert whole(mutated(deck=deck + ["R1"])) == (0, "FORMAT")  # one too many
    assert whole(mutated(deck=[c if c != "IG" else "IP" for c in deck])) == (0, "FORMAT")
    assert whole(mutated(deck=[c if c != "IG" else "IX" for c in deck])) == (0, "FORMAT")
    assert whole(mutated(deck=[c if c != "IG" else 7 for c in deck])) == (0, "FORMAT")
    three = mutated(players=["a", "b", "c"])  # a 2-player deck for 3 players
    assert whole(three) == (0, "FORMAT")


# Entry k: syntax ------------------------------------------------------------------------

@pytest.mark.parametrize("entry", [
    7, None, ["E"], "", "Q", "d", "D D", "E 1", "T O1", "T O1 G1 + +", "T O1 G1 -",
    "T O1  G1", "T O1 G1 ", " T O1 G1", "T O1 G7", "T O1 IG", "P IP", "T G1 O1",
    "J P1 Y1 O1 G1", "B 1", "B 6", "B m", "B", "P", "J", "P O1 O1", "T\tO1 G1",
])
def test_error_entry_syntax_is_FORMAT(entry: object) -> None:
    assert whole(record(["T O1 G1", entry])) == (2, "FORMAT")


def test_error_syntax_comes_before_game_over() -> None:
    data = example("record-1.json")
    n = len(data["turns"])
    assert whole(record(data["turns"] + ["Z"])) == (n + 1, "FORMAT")
    assert whole(record(data["turns"] + ["E"])) == (n + 1, "MO19")
    assert whole(record(data["turns"] + ["D", "E"])) == (n + 1, "MO19")


# Entry k: the rules, in the table's rows ----------------------------------------------------

@pytest.mark.parametrize("turns,entry,rule", [
    (["B 2", "E"], 2, "MO15"),  # a purchase is open and the entry is not P
    (["B 2", "D"], 2, "MO15"),
    (["B 2", "P O1", "T Y1 G1"], 3, "MO15"),
    (["P O1"], 1, "MO15"),  # P with no purchase open
    (["T O1 G1", "E", "P R1"], 3, "MO15"),
    (["T O1 G1", "D"], 2, "MO7"),  # D, F or X after an action
    (["T O1 G1", "F"], 2, "MO7"),
    (["T O1 G1", "X"], 2, "MO7"),
    (["E"], 1, "MO7"),  # E before any action
    (["T R1 P1"], 1, "MO8"),  # a card not in hand
    (["T Y1 Y1"], 1, "MO8"),  # named twice, held once
    (["B 2", "P R1"], 2, "MO8"),
    (["T O1 G1", "J R1 Y1 P1 G1"], 2, "MO8"),
    (["D"], 1, "MO9"),  # an empty talon
    (["F"], 1, "MO10"),  # the discard pile is empty
    (["T O1 G1", "T Y1 P1", "E", "F", "T R2 B2", "T O1 P1", "E", "F"], 8, "MO10"),  # a talon
    (["X"], 1, "MO11"),  # a trade is possible
    (["T O1 Y1"], 1, "MO12"),  # two warm cards
    (["T P1 G1"], 1, "MO12"),  # two cool cards
    (["T O1 O1"], 1, "MO12"),
    (["T O1 G1", "T Y1 B2"], 2, "MO13"),  # different ranks, no relative
    (["T O1 G1 +"], 1, "MO14"),  # Commons never take the bonus
    (["B 3"], 1, "MO15"),  # too few points
    (["B M"], 1, "MO15"),
    (["T O1 G1", "B 2", "P B2"], 3, "MO15"),  # a payment of rank >= the target
    (["J O1 Y1 P1 G1"], 1, "MO16"),  # a leap before any trade or buy
    (["T O1 G1", "J Y1 P1"], 2, "MO16"),  # other than 4-6 cards
    (["T O1 G1", "J O1 Y1 P1 B2"], 2, "MO16"),  # a non-Common
    (["T O1 G1", "J O1 Y1 P1 P1"], 2, "MO16"),  # a repeated colour
])
def test_error_rule_rows(turns: list[object], entry: int, rule: str) -> None:
    assert whole(record(turns)) == (entry, rule)


def test_error_checks_run_in_the_rule_books_order() -> None:
    # Open purchase before turn shape and cards: "D" while paying is MO15, not MO7/MO9.
    assert whole(record(["T O1 G1", "B 2", "D"])) == (3, "MO15")
    # Turn shape before cards in hand: "E" first is MO7 even with nothing else wrong.
    assert whole(record(["E"])) == (1, "MO7")
    # Cards in hand before the trade's own rule: two cool cards not held are MO8.
    assert whole(record(["T B1 G1"])) == (1, "MO8")
    # Temperature before ranks: two warm cards of different ranks are MO12.
    assert whole(record(["T O1 G1", "T Y1 P1", "T O1 R2"])) == (3, "MO12")
    # Leap: preparation before the number of cards.
    assert whole(record(["J O1 Y1"])) == (1, "MO16")


def _hoarding(g: MonadState, move: str) -> int:
    """A player who collects Tris (so that column 3 runs empty) and never gives one."""
    d = decode(move)
    if d.kind == "B":
        return 10 if d.number == 3 else -5
    if d.kind == "T":
        return -10 if any(RANK[c] >= 3 for c in d.cards) else 5
    if d.kind == "P":
        return -3 * RANK[d.cards[0]]
    if d.kind == "J":
        return 8 if len(d.cards) == 4 else -5
    return 1 if d.kind == "D" else 0


def _find(players: int, wanted: Callable[[MonadState], str | None],
          hoard: bool = False) -> tuple[MonadState, str]:
    """The first position of seeded games where `wanted` names a bad entry.

    The games are random, or (`hoard`) played by Tri hoarders with random tie-breaks.
    """
    for seed in range(200):
        g = rule_book(players, seed)
        rng = random.Random(seed)
        while not g.is_over():
            bad = wanted(g)
            if bad is not None:
                return g, bad
            moves = g.legal_moves()
            if hoard:
                move = max(moves, key=lambda m: (_hoarding(g, m), rng.random()))
            else:
                move = moves[rng.randrange(len(moves))]
            g.apply(move, checked=False)
    raise AssertionError("no such position in 200 games")


def _with(g: MonadState, bad: str) -> tuple[dict[str, Any], int]:
    data = RULES.to_record(g, ["a", "b", "c", "d"][:g.n])
    data["turns"].append(bad)
    return data, len(data["turns"])


def _trade_into_empty_column(g: MonadState) -> str | None:
    if g.target:
        return None
    h = g.hands[g.seat]
    for a in range(24):
        for b in range(a + 1, 24):
            if h[a] and h[b] and RANK[a] == RANK[b] and WARM[a] != WARM[b] \
                    and not g.cols[RANK[a] + 1]:
                return f"T {CODES[a]} {CODES[b]}"
    return None


def _buy_from_empty_column(g: MonadState) -> str | None:
    if g.target:
        return None
    for t in range(2, 6):
        if not g.cols[t]:
            return f"B {t}"
    return None


def _leap_into_empty_column(g: MonadState) -> str | None:
    h = g.hands[g.seat]
    if g.target or not g.acted:
        return None
    held = [c for c in range(6) if h[c]]
    for size in (4, 5, 6):
        if len(held) >= size and not g.cols[size - 1]:
            return "J " + " ".join(CODES[c] for c in held[:size])
    return None


def _second_bonus(g: MonadState) -> str | None:
    if g.target or not g.bonus_used:
        return None
    h = g.hands[g.seat]
    for a in range(6, 24):
        b = a + 3
        if COL[a] < 3 and h[a] and h[b] and COL[a] != g.ident[g.seat] \
                and COL[b] != g.ident[g.seat] and g.cols[RANK[a] + 1] and g.cols[2]:
            return f"T {CODES[a]} {CODES[b]} +"
    return None


@pytest.mark.parametrize("players,wanted,hoard,rule", [
    (2, _trade_into_empty_column, False, "MO12"),
    (3, _buy_from_empty_column, False, "MO15"),
    (4, _leap_into_empty_column, True, "MO16"),
    (2, _second_bonus, False, "MO14"),
])
def test_error_rows_found_in_played_games(players: int,
                                          wanted: Callable[[MonadState], str | None],
                                          hoard: bool, rule: str) -> None:
    g, bad = _find(players, wanted, hoard)
    data, entry = _with(g, bad)
    assert whole(data) == (entry, rule)


def test_error_messages_echo_little_of_the_input() -> None:
    report = RULES.replay(record(["T O1 G1", "Q" * 5000]))
    assert len(report["error"]["message"]) < 120
    report = RULES.replay(mutated(format="x" * 5000))
    assert len(report["error"]["message"]) < 120
