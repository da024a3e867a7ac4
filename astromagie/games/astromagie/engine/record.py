"""Game records (`astromagie-record/1`, record-format.md): writing, reading, replaying.

A record fixes a whole game: names, deck order, first player, variants and
every turn. `load_record` validates the structure (errors name rule FORMAT,
turn 0, or FORMAT at the 1-based index of an entry that cannot be parsed);
`positions` and `replay` re-play the turns against the rules (errors name the
rule and the 1-based turn). Turns are checked in order, so an earlier illegal
turn is reported before a later unreadable one. Whatever the input, the only
error is RecordError, and no message echoes more than about 40 characters of it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from astromagie.host.game import NotationError, RecordError

from .cards import CARD_TYPES, deck_mismatch
from .game import Game, Trick, Variants
from .moves import Move, clip
from .position import MAX_PLAYERS, MIN_PLAYERS
from .rules import game_over

FORMAT = "astromagie-record/1"
FORMAT_PREFIX = "astromagie-record/"


@dataclass(frozen=True)
class Record:
    """A validated record."""

    players: tuple[str, ...]
    first_player: int
    deck: tuple[str, ...]
    variants: Variants
    turns: tuple[Move, ...]
    result: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # keys beyond record-format.md, kept

    def new_game(self) -> Game:
        return Game.from_deck(self.deck, len(self.players), self.first_player, self.variants)


def to_record(game: Game, players: list[str] | tuple[str, ...]) -> dict[str, Any]:
    """The record-format.md record of `game` so far (with `result` once it is over)."""
    if len(players) != game.num_players:
        raise ValueError("one name per seat")
    record: dict[str, Any] = {
        "format": FORMAT,
        "players": list(players),
        "first_player": game.first_player,
        "deck": list(game.deck),
        "variants": game.variants.to_record(),
        "turns": [str(m) for m in game.history],
    }
    if game.is_over():
        record["result"] = {"scores": list(game.scores)}
    return record


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, indent=1) + "\n"


def _fail(message: str) -> RecordError:
    return RecordError(0, "FORMAT", message)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_record(text: str | bytes) -> Record:
    """Read and validate the JSON text of a record (a leading byte-order mark is skipped)."""
    if isinstance(text, str):  # json.loads skips a BOM in bytes, but refuses one in text
        text = text.removeprefix("\ufeff")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise _fail(f"not JSON ({exc})") from None
    return load_record(data)


def load_record(data: object) -> Record:
    """Validate a record already read from JSON; raises RecordError (FORMAT, turn 0)."""
    if not isinstance(data, dict):
        raise _fail("a record is a JSON object")
    fmt = data.get("format")
    if fmt != FORMAT:
        if is_newer_format(fmt):
            raise _fail(f"format {clip(fmt)} is newer than {FORMAT!r} (written by a newer "
                        "version?)")
        if isinstance(fmt, str) and fmt.startswith(FORMAT_PREFIX):
            raise _fail(f"format {clip(fmt)} is not {FORMAT!r}")
        raise _fail(f"'format' must be {FORMAT!r}")
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _fail("'players' must be a list of names")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise _fail(f"'players' must name 2 to 5 seats, not {len(players)}")
    first = data.get("first_player")
    if not _is_int(first) or not 0 <= first < len(players):
        raise _fail("'first_player' must be the index of a seat")
    deck = data.get("deck")
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise _fail("'deck' must be a list of card codes")
    unknown = [c for c in deck if c not in CARD_TYPES]
    if unknown:
        raise _fail(f"unknown card code {clip(unknown[0])} in 'deck'")
    mismatch = deck_mismatch(deck)
    if mismatch is not None:
        raise _fail(f"'deck' must hold exactly the 72 cards of the game ({mismatch})")
    variants = _variants(data.get("variants", {}))
    turns_raw = data.get("turns")
    if not isinstance(turns_raw, list):
        raise _fail("'turns' must be a list")
    turns = []
    for index, text in enumerate(turns_raw, 1):
        try:
            turns.append(Move.parse(text))
        except NotationError as exc:
            # An earlier illegal turn is reported first (record-format.md): replay what was read.
            prefix = Record(tuple(players), first, tuple(deck), variants, tuple(turns))
            positions(prefix)
            raise RecordError(index, "FORMAT", f"turn {index}: {exc}") from None
    result = data.get("result")
    if result is not None and not isinstance(result, dict):
        raise _fail("'result' must be an object")
    known = {"format", "players", "first_player", "deck", "variants", "turns", "result"}
    extra = {k: v for k, v in data.items() if k not in known}
    return Record(tuple(players), first, tuple(deck), variants, tuple(turns), result, extra)


def is_newer_format(fmt: object) -> bool:
    """Whether `fmt` names a later `astromagie-record/N` than ours; never raises.

    Only plain ASCII digits count as a version number (str.isdigit() also accepts
    "²", which int() refuses), and at most 9 of them (int() refuses 4,300 and more).
    """
    if not isinstance(fmt, str) or not fmt.startswith(FORMAT_PREFIX):
        return False
    number = fmt.removeprefix(FORMAT_PREFIX).split(".")[0]
    if not (number.isascii() and number.isdigit()) or len(number) > 9:
        return False
    return int(number) > int(FORMAT.removeprefix(FORMAT_PREFIX))


def _variants(raw: object) -> Variants:
    if not isinstance(raw, dict):
        raise _fail("'variants' must be an object")
    unknown = set(raw) - {"modern_rulers", "target_score"}
    if unknown:
        raise _fail(f"unknown variant {clip(sorted(map(str, unknown))[0])}")
    modern = raw.get("modern_rulers", False)
    if not isinstance(modern, bool):
        raise _fail("'modern_rulers' must be true or false")
    target = raw.get("target_score")
    if target is not None and (not _is_int(target) or target < 1):
        raise _fail("'target_score' must be a positive whole number")
    return Variants(modern_rulers=modern, target_score=target)


@dataclass
class ReplayResult:
    game: Game
    record: Record

    @property
    def tricks(self) -> list[Trick]:
        return self.game.tricks

    def to_json(self) -> dict[str, Any]:
        return {
            "tricks": [{"turn": t.turn, "winner": t.winner, "points": t.points}
                       for t in self.game.tricks],
            "scores": list(self.game.scores),
            "over": self.game.is_over(),
        }


def positions(record: Record) -> list[Game]:
    """Every position of `record`: index 0 is the deal, index k the game after turn k.

    Raises RecordError (the rule and the 1-based turn) at the first turn the rules refuse.
    """
    game = record.new_game()
    out = [game.clone()]
    for index, move in enumerate(record.turns, 1):
        violation = game_over() if game.is_over() else game.check(move)
        if violation is not None:
            raise RecordError(index, violation.rule, violation.message)
        game.apply(move)
        out.append(game.clone())
    return out


def replay(record: Record) -> ReplayResult:
    """Play every turn of `record` against the rules; raises RecordError at the first bad one."""
    return ReplayResult(positions(record)[-1], record)
