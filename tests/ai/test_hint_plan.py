"""The hint keeps its word within a turn (playtest pt6d, finding 6).

In Monad the hint advised buying a Tri "as two Tris bring a Quad", and right after the
buy it advised against that very trade. A hint whose move leaves the same seat to move
again remembers the move its search planned there, and at that position keeps it unless
a new search finds it clearly worse; then it says what it went back on (`detail`).
"""

from __future__ import annotations

from typing import Any

from astromagie.ai import make_bot
from astromagie.ai.hint import PLAN_EVIDENCE, PLAN_SLACK, HintBot, keeps_plan
from astromagie.ai.ismcts import Edge
from astromagie.ai.registry import hint_level
from astromagie.host import registry

WORK = 300  # the hint's iterations here: enough for a plan to gather evidence


def edge(visits: int, mean: float) -> Edge:
    e = Edge()
    e.visits, e.total = visits, visits * mean
    return e


def hint_bot(game: str = "monad") -> HintBot:
    bot = make_bot(hint_level(game), 0, game)
    assert isinstance(bot, HintBot)
    bot.max_worlds = WORK
    return bot


def mid_turn(bot: HintBot, seed: int) -> tuple[Any, Any]:
    """A Monad position where the hint's move leaves the person to move again with a plan
    remembered, and the observation it leads to."""
    rules = registry.rules("monad")
    state = rules.new(2, seed)
    easy = make_bot("easy", seed, "monad")
    while not state.is_over():
        seat = state.current_player
        obs = state.observation(seat)
        if seat == 1 or len(state.legal_moves()) < 2:
            state.apply(easy.choose(obs, None))
            continue
        move = bot.choose(obs, None)
        state.apply(move)
        after = state.observation(seat)
        if state.current_player == seat and after in bot.plans:
            return obs, after
    raise AssertionError("no turn of two steps in this game")


def test_a_plan_within_the_slack_or_seen_too_little_is_kept():
    root = {"trade": edge(400, 0.60), "end": edge(300, 0.60 - PLAN_SLACK / 2),
            "rare": edge(PLAN_EVIDENCE - 1, 0.10)}
    assert keeps_plan(root, "end", "trade") is None
    assert keeps_plan(root, "rare", "trade") is None  # too few visits to go back on it
    assert keeps_plan(root, "unseen", "trade") is None


def test_a_plan_clearly_worse_is_dropped_with_both_means():
    root = {"trade": edge(400, 0.62), "end": edge(60, 0.62 - 2 * PLAN_SLACK)}
    said = keeps_plan(root, "end", "trade")
    assert said is not None
    assert said["best_mean"] - said["planned_mean"] > PLAN_SLACK


def test_the_next_step_of_a_turn_follows_the_plan_or_says_why_not():
    bot = hint_bot()
    _first, after = mid_turn(bot, 2)
    planned = bot.plans[after]
    move = bot.choose(after, None)
    assert move == planned or (bot.detail is not None
                               and bot.detail["changed_from"] == planned)
    again = bot.choose(after, None)  # asked twice, the same word
    assert again == move


def test_a_planted_plan_is_played_unless_the_search_finds_it_clearly_worse():
    bot = hint_bot()
    _first, after = mid_turn(bot, 4)
    cold = hint_bot().choose(after, None)  # the search's own move, no plan
    kept = changed = 0
    for option in after.legal_moves():
        bot.plans[after] = option
        move = bot.choose(after, None)
        if bot.detail is None:
            assert move == option
            kept += option != cold
        else:
            assert move == cold and bot.detail["changed_from"] == option
            assert bot.detail["best_mean"] - bot.detail["planned_mean"] > PLAN_SLACK
            changed += 1
    assert kept and changed, "a plan near the best stays; a poor one is dropped, said"


def test_without_a_plan_the_hint_is_the_search_alone():
    bot = hint_bot()
    _first, after = mid_turn(bot, 2)
    bot.plans.clear()
    assert bot.choose(after, None) == hint_bot().choose(after, None)
    assert bot.detail is None
