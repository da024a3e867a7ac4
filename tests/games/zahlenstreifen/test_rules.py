"""One or more tests per rule of docs/games/zahlenstreifen/rules.md (NS1..NS17), and its worked
examples."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from astromagie.games.zahlenstreifen.cards import CARD, CODE, DECK, codes
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.scoring import scores
from astromagie.games.zahlenstreifen.state import CHOOSE, OVER, PLAY, StripState
from astromagie.host.game import NOBODY, IllegalMove

from .helpers import arrange, cards


def row_codes(state: StripState) -> str:
    return " ".join(codes(state.row))


def play_out_random(state: StripState, seed: int) -> None:
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))


def play_until(state: StripState, predicate, seed: int = 0) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    while not predicate(state):
        state.apply(rng.choice(state.legal_moves()))


# --- Cards, set-up ---------------------------------------------------------------------------

def test_cards_ninety_two_copies_of_each_code() -> None:
    counts = Counter(CODE[c] for c in DECK)
    assert len(DECK) == 90 and len(counts) == 45 and set(counts.values()) == {2}
    assert {code[0] for code in counts} == set("RYGBV")
    assert {code[1:] for code in counts} == {str(v) for v in range(1, 10)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_NS1_two_to_five_players_first_player_from_the_seed(players: int) -> None:
    firsts = {RULES.new(players, seed).current_player for seed in range(40)}
    assert firsts == set(range(players))
    again = RULES.new(players, 7)
    assert again.current_player == RULES.new(players, 7).current_player
    assert again.hands == RULES.new(players, 7).hands


@pytest.mark.parametrize("players", [0, 1, 6])
def test_NS1_other_player_counts_are_refused(players: int) -> None:
    with pytest.raises(ValueError):
        RULES.new(players, 1)


def test_NS1_two_players_have_a_dummy_that_is_not_a_seat() -> None:
    two = RULES.new(2, 3)
    assert two.num_players == 2 and two.has_dummy and two.owner_count == 3
    three = RULES.new(3, 3)
    assert three.num_players == 3 and not three.has_dummy and three.owner_count == 3


@pytest.mark.parametrize("players", [2, 5])
def test_NS2_NS3_deal_hands_row_and_pile_from_the_top(players: int) -> None:
    deck = list(DECK)
    random.Random(players).shuffle(deck)
    state = StripState.deal(players, 0, deck)
    for seat in range(players):
        assert state.hands[seat] == deck[5 * seat:5 * seat + 5]
    assert state.row == deck[5 * players:5 * players + 6]
    assert state.pile[-1] == deck[5 * players + 6]  # the top card is drawn next
    assert len(state.pile) == 90 - 5 * players - 6


def test_NS4_position_v_is_safe_and_position_v_plus_1_exposed() -> None:
    # G2 at position 4, G1 at position 3: a G3 keeps positions 0..3 safe.
    state = arrange(row="G2 G1 R5 R6", hands={0: "G3 B1 B2 B3 B4"})
    state.apply("P G3")
    assert codes(state.collections[0]) == ["G2"]
    assert row_codes(state) == "G1 R5 R6 G3"


# --- The turn ---------------------------------------------------------------------------------

def test_NS5_every_hand_card_is_legal_one_move_per_distinct_code_sorted() -> None:
    state = arrange(hands={0: "Y1 B9 R3 R3 G2"})
    assert state.legal_moves() == ["P B9", "P G2", "P R3", "P Y1"]
    for move in state.legal_moves():
        assert state.check(move) is None


def test_NS5_a_card_not_in_hand_and_a_choice_while_playing_are_refused() -> None:
    state = arrange(hands={0: "Y1 B9 R3 R3 G2"})
    assert state.check("P R4").rule == "NS5"  # type: ignore[union-attr]
    assert state.check("K R3 R3").rule == "NS5"  # type: ignore[union-attr]
    before = state.clone()
    with pytest.raises(IllegalMove) as refused:
        state.apply("P R4")
    assert refused.value.violation.rule == "NS5"
    assert state.row == before.row and state.hands == before.hands and state.history == []


def test_NS6_the_played_value_makes_that_many_rightmost_cards_safe() -> None:
    # G8 makes positions 0..8 safe: the G1 at position 6 stays.
    state = arrange(row="R7 B9 G1 Y6 G8 V7", hands={0: "G8 B1 B2 B3 B4"})
    state.apply("P G8")
    assert state.collections[0] == []
    assert row_codes(state) == "R7 B9 G1 Y6 G8 V7 G8"


def test_NS7_takes_every_exposed_card_of_the_colour_up_to_the_value() -> None:
    state = arrange(row="G3 G5 R2 G2 G1 B1 Y1 Y2 V9", hands={0: "G3 B5 B6 B7 B8"})
    state.apply("P G3")
    # exposed: positions > 3 (G3 G5 R2 G2 G1 B1); green and <= 3: G3 G2 G1 (equal included)
    assert codes(state.collections[0]) == ["G3", "G2", "G1"]
    assert row_codes(state) == "G5 R2 B1 Y1 Y2 V9 G3"


def test_NS7_played_card_and_other_colours_are_never_taken() -> None:
    state = arrange(row="R1 Y1 B1 V1 G9 G9 Y9 Y9", hands={0: "G1 B5 B6 B7 B8"})
    state.apply("P G1")
    assert state.collections[0] == []
    assert state.row[-1] == CARD["G1"]


def test_NS8_row_closes_up_and_the_played_card_is_rightmost() -> None:
    state = arrange(row="B2 R5 B1 Y4 Y5 Y6 Y7", hands={0: "B2 G5 G6 G7 G8"})
    state.apply("P B2")
    assert codes(state.collections[0]) == ["B2", "B1"]
    assert row_codes(state) == "R5 Y4 Y5 Y6 Y7 B2"


def test_NS9_refill_to_five_from_the_top_then_the_next_seat() -> None:
    state = RULES.new(4, 11)
    seat = state.current_player
    top = state.pile[-1]
    state.apply(state.legal_moves()[0])
    assert len(state.hands[seat]) == 5 and top in state.hands[seat]
    assert state.current_player == (seat + 1) % 4


# --- End of the game ------------------------------------------------------------------------

def test_NS10_observation_shows_the_open_information_only() -> None:
    state = RULES.new(3, 5)
    play_until(state, lambda s: len(s.history) == 9)
    obs = state.observation(1)
    assert obs.row == tuple(codes(state.row))
    assert obs.collections == tuple(tuple(codes(c)) for c in state.collections)
    assert obs.pile_size == len(state.pile) and obs.hand_sizes == (5, 5, 5)
    assert obs.hand == tuple(sorted(codes(state.hands[1])))
    other = state.clone()
    other.hands[0], other.hands[2] = other.hands[2], other.hands[0]
    other.pile.reverse()
    assert other.observation(1) == obs


@pytest.mark.parametrize("players", [3, 4, 5])
def test_NS11_the_last_round_starts_after_the_drawer_and_ends_with_it(players: int) -> None:
    state = RULES.new(players, 21)
    play_until(state, lambda s: not s.pile)
    drawer = (state.current_player - 1) % players
    assert state.last_card_turn == len(state.history)
    order = []
    while state.phase == PLAY:
        order.append(state.current_player)
        state.apply(state.legal_moves()[0])
    assert order == [(drawer + 1 + k) % players for k in range(players)]
    assert all(len(hand) == 4 for hand in state.hands)  # no refill in the last round
    assert state.phase == CHOOSE and state.current_player == 0


def test_NS11_two_players_seat_0_draws_last_then_seat_1_and_seat_0_play() -> None:
    state = arrange(players=2, first=0, hands={0: "R1 R2 R3 R4 R5", 1: "B1 B2 B3 B4 B5"},
                    row="Y9 Y9 Y8 Y8 Y7 Y7", pile="G9")
    state.apply("P R1")  # seat 0 draws the last card: no dummy turn follows
    assert state.last_card_turn == 1 and state.dummy_log == []
    assert state.current_player == 1
    state.apply("P B1")
    assert state.current_player == 0
    state.apply("P R2")
    assert state.phase == CHOOSE and [len(h) for h in state.hands] == [4, 4]


def test_NS12_choose_two_of_four_and_reveal_together_at_the_end() -> None:
    state = RULES.new(3, 8)
    play_until(state, lambda s: s.phase == CHOOSE)
    hand0 = sorted(state.hands[0])
    expected = sorted({f"K {CODE[a]} {CODE[b]}" for i, a in enumerate(hand0)
                       for b in hand0[i + 1:]})
    assert state.legal_moves() == expected
    move = state.legal_moves()[0]
    before = [c[:] for c in state.collections]
    state.apply(move)
    assert state.collections == before  # face down until all have chosen
    assert state.observation(1).chosen == (True, False, False)
    assert "K" == state.observation(1).history[-1] and state.observation(0).history[-1] == move
    state.apply(state.legal_moves()[0])
    state.apply(state.legal_moves()[-1])
    assert state.is_over()
    for seat in range(3):
        assert len(state.collections[seat]) == len(before[seat]) + 2
        assert len(state.hands[seat]) == 2  # set aside, never scored


def test_NS12_identical_pair_only_with_both_copies() -> None:
    state = arrange(players=3, hands={0: "R3 R3 B1 B2", 1: "R4 B5 B6 B7", 2: "G1 G2 G3 G4"})
    state.phase = CHOOSE
    state.current = 0
    assert "K R3 R3" in state.legal_moves()
    state.apply("K R3 R3")
    assert state.check("K B5 B5").rule == "NS12"  # type: ignore[union-attr]
    assert "K B5 B5" not in state.legal_moves()
    assert state.check("K R4 B6") is None  # any order in a move written by hand
    assert state.check("P R4").rule == "NS12"  # type: ignore[union-attr]


def test_NS13_worked_example_3_majorities_with_a_tie() -> None:
    collections = [cards("R2 R5 R9 B4"), cards("R1 R3 R8 G7 G2"), cards("R6 B9 B1 G9")]
    assert scores(collections, 3) == [-7, -5, -17]


def test_NS13_an_owner_with_zero_cards_is_never_the_majority() -> None:
    assert scores([[], cards("Y9"), cards("G2")], 3) == [0, -1, -1]


def test_NS14_face_values_outside_the_majorities_and_shared_wins() -> None:
    state = arrange(players=3)
    state.collections = [cards("R2 B3 Y9"), cards("G5 V9 B8 B1"), cards("R8 R7 B7")]
    # red: seat 2 leads (2 cards, pays 2), seat 0 pays its R2 at face value;
    # blue: seat 1 leads (2, pays 2), B3 and B7 at face value; yellow, green, violet led.
    assert state.scores == [-(2 + 3 + 1), -(1 + 1 + 2), -(2 + 7)]
    assert state.winners() == []  # not over yet
    state.collections = [cards("R2"), cards("G2"), cards("B3")]
    state.phase, state.current = OVER, NOBODY
    assert state.scores == [-1, -1, -1] and state.winners() == [0, 1, 2]


# --- Two players ----------------------------------------------------------------------------

def test_NS15_turn_order_seat_0_seat_1_dummy_and_the_dummy_plays_the_top_card() -> None:
    state = RULES.new(2, 0)
    play_until(state, lambda s: s.current_player == 1)
    pile_top, next_top = state.pile[-1], state.pile[-2]
    state.apply(state.legal_moves()[0])
    # seat 1 drew the top card, the dummy played the next one: seat 0 is to move
    assert pile_top in state.hands[1]
    assert state.current_player == 0
    after, played, _taken = state.dummy_log[-1]
    assert after == len(state.history) and played == next_top
    assert state.row[-1] == next_top


def test_NS15_dummy_takes_into_its_own_collection() -> None:
    state = arrange(players=2, first=1, row="V2 V1 Y1 Y2 Y3 Y4", hands={1: "R1 R2 R3 R4 R5"},
                    pile="R9 V3")
    state.apply("P R1")
    assert state.dummy_log == [(1, CARD["V3"], cards("V2 V1"))]
    assert codes(state.collections[2])[-2:] == ["V2", "V1"]
    assert state.collections[1] == []


def test_NS15_if_the_dummy_turns_the_last_card_seat_0_then_seat_1_play_last() -> None:
    state = RULES.new(2, 0)
    state = StripState.deal(2, 1, state.deck)  # first player 1: the dummy draws card 74
    play_until(state, lambda s: s.last_left >= 0)
    assert state.pile == [] and state.last_card_turn == 0
    assert state.dummy_log[-1][0] == len(state.history)
    order = []
    while state.phase == PLAY:
        order.append(state.current_player)
        state.apply(state.legal_moves()[0])
    assert order == [0, 1]


def test_NS15_worked_example_3_with_a_dummy() -> None:
    collections = [cards("R2 R5 R9 B4"), cards("R1 R3 R8 G7 G2"), cards("R4 R4 R6 R7")]
    assert scores(collections, 2) == [-17, -14]


def test_NS15_a_player_tied_with_the_dummy_pays_one_per_card() -> None:
    collections = [cards("R9 R8"), cards("B9"), cards("R1 R1")]
    assert scores(collections, 2) == [-2, -1]


def test_NS16_dummy_turns_are_not_record_entries_but_replay_lists_them() -> None:
    state = RULES.new(2, 4)
    play_out_random(state, 4)
    record = RULES.to_record(state, ["A", "B"])
    assert len(record["turns"]) == len(state.history)
    assert all(entry[0] in "PK" for entry in record["turns"])
    report = RULES.replay(record)
    assert [(d["after_turn"], d["played"]) for d in report["dummy"]] == [
        (k, CODE[card]) for k, card, _ in state.dummy_log]
    assert len(report["dummy"]) > 10


def test_NS17_no_move_after_the_game_has_ended() -> None:
    state = RULES.new(3, 2)
    play_out_random(state, 2)
    assert state.current_player == NOBODY and state.legal_moves() == []
    violation = state.check("P R1")
    assert violation is not None and violation.rule == "NS17"
    with pytest.raises(IllegalMove):
        state.apply("K R1 R2")


# --- Worked examples ----------------------------------------------------------------------

def test_worked_example_1_the_originals_row() -> None:
    row = "R7 B9 G1 Y6 G8 V7"
    state = arrange(row=row, hands={0: "G3 G1 G8 B1 B2"})
    g3 = state.clone()
    g3.apply("P G3")
    assert codes(g3.collections[0]) == ["G1"]
    assert row_codes(g3) == "R7 B9 Y6 G8 V7 G3"
    g1 = state.clone()
    g1.apply("P G1")
    assert codes(g1.collections[0]) == ["G1"]
    g8 = state.clone()
    g8.apply("P G8")
    assert g8.collections[0] == [] and row_codes(g8) == row + " G8"


def test_worked_example_2_a_take_from_far_left() -> None:
    state = arrange(row="G2 R5 G4 B1", hands={0: "G4 G2 B5 B6 B7"})
    g4 = state.clone()
    g4.apply("P G4")
    assert g4.collections[0] == []
    state.apply("P G2")
    assert codes(state.collections[0]) == ["G2"]
    assert row_codes(state) == "R5 G4 B1 G2"


def test_decision_4_the_originals_pictures() -> None:
    state = arrange(row="R7 B9 R1 G6 B8 V7", hands={0: "R3 B1 B2 B3 B4"})
    state.apply("P R3")
    assert codes(state.collections[0]) == ["R1"]
    assert codes(state.row[-4:]) == ["G6", "B8", "V7", "R3"]
