"""Game records as the player's files keep them, and the key that names one game.

A record is the game's own record (its rule book's format: `astromagie-record/1`,
`solar-republic-record/1`, ...) with one extra top-level key, `"seats":
[{"name", "kind"}]`, so that resuming restores the bots' levels exactly, and
`"undos": n` when the player took turns back. Which
game a record belongs to is read from its `format` (the shelf knows each game's
formats); the options a game was played with are asked of its rules
(`GameRules.options_of` the state the record gives), whatever key its records keep
them under (Astromagie's `variants`, Monad's `options`).
`game_key` / `record_key` fingerprint a game (deal and turns): the archive
keeps a game once and the statistics count it once. This module is the
bottom of storage: the autosave, the archive and the statistics all import
it, it imports none of them.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from astromagie.ai import BOT_NAMES
from astromagie.gameconfig import HUMAN, GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.game import GameState, RecordError

_RECORD_NAME_RE = re.compile(r"^(.*) \(([a-z0-9_-]+)\)$")


def make_record(game: GameState, config: GameConfig) -> dict:
    """The record of `game` so far, with the `seats` key that restores the bots' levels."""
    rules = registry.rules(config.game)
    record = rules.to_record(game, config.record_names())
    record["seats"] = [{"name": s.name, "kind": s.kind} for s in config.seats]
    if config.undos:  # a game with a turn taken back is marked as such
        record["undos"] = config.undos
    return record


def game_of(data: object) -> str:
    """The id of the game a record belongs to, from its `format`; RecordError if none."""
    return registry.game_of_record(data).id


def read_record(data: object) -> tuple[GameState, GameConfig]:
    """The state after every turn of a record, and the seats and options it was played with.

    Raises RecordError (or, from a game's checks, one of `BAD_RECORD`) for a bad record.
    """
    game = game_of(data)
    rules = registry.rules(game)
    state, names = rules.load_record(data)
    assert isinstance(data, dict)  # load_record accepted it
    undos = data.get("undos", 0)
    undos = undos if isinstance(undos, int) and not isinstance(undos, bool) and undos > 0 else 0
    options = rules.options_of(state)
    return state, GameConfig(seats_of(data, names), options, game=game, undos=undos)


def positions(data: dict[str, Any]) -> list[GameState]:
    """Every position of a valid record: index 0 is the deal, index k the game after turn k."""
    rules = registry.rules(game_of(data))
    start = {key: value for key, value in data.items() if key != "result"}
    start["turns"] = []
    state, _ = rules.load_record(start)
    out = [state.clone()]
    for index, text in enumerate(data.get("turns", ()), 1):
        move = rules.parse_move(text)
        violation = state.check(move)
        if violation is not None:
            raise RecordError(index, violation.rule, violation.message)
        state.apply(move, checked=False)
        out.append(state.clone())
    return out


def seats_of(data: dict[str, Any], names: list[str]) -> tuple[SeatConfig, ...]:
    """The seats of a validated record: its `seats` key, or else read from the names."""
    raw = data.get("seats")
    if (isinstance(raw, list) and len(raw) == len(names)
            and all(isinstance(s, dict) and isinstance(s.get("name"), str)
                    and isinstance(s.get("kind"), str) and s["kind"] for s in raw)):
        return tuple(SeatConfig(s["name"], _known_kind(s["kind"])) for s in raw)
    seats = []
    for name in names:  # a record from elsewhere: "Vega (hard)" is a bot
        match = _RECORD_NAME_RE.match(name)
        if match and match[2] in BOT_NAMES:
            seats.append(SeatConfig(match[1], match[2]))
        else:  # "Ada (Berlin)" is a person's name, not a bot level
            seats.append(SeatConfig(name, HUMAN))
    return tuple(seats)


def _known_kind(kind: str) -> str:
    """A seat kind the game knows: a bot level from a record made elsewhere (or edited by
    hand) that no bot answers to is played by the medium bot rather than by nobody."""
    return kind if kind == HUMAN or kind in BOT_NAMES else "medium"


def is_newer_format(fmt: object) -> bool:
    """Whether `fmt` is a later version (`<name>-record/N`) of a format a game here reads.

    Never raises: only plain ASCII digits count as a version number, at most 9 of them.
    """
    if not isinstance(fmt, str):
        return False
    prefix, _, number = fmt.rpartition("/")
    number = number.split(".")[0]
    if not prefix or not (number.isascii() and number.isdigit()) or len(number) > 9:
        return False
    for info in registry.shelf():
        for known in info.record_formats:
            known_prefix, _, known_number = known.rpartition("/")
            if known_prefix == prefix and int(number) > int(known_number):
                return True
    return False


def record_key(record: dict) -> str:
    """A short fingerprint of a record's game (deal, variants and turns)."""
    key = json.dumps([record.get("first_player"), record.get("deck"),
                      record.get("variants"), record.get("turns")], sort_keys=True)
    return hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()[:10]


def game_key(game: GameState) -> str:
    """A short fingerprint of a game (deal and turns): the same game gives the same key."""
    record = registry.rules(game.game_id).to_record(game, ["-"] * game.num_players)
    return record_key(record)
