"""A drag says "no" before the drop in every game (H9): each game's turn input tells why a
drop on a zone would be refused (`TurnInputBase.refusal`) with the very rule and words the
drop then gives, changing nothing; and at the table the zone under a held card is framed
red with the refusal shown while the card is still held. Astromagie's is tested with its
table (test_astromagie_table.py); here The Solar Republic, Monad and Zahlenstreifen.
"""

from __future__ import annotations

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.monad.view import VIEW as MONAD
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW as SOLAR
from astromagie.games.solar_republic.view import SolarTurn, code_of
from astromagie.games.zahlenstreifen.cards import CARD
from astromagie.games.zahlenstreifen.rules import RULES as STRIP_RULES
from astromagie.games.zahlenstreifen.state import CHOOSE, StripState
from astromagie.games.zahlenstreifen.view import StripTurn
from astromagie.ui.kit.table import KitTableScene
from tests.games.monad.helpers import position
from tests.ui.ui_events import frames, move_to, post

NAMES = ["Ada", "Ben", "Cy", "Di"]


# --- The Solar Republic ---------------------------------------------------------------------
def solar(hand: list[str], pile: list[str]) -> tuple[SolarState, SolarTurn]:
    state = SolarState.new(3, 4)
    state.hands[state.current] = list(hand)
    state.pile = list(pile)
    state.moves = ["D"] * 2  # not the first turn
    return state, SolarTurn(state, state.current, NAMES[:3])


def solar_card(state: SolarState, code: str) -> str:
    return next(c for c in SOLAR.hand(state, state.current) if code_of(c) == code)


def test_SR5_H9_a_card_that_may_not_go_on_the_pile_says_so_while_held_over_it():
    state, turn = solar(["JU1", "NE2"], ["NE2"])
    moves = list(state.moves)
    moon = solar_card(state, "JU1")
    violation = turn.refusal(moon, "pile")
    assert violation is not None and violation.rule == "SR5"
    assert violation.params["card"] != "JU1"  # named as its face is, not by its code
    assert state.moves == moves and state.hands[state.current] == ["JU1", "NE2"]
    decision = turn.drop(moon, "pile")
    assert decision.kind == "refused" and decision.violation == violation
    assert turn.refusal(solar_card(state, "NE2"), "pile") is None  # a legal card: no refusal
    assert turn.refusal(moon, "draw") is None  # the draw pile ignores a drop, refusing none


# --- Zahlenstreifen -------------------------------------------------------------------------
def example_one() -> StripState:
    """The rule book's example 1: row R7 B9 G1 Y6 G8 V7, the player to move holds G3."""
    state = STRIP_RULES.new(3, 4)
    state.row = [CARD[c] for c in "R7 B9 G1 Y6 G8 V7".split()]
    state.hands[state.current_player] = [CARD[c] for c in "G3 G8 B2 Y5 V1".split()]
    return state


def test_NS5_H9_a_card_held_inside_the_row_says_where_cards_go():
    state = example_one()
    history = list(state.history)
    turn = StripTurn(state, state.current_player, NAMES[:3])
    violation = turn.refusal("G3", "row")
    assert violation is not None and violation.rule == "NS5"
    assert turn.refusal("G3", "end") is None  # the row's end says yes
    secret = turn.refusal("G3", "secret")  # no choice while cards are still played
    assert secret is not None and secret.rule == "NS5" and secret.reason == "still_playing"
    assert state.history == history
    for zone, said in (("row", violation), ("secret", secret)):
        decision = turn.drop("G3", zone)
        assert decision.kind == "refused" and decision.violation == said


def test_NS12_H9_after_the_last_round_the_rows_end_says_no_and_the_choice_yes():
    state = STRIP_RULES.new(3, 2)
    while state.phase != CHOOSE:
        state.apply(state.legal_moves()[-1])
    seat = state.current_player
    card = state.observation(seat).hand[0]
    turn = StripTurn(state, seat, NAMES[:3])
    for zone in ("end", "row"):
        violation = turn.refusal(card, zone)
        assert violation is not None and violation.rule == "NS12"
        assert turn.drop(card, zone).violation == violation
    assert turn.refusal(card, "secret") is None and turn.staged() == []


# --- Monad ----------------------------------------------------------------------------------
def monad_turn(state):
    return MONAD.turn_input(state, state.current_player, NAMES[:state.num_players])


def test_MO12_H9_a_trade_of_two_warm_cards_says_no_before_the_drop():
    state = position(3, {0: "R1 O1 Y2"}, columns={2: "G2", 3: "Y3"}, discard="B1")
    turn = monad_turn(state)
    hand = list(state.hands[0])
    violation = turn.refusal("R1", "col:2")
    assert violation is not None and violation.rule == "MO12"
    assert list(state.hands[0]) == hand and state.history == [] and turn.mode == ""
    decision = turn.drop("R1", "col:2")
    assert decision.kind == "refused" and decision.violation == violation


def test_MO13_H9_cards_of_different_ranks_say_no_before_the_drop():
    state = position(3, {0: "R2 B3"}, columns={2: "G2", 3: "Y3", 4: "O4"})
    turn = monad_turn(state)
    violation = turn.refusal("R2", "col:3")
    assert violation is not None and violation.rule == "MO13"
    assert turn.drop("R2", "col:3").violation == violation


def test_MO15_H9_a_card_that_would_start_a_purchase_says_yes_and_changes_nothing():
    state = position(3, {0: "R1 O1 Y1 P1"}, columns={2: "G2 B2", 3: "Y3"})
    turn = monad_turn(state)
    assert turn.refusal("R1", "col:2") is None  # the drop starts paying for the Bi
    assert turn.mode == "" and turn.cards == [] and state.target == 0


def test_MO16_H9_a_common_that_no_leap_holds_says_no_over_the_tray():
    state = position(3, {0: "R2 Y2"}, columns={2: "G2", 3: "Y3"})
    turn = monad_turn(state)
    violation = turn.refusal("R2", "tray")
    assert violation is not None
    decision = turn.drop("R2", "tray")
    assert decision.kind == "refused" and decision.violation == violation
    assert turn.mode == "" and turn.cards == []


# --- at the table ---------------------------------------------------------------------------
@pytest.mark.usefixtures("instant_bots")
@pytest.mark.app(fast=True, autosave=False)
def test_SR5_H9_at_the_table_the_pile_is_framed_red_under_a_refused_card(app):
    state, _ = solar(["JU1", "NE2"], ["NE2"])
    state.current = 0
    state.hands[0] = ["JU1", "NE2"]
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "random"), SeatConfig("Cy", "random"))
    scene = KitTableScene(app, GameConfig(seats, seed=1, game="solar-republic"), state,
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    frames(app, 2)
    assert scene.human_turn()
    hand = scene.hand()
    moon = next(i for i, c in enumerate(hand) if code_of(c) == "JU1")
    start = scene.frame.hand_rects(len(hand), None, hand)[moon].center
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    move_to(app, scene.board.zone_rect("pile").center)
    shown = scene.snapshot().highlight
    assert shown.refused == "pile" and shown.preview.endswith("(rule SR5)")  # before the drop
    assert state.moves == ["D", "D"]
    post(pygame.MOUSEBUTTONUP, pos=scene.board.zone_rect("pile").center, button=1)
    frames(app, 2)
