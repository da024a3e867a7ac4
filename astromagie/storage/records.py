"""Game records as the player's files keep them, and the key that names one game.

A record is a RECORD.md record with one extra top-level key, `"seats":
[{"name", "kind"}]`, so that resuming restores the bots' levels exactly.
`game_key` / `record_key` fingerprint a game (deal and turns): the archive
keeps a game once and the statistics count it once. This module is the
bottom of storage: the autosave, the archive and the statistics all import
it, it imports none of them.
"""

from __future__ import annotations

import hashlib
import json
import re

from astromagie.ai import BOT_NAMES
from astromagie.gameconfig import HUMAN, GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.games.astromagie.engine.record import Record, to_record

_RECORD_NAME_RE = re.compile(r"^(.*) \(([a-z0-9_-]+)\)$")


def make_record(game: Game, config: GameConfig) -> dict:
    """The record of `game` so far, with the `seats` key that restores the bots' levels."""
    record = to_record(game, [seat.record_name() for seat in config.seats])
    record["seats"] = [{"name": s.name, "kind": s.kind} for s in config.seats]
    return record


def seats_of(record: Record) -> tuple[SeatConfig, ...]:
    """The seats of a validated record: its `seats` key, or else read from the names."""
    raw = record.extra.get("seats")
    if (isinstance(raw, list) and len(raw) == len(record.players)
            and all(isinstance(s, dict) and isinstance(s.get("name"), str)
                    and isinstance(s.get("kind"), str) and s["kind"] for s in raw)):
        return tuple(SeatConfig(s["name"], _known_kind(s["kind"])) for s in raw)
    seats = []
    for name in record.players:  # a record from elsewhere: "Vega (hard)" is a bot
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


def record_key(record: dict) -> str:
    """A short fingerprint of a record's game (deal, variants and turns)."""
    key = json.dumps([record.get("first_player"), record.get("deck"),
                      record.get("variants"), record.get("turns")], sort_keys=True)
    return hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()[:10]


def game_key(game: Game) -> str:
    """A short fingerprint of a game (deal and turns): the same game gives the same key."""
    return record_key({"first_player": game.first_player, "deck": list(game.deck),
                       "variants": game.variants.to_record(),
                       "turns": [str(m) for m in game.history]})
