"""One writer at a time for a read-modify-write of a player's file, across instances.

Two copies of the game (two windows, a second start while the first still closes)
that finish games at the same moment both read `stats.json`, both add their game
and both write: the second write drops the first game. Atomic writes keep the file
whole but cannot keep both changes; `locked(path)` makes the read, the change and
the write one step. It takes an exclusive lock on `<path>.lock` (flock on POSIX,
msvcrt's byte lock on Windows). The operating system drops the lock when its
holder ends, however it ends (kill -9 too), so a lock is never stale. The lock
file stays (removing it would let a third instance lock a different file).

Waiting is bounded: after `timeout` seconds, or when the lock file cannot be
made (a read-only folder), the work goes ahead unlocked and that is logged:
counting a game with a small risk beats refusing to count it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path

log = logging.getLogger(__name__)

LOCK_SUFFIX = ".lock"
WAIT_STEP = 0.01  # seconds between tries while another instance holds the lock


def _try_lock(fd: int) -> bool:
    """Take the lock on `fd` without waiting; False when another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    import fcntl

    with contextlib.suppress(OSError):
        fcntl.flock(fd, fcntl.LOCK_UN)


@contextlib.contextmanager
def locked(path: Path, timeout: float = 10.0) -> Iterator[bool]:
    """Hold the lock of `path` for the `with` block; yields whether it is held."""
    lock_path = path.with_name(path.name + LOCK_SUFFIX)
    flags = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
             | getattr(os, "O_NONBLOCK", 0))  # a named pipe there is never waited on
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock_path, flags, 0o600)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise OSError("not a regular file")
    except OSError as exc:  # a read-only folder, a link or a pipe where the lock belongs
        log.warning("cannot lock %s (%s); going ahead without the lock", path.name, exc)
        yield False
        return
    try:
        deadline = time.monotonic() + timeout
        held = _try_lock(fd)
        while not held and time.monotonic() < deadline:
            time.sleep(WAIT_STEP)
            held = _try_lock(fd)
        if not held:
            log.warning("%s stayed locked for %.0f s; going ahead without the lock",
                        path.name, timeout)
        try:
            yield held
        finally:
            if held:
                _unlock(fd)
    finally:
        os.close(fd)
