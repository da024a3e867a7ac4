"""Records (`strip-record/1`): the example games, every row of the error table, fuzzing."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.host.game import RecordError
from astromagie.host.registry import game_of_format, info, rules

from .helpers import EXAMPLES, load_example


@pytest.mark.parametrize("number", [1, 2])
def test_example_games_replay_exactly(number: int) -> None:
    record = load_example(f"record-{number}.json")
    expected = load_example(f"record-{number}.replay.json")
    report = RULES.replay(record)
    assert report == expected
    assert json.dumps(report) == json.dumps(expected)  # the same key order, everywhere
    assert list(report) == ["turns", "dummy", "over", "scores"]
    assert report["scores"] == record["result"]["scores"]


@pytest.mark.parametrize("number", [1, 2])
def test_example_games_round_trip(number: int) -> None:
    record = load_example(f"record-{number}.json")
    state, names = RULES.load_record(record)
    assert names == record["players"] and state.is_over()
    again = RULES.to_record(state, names)
    assert list(again)[:2] == ["format", "players"] and "game" not in again
    for key in ("format", "players", "first_player", "deck", "turns", "result"):
        assert again[key] == record[key]


def test_the_room_is_on_the_shelf() -> None:
    assert info("zahlenstreifen").rules == "astromagie.games.zahlenstreifen.rules:RULES"
    assert game_of_format("strip-record/1").id == "zahlenstreifen"
    assert rules("zahlenstreifen") is RULES


def test_replay_text_has_a_line_per_entry_the_dummy_and_the_scores() -> None:
    record = load_example("record-1.json")
    record["players"] = ["Ada", "Vega"]
    report = RULES.replay(record)
    text = RULES.replay_text(record)
    lines = text.splitlines()
    assert len(lines) == len(report["turns"]) + len(report["dummy"]) + 1
    assert lines[0] == "  1  Ada plays G3, takes nothing"
    assert lines[-1] == "scores: Ada -39, Vega -42"
    assert "dummy plays Y3" in text and "last round" in text
    with pytest.raises(RecordError) as refused:
        RULES.replay_text(with_turns(["P R5"]))
    assert (refused.value.turn, refused.value.rule) == (1, "NS5")


# --- The error table ------------------------------------------------------------------------

def record() -> dict[str, Any]:
    return copy.deepcopy(load_example("record-1.json"))


def error_of(data: object) -> tuple[int, str]:
    report = RULES.replay(data)
    assert set(report) == {"error"}, report
    err = report["error"]
    assert list(err) == ["turn", "rule", "message"] and isinstance(err["message"], str)
    with pytest.raises(RecordError) as raised:
        RULES.load_record(data)
    assert (raised.value.turn, raised.value.rule) == (err["turn"], err["rule"])
    return err["turn"], err["rule"]


def with_field(key: str, value: object) -> dict[str, Any]:
    data = record()
    data[key] = value
    return data


def without(key: str) -> dict[str, Any]:
    data = record()
    del data[key]
    return data


def with_turns(turns: list[object]) -> dict[str, Any]:
    data = record()
    data["turns"] = turns
    data.pop("result")
    return data


WHOLE_RECORD_CASES = {
    "not JSON": "{not json",
    "not an object": [1, 2],
    "null": None,
    "wrong format": with_field("format", "strip-record/2"),
    "no format": without("format"),
    "missing players": without("players"),
    "missing first_player": without("first_player"),
    "missing deck": without("deck"),
    "missing turns": without("turns"),
    "players not a list": with_field("players", "P0 P1"),
    "a name not a string": with_field("players", ["P0", 1]),
    "first_player a string": with_field("first_player", "0"),
    "first_player a bool": with_field("first_player", False),
    "deck not a list": with_field("deck", "R1"),
    "turns not a list": with_field("turns", {"1": "P G3"}),
    "result not an object": with_field("result", [1, 2]),
    "0 players": with_field("players", []),
    "1 player": with_field("players", ["P0"]),
    "6 players": with_field("players", ["a", "b", "c", "d", "e", "f"]),
    "first_player too big": with_field("first_player", 2),
    "first_player negative": with_field("first_player", -1),
    "first_player huge": with_field("first_player", 10**100),
    "deck of 89": with_field("deck", record()["deck"][:-1]),
    "deck of 91": with_field("deck", record()["deck"] + ["R1"]),
    "a third copy": with_field("deck", record()["deck"][:-1] + [record()["deck"][0]]),
    "an unknown code in the deck": with_field("deck", record()["deck"][:-1] + ["Y0"]),
    "a number in the deck": with_field("deck", record()["deck"][:-1] + [5]),
}


@pytest.mark.parametrize("case", sorted(WHOLE_RECORD_CASES))
def test_error_table_the_record_as_a_whole_is_FORMAT_at_turn_0(case: str) -> None:
    assert error_of(WHOLE_RECORD_CASES[case]) == (0, "FORMAT")


@pytest.mark.parametrize("entry", [5, None, ["P G3"], {"P": "G3"}, True, "", "P", "P G3 ",
                                   " P G3", "P  G3", "p g3", "X G3", "P G3 G4", "K G3",
                                   "K G3 G4 G5", "P R0", "P R10", "P Q3", "K R1 Q2", "P\u00a0G3"])
def test_error_table_bad_entry_is_FORMAT_at_its_turn(entry: object) -> None:
    assert error_of(with_turns(["P G3", "P Y5", entry])) == (3, "FORMAT")


def test_error_table_choice_while_cards_are_to_be_played_is_NS5() -> None:
    assert error_of(with_turns(["P G3", "K G6 V6"])) == (2, "NS5")


def test_error_table_played_card_not_in_hand_is_NS5() -> None:
    # seat 0 holds G3 G6 B8 V6 Y3 (the deck's first five cards)
    assert error_of(with_turns(["P R5"])) == (1, "NS5")


def test_error_table_play_after_the_last_round_is_NS12() -> None:
    turns = record()["turns"]
    assert error_of(with_turns(turns[:52] + ["P G3"])) == (53, "NS12")


def test_error_table_chosen_cards_not_in_hand_is_NS12() -> None:
    turns = record()["turns"]
    assert error_of(with_turns(turns[:52] + ["K R1 R1"])) == (53, "NS12")


def test_error_table_entry_after_the_end_is_NS17() -> None:
    turns = record()["turns"]
    assert error_of(with_turns(turns + ["K B3 G4"])) == (55, "NS17")
    assert error_of(with_turns(turns + ["P G3"])) == (55, "NS17")


def test_error_table_check_order_syntax_game_over_phase_hand() -> None:
    turns = record()["turns"]
    # syntax before game over
    assert error_of(with_turns(turns + ["P R0"])) == (55, "FORMAT")
    # phase before hand: a choice of cards not held while playing is the phase's NS5
    assert error_of(with_turns(["K R9 R9"])) == (1, "NS5")
    # ... and a play of a card not held after the last round is the phase's NS12
    assert error_of(with_turns(turns[:52] + ["P R9"])) == (53, "NS12")


def test_a_choice_in_any_order_is_read_and_replayed_in_ascending_order() -> None:
    turns = record()["turns"]
    report = RULES.replay(with_turns(turns[:52] + ["K G4 B3", "K V9 V4"]))
    assert [t["move"] for t in report["turns"][-2:]] == ["K B3 G4", "K V4 V9"]
    assert report["scores"] == [-39, -42]


def test_an_unfinished_record_replays_with_no_scores() -> None:
    report = RULES.replay(with_turns(record()["turns"][:10]))
    assert report["over"] is False and report["scores"] is None
    assert len(report["turns"]) == 10


def test_messages_echo_little_of_the_input() -> None:
    huge = "P " + "\U0001f600" * 100_000
    report = RULES.replay(with_turns([huge]))
    assert report["error"]["turn"] == 1 and len(report["error"]["message"]) < 120
    report = RULES.replay(with_field("format", "x" * 100_000))
    assert len(report["error"]["message"]) < 120


# --- Fuzzing: garbage only ever gives an error object ---------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8)
    | st.sampled_from(["P G3", "K B3 G4", "P R1", "strip-record/1", "R1"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=5),
    max_leaves=20,
)


def check_answer(data: object) -> None:
    report = RULES.replay(data)
    if "error" in report:
        err = report["error"]
        assert isinstance(err["turn"], int) and isinstance(err["rule"], str)
        assert err["rule"] in {"FORMAT", "NS5", "NS12", "NS17"}
    else:
        assert list(report) == ["turns", "dummy", "over", "scores"]
    try:
        RULES.load_record(data)
    except RecordError:
        pass


@given(JSON_VALUES)
def test_fuzz_garbage_records(data: object) -> None:
    check_answer(data)


@given(st.sampled_from(["players", "first_player", "deck", "turns", "format", "result"]),
       JSON_VALUES, st.integers(min_value=0, max_value=60))
def test_fuzz_one_field_or_entry_replaced(key: str, value: object, at: int) -> None:
    data = record()
    data[key] = value
    check_answer(data)
    data = record()
    turns = data["turns"]
    turns[at % len(turns)] = value
    check_answer(data)


def test_every_example_file_is_tested() -> None:
    assert sorted(p.name for p in EXAMPLES.glob("record-*.json")) == [
        "record-1.json", "record-1.replay.json", "record-2.json", "record-2.replay.json"]
