"""How the UI words recurring things: names joined into one phrase, the names of the seats
(and which of them is "you"), negative numbers with a real minus, the date of an archived game,
a screen's heading with the game it is about.

One place for each, so the table, the log, the results and the archive always say them
the same way in every language.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from astromagie.gameconfig import SeatLike, shown_names
from astromagie.host import registry
from astromagie.i18n import join_names as join_names  # said by every screen alike
from astromagie.i18n import shared as shared
from astromagie.i18n import tr

MINUS = "\u2212"  # a negative number's sign as typesetters set it, not the hyphen


def number_text(value: object) -> str:
    """A score or count as shown: a negative one with a real minus sign ("−30")."""
    text = str(value)
    return MINUS + text[1:] if text.startswith("-") else text


def game_heading(key: str, game: str) -> str:
    """A screen's heading (`key`), with the game's name after it when the shelf holds
    more than one game to play ("Statistics · Monad")."""
    if len(registry.playable()) == 1:
        return tr(key)
    return f"{tr(key)} · {tr(f'{game}.game.name')}"


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




def seat_names(seats: Sequence[SeatLike]) -> SeatNames:
    """The names of `seats` in the current language, and who is addressed as "you"."""
    return SeatNames(*shown_names(seats))
