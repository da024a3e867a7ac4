"""The app shell: the main loop's events, resizing, language changes reaching every scene,
and the command line's promises (--smoke-test, --screenshot, no display, no tracebacks)."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from astromagie import i18n
from astromagie.applog import close_logging
from astromagie.storage.settings import Settings
from astromagie.ui import app as app_module
from astromagie.ui.app import MIN_SIZE, App
from astromagie.ui.scene import Scene

REPO = Path(__file__).resolve().parents[2]


pytestmark = pytest.mark.app(saves_settings=True)


class Probe(Scene):
    def __init__(self, app, name, calls):
        super().__init__(app)
        self.name, self.calls = name, calls

    def on_resize(self, size):
        self.calls.append((self.name, "resize", tuple(size)))

    def on_language(self, lang):
        self.calls.append((self.name, "language", lang))

    def update(self, dt):
        self.calls.append((self.name, "update", round(dt, 4)))

    def draw(self, surface):
        self.calls.append((self.name, "draw"))


def test_a_frame_updates_then_draws_the_top_scene(app):
    calls = []
    app.stack.push(Probe(app, "a", calls))
    app.run_frames(2)
    assert calls == [("a", "update", 0.0167), ("a", "draw")] * 2
    assert app.frames == 2


def test_closing_the_window_ends_the_loop(app):
    app.stack.push(Probe(app, "a", []))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(5)
    assert not app.running
    assert app.frames == 0  # the frame with the QUIT event draws nothing more


def test_an_empty_stack_ends_the_app(app):
    class Leave(Scene):
        def update(self, dt):
            self.app.stack.pop()

    app.stack.push(Leave(app))
    app.run_frames(3)
    assert not app.running and len(app.stack) == 0


def test_a_resize_reaches_every_scene_on_the_stack(app):
    calls = []
    app.stack.push(Probe(app, "below", calls))
    app.stack.push(Probe(app, "top", calls))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1300, 820), w=1300, h=820))
    app.run_frames(1)
    resizes = [c for c in calls if c[1] == "resize"]
    assert [c[0] for c in resizes] == ["below", "top"]
    assert resizes[0][2] == app.screen.get_size()


def test_the_window_never_gets_smaller_than_the_minimum(app):
    app.set_window_size((640, 480))
    assert app.screen.get_size() == MIN_SIZE
    assert tuple(app.settings.window_size) == MIN_SIZE


def test_a_language_change_reaches_every_scene_and_the_settings(app):
    calls = []
    app.stack.push(Probe(app, "below", calls))
    app.stack.push(Probe(app, "top", calls))
    i18n.set_language("de")
    assert [c for c in calls if c[1] == "language"] == [("below", "language", "de"),
                                                         ("top", "language", "de")]
    assert app.settings.language == "de"


def test_closing_exits_every_scene(app):
    exited = []

    class Quitter(Scene):
        def exit(self):
            exited.append(self)

    a, b = Quitter(app), Quitter(app)
    app.stack.push(a)
    app.stack.push(b)
    app.close()
    assert exited == [b, a]
    app.close = lambda: None  # the fixture's second close would find no display


def test_sound_is_always_usable(app, monkeypatch):
    def no_device(*_args, **_kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)  # no audio device at all
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app._sound = None
    app.sound.play("place")  # must not raise
    assert not app.sound.enabled


def test_an_error_in_the_loop_gives_one_clear_line_not_a_traceback(monkeypatch, capsys):
    class Broken(Scene):
        def update(self, dt):
            raise ZeroDivisionError("a bug")

    def start(a):
        a.stack.push(Broken(a))

    monkeypatch.setattr(app_module, "start_title", start)
    monkeypatch.setattr(app_module, "load_settings", lambda: (Settings(), []))
    args = argparse.Namespace(seed=None, screenshot=None, smoke_test=False)
    try:
        code = app_module.run(args)
    finally:
        close_logging()
    err = capsys.readouterr().err
    assert code == 1
    assert "unexpected error" in err
    assert "Traceback" not in err and "ZeroDivisionError" not in err


# -- the command line, in a fresh process --------------------------------------------------
def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("ASTROMAGIE_HOME", "DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    home = tmp_path / "user"
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local/share"), XDG_STATE_HOME=str(home / ".state"),
               XDG_CACHE_HOME=str(home / ".cache"), ASTROMAGIE_NO_DIALOG="1",
               PYTHONPATH=str(REPO))
    env.update(extra)
    return env


def _run(args: list[str], env: dict[str, str], timeout: float = 120):
    return subprocess.run([sys.executable, "-m", "astromagie", *args], env=env, cwd=REPO,
                          capture_output=True, text=True, timeout=timeout)


def test_smoke_test_shows_every_scene_and_saves_settings_in_the_user_folders(tmp_path):
    env = _env(tmp_path)
    result = _run(["--smoke-test"], env)
    assert result.returncode == 0, result.stderr
    assert "smoke test: ok" in result.stdout
    for scene in ("title", "setup", "settings", "handover"):
        assert scene in result.stdout
    for game in ("astromagie", "solar-republic", "monad", "zahlenstreifen"):  # every game's
        for scene in ("table", "rules", "guide", "stats", "archive", "watch", "results"):
            assert f"{game} {scene}" in result.stdout
    assert "Traceback" not in result.stderr
    settings = list((tmp_path / "user").rglob("settings.json"))
    assert settings, "no settings file in the user's folders"
    assert str(settings[0]).startswith(env["XDG_CONFIG_HOME"])
    json.loads(settings[0].read_text(encoding="utf-8"))
    assert not list((tmp_path / "user").rglob("autosave.json")), "smoke test left a save"


def test_the_smoke_test_of_one_game_shows_that_game_only(tmp_path):
    result = _run(["--smoke-test", "--game", "monad"], _env(tmp_path))
    assert result.returncode == 0, result.stderr
    assert "monad table" in result.stdout and "monad guide" in result.stdout
    for other in ("astromagie", "solar-republic", "zahlenstreifen"):
        assert f"{other} table" not in result.stdout
    bad = _run(["--smoke-test", "--game", "chess"], _env(tmp_path))
    assert bad.returncode == 2 and "no game chess" in bad.stderr


def test_without_a_display_one_line_says_how_to_run_headless(tmp_path):
    result = _run([], _env(tmp_path))
    assert result.returncode == 1
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert "no display" in lines[0] and "xvfb-run" in lines[0]
    assert "Traceback" not in result.stderr


def test_screenshot_writes_a_png_of_the_whole_window(tmp_path):
    out = tmp_path / "shot.png"
    result = _run(["--screenshot", str(out), "--seed", "3"], _env(tmp_path))
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(out))
    assert image.get_size() >= (1280, 800)
    # not a blank frame: the table shows many different colours
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert len(colours) > 50


def _display_nobody_serves() -> str:
    """An X display number with no server (no socket, no lock): a fixed ":97" met a
    developer's Xvfb on this very machine, and the app then opened on it."""
    for number in range(197, 400):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") \
                and not os.path.exists(f"/tmp/.X{number}-lock"):
            return f":{number}"
    pytest.skip("every display number from :197 to :399 is served here")


def test_an_unreachable_display_is_reported_instead_of_an_invisible_game(tmp_path):
    result = _run([], _env(tmp_path, DISPLAY=_display_nobody_serves()), timeout=60)
    assert result.returncode == 1
    assert "no display" in result.stderr and "Traceback" not in result.stderr


def test_a_smoke_test_that_cannot_save_fails_with_the_reason(tmp_path):
    # a folder nobody may create, not even root (a plain file in the way is now set aside)
    home = "/proc/astromagie-no-such-home" if os.path.isdir("/proc/self") else str(tmp_path / "h")
    if not home.startswith("/proc"):
        (tmp_path / "h").mkdir()
        (tmp_path / "h").chmod(0o500)
    result = _run(["--smoke-test"], _env(tmp_path, ASTROMAGIE_HOME=home))
    assert result.returncode == 1
    assert "smoke test: FAILED" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.app(fast=True, autosave=False, size=(1024, 700))
def test_leaving_full_screen_restores_the_window_even_when_sdl_keeps_the_full_size(
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


def test_a_screenshot_never_touches_the_players_files(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("ASTROMAGIE_HOME", str(home))
    data = home / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_bytes(b"unreadable or not: the player's")
    before = sorted((p.name, p.read_bytes()) for p in home.rglob("*") if p.is_file())
    app = app_module.App(size=(1024, 700))
    try:
        shot = str(tmp_path / "shot.png")
        assert app_module.screenshot(app, shot, "astromagie", timeout=0.5) == 0
    finally:
        app.close()
    after = sorted((p.name, p.read_bytes()) for p in home.rglob("*") if p.is_file())
    assert after == before
    assert (tmp_path / "shot.png").stat().st_size > 0


def test_a_screenshot_refuses_a_bad_path(tmp_path, capsys):
    app = app_module.App(size=(1024, 700))
    try:
        for bad in ("", str(tmp_path), str(tmp_path / "no" / "such" / "shot.png")):
            assert app_module.screenshot(app, bad, "astromagie") == 2
            err = capsys.readouterr().err
            assert "screenshot" in err and "Traceback" not in err
    finally:
        app.close()
