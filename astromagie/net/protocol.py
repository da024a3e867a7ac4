"""The table protocol: the messages a client and the server exchange, and their checks.

Every message is one WebSocket text frame holding one JSON object with a `type`.
The `websockets` library does the framing, the size limit, ping/pong and closing;
this module only reads a frame's JSON into a checked `Request` (or a `ProtocolError`
with a code and an English message) and builds the server's replies.

Client -> server:
- `create`: {game, seats: [{kind: "person"|"bot", name, level?}], seed?}: a new table;
  the reply `created` carries its code and the host's token (it sits at no seat yet).
- `join`: {table, name?} takes the first free person's seat; {table, token} takes back
  the seat that token proves (a rejoin). The reply `joined` carries seat and token.
- `move`: {move} in the game's record notation, for the joined seat (a `seat` field
  naming another seat is refused).
- `hand_over`: {table, host, seat, to: "bot"|"person", level?}: the host gives a
  person's seat to a bot while its player is away, and back.

Server -> client: `created`, `joined`, `update` (the seat's observation, the public
log from `log_from` on, the seats, and the result when the game is over), `error`
({code, message, params?}; the client says it in its player's language by `code`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

PROTOCOL = 1
MAX_MESSAGE = 16 * 1024  # bytes a client may send in one frame (a move is a few dozen)
MAX_NAME = 24  # characters of a seat name
MAX_MOVE = 200  # characters of a move's notation
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32: no I, L, O, U
CODE_LENGTH = 12  # 60 random bits: no code is guessed at the rate a server takes them
KINDS = ("person", "bot")

# Error codes a client may receive (its catalog words them: net.error.<code>).
BAD_MESSAGE = "bad_message"
UNKNOWN_TABLE = "unknown_table"
BAD_TOKEN = "bad_token"
TABLE_FULL = "table_full"
NOT_SEATED = "not_seated"
NOT_YOUR_SEAT = "not_your_seat"
NOT_YOUR_TURN = "not_your_turn"
ILLEGAL_MOVE = "illegal_move"
BAD_NOTATION = "bad_notation"
GAME_OVER = "game_over"
TOO_MANY_TABLES = "too_many_tables"
NOT_HOST = "not_host"
BAD_SETUP = "bad_setup"
ERROR_CODES = (BAD_MESSAGE, UNKNOWN_TABLE, BAD_TOKEN, TABLE_FULL, NOT_SEATED, NOT_YOUR_SEAT,
               NOT_YOUR_TURN, ILLEGAL_MOVE, BAD_NOTATION, GAME_OVER, TOO_MANY_TABLES,
               NOT_HOST, BAD_SETUP)


class ProtocolError(Exception):
    """A request the server refuses: a code for the client, an English message, params."""

    def __init__(self, code: str, message: str, **params: object):
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params

    def reply(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "error", "code": self.code, "message": self.message}
        if self.params:
            out["params"] = self.params
        return out


@dataclass(frozen=True)
class SeatSpec:
    kind: str  # "person" or "bot"
    name: str
    level: str = ""  # a bot's level ("" for a person)


@dataclass(frozen=True)
class Request:
    """One checked client message; only the fields of its type are filled."""

    type: str
    game: str = ""
    seats: tuple[SeatSpec, ...] = ()
    seed: int | None = None
    table: str = ""
    token: str = ""
    name: str = ""
    move: str = ""
    seat: int | None = None
    host: str = ""
    to: str = ""
    level: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def new_code(randbelow: Any) -> str:
    """A table code of CODE_LENGTH symbols drawn with `randbelow` (secrets.randbelow)."""
    return "".join(CODE_ALPHABET[randbelow(len(CODE_ALPHABET))] for _ in range(CODE_LENGTH))


def show_code(code: str) -> str:
    """A code as a person reads it out: ABCD-EFGH-JKMN."""
    return "-".join(code[i:i + 4] for i in range(0, len(code), 4))


def normal_code(text: str) -> str:
    """A code as typed (any case, dashes, spaces, O for 0, I and L for 1) in its normal form."""
    cleaned = re.sub(r"[\s-]", "", text.upper())
    return cleaned.translate(str.maketrans("OIL", "011"))


def _text(data: dict[str, Any], key: str, limit: int, required: bool = True) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise ProtocolError(BAD_MESSAGE, f"'{key}' is text")
    if required and not value:
        raise ProtocolError(BAD_MESSAGE, f"'{key}' is missing")
    if len(value) > limit:
        raise ProtocolError(BAD_MESSAGE, f"'{key}' is longer than {limit} characters")
    return value


def _name(data: dict[str, Any], key: str = "name") -> str:
    """A seat name: printable, on one line, at most MAX_NAME characters."""
    value = _text(data, key, MAX_NAME, required=False)
    if any(not ch.isprintable() for ch in value):
        raise ProtocolError(BAD_MESSAGE, "a name is printable text on one line")
    return value.strip()


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ProtocolError(BAD_MESSAGE, f"'{key}' is a whole number from {low} to {high}")
    return value


def _seats(data: dict[str, Any]) -> tuple[SeatSpec, ...]:
    seats = data.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 8:
        raise ProtocolError(BAD_MESSAGE, "'seats' is a list of seats")
    out = []
    for seat in seats:
        if not isinstance(seat, dict):
            raise ProtocolError(BAD_MESSAGE, "a seat is an object")
        kind = seat.get("kind")
        if kind not in KINDS:
            raise ProtocolError(BAD_MESSAGE, "a seat's kind is 'person' or 'bot'")
        level = _text(seat, "level", 20, required=kind == "bot") if kind == "bot" else ""
        out.append(SeatSpec(kind, _name(seat), level))
    return tuple(out)


def parse(frame: str | bytes) -> Request:
    """A client's frame as a checked Request; ProtocolError(BAD_MESSAGE) for anything else."""
    if isinstance(frame, bytes):
        raise ProtocolError(BAD_MESSAGE, "messages are JSON text, not binary")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise ProtocolError(BAD_MESSAGE, "a message is one JSON object") from None
    if not isinstance(data, dict):
        raise ProtocolError(BAD_MESSAGE, "a message is one JSON object")
    kind = data.get("type")
    if kind == "create":
        seed = data.get("seed")
        if seed is not None:
            seed = _int(data, "seed", 0, 2**48)
        return Request("create", game=_text(data, "game", 40), seats=_seats(data), seed=seed)
    if kind == "join":
        token = _text(data, "token", 64, required=False)
        return Request("join", table=normal_code(_text(data, "table", 40)), token=token,
                       name=_name(data))
    if kind == "move":
        seat = data.get("seat")
        if seat is not None:
            seat = _int(data, "seat", 0, 99)
        return Request("move", move=_text(data, "move", MAX_MOVE), seat=seat)
    if kind == "hand_over":
        to = data.get("to")
        if to not in KINDS:
            raise ProtocolError(BAD_MESSAGE, "'to' is 'person' or 'bot'")
        level = _text(data, "level", 20, required=to == "bot")
        return Request("hand_over", table=normal_code(_text(data, "table", 40)),
                       host=_text(data, "host", 64), seat=_int(data, "seat", 0, 99),
                       to=str(to), level=level)
    raise ProtocolError(BAD_MESSAGE, "unknown message type")


def dump(message: dict[str, Any]) -> str:
    """A server message as one compact JSON text frame."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))
