"""`astromagie games [--json]`: the games of the shelf, their ids, names and seat ranges.

A game folder that could not be loaded (an import error, or a record format another
game already reads) is left off the shelf; the listing names it and why, on stderr
(and as `broken` in the JSON), so a game never vanishes without a word.
"""

from __future__ import annotations

import argparse
import json
import sys

from astromagie.host import registry
from astromagie.i18n import tr


def add_parser(sub) -> None:
    p = sub.add_parser("games", help="list the games this program plays")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    games = [{"id": info.id, "name": tr(f"{info.id}.game.name"),
              "players": [info.min_players, info.max_players]} for info in registry.shelf()]
    broken = [{"folder": folder, "error": error}
              for folder, error in sorted(registry.broken().items())]
    if args.json:
        print(json.dumps({"games": games, "broken": broken}, ensure_ascii=False))
        return 0
    for game in games:
        low, high = game["players"]
        print(f"{game['id']:<16} {game['name']:<24} {low}-{high} players")
    for entry in broken:
        print(f"left off the shelf: {entry['folder']}: {entry['error']}", file=sys.stderr)
    return 0
