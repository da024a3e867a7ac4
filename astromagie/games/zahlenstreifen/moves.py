"""Moves of Zahlenstreifen: plain strings in the record notation of the rule book.

`P CODE` plays a card (NS5); `K CODE CODE` is the secret choice of two cards
(NS12), written with the codes in ascending order (records may give them in
any order; `parse_move` puts them in order). A move is its own notation, so
`str(move) == move` and the search hashes and compares plain strings.

The tables below turn a move into cards without any string work in the hot
path: `PLAY_CARD["P R7"]` is the card, `CHOICE_CARDS["K B3 G4"]` the pair.
"""

from __future__ import annotations

from astromagie.host.game import NotationError

from .cards import CARD, CARDS, CODE

SECRET_PLACEHOLDER = "K"  # how another seat sees a secret choice before the reveal

PLAY_MOVE: dict[int, str] = {card: "P " + CODE[card] for card in CARDS}
PLAY_CARD: dict[str, int] = {move: card for card, move in PLAY_MOVE.items()}

# Canonical choice moves for every unordered pair (a <= b).
CHOICE_MOVE: dict[tuple[int, int], str] = {
    (a, b): f"K {CODE[a]} {CODE[b]}" for a in CARDS for b in CARDS if a <= b
}
CHOICE_CARDS: dict[str, tuple[int, int]] = {move: pair for pair, move in CHOICE_MOVE.items()}
# Both spellings of a pair, each to the canonical move (records may give either order).
_ANY_ORDER: dict[str, str] = {}
for (_a, _b), _move in CHOICE_MOVE.items():
    _ANY_ORDER[_move] = _move
    _ANY_ORDER[f"K {CODE[_b]} {CODE[_a]}"] = _move


def short(text: object, limit: int = 40) -> str:
    """User input as it may appear in a message: at most `limit` characters, quoted."""
    shown = text if isinstance(text, str) else type(text).__name__
    return repr(shown[:limit] + ("..." if len(shown) > limit else ""))


def canonical(text: object) -> str | None:
    """The canonical move for a record entry, or None if it is not valid notation."""
    if not isinstance(text, str):
        return None
    if text in PLAY_CARD:
        return text
    return _ANY_ORDER.get(text)


def parse_move(text: object) -> str:
    """A move from its notation; NotationError for anything else (rule book: FORMAT)."""
    move = canonical(text)
    if move is not None:
        return move
    if not isinstance(text, str):
        raise NotationError(f"a move is a string, not {type(text).__name__}")
    parts = text.split(" ")
    if parts and parts[0] in ("P", "K") and len(parts) == (2 if parts[0] == "P" else 3):
        unknown = [p for p in parts[1:] if p not in CARD]
        if unknown:
            raise NotationError(f"unknown card code {short(unknown[0])}")
    raise NotationError(f"not 'P CODE' or 'K CODE CODE': {short(text)}")
