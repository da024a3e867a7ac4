"""The menus driven the way a player drives them: real pygame events (mouse button down and
up on a control's rectangle, keys, typed text) posted to the queue and run through the
app's main loop, frame by frame. The finished games open from the title, the statistics
and the results; Enter on the setup starts the game wherever the focus is; the settings
are on disk right after each click."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.look import theme
from astromagie.storage.paths import config_dir
from astromagie.storage.saves import autosave_game
from astromagie.storage.settings import load_settings, settings_path
from astromagie.ui.app import MIN_SIZE, App, start_title
from astromagie.ui.routes import scene_class
from astromagie.ui.scenes.pause import PauseScene
from astromagie.ui.scenes.settings import SettingsScene
from astromagie.ui.scenes.setup import SetupScene
from astromagie.ui.scenes.title import NoticeScene, TitleScene
from astromagie.ui.widgets import Button, Choice, Stepper
from tests.ui.ui_events import click, frames, key

pytestmark = pytest.mark.app(stored=True, saves_settings=True)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.run_frames(1)


def top(app: App):
    return app.stack.top


def open_setup(app: App) -> SetupScene:
    start_title(app)
    app.run_frames(1)
    click(app, top(app).widget("new_game"))
    assert isinstance(top(app), SetupScene)
    return top(app)


# -- the whole way from the title to the table and out again ------------------------------
def test_title_setup_start_table_pause_and_back_to_the_title(app):
    setup = open_setup(app)
    click(app, setup.widget("count").button_rects()[0])  # "−": 4 -> 3 players
    name = setup.widget("name0")
    click(app, name)
    for _ in range(len(name.value)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Ada")
    click(app, setup.widget("start"))

    table = top(app)
    assert isinstance(table, scene_class("table"))
    assert [s.name for s in table.config.seats][0] == "Ada"
    assert len(table.config.seats) == 3
    assert app.stack.scenes[0].__class__ is TitleScene and len(app.stack) == 2  # setup left
    saved = json.loads(next(iter(_home(app).rglob("settings.json"))).read_text("utf-8"))
    assert saved["seats"][0] == {"name": "Ada", "kind": "human"} and len(saved["seats"]) == 3

    key(app, pygame.K_ESCAPE, settle=2)
    pause = top(app)
    assert isinstance(pause, PauseScene)
    assert app.stack.visible() == (table, pause)  # the table stays visible under the dialog
    key(app, pygame.K_ESCAPE)  # Esc again: back to the game
    assert top(app) is table

    key(app, pygame.K_ESCAPE, settle=2)
    click(app, top(app).widget("to_title"))
    assert isinstance(top(app), TitleScene) and len(app.stack) == 1


def test_quit_from_the_pause_dialog_ends_the_app(app):
    setup = open_setup(app)
    for i in range(4):  # AI only: nobody waits for a human
        click(app, setup.widget(f"kind{i}").segment_rect("easy"))
    click(app, setup.widget("start"))
    key(app, pygame.K_ESCAPE, settle=2)
    assert isinstance(top(app), PauseScene)
    click(app, top(app).widget("quit"))
    assert not app.running


def _home(app: App):
    return config_dir()


# -- title -----------------------------------------------------------------------------------
def test_language_switch_on_the_title_changes_every_label_at_once(app):
    start_title(app)
    app.run_frames(1)
    title = top(app)
    click(app, title.widget("language").segment_rect("de"))
    assert i18n.current_language() == "de"
    assert title.widget("new_game").text == "Neues Spiel"
    assert title.widget("quit").text == "Beenden"
    assert app.settings.language == "de"


def test_keyboard_alone_reaches_the_setup(app):
    start_title(app)
    app.run_frames(1)
    key(app, pygame.K_TAB)  # focus the first control: New game
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), SetupScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), TitleScene)


def test_resume_is_usable_only_with_a_saved_game_and_restores_it(app):
    start_title(app)
    app.run_frames(1)
    title = top(app)
    # without a saved game Resume holds its place, greyed: a click on it does nothing
    assert title.widget("resume").visible and not title.widget("resume").enabled
    click(app, title.widget("resume"))
    assert top(app) is title

    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=4, game="astromagie")
    game = Game.new(2, 4)
    for _ in range(5):
        game.apply(game.legal_moves()[0])
    autosave_game(game, config)
    click(app, title.widget("settings"))  # leave and come back: the title looks again
    click(app, top(app).widget("back"))
    assert title.widget("resume").enabled
    click(app, title.widget("resume"))
    table = top(app)
    assert isinstance(table, scene_class("table"))
    assert list(table.state.history) == list(game.history)
    assert [s.kind for s in table.config.seats] == ["human", "easy"]


# -- setup -----------------------------------------------------------------------------------
def test_setup_allows_two_to_five_seats(app):
    setup = open_setup(app)
    count: Stepper = setup.widget("count")
    for _ in range(5):
        click(app, count.button_rects()[1])
    assert setup.count == 5 and setup.widget("name4").visible
    for _ in range(5):
        click(app, count.button_rects()[0])
    assert setup.count == 2 and not setup.widget("name2").visible
    assert len(setup.config().seats) == 2


def test_several_seats_may_be_people_and_none_means_watching(app):
    # issue 12: two or more people may share the screen (the table hands over between them)
    setup = open_setup(app)
    first = [s.kind for s in setup.config().seats].index("human")
    other = 2 if first != 2 else 1
    click(app, setup.widget(f"kind{other}").segment_rect("human"))
    kinds = [s.kind for s in setup.config().seats]
    assert kinds.count("human") == 2 and kinds[other] == "human" and kinds[first] == "human"
    click(app, setup.widget(f"kind{other}").segment_rect("hard"))
    click(app, setup.widget(f"kind{first}").segment_rect("hard"))
    assert all(s.kind != "human" for s in setup.config().seats)
    assert setup.widget("note").visible  # "you watch the AI play"


def test_variants_and_seed_reach_the_game_config(app):
    setup = open_setup(app)
    click(app, setup.widget("option_modern_rulers"))
    click(app, setup.widget("option_target_score"))
    before = setup.numbers["target_score"]
    click(app, setup.widget("option_target_score_value").button_rects()[1])
    click(app, setup.widget("seed"))
    type_text(app, "12a3")  # only digits are taken
    config = setup.config()
    assert config.options["modern_rulers"] is True
    assert config.options["target_score"] == before + 10
    assert config.seed == 123


def test_an_empty_name_gets_a_star_name(app):
    setup = open_setup(app)
    name = setup.widget("name1")
    click(app, name)
    for _ in range(len(name.value)):
        key(app, pygame.K_BACKSPACE)
    assert name.value == ""
    assert setup.config().seats[1].name.strip()


# -- settings --------------------------------------------------------------------------------
def test_settings_apply_at_once_and_are_saved(app):
    start_title(app)
    app.run_frames(1)
    click(app, top(app).widget("settings"))
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    click(app, settings.widget("speed").segment_rect(2.0))
    assert app.settings.animations is True
    click(app, settings.widget("animations"))
    click(app, settings.widget("sound"))
    click(app, settings.widget("language").segment_rect("de"))
    click(app, settings.widget("window_size").segment_rect(MIN_SIZE))
    assert app.settings.animation_speed == 2.0
    assert app.settings.sound is False and not app.sound.enabled
    assert app.screen.get_size() == MIN_SIZE
    assert settings.widget("back").text == "Zurück"
    click(app, settings.widget("back"))
    assert isinstance(top(app), TitleScene)
    saved = json.loads(next(iter(_home(app).rglob("settings.json"))).read_text("utf-8"))
    assert saved["language"] == "de" and saved["animation_speed"] == 2.0
    assert saved["animations"] is False and app.settings.animations is False
    assert saved["sound"] is False and saved["window_size"] == list(MIN_SIZE)


# -- results ---------------------------------------------------------------------------------
def _finished(seats: int = 3, seed: int = 2) -> tuple[Game, GameConfig]:
    game = Game.new(seats, seed)
    while not game.is_over():
        game.apply(game.legal_moves()[0])
    names = ("Ada", "Vega", "Orion", "Lyra", "Altair")
    config = GameConfig(tuple(SeatConfig(names[i], "human" if i == 0 else "easy")
                              for i in range(seats)), game="astromagie")
    return game, config


def test_results_of_two_people_name_them_and_call_nobody_you(app):
    game, _config = _finished(2, 2)
    config = GameConfig((SeatConfig("You"), SeatConfig("Bea")), game="astromagie")
    results = app.open_scene("results", game, config)
    assert results.names == ["Player 1", "Bea"]
    i18n.set_language("de")
    assert results.names == ["Spieler 1", "Bea"]


# -- every menu fits the smallest window, in both languages --------------------------------
def _menu_scenes(app: App):
    game, config = _finished(5, 1)
    return {
        "title": lambda: TitleScene(app),
        "setup": lambda: SetupScene(app, "astromagie"),
        "settings": lambda: SettingsScene(app),
        "pause": lambda: PauseScene(app),
        "results": lambda: app.open_scene("results", game, config),
    }


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_menu_fits_the_smallest_window_without_overlaps(lang):
    app = App(size=MIN_SIZE)
    try:
        i18n.set_language(lang)
        window = pygame.Rect((0, 0), MIN_SIZE)
        for name, make in _menu_scenes(app).items():
            scene = make()
            app.stack.push(scene)
            if name == "setup":  # the most crowded case: five seats
                for _ in range(3):
                    click(app, scene.widget("count").button_rects()[1])
            app.run_frames(1)
            shown = [w for w in scene.form.widgets if w.visible and w.rect.w]
            for w in shown:
                assert window.contains(w.rect), f"{name}: {w.id} {w.rect} leaves the window"
            for i, a in enumerate(shown):
                for b in shown[i + 1:]:
                    assert not a.rect.colliderect(b.rect), f"{name}: {a.id} overlaps {b.id}"
            for w in shown:  # a button's label is never squeezed to a tiny font
                if isinstance(w, Button):
                    assert w._label.get_height() >= w.px(w.size) * 0.8, f"{name}: {w.id}"
            for w in shown:  # every option fits its segment, also drawn bold when selected
                if isinstance(w, Choice):
                    for (plain, bold), seg in zip(w._labels, w.segment_rects(), strict=True):
                        assert plain.get_width() <= seg.w and bold.get_width() <= seg.w, (
                            f"{name}: {w.id} option wider than its segment")
            app.stack.pop()
    finally:
        app.close()


def test_a_broken_settings_file_is_reported_once_in_a_dialog(tmp_path):
    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "settings.json").write_text("{broken", encoding="utf-8")
    app = App(size=(1280, 800))
    try:
        title = start_title(app)
        app.run_frames(2)
        notice = top(app)
        assert isinstance(notice, NoticeScene)
        assert app.stack.visible() == (title, notice)
        assert any("settings" in t for t in notice.texts)
        click(app, notice.widget("ok"))
        assert top(app) is title
        title.resume()  # coming back to the title does not repeat the message
        app.run_frames(2)
        assert top(app) is title
    finally:
        app.close()


def test_menus_render_no_text_while_nothing_changes(app, monkeypatch):
    """Texts are rendered on layout and language changes only, never per frame."""
    calls = []
    real_font = theme.font
    game, config = _finished()
    start_title(app)
    for make in (lambda: SetupScene(app, "astromagie"), lambda: SettingsScene(app),
                 lambda: PauseScene(app),
                 lambda: app.open_scene("results", game, config), None):
        if make is not None:
            app.stack.push(make())
        app.run_frames(2)  # first frames may finish setting up
        monkeypatch.setattr(theme, "font", lambda *a: calls.append(a) or real_font(*a))
        app.run_frames(10)
        monkeypatch.setattr(theme, "font", real_font)
        assert calls == [], f"{type(top(app)).__name__} renders text every frame"
        if make is not None:
            app.stack.pop()


def test_without_a_sound_device_the_switch_is_greyed_out_and_says_why(app):
    app._sound = SimpleNamespace(available=False, enabled=False, play=lambda name: None)
    app.settings.sound = True
    start_title(app)
    app.stack.push(SettingsScene(app))
    app.run_frames(1)
    switch = top(app).widget("sound")
    assert not switch.enabled
    click(app, switch)
    assert app.settings.sound is True  # nothing to switch


def test_typing_never_goes_into_the_name_of_a_removed_seat(app):
    setup = open_setup(app)
    last = setup.widget("name3")
    click(app, last)
    before = last.value
    setup.widget("count").set(3)  # the fourth seat disappears while its name is focused
    type_text(app, "xyz")
    assert last.value == before and not last.visible


def test_setup_warns_that_a_new_game_replaces_the_saved_one(app):
    setup = open_setup(app)
    assert not setup.widget("replaces_save").visible
    key(app, pygame.K_ESCAPE)
    game = Game.new(2, 1)
    game.apply(game.legal_moves()[0])
    seats = (SeatConfig("Ada"), SeatConfig("Vega", "easy"))
    autosave_game(game, GameConfig(seats, game="astromagie"))
    click(app, top(app).widget("new_game"))
    assert top(app).widget("replaces_save").visible


def _saved() -> dict:
    settings, notices = load_settings()
    assert not notices
    return settings.to_json()


# -- the finished games open from everywhere ------------------------------------------------
def test_finished_games_open_from_the_title(app):
    start_title(app)
    app.run_frames(1)
    click(app, app.stack.top.widget("archive"))
    assert isinstance(app.stack.top, scene_class("archive"))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, scene_class("title"))


def test_finished_games_open_from_the_statistics(app):
    start_title(app)
    app.run_frames(1)
    click(app, app.stack.top.widget("stats"))
    assert isinstance(app.stack.top, scene_class("stats"))
    click(app, app.stack.top.widget("archive"))
    assert isinstance(app.stack.top, scene_class("archive"))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, scene_class("stats"))


# -- Enter on the setup starts the game, wherever the focus is ------------------------------
def _setup(app: App) -> SetupScene:
    start_title(app)
    app.run_frames(1)
    click(app, app.stack.top.widget("new_game"))
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return setup


def test_enter_on_the_focused_player_count_starts_the_game(app):
    setup = _setup(app)
    count = setup.count
    key(app, pygame.K_TAB)  # the first control: the player count
    assert setup.form.focus is setup.widget("count")
    key(app, pygame.K_RETURN)
    assert setup.count == count
    assert isinstance(app.stack.top, scene_class("table"))
    assert len(app.stack.top.state.scores) == count


def test_enter_on_a_focused_choice_starts_the_game(app):
    setup = _setup(app)
    kinds = list(setup.kinds)
    setup.form.set_focus(setup.widget("kind1"))
    key(app, pygame.K_KP_ENTER)
    assert isinstance(app.stack.top, scene_class("table"))
    assert setup.kinds == kinds


def test_tab_to_back_and_enter_still_presses_back(app):
    setup = _setup(app)
    setup.form.set_focus(setup.widget("back"))
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, scene_class("title"))


# -- the settings are saved at once ---------------------------------------------------------
def _settings(app: App):
    start_title(app)
    app.run_frames(1)
    click(app, app.stack.top.widget("settings"))
    settings = app.stack.top
    assert isinstance(settings, scene_class("settings"))
    return settings


def test_speed_and_window_size_are_written_at_once(app):
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


def test_full_screen_switch_is_written_at_once(app, monkeypatch):
    opened: list[bool] = []
    _fake_window(app, monkeypatch, opened)
    settings = _settings(app)
    click(app, settings.widget("fullscreen"))
    assert opened == [True]
    assert _saved()["fullscreen"] is True


def test_f11_outside_the_settings_is_saved(app, monkeypatch):
    _fake_window(app, monkeypatch, [])
    start_title(app)
    app.run_frames(1)
    key(app, pygame.K_F11)
    assert _saved()["fullscreen"] is True
    key(app, pygame.K_F11)
    data = json.loads(settings_path().read_text("utf-8"))
    assert data["fullscreen"] is False


def test_the_longer_title_menu_fits_the_smallest_window_with_a_saved_game():
    game = Game.new(2, 5)
    game.apply(game.legal_moves()[0])
    seats = (SeatConfig("Ada"), SeatConfig("Vega", "easy"))
    autosave_game(game, GameConfig(seats, game="astromagie"))
    app = App(size=MIN_SIZE)
    try:
        start_title(app)
        app.run_frames(1)
        title = app.stack.top
        assert title.widget("resume").enabled
        ids = ("new_game", "resume", "rules", "stats", "archive", "settings", "quit")
        rects = [title.widget(wid).rect for wid in ids]
        assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:], strict=False))
        summary = title.widget("resume_summary").rect
        assert not any(summary.colliderect(r) for r in rects)
        assert rects[-1].bottom <= title.widget("footer").rect.top
    finally:
        app.close()


@pytest.mark.app(fast=True, autosave=False)
@pytest.mark.parametrize("lang,label", [("en", "Quit the app"), ("de", "App beenden")])
def test_the_pause_quit_button_says_it_quits_the_app(app, lang, label):
    """pt7c 13: "Astromagie beenden" in The Solar Republic's pause read as another game."""
    from astromagie.ui.widgets import Button

    i18n.set_language(lang)
    seats = (SeatConfig("Ada", "human"), SeatConfig("Vega", "easy"))
    app.stack.push(app.open_scene("table", GameConfig(seats, seed=3, game="astromagie")))
    frames(app, 3)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert type(pause).__name__ == "PauseScene"
    frames(app, 2)
    assert pause.form.get("quit", Button).text == label
