"""Any Unicode in a name is drawn, never a crash (issue 40, finding 2); a missing or
damaged font file never stops the game (finding 5).

A seat named with an invisible first character (a right-to-left mark, a combining mark,
a joiner), or only invisible ones, goes through every screen that draws a name: the
table's seat panels and their initials, the results, the finished games and the
statistics, in all four games. Then the same screens with the shipped font files
missing, and truncated (SDL_ttf "opens" a truncated file and fails, or crashes, on
first use): pygame's own font stands in, for opening and for drawing.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.look import fonts, theme
from astromagie.storage.finish import finish_game
from astromagie.storage.settings import Settings
from astromagie.ui.app import App
from astromagie.ui.widgets.text import initial

from .cases import smoke_test

GAMES = ["astromagie", "solar-republic", "monad", "zahlenstreifen"]
RTL, COMBINING, JOINER = "\u200f", "\u0301", "\u200d"
# invisible first, and nothing but invisible
NAMES = [f"{RTL}Ada", f"{COMBINING}Ben", f"{JOINER}Cy", RTL, f"{JOINER}{RTL}"]


@pytest.fixture
def app() -> Iterator[App]:
    application = App(Settings(sound=False, animation_speed=1000.0), size=(1024, 700))
    application.save_settings = lambda: None  # type: ignore[method-assign]
    yield application
    application.close()


def finished(game: str, names: list[str]) -> tuple[object, GameConfig]:
    """A game of `game` played to its end by random moves, seat 0 a person."""
    info = registry.info(game)
    seats = len(names) if len(names) in info.players else info.max_players
    config = GameConfig(tuple(SeatConfig(name, "human" if i == 0 else "easy")
                              for i, name in enumerate((names * 2)[:seats])), {}, seed=3,
                        game=game)
    state = registry.rules(game).new(seats, 3, {})
    rng = random.Random(3)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    return state, config


def every_name_drawn(app: App, game: str) -> None:
    """The table, the results, the finished games and the statistics of `game`."""
    state, config = finished(game, NAMES)
    unfinished = registry.rules(game).new(len(config.seats), 5, {})
    app.push_scene("table", config, unfinished, ai_mode="thread")  # seat panels, initials
    app.run_frames(3, 1 / 60)
    app.stack.clear()
    assert finish_game(state, config) == []  # into the archive and the statistics
    app.push_scene("results", state, config)
    app.run_frames(2, 1 / 60)
    app.stack.clear()
    app.settings.game = game
    for route in ("archive", "stats"):
        app.push_scene(route, game)
        app.run_frames(2, 1 / 60)
        app.stack.clear()


@pytest.mark.parametrize("game", GAMES)
def test_names_that_begin_invisibly_are_drawn_on_every_screen(app, game):
    every_name_drawn(app, game)


@pytest.mark.parametrize("text", [RTL, JOINER, "", f"{JOINER}{RTL}"])
def test_text_with_nothing_to_draw_is_a_blank_line(text):
    pygame.font.init()
    for role in fonts.FONT_FILES:
        line = theme.render(text, role, 20)
        assert line.get_height() > 0 and line.get_bounding_rect().width <= 1
        assert fonts.text_surface(text, role, 20, 100, (255, 255, 255)).get_height() > 0


@pytest.fixture(params=["missing", "truncated"])
def broken_fonts(request, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The shipped font files missing, or each cut to a tenth of its bytes."""
    folder = tmp_path / "fonts"
    folder.mkdir()
    if request.param == "truncated":
        for name in set(fonts.FONT_FILES.values()):
            whole = Path(fonts.font_path("text")).with_name(name).read_bytes()
            (folder / name).write_bytes(whole[:len(whole) // 10])
    monkeypatch.setattr(fonts, "resource_path",
                        lambda *parts: folder.joinpath(*parts[2:]))
    forget_fonts()
    yield request.param
    monkeypatch.undo()
    forget_fonts()


def forget_fonts() -> None:
    fonts._fonts.clear()
    fonts._glyph_cache.clear()
    fonts.codepoints.cache_clear()
    for cached in (getattr(fonts, "damaged", None), getattr(fonts, "_stand_ins", None)):
        if cached is not None:
            getattr(cached, "cache_clear", getattr(cached, "clear", None))()


def test_a_broken_font_is_stood_in_for_on_every_screen(broken_fonts, app):
    app.push_scene("title")  # its wheel of glyphs
    app.run_frames(3, 1 / 60)
    app.stack.clear()
    for game in GAMES:
        every_name_drawn(app, game)
    line = fonts.get_font("bold", 20).render("Zürich ♈", True, (255, 255, 255))
    assert line.get_bounding_rect().width > 10  # drawn, by pygame's own font
    assert fonts.glyph_surface("ARI", (30, 30)).get_width() >= 1
    if broken_fonts == "truncated":  # what the sample saw stop with "Passed a NULL pointer"
        code, said = smoke_test()
        assert code == 0, said


@pytest.mark.parametrize(("name", "letter"), [
    (f"{RTL}ada", "A"), (f"{COMBINING}ben", "B"), (f"{JOINER}{RTL}cy", "C"), (RTL, "?"),
    ("Ölaf", "Ö"), ("", "?")])
def test_an_avatar_shows_the_first_letter_that_shows(name, letter):
    assert initial(name) == letter


@pytest.mark.parametrize("text", ["a\x00b", "\ud800x", "x\udcff", b"\xff\x00"])
def test_text_no_font_takes_is_drawn_with_replacement_marks(text):
    pygame.font.init()
    font = fonts.get_font("text", 20)
    line = font.render(text, True, (255, 255, 255))
    assert line.get_width() == font.size(text)[0] > 0
