"""The guarded entry point: errors are logged and told, and only the game opens a window."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from astromagie import __version__, applog
from astromagie.cli import crash, launch

ROOT = Path(__file__).resolve().parents[2]


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
    """Record message windows instead of opening them (the launcher's and the crash's)."""
    shown: list[tuple[str, str]] = []

    def record(title: str, text: str) -> bool:
        shown.append((title, text))
        return True

    monkeypatch.setattr(crash, "show_message", record)
    monkeypatch.setattr(launch, "show_message", record)
    return shown


def _no_console(monkeypatch) -> None:
    monkeypatch.setattr(launch, "has_console", lambda: False)


def _log_text(home) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return (home / "logs" / applog.LOG_FILE).read_text(encoding="utf-8")


# -- the game: a window only without a terminal --------------------------------------
def test_without_a_log_file_warnings_reach_the_terminal_once_without_traceback(
        tmp_path, monkeypatch, home, windows, capfd):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ASTROMAGIE_HOME", str(blocker))
    _no_console(monkeypatch)  # stderr captured, as in a pipe

    def warns(args):
        try:
            raise OSError("disk on fire")
        except OSError:
            logging.getLogger("astromagie.test").exception("cannot save the settings")
        print("astromagie: something went wrong", file=sys.stderr)
        return 1

    assert launch.launch([], run=warns) == 1  # used to end in RecursionError
    err = capfd.readouterr().err
    assert err.count("cannot save the settings") == 1
    assert err.count("something went wrong") == 1
    assert "Traceback" not in err


def test_crash_without_console_logs_traceback_and_shows_window(home, windows, capfd,
                                                                monkeypatch):
    _no_console(monkeypatch)

    def broken(args):
        raise ValueError("the deck is on fire")

    assert launch.launch([], run=broken) == 1
    log_text = _log_text(home)
    assert "Traceback" in log_text and "ValueError: the deck is on fire" in log_text
    assert len(windows) == 1
    title, text = windows[0]
    assert title == "Astromagie"
    assert "ValueError: the deck is on fire" in text and "astromagie.log" in text
    err = capfd.readouterr().err
    assert "Traceback" not in err


def test_crash_with_console_prints_one_line(home, windows, capfd, monkeypatch):
    monkeypatch.setattr(launch, "has_console", lambda: True)

    def broken(args):
        raise KeyError("moon")

    assert launch.launch([], run=broken) == 1
    err = capfd.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    assert lines == [f"astromagie: unexpected error: KeyError: 'moon' "
                     f"(details in {home / 'logs' / 'astromagie.log'})"]
    assert windows == []
    assert "KeyError: 'moon'" in _log_text(home)


def test_failing_exit_code_shows_what_was_said_on_stderr(home, windows, monkeypatch):
    _no_console(monkeypatch)
    real_stdout, real_stderr = sys.stdout, sys.stderr

    def refuses(args):
        print("astromagie: cannot open a window (no screen)", file=sys.stderr)
        return 1

    assert launch.launch([], run=refuses) == 1
    assert len(windows) == 1 and "cannot open a window (no screen)" in windows[0][1]
    assert "cannot open a window" in _log_text(home)
    assert (sys.stdout, sys.stderr) == (real_stdout, real_stderr)  # streams given back


def test_windowed_build_without_stdio_streams(home, windows, monkeypatch):
    """Windows' windowed builds start with sys.stdout and sys.stderr set to None."""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdin", None)
    monkeypatch.setattr(sys, "__stderr__", None)

    def chatty_then_broken(args):
        print("dealing the cards")
        print("a warning for nobody", file=sys.stderr)
        raise RuntimeError("no table")

    assert launch.launch([], run=chatty_then_broken) == 1
    assert sys.stdout is None and sys.stderr is None  # given back as they were
    text = _log_text(home)
    assert "dealing the cards" in text and "a warning for nobody" in text
    assert "RuntimeError: no table" in text
    assert len(windows) == 1 and "RuntimeError: no table" in windows[0][1]


def test_silent_failure_still_shows_a_window(home, windows, monkeypatch):
    _no_console(monkeypatch)
    assert launch.launch([], run=lambda args: sys.exit(4)) == 4
    assert len(windows) == 1 and "exit code 4" in windows[0][1]


def _exits_0(args):
    sys.exit(0)


def _interrupted(args):
    raise KeyboardInterrupt


@pytest.mark.parametrize("run, code", [
    (lambda args: 0, 0), (lambda args: None, 0), (_exits_0, 0), (_interrupted, 130),
])
def test_ordinary_endings_show_no_window(home, windows, monkeypatch, run, code):
    _no_console(monkeypatch)
    assert launch.launch(["--seed", "3"], run=run) == code
    assert windows == []


def test_launch_passes_the_parsed_command_line(home, windows):
    seen = []
    assert launch.launch(["simulate", "--games", "1"], run=seen.append) == 0
    assert [(args.command, args.games) for args in seen] == [("simulate", 1)]


# -- the tools, --help, --version, usage errors: never a window, never the log --------
@pytest.mark.parametrize("argv, code", [
    (["replay", "missing.json"], 2),
    (["simulate", "--games", "1", "--bots", "nobody"], 2),
    (["arena", "--bots", "nobody", "--games", "1"], 2),
    (["--no-such-option"], 2),
    (["replay"], 2),  # usage error inside a subcommand
    (["--help"], 0),
    (["--version"], 0),
])
def test_tools_and_usage_never_open_a_window(home, windows, monkeypatch, capfd, argv, code):
    _no_console(monkeypatch)
    assert launch.launch(argv) == code
    assert windows == []
    out, err = capfd.readouterr()
    assert out or err  # each says something on the terminal or the pipe


def test_tool_output_stays_out_of_the_log(home, windows, monkeypatch, capfd):
    _no_console(monkeypatch)
    assert launch.launch(["simulate", "--games", "2", "--players", "2", "--seed", "1",
                          "--json"]) == 0
    out = capfd.readouterr().out
    assert out.strip().startswith("{")
    assert out.strip() not in _log_text(home)
    assert "astromagie.stdout" not in _log_text(home)


def test_tool_crash_is_one_line_and_no_window(home, windows, monkeypatch, capfd):
    _no_console(monkeypatch)

    def broken(args):
        raise ValueError("bad bot")

    assert launch.launch(["simulate", "--games", "1"], run=broken) == 1
    assert windows == []
    err = capfd.readouterr().err
    assert "ValueError: bad bot" in err and "Traceback" not in err


def test_version_names_the_package_version(home, capfd):
    assert launch.launch(["--version"]) == 0
    assert capfd.readouterr().out.strip() == f"astromagie {__version__}"


def _display() -> tuple[subprocess.Popen | None, str]:
    """A real X display when Xvfb is installed, else a name no server answers."""
    if shutil.which("Xvfb") is None:
        return None, ":93"
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "640x480x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as fh:
        number = fh.readline().strip()
    return server, f":{number}"


def test_failing_subcommands_exit_at_once_with_a_display_and_a_pipe(tmp_path):
    """Issue 14: with a display and output piped, a failing tool must not wait on a window."""
    server, display = _display()
    env = {key: value for key, value in os.environ.items()
           if key not in ("SDL_VIDEODRIVER", crash.NO_DIALOG_ENV, "WAYLAND_DISPLAY")}
    env.update(DISPLAY=display, ASTROMAGIE_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    cases = [["replay", str(tmp_path / "missing.json")],
             ["simulate", "--bots", "nobody"], ["arena", "--bots", "nobody"],
             ["simulate", "--players", "9"], ["--no-such-option"]]
    try:
        for argv in cases:
            # A tool that waited on a window (the crash dialog wants a click) would wait
            # for ever: the timeout is a bound for that hang, not a timing.
            result = subprocess.run([sys.executable, "-m", "astromagie", *argv], env=env,
                                    stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, timeout=60, check=False)
            assert result.returncode == 2, (argv, result.stdout)
            assert result.stdout.strip(), argv  # it said why
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)


# -- pieces ----------------------------------------------------------------------------
def test_background_thread_errors_are_logged(home):
    applog.setup_logging()
    crash.install_hooks(window=False)

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
    assert not crash.can_show_window()
    assert crash.show_message("t", "never shown") is False
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.setenv(crash.NO_DIALOG_ENV, "1")
    assert not crash.can_show_window()
    monkeypatch.setenv(crash.NO_DIALOG_ENV, "0")
    assert crash.can_show_window()


def test_a_terminal_on_any_standard_stream_is_a_console(monkeypatch):
    class Tty:
        def isatty(self) -> bool:
            return True

    class Pipe:
        def isatty(self) -> bool:
            return False

    for streams in ((Pipe(), Pipe(), Pipe()), (None, None, None)):
        monkeypatch.setattr(sys, "stdin", streams[0])
        monkeypatch.setattr(sys, "stdout", streams[1])
        monkeypatch.setattr(sys, "stderr", streams[2])
        assert not crash.has_console()
    monkeypatch.setattr(sys, "stdin", Tty())  # `astromagie 2>&1 | less` from a terminal
    assert crash.has_console()


def test_describe_names_the_error_in_one_line():
    assert crash.describe(ValueError("first\nsecond")) == "ValueError: first"
    assert crash.describe(RuntimeError()) == "RuntimeError"


@pytest.mark.parametrize("environ, platform, hint, expected", [
    ({"DISPLAY": ":0"}, "linux", launch.FRAMEBUFFER_HINT, "0"),      # X11: plain copy
    ({"SDL_VIDEODRIVER": "x11"}, "linux", launch.FRAMEBUFFER_HINT, "0"),
    ({"DISPLAY": ":0", "SDL_FRAMEBUFFER_ACCELERATION": "1"}, "linux",
     launch.FRAMEBUFFER_HINT, "1"),                                    # the user's choice
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", launch.FRAMEBUFFER_HINT, None),
    ({"DISPLAY": ":0", "SDL_VIDEODRIVER": "wayland"}, "linux", launch.FRAMEBUFFER_HINT, None),
    ({"DISPLAY": ":0", "SDL_VIDEODRIVER": "dummy"}, "linux", launch.FRAMEBUFFER_HINT, None),
    ({}, "darwin", launch.FRAMEBUFFER_HINT, None),                    # macOS needs the texture
    ({}, "win32", launch.FRAMEBUFFER_HINT, None),                     # SDL uses GDI there
    ({}, "win32", launch.DPI_AWARENESS_HINT, "permonitorv2"),        # sharp on scaled screens
    ({launch.DPI_AWARENESS_HINT: "unaware"}, "win32", launch.DPI_AWARENESS_HINT, "unaware"),
    ({"DISPLAY": ":0"}, "linux", launch.DPI_AWARENESS_HINT, None),
])
def test_window_defaults(environ, platform, hint, expected):
    env = dict(environ)
    launch.window_defaults(env, platform)
    assert env.get(hint) == expected


def test_hints_are_set_before_pygame_starts(home, monkeypatch):
    """SDL reads its hints once, when pygame initialises the display: the launcher first."""
    monkeypatch.setenv(launch.DPI_AWARENESS_HINT, "")
    monkeypatch.delenv(launch.DPI_AWARENESS_HINT)  # absent now, and again after the test
    monkeypatch.setattr(launch.sys, "platform", "win32")
    seen = []
    launch.launch([], run=lambda args: seen.append(os.environ.get(launch.DPI_AWARENESS_HINT)))
    assert seen == ["permonitorv2"]


def test_a_tool_without_stdout_logs_what_it_cannot_print(home, windows, monkeypatch):
    """A windowed build on Windows has no stdout at all: the log is the only witness."""
    monkeypatch.setattr(sys, "stdout", None)
    assert launch.launch(["simulate", "--games", "2", "--players", "2", "--seed", "1"]) == 0
    assert sys.stdout is None  # given back
    assert "astromagie.stdout" in _log_text(home)
    assert windows == []


def test_version_without_stdout_reaches_the_log(home, windows, monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    assert launch.launch(["--version"]) == 0
    assert sys.stdout is None
    assert f"astromagie {__version__}" in _log_text(home)


def test_every_option_of_the_game_command_says_what_it_does():
    from astromagie.cli.main import build_parser

    parser = build_parser()
    options = [action for action in parser._actions if action.option_strings]
    assert {"--version", "--seed", "--screenshot", "--smoke-test"} <= {
        name for action in options for name in action.option_strings}
    for action in options:
        assert action.help, action.option_strings


# -- a file name with a newline or a byte that is not UTF-8, through the real entry point
def test_newline_in_a_file_name_forges_no_line(home, windows, capfd):
    name = str(home / "a\nastromagie: forged")
    assert launch.launch(["replay", name]) == 2
    err = capfd.readouterr().err
    assert err.count("\n") == 1, err
    assert "\\nastromagie: forged" in err
    log = _log_text(home)
    assert not any(line.startswith("astromagie: forged") for line in log.splitlines())
    assert "replay '" in log and "\\nastromagie: forged" in log


def test_a_byte_that_is_not_utf8_keeps_the_log(home, windows, capfd):
    """A file name with a non-UTF-8 byte (a lone surrogate) used to cost the whole log."""
    name = os.fsdecode(str(home).encode() + b"/x\xffy.json")
    assert launch.launch(["replay", name]) == 2
    err = capfd.readouterr().err
    assert "cannot write the log file" not in err
    assert "\\udcff" in err
    log = _log_text(home)
    assert "\\udcff" in log and "exit code 2" in log
