"""Card art drawn by the program: fonts and glyphs (`fonts`); faces, backs, slots (`cards`).

Public API: `get_font`, `GLYPHS`, `CardArt`, `CARD_RATIO`.
"""

from astromagie.look.fonts import GLYPHS, Glyph, get_font
from astromagie.ui.art.cards import CARD_RATIO, CardArt

__all__ = ["CARD_RATIO", "GLYPHS", "CardArt", "Glyph", "get_font"]
