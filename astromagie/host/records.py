"""What the games' record readers share: the header and the deck check.

Every `<game>-record/1` opens with the same fields (`format`, `players`,
`first_player`, `deck`, `turns`, an optional `result`); `read_header` checks
them in that order and raises only `RecordError(0, "FORMAT", ...)`. A game
adds its own checks (its entries, its variants) on top. `deck_mismatch` says
what keeps a list of codes from being a game's deck, naming the card that is
there too often and the one that is missing: a count alone cannot tell them
apart. Messages quote at most 40 characters of the record (`clip`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass

from .game import RecordError

FIELDS = ("players", "first_player", "deck", "turns")


def clip(value: object, limit: int = 40) -> str:
    """User input as a message may quote it: at most `limit` characters, quoted."""
    shown = value if isinstance(value, str) else type(value).__name__
    return repr(shown[:limit] + ("..." if len(shown) > limit else ""))


def fail(message: str) -> RecordError:
    """The error of a record that is wrong as a whole (turn 0, rule FORMAT)."""
    return RecordError(0, "FORMAT", message)


def _first_three(items: Iterable[str]) -> str:
    listed = list(items)
    more = f" and {len(listed) - 3} more" if len(listed) > 3 else ""
    return ", ".join(listed[:3]) + more


def deck_mismatch(codes: Sequence[str], deck: Sequence[str]) -> str | None:
    """What keeps `codes` from being `deck` (in any order), or None when it is exactly it:
    "72 cards; too many: 3 × SUN (the game has 2); missing: SXT". Codes are cut to 12
    characters, listed in the deck's order, at most three of each kind."""
    want = Counter(deck)
    counts = Counter(codes)
    if counts == want:
        return None
    place = {code: i for i, code in reversed(list(enumerate(deck)))}

    def order(code: str) -> tuple[int, str]:
        return (place.get(code, len(deck)), code)

    extra = sorted((counts - want).keys(), key=order)
    short = sorted((want - counts).keys(), key=order)
    parts = []
    if extra:
        parts.append("too many: " + _first_three(
            f"{counts[c]} × {c[:12]} (the game has {want[c]})" for c in extra))
    if short:
        parts.append("missing: " + _first_three(
            f"{want[c] - counts[c]} × {c}" if want[c] - counts[c] > 1 else c for c in short))
    return f"{len(codes)} cards; " + "; ".join(parts)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Header:
    """A record's shared fields, checked."""

    players: list[str]
    first_player: int
    deck: list[str]
    turns: list[object]


@dataclass(frozen=True)
class RecordShape:
    """What a game's records must hold: its format, seat range and deck."""

    format: str
    game: str  # the game's name, as messages say it
    min_players: int
    max_players: int
    deck: Sequence[str]
    known_cards: Container[str]
    result_ok: Callable[[object], bool] = lambda result: isinstance(result, Mapping)

    def read_header(self, data: object) -> Header:
        """The shared fields of `data`, in the rule books' order; RecordError(0, FORMAT)."""
        if not isinstance(data, Mapping):
            raise fail("a record is a JSON object")
        if data.get("format") != self.format:
            raise fail(f"the format is {clip(data.get('format'))}, not {self.format!r}")
        for key in FIELDS:
            if key not in data:
                raise fail(f"the record has no {key!r}")
        players = data["players"]
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise fail("'players' is a list of names")
        if not self.min_players <= len(players) <= self.max_players:
            raise fail(f"{self.game} is for {self.min_players} to {self.max_players} players, "
                       f"not {len(players)}")
        first = data["first_player"]
        if not _is_int(first):
            raise fail("'first_player' is a seat number")
        if not 0 <= first < len(players):
            raise fail(f"'first_player' is not a seat of {len(players)} players")
        deck = data["deck"]
        if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
            raise fail("'deck' is a list of card codes")
        unknown = [c for c in deck if c not in self.known_cards]
        if unknown:
            raise fail(f"unknown card code {clip(unknown[0])} in the deck")
        mismatch = deck_mismatch(deck, self.deck)
        if mismatch is not None:
            raise fail(f"the deck is not exactly the {len(self.deck)} cards of the game "
                       f"({mismatch})")
        turns = data["turns"]
        if not isinstance(turns, list):
            raise fail("'turns' is a list of entries")
        if "result" in data and not self.result_ok(data["result"]):
            raise fail("'result' is an object with the scores")
        return Header(list(players), first, list(deck), turns)
