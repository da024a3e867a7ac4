"""The rule book's worked examples and its two whole example games."""

from __future__ import annotations

import json

import pytest

from astromagie.games.monad.cards import CODES
from astromagie.games.monad.rules import RULES

from .helpers import EXAMPLES, example, position


def test_worked_example_1_legal_moves_at_the_start_of_a_turn() -> None:
    g = position(3, {1: "R1 O1 P1 G1 Y2 B3"},
                 {2: "G2 R2 O2 P2", 3: "Y3 R3 G3", 4: "O4 B4", 5: "R5 G5"},
                 discard="Y1 B1", seat=1)
    assert g.ident[1] == CODES.index("B1") % 6  # seat 1 is blue
    assert g.legal_moves() == ["B 2", "B 3", "F", "T O1 B3", "T O1 G1", "T O1 P1",
                               "T R1 B3", "T R1 G1", "T R1 P1", "T Y2 B3"]
    assert g.check("B 4") is not None and g.check("B 4").rule == "MO15"  # 14 < 16


def test_worked_example_2_bonus_leap_and_the_winning_monad() -> None:
    g = position(4, {0: "Y4 G4 R1 O1 Y1 P1 B1 G1"},
                 {2: "R2 B2", 3: "G3 O3", 4: "R4 P4", 5: "P5 O5 Y5"},
                 talon="Y1 G1", monads=[2, 0, 0, 0])
    assert g.ident[0] == 0  # red
    report = g.play_logged("T Y4 G4 +")
    assert report == ["P5", "G3", "R2", "Y1"]
    assert [CODES[c] for c in g.cols[4]] == ["R4", "P4", "Y4", "G4"]
    assert g.play_logged("J R1 O1 Y1 P1 B1 G1") == ["O5"]
    assert [CODES[c] for c in g.discard] == ["R1", "O1", "Y1", "P1", "B1", "G1"]
    assert g.hands[0][CODES.index("Y1")] == 1
    assert g.legal_moves() == ["B M", "E", "T O5 P5", "T R2 G3", "T R2 P5"]
    assert g.play_logged("T O5 P5") == ["M"]
    assert g.is_over() and g.end == "target" and g.winners() == [0] and g.scores[0] == 3


def test_worked_example_3_a_purchase_paid_card_by_card() -> None:
    columns = {2: "O2", 3: "B3 R3", 4: "R4", 5: "R5"}
    g = position(2, {1: "Y1 Y1 B1 R2 G2 P3"}, columns, talon="R1 O1", seat=1,
                 identities="R G")
    assert g.legal_moves() == ["B 2", "B 3", "B 4", "D", "T R2 G2", "T Y1 B1", "T Y1 G2"]
    g.apply("B 3")
    assert g.due == 7
    assert g.legal_moves() == ["P B1", "P G2", "P R2", "P Y1"]
    g.apply("P R2")
    assert g.due == 4
    g.apply("P G2")
    assert g.due == 1
    assert g.play_logged("P B1") == ["B3"] and g.due == 0
    assert [CODES[c] for c in g.cols[2]] == ["O2", "R2", "G2"]
    assert [CODES[c] for c in g.discard] == ["B1"]
    assert g.legal_moves() == ["B 4", "E"]
    g.apply("E")
    assert g.current_player == 0 and g.turn_no == 2
    # Overpaying: only the last payment may overpay, and nothing may come between.
    h = position(2, {1: "Y1 Y1 B1 R2 G2 P3"}, columns, talon="R1 O1", seat=1,
                 identities="R G")
    h.apply("B 3")
    for code in ("Y1", "Y1", "B1", "R2"):
        h.apply(f"P {code}")
        assert h.check("E") is not None and h.check("E").rule == "MO15"
        assert h.check("D") is not None and h.check("D").rule == "MO15"
    assert h.due == 1
    assert h.play_logged("P G2") == ["B3"] and h.due == 0


@pytest.mark.parametrize("number", [1, 2])
def test_example_game_replays_exactly(number: int) -> None:
    data = example(f"record-{number}.json")
    expected = example(f"record-{number}.replay.json")
    report = RULES.replay(data)
    assert report == expected
    assert list(report) == list(expected)
    assert all(list(a) == list(b) for a, b in zip(report["entries"], expected["entries"],
                                                  strict=True))
    assert json.dumps(report) == json.dumps(expected)  # the same key order everywhere


@pytest.mark.parametrize("number", [1, 2])
def test_example_game_loads_and_writes_back(number: int) -> None:
    data = example(f"record-{number}.json")
    state, names = RULES.load_record(data)
    assert names == data["players"]
    assert state.is_over()
    written = RULES.to_record(state, names)
    assert list(written)[0] == "format" and "game" not in written  # the rule book's fields only
    for key in ("format", "players", "first_player", "deck", "turns", "result"):
        assert written[key] == data[key]
    text = RULES.replay_text(data)
    assert text.count("\n") == len(data["turns"]) + len(names)
    assert "winner" in text


def test_examples_are_the_shared_ones() -> None:
    assert sorted(p.name for p in EXAMPLES.iterdir()) == [
        "README.md", "record-1.json", "record-1.replay.json", "record-2.json",
        "record-2.replay.json"]
