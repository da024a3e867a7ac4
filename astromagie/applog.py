"""The log file: where the game's log records go, and nothing else.

`setup_logging()` sends records to `astromagie.log` in the user's log folder
(astromagie.storage.paths.log_dir: platformdirs, or $ASTROMAGIE_HOME/logs) and
interpreter-level crashes (a segfault in SDL) to `faults.log` beside it. Deciding
what the player is told about a crash is the launcher's job (astromagie.cli.launch).

Two promises about the player's folders:

- never write through a symbolic link: a log file that is a link is left alone
  (the records then go nowhere, said once on stderr);
- never wait on a log file that is not a regular file: it is opened without
  blocking (a named pipe with no reader would hang the game before any window),
  and a pipe, a device or a folder in its place is set aside like any odd file
  in the player's folders (`storage.atomic.quarantine`), and a fresh log begun;
- a log that cannot be written (a full disk) is said once, in one line, and then
  left alone: never logging's "--- Logging error ---" report for every record.
"""

from __future__ import annotations

import contextlib
import errno
import faulthandler
import io
import logging
import logging.handlers
import os
import stat
import sys
from pathlib import Path
from typing import IO

from astromagie.storage.atomic import quarantine
from astromagie.storage.paths import log_dir

LOG_FILE = "astromagie.log"
FAULT_FILE = "faults.log"  # interpreter-level crashes (a segfault in SDL) from faulthandler
_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(process)d]: %(message)s"
_MAX_BYTES = 1_000_000  # rotate so that years of play never fill the disk
_BACKUPS = 2  # the previous runs stay readable

_handler: logging.Handler | None = None
_log_path: Path | None = None
_fault_stream: IO[str] | None = None
_root_level: int | None = None  # the root logger's level before setup_logging changed it


def log_path() -> Path | None:
    """The log file in use, or None before `setup_logging` or when it could not be opened."""
    return _log_path


def write_stderr(line: str) -> None:
    """One line on the process's real stderr, if it has one; never raises."""
    stream = getattr(sys, "__stderr__", None) or sys.stderr
    if stream is None:
        return
    with contextlib.suppress(Exception):
        stream.write(line.rstrip("\n") + "\n")
        stream.flush()


def open_no_follow(path: Path) -> io.TextIOWrapper:
    """Open a text file in the user's folders for appending, never through a symlink and
    never waiting: what is in its place and is not a regular file is set aside first.

    Raises OSError when `path` is a symbolic link. O_NOFOLLOW closes the gap between
    the check and the open where the system has it (not on Windows).
    """
    if path.is_symlink():
        raise OSError(f"{path} is a symbolic link; the game does not write through links")
    fd = _open_regular(path)
    # A record may carry text UTF-8 cannot hold (a lone surrogate: a file name's bytes
    # that were not UTF-8): write it as an escape instead of losing the log for the run.
    return os.fdopen(fd, "a", encoding="utf-8", errors="backslashreplace")


def _open_regular(path: Path) -> int:
    """A descriptor of the regular file `path` for appending (created if missing)."""
    flags = (os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
             | getattr(os, "O_NONBLOCK", 0))
    for _ in range(2):  # once more after setting aside what was in the way
        try:
            fd = os.open(path, flags, 0o644)
        except OSError as exc:
            # ENXIO: a named pipe nobody reads; EISDIR: a folder
            if exc.errno not in (errno.ENXIO, errno.EISDIR):
                raise
            quarantine(path, f"not a regular file ({exc.strerror})", label="odd")
            continue
        if stat.S_ISREG(os.fstat(fd).st_mode):
            _blocking(fd)
            return fd
        os.close(fd)  # a pipe with a reader, a device: never the log
        quarantine(path, "not a regular file", label="odd")
    raise OSError(f"{path} stays something other than a regular file")


def _blocking(fd: int) -> None:
    """Writes to the log file wait for the disk as usual (O_NONBLOCK was for the open)."""
    if hasattr(os, "set_blocking"):
        os.set_blocking(fd, True)


class SafeFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log file that never follows a symlink and reports a failure only once.

    logging.Handler.handleError prints "--- Logging error ---" and a traceback for
    every record that cannot be written; on a full disk that is hundreds per run.
    Here the first failure prints one line, and the handler then stays quiet.
    """

    def __init__(self, path: Path) -> None:
        self.failed = False
        super().__init__(path, maxBytes=_MAX_BYTES, backupCount=_BACKUPS, encoding="utf-8",
                         delay=False)

    def _open(self) -> io.TextIOWrapper:  # also used after each rotation
        return open_no_follow(Path(self.baseFilename))

    def emit(self, record: logging.LogRecord) -> None:
        if not self.failed:
            super().emit(record)

    def handleError(self, record: logging.LogRecord | None) -> None:  # noqa: N802 (logging's name)
        if self.failed:
            return
        self.failed = True
        error = sys.exc_info()[1]
        reason = f": {error}" if error is not None else ""
        write_stderr(f"astromagie: cannot write the log file {self.baseFilename}{reason}; "
                     "continuing without it")

    def close(self) -> None:
        # Closing flushes what is buffered; on a full disk that fails once more.
        try:
            super().close()
        except (OSError, ValueError):
            self.handleError(None)


class _OneLineFormatter(logging.Formatter):
    """The message alone: no traceback, no stack (for a terminal without a log file)."""

    def format(self, record: logging.LogRecord) -> str:
        message = record.getMessage()
        return message.splitlines()[0] if message else ""


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Send log records to astromagie.log in the user's log directory; returns its path.

    Safe to call more than once (later calls return the same path). An unwritable
    log file never stops the game: warnings then reach stderr in one line each and
    None is returned.
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
        handler = SafeFileHandler(path)
    except (OSError, ValueError) as exc:
        write_stderr(f"astromagie: cannot write the log file ({exc}); continuing without it")
        # Warnings still reach a terminal, one line each: never a traceback in front of
        # the player, and never logging's last-resort handler (it would print both).
        stream = sys.__stderr__ or open(os.devnull, "w")  # noqa: SIM115 (lives as long as the process)
        _handler = logging.StreamHandler(stream)
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
            _fault_stream = open_no_follow(folder / FAULT_FILE)
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
