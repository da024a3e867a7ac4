"""The player's JSON files: one reader, one set-aside-before-write rule, one writer.

- `load_json` reads through `userfile.read_user_json` (regular file, size,
  UTF-8, nesting, clean text). Missing is fine. Anything it cannot use (also
  an unreadable file, a folder, a FIFO, a plain file where the data folder
  belongs) is moved aside at once with a notice: the bytes are kept, and the
  same problem is never found (and told) again.
- `repair` is for a file that was read but only partly understood (one bad
  field, a bad statistics entry, text that had to be cleaned): its exact
  bytes are copied aside first, then the understood part is written in its
  place, with one notice.
- `write_json` writes atomically; something that is not a regular file where
  the file belongs is moved aside first. A failure becomes a notice.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from . import paths
from .atomic import clean_stray_temp, keep_copy, make_folder, quarantine, write_text_atomic
from .notices import Notice, broken, run_memory, write_failed
from .userfile import UserFileError, UserJson, clean_value, read_user_json

log = logging.getLogger(__name__)
_cleaned_folders = run_memory()


def load_json(path: Path, broken_key: str) -> tuple[UserJson | None, list[Notice]]:
    """The usable content of `path` (None if there is none) and what to tell the player."""
    notices = _tidy(path.parent)
    try:
        return read_user_json(path), notices
    except UserFileError as exc:
        if exc.not_a_folder in paths.user_folders():
            return None, notices + set_aside(exc.not_a_folder, "files.moved_aside", exc.reason)
        if exc.not_a_folder is not None:  # above the game's folders: not ours to move
            return None, notices + [Notice.of("files.read_failed", file=path.name,
                                              folder=str(path.parent), error=exc.reason)]
        return None, notices + set_aside(path, broken_key, exc.reason)


def _tidy(folder: Path) -> list[Notice]:
    """Once per run and folder: remove temp files that interrupted writes left behind."""
    if folder not in _cleaned_folders:
        _cleaned_folders.add(folder)
        if clean_stray_temp(folder):
            log.info("removed stray temporary files in %s", folder)
    return []


def set_aside(path: Path, key: str, reason: str) -> list[Notice]:
    """Quarantine `path`; the notice names the backup (or the failure to move it)."""
    log.warning("%s: %s", path, reason)
    try:
        backup = quarantine(path, reason)
    except FileNotFoundError:  # gone meanwhile (another instance moved it): nothing to keep
        return []
    except OSError as exc:
        log.error("cannot move %s aside: %s", path, exc)
        return [Notice.of("files.read_failed", file=path.name, folder=str(path.parent),
                          error=exc.strerror or str(exc))]
    return [broken(key, path, backup)]


def repair(path: Path, original: bytes, data: object, kind: str, reason: str) -> list[Notice]:
    """Keep `original` (the bytes read from `path`) aside, then write `data` in its place."""
    log.warning("%s: %s; keeping a copy and writing what was understood", path, reason)
    try:
        backup = keep_copy(path, original)
    except OSError as exc:  # no backup, no rewrite: the file stays as it is
        log.error("cannot keep a copy of %s: %s", path, exc)
        return write_failed(kind, path, exc)
    return [broken("files.repaired", path, backup)] + write_json(path, data, kind)


def write_json(path: Path, data: object, kind: str) -> list[Notice]:
    """Write `data` atomically as readable JSON; a failure becomes a notice, never a crash."""
    text = json.dumps(clean_value(data), ensure_ascii=False, indent=1) + "\n"
    notices: list[Notice] = []
    try:
        for moved in make_folder(path.parent, paths.user_folders()):
            notices.append(broken("files.moved_aside", moved, moved))
        if path.is_symlink() or (path.exists() and not path.is_file()):
            # never write through a link or into a folder: keep it, write a plain file
            notices += set_aside(path, "files.moved_aside", "not a regular file")
        write_text_atomic(path, text)
    except OSError as exc:
        return notices + write_failed(kind, path, exc)
    return notices
