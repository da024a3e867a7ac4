"""The results screen against Enters carried over from play (pt16c 4: H, Enter, H, Enter at
the table's end went past the results into a new deal), and the guided game's bots named
as the scoreboard names them (pt16b 10)."""

from __future__ import annotations

import pygame

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.ui.kit import results as results_scene
from astromagie.ui.kit.results import KitResultsScene
from astromagie.ui.kit.session import guided_config
from tests.ui.test_kit_results import played
from tests.ui.ui_events import frames, key, post


def open_at(app, age: float) -> KitResultsScene:
    state, config = played("solar-republic", 2, 3)
    scene = KitResultsScene(app, state, config)
    app.stack.push(scene)
    scene.age = age
    frames(app, 1)
    return scene


def test_keys_in_the_first_moment_are_ignored(app):
    scene = open_at(app, 0.0)
    assert results_scene.READ_GUARD >= 0.5
    for _ in range(3):
        key(app, pygame.K_RETURN)
    assert app.stack.top is scene and scene.form.focus is None


def test_a_held_enter_and_its_repeats_never_ring_nor_deal(app):
    scene = open_at(app, results_scene.READ_GUARD)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    frames(app, 1)
    assert scene.form.focus is not None  # a fresh press rings
    for _ in range(5):  # auto-repeat: KEYDOWNs without a KEYUP
        scene.age += results_scene.RING_GUARD
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        frames(app, 1)
    assert app.stack.top is scene


def test_h_between_enters_puts_the_ring_out_so_no_deal(app):
    """pt16c 4's rhythm: Enter, H, Enter, H, Enter... long apart: never a new deal."""
    scene = open_at(app, results_scene.READ_GUARD)
    for _ in range(4):
        key(app, pygame.K_RETURN)
        assert scene.form.focus is scene.form.get("again")
        scene.age += results_scene.RING_GUARD + 0.1
        key(app, pygame.K_h)
        assert scene.form.focus is None
    assert app.stack.top is scene


def test_two_enters_in_a_row_still_deal(app):
    scene = open_at(app, results_scene.READ_GUARD)
    key(app, pygame.K_RETURN)
    scene.age += results_scene.RING_GUARD
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is not scene


def test_tab_then_enter_presses_the_chosen_button(app):
    scene = open_at(app, results_scene.READ_GUARD)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.form.focus is scene.form.get("new_game")
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is not scene


def test_the_guided_games_bots_are_practice_partners_on_the_results(app):
    for game in ("solar-republic", "zahlenstreifen"):
        config, _ = guided_config(game)
        state = registry.rules(game).new(len(config.seats), config.seed, config.options)
        scene = KitResultsScene(app, state, config)
        levels = scene.levels()
        assert levels[0] == "Human" and levels[1:] == ["Practice partner"] * (len(levels) - 1)
    state, config = played("solar-republic", 2, 3)
    assert KitResultsScene(app, state, config).levels() == ["Human", "Easy"]


def test_an_ordinary_game_with_easy_bots_keeps_their_level(app):
    seats = (SeatConfig("You"), SeatConfig("Vega", "medium"))
    state = registry.rules("monad").new(2, 5, {})
    scene = KitResultsScene(app, state, GameConfig(seats, game="monad"))
    assert scene.levels() == ["Human", "Medium"]
