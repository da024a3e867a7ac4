"""`astromagie replay FILE [--json]`: check a game record against the rules (RECORD.md).

The file is untrusted: it is read through storage's one safe reader (a regular
file of at most 1 MB; a FIFO or /dev/zero is refused at once), every problem
is a RecordError (exit 2, with --json one JSON object on stdout), and names
and messages are cleaned and cut before they are printed, so a lone
surrogate or a 10 MB bad value never reaches the terminal.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from astromagie.engine.record import RecordError, parse_record, replay
from astromagie.storage.userfile import UserFileError, as_typed, clean_text, read_user_bytes

# RECORD.md promises a RecordError; the others are a last line of defence for input
# that slips past the engine's checks (a traceback is never the answer).
_BAD_INPUT = (ValueError, TypeError, KeyError, IndexError, RecursionError)


def add_parser(sub) -> None:
    p = sub.add_parser("replay", help="check a game record against the rules")
    p.add_argument("file", help="a game record (JSON, astromagie-record/1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=run)


def _read(name: str) -> bytes:
    # The name is shown as typed (quoted when it is not plain): a newline in it must not forge a
    # line of its own on stderr, and a byte that is not UTF-8 shows as an escape.
    try:
        raw = read_user_bytes(Path(name)) if name else None
    except UserFileError as exc:
        raise RecordError(0, "FORMAT", f"cannot read {as_typed(name)}: {exc.reason}") from None
    if raw is None:
        raise RecordError(0, "FORMAT", f"cannot read {as_typed(name)}: no such file")
    return raw


def _one_line(text: str, limit: int) -> str:
    """`text` from a file, cleaned (clean_text) and on one line: clean_text keeps newlines."""
    return clean_text(text, limit).replace("\n", "\\n")


def _clean_error(err: RecordError) -> RecordError:
    return RecordError(err.turn, err.rule, _one_line(str(err.message), 200))


def run(args: argparse.Namespace) -> int:
    try:
        try:
            result = replay(parse_record(_read(args.file)))
        except _BAD_INPUT as exc:
            raise RecordError(0, "FORMAT", f"{type(exc).__name__}: {exc}") from None
    except RecordError as raw_err:
        err = _clean_error(raw_err)
        if args.json:
            print(json.dumps(err.to_json()))
        print(f"astromagie replay: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    names = [_one_line(name, 40) for name in result.record.players]
    for trick in result.tricks:
        cards = " ".join(c or "-" for c in trick.slots)
        winner = names[trick.winner]
        unit = "point" if trick.points == 1 else "points"
        print(f"turn {trick.turn:3d}  {winner:<16} [{cards}]  {trick.points:2d} {unit}")
    status = "game over" if result.game.is_over() else "game not finished"
    print(f"{len(result.tricks)} tricks, {len(result.record.turns)} turns, {status}")
    for name, score in zip(names, result.game.scores, strict=True):
        print(f"  {name:<16} {score}")
    return 0
