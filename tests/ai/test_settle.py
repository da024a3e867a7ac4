"""The hard search stops once its choice is settled, and then plays exactly what the full
search plays: without a clock the same move at every position of every game, sooner."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from astromagie.ai import make_bot
from astromagie.ai.ismcts import Edge, ISMCTSBot, _lead
from astromagie.host import registry

ITERATIONS = 150  # small, so the test is quick; the stop is the same rule at any count
POSITIONS = 10  # positions searched per game and table size, spread over a whole game


def hard(game: str, seed: int, settle: bool) -> ISMCTSBot:
    bot = make_bot("hard", seed, game)
    assert isinstance(bot, ISMCTSBot), f"{game}'s hard bot is no IS-MCTS search"
    bot.settle = settle
    bot.iterations = bot.headless_iterations = ITERATIONS
    return bot


def positions(game: str, players: int, seed: int) -> Iterator[Any]:
    """Observations with a choice the search makes (no sure move), spread evenly over a
    game of `easy` bots."""
    rules = registry.rules(game)
    policy = hard(game, 0, settle=False).policy

    def searched(obs: Any) -> bool:
        moves = obs.legal_moves()
        return len(moves) > 1 and policy.sure_move(obs, moves) is None

    def play() -> Iterator[Any]:
        state = rules.new(players, seed, None)
        bots = [make_bot("easy", seed + s, game) for s in range(players)]
        while not state.is_over():
            obs = state.observation(state.current_player)
            yield obs
            state.apply(bots[state.current_player].choose(obs, None))

    choices = sum(searched(obs) for obs in play())
    step = max(1, choices // POSITIONS)
    with_choice = (obs for obs in play() if searched(obs))
    yield from itertools.islice(with_choice, 0, None, step)


def seat_counts(game: str) -> list[int]:
    seats = registry.rules(game).info.players
    return sorted({min(seats), min(max(seats), 3)})


@pytest.mark.parametrize("game", registry.ids())
def test_settled_search_plays_the_full_searchs_move(game):
    searched = settled = saved = 0
    for players in seat_counts(game):
        for seed, obs in enumerate(positions(game, players, 5 + players)):
            full = hard(game, seed, settle=False)
            quick = hard(game, seed, settle=True)
            move = full.choose(obs, None)
            assert quick.choose(obs, None) == move, (game, players, obs.turn, seed)
            assert full.last.iterations == ITERATIONS and not full.last.settled
            assert quick.last.iterations <= ITERATIONS
            assert quick.last.settled == (quick.last.iterations < ITERATIONS)
            searched += 1
            settled += quick.last.settled
            saved += ITERATIONS - quick.last.iterations
    assert searched >= POSITIONS
    assert settled > 0 and saved > 0, (game, settled, saved)


def test_lead_counts_the_tie_break_by_legal_order():
    def root(*visits: int) -> tuple[dict[Any, Edge], list[Any]]:
        edges: dict[Any, Edge] = {}
        for move, count in enumerate(visits):
            edges[move] = Edge()
            edges[move].visits = count
        return edges, list(range(len(visits)))

    # The first of equals is played: a later move must gain one visit, an earlier none.
    assert _lead(*root(5, 5)) == 1
    assert _lead(*root(4, 6)) == 2
    assert _lead(*root(6, 4)) == 3
    # Against a move not yet tried (no edge), which counts 0 visits.
    edges, moves = root(9)
    assert _lead(edges, moves + ["untried"]) == 10
    assert _lead(edges, ["untried"] + moves) == 9
    assert _lead({}, [0, 1]) == 0  # nothing visited: nothing settled


def test_a_clocked_search_answers_an_obvious_move_before_its_clock(monkeypatch):
    """Under a fake clock moving 5 ms at each look (about 200 iterations in the budget,
    whatever the machine), a settled search stops early; unsettled ones use it all."""
    from astromagie.ai import ismcts

    ticks = itertools.count()
    monkeypatch.setattr(ismcts, "time",
                        SimpleNamespace(perf_counter=lambda: next(ticks) * 0.005))
    budget = 1.0
    early = 0
    for obs in positions("astromagie", 2, 3):
        bot = make_bot("hard", 1, "astromagie")
        assert isinstance(bot, ISMCTSBot)
        bot.iterations = 10**9
        move = bot.choose(obs, budget)
        assert move in obs.legal_moves()
        if bot.last.settled:
            early += 1
            assert bot.last.seconds < budget
        else:
            assert bot.last.seconds >= budget
    assert early > 0
