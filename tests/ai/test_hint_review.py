"""The table's hint and the post-game review agree, in every game whose hint is a search (issue 38).

The hint of The Solar Republic, Zahlenstreifen and Monad (`ai/hint.py`) gives the same
move for the same observation whatever its table seed or clock, so the review asks it at
each decision (`review.hint_of`): a move the hint gave is never a costly moment, and a
moment's better move is the hint's (playtest pt4a: the review called "play Sun and draw
four", the hint's move, the costliest mistake). The hint's work is cut to a few
iterations here: the agreement does not depend on the count, and the test line is at its
time budget. Games are played for their first turns only; the review plays them out.
"""

from __future__ import annotations

import itertools
import queue
import random
import time
from typing import Any

import pytest

from astromagie.ai import make_bot
from astromagie.ai.hint import HintBot
from astromagie.ai.registry import hint_level
from astromagie.ai.review import hint_of, review_game, same_move
from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.storage.records import positions
from astromagie.ui.review_job import run_review

GAMES = ("solar-republic", "zahlenstreifen", "monad")
CHEAP = 24  # the hint's iterations in these tests
TURNS = 40  # the turns played of each game (Monad's whole game is some 200)


def position(game: str, seed: int, turns: int = 9) -> GameState:
    """A position a few turns into a game between easy bots, with a choice to make."""
    rules = registry.rules(game)
    state = rules.new(2, seed)
    bots = [make_bot("easy", seed + i, game) for i in range(2)]
    for _ in range(turns):
        state.apply(bots[state.current_player].choose(
            state.observation(state.current_player), None))
    while len(state.legal_moves()) < 2:
        state.apply(state.legal_moves()[0])
    return state


def played(game: str, seed: int, follow_hint: bool) -> list[GameState]:
    """The positions of TURNS turns in which seat 0 follows the (cheap) hint or plays at
    random, and seat 1 is the easy bot."""
    rules = registry.rules(game)
    hint = hint_of(rules, CHEAP)
    assert hint is not None
    rng = random.Random(seed)
    easy = make_bot("easy", seed, game)
    state = rules.new(2, seed)
    states = [state.clone()]
    while not state.is_over() and len(states) <= TURNS:
        obs = state.observation(state.current_player)
        if state.current_player == 1:
            move = easy.choose(obs, None)
        else:
            move = hint(obs) if follow_hint else rng.choice(state.legal_moves())
        state.apply(move)
        states.append(state.clone())
    return states


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_depends_on_the_position_alone_not_on_the_table_seed_or_clock(game,
                                                                            monkeypatch):
    obs = position(game, 3).observation(position(game, 3).current_player)
    quick, slow = make_bot(hint_level(game), 1, game), make_bot(hint_level(game), 99, game)
    assert isinstance(quick, HintBot) and isinstance(slow, HintBot)
    assert quick.reproducible
    quick.max_worlds = slow.max_worlds = CHEAP
    first = quick.choose(obs, budget=0.0)
    ticks = itertools.count()  # a machine so busy that every look at the clock is 5 s on
    monkeypatch.setattr(time, "perf_counter", lambda: 5.0 * next(ticks))
    assert slow.choose(obs, budget=60.0) == first
    assert quick.last.planned == slow.last.planned == CHEAP  # no clock cut either short
    assert quick.last.iterations == slow.last.iterations > 0


def test_the_hints_work_is_its_own_not_the_hard_bots_clock():
    for game in GAMES:
        rules = registry.rules(game)
        bot = rules.make_bot(rules.hint_level, 0)
        assert isinstance(bot, HintBot)
        assert bot.max_worlds == bot.headless_iterations == bot.iterations >= 2000
        capped = hint_of(rules, CHEAP)
        assert capped is not None  # every game's hint is reproducible now


@pytest.mark.parametrize("game", GAMES)
def test_a_player_who_follows_the_hint_is_never_told_of_a_costly_moment(game):
    rules = registry.rules(game)
    states = played(game, 5, follow_hint=True)
    review = review_game(rules, states, [0], worlds=2, hint=hint_of(rules, CHEAP))
    assert review.decisions >= 5
    assert review.moments == []


@pytest.mark.parametrize("game, seed", [("solar-republic", 7), ("zahlenstreifen", 7),
                                        ("monad", 7)])
def test_each_moment_names_the_hints_move_as_the_better_one(game, seed):
    rules = registry.rules(game)
    states = played(game, seed, follow_hint=False)
    hint = hint_of(rules, CHEAP)
    assert hint is not None
    review = review_game(rules, states, [0], worlds=2, hint=hint)
    assert review.moments, "a random player loses against the hint somewhere"
    for moment in review.moments:
        before = states[moment.turn - 1]
        hinted = hint(before.observation(0))
        assert moment.suggested == str(hinted)
        assert not same_move(rules, hinted, rules.parse_move(moment.played))


def test_the_apps_review_job_asks_the_same_hint():
    # pt4a's game: the review in the background (ui/review_job.py) of a Solar Republic
    # game where the person followed the hint says nothing of those moves
    rules = registry.rules("solar-republic")
    states = played("solar-republic", 5, follow_hint=True)
    record = rules.to_record(states[-1], ["Ada", "Bot"])
    assert len(positions(record)) == len(states)
    out: queue.Queue[Any] = queue.Queue()
    run_review(record, [0], CHEAP, out)  # a review's worlds below the app's cap the hint
    messages = []
    while not out.empty():
        messages.append(out.get())
    assert messages[-1][0] == "done", messages[-1]
    assert messages[-1][1] == [] and messages[-1][2] >= 5
