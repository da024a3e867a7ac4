"""The guarded entry point of `astromagie` (console and windowed) and the desktop build.

`launch()` opens the log file (astromagie.applog), parses the command line and runs
it under the crash handler (astromagie.cli.crash). It decides who may see a window:

- the command-line tools (`replay`, `simulate`, `arena`), `--help`, `--version` and
  usage errors never open one and never copy their output to the log: they are
  used from scripts and pipes, where a modal window would hang the caller (only a
  windowed build started without any stdout, on Windows, logs what it cannot print);
- the game itself opens a message window for an unexpected error or a failing
  exit code only when it was not started from a terminal (a double-click); its
  stdout and stderr then go to the log.

Before anything imports pygame it sets SDL's window defaults (`window_defaults`).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import logging
import os
import sys
from collections.abc import Callable, MutableMapping, Sequence
from typing import IO, Any

from astromagie.applog import log_path, setup_logging, write_stderr
from astromagie.cli import main as cli_main
from astromagie.cli.crash import (
    FAILED_DEFAULT,
    TITLE,
    has_console,
    install_hooks,
    report_crash,
    show_message,
    text,
    where,
)
from astromagie.storage.userfile import as_typed

log = logging.getLogger(__name__)

Runner = Callable[[argparse.Namespace], int | None]


# -- SDL defaults -----------------------------------------------------------------------
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"
DPI_AWARENESS_HINT = "SDL_WINDOWS_DPI_AWARENESS"


def window_defaults(environ: MutableMapping[str, str], platform: str | None = None) -> None:
    """Set SDL's window defaults in `environ` (os.environ), never overriding the user's.

    SDL reads its hints from the environment when pygame starts it, so this must run
    before pygame initialises.

    - Windows: per-monitor DPI awareness (v2). Without it Windows draws the window at
      96 dpi and stretches the bitmap on a scaled monitor: blurry text.
    - X11: pygame draws into a software surface, which SDL2 by default copies to the
      screen through an OpenGL texture; creating that GL context costs ~0.1 s of CPU
      before the first frame (Mesa) and brings nothing to a 2D game, so X11 gets the
      plain shared-memory copy instead (what SDL already does on Windows). macOS and
      Wayland have no such plain path (SDL would refuse to open the window).
    - macOS has no hint for this: SDL gives a window Retina pixels only when it is
      created with SDL_WINDOW_ALLOW_HIGHDPI, which pygame-ce's display.set_mode never
      passes (only `pygame.Window(allow_high_dpi=True)` does). The app bundle already
      declares NSHighResolutionCapable (build/spec/astromagie.spec), which such a
      window needs as well.
    """
    platform = platform or sys.platform
    if platform == "win32":
        environ.setdefault(DPI_AWARENESS_HINT, "permonitorv2")
        return
    if not (platform.startswith("linux") or "bsd" in platform):
        return
    driver = environ.get("SDL_VIDEODRIVER", "")
    if driver == "x11" or (not driver and environ.get("DISPLAY")):
        environ.setdefault(FRAMEBUFFER_HINT, "0")


# -- stdout/stderr of the game without a console ------------------------------------
class _LogStream(io.TextIOBase):
    """A text stream for a game without a console: lines go to the log, stderr's are kept.

    `echo` is the original stream, if any (a pipe), which still receives everything.
    """

    def __init__(self, name: str, level: int, echo: IO[str] | None, keep: bool) -> None:
        self._name = name
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
        if self._emitting or log_path() is None:  # no log file: the echo already said it
            return
        self._emitting = True
        try:
            logging.getLogger(f"astromagie.{self._name}").log(self._level, "%s", line)
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


def _capture_streams(only_missing: bool = False) -> tuple[_LogStream, Callable[[], None]]:
    """Replace sys.stdout/stderr by log streams; returns stderr's and an undo function.

    With `only_missing`, only a stream that is None (a windowed build on Windows has
    none) is replaced: output that has somewhere to go never goes to the log.
    """
    old_out, old_err = sys.stdout, sys.stderr
    out = _LogStream("stdout", logging.INFO, old_out, keep=False)
    err = _LogStream("stderr", logging.WARNING, old_err, keep=True)
    if not (only_missing and old_out is not None):
        sys.stdout = out
    if not (only_missing and old_err is not None):
        sys.stderr = err

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
    write_stderr(str(code))  # sys.exit("message") prints the message, exit code 1
    return 1


def _nothing_to_restore() -> None:
    """The undo function when no stream was captured."""


# -- the guarded entry point ----------------------------------------------------------
def launch(argv: Sequence[str] | None = None, run: Runner | None = None) -> int:
    """Parse the command line and run it under the crash handler; returns the exit code.

    `run` receives the parsed arguments; it defaults to astromagie.cli.main.run
    (tests pass their own).
    """
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    cli_main.tolerate_any_text()
    window_defaults(os.environ)
    setup_logging()
    args_list = list(argv) if argv is not None else sys.argv[1:]
    log.info("start: astromagie %s (python %s, %s)", " ".join(map(as_typed, args_list)),
             sys.version.split()[0], sys.platform)
    install_hooks(window=False)
    # A windowed build on Windows has no stdout/stderr at all: what it cannot print
    # (--version, --help, a tool's answer) goes to the log instead of nowhere.
    restore = _nothing_to_restore
    if sys.stdout is None or sys.stderr is None:
        _, restore = _capture_streams(only_missing=True)
    try:
        code = _parse_and_run(args_list, run or cli_main.run, restore)
    finally:
        restore()
    log.info("exit code %s", code)
    return code


def _parse_and_run(args_list: list[str], run: Runner, restore_missing: Callable[[], None]) -> int:
    try:
        args = cli_main.build_parser().parse_args(args_list)
    except SystemExit as exc:  # --help, --version, a usage error: argparse has said it
        return _exit_code(exc.code)
    # Only the game itself, started without a terminal (a double-click), tells its
    # errors in a window; the tools answer on stdout/stderr.
    window = args.command is None and not has_console()
    install_hooks(window=window)
    err: _LogStream | None = None
    restore = _nothing_to_restore
    if window:
        restore_missing()  # the game's capture below logs every line, once
        err, restore = _capture_streams()
    try:
        code = _exit_code(run(args))
    except SystemExit as exc:  # sys.exit(): already explained on stderr
        code = _exit_code(exc.code)
    except KeyboardInterrupt:
        code = 130
    except Exception as exc:
        report_crash(exc, window=window)
        return 1
    finally:
        restore()
    if window and code not in (0, 130):
        said = "\n".join(err.kept[-6:]) if err is not None else ""
        show_message(TITLE, text("errors.failed", FAILED_DEFAULT,
                                 error=said or f"exit code {code}", log=where()))
    return code
