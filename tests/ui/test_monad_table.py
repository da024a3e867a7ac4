"""Monad at the kit table: drops and clicks become the engine's moves (a trade from a
drop, a refusal with its rule, the bonus asked, a purchase composed card by card, a
leap staged), bots play a game to its end, and every word and face exists in both
languages."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.monad.policy import POLICY
from astromagie.games.monad.record import new_game
from astromagie.games.monad.rules import RULES
from astromagie.games.monad.view import VIEW, MonadTurn
from astromagie.games.monad.view.words import describe
from astromagie.kit.view import Highlight
from astromagie.storage.archive import scan_finished
from astromagie.ui.kit.table import KitTableScene
from astromagie.ui.scenes.setup import SetupScene
from tests.games.monad.helpers import position
from tests.ui.ui_events import click, drag, frames

NAMES = ["Ada", "Ben", "Cy", "Di"]


def example_2():
    """The rule book's example 2: seat 0 (red) with Y4 G4 and six Commons, 2 Monads."""
    return position(4, {0: "Y4 G4 R1 O1 Y1 P1 B1 G1", 1: "R3", 2: "B3", 3: "Y3"},
                    columns={2: "R2 B2", 3: "G3 O3", 4: "R4 P4", 5: "P5 O5 Y5"},
                    talon="Y1 G1", monads=[2, 0, 0, 0])


def example_3():
    """The rule book's example 3: seat 1 (green) holds Y1 Y1 B1 R2 G2 P3; talon R1 O1."""
    return position(2, {0: "O1 P1", 1: "Y1 Y1 B1 R2 G2 P3"}, identities="R G", seat=1,
                    columns={2: "O2 P2", 3: "B3 G3", 4: "O4", 5: "R5"}, talon="R1 O1")


def turn_of(state) -> MonadTurn:
    return VIEW.turn_input(state, state.current_player, NAMES[:state.num_players])


# --- the view's decisions over the engine -------------------------------------------------
def test_MO12_a_card_dropped_on_the_column_it_trades_into_makes_the_trade():
    state = position(3, {0: "R1 P1 O1"}, columns={2: "G2 B2", 3: "Y3"}, discard="B1")
    turn = turn_of(state)
    assert turn.targets("P1") == {"col:2"}
    assert turn.preview("P1", "col:2") == "Trades for the green Bi: choose the partner"
    assert turn.drop("P1", "col:2").kind == "choose"  # R1 or O1: never guessed
    decision = turn.drop("R1", "col:2")
    assert decision.kind == "move" and decision.move == "T R1 P1"
    assert turn.preview("R1", "col:2") == \
        "With the purple Common (its only partner): trades for the green Bi"


def test_MO12_a_refused_drop_names_its_rule():
    state = position(3, {0: "R1 O1 Y2"}, columns={2: "G2", 3: "Y3"}, discard="B1")
    turn = turn_of(state)
    assert turn.targets("R1") == set()
    decision = turn.drop("R1", "col:2")  # two warm cards do not trade
    assert decision.kind == "refused" and decision.violation.rule == "MO12"


def test_MO12_a_card_dropped_on_a_column_above_the_next_rank_hears_the_rank_first():
    """pt2 item 24: a Common on the Quint column (no buy affordable) was told "give one
    warm and one cool card"; its trade brings a Bi, and that is said first."""
    state = position(3, {0: "B1 G1 P2"}, columns={2: "G2", 3: "Y3", 5: "R5"}, discard="B1")
    turn = turn_of(state)
    for decision in (turn.drop("B1", "col:5"), turn.refusal("B1", "col:5")):
        violation = decision.violation if hasattr(decision, "violation") else decision
        assert violation.rule == "MO12" and violation.reason == "wrong_rank"
        words = i18n.tr(f"monad.violation.{violation.reason}", **violation.params)
        assert words.startswith("A Common trades up one rank only, for a Bi.")
        assert "two Quads" in words and "36 points" in words
    monad = turn.refusal("G1", "monad")  # the Monad: its own words
    assert monad is not None and monad.reason == "wrong_rank_monad"
    assert turn.refusal("B1", "col:2") is not None  # two cool cards: the pairing's reason
    assert turn.refusal("B1", "col:2").reason == "temperature"


def test_MO13_cards_of_different_ranks_are_refused_without_a_relative():
    state = position(3, {0: "R2 B3"}, columns={2: "G2", 3: "Y3", 4: "O4"})
    turn = turn_of(state)  # seat 0 is purple (3 players: P B G): no relative here
    decision = turn.drop("R2", "col:3")
    assert decision.kind == "refused" and decision.violation.rule == "MO13"


def test_MO13_a_relative_is_marked_and_its_trade_goes_where_the_engine_says():
    state = position(3, {0: "R1 O1 P1 Y2 B3"}, columns={2: "G2", 3: "Y3 G3", 4: "O4"},
                     seat=1)
    state.hands[1], state.hands[0] = state.hands[0], state.hands[1]
    hand = VIEW.hand(state, 1)
    assert hand == ["R1", "O1", "P1", "Y2", "B3^"]  # seat 1 is blue: B3 is its relative
    turn = turn_of(state)
    assert turn.targets("Y2") == {"col:3"}
    assert turn.drop("Y2", "col:3").move == "T Y2 B3"  # the relative counts as a Bi
    assert turn.targets("B3^") == {"col:2", "col:3"}  # as a Common, or as a Bi
    choice = turn.drop("R1", "col:2")  # with purple Common, or with the relative as a Common
    assert [o.label for o in choice.options] == [
        "With the purple Common", "With the blue Tri, your relative, as a Common – your "
        "last relative: no shortcut to a Monad until you get another"]  # pt9d 10
    wrong = turn.drop("Y2", "col:4")
    assert wrong.kind == "refused" and wrong.violation.rule == "MO12"
    words = i18n.tr(f"monad.violation.{wrong.violation.reason}", **wrong.violation.params)
    assert "you trade for the yellow Tri, so drop it there" in words


def test_MO14_the_bonus_is_asked_take_it_now_or_keep_it():
    state = example_2()
    turn = turn_of(state)
    decision = turn.drop("Y4", "col:5")
    assert decision.kind == "choose"
    options = {o.move: o.label for o in decision.options}
    assert set(options) == {"T Y4 G4 +", "T Y4 G4"}
    assert options["T Y4 G4 +"] == ("With the green Quad and take the bonus now (it comes once "
                                    "a turn): the green Tri, the red Bi and a Common from the "
                                    "talon")  # face down, unnamed (pt11d 9)
    assert options["T Y4 G4"].startswith("With the green Quad, bonus later: kept for a "
                                         "higher bonus pair this turn")
    # one partner: the question is when to take the bonus (pt12d 12)
    assert decision.question == "Take the bonus now or later?"


def test_MO15_a_purchase_is_composed_by_staging_and_made_when_the_sum_reaches_the_price():
    state = example_3()
    turn = turn_of(state)
    assert turn.click("col:3").kind == "staged"  # nothing is committed yet
    assert state.history == [] and state.target == 0
    assert turn.note() == "Buying the blue Tri (7): 0 paid, 7 to go"
    refused = turn.drop("P3", "col:3")  # a Tri cannot pay for a Tri
    assert refused.kind == "refused" and refused.violation.rule == "MO15"
    assert turn.drop("R2", "tray").kind == "staged"
    assert turn.preview("G2^", "col:3") == "Pays 3: 6 of 7"  # G2 is seat 1's relative
    assert turn.drop("G2^", "col:3").kind == "staged"
    assert turn.staged() == ["R2", "G2^"]  # on the tray: the kit's fan leaves them out
    assert "6 paid, 1 to go" in VIEW.status(state, 1, seen=Highlight(live=turn))
    assert turn.preview("B1", "tray") == "Pays 1: 7 of 7, buys the blue Tri"
    decision = turn.drop("B1", "tray")
    assert decision.kind == "moves" and decision.moves == ("B 3", "P R2", "P G2", "P B1")
    for move in decision.moves:
        state.apply(move)
    assert state.hands[1][16] == 1 and state.cols[2][-2:] == [6, 11]  # B3 in hand; R2 G2 under


def test_MO15_a_card_dropped_on_a_column_it_cannot_trade_into_starts_paying_for_it():
    state = example_3()
    turn = turn_of(state)
    assert turn.preview("Y1", "col:2") == "Trades for the orange Bi: choose the partner"
    assert turn.preview("Y1", "col:3") == "Buy the blue Tri for 7: this card pays 1"
    assert turn.drop("Y1", "col:3").kind == "staged" and turn.note().endswith("1 paid, 6 to go")
    assert turn.click("col:3").kind == "staged" and turn.note() == ""  # a second click: away
    rest = turn_of(state)
    rest.click("col:4")
    decision = rest.press("pay")  # the rest as the bots would pay it
    assert decision.kind == "moves" and decision.moves[0] == "B 4"
    copy = state.clone()
    for move in decision.moves:
        copy.apply(move)
    assert copy.target == 0 and copy.hands[1][19] == 1  # the Quad O4


def test_MO15_a_buy_the_cards_cannot_pay_for_is_refused_with_its_rule():
    state = example_3()
    decision = turn_of(state).click("col:5")
    assert decision.kind == "refused" and decision.violation.rule == "MO15"


def test_MO16_a_leap_is_staged_says_what_it_reaches_and_waits_for_the_button():
    state = example_2()
    early = turn_of(state).drop("R1", "tray")
    assert early.kind == "refused" and early.violation.rule == "MO16"  # no trade yet
    state.apply("T Y4 G4 +")
    turn = turn_of(state)
    for code in ("R1", "O1", "Y1", "P1"):
        assert "tray" in turn.targets(code)
        assert turn.drop(code, "tray").kind == "staged"
    assert turn.note() == "Leap: 4 Commons reach the orange Tri"
    assert turn.drop("Y1", "tray").kind == "refused"  # a second yellow: MO16
    assert turn.drop("B1", "tray").kind == "staged"
    assert turn.drop("G1", "tray").kind == "staged"
    assert "orange Quint" in turn.note()
    leap = next(a for a in turn.actions() if a.id == "leap")
    assert leap.enabled
    assert turn.press("leap").move == "J R1 O1 Y1 P1 B1 G1"


def test_the_turn_offers_draw_first_end_after_an_action_and_pass_only_when_nothing_else():
    state = example_3()
    assert [a.id for a in turn_of(state).actions()] == ["pay", "draw"]
    assert turn_of(state).click("talon").move == "D"
    state.apply("T Y1 B1")
    assert [a.id for a in turn_of(state).actions()] == ["pay", "end"]
    stuck = position(2, {0: "R1 O1", 1: "P1"}, identities="R G", columns={2: "G2"})
    assert [a.id for a in turn_of(stuck).actions()] == ["pay", "pass"]


def test_the_hand_keeps_identical_cards_together_in_card_order():
    state = position(2, {0: "G1 R1 B2 R1 Y1 G1 O3 R1 P1 O1 R1"}, identities="O G")
    assert VIEW.hand(state, 0) == ["R1", "R1", "R1", "R1", "O1", "Y1", "P1", "G1", "G1",
                                   "B2", "O3^"]


def test_a_purchase_is_one_line_in_the_log_and_the_person_is_told_in_the_second_person():
    state = example_3()
    lines = []
    for move in ("B 3", "P R2", "P G2", "P B1"):
        before = state.clone()
        state.apply(move)
        lines.append(describe(before, move, state, NAMES[:2], None))
    assert lines == ["", "", "", "Ben buys the blue Tri with the red Bi, the green Bi and the "
                     "blue Common (7 for 7)."]
    before = state.clone()
    state.apply("E")
    assert describe(before, "E", state, NAMES[:2], 1) == ""
    before = state.clone()
    state.apply("D")
    assert describe(before, "D", state, NAMES[:2], 0) == "You draw the red Common."
    assert describe(before, "D", state, NAMES[:2], 1) == "Ada draws a card."


def test_the_game_ending_trade_says_who_won():
    state = example_2()
    state.apply("T Y4 G4 +")
    state.apply("J R1 O1 Y1 P1 B1 G1")
    before = state.clone()
    state.apply("T O5 P5")
    line = describe(before, "T O5 P5", state, NAMES, 0)
    assert line == ("You trade the orange Quint and the purple Quint for a Monad and win "
                    "with 3 Monads.")
    lines = VIEW.breakdown(state, NAMES)
    assert lines[0] == "Ada: Monads 3 of 3 · hand 3 cards, worth 11"  # Y1 G3 R2
    assert lines[1] == "Ben: Monads 0 of 3 · hand 1 card, worth 7"
    assert lines[-3:] == ["Ada reached the goal of 3 Monads.",  # and how (pt13d 9)
                          "Ada traded the orange Quint and the purple Quint for the winning "
                          "Monad.", "Winner: Ada"]


# --- at the kit table ------------------------------------------------------------------------
def open_table(app, state, kinds=("human", "random")) -> KitTableScene:
    app.settings.animation_speed = 1000.0
    seats = tuple(SeatConfig(NAMES[i], k) for i, k in enumerate(kinds))
    scene = KitTableScene(app, GameConfig(seats, seed=1, game="monad"), state,
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    frames(app, 2)
    return scene


def hand_center(scene, code):
    hand = scene.hand()
    return scene.frame.hand_rects(len(hand), None, hand)[hand.index(code)].center


def test_at_the_table_a_drag_trades_and_a_purchase_is_paid_card_by_card(app):
    state = example_3()
    state.seat = 0
    state.hands[0], state.hands[1] = state.hands[1], state.hands[0]
    state.ident = [3 + 2, 0]  # seat 0 green, seat 1 red
    scene = open_table(app, state)
    assert scene.human_turn()
    drag(app, hand_center(scene, "R2"), scene.board.zone_rect("col:3").center)
    assert state.history == ["T R2 G2"]
    assert scene.log_lines[-1] == "You trade the red Bi and the green Bi for the blue Tri."
    frames(app, 3)
    click(app, scene.board.zone_rect("col:2").center)  # buy the Bi O2
    assert state.history == ["T R2 G2"] and "Buying the orange Bi" in scene.snapshot().status
    for code in ("Y1", "Y1"):
        drag(app, hand_center(scene, code), scene.board.tray.center)
    assert state.history == ["T R2 G2"] and "2 paid, 1 to go" in scene.snapshot().status
    surface = pygame.Surface(app.size)
    scene.draw(surface)  # the tray shows the staged cards
    drag(app, hand_center(scene, "B1"), scene.board.tray.center)
    assert state.history == ["T R2 G2", "B 2", "P Y1", "P Y1", "P B1"]
    assert scene.log_lines[-1] == ("You buy the orange Bi with 2 yellow Commons and the blue "
                                   "Common (3 for 3).")
    frames(app, 3)
    end = next(a for a in scene.actions() if a.id == "end")
    scene.press_action(end)
    assert state.history[-1] == "E"


def test_at_the_table_the_bonus_picker_plays_the_option_chosen(app):
    scene = open_table(app, example_2(), ("human", "random", "random", "random"))
    drag(app, hand_center(scene, "Y4"), scene.board.zone_rect("col:5").center)
    assert scene.picker is not None and len(scene.picker.options) == 2
    rects = scene.painter.picker_rects(scene.frame, 2)
    labels = [o.label for o in scene.picker.options]
    click(app, rects[labels.index(next(x for x in labels if "bonus now" in x))].center)
    assert scene.state.history == ["T Y4 G4 +"]
    assert scene.log_lines[-1].endswith(", and the bonus brings you the green Tri, the red Bi "
                                        "and the yellow Common.")


def mid_game(players: int, seed: int):
    """A real game played by the bots' greedy judgement until someone is one Monad short."""
    state = new_game(players, seed)
    rng = random.Random(seed)
    while not state.is_over() and max(state.monads) < state.goal - 1:
        state.apply(POLICY.rollout_move(state, rng, 0.0))
    return state


def test_bots_play_a_game_to_its_end_at_the_kit_table(app):
    app.settings.animation_speed = 1000.0
    state = mid_game(3, 4)
    seats = (SeatConfig("Vega", "easy"), SeatConfig("Orion", "easy"), SeatConfig("Lyra", "easy"))
    scene = KitTableScene(app, GameConfig(seats, seed=4, game="monad"), state,
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    for _ in range(20000):
        if scene.finished:
            break
        frames(app)
        time.sleep(0.0002)
    assert scene.finished and scene.state.is_over()
    frames(app, 30)  # the last move is seen a moment (kit table.END_SECONDS)
    end = app.stack.top  # the results screen, with the view's breakdown
    breakdown = end.view.breakdown(end.state, end.names)
    assert breakdown[-1].startswith("Winner: ") and len(breakdown) >= 4
    assert scene.log_lines and all(scene.log_lines)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    assert len(scan_finished("monad")[0]) == 1


# --- words and faces -------------------------------------------------------------------------
ALL_CODES = [f"{c}{r}" for r in range(1, 6) for c in "ROYPBG"]


def test_a_card_dropped_on_a_staged_card_goes_on_the_tray_with_it():
    state = example_2()
    state.apply("T Y4 G4 +")
    turn = turn_of(state)
    turn.drop("R1", "tray")
    assert turn.preview("O1", "staged:0") == "Leap: 2 Commons so far"
    assert turn.drop("O1", "staged:0").kind == "staged" and turn.cards == ["R1", "O1"]
    assert turn.click("staged:0").kind == "staged" and turn.cards == ["O1"]  # taken back


def test_MO16_a_click_on_the_column_the_staged_leap_reaches_makes_it():
    state = example_2()
    state.apply("T Y4 G4 +")
    turn = turn_of(state)
    for code in ("R1", "O1", "Y1", "P1"):
        turn.drop(code, "tray")
    assert turn.click("col:3").move == "J R1 O1 Y1 P1"  # the top Tri, O3


def test_undo_takes_back_the_whole_turn_of_several_actions(app):
    state = example_3()
    state.seat = 0
    state.hands[0], state.hands[1] = state.hands[1], state.hands[0]
    state.ident = [3 + 2, 0]
    scene = open_table(app, state)
    drag(app, hand_center(scene, "R2"), scene.board.zone_rect("col:3").center)
    frames(app, 3)
    assert scene.state.history == ["T R2 G2"] and scene.state.current_player == 0
    assert len(scene.undo_points) == 1  # the turn's start, not one point per action
    undo = next(a for a in scene.actions() if a.id == "undo")
    scene.press_action(undo)
    frames(app, 2)
    assert scene.state.history == [] and scene.state.current_player == 0


def test_a_traded_card_flies_from_its_column_into_the_hand(app):
    state = example_3()
    state.seat = 0
    state.hands[0], state.hands[1] = state.hands[1], state.hands[0]
    state.ident = [3 + 2, 0]
    scene = open_table(app, state)
    app.settings.animation_speed = 1.0  # slow enough to see the flights start
    before = state.clone()
    column = scene.board.zone_rect("col:3")  # its card taken next, the blue Tri, in front
    drag(app, hand_center(scene, "R2"), column.center)
    trips = VIEW.trips(before, "T R2 G2", scene.state, scene.board)
    gained = [t for t in trips if t[1] == "hand"]
    assert gained == [("B3", "hand", "col:3")]  # the blue Tri, from its column
    flights = scene.animator.flights_now()
    assert any(f.card == "B3" for f, _rect in flights)
    landing = next(f for f, _rect in flights if f.card == "B3")
    assert landing.start == column and scene.frame.hand.colliderect(landing.end)
    assert scene.board.zone_rect("col:3").y < column.y  # the next card in front is higher up


def test_G11_a_columns_zone_is_the_card_taken_next(app):
    state = example_3()  # column 3 holds B3 G3: B3 is taken next, in front
    scene = open_table(app, state)
    frames(app, 2)
    board = scene.board
    front = board.column_card_rect(3, 1)
    assert board.zone_rect("col:3") == front and board.card_at(state, front.center) == "B3"
    assert board.zone_rect("col:4") == board.column_card_rect(4, 0)  # one card: it is in front


# --- the shorter game at set-up (the goal option) ----------------------------------------
def test_MO6a_setup_offers_the_shorter_game_and_remembers_it(app):
    setup = SetupScene(app, "monad")
    app.stack.push(setup)
    app.run_frames(1)
    assert setup.option_ids() == ["option_goal", "option_goal_value", "option_goal_addition"]
    assert setup.widget("option_goal_addition").visible  # marked as this edition's addition
    assert setup.config().options == {}  # off: this edition's goal (1 Monad)
    assert not setup.widget("option_goal_value").enabled
    click(app, setup.widget("option_goal").rect.center)
    assert setup.config().options == {"goal": 2}
    click(app, setup.widget("option_goal_value").button_rects()[0].center)
    assert setup.config().options == {"goal": 1}
    setup.remember(setup.config())
    assert app.settings.options("monad") == {"goal": 1}
    again = SetupScene(app, "monad")
    assert again.values == {"goal": 1}
    click(app, setup.widget("option_goal").rect.center)  # off again
    assert setup.config().options == {}


def test_MO6a_the_status_line_says_the_goal_chosen():
    state = RULES.new(3, 2, {"goal": 2})
    assert "of 2" in VIEW.status(state, 0, playing=False)


# --- the kit's optional questions: words, facts, piles, celebrations ---------------------
def test_MO9_MO10_with_talon_and_discard_pile_empty_the_status_says_trade_or_buy():
    stuck = position(3, {0: "R1 P1 O1"}, columns={2: "G2 B2"})
    assert VIEW.status(stuck, 0) == "Your turn · Talon and discard pile are empty: trade or buy."
    drawing = position(3, {0: "R1 P1 O1"}, columns={2: "G2 B2"}, talon="Y1")
    assert "empty" not in VIEW.status(drawing, 0)
    acted = position(3, {0: "R1 P1 O1"}, columns={2: "G2 B2"}, acted=True)
    assert "empty" not in VIEW.status(acted, 0)  # End turn is there
    passing = position(3, {0: "R1"}, columns={2: "G2"})
    assert passing.legal_moves() == ["X"] and "empty" not in VIEW.status(passing, 0)
    assert "empty" not in VIEW.status(stuck, 1)  # not this viewer's turn


def test_the_one_pile_is_the_talon_the_discard_pile_lies_fanned_with_its_own_count():
    state = position(3, {0: "R1"}, columns={2: "G2 B2", 5: "R5"}, talon="Y1 G1",
                     discard="B1")
    piles = {p.zone: p for p in VIEW.piles(state, 0)}
    assert list(piles) == ["talon"]  # the columns and discard pile lie fanned, each card seen
    assert (piles["talon"].count, piles["talon"].face_up) == (2, False)


def test_H11_a_discard_pile_of_one_card_shows_that_one_card(app):
    state = position(3, {0: "R1 P1"}, columns={2: "G2"}, discard="B1")
    scene = open_table(app, state)
    assert scene.board.discard_shown(state.discard) == [("B1", "")]  # no "×1" and no "top"


def test_a_monad_a_leap_to_a_quint_and_a_big_bonus_are_celebrated():
    state = example_2()
    before = state.clone()
    state.apply("T Y4 G4 +")
    assert VIEW.celebrate(before, "T Y4 G4 +", state) == "A bonus of 3 cards!"
    before = state.clone()
    state.apply("J R1 O1 Y1 P1 B1 G1")
    assert VIEW.celebrate(before, "J R1 O1 Y1 P1 B1 G1", state) == "A leap to the orange Quint!"
    before = state.clone()
    state.apply("T O5 P5")
    assert VIEW.celebrate(before, "T O5 P5", state) == "A Monad!"
    plain = example_3()
    before = plain.clone()
    plain.apply("T R2 G2")
    assert VIEW.celebrate(before, "T R2 G2", plain) == ""


def test_G12_a_long_discard_pile_is_shown_by_colour_with_counts_and_its_top_card(app):
    state = position(3, {0: "R1 P1"}, columns={2: "G2"}, discard="R1 O1 Y1 B1")
    scene = open_table(app, state)
    board = scene.board
    assert board.discard_shown(state.discard) == [
        ("R1", ""), ("O1", ""), ("Y1", ""), ("B1", "")]  # few different cards: fanned
    long_pile = [0, 1, 2, 3, 4, 5, 0, 0, 4] * 3  # 27 Commons, blue on top
    shown = board.discard_shown(long_pile)
    assert shown == [("R1", "×9"), ("O1", "×3"), ("Y1", "×3"), ("P1", "×3"), ("B1", "×6"),
                     ("G1", "×3"), ("B1", "top")]
    state.discard[:] = long_pile
    frames(app, 2)  # and it paints


def test_G12_a_big_hand_is_grouped_identical_cards_stacked_with_a_count(app):
    from astromagie.ui.kit.frame import compute_frame

    hand = "R1 R1 O1 O1 O1 Y1 Y1 Y1 P1 P1 P1 B1 B1 B1 G1 G1 G1 P2 G2 P3 G5"
    state = position(3, {0: hand, 1: "R2 B2", 2: "Y2"}, columns={2: "G2 B2", 3: "R3 O3"})
    scene = open_table(app, state, kinds=("human", "random", "random"))
    assert VIEW.grouped_hand() and scene.frame.grouped
    codes = scene.hand()
    rects = scene.frame.hand_rects(len(codes), None, codes)
    plain = compute_frame(app.size, VIEW.card_ratio).hand_rects(len(codes))
    steps = [b.x - a.x for a, b in zip(rects, rects[1:], strict=False)]
    kinds = [s for s, (a, b) in zip(steps, zip(codes, codes[1:], strict=False), strict=True)
             if a != b]
    plain_step = plain[1].x - plain[0].x
    assert min(kinds) > 1.5 * plain_step  # a new kind shows far more than a sliver
    assert all(r.right <= scene.frame.hand.right + 1 for r in rects)  # and it all fits
    assert scene.frame.groups(codes)[:2] == [(1, 2), (4, 3)]  # R1 x2, then O1 x3
    # a click on a group's top card picks that card
    shown = (rects[4].x + rects[5].x) // 2  # the top card's part the next kind leaves
    assert scene.frame.hand_card_at((shown, rects[4].centery), len(codes), None,
                                    codes) == 4
    frames(app, 1)  # and it paints, with its counts


def test_MO16_the_empty_tray_says_a_leap_waits_for_a_trade_or_a_buy():
    """Item 15: the tray's label said 'pay here' at one moment and 'leap here' at another,
    never that a leap needs a trade or a buy first. Before an action it says so; after
    one it is lit once the Commons show 4 colours, else it says how many they show."""
    from astromagie.games.monad.view.board import tray_leap_words

    cols = {2: "B2", 3: "G3", 4: "O4", 5: "R5"}
    four = position(2, {0: "R1 O1 P1 G1 Y2", 1: "B1"}, columns=cols)
    words, lit = tray_leap_words(four, acted=False)
    assert "after a trade or a buy" in words and not lit
    four.acted = True
    words, lit = tray_leap_words(four, acted=True)
    assert words.startswith("Leap possible, if you want to") and lit  # pt10d 6: no order
    two = position(2, {0: "R1 P1 Y2", 1: "B1"}, columns=cols, acted=True)
    words, lit = tray_leap_words(two, acted=True)
    assert "show 2 colours" in words and not lit
    i18n.set_language("de")
    try:
        assert "nach Tausch oder Kauf" in tray_leap_words(two, acted=False)[0]
        assert "2 Farben" in tray_leap_words(two, acted=True)[0]
        assert tray_leap_words(four, acted=True)[0].startswith("Springen möglich")
    finally:
        i18n.set_language("en")


def test_MO13_the_seat_lines_name_the_identity_card():
    """The 'Identity: yellow, warm' line explained nothing: the last line names the
    identity card. What a starred card does is said in the rules, not in every seat
    (pt19d 12: "★ cards trade as any rank" stood four times on the scoreboard)."""
    state = example_3()
    assert VIEW.seat_lines(state, 1)[-1] == "Identity card green"
    assert not any("any rank" in line for s in range(state.n) for line in VIEW.seat_lines(state, s))
    i18n.set_language("de")
    try:
        assert VIEW.seat_lines(state, 0)[-1] == "Stammkarte rot"
    finally:
        i18n.set_language("en")


def test_cards_left_in_the_hand_keep_their_places_while_a_payment_is_staged(app):
    """The playtest dragged five Commons one after another from the same spot: the fan
    re-centred after each, and the next drag from there picked up nothing. Staged cards
    now leave gaps; a card dragged back (or the turn's end) closes them."""
    state = example_3()
    state.seat = 0
    state.hands[0], state.hands[1] = state.hands[1], state.hands[0]
    state.ident = [3 + 2, 0]
    scene = open_table(app, state)
    click(app, scene.board.zone_rect("col:2").center)  # buy the Bi O2: pay card by card
    before = {code: hand_center(scene, code) for code in scene.hand()}
    drag(app, before["B1"], scene.board.tray.center)
    assert "1 paid" in scene.snapshot().status
    after = {code: hand_center(scene, code) for code in scene.hand()}
    assert after and all(after[code] == before[code] for code in after)  # nobody moved
    assert scene.frame.hand_card_at(before["B1"], len(scene.hand()), None,
                                    scene.hand()) is None  # its place stays empty


def test_a_bots_move_that_goes_on_with_its_own_turn_waits_for_no_think_pause(app):
    """pt2 item 29: a round of bot turns took 8-10 s; of 7.3 s a round, 0.3 s was the bots'
    thinking and 2 s the least "thinking" a bot's every move waited (benchmarks in the
    report). That pause lets a new turn be noticed: a payment or an End turn that goes on
    with the same seat's turn waits for none. The moves the bots choose are unchanged."""
    from astromagie.ui.kit import animation as anim

    seats = (SeatConfig("Vega", "easy"), SeatConfig("Orion", "easy"))
    scene = KitTableScene(app, GameConfig(seats, seed=4, game="monad"), ai_mode="thread")
    app.stack.push(scene)
    asked: list[float] = []
    scene.session.play_answer = lambda think_min=0.0: asked.append(think_min) or False
    for _ in range(200):
        if not scene.animator.busy:
            break
        frames(app)
    scene.last_mover = None  # a new turn: the pause
    scene.update(0.0)
    assert asked and asked[-1] == pytest.approx(scene.animator.scaled(anim.THINK_MIN)) != 0
    scene.last_mover = scene.state.current_player  # the same seat goes on: none
    scene.update(0.0)
    assert asked[-1] == 0.0
