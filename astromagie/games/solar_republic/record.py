"""Records of The Solar Republic (`solar-republic-record/1`) and their replay.

The format is docs/games/solar-republic/record-format.md.

Reading a record never raises anything but `RecordError`, whatever the input:
the record as a whole is checked first (turn 0, rule FORMAT), then each entry
with the state's own `check`, in the rule book's order. `replay` reports per
entry the book taken, the cards stolen and drawn and whether an extra turn
follows, then the scores and whether the game is over, with the keys in the
rule book's order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from astromagie.host.game import RecordError
from astromagie.host.records import RecordShape, clip

from .cards import DECK
from .moves import DRAW, MOVE_INFO
from .state import MAX_PLAYERS, MIN_PLAYERS, SolarState

FORMAT = "solar-republic-record/1"


def _scores_listed(result: object) -> bool:
    return isinstance(result, Mapping) and isinstance(result.get("scores"), list) \
        and all(isinstance(s, int) and not isinstance(s, bool) for s in result["scores"])


SHAPE = RecordShape(FORMAT, "The Solar Republic", MIN_PLAYERS, MAX_PLAYERS, DECK,
                    frozenset(DECK), result_ok=_scores_listed)


def check_header(data: object) -> tuple[list[str], int, list[str], list[Any]]:
    """The players, first player, deck and entries of a record; RecordError(0, FORMAT)."""
    header = SHAPE.read_header(data)
    return header.players, header.first_player, header.deck, header.turns


def _entry_report(g: SolarState, turn: int, move: str) -> dict[str, Any]:
    """Apply one checked entry and say what it did (book, stolen, drawn, extra turn)."""
    seat = g.current
    pile_before = len(g.pile)
    won_before = len(g.won[seat])
    draw_before = len(g.draw)
    violation = g.check(move)
    if violation is not None:
        raise RecordError(turn, violation.rule, violation.message)
    g.apply(move, checked=False)
    book = 0
    extra = False
    if move != DRAW:
        if not g.pile:
            book = pile_before + 1
        extra = MOVE_INFO[move].rank == 2 and not g.is_over()
    return {
        "turn": turn,
        "seat": seat,
        "move": move,
        "book": book,
        "stolen": len(g.won[seat]) - won_before - book,
        "drawn": draw_before - len(g.draw),
        "extra_turn": extra,
    }


def run(data: object) -> tuple[SolarState, list[str], list[dict[str, Any]]]:
    """The state after every entry, the names and the per-entry reports; RecordError."""
    players, first, deck, turns = check_header(data)
    g = SolarState(deck, len(players), first)
    reports = []
    for turn, entry in enumerate(turns, start=1):
        if not isinstance(entry, str):
            raise RecordError(turn, "FORMAT", f"an entry is a string, not {clip(entry)}")
        reports.append(_entry_report(g, turn, entry))
    return g, players, reports


def load_record(data: object) -> tuple[SolarState, list[str]]:
    g, players, _ = run(data)
    return g, players


def replay(data: object) -> dict[str, Any]:
    """record-format.md's `replay --json` object, or `{"error": ...}` for a bad record."""
    try:
        g, _, reports = run(data)
    except RecordError as err:
        return err.to_json()
    return {"turns": reports, "scores": g.scores, "over": g.is_over()}


def to_record(g: SolarState, players: Sequence[str]) -> dict[str, Any]:
    """The game so far as a record (with `result` once it is over)."""
    if g.deck is None:
        raise ValueError("a sampled world has no deal of its own to record")
    if len(players) != g.n:
        raise ValueError(f"{len(players)} names for {g.n} seats")
    record: dict[str, Any] = {
        "format": FORMAT,
        "players": list(players),
        "first_player": g.first_player,
        "deck": list(g.deck),
        "turns": list(g.moves),
    }
    if g.is_over():
        record["result"] = {"scores": g.scores}
    return record


def replay_text(report: Mapping[str, Any], names: Sequence[str] | None = None) -> str:
    """A line per entry and the scores, from a `replay` report without an error."""
    lines = []
    for entry in report["turns"]:
        seat = entry["seat"]
        who = names[seat] if names and seat < len(names) else f"seat {seat}"
        what = []
        if entry["book"]:
            what.append(f"book of {entry['book']}")
        if entry["stolen"]:
            what.append(f"stole {entry['stolen']}")
        if entry["drawn"]:
            what.append(f"drew {entry['drawn']}")
        if entry["extra_turn"]:
            what.append("extra turn")
        lines.append(f"turn {entry['turn']:3d}  {who:<16} {entry['move']:<10} {', '.join(what)}"
                     .rstrip())
    lines.append("game over" if report["over"] else "game not finished")
    for seat, score in enumerate(report["scores"]):
        who = names[seat] if names and seat < len(names) else f"seat {seat}"
        lines.append(f"  {who:<16} {score}")
    return "\n".join(lines)

