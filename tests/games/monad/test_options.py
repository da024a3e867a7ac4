"""MO6a, an addition of this edition: the Monad goal. A new table plays to this edition's
goal (EDITION_GOAL) unless it chooses one from 1 to 5; the goal is written in the record's
options whenever it differs from the rule book's, so a replay plays to the same goal; a
record without options replays to the rule book's goal, as before."""

from __future__ import annotations

import random

import pytest

from astromagie.games.monad.cards import GOAL
from astromagie.games.monad.options import EDITION_GOAL
from astromagie.games.monad.policy import POLICY
from astromagie.games.monad.rules import RULES
from tests.games.monad.helpers import error_of, record


def greedy_game(players: int, seed: int, options=None):
    g = RULES.new(players, seed, options)
    POLICY.rollout(g, random.Random(seed), 0.1, None)
    return g


@pytest.mark.parametrize("players", [2, 3, 4])
def test_MO6a_the_shorter_game_ends_when_a_player_owns_the_chosen_goal(players):
    g = greedy_game(players, 5, {"goal": 1})
    assert g.goal == 1 and g.end == "target"
    (winner,) = g.winners()
    assert g.monads[winner] == 1 and sum(g.monads) == 1


def test_MO6a_a_new_table_plays_this_editions_goal_and_writes_it():
    for players in (2, 3, 4):
        assert RULES.new(players, 1).goal == EDITION_GOAL < GOAL[players]
        assert RULES.new(players, 1, {}).goal == EDITION_GOAL
    data = RULES.to_record(RULES.new(3, 1), ["A", "B", "C"])
    assert data["options"] == {"goal": EDITION_GOAL}
    loaded, _ = RULES.load_record(data)
    assert loaded.goal == EDITION_GOAL


def test_MO6a_the_rule_books_goal_can_be_chosen_and_writes_no_options():
    for players in (2, 3, 4):
        g = RULES.new(players, 1, {"goal": GOAL[players]})
        assert g.goal == GOAL[players]
        assert "options" not in RULES.to_record(g, ["A", "B", "C", "D"][:players])


def test_MO6a_a_record_without_options_keeps_the_rule_books_goal():
    for players in (2, 3, 4):
        data = RULES.to_record(RULES.new(players, 1), ["A", "B", "C", "D"][:players])
        del data["options"]
        loaded, _ = RULES.load_record(data)
        assert loaded.goal == GOAL[players]


def test_MO6a_a_chosen_goal_is_recorded_and_the_replay_plays_to_it():
    g = greedy_game(3, 8, {"goal": 2})
    data = RULES.to_record(g, ["A", "B", "C"])
    assert data["options"] == {"goal": 2}
    report = RULES.replay(data)
    assert report["over"] and report["end"] == "target" and report["winners"] == g.winners()
    assert len(report["entries"]) == len(g.history)
    loaded, _ = RULES.load_record(data)
    assert loaded.goal == 2 and loaded.is_over()
    without = dict(data, options={})
    plain = RULES.replay(without)  # the rule book's goal: the same moves do not end the game
    assert not plain["over"] and plain["winners"] == [] and plain["scores"] == report["scores"]


def test_MO6a_the_deal_does_not_depend_on_the_goal():
    assert RULES.new(3, 4, {"goal": 1}).deck == RULES.new(3, 4).deck


@pytest.mark.parametrize("options", [{"goal": 0}, {"goal": 6}, {"goal": "2"}, {"goal": True},
                                     {"speed": 1}])
def test_MO6a_a_goal_outside_the_option_is_refused(options):
    with pytest.raises(ValueError):
        RULES.new(3, 1, options)
    data = record(["D"])
    data["options"] = options
    assert error_of(data) == (0, "FORMAT")


def test_MO6a_options_that_are_no_object_are_a_format_error():
    data = record([])
    data["options"] = ["goal", 2]
    assert error_of(data) == (0, "FORMAT")


def test_MO6a_the_goal_reaches_what_a_seat_sees():
    g = RULES.new(2, 3, {"goal": 1})
    assert g.observation(0).world().goal == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_MO6a_a_default_game_of_bots_ends_by_a_monad_long_before_the_turn_limit(players):
    # Issue 39: the rule book's goal took ~900 moves of medium bots and games ran into
    # MO21; the default goal ends every game by a Monad (docs/games/monad/length.md).
    for seed in range(3):
        bots = [RULES.make_bot("easy", seed * 7 + s) for s in range(players)]
        g = RULES.new(players, seed)
        while not g.is_over():
            g.apply(bots[g.current_player].choose(g.observation(g.current_player), None))
        assert g.end == "target" and len(g.history) < 300, (players, seed, len(g.history))
