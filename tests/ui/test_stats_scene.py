"""The statistics screen: rows per level and seat count, reset with confirmation, bad file."""

from __future__ import annotations

import random

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.storage.stats import load_stats, record_game, stats_path
from astromagie.ui.app import App
from astromagie.ui.scene import Scene
from astromagie.ui.scenes.stats import StatsScene, cells
from tests.ui.ui_events import click


def finished(n: int, seed: int) -> Game:
    game = Game.new(n, seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    return game


def record(n: int, level: str, seeds) -> None:
    cfg = GameConfig((SeatConfig("Me"),) + tuple(SeatConfig(f"B{i}", level)
                                                  for i in range(1, n)), game="astromagie")
    for seed in seeds:
        record_game(finished(n, seed), cfg)


def open_scene(app: App) -> StatsScene:
    app.stack.push(Scene(app))
    scene = StatsScene(app, "astromagie")
    app.stack.push(scene)
    return scene


def press(app: App, wid: str) -> None:
    click(app, app.stack.top.widget(wid))


def escape(app: App) -> None:
    app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                              unicode=""))


def test_empty_statistics(app):
    scene = open_scene(app)
    assert scene.stats.rows() == []
    assert not scene.widget("reset").enabled
    scene.draw(app.screen)
    escape(app)
    assert scene not in app.stack


def test_rows_per_level_and_seat_count(app):
    record(2, "easy", (1, 2))
    record(4, "hard", (3,))
    scene = open_scene(app)
    rows = scene.stats.rows()
    assert [(r.level, r.seats, r.played) for r in rows] == [("easy", 2, 2), ("hard", 4, 1)]
    assert scene.stats.total().played == 3
    assert scene.widget("reset").enabled
    scene.draw(app.screen)
    total = scene.stats.total()
    texts = cells(total, scene.columns, total=True)
    assert texts[0] == "All games" and texts[2] == "3"
    assert texts[6] == f"{total.mean_points:.1f}"
    i18n.set_language("de")
    app.stack.language("de")
    assert cells(total, scene.columns, total=True)[6] == f"{total.mean_points:.1f}".replace(
        ".", ",")
    assert cells(rows[0], scene.columns)[0] == "Leicht"
    scene.draw(app.screen)


def test_reset_asks_first(app):
    record(3, "medium", (5,))
    scene = open_scene(app)
    press(app, "reset")
    assert scene.confirming
    assert scene.widget("reset_yes").visible and not scene.widget("back").visible
    scene.draw(app.screen)
    press(app, "reset_no")
    assert not scene.confirming
    assert load_stats()[0].total().played == 1
    press(app, "reset")
    escape(app)  # Esc answers "keep" and stays on the screen
    assert not scene.confirming and scene in app.stack
    assert load_stats()[0].total().played == 1
    press(app, "reset")
    press(app, "reset_yes")
    assert not scene.confirming
    assert scene.stats.rows() == []
    assert load_stats()[0].buckets == {}
    assert not scene.widget("reset").enabled


def test_broken_file_is_set_aside_and_explained(app):
    stats_path().parent.mkdir(parents=True)
    stats_path().write_bytes(b"\x00not json")
    scene = open_scene(app)
    assert [n.key for n in scene.notices] == ["files.stats_broken"]
    [backup] = stats_path().parent.glob("stats.json.broken-*")
    assert backup.read_bytes() == b"\x00not json"
    scene.draw(app.screen)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_buttons_fit_the_window(app, size):
    record(5, "random", (7,))
    scene = open_scene(app)
    scene.on_resize(size)
    window = pygame.Rect((0, 0), size)
    for wid in ("back", "reset", "reset_yes", "reset_no"):
        assert window.contains(scene.widget(wid).rect), wid
    assert not scene.widget("back").rect.colliderect(scene.widget("reset").rect)


def test_a_game_names_its_own_average_where_its_score_is_not_points(app):
    from astromagie import i18n

    scene = app.open_scene("stats", "monad")
    assert scene.heading("mean_points") == "Monads per game"
    assert scene.heading("played") == i18n.tr("stats.played")
    other = app.open_scene("stats", "solar-republic")
    assert other.heading("mean_points") == i18n.tr("stats.mean_points")


def test_astromagie_shows_its_best_trick_and_tricks_per_game_in_its_words(app):
    scene = app.open_scene("stats", "astromagie")
    assert [c.key for c in scene.columns] == ["opponents", "seats", "played", "won",
                                              "win_rate", "best_trick", "mean_points", "tricks"]
    assert [scene.heading(c) for c in scene.columns[5:]] == [
        i18n.tr("stats.best_trick"), i18n.tr("stats.mean_points"), i18n.tr("stats.mean_tricks")]


def test_any_game_shows_the_fields_it_declares(app, monkeypatch):
    """A game's `GameInfo.statistics` are its columns: a best figure as it is, a counted one
    per game, headed by the game's words (no column is the house's by name any more)."""
    from dataclasses import replace

    from astromagie.host import registry
    from astromagie.host.game import StatField
    from astromagie.storage.stats import LevelStats

    info = registry.info("monad")
    declared = (StatField("best_streak", "monad.game.name"), StatField("trades", "stats.won"))
    monkeypatch.setitem(registry._REGISTERED, "monad", replace(info, statistics=declared))
    scene = app.open_scene("stats", "monad")
    assert [c.key for c in scene.columns][4:] == ["win_rate", "best_streak", "mean_points",
                                                  "trades"]
    assert scene.heading(scene.columns[5]) == i18n.tr("monad.game.name")
    bucket = LevelStats("easy", 2, played=4, won=1, points=6,
                        extra={"best_streak": 7, "trades": 10})
    assert cells(bucket, scene.columns)[5:] == ["7", "1.5", "2.5"]
    app.stack.push(scene)
    scene.draw(app.screen)
