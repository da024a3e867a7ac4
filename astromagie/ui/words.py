"""How the UI words recurring things: names joined into one phrase, card values as Roman
numerals, the date of an archived game.

One place for each, so the table, the log, the results and the archive always say them
the same way in every language.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

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
