"""Garbage records only ever give error objects (replay) or RecordError (load_record)."""

from __future__ import annotations

import copy
import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from astromagie.games.monad.rules import RULES
from astromagie.host.game import NotationError, RecordError

from .helpers import example, rule_book

BASE = example("record-1.json")
TOKENS = ["T", "B", "P", "J", "D", "F", "X", "E", "+", "R1", "O1", "Y1", "P1", "B1", "G1",
          "R2", "G5", "M", "2", "5", "IR", "", " ", "é", "T O1 G1", "9" * 30]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                  max_size=4),
    max_leaves=12)


def assert_clean(data: object) -> None:
    report = RULES.replay(data)
    if "error" in report:
        assert list(report) == ["error"]
        error = report["error"]
        assert isinstance(error["entry"], int) and isinstance(error["rule"], str)
        assert isinstance(error["message"], str) and len(error["message"]) < 160
    else:
        assert list(report) == ["entries", "scores", "hand_points", "over", "end", "winners"]
    try:
        RULES.load_record(data)
    except RecordError:
        pass


@given(json_values)
def test_any_json_value_is_refused_cleanly(value: object) -> None:
    assert_clean(value)


@given(st.sampled_from(["format", "players", "first_player", "deck", "turns", "result"]),
       json_values)
def test_a_field_replaced_by_garbage_is_refused_cleanly(key: str, value: object) -> None:
    data = copy.deepcopy(BASE)
    data[key] = value
    assert_clean(data)


@given(st.integers(0, 1058), st.lists(st.sampled_from(TOKENS), max_size=6),
       st.integers(0, 2 ** 64))
def test_a_garbage_entry_is_refused_cleanly(at: int, tokens: list[str], noise: int) -> None:
    data: dict[str, Any] = copy.deepcopy(BASE)
    data["turns"] = data["turns"][:at] + [" ".join(tokens)]
    if noise % 5 == 0:
        data["turns"].append(noise)
    assert_clean(data)


@given(st.randoms(use_true_random=False), st.integers(0, 60))
def test_any_valid_deck_order_replays_random_legal_play(rnd: random.Random, moves: int) -> None:
    data = copy.deepcopy(BASE)
    deck = data["deck"]
    rnd.shuffle(deck)
    state, _ = RULES.load_record({**data, "turns": []})
    for _ in range(moves):
        if state.is_over():
            break
        legal = state.legal_moves()
        state.apply(rnd.choice(legal))
    data["turns"] = list(state.hist)
    report = RULES.replay(data)
    assert "entries" in report and len(report["entries"]) == len(state.hist)


@given(st.text(max_size=20) | st.integers() | st.none())
def test_parse_move_reads_the_notation_or_raises_NotationError(text: object) -> None:
    try:
        move = RULES.parse_move(text)
    except NotationError:
        return
    assert str(move) == text


def test_parse_move_round_trips_every_legal_move() -> None:
    state, _ = RULES.load_record(BASE)
    g = rule_book(4, 2)
    for move in g.legal_moves() + ["J R1 O1 Y1 P1 B1 G1", "B M", "P G5", "T R5 P5 +"]:
        assert RULES.parse_move(move) == move
    assert state.is_over()
