"""Logging to a file and the crash handler: a windowed build must never fail silently.

A double-clicked build has no console, so nobody sees stderr. `launch()` is the
guarded entry point (python -m astromagie, the PyInstaller entry script): it
sends log records to `astromagie.log` in the user's log directory
(astromagie.storage.paths.log_dir: platformdirs, or $ASTROMAGIE_HOME/logs), and
turns an unexpected exception into

- with a console (stderr is a terminal): one line on stderr, the traceback in the log;
- without one: a message window (pygame-ce's message_box, else tkinter), the traceback
  in the log. Headless runs (SDL_VIDEODRIVER=dummy, no X display) never open a window.

A run that ends with a failing exit code after explaining itself on stderr (the UI
prints "cannot open a window", for instance) gets that text in a message window too
when there is no console to show it.

`launch()` also sets one SDL default before pygame starts (`window_defaults`): on X11
the window shows pygame's software surface directly instead of through an OpenGL
texture, which saves about 0.1 s before the first frame.
"""

from __future__ import annotations

import contextlib
import faulthandler
import io
import logging
import logging.handlers
import os
import sys
import threading
from collections.abc import Callable, MutableMapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from astromagie.storage.paths import log_dir

log = logging.getLogger(__name__)

LOG_FILE = "astromagie.log"
FAULT_FILE = "faults.log"  # interpreter-level crashes (a segfault in SDL) from faulthandler
NO_DIALOG_ENV = "ASTROMAGIE_NO_DIALOG"  # set to 1: never open a message window
TITLE = "Astromagie"
_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(process)d]: %(message)s"
_HEADLESS_DRIVERS = ("dummy", "offscreen")

_handler: logging.Handler | None = None
_log_path: Path | None = None
_fault_stream: IO[str] | None = None
_root_level: int | None = None  # the root logger's level before setup_logging changed it


# -- the log file -------------------------------------------------------------------
def log_path() -> Path | None:
    """The log file in use, or None before `setup_logging` or when it could not be opened."""
    return _log_path


class _OneLineFormatter(logging.Formatter):
    """The message alone: no traceback, no stack (for a terminal without a log file)."""

    def format(self, record: logging.LogRecord) -> str:
        return record.getMessage().splitlines()[0] if record.getMessage() else ""


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Send log records to astromagie.log in the user's log directory; returns its path.

    Safe to call more than once (later calls return the same path). An unwritable
    log directory never stops the game: the records then go nowhere and None is
    returned.
    """
    global _handler, _log_path, _fault_stream, _root_level
    root = logging.getLogger()
    if root.level == logging.NOTSET or root.level > level:
        if _root_level is None:
            _root_level = root.level
        root.setLevel(level)
    if _handler is not None:
        return _log_path
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / LOG_FILE
        # Rotate so that years of play never fill the disk; the previous runs stay readable.
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=2, encoding="utf-8", delay=False)
    except (OSError, ValueError) as exc:
        _write_stderr(f"astromagie: cannot write the log file ({exc}); continuing without it")
        # Warnings still reach a terminal, one line each: never a traceback in front of
        # the player, and never logging's last-resort handler (it would print both).
        _handler = logging.StreamHandler(sys.__stderr__ or open(os.devnull, "w"))  # noqa: SIM115
        _handler.setLevel(logging.WARNING)
        _handler.setFormatter(_OneLineFormatter("astromagie: %(message)s"))
        root.addHandler(_handler)
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)
    logging.captureWarnings(True)
    _handler, _log_path = handler, path
    if not faulthandler.is_enabled():  # -X faulthandler or pytest already chose stderr
        with contextlib.suppress(OSError, ValueError, RuntimeError):
            _fault_stream = open(folder / FAULT_FILE, "a", encoding="utf-8")  # noqa: SIM115
            faulthandler.enable(file=_fault_stream)
    return path


def close_logging() -> None:
    """Detach and close the log file, restore the root level (tests; exit does this too)."""
    global _handler, _log_path, _fault_stream, _root_level
    if _root_level is not None:
        logging.getLogger().setLevel(_root_level)
        _root_level = None
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
    if _fault_stream is not None:
        with contextlib.suppress(RuntimeError, ValueError):
            faulthandler.disable()
        _fault_stream.close()
    _handler, _log_path, _fault_stream = None, None, None


# -- console or window ---------------------------------------------------------------
def has_console() -> bool:
    """Whether a person can read stderr (a terminal). False in a double-clicked build."""
    stream = sys.stderr
    if stream is None:
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def can_show_window() -> bool:
    """Whether a message window could appear (not headless, not switched off)."""
    if os.environ.get(NO_DIALOG_ENV, "") not in ("", "0"):
        return False
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in _HEADLESS_DRIVERS:
        return False
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def show_message(title: str, text: str) -> bool:
    """Show a modal error window; True if one was shown. Never raises."""
    if not can_show_window():
        return False
    try:
        import pygame

        pygame.display.message_box(title, text, message_type="error")
        return True
    except Exception:  # no pygame, or SDL cannot show one here: try Tk
        log.debug("pygame message_box failed", exc_info=True)
    try:
        import tkinter
        from tkinter import messagebox

        root = tkinter.Tk()
        root.withdraw()
        try:
            messagebox.showerror(title, text, parent=root)
        finally:
            root.destroy()
        return True
    except Exception:
        log.debug("tkinter messagebox failed", exc_info=True)
        return False


def _write_stderr(line: str) -> None:
    stream = getattr(sys, "__stderr__", None) or sys.stderr
    if stream is None:
        return
    with contextlib.suppress(Exception):
        stream.write(line.rstrip("\n") + "\n")
        stream.flush()


# -- what the player reads -----------------------------------------------------------
_CRASH_DEFAULT = ("Astromagie stopped because of an unexpected error:\n{error}\n\n"
                  "The details are in {log}.")
_FAILED_DEFAULT = "Astromagie stopped:\n{error}\n\nThe details are in {log}."


def _text(key: str, default: str, **params: str) -> str:
    """The message in the player's language when the catalogs have it, else English."""
    try:
        from astromagie import i18n

        if i18n.has(key):
            return i18n.tr(key, **params)
    except Exception:  # a crash while reporting a crash must still say something
        log.debug("no translated text for %s", key, exc_info=True)
    return default.format(**params)


def _where() -> str:
    return str(_log_path) if _log_path is not None else "the log (it could not be written)"


def describe(exc: BaseException) -> str:
    """One line naming the error: `ValueError: bad thing`."""
    message = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    name = type(exc).__name__
    return f"{name}: {message}" if message else name


def report_crash(exc: BaseException, *, console: bool | None = None,
                 context: str = "unexpected error") -> None:
    """Log `exc` with its traceback and tell the player: stderr line or message window."""
    log.critical("%s", context, exc_info=(type(exc), exc, exc.__traceback__))
    if console is None:
        console = has_console()
    line = f"astromagie: {context}: {describe(exc)} (details in {_where()})"
    if console:
        _write_stderr(line)
        return
    _write_stderr(line)  # a pipe or a desktop session's journal, where there is one
    show_message(TITLE, _text("errors.crash", _CRASH_DEFAULT, error=describe(exc), log=_where()))


def _excepthook(kind: type[BaseException], exc: BaseException,
                tb: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, exc, tb)
        return
    report_crash(exc.with_traceback(tb))


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    # A background thread (the AI worker, say) must not die unnoticed; the game itself
    # decides whether it can go on, so only the log hears about it.
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "?"
    log.error("unexpected error in thread %s", name,
              exc_info=(args.exc_type, args.exc_value, args.exc_traceback))


def install_hooks() -> None:
    """Route uncaught exceptions (main thread and others) to the log and the player."""
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook


# -- stdout/stderr without a console ------------------------------------------------
class _LogStream(io.TextIOBase):
    """A text stream for a build without a console: lines go to the log, stderr's are kept.

    `echo` is the original stream, if any (a pipe), which still receives everything.
    """

    def __init__(self, name: str, level: int, echo: IO[str] | None, keep: bool) -> None:
        self.name = name
        self._level = level
        self._echo = echo
        self._keep = keep
        self._partial = ""
        self._emitting = False
        self.kept: list[str] = []

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if self._echo is not None:
            with contextlib.suppress(Exception):
                self._echo.write(text)
        self._partial += text
        *lines, self._partial = self._partial.split("\n")
        for line in lines:
            self._emit(line)
        return len(text)

    def _emit(self, line: str) -> None:
        if not line.strip():
            return
        if self._keep:
            self.kept.append(line)
            del self.kept[:-20]  # the last lines explain the failure; bound the memory
        # Without a log file, logging's last-resort handler writes the record to
        # sys.stderr, which is this stream: logging it again would never end.
        if self._emitting or _log_path is None:  # no log file: the echo already said it
            return
        self._emitting = True
        try:
            logging.getLogger(f"astromagie.{self.name}").log(self._level, "%s", line)
        finally:
            self._emitting = False

    def flush(self) -> None:
        if self._echo is not None:
            with contextlib.suppress(Exception):
                self._echo.flush()

    def close_line(self) -> None:
        if self._partial:
            self._emit(self._partial)
            self._partial = ""

    def isatty(self) -> bool:
        return False


def _capture_streams() -> tuple[_LogStream, Callable[[], None]]:
    """Replace sys.stdout/stderr by log streams; returns stderr's and an undo function."""
    old_out, old_err = sys.stdout, sys.stderr
    out = _LogStream("stdout", logging.INFO, old_out, keep=False)
    err = _LogStream("stderr", logging.WARNING, old_err, keep=True)
    sys.stdout, sys.stderr = out, err

    def restore() -> None:
        out.close_line()
        err.close_line()
        if sys.stdout is out:
            sys.stdout = old_out
        if sys.stderr is err:
            sys.stderr = old_err

    return err, restore


def _exit_code(code: Any) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    _write_stderr(str(code))  # sys.exit("message") prints the message, exit code 1
    return 1


# -- SDL defaults -----------------------------------------------------------------------
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def window_defaults(environ: MutableMapping[str, str], platform: str = sys.platform) -> None:
    """Set SDL's window defaults in `environ` (os.environ), never overriding the user's.

    pygame draws into a software surface. On X11, SDL2 by default copies it to the
    screen through an OpenGL texture; creating that GL context costs ~0.1 s of CPU
    before the first frame (Mesa) and brings nothing to a 2D game, so X11 gets the
    plain shared-memory copy instead (what SDL already does on Windows). macOS and
    Wayland have no such plain path (SDL would refuse to open the window), so only a
    session that will use X11 gets the hint.
    """
    if not (platform.startswith("linux") or "bsd" in platform):
        return
    driver = environ.get("SDL_VIDEODRIVER", "")
    if driver == "x11" or (not driver and environ.get("DISPLAY")):
        environ.setdefault(FRAMEBUFFER_HINT, "0")


# -- the guarded entry point ----------------------------------------------------------
def launch(argv: Sequence[str] | None = None,
           main: Callable[[list[str] | None], int] | None = None) -> int:
    """Run the command line under the crash handler; returns the exit code.

    `main` defaults to astromagie.cli.main.main (tests pass their own).
    """
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    window_defaults(os.environ)
    setup_logging()
    install_hooks()
    console = has_console()
    log.info("start: %s (python %s, %s)", " ".join(sys.argv), sys.version.split()[0],
             sys.platform)
    err: _LogStream | None = None
    restore: Callable[[], None] = lambda: None  # noqa: E731
    if not console:
        err, restore = _capture_streams()
    try:
        if main is None:
            from astromagie.cli.main import main as cli_main

            main = cli_main
        code = _exit_code(main(list(argv) if argv is not None else None))
    except SystemExit as exc:  # argparse errors, sys.exit(): already explained on stderr
        code = _exit_code(exc.code)
    except KeyboardInterrupt:
        code = 130
    except Exception as exc:
        report_crash(exc, console=console)
        return 1
    finally:
        restore()
    log.info("exit code %s", code)
    if code not in (0, 130) and not console:
        said = "\n".join(err.kept[-6:]) if err is not None else ""
        show_message(TITLE, _text("errors.failed", _FAILED_DEFAULT,
                                  error=said or f"exit code {code}", log=_where()))
    return code
