"""The title and the settings as a newcomer meets them (playtest pt1, findings 2, 3, 4, 31):
the menu's buttons stay where they were whether or not a game can be resumed; the shelf's
blurb wraps onto a second line at its size instead of being squeezed; the little people on
each shelf tile show its seats; Settings shows the window's own size and a sound switch
that cannot be used stands at off."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.look import theme
from astromagie.storage.saves import autosave_game
from astromagie.storage.settings import Settings
from astromagie.ui.app import MIN_SIZE, App, start_title
from astromagie.ui.scenes.settings import SettingsScene
from astromagie.ui.widgets import Label
from astromagie.ui.widgets.shelf import paint_person
from tests.ui.ui_events import click, frames

MENU = ("new_game", "resume", "guide", "rules", "stats", "archive", "friends", "settings",
        "quit")


def _rects(title) -> dict[str, pygame.Rect]:
    return {wid: title.widget(wid).rect.copy() for wid in MENU}


def _save_a_game() -> None:
    game = Game.new(2, 5)
    game.apply(game.legal_moves()[0])
    autosave_game(game, GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")),
                                   game="astromagie"))


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 800)])
def test_the_menu_buttons_keep_their_places_with_a_game_to_resume_or_none(size):
    app = App(Settings(), size=size)
    app.save_settings = lambda: None  # type: ignore[method-assign]
    try:
        start_title(app)
        app.run_frames(2)
        title = app.stack.top
        title.choose_game("astromagie")
        before = _rects(title)
        assert not title.widget("resume").enabled
        assert "resume" in title.widget("resume_summary").text.lower()  # says why it is grey
        _save_a_game()
        click(app, title.widget("settings"))  # leave and come back: the title looks again
        click(app, app.stack.top.widget("back"))
        assert title.widget("resume").enabled
        assert _rects(title) == before  # the habitual click lands on the same button
        assert title.widget("guide").rect == before["guide"]
        shown = [title.widget(w).rect for w in (*MENU, "resume_summary", "guide_offer")]
        assert all(not a.colliderect(b) for i, a in enumerate(shown) for b in shown[i + 1:])
        assert shown[MENU.index("quit")].bottom <= title.widget("footer").rect.top
    finally:
        app.close()


def test_a_disabled_resume_does_nothing_by_click_or_key(app):
    start_title(app)
    app.run_frames(2)
    title = app.stack.top
    click(app, title.widget("resume"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0,
                                         unicode="r", scancode=0))
    frames(app, 2)
    assert app.stack.top is title


@pytest.mark.parametrize("lang,game", [("de", "zahlenstreifen"), ("de", "solar-republic"),
                                       ("en", "zahlenstreifen"), ("de", "monad"),
                                       ("de", "astromagie")])
def test_the_shelf_blurb_wraps_at_its_size_and_is_never_squeezed(lang, game):
    app = App(Settings(), size=MIN_SIZE)
    app.save_settings = lambda: None  # type: ignore[method-assign]
    try:
        i18n.set_language(lang)
        start_title(app)
        app.run_frames(2)
        title = app.stack.top
        title.choose_game(game)
        line = title.form.get("shelf_line", Label)
        size = line.px(line.size)
        assert size >= theme.MIN_TEXT_PX
        words = theme.wrap(line.text, "text", size, line.rect.w)
        assert " ".join(words) == i18n.tr(f"{game}.game.blurb").strip()
        assert 1 <= len(line._lines) == len(words) <= 2
        font = theme.font("text", size)
        for text, rendered in zip(words, line._lines, strict=True):
            # each line at the label's own size: as wide as the font sets it, not condensed
            assert rendered.get_size() == font.size(text)
            assert rendered.get_width() <= line.rect.w
        # with a gap over New game (pt4a 13: "...gewinnt / den Stich." touched it)
        assert line.rect.y + line.text_height + line.px(8) <= title.widget("new_game").rect.top
        # and its dark box clear of the tiles above (pt10a 10, pt10d 18: it touched them)
        box = pygame.Rect.unionall(line.line_rects()[0], line.line_rects()[1:])
        assert box.top - line.px(3) >= title.widget("shelf").rect.bottom + 3
    finally:
        i18n.set_language("en")
        app.close()


def test_a_shelf_tile_shows_its_seats_as_people_filled_for_the_smallest_table():
    surface = pygame.Surface((40, 40))
    filled, outline = pygame.Rect(4, 4, 12, 16), pygame.Rect(22, 4, 12, 16)
    paint_person(surface, filled, (255, 255, 255), filled=True)
    paint_person(surface, outline, (255, 255, 255), filled=False)

    def lit(rect: pygame.Rect) -> int:
        return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
                   if surface.get_at((x, y))[0] > 128)

    head_centre = (filled.centerx, filled.y + 3)
    assert surface.get_at(head_centre)[0] > 128  # a filled head
    assert surface.get_at((outline.centerx, outline.y + 3))[0] < 128  # a ring: hollow
    assert lit(filled) > lit(outline) > 0
    assert lit(pygame.Rect(0, 0, 40, 40)) == lit(filled) + lit(outline)  # inside their boxes


def test_the_shelf_draws_a_person_per_seat(app, monkeypatch):
    from astromagie.ui.widgets import shelf

    drawn: list[bool] = []
    real = shelf.paint_person

    def spy(surface, box, colour, *, filled):
        drawn.append(filled)
        real(surface, box, colour, filled=filled)

    monkeypatch.setattr(shelf, "paint_person", spy)
    title = app.push_scene("title")
    frames(app, 2)
    drawn.clear()  # one frame's drawing
    app.stack.draw(pygame.Surface(app.size))
    tiles = title.widget("shelf").tiles
    assert len(drawn) == sum(t.max_players for t in tiles)
    assert drawn.count(True) == sum(t.min_players for t in tiles)


def test_settings_show_the_window_as_it_is_not_the_saved_size():
    app = App(Settings(window_size=(1280, 800)), size=MIN_SIZE)  # opened at another size
    app.save_settings = lambda: None  # type: ignore[method-assign]
    try:
        start_title(app)
        app.stack.push(SettingsScene(app))
        app.run_frames(1)
        sizes = app.stack.top.widget("window_size")
        assert sizes.value == MIN_SIZE == app.size
        app.settings.fullscreen = True  # in full screen: the size the window returns to
        app.stack.resize(app.size)
        assert sizes.value == (1280, 800)
    finally:
        app.close()


def test_a_sound_switch_without_a_device_stands_at_off_and_keeps_the_wish(app):
    app._sound = SimpleNamespace(available=False, enabled=False, play=lambda name: None)
    app.settings.sound = True
    start_title(app)
    app.stack.push(SettingsScene(app))
    app.run_frames(1)
    switch = app.stack.top.widget("sound")
    assert not switch.enabled and switch.value is False  # drawn at off, greyed
    knob = switch.switch_rect()
    surface = pygame.Surface(app.size)
    app.stack.draw(surface)
    assert surface.get_at((knob.x + knob.h // 2, knob.centery))[:3] == theme.TEXT_DIM[:3]
    assert app.settings.sound is True  # a device found next time plays again


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_games_tagline_fits_one_line_at_1024x700_and_german_says_du(lang):
    """The line under the shelf wraps when it must, but two lines of Monad's and the
    Solar Republic's ran into "New game" at 1024x700 (playtest pt2, 28); German speaks
    to one player, as the table does (pt1, 25)."""
    import re

    from astromagie.host import registry

    i18n.set_language(lang)
    try:
        size = (1024, 700)
        line_w = min(size[0] - theme.px(48, size), theme.px(760, size))
        for game in registry.ids():
            blurb = i18n.tr(f"{game}.game.blurb")
            text = theme.render(blurb, "text", theme.px(theme.SMALL_SIZE - 1, size))
            assert text.get_width() <= line_w, (game, blurb)
            if lang == "de":
                assert not re.search(r"\b(ihr|euch|eure?)\b|müsst|Legt|Tauscht", blurb), game
    finally:
        i18n.set_language("en")
