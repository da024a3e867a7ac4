"""One or more tests per rule of docs/games/monad/rules.md (MO1-MO22), named after the rule."""

from __future__ import annotations

from collections import Counter

import pytest

from astromagie.games.monad.cards import (
    CODES,
    IDENTITY_CODES,
    IS_WARM,
    RANK,
    VALUE,
    deck_cards,
)
from astromagie.games.monad.record import new_game
from astromagie.games.monad.rules import RULES
from astromagie.games.monad.state import MonadState
from astromagie.host.game import IllegalMove

from .helpers import counts, position, random_game, rule_book

COLS_FULL = {2: "R2 O2 Y2 P2 B2 G2", 3: "R3 O3 Y3 P3 B3 G3", 4: "R4 O4 Y4 P4 B4 G4",
             5: "R5 O5 Y5 P5 B5 G5"}


def rule_of(g: MonadState, move: str) -> str | None:
    v = g.check(move)
    return None if v is None else v.rule


# MO1 ---------------------------------------------------------------------------------------

def test_MO1_codes_ranks_values_temperatures() -> None:
    assert len(CODES) == 30
    assert VALUE[CODES.index("Y1")] == 1
    assert [VALUE[CODES.index(f"R{r}")] for r in range(1, 6)] == [1, 3, 7, 16, 36]
    assert [IS_WARM[CODES.index(f"{c}1")] for c in "ROYPBG"] == [True] * 3 + [False] * 3
    assert RANK[CODES.index("G5")] == 5


def test_MO1_card_order_is_rank_then_colour() -> None:
    order = sorted(["G5", "R2", "P1", "Y1"], key=CODES.index)
    assert order == ["Y1", "P1", "R2", "G5"]
    g = position(2, {0: "Y1 P1"}, COLS_FULL)
    assert g.check("T P1 Y1") is not None and g.check("T P1 Y1").rule == "FORMAT"
    assert g.check("T Y1 P1") is None


# MO2 ---------------------------------------------------------------------------------------

def test_MO2_two_to_four_players_and_turn_order() -> None:
    for n in (2, 3, 4):
        g = rule_book(n, 7)
        assert g.num_players == n and 0 <= g.current_player < n
    for n in (1, 5):
        with pytest.raises(ValueError):
            RULES.new(n, 7)
    g = position(3, {2: "R1 P1"}, COLS_FULL, seat=2)
    g.apply("T R1 P1")
    g.apply("E")
    assert g.current_player == 0


def test_MO2_first_player_drawn_from_seed() -> None:
    firsts = {rule_book(3, seed).current_player for seed in range(30)}
    assert firsts == {0, 1, 2}
    assert rule_book(3, 5).deck == rule_book(3, 5).deck


# MO3 ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,size,commons,identities", [
    (2, 38, 2, None), (3, 45, 3, {"IP", "IB", "IG"}), (4, 52, 4, {"IR", "IO", "IP", "IB"})])
def test_MO3_deck_by_player_count(players: int, size: int, commons: int,
                                  identities: set[str] | None) -> None:
    for seed in range(5):
        deck = new_game(players, seed).deck
        assert len(deck) == size
        found = Counter(deck)
        assert all(found[f"{c}1"] == commons for c in "ROYPBG")
        assert all(found[CODES[i]] == 1 for i in range(6, 30))
        ids = {c for c in deck if c.startswith("I")}
        if identities is None:
            assert len(ids) == 2
        else:
            assert ids == identities


# MO4 ---------------------------------------------------------------------------------------

def test_MO4_deal_follows_the_deck_list() -> None:
    deck = deck_cards(2, (2, 5))  # R1 R1 O1 O1 ... G1 G1, R2..G5, IY IG in card order
    g = MonadState.deal(2, 0, deck)
    assert g.ident == [2, 5]
    assert g.hands[0][:6] == [2, 2, 2, 0, 0, 0]  # the first six Commons met
    assert g.hands[1][:6] == [0, 0, 0, 2, 2, 2]
    assert [CODES[c] for c in g.cols[2]] == ["R2", "O2", "Y2", "P2", "B2", "G2"]
    assert g.talon == [] and g.discard == [] and g.monads == [0, 0]
    reordered = ["IG", "G5"] + [c for c in deck if c not in ("IG", "G5")]
    h = MonadState.deal(2, 0, reordered)
    assert h.ident == [5, 2]
    assert CODES[h.cols[5][0]] == "G5"


# MO5 ---------------------------------------------------------------------------------------

def test_MO5_observation_hides_other_seats_dealt_commons() -> None:
    g = random_game(3, 11, stop=4)
    seat = 0
    obs = g.observation(seat)
    other = g.clone()
    # Swap one Common between the other two seats' dealt hands, where both can give it up.
    a, b = 1, 2
    swapped = False
    for x in range(6):
        for y in range(6):
            if x != y and other.dealt_commons(a)[x] > other.cneed[a][x] \
                    and other.dealt_commons(b)[y] > other.cneed[b][y]:
                other.hands[a][x] -= 1
                other.hands[a][y] += 1
                other.hands[b][y] -= 1
                other.hands[b][x] += 1
                swapped = True
                break
        if swapped:
            break
    assert swapped
    assert other.hands != g.hands
    assert other.observation(seat) == obs
    assert other.observation(a) != g.observation(a)


def test_MO5_columns_discard_and_talon_order_are_open() -> None:
    g = random_game(2, 3, stop=120)
    obs = g.observation(1 - max(g.current_player, 0))
    assert obs.columns == tuple(tuple(CODES[c] for c in col) for col in g.cols[2:])
    assert obs.discard == tuple(CODES[c] for c in g.discard)
    assert obs.hand_sizes == tuple(sum(h) for h in g.hands)


def test_MO5_two_players_hide_nothing() -> None:
    g = random_game(2, 5, stop=60)
    import random

    w = g.resample_hidden(0, random.Random(1))
    assert w.hands == g.hands


# MO6 ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,goal", [(2, 5), (3, 4), (4, 3)])
def test_MO6_goal_by_player_count(players: int, goal: int) -> None:
    monads = [goal - 1] + [0] * (players - 1)
    g = position(players, {0: "R5 P5"}, COLS_FULL, monads=monads)
    g.apply("T R5 P5")
    assert g.is_over() and g.end == "target" and g.winners() == [0]
    h = position(players, {0: "R5 P5"}, COLS_FULL, monads=[goal - 2] + [0] * (players - 1))
    h.apply("T R5 P5")
    assert not h.is_over()


# MO7 ---------------------------------------------------------------------------------------

def test_MO7_whole_turn_moves_only_start_a_turn() -> None:
    g = position(2, {0: "R1 P1 O1"}, COLS_FULL, talon="Y1", discard="B1")
    assert rule_of(g, "E") == "MO7"
    g.apply("T R1 P1")
    assert rule_of(g, "D") == "MO7"
    assert rule_of(g, "X") == "MO7"
    assert "D" not in g.legal_moves() and "E" in g.legal_moves()


def test_MO7_draw_ends_the_turn() -> None:
    g = position(2, {0: "R1 P1"}, COLS_FULL, talon="Y1")
    g.apply("D")
    assert g.current_player == 1 and g.turn_no == 2


# MO8 ---------------------------------------------------------------------------------------

def test_MO8_named_cards_must_be_held_as_often_as_named() -> None:
    g = position(2, {0: "R1 P1 Y1"}, COLS_FULL)
    assert rule_of(g, "T O1 P1") == "MO8"
    g.apply("T R1 P1")
    assert rule_of(g, "J Y1 Y1 P1 B1") == "MO8"
    h = position(2, {0: "R1 R1 P1"}, COLS_FULL)
    assert rule_of(h, "T R1 R1") == "MO12"  # held twice: the trade's own rule decides


# MO9 ---------------------------------------------------------------------------------------

def test_MO9_draw_takes_the_top_talon_card() -> None:
    g = position(2, {0: "R1"}, COLS_FULL, talon="G1 B1")
    assert "D" in g.legal_moves()
    g.apply("D")
    assert g.hands[0] == counts(["R1", "G1"])
    assert [CODES[c] for c in g.talon] == ["B1"]


def test_MO9_no_draw_from_an_empty_talon() -> None:
    g = position(2, {0: "R1 P1"}, COLS_FULL)
    assert rule_of(g, "D") == "MO9"


# MO10 --------------------------------------------------------------------------------------

def test_MO10_flip_turns_the_discard_pile_over_unshuffled() -> None:
    g = position(2, {0: "R1"}, COLS_FULL, discard="Y1 B1 G1")  # G1 on top
    assert g.legal_moves() == ["F"]
    g.apply("F")
    assert g.discard == [] and g.current_player == 1
    g.seat = 0
    g.apply("D")
    assert g.hands[0][CODES.index("Y1")] == 1  # the bottom card became the top


def test_MO10_flip_needs_an_empty_talon_and_a_discard_pile() -> None:
    assert rule_of(position(2, {0: "R1"}, COLS_FULL, talon="O1", discard="Y1"), "F") == "MO10"
    assert rule_of(position(2, {0: "R1"}, COLS_FULL), "F") == "MO10"


# MO11 --------------------------------------------------------------------------------------

def test_MO11_pass_only_when_nothing_else_is_possible() -> None:
    g = position(2, {0: "R1 O1"}, COLS_FULL)
    assert g.legal_moves() == ["X"]
    assert g.check("X") is None
    h = position(2, {0: "R1 O1"}, COLS_FULL, discard="G1")
    assert rule_of(h, "X") == "MO11"
    k = position(2, {0: "R1 O1 Y1"}, COLS_FULL)  # 3 points buy a Bi
    assert rule_of(k, "X") == "MO11" and k.legal_moves() == ["B 2"]


# MO12 --------------------------------------------------------------------------------------

def test_MO12_trade_a_warm_and_a_cool_card_for_the_next_rank() -> None:
    g = position(2, {0: "O3 G3 R5 B5"}, COLS_FULL, identities="Y P")
    assert rule_of(g, "T O3 R5") == "MO12"
    g.apply("T O3 G3")
    assert g.hands[0][CODES.index("R4")] == 1
    g.apply("T R5 B5")
    assert g.monads[0] == 1


def test_MO12_target_column_must_not_be_empty() -> None:
    g = position(2, {0: "R1 P1"}, {3: "R3"})
    assert rule_of(g, "T R1 P1") == "MO12"
    assert g.legal_moves() == ["X"]


# MO13 --------------------------------------------------------------------------------------

def test_MO13_a_relative_stands_for_any_rank() -> None:
    # Seat 0 is red: R2..R5 are relatives.
    g = position(2, {0: "R4 P2 B1 G5"}, COLS_FULL, identities="R P")
    moves = g.legal_moves()
    assert "T P2 R4" in moves  # as a Bi: the Tri
    assert "T B1 R4" in moves  # as a Common: a Bi
    assert "T R4 G5" in moves  # as a Quint: a Monad
    g.apply("T P2 R4")
    assert g.hands[0][CODES.index("R3")] == 1


def test_MO13_different_ranks_need_a_relative() -> None:
    g = position(2, {0: "O4 P2"}, COLS_FULL, identities="R P")
    assert rule_of(g, "T P2 O4") == "MO13"


def test_MO13_relatives_keep_their_temperature_and_never_get_the_bonus() -> None:
    g = position(2, {0: "R3 O3 P3"}, COLS_FULL, identities="R P")
    assert rule_of(g, "T R3 O3") == "MO12"
    assert rule_of(g, "T R3 P3 +") == "MO14"
    assert "T R3 P3 +" not in g.legal_moves()
    assert "T O3 P3" in g.legal_moves()


# MO14 --------------------------------------------------------------------------------------

def test_MO14_bonus_takes_lower_columns_then_the_talon() -> None:
    g = position(2, {0: "O4 B4"}, COLS_FULL, talon="G1", identities="R P")
    got = g.play_logged("T O4 B4 +")
    assert got == ["R5", "R3", "R2", "G1"]
    assert g.bonus_used


def test_MO14_bonus_stops_at_the_first_empty_place() -> None:
    g = position(2, {0: "O4 B4"}, {2: "R2", 4: "R4", 5: "R5"}, talon="G1", identities="R P")
    assert "T O4 B4 +" not in g.legal_moves()  # column 3 empty: it would take nothing
    assert rule_of(g, "T O4 B4 +") == "MO14"
    h = position(2, {0: "O4 B4"}, {3: "R3", 5: "R5"}, talon="G1", identities="R P")
    assert h.play_logged("T O4 B4 +") == ["R5", "R3"]  # column 2 empty: no talon card


def test_MO14_bonus_pairs_only_and_once_per_turn() -> None:
    g = position(2, {0: "O2 P2 Y2 G2 R2 B2"}, COLS_FULL, talon="R1 O1", identities="R P")
    moves = g.legal_moves()
    assert "T Y2 G2 +" in moves and "T O2 P2" in moves and "T O2 P2 +" not in moves
    g.apply("T Y2 G2 +")
    assert "T O2 B2 +" not in g.legal_moves() and "T O2 B2" in g.legal_moves()
    assert rule_of(g, "T O2 B2 +") == "MO14"


def test_MO14_commons_never_take_the_bonus() -> None:
    g = position(2, {0: "R1 P1"}, COLS_FULL, talon="G1")
    assert rule_of(g, "T R1 P1 +") == "MO14"


# MO15 --------------------------------------------------------------------------------------

def test_MO15_buy_needs_the_points_below_the_target() -> None:
    g = position(2, {0: "R1 O1 Y1 Y2"}, COLS_FULL)  # 6 points below 3
    assert rule_of(g, "B 3") == "MO15"
    assert g.check("B 2") is None
    e = position(2, {0: "R1 O1 Y1"}, {3: "R3"})
    assert rule_of(e, "B 2") == "MO15"  # column 2 empty


def test_MO15_the_worth_below_a_rank_is_the_engines_answer_and_its_refusals_numbers() -> None:
    """The refusal's "your cards below are worth 6; it costs 7" comes from the check that
    refuses the buy (monad13: the view summed the values itself)."""
    g = position(2, {0: "R1 O1 Y1 Y2 P3"}, COLS_FULL)  # Commons 3 + a Bi 3; the Tri no pay
    assert [g.worth_below(0, rank) for rank in (2, 3, 4, 6)] == [3, 6, 13, 13]
    refusal = g.check("B 3")
    assert refusal is not None and refusal.rule == "MO15"
    assert refusal.params == {"points": 6, "price": 7}
    assert g.check("B 2") is None


def test_MO15_purchase_is_paid_card_by_card_and_closes_when_paid() -> None:
    g = position(2, {0: "R1 O1 Y1 Y2 G3"}, COLS_FULL)
    g.apply("B 2")
    assert g.legal_moves() == ["P O1", "P R1", "P Y1"]  # only cards below rank 2
    assert rule_of(g, "E") == "MO15"
    g.apply("P R1")
    assert g.due == 2
    g.seat = 0
    h = position(2, {0: "R1 O1 Y1 R2 G3 B3 G4"}, COLS_FULL)
    h.apply("B 5")
    assert rule_of(h, "P G4") is None
    h.apply("P G4")
    h.apply("P G3")
    assert h.due == 13
    got = h.play_logged("P R2")
    assert h.due == 10 and got == []
    for code in ("R1", "O1", "Y1"):
        h.apply(f"P {code}")
    assert h.target == 5 and h.due == 7  # not paid yet
    assert h.play_logged("P B3") == ["R5"] and h.due == 0 and h.target == 0


def test_MO15_payment_of_a_rank_at_or_above_the_target_is_refused() -> None:
    g = position(2, {0: "R1 O1 Y1 G3"}, COLS_FULL)
    g.apply("B 2")
    assert rule_of(g, "P G3") == "MO15"


def test_MO15_no_payment_without_a_purchase() -> None:
    assert rule_of(position(2, {0: "R1 P1"}, COLS_FULL), "P R1") == "MO15"


def test_MO15_a_monad_can_be_bought() -> None:
    g = position(2, {0: "R5 O5 Y3 G1"}, COLS_FULL)
    assert "B M" in g.legal_moves()
    g.apply("B M")
    for code in ("R5", "O5", "Y3"):
        g.apply(f"P {code}")
    assert g.due == 1
    got = g.play_logged("P G1")
    assert got == ["M"] and g.monads[0] == 1 and g.due == 0


# MO16 --------------------------------------------------------------------------------------

def test_MO16_leap_after_a_trade_or_buy() -> None:
    g = position(2, {0: "R1 O1 Y1 P1 B1 G1 R2 P2"}, COLS_FULL, talon="Y1", identities="O B")
    assert rule_of(g, "J R1 O1 Y1 P1") == "MO16"
    g.apply("T R2 P2 +")
    assert "J R1 O1 Y1 P1 B1 G1" in g.legal_moves()
    got = g.play_logged("J O1 Y1 P1 B1 G1")
    assert got == ["R4"]  # five Commons: the top Quad
    assert "J O1 Y1 P1 B1 G1" not in g.legal_moves()


def test_MO16_leap_counts_commons_colours_and_column() -> None:
    g = position(2, {0: "R1 O1 Y1 P1 P1 R2 O2 B2"}, COLS_FULL, acted=True, identities="Y G")
    assert rule_of(g, "J R1 O1 Y1") == "MO16"
    assert rule_of(g, "J R1 O1 P1 R2") == "MO16"
    assert rule_of(g, "J R1 O1 P1 P1") == "MO16"
    h = position(2, {0: "R1 O1 Y1 P1"}, {4: "R4"}, acted=True)
    assert rule_of(h, "J R1 O1 Y1 P1") == "MO16"  # column 3 empty
    assert h.legal_moves() == ["E"]


# MO17 --------------------------------------------------------------------------------------

def test_MO17_commons_go_on_the_discard_pile_others_under_their_column() -> None:
    g = position(2, {0: "R2 P2 O1 B1"}, COLS_FULL, identities="Y G")
    g.apply("T R2 P2")
    assert [CODES[c] for c in g.cols[2]][-2:] == ["R2", "P2"]
    g.apply("T O1 B1")
    assert [CODES[c] for c in g.discard] == ["O1", "B1"]  # B1 on top


def test_MO17_take_first_then_give() -> None:
    # Red identity: R3 traded as a Bi with P2 gets the top Tri, then goes under column 3.
    g = position(2, {0: "P2 R3"}, {3: "G3", 4: "R4"}, identities="R P")
    got = g.play_logged("T P2 R3")
    assert got == ["G3"]
    assert [CODES[c] for c in g.cols[3]] == ["R3"]


# MO18 --------------------------------------------------------------------------------------

def test_MO18_end_turns_the_bonus_card_back_and_passes_the_turn() -> None:
    g = position(2, {0: "R2 P2", 1: "O2 B2"}, COLS_FULL, talon="G1 G1", identities="Y G")
    g.apply("T R2 P2 +")
    assert g.bonus_used
    assert rule_of(position(2, {0: "R1"}, COLS_FULL, acted=True), "E") is None
    g.apply("E")
    assert g.current_player == 1 and not g.bonus_used and not g.acted
    assert "T O2 B2 +" in g.legal_moves()


def test_MO18_no_end_while_a_purchase_is_open() -> None:
    g = position(2, {0: "R1 P1 O1 Y1 G1"}, COLS_FULL)
    g.apply("T R1 P1")
    g.apply("B 2")
    assert rule_of(g, "E") == "MO15"


# MO19 --------------------------------------------------------------------------------------

def test_MO19_game_ends_at_once_on_the_goal() -> None:
    g = position(4, {0: "R5 P5 R1 P1"}, COLS_FULL, monads=[2, 0, 0, 0], identities="O R P B")
    g.apply("T R5 P5")
    assert g.is_over() and g.current_player == -1 and g.legal_moves() == []
    assert rule_of(g, "E") == "MO19"
    with pytest.raises(IllegalMove):
        g.apply("E")


# MO20 --------------------------------------------------------------------------------------

def test_MO20_blocked_after_n_passes_in_a_row() -> None:
    g = position(3, {0: "R1", 1: "O1 Y1", 2: "P1"}, COLS_FULL)
    for _ in range(2):
        g.apply("X")
        assert not g.is_over()
    g.apply("X")
    assert g.is_over() and g.end == "blocked"
    assert g.winners() == [1]  # no Monads: the most hand points


def test_MO20_and_MO21_meeting_report_blocked() -> None:
    g = position(2, {0: "R1", 1: "O1"}, COLS_FULL, turn_no=999)
    g.apply("X")
    g.apply("X")
    assert g.end == "blocked"


# MO21 --------------------------------------------------------------------------------------

def test_MO21_turn_limit_ends_the_game_after_turn_1000() -> None:
    g = position(2, {0: "R1", 1: "O1"}, COLS_FULL, talon="G1 G1", turn_no=999)
    g.apply("D")
    assert not g.is_over() and g.turn_no == 1000
    g.apply("D")
    assert g.is_over() and g.end == "limit"


# MO22 --------------------------------------------------------------------------------------

def test_MO22_most_monads_then_hand_points_then_shared() -> None:
    g = position(3, {0: "R1 O1", 1: "R2", 2: "P2"}, {3: "R3"}, monads=[1, 0, 0])
    for _ in range(3):
        g.apply("X")
    assert g.winners() == [0]
    h = position(3, {0: "R1", 1: "R2", 2: "P2"}, {3: "R3"})
    for _ in range(3):
        h.apply("X")
    assert h.winners() == [1, 2]
    assert h.scores == [0, 0, 0]
    assert h.hand_points() == [1, 3, 3]


def test_identity_codes_are_six() -> None:
    assert IDENTITY_CODES == ("IR", "IO", "IY", "IP", "IB", "IG")
