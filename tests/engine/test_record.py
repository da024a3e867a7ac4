"""Game records (RECORD.md): writing, validating and replaying, errors with turn and rule."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from astromagie.engine import DECK, Game
from astromagie.engine.record import (
    FORMAT,
    RecordError,
    load_record,
    parse_record,
    replay,
    to_record,
)

from .helpers import rigged


def finished(seed=4, players=3) -> tuple[Game, dict]:
    game = Game.new(players, seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    return game, to_record(game, [f"P{i}" for i in range(players)])


def error_of(record) -> RecordError:
    with pytest.raises(RecordError) as info:
        replay(load_record(record))
    return info.value


def test_record_has_the_documented_fields():
    game, record = finished()
    assert record["format"] == FORMAT
    assert record["players"] == ["P0", "P1", "P2"]
    assert record["first_player"] == game.first_player
    assert sorted(record["deck"]) == sorted(DECK)
    assert record["variants"] == {}
    assert record["turns"] == [str(m) for m in game.history]
    assert record["result"] == {"scores": game.scores}


def test_unfinished_record_replays_with_over_false():
    game = rigged([["LEO", "FIRE"], []])
    game.apply(game.legal_moves()[0])
    record = to_record(game, ["a", "b"])
    assert "result" not in record
    result = replay(load_record(record))
    assert result.to_json() == {"tricks": [], "scores": [0, 0], "over": False}


def test_variants_round_trip():
    from astromagie.engine import Variants
    game = Game.new(2, 1, Variants(modern_rulers=True, target_score=30))
    record = to_record(game, ["a", "b"])
    assert record["variants"] == {"modern_rulers": True, "target_score": 30}
    assert load_record(record).variants == game.variants


@pytest.mark.parametrize("mutate, fragment", [
    (lambda r: r.update(deck=r["deck"][:71]), "72"),
    (lambda r: r["deck"].__setitem__(0, "XYZ"), "XYZ"),
    (lambda r: r.update(deck="ARI SUN"), "deck"),
    (lambda r: r.update(players=["solo"]), "2 to 5"),
    (lambda r: r.update(players=[1, 2]), "players"),
    (lambda r: r.update(first_player=7), "first_player"),
    (lambda r: r.update(first_player=True), "first_player"),
    (lambda r: r.update(format="astromagie-record/2"), "newer"),
    (lambda r: r.pop("format"), "format"),
    (lambda r: r.update(turns="P 3:LEO"), "turns"),
    (lambda r: r.update(turns=[42]), "turn 1"),
    (lambda r: r.update(turns=["X 3:LEO"]), "turn 1"),
    (lambda r: r.update(turns=["P 3:FOO"]), "FOO"),
    (lambda r: r.update(variants={"gravity": True}), "gravity"),
    (lambda r: r.update(variants={"target_score": "ten"}), "target_score"),
])
def test_malformed_records_are_FORMAT_at_turn_0(mutate, fragment):
    _, record = finished()
    mutate(record)
    err = error_of(record)
    assert (err.turn, err.rule) == (0, "FORMAT")
    assert fragment in err.message


def test_not_json_and_not_an_object():
    for text in ("{nope", "[1, 2]", "", "null", '"x"'):
        with pytest.raises(RecordError) as info:
            parse_record(text)
        assert (info.value.turn, info.value.rule) == (0, "FORMAT")


def test_a_card_the_player_lacks_breaks_R9_at_its_turn():
    _, record = finished()
    game = Game.from_deck(record["deck"], 3, record["first_player"])
    missing = next(c for c in DECK if c not in game.hand(game.current_player))
    record["turns"] = record["turns"][:0] + [f"D {missing}"]
    err = error_of(record)
    assert (err.turn, err.rule) == (1, "R9")


def test_an_illegal_turn_names_its_rule_and_1_based_index():
    game = rigged([["LEO", "MARS"], ["SQU", "MARS", "VENUS"]])
    record = to_record(game, ["a", "b"])
    record["turns"] = ["P 3:LEO 4:MARS", "P 5:SQU 6:MARS"]
    err = error_of(record)
    assert (err.turn, err.rule) == (2, "R6")


def test_turns_after_the_end_break_R15():
    game, record = finished()
    record["turns"].append(record["turns"][-1])
    err = error_of(record)
    assert (err.turn, err.rule) == (len(record["turns"]), "R15")


def test_extra_keys_are_kept_and_ignored_by_replay():
    game, record = finished()
    record["seats"] = [{"name": "x", "kind": "hard"}]
    loaded = load_record(record)
    assert loaded.extra == {"seats": [{"name": "x", "kind": "hard"}]}
    assert replay(loaded).game.scores == game.scores


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(key=st.sampled_from(["format", "players", "first_player", "deck", "variants", "turns",
                            "result"]),
       value=json_values)
def test_any_field_value_gives_a_record_error_or_a_replay_never_a_crash(key, value):
    _, record = finished()
    record[key] = value
    try:
        replay(load_record(json.loads(json.dumps(record))))
    except RecordError as err:
        assert err.rule == "FORMAT" or err.rule.startswith("R")
        assert err.turn >= 0


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_give_a_record_error_never_a_crash(data):
    with pytest.raises(RecordError):
        replay(parse_record(data))
