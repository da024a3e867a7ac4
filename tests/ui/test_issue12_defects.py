"""Issue 12, defects 4, 7 and 9, each driven with real posted mouse and key events.

4: the finished-games list (route "archive") opens from the title, the statistics
   and the results screens.
7: Enter on the setup screen starts the game, wherever the keyboard focus is
   (the title promises "Tab and Enter work everywhere").
9: Settings says "Changes are saved at once": window size, full screen and speed are
   on disk right after the click, before Back; F11 anywhere is saved too.
"""

from __future__ import annotations

import json

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.storage.settings import load_settings
from astromagie.ui.app import MIN_SIZE, App, start_title
from astromagie.ui.routes import scene_class
from astromagie.ui.scenes.setup import SetupScene
from astromagie.ui.table.scene import TableScene


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def app():
    a = App(size=(1280, 800))  # settings from storage, in the temporary home
    a.settings.language = "en"
    yield a
    a.close()


def click(app: App, target, frames: int = 1) -> None:
    pos = target.center if isinstance(target, pygame.Rect) else target.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(frames)


def key(app: App, k: int, mod: int = 0, frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    app.run_frames(frames)


def _saved() -> dict:
    settings, notices = load_settings()
    assert not notices
    return settings.to_json()


# -- defect 4 ----------------------------------------------------------------------------------
def _finished() -> tuple[Game, GameConfig]:
    game = Game.new(3, 2)
    while not game.is_over():
        game.apply(game.legal_moves()[0])
    return game, GameConfig((SeatConfig("Ada", "human"), SeatConfig("Vega", "easy"),
                             SeatConfig("Orion", "easy")))


def test_defect4_finished_games_open_from_the_title(app):
    start_title(app)
    app.run_frames(1)
    click(app, app.stack.top.widget("archive"))
    assert isinstance(app.stack.top, scene_class("archive"))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, scene_class("title"))


def test_defect4_finished_games_open_from_the_statistics(app):
    start_title(app)
    app.run_frames(1)
    click(app, app.stack.top.widget("stats"))
    assert isinstance(app.stack.top, scene_class("stats"))
    click(app, app.stack.top.widget("archive"))
    assert isinstance(app.stack.top, scene_class("archive"))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, scene_class("stats"))


def test_defect4_finished_games_open_from_the_results_and_list_this_game(app):
    game, config = _finished()
    start_title(app)
    app.run_frames(1)
    app.push_scene("results", game, config)  # keeps the game in the archive
    app.run_frames(1)
    click(app, app.stack.top.widget("archive"))
    archive = app.stack.top
    assert isinstance(archive, scene_class("archive"))
    assert len(archive.games) == 1


# -- defect 7 ----------------------------------------------------------------------------------
def _setup(app: App) -> SetupScene:
    start_title(app)
    app.run_frames(1)
    click(app, app.stack.top.widget("new_game"))
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return setup


def test_defect7_enter_on_the_focused_player_count_starts_the_game(app):
    setup = _setup(app)
    count = setup.count
    key(app, pygame.K_TAB)  # the first control: the player count
    assert setup.form.focus is setup.widget("count")
    key(app, pygame.K_RETURN)
    assert setup.count == count
    assert isinstance(app.stack.top, TableScene)
    assert app.stack.top.game.num_players == count


def test_defect7_enter_on_a_focused_choice_starts_the_game(app):
    setup = _setup(app)
    kinds = list(setup.kinds)
    setup.form.set_focus(setup.widget("kind1"))
    key(app, pygame.K_KP_ENTER)
    assert isinstance(app.stack.top, TableScene)
    assert setup.kinds == kinds


def test_defect7_tab_to_back_and_enter_still_presses_back(app):
    setup = _setup(app)
    setup.form.set_focus(setup.widget("back"))
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, scene_class("title"))


# -- defect 9 ----------------------------------------------------------------------------------
def _settings(app: App):
    start_title(app)
    app.run_frames(1)
    click(app, app.stack.top.widget("settings"))
    settings = app.stack.top
    assert isinstance(settings, scene_class("settings"))
    return settings


def test_defect9_speed_and_window_size_are_written_at_once(app):
    settings = _settings(app)
    click(app, settings.widget("speed").segment_rect(4.0))
    assert _saved()["animation_speed"] == 4.0  # before Back: "saved at once"
    click(app, settings.widget("window_size").segment_rect(MIN_SIZE))
    assert _saved()["window_size"] == list(MIN_SIZE)
    click(app, settings.widget("sound"))
    assert _saved()["sound"] is False
    assert isinstance(app.stack.top, scene_class("settings"))  # still there


def _fake_window(app: App, monkeypatch, opened: list[bool]) -> None:
    """No real full screen in a test: the window stays, the app believes it switched."""
    def fake(size, fullscreen):
        opened.append(fullscreen)
        app._fullscreen = fullscreen
        return app.screen
    monkeypatch.setattr(app, "_open_window", fake)


def test_defect9_full_screen_switch_is_written_at_once(app, monkeypatch):
    opened: list[bool] = []
    _fake_window(app, monkeypatch, opened)
    settings = _settings(app)
    click(app, settings.widget("fullscreen"))
    assert opened == [True]
    assert _saved()["fullscreen"] is True


def test_defect9_f11_outside_the_settings_is_saved(app, monkeypatch, tmp_path):
    _fake_window(app, monkeypatch, [])
    start_title(app)
    app.run_frames(1)
    key(app, pygame.K_F11)
    assert _saved()["fullscreen"] is True
    key(app, pygame.K_F11)
    data = json.loads(next(tmp_path.rglob("settings.json")).read_text("utf-8"))
    assert data["fullscreen"] is False


def test_defect4_the_longer_title_menu_fits_the_smallest_window_with_a_saved_game():
    from astromagie.storage.saves import autosave_game

    game = Game.new(2, 5)
    game.apply(game.legal_moves()[0])
    autosave_game(game, GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy"))))
    app = App(size=MIN_SIZE)
    try:
        start_title(app)
        app.run_frames(1)
        title = app.stack.top
        assert title.widget("resume").visible
        ids = ("new_game", "resume", "rules", "stats", "archive", "settings", "quit")
        rects = [title.widget(wid).rect for wid in ids]
        assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:], strict=False))
        summary = title.widget("resume_summary").rect
        assert not any(summary.colliderect(r) for r in rects)
        assert rects[-1].bottom <= title.widget("footer").rect.top
    finally:
        app.close()
