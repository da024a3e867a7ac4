"""Telling the player about an error: one line on a terminal, a message window without one.

A double-clicked build has no console, so nobody sees stderr; there an unexpected
error opens a message window (pygame-ce's message_box, else tkinter) naming the log
file. From a terminal the player gets one line on stderr. The traceback always goes
to the log (astromagie.applog). Headless runs (SDL_VIDEODRIVER=dummy, no X display)
and ASTROMAGIE_NO_DIALOG=1 never open a window.

Which runs may open a window at all is the launcher's decision (astromagie.cli.launch):
only the game itself, never the command-line tools.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from types import TracebackType

from astromagie import i18n
from astromagie.applog import log_path, write_stderr

log = logging.getLogger(__name__)

NO_DIALOG_ENV = "ASTROMAGIE_NO_DIALOG"  # set to 1: never open a message window
TITLE = "Astromagie"
_HEADLESS_DRIVERS = ("dummy", "offscreen")

# English fallbacks for a crash so early that the catalogs cannot be read.
CRASH_DEFAULT = ("Astromagie stopped because of an unexpected error:\n{error}\n\n"
                 "The details are in {log}.")
FAILED_DEFAULT = "Astromagie stopped:\n{error}\n\nThe details are in {log}."


def _is_terminal(stream: object) -> bool:
    try:
        return bool(stream is not None and stream.isatty())  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        return False


def has_console() -> bool:
    """Whether the run was started from a terminal, where a person reads stderr.

    Any of stdin, stdout or stderr being a terminal counts: `astromagie 2>&1 | less`
    is still read in the terminal. False in a double-clicked build.
    """
    return any(_is_terminal(stream) for stream in (sys.stderr, sys.stdout, sys.stdin))


def can_show_window() -> bool:
    """Whether a message window could appear (not headless, not switched off)."""
    if os.environ.get(NO_DIALOG_ENV, "") not in ("", "0"):
        return False
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in _HEADLESS_DRIVERS:
        return False
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def _pygame_message_box(title: str, text: str) -> None:
    import pygame  # only here: the command-line tools never load pygame

    pygame.display.message_box(title, text, message_type="error")


def _tk_message_box(title: str, text: str) -> None:
    import tkinter  # the fallback, absent from the desktop build
    from tkinter import messagebox

    root = tkinter.Tk()
    root.withdraw()
    try:
        messagebox.showerror(title, text, parent=root)
    finally:
        root.destroy()


def show_message(title: str, text: str) -> bool:
    """Show a modal error window; True if one was shown. Never raises."""
    if not can_show_window():
        return False
    for show in (_pygame_message_box, _tk_message_box):
        try:
            show(title, text)
            return True
        except Exception:  # this toolkit is missing or cannot show a window here
            log.debug("%s failed", show.__name__, exc_info=True)
    return False


def text(key: str, default: str, **params: str) -> str:
    """The message in the player's language when the catalogs have it, else English."""
    try:
        if i18n.has(key):
            return i18n.tr(key, **params)
    except Exception:  # a crash while reporting a crash must still say something
        log.debug("no translated text for %s", key, exc_info=True)
    return default.format(**params)


def where() -> str:
    """The log file's path for a message, or why there is none."""
    path = log_path()
    return str(path) if path is not None else "the log (it could not be written)"


def describe(exc: BaseException) -> str:
    """One line naming the error: `ValueError: bad thing`."""
    message = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    name = type(exc).__name__
    return f"{name}: {message}" if message else name


def report_crash(exc: BaseException, *, window: bool,
                 context: str = "unexpected error") -> None:
    """Log `exc` with its traceback and tell the player: a stderr line, and a window if asked."""
    log.critical("%s", context, exc_info=(type(exc), exc, exc.__traceback__))
    write_stderr(f"astromagie: {context}: {describe(exc)} (details in {where()})")
    if window:
        show_message(TITLE, text("errors.crash", CRASH_DEFAULT, error=describe(exc),
                                 log=where()))


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    # A background thread (the AI worker, say) must not die unnoticed; the game itself
    # decides whether it can go on, so only the log hears about it.
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "?"
    log.error("unexpected error in thread %s", name,
              exc_info=(args.exc_type, args.exc_value, args.exc_traceback))  # type: ignore[arg-type]


def install_hooks(*, window: bool) -> None:
    """Route uncaught exceptions (main thread and others) to the log and the player."""

    def excepthook(kind: type[BaseException], exc: BaseException,
                   tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, exc, tb)
            return
        report_crash(exc.with_traceback(tb), window=window)

    sys.excepthook = excepthook
    threading.excepthook = _thread_excepthook
