"""Words and symbols on Astromagie's cards, drawn at the card's final size so they stay sharp.

The shapes of a card are drawn supersampled and scaled down (canvas.py); its glyphs and
text come afterwards, here, at full resolution, centred on a point and never smaller
than the UI's smallest legible text.

The four element signs are drawn here as shapes, not taken from the font: the font's
alchemical signs tell Fire from Air (and Water from Earth) only by a thin bar, which a
newcomer could not see at a hand card's corner (playtest pt2, finding 13). Fire and
Water are solid triangles (up, down), Air and Earth hollow ones with their bar, so
shape, fill and colour each tell them apart.
"""

from __future__ import annotations

import pygame

from astromagie.look.fonts import fitted_size, glyph_surface, legible_surface, text_surface

from .canvas import Colour, blit_center, halo

# element -> (points up, solid): solid Fire and Water, hollow Air and Earth with a bar
ELEMENT_SHAPES: dict[str, tuple[bool, bool]] = {
    "FIRE": (True, True), "AIR": (True, False), "WATER": (False, True), "EARTH": (False, False),
}
ELEMENT_SUPERSAMPLE = 4
_element_cache: dict[tuple[str, int, Colour], pygame.Surface] = {}


def element_surface(name: str, box: int, colour: Colour) -> pygame.Surface:
    """The element sign `name` as a shape filling a `box` px square (ELEMENT_SHAPES)."""
    box = max(4, box)
    key = (name, box, colour)
    cached = _element_cache.get(key)
    if cached is not None:
        return cached
    up, solid = ELEMENT_SHAPES[name]
    k = ELEMENT_SUPERSAMPLE
    side = box * k
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    top, bottom = 0.07 * side, 0.93 * side
    left, right = 0.04 * side, 0.96 * side
    tip, base = (top, bottom) if up else (bottom, top)
    points = [(side / 2, tip), (right, base), (left, base)]
    if solid:
        pygame.draw.polygon(big, colour, points)
    else:
        stroke = max(k, round(side * 0.1))
        pygame.draw.polygon(big, colour, points, stroke)
        for x, y in points:  # round the outline's corners (a thick polygon leaves notches)
            pygame.draw.circle(big, colour, (round(x), round(y)), stroke // 2)
        bar_y = top + (bottom - top) * (0.62 if up else 0.38)
        half = (bottom - top) * 0.5
        pygame.draw.line(big, colour, (side / 2 - half, bar_y), (side / 2 + half, bar_y),
                         stroke)
    surf = pygame.transform.smoothscale(big, (box, box))
    _element_cache[key] = surf
    return surf

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
    if name in ELEMENT_SHAPES:
        glyph = element_surface(name, round(box), colour)
    else:
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
