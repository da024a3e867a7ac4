"""`astromagie replay FILE [--json]`: check a game record against the rules (RECORD.md)."""

from __future__ import annotations

import argparse
import json
import sys

from astromagie.engine.record import RecordError, parse_record, replay


def add_parser(sub) -> None:
    p = sub.add_parser("replay", help="check a game record against the rules")
    p.add_argument("file", help="a game record (JSON, astromagie-record/1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    try:
        try:
            with open(args.file, "rb") as fh:
                text = fh.read()
        except OSError as exc:
            raise RecordError(0, "FORMAT", f"cannot read {args.file}: {exc.strerror}") from None
        result = replay(parse_record(text))
    except RecordError as err:
        if args.json:
            print(json.dumps(err.to_json()))
        print(f"astromagie replay: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    names = result.record.players
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
