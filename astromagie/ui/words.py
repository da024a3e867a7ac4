"""How the UI words recurring things: names joined into one phrase, the names of the seats
(and which of them is "you"), card values as Roman numerals, the date of an archived game.

One place for each, so the table, the log, the results and the archive always say them
the same way in every language.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from astromagie.gameconfig import SeatLike, shown_names
from astromagie.i18n import tr

ROMAN = {1: "I", 2: "II", 3: "III"}  # the values printed on aspect cards


def join_names(parts: Sequence[str]) -> str:
    """"", "A", "A and B", "A, B and C", "A, B, C and D" in the current language."""
    if len(parts) <= 1:
        return "".join(parts)
    if len(parts) == 2:
        return tr("log.join_two", first=parts[0], second=parts[1])
    return tr("log.join_three", first=", ".join(parts[:-2]), second=parts[-2], third=parts[-1])


def stamp_of(game_id: str) -> time.struct_time | None:
    """The time an archive id starts with ("20261122-091405-..."), or None."""
    try:
        return time.strptime(game_id[:15], "%Y%m%d-%H%M%S")
    except ValueError:
        return None


def date_text(stamp: time.struct_time | None) -> str:
    """A date and time in the current language's usual form."""
    if stamp is None:
        return ""
    return tr("watch.date", year=stamp.tm_year, month=f"{stamp.tm_mon:02d}",
              day=f"{stamp.tm_mday:02d}", hour=f"{stamp.tm_hour:02d}",
              minute=f"{stamp.tm_min:02d}")


# -- who is who: the names a sentence gives the seats ------------------------------------
@dataclass(frozen=True)
class SeatNames:
    """How the screens name the seats of one game.

    `you` is the one person at the screen: sentences about that seat take the second
    person ("You win the trick", "Du legst…"), chosen where the sentence is built, because
    a name such as "You" cannot be put into "{name} wins". With two or more people at one
    screen nobody is "you": each is named, and the untouched default name becomes
    "Player 1" / "Spieler 1" (the seat's number), so no sentence says "You's turn".
    """

    names: tuple[str, ...]
    you: int | None

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"#{seat + 1}"


def shared(key: str, seats: Sequence[int], name_of: Callable[[int], str], you: int | None,
           **params: object) -> str:
    """A sentence about several seats at once (a shared win), `names` filled in.

    When the person at the screen is among them, the `{key}_you` form is used, with them
    last and in lower case ("Orion and you share the win", "Orion und du teilt euch den
    Sieg"): the verb agrees with "you", which a name list cannot tell the sentence."""
    if you is not None and you in seats:
        names = join_names([*(name_of(s) for s in seats if s != you), tr("setup.you_in_list")])
        return tr(f"{key}_you", names=names, **params)
    return tr(key, names=join_names([name_of(s) for s in seats]), **params)


def seat_names(seats: Sequence[SeatLike]) -> SeatNames:
    """The names of `seats` in the current language, and who is addressed as "you"."""
    return SeatNames(*shown_names(seats))


# -- what a row is worth ---------------------------------------------------------------
class ScoreLike(Protocol):
    """What the words of a score need of it (engine.ScoreBreakdown)."""

    @property
    def elements(self) -> int: ...

    @property
    def planets(self) -> int: ...

    @property
    def base(self) -> int: ...

    @property
    def multiplier(self) -> int: ...

    @property
    def points(self) -> int: ...


def score_text(key: str, score: ScoreLike) -> str:
    """`key` filled in with a score's reckoning. A row in which nothing matches takes the
    `{key}_none` form ("no matching symbols → at least 1"), because "elements 0 + planets
    0 → sum 1" reads like a mistake. (An empty row, sum 0, is not such a row.)"""
    if score.elements == 0 and score.planets == 0 and score.base > 0:
        key = f"{key}_none"
    return tr(key, elements=score.elements, planets=score.planets, base=score.base,
              multiplier=score.multiplier, points=score.points)
