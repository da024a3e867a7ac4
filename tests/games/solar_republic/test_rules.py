"""Tests per rule of docs/games/solar-republic/rules.md (SR1-SR16), the legal-move list and
its worked examples."""

from __future__ import annotations

import pytest

from astromagie.games.solar_republic.cards import DECK, NAMES, PLAYABLE, RANK, SUIT
from astromagie.games.solar_republic.state import SolarState
from astromagie.host.game import NOBODY, IllegalMove

from .position import make


def rule_of(g: SolarState, move: str) -> str | None:
    v = g.check(move)
    return None if v is None else v.rule


def test_card_table_totals_and_names() -> None:
    assert len(DECK) == 52
    assert sorted(RANK[c] for c in DECK).count(2) == 23
    assert {s: sum(1 for c in DECK if SUIT[c] == s) for s in ("JU", "SA", "UR", "NE", "SO")} \
        == {"JU": 10, "SA": 10, "UR": 10, "NE": 10, "SO": 12}
    assert NAMES["SO5"] == ("Sun", "Asteroid Belt")
    assert NAMES["NE2"] == ("Triton", "Proteus", "Nereid")
    assert sum(len(v) for v in NAMES.values()) == 52


def test_SR1_two_to_four_players_and_first_player_from_seed() -> None:
    for n in (1, 5):
        with pytest.raises(ValueError):
            SolarState.new(n, 1)
    firsts = {SolarState.new(3, seed).current_player for seed in range(40)}
    assert firsts == {0, 1, 2}
    assert SolarState.new(3, 7).current_player == SolarState.new(3, 7).current_player


def test_SR1_turn_passes_to_next_seat_mod_players() -> None:
    g = make([["JU1"], ["JU1"], ["SA1"]], to_move=2)
    g.apply("D")
    assert g.current_player == 0


@pytest.mark.parametrize(("players", "draw"), [(2, 38), (3, 31), (4, 24)])
def test_SR2_deal_seven_each_rest_is_draw_pile(players: int, draw: int) -> None:
    deck = list(DECK)
    g = SolarState(deck, players, 0)
    assert [len(h) for h in g.hands] == [7] * players
    assert g.draw_count == draw
    assert g.pile == [] and all(w == [] for w in g.won)
    for seat in range(players):  # blockwise (decision 3)
        assert g.hands[seat] == deck[7 * seat:7 * seat + 7]


def test_SR2_draw_pile_top_is_next_card_of_deck() -> None:
    deck = list(DECK)
    g = SolarState(deck, 2, 0)
    g.apply("P " + g.hands[0][0])
    g.apply("D")
    assert g.hands[1][-1] == deck[14]


def test_SR3_every_card_in_exactly_one_zone() -> None:
    g = SolarState.new(4, 3)
    places = g.card_locations()
    assert sorted(places) == list(range(52))
    assert sum(1 for z in places.values() if z == "draw") == 24
    assert {z for z in places.values()} == {"hand0", "hand1", "hand2", "hand3", "draw"}


def test_SR4_card_not_in_hand_is_refused_and_state_unchanged() -> None:
    g = make([["JU1", "SA2"], ["NE1"]])
    before = repr(g), list(g.history)
    assert rule_of(g, "P NE1") == "SR4"
    with pytest.raises(IllegalMove) as err:
        g.apply("P NE1")
    assert err.value.violation.rule == "SR4"
    assert (repr(g), list(g.history)) == before


def test_SR4_there_is_always_a_move_and_no_pass() -> None:
    g = make([[], ["NE1"]], pile=["JU1"])
    assert g.legal_moves() == ["D"]
    assert rule_of(g, "") == "FORMAT"


def test_SR5_playable_cards() -> None:
    assert PLAYABLE["NE2"] == {"NE1", "NE2", "NE4", "JU2", "SA2", "UR2", "SO2", "SO3", "SO5"}
    g = make([["UR4", "JU1", "SA4"], ["NE1"]], pile=["JU4"])
    assert rule_of(g, "P UR4") is None  # a 4 on a 4
    assert rule_of(g, "P JU1") is None  # suit
    g = make([["UR4", "JU1"], ["NE1"]], pile=["NE2"])
    assert rule_of(g, "P UR4") == "SR5"
    assert rule_of(g, "P JU1") == "SR5"


def test_SR5_any_card_on_an_empty_pile() -> None:
    g = make([["UR4", "JU1", "SO3"], ["NE1"]])
    assert g.legal_moves() == ["D", "P JU1", "P SO3", "P UR4", "P UR4 F0", "P UR4 F1"]


def test_SR6_first_turn_may_not_draw() -> None:
    g = SolarState.new(2, 5)
    assert "D" not in g.legal_moves()
    assert rule_of(g, "D") == "SR6"
    g.apply(g.legal_moves()[0])
    assert g.legal_moves()[0] == "D"


def test_SR6_draw_allowed_when_a_play_exists_and_takes_top_card() -> None:
    g = make([["JU1"], ["NE1"]], pile=["JU2"], draw=["SO5", "SA1"])
    assert "P JU1" in g.legal_moves() and "D" in g.legal_moves()
    g.apply("D")
    assert g.hands[0] == ["JU1", "SO5"] and g.draw_count == 1


def test_SR7_trump_takes_whole_pile_bottom_first() -> None:
    g = make([["SO3"], ["NE1"]], pile=["JU2", "JU1"], won=[["SA1"], []])
    g.apply("P SO3")
    assert g.won[0] == ["SA1", "JU2", "JU1", "SO3"] and g.pile == []


@pytest.mark.parametrize(("card", "top", "book"), [
    ("SO5", "JU1", True), ("SO3", "NE2", True), ("JU4", "JU1", True), ("JU4", "SA4", False),
    ("JU2", "JU1", False), ("JU1", "JU1", False),
])
def test_SR7_which_plays_take_a_book(card: str, top: str, book: bool) -> None:
    g = make([[card], ["NE1"]], pile=["SA2", top])
    g.apply("P " + card)
    assert (g.pile == []) is book
    assert len(g.won[0]) == (3 if book else 0)


def test_SR7_no_book_on_an_empty_pile() -> None:
    g = make([["SO5"], ["NE1"]])
    g.apply("P SO5")
    assert g.pile == ["SO5"] and g.won[0] == []


def test_SR8_two_gives_extra_turns_in_a_chain() -> None:
    g = make([["JU2", "SA2", "SA1"], ["NE1"]], pile=["JU1"])
    g.apply("P JU2")
    assert g.current_player == 0
    g.apply("P SA2")
    assert g.current_player == 0
    g.apply("P SA1")
    assert g.current_player == 1


def test_SR8_no_parameter_on_one_or_two() -> None:
    g = make([["JU2", "JU1"], ["NE1"]], won=[[], ["SA1"]])
    assert rule_of(g, "P JU2 S1") == "SR8"
    assert rule_of(g, "P JU1 F0") == "SR8"


def test_SR9_worked_example_2_three_on_sol() -> None:
    g = make([["SO3", "NE1"], ["SA1"]], pile=["JU2", "JU1", "SO1"],
             won=[[], ["SA2", "UR1", "UR2", "NE2", "JU1"]])
    assert "P SO3 S1" in g.legal_moves()
    g.apply("P SO3 S1")
    assert g.won[0] == ["JU2", "JU1", "SO1", "SO3", "UR2", "NE2", "JU1"]
    assert g.won[1] == ["SA2", "UR1"]
    assert g.pile == [] and g.current_player == 1


def test_SR9_steal_takes_fewer_when_stack_is_small() -> None:
    g = make([["SO3"], ["SA1"]], pile=["SO2"], won=[[], ["UR1"]])
    g.apply("P SO3 S1")
    assert g.won == [["SO2", "SO3", "UR1"], []]


def test_SR9_wrong_steals() -> None:
    g = make([["SO3"], ["SA1"], ["JU1"]], pile=["SO2"],
             won=[["NE1"], ["UR1"], []])
    assert rule_of(g, "P SO3 S0") == "SR9"  # own seat
    assert rule_of(g, "P SO3 S2") == "SR9"  # empty stack
    assert rule_of(g, "P SO3 F1") == "SR9"  # a 3 never forces a draw
    assert rule_of(g, "P SO3 S1") is None
    g = make([["SO3"], ["SA1"]], pile=["JU2"], won=[[], ["UR1"]])
    assert rule_of(g, "P SO3 S1") == "SR9"  # not on a Sol card
    assert g.legal_moves() == ["D", "P SO3"]
    g = make([["SO3"], ["SA1"]], won=[[], ["UR1"]])
    assert rule_of(g, "P SO3 S1") == "SR9"  # empty pile: no mechanic


def test_SR9_no_steal_moves_when_nobody_else_has_won_cards() -> None:
    g = make([["SO3"], ["SA1"]], pile=["SO2"], won=[["UR1"], []])
    assert g.legal_moves() == ["D", "P SO3"]


def test_SR10_four_forces_any_seat_to_draw_four() -> None:
    g = make([["JU4"], ["SA1"], ["NE1"]], pile=["SA4"], draw_size=10)
    assert g.legal_moves() == ["D", "P JU4", "P JU4 F0", "P JU4 F1", "P JU4 F2"]
    g.apply("P JU4 F2")
    assert len(g.hands[2]) == 5 and g.draw_count == 6
    assert g.pile == ["SA4", "JU4"]  # another suit: no book, the mechanic still applies


def test_SR10_self_draw_and_decline_and_no_steal() -> None:
    g = make([["JU4", "JU1"], ["SA1"]], pile=["JU1"], won=[[], ["NE1"]], draw_size=10)
    assert rule_of(g, "P JU4 S1") == "SR10"
    g2 = g.clone()
    g2.apply("P JU4 F0")
    assert len(g2.hands[0]) == 5 and g2.won[0] == ["JU1", "JU4"]
    g.apply("P JU4")
    assert g.draw_count == 10 and [len(h) for h in g.hands] == [1, 1]


def test_SR11_five_steals_without_sol_or_forces_draw() -> None:
    g = make([["SO5"], ["SA1"], ["NE1"]], pile=["JU1"], won=[[], ["UR1", "UR2"], []],
             draw_size=9)
    assert g.legal_moves() == ["D", "P SO5", "P SO5 F0", "P SO5 F1", "P SO5 F2", "P SO5 S1"]
    assert rule_of(g, "P SO5 S0") == "SR11"
    assert rule_of(g, "P SO5 S2") == "SR11"
    g2 = g.clone()
    g2.apply("P SO5 S1")
    assert g2.won[0] == ["JU1", "SO5", "UR1", "UR2"] and g2.won[1] == []
    g.apply("P SO5 F1")
    assert len(g.hands[1]) == 5


def test_SR11_five_on_empty_pile_may_steal() -> None:
    g = make([["SO5"], ["SA1"]], won=[[], ["UR1"]])
    assert "P SO5 S1" in g.legal_moves()
    g.apply("P SO5 S1")
    assert g.pile == ["SO5"] and g.won == [["UR1"], []]


def test_SR12_book_then_mechanic_then_turn_passes() -> None:
    g = make([["SO5"], ["SA1"]], pile=["SA2"], won=[[], ["UR1", "UR2", "NE1", "NE2"]])
    g.apply("P SO5 S1")
    assert g.won[0] == ["SA2", "SO5", "UR2", "NE1", "NE2"]  # the steal lands on the book
    assert g.current_player == 1


def test_SR13_observation_shows_public_zones_and_hides_the_rest() -> None:
    a = make([["JU1", "SA2"], ["NE1", "NE2"]], pile=["UR1"], won=[["SO1"], []],
             draw=["JU2", "SA1", "SO2"])
    b = make([["JU1", "SA2"], ["SA1", "SO2"]], pile=["UR1"], won=[["SO1"], []],
             draw=["NE2", "JU2", "NE1"])
    assert a.observation(0) == b.observation(0)
    assert a.observation(1) != b.observation(1)
    obs = a.observation(0)
    assert obs.hand == ("JU1", "SA2") and obs.pile == ("UR1",)
    assert obs.won == (("SO1",), ()) and obs.hand_counts == (2, 2) and obs.draw_count == 3


def test_SR14_game_ends_when_last_card_is_drawn() -> None:
    g = make([["JU1"], ["NE1"]], pile=["SA1"], draw=["SO5"])
    g.apply("D")
    assert g.is_over() and g.current_player == NOBODY
    assert g.legal_moves() == []
    assert rule_of(g, "P NE1") == "SR14"
    assert rule_of(g, "D") == "SR14"


def test_SR14_worked_example_3_forced_draw_ends_the_game() -> None:
    g = make([["SA2", "SA4", "JU1"], ["NE1"] * 1], pile=["SA1"], draw=["UR1", "UR2", "NE2"])
    g.apply("P SA2")
    assert g.current_player == 0
    g.apply("P SA4 F1")
    assert g.is_over()
    assert g.won[0] == ["SA1", "SA2", "SA4"] and len(g.hands[1]) == 4


def test_SR14_worked_example_3_scores() -> None:
    hand0 = ["JU1"] * 3
    won0 = ["SA2"] * 7 + ["UR2"] * 5 + ["JU2"] * 4 + ["NE2"] * 3 + ["SO2"] * 2
    g = make([hand0, ["NE1"] * 6 + ["SO1"] * 2 + ["SA1"] * 2 + ["UR1"]],
             won=[won0, ["UR1"] * 3 + ["JU1"] * 2 + ["SO2"] * 2 + ["SO3"] * 4 + ["SO5"] * 2
                  + ["JU4", "SA4", "UR4", "NE4"]], draw=[])
    g.current = NOBODY
    assert g.scores == [18, 6] and g.winners() == [0]


def test_SR14_after_an_extra_turn_the_end_comes_first_and_pile_belongs_to_nobody() -> None:
    g = make([["SA2", "SO5", "JU1"], ["NE1"]], pile=["SA1"], draw=["UR1", "UR2"])
    g.apply("P SA2")
    assert g.current_player == 0  # the extra turn
    g.apply("P SO5 F1")  # the book, then the forced draw empties the draw pile
    assert g.is_over() and g.current_player == NOBODY
    g = make([["JU1", "SA1"], ["NE1"]], pile=["JU2"], draw=["SO5"])
    g.apply("P JU1")
    g.apply("D")
    assert g.is_over() and g.pile == ["JU2", "JU1"]
    assert g.scores == [-1, -2]  # the pile counts for nobody


def test_SR15_score_is_won_minus_hand() -> None:
    g = make([["JU1", "JU1"], []], won=[["SA1"], ["NE1", "NE2", "UR1"]])
    assert g.scores == [-1, 3]


def test_SR16_ties_share_the_win() -> None:
    g = make([["JU1"], [], ["SA1"]], won=[["NE1", "NE2"], ["UR1"], ["SO1", "SO2"]], draw=[])
    g.current = NOBODY
    assert g.scores == [1, 1, 1] and g.winners() == [0, 1, 2]
    g.hands[1].append("UR2")
    assert g.winners() == [0, 2]


def test_legal_moves_worked_example_1() -> None:
    g = make([["NE1"], ["JU1", "NE1", "SA2", "SO3", "UR4", "SO5", "SO5"], []], pile=["NE2"],
             won=[["JU2", "JU2", "SA1", "SA1"], [], []], to_move=1)
    assert g.legal_moves() == ["D", "P NE1", "P SA2", "P SO3", "P SO5", "P SO5 F0",
                               "P SO5 F1", "P SO5 F2", "P SO5 S0"]
    for move in g.legal_moves():
        assert g.check(move) is None


def test_legal_moves_sorted_bytewise_with_identical_cards_once() -> None:
    g = make([["SO3", "JU1", "JU1", "SO1", "JU4", "SO5"], ["NE1"], ["NE1"], ["NE1"]],
             pile=["SO2"], won=[[], [], ["UR1"], ["UR2"]])
    moves = g.legal_moves()
    assert moves == sorted(moves) and len(moves) == len(set(moves))
    assert moves == ["D", "P SO1", "P SO3", "P SO3 S2", "P SO3 S3", "P SO5", "P SO5 F0",
                     "P SO5 F1", "P SO5 F2", "P SO5 F3", "P SO5 S2", "P SO5 S3"]
