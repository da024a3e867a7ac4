"""Same seed, same games on any machine: headless runs give the bots no clock.

A slow or busy machine is played by a fake clock that jumps seconds at every
look: a headless game (`play_game`, `simulate`, `arena` without `--budget`)
must not change, while a clocked move (the app's) must feel it.
"""

from __future__ import annotations

import itertools
import json
import time

import pytest

from astromagie.ai import make_bot
from astromagie.ai.base import APP_BUDGET
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.match import play_game
from astromagie.ai.medium import FlatMCBot
from astromagie.cli.arena import play_one
from astromagie.cli.main import main
from astromagie.games.astromagie.policy import POLICY
from astromagie.games.astromagie.rules import LEVELS
from astromagie.host import registry


def slow_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every look at the clock finds five more seconds gone."""
    ticks = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: 5.0 * next(ticks))


def small_bots(names: list[str], seed: int) -> list:
    bots = [make_bot(name, seed * 7 + seat, "astromagie") for seat, name in enumerate(names)]
    for bot in bots:
        if isinstance(bot, ISMCTSBot):
            bot.headless_iterations = 40
        elif isinstance(bot, FlatMCBot):
            bot.worlds = 3  # a clock would stop it after its first world
    return bots


def small_medium(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line's medium bot with 3 worlds (its clock would stop it after one)."""
    monkeypatch.setitem(LEVELS, "medium", lambda seed: FlatMCBot(POLICY, seed, worlds=3))


def test_a_headless_game_does_not_depend_on_the_clock(monkeypatch):
    names = ["easy", "medium", "hard"]
    quiet = play_game(small_bots(names, 3), 11, "astromagie").game.history
    slow_clock(monkeypatch)
    busy = play_game(small_bots(names, 3), 11, "astromagie").game.history
    assert busy == quiet


def test_a_clocked_move_feels_the_clock(monkeypatch):
    state = registry.rules("astromagie").new(2, 5, None)
    obs = state.observation(state.current_player)
    hard = make_bot("hard", 1, "astromagie")
    assert isinstance(hard, ISMCTSBot)
    hard.iterations = hard.headless_iterations = 40
    hard.choose(obs, None)
    headless = hard.last.iterations  # 40, or fewer when its choice settled sooner
    assert headless > 0 and hard.last.planned == 40
    slow_clock(monkeypatch)
    hard.choose(obs, APP_BUDGET)
    assert hard.last.iterations == 0  # the app's clock ran out before the first iteration
    hard.choose(obs, None)
    assert hard.last.iterations == headless


def test_headless_hard_does_the_work_of_the_apps_clock():
    hard = make_bot("hard", 1, "astromagie")
    assert isinstance(hard, ISMCTSBot)
    policy = registry.rules("astromagie").policy()
    assert hard.headless_iterations == min(hard.iterations, policy.app_iterations or 10**9)
    assert make_bot("hard", 1, "monad").headless_iterations == hard.iterations  # type: ignore
    hard.iterations = 40  # a smaller search is smaller without a clock too
    assert hard.headless_iterations == 40


def test_simulate_plays_the_same_games_on_a_busy_machine(monkeypatch, capsys):
    small_medium(monkeypatch)
    args = ["simulate", "--players", "3", "--bots", "easy,medium,random", "--games", "1",
            "--seed", "7", "--json"]

    def figures() -> dict:
        assert main(args) == 0
        data = json.loads(capsys.readouterr().out)
        return {k: v for k, v in data.items() if k not in ("seconds", "games_per_second")}

    quiet = figures()
    slow_clock(monkeypatch)
    assert figures() == quiet


def test_arena_without_budget_plays_the_same_games_on_a_busy_machine(monkeypatch):
    small_medium(monkeypatch)
    names = ["medium", "easy"]
    quiet = play_one(names, 3, 1, None, "astromagie")
    slow_clock(monkeypatch)
    busy = play_one(names, 3, 1, None, "astromagie")
    assert (busy.shares, busy.points) == (quiet.shares, quiet.points)
