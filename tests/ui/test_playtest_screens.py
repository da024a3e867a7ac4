"""Playtest findings about the screens around the table and the command line: the pause
names the program it quits (F11), paragraphs keep no lone short word and the statistics'
chart says which game it shows (F14), the command line explains itself and the finished
games screen says where the records are (F15), full screen gives the window back (F12)."""

from __future__ import annotations

import pygame
import pytest
from ui_events import frames, key

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.ui.app import App

pytestmark = pytest.mark.app(fast=True, autosave=False)


@pytest.mark.parametrize("lang,label", [("en", "Quit Astromagie"), ("de", "Astromagie beenden")])
def test_F11_the_quit_button_names_the_program(app, lang, label):
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


def test_F14_a_paragraph_never_ends_in_a_lone_short_word(app):
    from astromagie.look import theme

    text = "Bitte gib den Bildschirm an Vega weiter und warte, bis Vega bereit ist."
    for width in range(260, 700, 7):
        lines = theme.wrap(text, "text", 18, width)
        assert " ".join(lines) == text
        if len(lines) > 1:
            last = lines[-1]
            assert " " in last or len(last) > theme.WIDOW, (width, lines)
        for line in lines:
            assert " " not in line or theme.font("text", 18).size(line)[0] <= width


def test_F14_the_statistics_chart_says_which_game_it_shows():
    from astromagie.ui.kit.chart import ScoreChart

    assert ScoreChart((0, 0, 400, 300)).words.title == "results.chart"  # the results' chart
    for lang in ("en", "de"):
        i18n.set_language(lang)
        assert i18n.tr("stats.chart.title") != i18n.tr("results.chart")
    i18n.set_language("en")
    assert "last game" in i18n.tr("stats.chart.title")


def test_F15_simulate_and_arena_help_explain_every_option_and_bot():
    import argparse

    from astromagie.cli import arena, simulate

    parser = argparse.ArgumentParser(prog="astromagie")
    sub = parser.add_subparsers()
    simulate.add_parser(sub)
    arena.add_parser(sub)
    for name in ("simulate", "arena"):
        help_text = sub.choices[name].format_help()
        for option in ("--players", "--games", "--seed", "--bots"):
            line = next(li for li in help_text.splitlines() if li.strip().startswith(option))
            assert len(line.split()) > 2, f"{name} {option} has no help"
        assert "hard-1200" in help_text and "random" in help_text


def test_F15_arena_says_what_the_default_budget_is(capsys):
    from astromagie.cli.main import main

    assert main(["arena", "--players", "2", "--bots", "random", "--games", "1"]) in (0, None)
    err = capsys.readouterr()
    assert "budget default s" not in err.out + err.err
    assert "each bot its own" in err.out + err.err


def test_F15_the_finished_games_screen_names_the_folder_of_the_records(app):
    from astromagie.storage.saves import games_dir
    from astromagie.ui.scene import Scene
    from astromagie.ui.scenes.archive import ArchiveScene

    app.stack.push(Scene(app))
    scene = ArchiveScene(app)
    app.stack.push(scene)
    app.run_frames(1)
    assert any(str(games_dir()) in text for text in scene.texts)


@pytest.mark.app(fast=True, autosave=False, size=(1024, 700))
def test_F12_leaving_full_screen_restores_the_window_even_when_sdl_keeps_the_full_size(
        app, monkeypatch):
    real_set_mode = pygame.display.set_mode
    full = (1280, 800)
    state = {"was_full": False, "stale": 0}

    def sdl_like(size=(0, 0), flags=0, *args, **kwargs):
        """SDL with its plain X11 framebuffer: the first windowed set_mode after full
        screen hands back a surface of the full-screen size."""
        if flags & pygame.FULLSCREEN:
            state["was_full"] = True
            return real_set_mode(full, 0)
        if state["was_full"]:
            state["was_full"] = False
            state["stale"] += 1
            return real_set_mode(full, flags)
        return real_set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", sdl_like)
    app.set_fullscreen(True)
    assert app.size == full
    app.set_fullscreen(False)
    assert state["stale"] == 1  # the stale surface came, and was not kept
    assert app.size == (1024, 700)
    app.save_settings = App.save_settings.__get__(app)  # the real one: what would be saved
    monkeypatch.setattr("astromagie.ui.app.save_settings", lambda settings: [])
    app.save_settings()
    assert tuple(app.settings.window_size) == (1024, 700)
