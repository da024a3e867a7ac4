"""Reading the player's JSON files: missing is fine, unreadable is set aside with a notice."""

from __future__ import annotations

import json
import logging
from pathlib import Path

from .atomic import quarantine, write_text_atomic
from .notices import Notice, broken, write_failed

log = logging.getLogger(__name__)


class Unreadable(Exception):
    """The file exists but is not what we expect (bad syntax, wrong shape, ...)."""


def read_json(path: Path, broken_key: str) -> tuple[object | None, list[Notice]]:
    """The parsed content of `path`, None if there is none.

    A file that is not UTF-8 JSON is quarantined and a `broken_key` notice returned.
    A file that cannot be opened at all (permissions) is left alone.
    """
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, []
    except OSError as exc:
        log.error("cannot read %s: %s", path, exc)
        return None, [Notice("files.read_failed", {"file": path.name, "folder": str(path.parent),
                                                   "error": exc.strerror or str(exc)})]
    try:
        return json.loads(raw.decode("utf-8")), []
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        return None, set_aside(path, broken_key, f"not JSON: {exc}")


def set_aside(path: Path, key: str, reason: str) -> list[Notice]:
    """Quarantine `path`; the notice names the backup (or the failure to move it)."""
    try:
        backup = quarantine(path, reason)
    except OSError as exc:
        log.error("cannot move %s aside: %s", path, exc)
        return [Notice(key, {"file": path.name, "backup": path.name,
                             "folder": str(path.parent)})]
    return [broken(key, path, backup)]


def write_json(path: Path, data: object, kind: str) -> list[Notice]:
    """Write `data` atomically as readable JSON; a failure becomes a notice, never a crash."""
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        return write_failed(kind, path, exc)
    return []
