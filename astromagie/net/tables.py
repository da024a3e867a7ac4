"""A table of the server: its game, its seats and their tokens, and its file on disk.

A `Table` knows nothing of connections. It checks a seat's move with the game's
rules (through the registry: no game is named here), hands out and checks seat
tokens, and says what a seat may be sent (`update_for`: that seat's observation
and the public log, nothing else). Its file, `<data>/<code>.json`, holds the
game's record (the rule book's format, deck included: the server's own copy) with
the seats, written atomically after every move, so a server that restarts loads
every table as it was (`load_tables`). Tokens are kept only as SHA-256 digests.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from astromagie.host import registry
from astromagie.host.game import NOBODY, GameState, NotationError, RecordError
from astromagie.storage.atomic import write_text_atomic

from . import codec
from .protocol import (
    BAD_NOTATION,
    BAD_SETUP,
    BAD_TOKEN,
    GAME_OVER,
    ILLEGAL_MOVE,
    NOT_YOUR_SEAT,
    NOT_YOUR_TURN,
    TABLE_FULL,
    ProtocolError,
    SeatSpec,
    new_code,
)

FILE_VERSION = 1
log = logging.getLogger(__name__)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class Seat:
    """One seat: a person (claimed once its token is handed out) or a bot."""

    kind: str  # "person" or "bot" (a person's seat handed to a bot is "bot" with a token)
    name: str
    level: str = ""
    token_hash: str = ""  # "" until a person claims it
    present: bool = False  # a connection holds it now (not saved)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level,
                "token_sha256": self.token_hash}


def _json_safe(params: dict[str, object]) -> dict[str, object]:
    return {k: v if isinstance(v, (int, str, bool, float)) or v is None else str(v)
            for k, v in params.items()}


class Table:
    """One game at one table of the server."""

    def __init__(self, code: str, game_id: str, seats: list[Seat], host_hash: str,
                 state: GameState, folder: Path, quiet_since: float | None = None):
        self.code = code
        self.game_id = game_id
        self.seats = seats
        self.host_hash = host_hash
        self.state = state
        self.path = folder / f"{code}.json"
        self.rules = registry.rules(game_id)
        # since when (wall clock, so it survives a restart as the file's time) nobody has
        # sat at the table; None while someone does. The server expires quiet tables.
        self.quiet_since: float | None = time.time() if quiet_since is None else quiet_since

    # -- set-up -------------------------------------------------------------------------

    @classmethod
    def create(cls, game_id: str, specs: Sequence[SeatSpec], seed: int | None,
               folder: Path, taken: set[str]) -> tuple[Table, str]:
        """A new table and its host's token; ProtocolError(BAD_SETUP) for a bad set-up."""
        try:
            info = registry.info(game_id)
        except registry.UnknownGame:
            raise ProtocolError(BAD_SETUP, f"no game {game_id[:40]!r} here",
                                games=",".join(registry.ids())) from None
        if len(specs) not in info.players:
            raise ProtocolError(BAD_SETUP, f"{game_id} is for {info.min_players} to "
                                f"{info.max_players} players", low=info.min_players,
                                high=info.max_players)
        if not any(spec.kind == "person" for spec in specs):  # bots alone: `simulate`
            raise ProtocolError(BAD_SETUP, "a table needs at least one person")
        rules = registry.rules(game_id)
        levels = rules.bot_levels()
        seats = []
        for i, spec in enumerate(specs):
            if spec.kind == "bot" and spec.level not in levels:
                raise ProtocolError(BAD_SETUP, f"no bot {spec.level[:20]!r} for {game_id}",
                                    levels=",".join(levels))
            seats.append(Seat(spec.kind, spec.name or f"{spec.kind} {i + 1}", spec.level))
        code = new_code(secrets.randbelow)
        while code in taken:  # 60 bits: never in practice, but never two tables either
            code = new_code(secrets.randbelow)
        host = secrets.token_urlsafe(24)
        seed = secrets.randbits(48) if seed is None else seed
        state = rules.new(len(seats), seed)
        return cls(code, game_id, seats, digest(host), state, folder), host

    @property
    def started(self) -> bool:
        """Whether every person's seat has been taken once: until then nobody moves."""
        return all(seat.kind == "bot" or seat.token_hash for seat in self.seats)

    def claim(self, token: str, name: str) -> tuple[int, str]:
        """The seat a join asks for: the one `token` proves, else the first free person's
        seat with a new token. Returns (seat, token); ProtocolError when there is none."""
        if token:
            wanted = digest(token)
            for i, seat in enumerate(self.seats):
                if seat.token_hash and hmac.compare_digest(seat.token_hash, wanted):
                    return i, token
            raise ProtocolError(BAD_TOKEN, "that token proves no seat of this table")
        for i, seat in enumerate(self.seats):
            if seat.kind == "person" and not seat.token_hash:
                token = secrets.token_urlsafe(24)
                seat.token_hash = digest(token)
                if name:
                    seat.name = name
                return i, token
        raise ProtocolError(TABLE_FULL, "every seat of this table is taken")

    def is_host(self, token: str) -> bool:
        return hmac.compare_digest(self.host_hash, digest(token))

    def hand_over(self, seat: int, to: str, level: str) -> None:
        """A claimed person's seat to a bot of `level`, or back to its person."""
        if not 0 <= seat < len(self.seats) or not self.seats[seat].token_hash:
            raise ProtocolError(NOT_YOUR_SEAT, "only a person's seat is handed over", seat=seat)
        if to == "bot" and level not in self.rules.bot_levels():
            raise ProtocolError(BAD_SETUP, f"no bot {level[:20]!r} for {self.game_id}")
        self.seats[seat].kind = to
        self.seats[seat].level = level if to == "bot" else ""

    # -- play ---------------------------------------------------------------------------

    def bot_to_move(self) -> int | None:
        """The bot seat to move now, or None (a person's turn, the game over or not begun)."""
        seat = self.state.current_player
        if not self.started or seat == NOBODY or self.seats[seat].kind != "bot":
            return None
        return seat

    def play(self, seat: int, text: str) -> None:
        """Apply `seat`'s move written in the record notation; ProtocolError if refused."""
        if self.state.is_over():
            raise ProtocolError(GAME_OVER, "the game is over")
        if self.seats[seat].kind != "person":
            raise ProtocolError(NOT_YOUR_SEAT, "a bot plays this seat now; the host can "
                                "hand it back", seat=seat)
        if not self.started or self.state.current_player != seat:
            raise ProtocolError(NOT_YOUR_TURN, "it is not this seat's turn",
                                to_move=self.state.current_player)
        try:
            move = self.rules.parse_move(text)
        except NotationError as exc:
            raise ProtocolError(BAD_NOTATION, f"not a move: {str(exc)[:120]}") from None
        violation = self.state.check(move)
        if violation is not None:
            raise ProtocolError(ILLEGAL_MOVE, violation.message, rule=violation.rule,
                                reason=violation.reason, **_json_safe(violation.params))
        self.state.apply(move)

    def apply_bot(self, move: object) -> None:
        """A bot's move, chosen from its seat's observation (checked all the same)."""
        self.state.apply(move)

    # -- what a seat is sent ------------------------------------------------------------

    def public_log(self, start: int = 0) -> list[str]:
        """The moves from entry `start` on as every seat saw them (secrets hidden)."""
        history = self.state.history
        return [str(self.state.public_move(history[i])) for i in range(start, len(history))]

    def seat_list(self) -> list[dict[str, Any]]:
        return [{"name": s.name, "kind": s.kind, "level": s.level,
                 "present": s.present or s.kind == "bot",
                 "claimed": bool(s.token_hash) or s.kind == "bot",
                 # a person's seat a bot plays for now (the host hands it back)
                 "handed": s.kind == "bot" and bool(s.token_hash)} for s in self.seats]

    def update_for(self, seat: int, log_from: int) -> dict[str, Any]:
        """Everything `seat` is sent after a change: its observation, the public log from
        entry `log_from` on, the seats (names, away or here) and, once over, the result."""
        state = self.state
        message: dict[str, Any] = {
            "type": "update", "table": self.code, "game": self.game_id, "seat": seat,
            "turn": len(state.history), "to_move": state.current_player,
            "started": self.started, "seats": self.seat_list(),
            "observation": codec.encode_observation(state.observation(seat)),
            "log_from": log_from, "log": self.public_log(log_from),
            "over": state.is_over(),
        }
        if state.is_over():
            message["result"] = {"scores": list(state.scores), "winners": state.winners()}
            # the game is over: its whole record (every hand, the deck) is no secret now,
            # and each player's app files it in its archive and can watch it again
            message["record"] = self.final_record()
        return message

    def final_record(self) -> dict[str, Any]:
        """The record as an app files it: the rule book's format with the seats' names
        and kinds (a person is "human", a bot its level), as a local game's record."""
        record = self.rules.to_record(self.state, [s.name for s in self.seats])
        record["seats"] = [{"name": s.name, "kind": s.level if s.kind == "bot" and s.level
                            else "human"} for s in self.seats]
        return record

    # -- on disk ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        names = [s.name for s in self.seats]
        return {"format": "astromagie-table/1", "version": FILE_VERSION, "code": self.code,
                "game": self.game_id, "host_sha256": self.host_hash,
                "seats": [s.to_json() for s in self.seats],
                "record": self.rules.to_record(self.state, names)}

    def save(self, durable: bool = True) -> None:
        """Write the table's file in one step (a reader sees the old file or the new one).

        `durable` also waits for the disk (fsync): the move survives a power cut, not
        only a crash of the server. Without it a write costs no disk wait (tests)."""
        text = json.dumps(self.to_json(), ensure_ascii=False)
        if durable:
            write_text_atomic(self.path, text)
            return
        part = self.path.with_name(f".{self.path.name}.part")
        part.write_text(text, encoding="utf-8")
        os.replace(part, self.path)


def load_table(path: Path) -> Table:
    """A table from its file; ValueError (or RecordError) naming what is wrong."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("format") != "astromagie-table/1":
        raise ValueError("not a table file")
    code, game_id = data.get("code"), data.get("game")
    if not isinstance(code, str) or path.stem != code or not isinstance(game_id, str):
        raise ValueError("the table file names no table")
    seats = []
    for raw in data.get("seats", []):
        if not isinstance(raw, dict) or raw.get("kind") not in ("person", "bot"):
            raise ValueError("a seat of the table file is malformed")
        seats.append(Seat(str(raw["kind"]), str(raw.get("name", "")), str(raw.get("level", "")),
                          str(raw.get("token_sha256", ""))))
    rules = registry.rules(game_id)
    state, _names = rules.load_record(data.get("record"))
    if state.num_players != len(seats):
        raise ValueError("the table file's seats do not match its record")
    return Table(code, game_id, seats, str(data.get("host_sha256", "")), state, path.parent,
                 quiet_since=path.stat().st_mtime)  # nobody sits at a table just loaded


def load_tables(folder: Path) -> dict[str, Table]:
    """Every table in play saved in `folder` (a finished one's file is its game's record
    and stays where it is); a file that cannot be read is logged and left there."""
    tables: dict[str, Table] = {}
    if not folder.is_dir():
        return tables
    for path in sorted(folder.glob("*.json")):  # not the .part of a write cut short
        try:
            table = load_table(path)
        except (OSError, ValueError, RecordError, KeyError, registry.UnknownGame) as exc:
            log.error("the table file %s cannot be resumed: %s", path.name, exc)
            continue
        if not table.state.is_over():
            tables[table.code] = table
    return tables
