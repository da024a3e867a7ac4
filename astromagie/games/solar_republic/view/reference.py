"""The Solar Republic's reference card for the kit's table (the ? key): the rules in short.

What fits on the pile (SR5), what takes the book, what each rank's power does, the score
(and why everybody starts at −7: a newcomer saw it and found no word on it) and the end,
on one panel, always one key away during play. Every sentence is the catalog's
(`solar-republic.reference`), so the card speaks the player's language.
"""

from __future__ import annotations

from astromagie.kit.view import Reference

from .words import text_of

SECTIONS = ("turn", "fits", "book", "powers", "score", "end")  # keys under reference


def reference_card() -> Reference:
    """The card in the current language, top to bottom."""
    return Reference(text_of("reference.title"),
                     tuple((text_of(f"reference.{name}_title"), text_of(f"reference.{name}"))
                           for name in SECTIONS))
