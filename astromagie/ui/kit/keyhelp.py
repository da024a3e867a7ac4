"""The quick rules' (?) last section: the table's own keys, the same in every game.

pt18a 2, 18b 7: keyboard play was found only by guessing (arrows, 1-9, Enter, H, U, L
turned up as caps on buttons or in a coach line). The section names only keys the table
reads (`gestures.py`, `keyfocus.py`, `enterkeys.py`, `lesson.LESSON_KEY`); a game's own
moves' keys are on its buttons' caps, and the section says so.
"""

from __future__ import annotations

from dataclasses import replace

from astromagie.i18n import tr
from astromagie.kit.view import Reference


def keys_section() -> tuple[str, str]:
    """The keys' heading and their words, in the language now."""
    return tr("kit.keys.heading"), tr("kit.keys.words")


def with_keys(reference: Reference | None) -> Reference | None:
    """`reference` with the table's keys as its last section (None: the game has none)."""
    if reference is None:
        return None
    return replace(reference, sections=(*reference.sections, keys_section()))
