"""Switching the language mid-game changes everything on screen at once, and German labels
fit their buttons at the smallest supported window (1024x700).

The switch test compares pixels: a screen switched from English to German must look
exactly like the same screen built in German from the start, so no cached English
text can survive anywhere (menus, table, log, rules) without the test noticing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.look import theme
from astromagie.storage.settings import Settings
from astromagie.ui.app import MIN_SIZE, App
from astromagie.ui.routes import route
from astromagie.ui.scene import Scene
from astromagie.ui.widgets import text_of
from astromagie.ui.widgets.shelf import ShelfTiles


def _app(lang: str = "en", size=MIN_SIZE) -> App:
    app = App(Settings(language=lang), size=size)
    app.save_settings = lambda: None
    return app


def _human_first_game() -> tuple[GameConfig, Callable[[], Game]]:
    """A 3-seat game where the human moves first: no bot is thinking while we look."""
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy"),
                         SeatConfig("Orion", "easy")), seed=0, game="astromagie")
    for seed in range(200):
        if Game.new(3, seed).current_player == 0:
            config = GameConfig(config.seats, seed=seed, game="astromagie")
            return config, lambda s=seed: Game.new(3, s)
    raise AssertionError("no seed gives the human the first turn")


def _table(app: App) -> list[Scene]:
    table_cls = route("table")
    config, new_game = _human_first_game()
    return [table_cls(app, config, new_game())]


def _table_mid_game(app: App) -> list[Scene]:
    """A few turns in (cards in the row, a log), the human to move, a refused move shown."""
    table_cls = route("table")
    config, new_game = _human_first_game()
    game = new_game()
    while len(game.history) < 4 or game.current_player != 0 or not any(
            game.observation(0).slots):
        moves = game.observation(game.current_player).legal_moves()
        plays = [m for m in moves if m.placements]
        game.apply(plays[0] if plays else moves[0])
    scene = table_cls(app, config, game)

    class Refusal(Scene):  # shows the refusal once the table is on the stack
        def enter(self) -> None:
            violation = game.check_placement(2, "LEO") or game.check_placement(7, "LEO")
            scene.refuse(violation, "pos:2")
            app.stack.pop()

    return [scene, Refusal(app)]


def _rules_over_table(app: App) -> list[Scene]:
    return _table(app) + [route("rules")(app, None, "astromagie")]


def _pause_over_table(app: App) -> list[Scene]:
    return _table(app) + [route("pause")(app)]


def _results(app: App) -> list[Scene]:
    config, new_game = _human_first_game()
    game = new_game()
    while not game.is_over():  # a whole game, always the first legal move
        game.apply(game.observation(game.current_player).legal_moves()[0])
    return [route("results")(app, game, config)]


SCREENS: dict[str, Callable[[App], list[Scene]]] = {
    "title": lambda app: [route("title")(app)],
    "setup": lambda app: [route("setup")(app, "astromagie")],
    "settings": lambda app: [route("settings")(app)],
    "rules": lambda app: [route("rules")(app, None, "astromagie")],
    "table": _table,
    "table mid-game": _table_mid_game,
    "pause over table": _pause_over_table,
    "rules over table": _rules_over_table,
    "results": _results,
    "statistics": lambda app: [route("stats")(app, "astromagie")],
}


def _shot(app: App, frames: int = 2) -> bytes:
    for _ in range(frames):
        app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def _build(app: App, screen: str) -> None:
    for scene in SCREENS[screen](app):
        app.stack.push(scene)


def _close(app: App) -> None:
    app.close()  # every scene exits: the table closes its AI worker


@pytest.mark.parametrize("screen", SCREENS)
def test_switching_to_german_mid_game_leaves_no_english_on_screen(screen):
    app = _app()
    try:
        _build(app, screen)
        english = _shot(app)
        i18n.set_language("de")  # what the title's or the settings' language choice does
        switched = _shot(app)
    finally:
        _close(app)
    fresh_app = _app("de")
    try:
        _build(fresh_app, screen)  # the same screen, German from the start
        german = _shot(fresh_app)
    finally:
        _close(fresh_app)
    assert switched != english, "nothing changed on screen"
    if switched != german:
        a = pygame.image.frombytes(switched, MIN_SIZE, "RGB")
        b = pygame.image.frombytes(german, MIN_SIZE, "RGB")
        diff = pygame.Rect(0, 0, 0, 0)
        for y in range(0, MIN_SIZE[1], 2):
            for x in range(0, MIN_SIZE[0], 2):
                if a.get_at((x, y)) != b.get_at((x, y)):
                    diff = diff.union(pygame.Rect(x, y, 2, 2)) if diff.w else pygame.Rect(
                        x, y, 2, 2)
        pytest.fail(f"{screen}: after the switch the screen differs from a fresh German one "
                    f"in {diff} (stale text from before the switch?)")


# -- German labels fit their buttons at 1024x700 -------------------------------------------
MENUS = {"title": ("title", "TitleScene"), "setup": ("setup", "SetupScene"),
         "settings": ("settings", "SettingsScene")}


def _menu_buttons(app: App, screen: str) -> list:
    from astromagie.ui.widgets import Button

    for scene in SCREENS[screen](app):
        app.stack.push(scene)
    top = app.stack.top
    form = getattr(top, "form", None)
    assert form is not None, f"{screen} is not a menu"
    return [w for w in form.widgets if isinstance(w, Button) and w.visible and w.rect.w]


def _choices(scene: Scene) -> list:
    from astromagie.ui.widgets import Choice

    return [w for w in scene.form.widgets if isinstance(w, Choice) and w.visible and w.rect.w]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("screen", ["title", "setup", "settings", "pause over table", "results",
                                    "statistics"])
def test_menu_button_labels_fit_without_shrinking(screen, lang):
    """Each button's label fits at the font size the UI asks for (no shrunken German)."""
    app = _app(lang)
    try:
        buttons = _menu_buttons(app, screen)
        assert buttons
        too_long = []
        for b in buttons:
            role = "bold" if b.style == "primary" else "text"
            width = theme.font(role, b.px(b.size)).size(b.text)[0]
            room = b.rect.w - b.px(16)  # Button.refresh keeps this padding
            if width > room:
                too_long.append(f"{b.text!r} needs {width}px, has {room}px")
        for c in _choices(app.stack.top):  # segmented choices: language, level, speed
            if isinstance(c, ShelfTiles):  # the game names: one size for every tile, fitted
                continue  # to the narrowest (shelf.py), in either language alike
            for (_value, source), r in zip(c.options, c.segment_rects(), strict=True):
                key = getattr(source, "key", None)
                if key is None or i18n.load_catalog("en").get(key) == i18n.load_catalog(
                        "de").get(key):
                    continue  # not a translated label (numbers like "1280 × 800")
                text = text_of(source)
                width = theme.font("text", c.px(c.size)).size(text)[0]
                room = r.w - c.px(10)  # Choice.refresh keeps this padding
                if width > room:
                    too_long.append(f"{text!r} needs {width}px, has {room}px")
        assert not too_long, f"{screen} ({lang}) at 1024x700: {too_long}"
    finally:
        _close(app)


# -- the choice is kept ----------------------------------------------------------------------
def test_a_switch_mid_game_is_saved_for_the_next_start(monkeypatch):
    from astromagie.storage.settings import load_settings

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    app = App(size=MIN_SIZE)  # real settings from the (temporary) user folder
    try:
        assert i18n.current_language() == "en"
        for scene in _table_mid_game(app):
            app.stack.push(scene)
        i18n.set_language("de")
        assert app.settings.language == "de"
    finally:
        _close(app)
    assert load_settings()[0].language == "de"
    i18n.set_language("en")
    again = App(size=MIN_SIZE)  # the system still says English: the saved choice wins
    try:
        assert i18n.current_language() == "de"
    finally:
        again.close()


def test_first_start_follows_the_system_language(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    app = App(size=MIN_SIZE)  # no settings file yet
    try:
        assert i18n.current_language() == "de"
    finally:
        app.close()


def test_default_seat_name_follows_the_language_switch():
    """"You" is the setup's default name: after a switch to German the table says "Du";
    a name the player typed stays as typed (issue 12, defect 8)."""
    app = _app("en")
    _config, new_game = _human_first_game()
    config = GameConfig((SeatConfig(i18n.tr("setup.human")), SeatConfig("Vega", "easy"),
                         SeatConfig("Orion", "easy")), seed=0, game="astromagie")
    table = route("table")(app, config, new_game())
    app.stack.push(table)
    assert table.seating.names[0] == "You"
    i18n.set_language("de")
    app.run_frames(2)
    assert table.seating.names == ("Du", "Vega", "Orion")
    i18n.set_language("en")
    app.run_frames(1)
    assert table.seating.names[0] == "You"
    app.close()
