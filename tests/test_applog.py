"""The log file and the crash handler: errors are logged and told, never swallowed."""

from __future__ import annotations

import logging
import sys
import threading

import pytest

from astromagie import applog


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A throwaway ASTROMAGIE_HOME, a headless display, and the hooks restored after."""
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    applog.close_logging()
    yield tmp_path
    applog.close_logging()


@pytest.fixture
def windows(monkeypatch):
    """Record message windows instead of opening them."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(applog, "show_message", lambda title, text: shown.append((title, text)))
    return shown


def _log_text(home) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return (home / "logs" / applog.LOG_FILE).read_text(encoding="utf-8")


def test_log_file_lives_in_the_home_log_folder(home):
    path = applog.setup_logging()
    assert path == home / "logs" / "astromagie.log"
    assert applog.setup_logging() == path  # a second call adds no second handler
    logging.getLogger("astromagie.test").warning("hello log")
    assert _log_text(home).count("hello log") == 1


def test_closing_gives_the_root_logger_its_level_back(home):
    root = logging.getLogger()
    before = root.level
    root.setLevel(logging.WARNING)
    try:
        applog.setup_logging()
        assert root.level == logging.INFO
        applog.close_logging()
        assert root.level == logging.WARNING
    finally:
        root.setLevel(before)


def test_unwritable_log_folder_does_not_stop_the_game(tmp_path, monkeypatch, home):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ASTROMAGIE_HOME", str(blocker))
    assert applog.setup_logging() is None


def test_without_a_log_file_warnings_reach_the_terminal_once_without_traceback(
        tmp_path, monkeypatch, home, windows, capfd):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ASTROMAGIE_HOME", str(blocker))
    monkeypatch.setattr(applog, "has_console", lambda: False)  # stderr captured, as in a pipe

    def warns(argv):
        try:
            raise OSError("disk on fire")
        except OSError:
            logging.getLogger("astromagie.test").exception("cannot save the settings")
        print("astromagie: something went wrong", file=sys.stderr)
        return 1

    assert applog.launch([], main=warns) == 1  # used to end in RecursionError
    err = capfd.readouterr().err
    assert err.count("cannot save the settings") == 1
    assert err.count("something went wrong") == 1
    assert "Traceback" not in err


def test_crash_without_console_logs_traceback_and_shows_window(home, windows, capfd,
                                                                monkeypatch):
    monkeypatch.setattr(applog, "has_console", lambda: False)

    def broken(argv):
        raise ValueError("the deck is on fire")

    assert applog.launch([], main=broken) == 1
    log_text = _log_text(home)
    assert "Traceback" in log_text and "ValueError: the deck is on fire" in log_text
    assert len(windows) == 1
    title, text = windows[0]
    assert title == "Astromagie"
    assert "ValueError: the deck is on fire" in text and "astromagie.log" in text
    err = capfd.readouterr().err
    assert "Traceback" not in err


def test_crash_with_console_prints_one_line(home, windows, capfd, monkeypatch):
    monkeypatch.setattr(applog, "has_console", lambda: True)

    def broken(argv):
        raise KeyError("moon")

    assert applog.launch([], main=broken) == 1
    err = capfd.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    assert lines == [f"astromagie: unexpected error: KeyError: 'moon' "
                     f"(details in {home / 'logs' / 'astromagie.log'})"]
    assert windows == []
    assert "KeyError: 'moon'" in _log_text(home)


def test_failing_exit_code_shows_what_was_said_on_stderr(home, windows, monkeypatch):
    monkeypatch.setattr(applog, "has_console", lambda: False)
    real_stdout, real_stderr = sys.stdout, sys.stderr

    def refuses(argv):
        print("astromagie: cannot open a window (no screen)", file=sys.stderr)
        return 1

    assert applog.launch([], main=refuses) == 1
    assert len(windows) == 1 and "cannot open a window (no screen)" in windows[0][1]
    assert "cannot open a window" in _log_text(home)
    assert (sys.stdout, sys.stderr) == (real_stdout, real_stderr)  # streams given back


def test_windowed_build_without_stdio_streams(home, windows, monkeypatch):
    """Windows' windowed builds start with sys.stdout and sys.stderr set to None."""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "__stderr__", None)

    def chatty_then_broken(argv):
        print("dealing the cards")
        print("a warning for nobody", file=sys.stderr)
        raise RuntimeError("no table")

    assert applog.launch([], main=chatty_then_broken) == 1
    assert sys.stdout is None and sys.stderr is None  # given back as they were
    text = _log_text(home)
    assert "dealing the cards" in text and "a warning for nobody" in text
    assert "RuntimeError: no table" in text
    assert len(windows) == 1 and "RuntimeError: no table" in windows[0][1]


def test_silent_failure_still_shows_a_window(home, windows, monkeypatch):
    monkeypatch.setattr(applog, "has_console", lambda: False)
    assert applog.launch([], main=lambda argv: sys.exit(4)) == 4
    assert len(windows) == 1 and "exit code 4" in windows[0][1]


def _exits_0(argv):
    sys.exit(0)


def _interrupted(argv):
    raise KeyboardInterrupt


@pytest.mark.parametrize("main, code", [
    (lambda argv: 0, 0), (lambda argv: None, 0), (_exits_0, 0), (_interrupted, 130),
])
def test_ordinary_endings_show_no_window(home, windows, monkeypatch, main, code):
    monkeypatch.setattr(applog, "has_console", lambda: False)
    assert applog.launch(["--x"], main=main) == code
    assert windows == []


def test_launch_passes_argv_through(home, windows):
    seen = []
    assert applog.launch(["simulate", "--games", "1"], main=lambda argv: seen.append(argv)) == 0
    assert seen == [["simulate", "--games", "1"]]


def test_background_thread_errors_are_logged(home):
    applog.setup_logging()
    applog.install_hooks()

    def worker():
        raise RuntimeError("bot exploded")

    thread = threading.Thread(target=worker, name="astromagie-ai")
    thread.start()
    thread.join()
    text = _log_text(home)
    assert "unexpected error in thread astromagie-ai" in text
    assert "RuntimeError: bot exploded" in text


def test_headless_or_switched_off_never_opens_a_window(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not applog.can_show_window()
    assert applog.show_message("t", "never shown") is False
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.setenv(applog.NO_DIALOG_ENV, "1")
    assert not applog.can_show_window()
    monkeypatch.setenv(applog.NO_DIALOG_ENV, "0")
    assert applog.can_show_window()


def test_describe_names_the_error_in_one_line():
    assert applog.describe(ValueError("first\nsecond")) == "ValueError: first"
    assert applog.describe(RuntimeError()) == "RuntimeError"


@pytest.mark.parametrize("environ, platform, expected", [
    ({"DISPLAY": ":0"}, "linux", "0"),                            # X11 session: plain copy
    ({"SDL_VIDEODRIVER": "x11"}, "linux", "0"),
    ({"DISPLAY": ":0", "SDL_FRAMEBUFFER_ACCELERATION": "1"}, "linux", "1"),  # user's choice
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", None),            # Wayland needs the texture
    ({"DISPLAY": ":0", "SDL_VIDEODRIVER": "wayland"}, "linux", None),
    ({"DISPLAY": ":0", "SDL_VIDEODRIVER": "dummy"}, "linux", None),
    ({}, "darwin", None),                                         # macOS needs the texture
    ({}, "win32", None),                                          # SDL already uses GDI there
])
def test_window_defaults_only_touch_x11(environ, platform, expected):
    env = dict(environ)
    applog.window_defaults(env, platform)
    assert env.get(applog.FRAMEBUFFER_HINT) == expected
