"""Game records (record-format.md): writing, validating and replaying, errors with turn and rule."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from astromagie.games.astromagie.engine import DECK, Game, Move, NotationError
from astromagie.games.astromagie.engine.record import (
    FORMAT,
    RecordError,
    is_newer_format,
    load_record,
    parse_record,
    positions,
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
    from astromagie.games.astromagie.engine import Variants
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
    (lambda r: r.update(variants={"gravity": True}), "gravity"),
    (lambda r: r.update(variants={"target_score": "ten"}), "target_score"),
])
def test_malformed_records_are_FORMAT_at_turn_0(mutate, fragment):
    _, record = finished()
    mutate(record)
    err = error_of(record)
    assert (err.turn, err.rule) == (0, "FORMAT")
    assert fragment in err.message


@pytest.mark.parametrize("entry, fragment", [
    (42, "turn 1"), ("X 3:LEO", "turn 1"), ("P 3:FOO", "FOO"), ("P", "placement"),
    ("P 7:LEO", "1 to 6"), ("P 0:LEO", "1 to 6"), ("P \u00b2:LEO", "POSITION:CODE"),
    ("P " + "9" * 5000 + ":LEO", "POSITION:CODE"), ("D " + "X" * 5000, "unknown"),
])
def test_an_unparseable_entry_is_FORMAT_at_its_own_index(entry, fragment):
    _, record = finished()
    record["turns"] = [entry] + record["turns"]
    err = error_of(record)
    assert (err.turn, err.rule) == (1, "FORMAT")
    assert fragment in err.message
    assert len(err.message) < 160  # a huge entry is cut, not echoed
    record["turns"] = record["turns"][1:4] + [entry]
    assert (error_of(record).turn, error_of(record).rule) == (4, "FORMAT")


def test_an_earlier_illegal_turn_is_reported_before_a_later_unparseable_one():
    game = rigged([["LEO", "MARS"], ["SQU", "MARS", "VENUS"]])
    record = to_record(game, ["a", "b"])
    record["turns"] = ["P 3:LEO 4:MARS", "P 5:SQU 6:MARS", "P \u00b2:LEO"]
    err = error_of(record)
    assert (err.turn, err.rule) == (2, "R6")


@pytest.mark.parametrize("fmt", ["astromagie-record/\u00b2", "astromagie-record/" + "9" * 5000,
                                 "astromagie-record/x", "astromagie-record/1.5"])
def test_odd_format_versions_are_FORMAT_errors(fmt):
    _, record = finished()
    record["format"] = fmt
    err = error_of(record)
    assert (err.turn, err.rule) == (0, "FORMAT")
    assert len(err.message) < 160


def test_newer_format_versions_are_recognised():
    assert is_newer_format("astromagie-record/2")
    assert is_newer_format("astromagie-record/10.1")
    for fmt in (FORMAT, "astromagie-record/\u00b2", "astromagie-record/" + "9" * 5000, None, 7,
                "other/2"):
        assert not is_newer_format(fmt)


def test_positions_are_the_deal_and_the_game_after_each_turn():
    game, record = finished()
    states = positions(load_record(record))
    assert len(states) == len(record["turns"]) + 1
    assert states[0].turns_taken == 0 and states[0].deck == game.deck
    assert to_record(states[-1], ["a", "b", "c"]) == to_record(game, ["a", "b", "c"])
    for k in (1, 5, len(record["turns"])):
        assert [str(m) for m in states[k].history] == record["turns"][:k]


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


turn_texts = st.one_of(
    st.text(max_size=30),
    st.builds(lambda v, c: f"P {v}:{c}", st.text(max_size=6), st.text(max_size=6)),
    st.builds(lambda c: f"D {c}", st.text(max_size=8)),
    st.builds(lambda n: f"P {n}:LEO", st.integers(-10**6, 10**6)),
)


@given(text=st.one_of(turn_texts, json_values))
def test_Move_parse_reads_or_raises_NotationError_never_another_error(text):
    try:
        move = Move.parse(text)
    except NotationError as exc:
        assert len(str(exc)) < 200
    else:
        assert Move.parse(str(move)) == move


@given(entries=st.lists(st.one_of(turn_texts, json_values), min_size=1, max_size=4),
       at=st.integers(0, 3), fmt=st.one_of(st.just(FORMAT), st.text(max_size=25), json_values))
def test_any_turn_entries_or_format_give_a_record_error_never_a_crash(entries, at, fmt):
    _, record = finished()
    record["turns"][at:at] = entries
    record["format"] = fmt
    try:
        replay(load_record(json.loads(json.dumps(record))))
    except RecordError as err:
        assert err.rule == "FORMAT" or err.rule.startswith("R")
        assert 0 <= err.turn <= len(record["turns"])
        assert len(err.message) < 200


@given(st.binary(max_size=200))
def test_any_bytes_give_a_record_error_never_a_crash(data):
    with pytest.raises(RecordError):
        replay(parse_record(data))


# -- a deck with a duplicate: name the duplicate and the missing card ---------------------
def _record_with_deck(deck: list[str]) -> dict:
    record = to_record(Game.new(3, 2), ["A", "B", "C"])
    record["deck"] = deck
    return record


def test_duplicate_in_the_deck_is_named_with_the_missing_card():
    deck = list(DECK)
    lost = deck[-1]
    deck[-1] = "SUN"  # one Sun too many, the last card missing: still 72 cards
    with pytest.raises(RecordError) as caught:
        load_record(_record_with_deck(deck))
    message = str(caught.value)
    twice = DECK.count("SUN")
    assert f"{twice + 1} × SUN (the game has {twice})" in message
    assert f"missing: {lost}" in message
    assert "it has 72" not in message


def test_every_deck_check_says_what_is_wrong():
    from astromagie.games.astromagie.engine.cards import deck_mismatch

    deck = list(DECK)
    deck[-1] = "SUN"
    assert deck_mismatch(DECK) is None
    assert deck_mismatch(deck) == deck_mismatch(deck)  # deterministic
    with pytest.raises(ValueError, match="SUN"):
        Game.from_deck(deck, 3, 0)
    short = deck_mismatch(list(DECK)[:-3])
    assert short is not None and short.startswith("69 cards; missing: ")
