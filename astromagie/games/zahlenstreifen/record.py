"""Game records (`strip-record/1`) and their replay, exactly as the rule book says.

Reading a record never raises anything but `RecordError`: every field is
type-checked before it is used, and messages quote at most 40 characters of
the record. Entry checks run in the rule book's order: syntax (FORMAT),
game over (NS17), phase (NS5 / NS12), hand (NS5 / NS12).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from astromagie.host.game import RecordError
from astromagie.host.records import RecordShape

from .cards import CARD, CODE, DECK, DECK_SIZE, codes
from .moves import canonical, parse_move
from .state import StripState

FORMAT = "strip-record/1"
MIN_PLAYERS, MAX_PLAYERS = 2, 5


def to_record(state: StripState, players: Sequence[str]) -> dict[str, Any]:
    """The game so far as a `strip-record/1` (with `result` once it is over)."""
    if not isinstance(state, StripState):
        raise TypeError("not a Zahlenstreifen game")
    if len(players) != state.num_players:
        raise ValueError(f"{len(players)} names for {state.num_players} players")
    if len(state.deck) != DECK_SIZE:
        raise ValueError("this state has no deal of its own (a sampled world?)")
    record: dict[str, Any] = {
        "format": FORMAT,
        "players": list(players),
        "first_player": state.first_player,
        "deck": codes(state.deck),
        "turns": list(state.history),
    }
    if state.is_over():
        record["result"] = {"scores": state.scores}
    return record


SHAPE = RecordShape(FORMAT, "Zahlenstreifen", MIN_PLAYERS, MAX_PLAYERS, codes(DECK),
                    frozenset(CARD))


def _header(data: object) -> tuple[list[str], int, list[int], list[object]]:
    """The record's fields, checked (turn 0, FORMAT): names, first player, deck, entries."""
    header = SHAPE.read_header(data)
    return header.players, header.first_player, [CARD[c] for c in header.deck], header.turns


def _play_entries(data: object) -> tuple[StripState, list[str], list[dict[str, Any]]]:
    """Replay every entry; the final state, the names and the per-entry report."""
    names, first, deck, turns = _header(data)
    state = StripState.deal(len(names), first, deck)
    entries: list[dict[str, Any]] = []
    for number, text in enumerate(turns, start=1):
        try:
            move = parse_move(text)
        except ValueError as exc:
            raise RecordError(number, "FORMAT", str(exc)) from None
        violation = state.check(move)
        if violation is not None:
            raise RecordError(number, violation.rule, violation.message)
        seat = state.current_player
        state.apply(move, checked=False)
        entry: dict[str, Any] = {"turn": number, "seat": seat, "move": move}
        if move[0] == "P":
            entry["taken"] = codes(state.takes[-1])
            if state.last_card_turn == number:
                entry["last_card"] = True
        entries.append(entry)
    return state, names, entries


def load_record(data: object) -> tuple[StripState, list[str]]:
    """The state after every entry of the record, and the players' names."""
    state, names, _ = _play_entries(data)
    return state, names


def replay(data: object) -> dict[str, Any]:
    """The rule book's `replay --json` object, or `{"error": ...}` for a bad record."""
    try:
        state, _, entries = _play_entries(data)
    except RecordError as err:
        return err.to_json()
    except RecursionError:  # a record nested too deeply for the checks themselves
        return RecordError(0, "FORMAT", "the record is nested too deeply").to_json()
    over = state.is_over()
    return {
        "turns": entries,
        "dummy": [{"after_turn": after, "played": CODE[card], "taken": codes(taken)}
                  for after, card, taken in state.dummy_log],
        "over": over,
        "scores": state.scores if over else None,
    }


def _who(seat: object, names: Sequence[str] | None) -> str:
    if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def _cards(cards: object) -> str:
    return " ".join(str(c) for c in cards) if isinstance(cards, list) and cards else "nothing"


def replay_text(report: Mapping[str, Any], names: Sequence[str] | None = None) -> str:
    """A readable replay: a line per entry (the dummy's turns in between) and the scores."""
    dummy_after: dict[object, list[Mapping[str, Any]]] = {}
    for turn in report.get("dummy", []):
        dummy_after.setdefault(turn.get("after_turn"), []).append(turn)
    lines = []
    for entry in report.get("turns", []):
        move = str(entry.get("move", ""))
        head = f"{entry.get('turn'):>3}  {_who(entry.get('seat'), names)}"
        if move.startswith("P"):
            line = f"{head} plays {move[2:]}, takes {_cards(entry.get('taken'))}"
            if entry.get("last_card"):
                line += "; the pile is empty: last round"
        else:
            line = f"{head} chooses {move[2:]}"
        lines.append(line)
        for turn in dummy_after.get(entry.get("turn"), []):
            taken = _cards(turn.get("taken"))
            lines.append(f"     dummy plays {turn.get('played')}, takes {taken}")
    scores = report.get("scores")
    if report.get("over") and isinstance(scores, list):
        lines.append("scores: " + ", ".join(f"{_who(s, names)} {v}" for s, v in enumerate(scores)))
    else:
        lines.append("the game is not over")
    return "\n".join(lines)


__all__ = ["FORMAT", "canonical", "load_record", "replay", "replay_text", "to_record"]
