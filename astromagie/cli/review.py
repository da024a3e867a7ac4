"""`astromagie review FILE [--seat S] [--json]`: the moments of a game that cost points.

Any game's record (the game is read from its `format`). Each decision of the
chosen seats (default: the people of a record saved by the game, else every
seat) is evaluated with a fixed search budget (`astromagie.ai.review`) against the
table's hint, as the app's "Review my moves" is (a move the hint gave is never a
moment, and a moment's better move is the hint's; `--own-search` weighs the
heuristic's favourite moves instead); the moments where the move played lost at
least `--min-loss` points are listed, the largest loss first. Progress goes to
stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from astromagie.ai.review import hint_of, review_game
from astromagie.host.game import RecordError
from astromagie.host.standard import raise_error
from astromagie.storage.records import positions

from .replay import _BAD_INPUT, _write, load, one_line, shown_name


def add_parser(sub) -> None:
    p = sub.add_parser("review", help="find the moves of a finished game that cost points")
    p.add_argument("file", metavar="FILE", help="a game record (any game)")
    p.add_argument("--seat", type=int, action="append", metavar="S",
                   help="a seat to review (may be given again; default: the people)")
    p.add_argument("--worlds", type=int, default=32, metavar="W",
                   help="sampled deals per decision (the budget; default 32)")
    p.add_argument("--min-loss", type=float, default=2.0, metavar="POINTS",
                   help="the smallest loss that makes a moment (default 2 points)")
    p.add_argument("--seed", type=int, default=0, metavar="S")
    p.add_argument("--own-search", action="store_true",
                   help="weigh the heuristic's favourite moves, not the table's hint")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=run)


def _default_seats(data: dict, players: int) -> list[int]:
    seats = data.get("seats")
    if isinstance(seats, list) and len(seats) == players:
        people = [i for i, s in enumerate(seats)
                  if isinstance(s, dict) and s.get("kind") == "human"]
        if people:
            return people
    return list(range(players))


def run(args: argparse.Namespace) -> int:
    try:
        try:
            rules, data = load(args.file)
            raise_error(rules.replay(data))
            assert isinstance(data, dict)
            states = positions(data)
        except _BAD_INPUT as exc:
            raise RecordError(0, "FORMAT", f"{type(exc).__name__}: {exc}") from None
    except RecordError as err:
        told = RecordError(err.turn, err.rule, one_line(err.message))
        if args.json:
            _write(json.dumps(told.to_json()))
        _write(f"astromagie review: {shown_name(args.file)}: {told}", sys.stderr)
        return 2
    players = states[0].num_players
    seats = args.seat or _default_seats(data, players)
    wrong = [s for s in seats if not 0 <= s < players]
    if wrong or args.worlds < 1:
        problem = (f"--seat {wrong[0]} is not a seat of this game (0 to {players - 1})"
                   if wrong else "--worlds must be at least 1")
        _write(f"astromagie review: {problem}", sys.stderr)
        return 2
    start = time.perf_counter()

    def progress(done: int, total: int) -> None:
        if done == total or done % 5 == 0:
            print(f"review: {done}/{total} decisions, {time.perf_counter() - start:.0f} s",
                  file=sys.stderr, flush=True)

    # the app's review judges by the table's hint (ui/review_job.py): so does this one, with
    # the hint's work cut as the budget is when fewer deals than the app's are asked
    hint = None if args.own_search else hint_of(rules, None if args.worlds >= 32
                                                 else args.worlds)
    review = review_game(rules, states, seats, worlds=args.worlds, min_loss=args.min_loss,
                         seed=args.seed, progress=progress, hint=hint)
    if args.json:
        _write(json.dumps(review.to_json()))
        return 0
    names = data.get("players", [])
    _write(f"{len(review.moments)} costly moments in {review.decisions} decisions "
           f"(largest loss first; {review.worlds} deals each)")
    for m in review.moments:
        name = one_line(names[m.seat], 40) if m.seat < len(names) else f"seat {m.seat}"
        _write(f"turn {m.turn:3d}  {name:<16} played {m.played:<22} better {m.suggested:<22}"
               f" -{m.loss:.1f} points")
    return 0
