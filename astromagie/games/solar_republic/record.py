"""Records of The Solar Republic (`solar-republic-record/1`, RULES.md) and their replay.

Reading a record never raises anything but `RecordError`, whatever the input:
the record as a whole is checked first (turn 0, rule FORMAT), then each entry
with the state's own `check`, in the rule book's order. `replay` reports per
entry the book taken, the cards stolen and drawn and whether an extra turn
follows, then the scores and whether the game is over, with the keys in the
rule book's order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from astromagie.host.game import RecordError

from .cards import DECK
from .moves import DRAW, MOVE_INFO
from .state import MAX_PLAYERS, MIN_PLAYERS, SolarState

FORMAT = "solar-republic-record/1"
_DECK_COUNTS = Counter(DECK)


def _echo(value: object) -> str:
    text = value if isinstance(value, str) else type(value).__name__
    return repr(text[:40]) + ("..." if len(text) > 40 else "")


def _bad(message: str) -> RecordError:
    return RecordError(0, "FORMAT", message)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_header(data: object) -> tuple[list[str], int, list[str], list[Any]]:
    """The players, first player, deck and entries of a record; RecordError(0, FORMAT)."""
    if not isinstance(data, Mapping):
        raise _bad("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise _bad(f"the format is not {FORMAT!r}: {_echo(data.get('format'))}")
    for key in ("players", "first_player", "deck", "turns"):
        if key not in data:
            raise _bad(f"the record has no {key!r}")
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _bad("players is a list of names")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise _bad(f"The Solar Republic is for 2 to 4 players, not {len(players)}")
    first = data["first_player"]
    if not _is_int(first):
        raise _bad("first_player is a seat number")
    if not 0 <= first < len(players):
        raise _bad(f"first_player is not a seat of {len(players)} players")
    deck = data["deck"]
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise _bad("deck is a list of card codes")
    if len(deck) != len(DECK) or Counter(deck) != _DECK_COUNTS:
        raise _bad("the deck is not exactly the 52 cards of the game")
    turns = data["turns"]
    if not isinstance(turns, list):
        raise _bad("turns is a list of moves")
    if "result" in data:
        result = data["result"]
        if not isinstance(result, Mapping) or not isinstance(result.get("scores"), list) \
                or not all(_is_int(s) for s in result["scores"]):
            raise _bad("result is an object with a list of scores")
    return list(players), first, list(deck), turns


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
            raise RecordError(turn, "FORMAT", f"an entry is a string, not {_echo(entry)}")
        reports.append(_entry_report(g, turn, entry))
    return g, players, reports


def load_record(data: object) -> tuple[SolarState, list[str]]:
    g, players, _ = run(data)
    return g, players


def replay(data: object) -> dict[str, Any]:
    """RULES.md's `replay --json` object, or `{"error": ...}` for a bad record."""
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
    """A line per entry and the scores, from a `replay` report (or its error)."""
    if "error" in report:
        err = report["error"]
        where = "the record" if err.get("turn") == 0 else f"turn {err.get('turn')}"
        return f"{where} breaks {err.get('rule')}: {err.get('message')}"
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

