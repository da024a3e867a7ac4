"""The one way to read a file the player (or anyone) may have put in our place.

Every user file is untrusted input: it may be a folder, a FIFO, /dev/zero
behind a symlink, 100 MB of garbage, unreadable, or JSON whose strings hold
lone surrogates that no font and no encoder accepts. `read_user_json`
checks, in order: that it is a regular file (opened without blocking, so a
FIFO never hangs the game), that it is at most `limit` bytes, that it is
UTF-8, that it parses as JSON of bounded nesting, and finally makes every
string safe to encode and draw (`clean_text`), and every number one that can
be counted with (`MAX_NUMBER`: no NaN, no infinity, no integer of hundreds of
digits that overflows a float when a screen divides it; such a number becomes
null, which no field accepts, so that field falls back like any bad field). A
string or number that had to be changed marks the result as `repaired`: the
caller sets the original aside before anything is written in its place.

`clean_text` and `shorten` are also what replay output and messages use for
text that came from a file.
"""

from __future__ import annotations

import errno
import json
import math
import os
import stat
import unicodedata
from dataclasses import dataclass
from pathlib import Path

# A record of a whole 5-seat game is ~6 KB; settings and statistics are smaller still.
MAX_FILE_BYTES = 1_000_000
MAX_TEXT = 200  # characters of one string from a file (seat names are at most 40)
MAX_DEPTH = 32  # JSON nesting: our files need 4
REPLACEMENT = "\ufffd"
MAX_NUMBER = 2**53  # the largest integer a float holds exactly; no count of ours comes near
_UNDRAWABLE = ("Cs", "Cc")  # lone surrogates cannot be encoded; NUL and controls not drawn


class UserFileError(Exception):
    """The file exists but cannot be used as it is; `reason` says why (for the log)."""

    def __init__(self, reason: str, *, not_a_folder: Path | None = None):
        super().__init__(reason)
        self.reason = reason
        # set when the fault is a folder above the file: a plain file where a folder
        # belongs, or a folder the game may not use
        self.not_a_folder = not_a_folder


@dataclass(frozen=True)
class UserJson:
    data: object
    raw: bytes
    repaired: bool  # some text had to be changed to be usable


def read_user_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes | None:
    """The bytes of `path`, or None if there is no such file.

    Raises UserFileError if it is not a regular file, too big, or cannot be read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        raise UserFileError("a parent folder is a file",
                            not_a_folder=_first_non_folder(path)) from None
    except OSError as exc:
        if exc.errno == errno.ENOENT:
            return None
        folder = path.parent
        unusable = (exc.errno in (errno.EACCES, errno.EPERM)
                    and not os.access(folder, os.R_OK | os.X_OK))
        raise UserFileError(f"cannot open: {exc.strerror or exc}",
                            not_a_folder=folder if unusable else None) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UserFileError("not a regular file")
        if info.st_size > limit:
            raise UserFileError(f"too big ({info.st_size} bytes, at most {limit})")
        chunks = []
        total = 0
        while True:
            chunk = os.read(fd, min(65536, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # grew while we read it
                raise UserFileError(f"too big (more than {limit} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise UserFileError(f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def _first_non_folder(path: Path) -> Path | None:
    for parent in reversed(path.parents):
        if os.path.lexists(parent) and not parent.is_dir():
            return parent
    return None


def read_user_json(path: Path, limit: int = MAX_FILE_BYTES) -> UserJson | None:
    """The parsed, text-cleaned content of `path`, or None if there is no such file.

    Raises UserFileError for anything that is not a regular UTF-8 JSON file of
    at most `limit` bytes and MAX_DEPTH levels.
    """
    raw = read_user_bytes(path, limit)
    if raw is None:
        return None
    return parse_user_json(raw)


def parse_user_json(raw: bytes) -> UserJson:
    """`raw` as JSON with clean text; raises UserFileError.

    A leading UTF-8 byte-order mark is skipped: Windows editors (Notepad before 2019,
    PowerShell's Out-File) write one, and the file is no less the player's for it.
    """
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UserFileError(f"not UTF-8 ({exc.reason} at byte {exc.start})") from None
    if _nesting(text) > MAX_DEPTH:
        raise UserFileError(f"nested deeper than {MAX_DEPTH} levels")
    try:
        data = json.loads(text, parse_int=_bounded_int, parse_float=_bounded_float,
                          parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise UserFileError(f"not JSON: {shorten(str(exc))}") from None
    cleaned, changed = _clean(data)
    return UserJson(cleaned, raw, changed)


class _OutOfRange:
    """A number no file of ours holds (NaN, infinity, beyond MAX_NUMBER): read as null."""

    def __repr__(self) -> str:
        return "OUT_OF_RANGE"


OUT_OF_RANGE = _OutOfRange()
_MAX_DIGITS = len(str(MAX_NUMBER))


def _bounded_int(text: str) -> object:
    if len(text.lstrip("-")) > _MAX_DIGITS:  # never parse 10,000 digits (or hit Python's limit)
        return OUT_OF_RANGE
    value = int(text)
    return value if abs(value) <= MAX_NUMBER else OUT_OF_RANGE


def _bounded_float(text: str) -> object:
    value = float(text)
    return value if math.isfinite(value) and abs(value) <= MAX_NUMBER else OUT_OF_RANGE


def _no_constant(name: str) -> object:
    return OUT_OF_RANGE  # NaN, Infinity, -Infinity: not JSON, but Python would take them


def clean_value(value: object) -> object:
    """`value` (parsed JSON) with every string made safe by clean_text."""
    return _clean(value)[0]


def _nesting(text: str) -> int:
    """The deepest bracket nesting outside strings (a cheap pass before json.loads)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return 0  # cannot be deeper (our own files always end here)
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def clean_text(text: str, limit: int = MAX_TEXT) -> str:
    """`text` safe to encode as UTF-8 and to draw: lone surrogates and control
    characters become U+FFFD, and it is cut to `limit` characters."""
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    if text.isprintable():
        return text
    return "".join(REPLACEMENT if unicodedata.category(ch) in _UNDRAWABLE and ch not in "\n\t"
                   else ch for ch in text)


def as_typed(word: str, limit: int = MAX_TEXT) -> str:
    """A word the user typed (a file name, an argument) for one line of a message or
    the log: as it is when plain, else quoted the way Python writes a string, so a
    newline cannot forge a line and a byte that is not UTF-8 shows as `\\udcff`."""
    plain = word.isprintable() and not any(ch.isspace() or ch in "'\"\\" for ch in word)
    if plain and word and len(word) <= limit:
        return word
    return repr(word[:limit]) + ("…" if len(word) > limit else "")


def shorten(text: str, limit: int = MAX_TEXT) -> str:
    """`text` cut for a message (a 10 MB bad value must not be echoed back whole)."""
    return clean_text(text, limit)


def _clean(value: object) -> tuple[object, bool]:
    """`value` with every string (keys too) passed through clean_text and every number out
    of range made null; and whether any changed."""
    if value is OUT_OF_RANGE:
        return None, True
    if isinstance(value, str):
        cleaned = clean_text(value)
        return cleaned, cleaned != value
    if isinstance(value, list):
        changed = False
        out = []
        for item in value:
            new, c = _clean(item)
            out.append(new)
            changed |= c
        return out, changed
    if isinstance(value, dict):
        changed = False
        result = {}
        for key, item in value.items():
            new_key, ck = _clean(key)
            new, c = _clean(item)
            result[new_key] = new
            changed |= ck or c
        return result, changed
    return value, False
