"""Monad's records (`monad-record/1`) and their replay with per-entry verdicts.

`load` checks a record in the rule book's order (the whole record first,
entry 0; then each entry: syntax, game over, open purchase, turn shape, cards
in hand, the move's own rule) and raises only `RecordError`, whatever the
input. `replay` gives the rule book's `replay --json` object, key for key.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from astromagie.host.game import NotationError, RecordError
from astromagie.host.records import deck_mismatch

from . import INFO
from .cards import CODES, IDENTITIES, IDENTITY_CODES, deck_cards
from .moves import decode, echo
from .options import goal_of, record_options
from .state import MonadState

FORMAT = "monad-record/1"
GAME_ID = INFO.id


def new_game(players: int, seed: int, goal: int | None = None) -> MonadState:
    """A fresh shuffled deal (MO3, MO4); the first player drawn from the same generator."""
    if players not in (2, 3, 4):
        raise ValueError("Monad is played by 2 to 4 players")
    rng = random.Random(seed)
    identities = tuple(sorted(rng.sample(range(6), 2))) if players == 2 else IDENTITIES[players]
    deck = deck_cards(players, identities)
    rng.shuffle(deck)
    first = rng.randrange(players)
    return MonadState.deal(players, first, deck, goal)


def result_of(state: MonadState) -> dict[str, Any]:
    """The end object of the replay (scores, hand points, over, end, winners)."""
    return {
        "scores": state.scores,
        "hand_points": state.hand_points(),
        "over": state.is_over(),
        "end": state.end,
        "winners": state.winners(),
    }


def to_record(state: MonadState, players: Sequence[str]) -> dict[str, Any]:
    record: dict[str, Any] = {
        "format": FORMAT,
        "players": list(players),
        "first_player": state.first,
        "deck": list(state.deck),
    }
    options = record_options(state.n, state.goal)  # none for the rule book's game
    if options:
        record["options"] = options
    record["turns"] = list(state.hist)
    if state.is_over():
        record["result"] = result_of(state)
    return record


def _bad(message: str) -> RecordError:
    return RecordError(0, "FORMAT", message)


def check_deck(deck: object, players: int) -> list[str]:
    """The deck list if it holds exactly the cards of MO3 for `players`, else RecordError."""
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise _bad("deck is not a list of card codes")
    if len(deck) > 100:
        raise _bad("deck has too many cards")
    known = set(CODES) | set(IDENTITY_CODES)
    for code in deck:
        if code not in known:
            raise _bad(f"unknown card {echo(code, 8)!r} in deck")
    if players == 2:
        identities = tuple(sorted(IDENTITY_CODES.index(c) for c in deck if c[0] == "I"))
        if len(identities) != 2 or identities[0] == identities[1]:
            raise _bad("a 2-player deck holds two identity cards of different colours")
    else:
        identities = IDENTITIES[players]
    mismatch = deck_mismatch(deck, deck_cards(players, identities))
    if mismatch is not None:
        raise _bad(f"deck is not the {players}-player deck of MO3 ({mismatch})")
    return list(deck)


def read_header(data: object) -> tuple[list[str], int, list[str], list[object]]:
    """Players, first player, deck and entries of a record, checked as a whole (entry 0)."""
    if not isinstance(data, Mapping):
        raise _bad("the record is not an object")
    if data.get("format") != FORMAT:
        raise _bad(f"format is not {FORMAT}")
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _bad("players is not a list of names")
    if not 2 <= len(players) <= 4:
        raise _bad("Monad has 2 to 4 players")
    first = data.get("first_player")
    if not isinstance(first, int) or isinstance(first, bool):
        raise _bad("first_player is not a seat number")
    if not 0 <= first < len(players):
        raise _bad("first_player is out of range")
    deck = check_deck(data.get("deck"), len(players))
    turns = data.get("turns")
    if not isinstance(turns, list):
        raise _bad("turns is not a list")
    return list(players), first, deck, list(turns)


def _entry_error(k: int, rule: str, message: str) -> RecordError:
    return RecordError(k, rule, message)


def run(data: object, verdicts: list[dict[str, Any]] | None) -> tuple[MonadState, list[str]]:
    """Replay a record entry by entry (appending each verdict when asked); RecordError."""
    try:
        return _run(data, verdicts)
    except RecordError:
        raise
    except Exception as err:  # a defect must still come out as a RecordError
        raise _bad(f"unreadable record ({type(err).__name__})") from err


def _run(data: object, verdicts: list[dict[str, Any]] | None) -> tuple[MonadState, list[str]]:
    players, first, deck, turns = read_header(data)
    assert isinstance(data, Mapping)  # read_header checked it
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise _bad("options is not an object")
    try:
        goal = goal_of(len(players), options, record=True)  # none: the rule book's
    except ValueError as err:
        raise _bad(str(err)) from None
    state = MonadState.deal(len(players), first, deck, goal)
    for k, text in enumerate(turns, start=1):
        try:
            d = decode(text)
        except NotationError as err:
            raise _entry_error(k, "FORMAT", str(err)) from None
        violation = state.check_decoded(d)
        if violation is not None:
            raise _entry_error(k, violation.rule, violation.message)
        assert isinstance(text, str)
        if verdicts is None:
            state.apply(text, checked=False)
            continue
        turn = state.turn_no
        seat = state.seat
        flipped = len(state.discard) if d.kind == "F" else 0
        got = state.play_logged(text)
        verdicts.append({
            "entry": k,
            "turn": turn,
            "seat": seat,
            "move": text,
            "got": got,
            "bonus": len(got) - 1 if d.kind == "T" else 0,
            "flipped": flipped,
            "due": state.due,
            "monads": state.monads[seat],
            "turn_ends": state.is_over() or state.turn_no != turn,
        })
    return state, players


def load_record(data: object) -> tuple[MonadState, list[str]]:
    """The state after every entry of a record, and the players' names; RecordError."""
    return run(data, None)


def replay(data: object) -> dict[str, Any]:
    """The rule book's replay object, or {"error": {"entry", "rule", "message"}}."""
    entries: list[dict[str, Any]] = []
    try:
        state, _ = run(data, entries)
    except RecordError as err:
        return {"error": {"entry": err.turn, "rule": err.rule, "message": err.message}}
    report: dict[str, Any] = {"entries": entries}
    report.update(result_of(state))
    return report


def replay_text(report: Mapping[str, Any], names: Sequence[str]) -> str:
    """A readable replay of a report without an error: one line per entry (its seat's
    name, the move, what it got), then the end and each seat's Monads and hand points."""
    lines = []
    for e in report.get("entries", []):
        got = " ".join(e["got"])
        extra = []
        if got:
            extra.append(f"got {got}" + (f" (bonus {e['bonus']})" if e["bonus"] else ""))
        if e["flipped"]:
            extra.append(f"flipped {e['flipped']}")
        if e["due"]:
            extra.append(f"due {e['due']}")
        end = " |" if e["turn_ends"] else ""
        lines.append(f"{e['entry']:5d} turn {e['turn']:4d} {names[e['seat']]:<16} "
                     f"{e['move']:<20} {', '.join(extra)}{end}".rstrip())
    status = f"game over ({report.get('end')})" if report.get("over") else "game not finished"
    lines.append(status)
    winners = report.get("winners", [])
    for seat, (score, points) in enumerate(zip(report.get("scores", []),
                                               report.get("hand_points", []), strict=False)):
        mark = "  winner" if seat in winners else ""
        monads = "1 Monad" if score == 1 else f"{score} Monads"
        lines.append(f"  {names[seat]:<16} {monads}, {points} hand points{mark}")
    return "\n".join(lines)
