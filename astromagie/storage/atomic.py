"""Writing files so that a crash never leaves half a file, and setting broken files aside.

`write_text_atomic` writes a temporary file in the same folder, flushes and
fsyncs it, then renames it over the target: readers see the old file or the
new one, never a mix. The rename replaces a symlink itself, so nothing is
ever written through a link. `quarantine` moves a file (or a folder, a FIFO,
a link) that cannot be used out of the way under a fresh name, and
`keep_copy` copies a file's bytes aside before it is rewritten: the player's
bytes are kept for a bug report and nothing is ever overwritten.
`clean_stray_temp` removes the temporary files of writes that a crash (or
kill -9) interrupted.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
import time
from pathlib import Path


def write_text_atomic(path: Path | str, text: str) -> None:
    """Replace `path` with `text` (UTF-8) in one step; creates the folder if needed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (not on Windows)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


TEMP_MAX_AGE = 3600.0  # seconds: a temp file older than this belongs to no running write


def make_folder(folder: Path, movable: set[Path] | frozenset[Path] = frozenset()) -> list[Path]:
    """Create `folder` (and its parents); anything in the way that is one of `movable` and
    not a usable folder (a file, a FIFO, a dangling link, a folder we may not read) is
    moved aside first (returned), never deleted. A folder that can be read but not written
    stays where it is: the write fails and says so."""
    moved = []
    for parent in [*reversed(folder.parents), folder]:
        if parent not in movable or not os.path.lexists(parent):
            continue
        if not parent.is_dir():
            moved.append(quarantine(parent, "a file where a folder belongs"))
        elif not os.access(parent, os.R_OK | os.X_OK):
            # only a folder that cannot be read: one that can (read-only) keeps the
            # player's history, and the write's own failure is told instead
            moved.append(quarantine(parent, "a folder the game may not read"))
    folder.mkdir(parents=True, exist_ok=True)
    return moved


def _claim(path: Path, label: str, is_dir: bool) -> Path:
    """A fresh `<name>.<label>-<timestamp>[-n]` next to `path`, created empty so that
    nothing else can take it (a folder for a folder: rename may replace an empty one)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        suffix = f".{label}-{stamp}" + (f"-{n}" if n else "")
        target = path.with_name(path.name + suffix)
        try:
            if is_dir:
                os.mkdir(target, 0o700)
            else:
                os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:
            n += 1
            continue
        return target


def quarantine(path: Path | str, reason: str = "", label: str = "broken") -> Path:
    """Move `path` aside to `<name>.broken-<timestamp>[-n]` and return the new path.

    `reason` is for the log only; `label` replaces "broken" in the new name.
    The new name is claimed with an exclusive create before the move, so an
    existing file is never replaced. Works for folders, FIFOs and links too
    (a link is moved, its target is left alone).
    """
    path = Path(path)
    is_dir = path.is_dir() and not path.is_symlink()
    target = _claim(path, label, is_dir)
    try:
        os.replace(path, target)
    except OSError:
        with contextlib.suppress(OSError):
            os.rmdir(target) if is_dir else os.unlink(target)
        raise
    logging.getLogger(__name__).warning("moved unusable %s to %s: %s", path, target, reason)
    return target


def keep_copy(path: Path, content: bytes, label: str = "broken") -> Path:
    """Write `content` (the bytes read from `path`) to a fresh backup name next to it."""
    target = _claim(path, label, False)
    try:
        with open(target, "wb") as fh:
            fh.write(content)
            fh.flush()
            os.fsync(fh.fileno())
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(target)
        raise
    logging.getLogger(__name__).warning("kept a copy of %s as %s", path, target)
    return target


def clean_stray_temp(folder: Path, max_age: float = TEMP_MAX_AGE) -> int:
    """Remove `.<name>.*.tmp` files of interrupted writes older than `max_age` seconds."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    now = time.time()
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and now - entry.stat().st_mtime > max_age:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed
