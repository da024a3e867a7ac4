"""Zahlenstreifen's words at the table: catalog keys under "zahlenstreifen.", cards in words.

Sentences are assembled from templates and values such as a card's name
("green 3"), which may land at a sentence's start: `say` gives a whole
sentence with every sentence start capitalised, wherever the values fell.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from astromagie.i18n import tr

from .. import INFO
from .outcome import Outcome

GAME = INFO.id  # the prefix of the game's catalog keys
# the first letter of the text, or of a sentence after ". ", "! ", "? " or a line break
_SENTENCE_START = re.compile(r"(^|[.!?]\s+|\n)(\W*?)([a-zäöüß])")


def text_of(key: str, **params: object) -> str:
    return tr(f"{GAME}.{key}", **params)


def capitalised(text: str) -> str:
    """`text` with the first letter of each sentence in upper case ("…you. Blue 7 takes…")."""
    return _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2) + m.group(3).upper(), text)


def say(key: str, **params: object) -> str:
    """A template that makes whole sentences, filled in and capitalised at each start."""
    return capitalised(text_of(key, **params))


def sentence(clauses: Sequence[str]) -> str:
    """One sentence of a log line: a move and what followed it ("…; the dummy turns up…")."""
    return capitalised("; ".join(clauses) + ".")


def colour_name(letter: str) -> str:
    return text_of(f"colour.{letter}")


def card_words(code: str) -> str:
    """A card as a player says it: "green 3" / "Grün 3"."""
    return text_of("card", colour=colour_name(code[0]), value=code[1:])


def cards_words(codes: Sequence[str]) -> str:
    """Cards in a list, the two copies of one card as one item: "both blue 4s and red 2"."""
    order = list(dict.fromkeys(codes))
    return joined([text_of("both", card=card_words(c)) if codes.count(c) > 1 else card_words(c)
                   for c in order])


def move_words(move: object) -> str:
    """A move as the coach asks for it: "play green 3", no full stop."""
    kind, *codes = str(move).split()
    if kind == "P" and len(codes) == 1:
        return text_of("move.play", card=card_words(codes[0]))
    if kind == "K" and len(codes) == 2:
        return text_of("move.choose", cards=cards_words(codes))
    return text_of("move.unknown")


def move_name(move: object) -> str:
    """A move named as what it put down, for the hint and the review: "green 3", "violet 9
    and yellow 1 for the collection" (the review's "Played: play red 7" read clumsily,
    pt4b finding 15: "Played: red 7 · Better: green 8")."""
    kind, *codes = str(move).split()
    if kind == "P" and len(codes) == 1:
        return card_words(codes[0])
    if kind == "K" and len(codes) == 2:
        return text_of("named.choose", cards=cards_words(codes))
    return text_of("move.unknown")


def joined(parts: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" in the current language."""
    parts = list(parts)
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return text_of("and", first=", ".join(parts[:-1]), last=parts[-1])


def reach_words(outcome: Outcome) -> str:
    """The held card's words under the strip, its safe reach and what it would take:
    "safe 0–8: takes nothing", "safe 0–3 · takes green 1: minus points 0 → 1"."""
    value = outcome.card[1:]
    if not outcome.taken:
        return text_of("preview.safe", value=value)
    return text_of("board.reach", safe=text_of("board.safe", value=value),
                   what=text_of("preview.takes", cards=cards_words(outcome.taken),
                                before=outcome.before, after=outcome.after))


NAMED_MAX_CHARS = 13  # the longest two names the last round's lines name in 1024x700's top bar


def still_to_play(names: Sequence[str], seats: Sequence[int]) -> str:
    """Who plays in the last round besides the person, by name when the names fit the
    top bar ("Vega and Orion"), else "" and the line counts them (pt9b 4: "then 2
    players" read as a telegram)."""
    if not names or len(seats) > 2 or any(s >= len(names) for s in seats):
        return ""
    named = [names[s] for s in seats]
    return joined(named) if sum(len(n) for n in named) <= NAMED_MAX_CHARS else ""


def last_round_status(obs: Any, viewer: int, playing: bool, names: Sequence[str] = ()) -> str:
    """The top bar in the last round (NS11: each player one more card, in seat order from
    the one to move): for the person at the table, whether the card they play now, or
    next, is their last, and who plays before or after it, by name where they fit (pt6b
    9: "3 turns left" read as "my 3 turns"; pt9b 4); for a table of bots, the turns left."""
    left = obs.last_round_left
    if not playing:
        return text_of("status.last_round", count=left)
    players = obs.num_players
    if len(names) != players:
        names = ()  # names of another table: count instead
    before = (viewer - obs.to_move) % players  # turns before the viewer's
    if before == 0:
        if left <= 1:
            return text_of("status.last_round_yours_last")
        after = still_to_play(names, [(viewer + k) % players for k in range(1, left)])
        return (text_of("status.last_round_yours_named", names=after) if after
                else text_of("status.last_round_yours", count=left - 1))
    if before < left:
        first = still_to_play(names, [(obs.to_move + k) % players for k in range(before)])
        return (text_of("status.last_round_before_yours_named", names=first) if first
                else text_of("status.last_round_before_yours", count=before))
    rest = still_to_play(names, [(obs.to_move + k) % players for k in range(left)])
    return (text_of("status.last_round_played_named", names=rest) if rest
            else text_of("status.last_round_played", count=left))
