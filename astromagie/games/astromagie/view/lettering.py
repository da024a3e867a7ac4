"""Words and symbols on Astromagie's cards, drawn at the card's final size so they stay sharp.

The shapes of a card are drawn supersampled and scaled down (canvas.py); its glyphs and
text come afterwards, here, at full resolution, centred on a point and never smaller
than the UI's smallest legible text.
"""

from __future__ import annotations

import pygame

from astromagie.look.fonts import fitted_size, glyph_surface, legible_surface, text_surface

from .canvas import Colour, blit_center, halo

# No word or number on a card is drawn smaller than this (the UI's smallest text): a name
# or value grows to it (condensed if it must), a banner too small for it is left blank
# (its kind still shows in the card's shape and ornaments; the close-up says it in words).
MIN_TEXT_PX = 13


def draw_symbol(
    dest: pygame.Surface,
    name: str,
    cx: float,
    cy: float,
    box: float,
    colour: Colour,
    glow: bool = False,
) -> None:
    """Glyph `name` in a `box` px square centred on (cx, cy); `glow` lights it from behind."""
    glyph = glyph_surface(name, (round(box), round(box)), colour)
    if glow and box >= 16:
        lit = halo(glyph, colour, max(2, round(box * 0.12)))
        lit.set_alpha(150)
        blit_center(dest, lit, cx, cy)
    blit_center(dest, glyph, cx, cy)


def draw_text(
    dest: pygame.Surface,
    text: str,
    role: str,
    cx: float,
    cy: float,
    height: float,
    max_w: float,
    colour: Colour,
    shadow: bool = True,
    small: str = "grow",
    squeeze: float = 0.72,
) -> None:
    """`text` centred on (cx, cy), about `height` px tall and at most `max_w` wide.

    Never below MIN_TEXT_PX: text that would be smaller is drawn at that size and condensed
    to `max_w` ("grow"), or not at all ("skip", for words a card can do without).
    """
    if fitted_size(text, role, round(height), round(max_w), squeeze) < MIN_TEXT_PX:
        if small == "skip":
            return
        height, max_w = MIN_TEXT_PX, max(max_w, 1.0)
        surf = legible_surface(text, role, MIN_TEXT_PX, round(max_w), colour)
        sh = legible_surface(text, role, MIN_TEXT_PX, round(max_w), (0, 0, 0))
    else:
        surf = text_surface(text, role, round(height), round(max_w), colour, squeeze=squeeze)
        sh = text_surface(text, role, round(height), round(max_w), (0, 0, 0), squeeze=squeeze)
    if shadow:
        sh.set_alpha(150)
        blit_center(dest, sh, cx + max(1, height * 0.06), cy + max(1, height * 0.06))
    blit_center(dest, surf, cx, cy)
