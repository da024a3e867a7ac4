"""Records: the example games replay exactly, every row of the error table, garbage never raises."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from astromagie.games.solar_republic import record as records
from astromagie.games.solar_republic.cards import DECK
from astromagie.games.solar_republic.rules import RULES
from astromagie.host import registry
from astromagie.host.game import NotationError, RecordError

EXAMPLES = Path(__file__).parent / "examples"


def key_order(value: Any) -> Any:
    """The value with every dict turned into its list of (key, value) pairs, recursively."""
    if isinstance(value, dict):
        return [(k, key_order(v)) for k, v in value.items()]
    if isinstance(value, list):
        return [key_order(v) for v in value]
    return value


@pytest.mark.parametrize("name", sorted(p.stem for p in EXAMPLES.glob("record-*.json")
                                        if not p.stem.endswith(".replay")))
def test_example_games_replay_exactly(name: str) -> None:
    record = json.loads((EXAMPLES / f"{name}.json").read_text())
    expected = json.loads((EXAMPLES / f"{name}.replay.json").read_text())
    got = RULES.replay(record)
    assert got == expected
    assert key_order(got) == key_order(expected)
    state, names = RULES.load_record(record)
    assert state.scores == record["result"]["scores"] and names == record["players"]
    assert RULES.to_record(state, names)["turns"] == record["turns"]
    text = RULES.replay_text(record)
    assert "game over" in text and "P0" in text and "P1" in text
    lines = records.replay_text(got).splitlines()
    assert len(lines) == len(record["turns"]) + 1 + len(got["scores"])
    assert [int(line.split()[-1]) for line in lines[-len(got["scores"]):]] == got["scores"]


def test_registered_on_the_shelf() -> None:
    info = registry.info("solar-republic")
    assert info.id == "solar-republic" and info.players == range(2, 5)
    assert registry.game_of_format("solar-republic-record/1") is info
    assert registry.rules("solar-republic") is RULES


def base_record(players: int = 2, first: int = 0) -> dict[str, Any]:
    return {"format": "solar-republic-record/1", "players": [f"P{i}" for i in range(players)],
            "first_player": first, "deck": list(DECK), "turns": []}


# DECK in table order: seat 0 holds JU4, JU2 x4, JU1 x2; seat 1 holds JU1 x3, SA4, SA2 x3.
def error_of(turns: list[Any], **changes: Any) -> tuple[int, str]:
    record = base_record()
    record["turns"] = turns
    record.update(changes)
    report = RULES.replay(record)
    assert set(report) == {"error"}, report
    return report["error"]["turn"], report["error"]["rule"]


@pytest.mark.parametrize("record", [
    "not an object", [], None, 42,
    {**base_record(), "format": "solar-republic-record/2"},
    {k: v for k, v in base_record().items() if k != "deck"},
    {k: v for k, v in base_record().items() if k != "turns"},
    {**base_record(), "players": "P0 P1"},
    {**base_record(), "players": ["P0", 1]},
    {**base_record(), "players": ["P0"]},
    {**base_record(), "players": []},
    {**base_record(), "players": ["a", "b", "c", "d", "e"]},
    {**base_record(), "first_player": 2},
    {**base_record(), "first_player": -1},
    {**base_record(), "first_player": True},
    {**base_record(), "first_player": "0"},
    {**base_record(), "deck": list(DECK)[:51]},
    {**base_record(), "deck": [*list(DECK)[:51], "JU4"]},
    {**base_record(), "deck": [*list(DECK)[:51], 5]},
    {**base_record(), "turns": "P JU4"},
])
def test_error_table_whole_record_is_format_turn_0(record: Any) -> None:
    report = RULES.replay(record)
    assert report["error"]["turn"] == 0 and report["error"]["rule"] == "FORMAT"
    with pytest.raises(RecordError):
        RULES.load_record(record)


@pytest.mark.parametrize("entry", [
    5, None, ["P JU4"], "", "d", "P", "P JU4 ", " P JU4", "P  JU4", "P JU5", "P XX1", "P JU4 X1",
    "P JU4 F", "P JU4 F01", "P JU4 S-1", "P JU4 F1 F1", "P ju4", "D D", "P JU4\n", "P JU4 F١",
])
def test_error_table_bad_entry_syntax_is_format(entry: Any) -> None:
    assert error_of(["P JU1", entry]) == (2, "FORMAT")


def test_error_table_seat_that_does_not_exist_is_format() -> None:
    assert error_of(["P JU4 F2"]) == (1, "FORMAT")
    assert error_of(["P JU4 F" + "9" * 5000]) == (1, "FORMAT")


def test_error_table_draw_on_first_turn_is_SR6() -> None:
    assert error_of(["D"]) == (1, "SR6")


def test_error_table_card_not_held_is_SR4() -> None:
    assert error_of(["P SO5"]) == (1, "SR4")


def test_error_table_unplayable_card_is_SR5() -> None:
    assert error_of(["P JU1", "P SA4"]) == (2, "SR5")


def test_error_table_parameter_on_one_or_two_is_SR8() -> None:
    assert error_of(["P JU2 F1"]) == (1, "SR8")
    assert error_of(["P JU1", "P JU1 S0"]) == (2, "SR8")


def sol_deck() -> list[str]:
    """A deck whose seat 0 holds SO2 SO3 SO2 SO1 JU1 JU1 SO3 and seat 1 SO5 SO3 SA2 x4 SO5."""
    deck = list(DECK)
    hands = ["SO2", "SO3", "SO2", "SO1", "JU1", "JU1", "SO3",
             "SO5", "SO3", "SA2", "SA2", "SA2", "SA2", "SO5"]
    for card in hands:
        deck.remove(card)
    return hands + deck


def test_error_table_three_with_wrong_target_is_SR9() -> None:
    deck = sol_deck()
    opening = ["P SO2", "P SO3"]  # seat 0: a 2, then a 3 takes a book of 2
    assert error_of([*opening, "P SO5", "P SO3 S0"], deck=deck) == (4, "SR9")  # own seat
    assert error_of(["P SO2", "P SO3 F1"], deck=deck) == (2, "SR9")  # a forced draw
    assert error_of(["P SO2", "P SO3 S1"], deck=deck) == (2, "SR9")  # an empty stack
    assert error_of([*opening, "D", "P JU1", "P SO3 S0"], deck=deck) == (5, "SR9")  # not Sol
    assert error_of([*opening, "P SO3 S0"], deck=deck) == (3, "SR9")  # an empty pile
    record = base_record()
    record["deck"] = deck
    record["turns"] = [*opening, "P SO5", "P SO1", "P SO3 S0"]  # the same steal, legal
    report = RULES.replay(record)
    assert [t["stolen"] for t in report["turns"]] == [0, 0, 0, 0, 2]
    assert report["turns"][-1]["book"] == 3


def test_error_table_four_with_steal_is_SR10() -> None:
    assert error_of(["P JU4 S1"]) == (1, "SR10")


def test_error_table_five_steal_self_or_empty_is_SR11() -> None:
    deck = sol_deck()
    assert error_of(["P SO2", "P SO3", "P SO5 S1"], deck=deck) == (3, "SR11")  # self
    assert error_of(["P SO1", "P SO5 S0"], deck=deck) == (2, "SR11")  # an empty stack
    record = base_record()
    record["deck"] = deck
    record["turns"] = ["P SO2", "P SO3", "P SO5 S0"]  # legal: no Sol condition for a 5
    assert RULES.replay(record)["turns"][-1]["stolen"] == 2


def test_error_table_entry_after_the_end_is_SR14() -> None:
    record = json.loads((EXAMPLES / "record-1.json").read_text())
    n = len(record["turns"])
    record["turns"] += ["D"]
    assert RULES.replay(record)["error"] == {
        "turn": n + 1, "rule": "SR14", "message": RULES.replay(record)["error"]["message"]}
    record["turns"][-1] = "nonsense"
    assert RULES.replay(record)["error"]["rule"] == "FORMAT"


def test_error_check_order() -> None:
    # Game over beats the hand; the hand beats playability; playability beats the seat;
    # the seat beats the parameter.
    record = json.loads((EXAMPLES / "record-1.json").read_text())
    record["turns"] += ["P SO5 S9"]
    assert RULES.replay(record)["error"]["rule"] == "SR14"
    assert error_of(["P SO5 S9"]) == (1, "SR4")
    assert error_of(["P JU1", "P SA4 S9"]) == (2, "SR5")
    assert error_of(["P JU2 S9"]) == (1, "FORMAT")
    assert error_of(["P JU2 S1"]) == (1, "SR8")


def test_an_unfinished_record_replays_with_scores() -> None:
    record = base_record()
    record["turns"] = ["P JU2", "P JU1", "P JU1"]
    report = RULES.replay(record)
    assert report["over"] is False and report["scores"] == [-5, -6]
    assert [t["extra_turn"] for t in report["turns"]] == [True, False, False]
    assert [t["seat"] for t in report["turns"]] == [0, 0, 1]


def test_parse_move_round_trip_and_refusals() -> None:
    for text in ("D", "P SO5", "P SO5 S3", "P JU4 F0", "P JU4 F12"):
        assert RULES.parse_move(text) == text and str(RULES.parse_move(text)) == text
    for bad in ("P SO6", "P SO5 X1", 3, "P SO5 S03", "p so5"):
        with pytest.raises(NotationError):
            RULES.parse_move(bad)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12)


@given(json_values)
def test_fuzz_garbage_records_give_error_objects(data: Any) -> None:
    report = RULES.replay(data)
    assert set(report) == {"error"}
    with pytest.raises(RecordError):
        RULES.load_record(data)


@given(st.data())
def test_fuzz_mutated_records_never_raise(data: st.DataObject) -> None:
    record = json.loads((EXAMPLES / "record-2.json").read_text())
    mutated = copy.deepcopy(record)
    key = data.draw(st.sampled_from(["players", "first_player", "deck", "turns", "format"]))
    if key in ("deck", "turns"):
        items = mutated[key]
        i = data.draw(st.integers(0, len(items) - 1))
        items[i] = data.draw(json_values | st.sampled_from(
            ["D", "P SO5 S1", "P JU4 F3", "P SA2", "P NE4 F9", "P UR1 S0"]))
    else:
        mutated[key] = data.draw(json_values)
    report = RULES.replay(mutated)
    assert set(report) in ({"error"}, {"turns", "scores", "over"})
    if "error" in report:
        assert len(report["error"]["message"]) < 200


def test_seeded_fuzz_of_random_entries() -> None:
    rng = random.Random(5)
    pieces = ["D", "P ", "SO5", "JU4", "NE1", " S", " F", "0", "1", "3", "9", "x", " "]
    for _ in range(300):
        record = base_record(rng.randint(2, 4))
        record["turns"] = ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 4)))
                           for _ in range(rng.randint(1, 6))]
        report = RULES.replay(record)
        assert set(report) in ({"error"}, {"turns", "scores", "over"})


def test_room_and_rules_import_nothing_heavy() -> None:
    import subprocess
    import sys
    code = ("import sys, astromagie.games.solar_republic.rules; "
            "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or m.startswith("
            "('astromagie.ui', 'astromagie.cli', 'astromagie.storage', 'astromagie.engine', "
            "'astromagie.games.astromagie'))]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_replay_text_refuses_a_bad_record() -> None:
    with pytest.raises(RecordError):
        RULES.replay_text({"format": "solar-republic-record/1"})


def test_every_refusal_and_hint_key_has_a_text_in_both_languages() -> None:
    import re

    import yaml

    root = Path(__file__).resolve().parents[3]
    package = root / "astromagie" / "games" / "solar_republic"
    reasons = set(re.findall(r'_violation\(\s*(?:"[A-Z0-9]+"|rule),\s*"([a-z_]+)"',
                             (package / "state.py").read_text(encoding="utf-8")))
    hints = set(re.findall(r'"hint\.([a-z_]+)"', (package / "policy.py").read_text("utf-8")))
    assert len(reasons) >= 10 and len(hints) >= 6
    for lang in ("en", "de"):
        text = (root / "locales" / "solar-republic" / f"{lang}.yaml").read_text("utf-8")
        catalog = yaml.safe_load(text)
        assert reasons <= set(catalog["violation"]), (lang, reasons - set(catalog["violation"]))
        assert hints <= set(catalog["hint"]), (lang, hints - set(catalog["hint"]))
        # the German shelf names it in German (pt12a 12); the game id and records stay
        assert catalog["game"]["name"] == {"en": "The Solar Republic",
                                           "de": "Die Sonnenrepublik"}[lang]
