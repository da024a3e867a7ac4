"""`astromagie replay FILE [FILE ...] [--json]`: check game records against their rules.

The game is chosen by each record's `format` (`astromagie-record/1`,
`solar-republic-record/1`, `monad-record/1`, `strip-record/1`, ...), so one
command checks records of every game; with several files, `--json` prints one
object per line, in the order of the files, and a refusal's error object names
its `file` (the one-line message on stderr always does). The text and `--json`
check a record alike. A format no game reads is named with the formats this
program reads. The verdicts, errors and wording are each game's rule book's.
Exit status 2 when any record is refused.

The files are untrusted: each is read through storage's one safe reader (a
regular file of at most 1 MB; a FIFO or /dev/zero is refused at once), every
problem is a RecordError (exit 2, with --json one JSON object on stdout), and
names and messages are cleaned and cut before they are printed, so a lone
surrogate, a newline or a 10 MB bad value never reaches the terminal.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from astromagie.host import registry
from astromagie.host.game import GameRules, RecordError
from astromagie.storage.userfile import UserFileError, as_typed, clean_text, read_user_bytes

# The rule books promise a RecordError; the others are a last line of defence for
# input that slips past a game's checks (a traceback is never the answer).
_BAD_INPUT = (ValueError, TypeError, KeyError, IndexError, RecursionError)


def add_parser(sub) -> None:
    p = sub.add_parser("replay", help="check game records against the rules")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="game records (JSON; the game is read from each record's format)")
    p.add_argument("--json", action="store_true", help="print one JSON object per file")
    p.set_defaults(handler=run)


def one_line(text: str, limit: int = 200) -> str:
    """`text` cleaned and on one line: a name or message can never forge a line."""
    return " ".join(clean_text(text, limit).splitlines())


def shown_name(name: str) -> str:
    """A file's name as messages show it: as typed, on one line, at most a long path."""
    return one_line(as_typed(name), 300)


def _read(name: str) -> bytes:
    # The name is shown as typed (quoted when it is not plain): a newline in it must not
    # forge a line of its own on stderr, and a byte that is not UTF-8 shows as an escape.
    shown = as_typed(name)
    try:
        raw = read_user_bytes(Path(name)) if name else None
    except UserFileError as exc:
        raise RecordError(0, "FORMAT", f"cannot read {shown}: {exc.reason}") from None
    if raw is None:
        raise RecordError(0, "FORMAT", f"cannot read {shown}: no such file")
    return raw


def load(name: str) -> tuple[GameRules, object]:
    """The game a record file belongs to and its JSON data; RecordError if neither is clear."""
    try:
        data = json.loads(_read(name))
    except (ValueError, RecursionError) as exc:
        raise RecordError(0, "FORMAT", f"not JSON ({exc})") from None
    return registry.rules(registry.game_of_record(data).id), data


def _clean_error(err: RecordError) -> RecordError:
    return RecordError(err.turn, err.rule, one_line(str(err.message)))


def _with_clean_names(data: object) -> object:
    """The record with its player names fit for one line of text (for the text output)."""
    if isinstance(data, dict) and isinstance(data.get("players"), list):
        names = [one_line(p, 40) if isinstance(p, str) else p for p in data["players"]]
        return {**data, "players": names}
    return data


def _write(text: str, stream: Any = None) -> None:
    """Print what the stream can take: a character its encoding lacks becomes an escape."""
    stream = stream or sys.stdout
    encoding = getattr(stream, "encoding", None) or "utf-8"
    print(text.encode(encoding, "backslashreplace").decode(encoding, "replace"), file=stream)


def replay_one(name: str, as_json: bool, several: bool = False) -> int:
    """Replay one file; a refusal names the file on stderr (and in the JSON with several)."""
    shown = shown_name(name)
    try:
        try:
            rules, data = load(name)
            if as_json:
                report = rules.replay(data)
                error = report.get("error")
                if isinstance(error, dict):  # the rule book's error object, as it is
                    error["message"] = one_line(str(error.get("message", "")))
                    if several:
                        error["file"] = shown
                    _write(json.dumps(report))
                    where = error.get("turn", error.get("entry"))
                    where = where if isinstance(where, int) else 0
                    told = RecordError(where, str(error.get("rule")), error["message"])
                    _write(f"astromagie replay: {shown}: {told}", sys.stderr)
                    return 2
                _write(json.dumps(report))
                return 0
            text = rules.replay_text(_with_clean_names(data))
        except _BAD_INPUT as exc:
            raise RecordError(0, "FORMAT", f"{type(exc).__name__}: {exc}") from None
    except RecordError as raw_err:
        err = _clean_error(raw_err)
        if as_json:
            report = err.to_json()
            if several:
                report["error"]["file"] = shown
            _write(json.dumps(report))
        _write(f"astromagie replay: {shown}: {err}", sys.stderr)
        return 2
    _write(text)
    return 0


def run(args: argparse.Namespace) -> int:
    status = 0
    several = len(args.files) > 1
    for name in args.files:
        if several and not args.json:
            _write(f"== {shown_name(name)}")
        status = max(status, replay_one(name, args.json, several))
    return status
