"""Writing files so that a crash never leaves half a file, and setting broken files aside.

`write_text_atomic` writes a temporary file in the same folder, flushes and
fsyncs it, then renames it over the target: readers see the old file or the
new one, never a mix. `quarantine` moves a file that cannot be read out of
the way under a fresh name, so the player's bytes are kept for a bug report
and nothing is ever overwritten.
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


def quarantine(path: Path | str, reason: str = "", label: str = "broken") -> Path:
    """Move `path` aside to `<name>.broken-<timestamp>[-n]` and return the new path.

    `reason` is for the log only; `label` replaces "broken" in the new name.
    The new name is claimed with an exclusive create before the move, so an
    existing file is never replaced.
    """
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        suffix = f".{label}-{stamp}" + (f"-{n}" if n else "")
        target = path.with_name(path.name + suffix)
        try:
            # Claim the name: fails if anything already has it.
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            n += 1
            continue
        os.close(fd)
        break
    try:
        os.replace(path, target)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(target)
        raise
    logging.getLogger(__name__).warning("moved unreadable %s to %s: %s", path, target, reason)
    return target
