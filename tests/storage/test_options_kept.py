"""Every game's options survive the save, the resume, the record, Watch again and New game.

The options a game was dealt with are asked of its rules (`GameRules.options_of`),
whatever key its records keep them under: Astromagie's `variants`, Monad's `options`.
A game whose options were lost would resume, replay or start again as the rule
book's game (a Monad game set to one Monad would run to five).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.options import OptionSpec
from astromagie.storage import finish_game
from astromagie.storage.records import make_record, read_record
from astromagie.storage.saves import autosave_game, list_finished, load_autosave, load_finished


def other_value(spec: OptionSpec) -> object:
    """A value of `spec` that is not its default: what a player would have chosen."""
    if spec.kind == "bool":
        return not spec.default
    if spec.kind == "int":
        return spec.suggested if spec.default != spec.suggested else spec.low
    return next(choice for choice in spec.choices if choice != spec.default)


CHOSEN = [pytest.param(info.id, {spec.name: other_value(spec)}, id=f"{info.id}-{spec.name}")
          for info in registry.shelf() for spec in info.options]


def test_every_game_with_options_is_covered():
    """Two games of the shelf have options today; a new one is picked up by CHOSEN."""
    assert {game for game, _ in (p.values for p in CHOSEN)} >= {"astromagie", "monad"}


def config_of(game: str, options: dict[str, object]) -> GameConfig:
    return GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), dict(options), game=game)


def played(game: str, options: dict[str, object], seed: int, turns: int | None = None):
    """A game of `game` with `options`, played with random legal moves (`turns` of them,
    or to its end)."""
    state = registry.rules(game).new(2, seed, options)
    rng = random.Random(seed)
    while not state.is_over() and (turns is None or len(state.history) < turns):
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize(("game", "options"), CHOSEN)
def test_options_survive_the_record(game, options):
    state = played(game, options, seed=5, turns=6)
    config = config_of(game, options)
    restored, read = read_record(make_record(state, config))
    assert read.options == options
    assert registry.rules(game).options_of(restored) == options


@pytest.mark.parametrize(("game", "options"), CHOSEN)
def test_options_survive_save_and_resume(game, options):
    state = played(game, options, seed=6, turns=8)
    assert not state.is_over()
    assert autosave_game(state, config_of(game, options)) == []
    info, notices = load_autosave(game)
    assert notices == [] and info is not None
    assert info.config.options == options
    assert registry.rules(game).options_of(info.game) == options


@pytest.mark.parametrize(("game", "options"), CHOSEN)
def test_options_survive_watch_again_and_new_game(game, options):
    state = played(game, options, seed=7)
    config = config_of(game, options)
    assert finish_game(state, config) == []
    [kept] = list_finished(game)
    playback, notices = load_finished(kept.id, game)
    assert notices == [] and playback is not None
    assert playback.config.options == options  # Watch again
    assert registry.rules(game).options_of(playback.final) == options
    # the results' New game: the same seats and options again, a new deal
    again = replace(playback.config, seed=None, undos=0)
    fresh = registry.rules(game).new(len(again.seats), 99, again.options)
    assert registry.rules(game).options_of(fresh) == options


def test_a_monad_game_to_two_monads_resumes_and_starts_again_to_two_monads():
    """MO6a's goal, the bug the review found: a chosen goal came back as another game's
    (a new table plays to 1 Monad since issue 39; 2 is a goal the table chooses)."""
    state = played("monad", {"goal": 2}, seed=8, turns=10)
    assert autosave_game(state, config_of("monad", {"goal": 2})) == []
    info, _ = load_autosave("monad")
    assert info is not None and info.game.goal == 2
    again = registry.rules("monad").new(2, 3, replace(info.config, seed=None).options)
    assert again.goal == 2 and registry.rules("monad").new(2, 3, {}).goal == 1


def test_an_astromagie_record_of_an_older_version_keeps_its_variants():
    """Records written before the options were asked of the rules load as they did."""
    record = make_record(played("astromagie", {}, seed=9, turns=4),
                         config_of("astromagie", {}))
    record["variants"] = {"modern_rulers": True, "target_score": 60}
    _, config = read_record(record)
    assert config.options == {"modern_rulers": True, "target_score": 60}
    record["variants"] = {"modern_rulers": False}  # a default spelt out: no option chosen
    assert read_record(record)[1].options == {}


def test_a_game_set_up_with_no_options_comes_back_as_the_same_game():
    """No option chosen: the record's options (none, or a default it spells out, as
    Monad's goal of this edition) make the same game again."""
    for info in registry.shelf():
        rules = registry.rules(info.id)
        state = played(info.id, {}, seed=10, turns=3)
        options = read_record(make_record(state, config_of(info.id, {})))[1].options
        assert rules.options_of(rules.new(2, 11, options)) == rules.options_of(state)
    assert read_record(make_record(played("solar-republic", {}, seed=10, turns=3),
                                   config_of("solar-republic", {})))[1].options == {}
