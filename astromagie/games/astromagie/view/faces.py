"""Card faces, the card back and the empty row slots, drawn by the program at any size.

CardArt is the one door: it draws what is asked for at the size asked for (never a
bitmap scaled up) and caches the results per (what, size, language). The face is drawn
here; the kinds' styles and shapes are in kinds.py, the banner in banner.py, the words
and symbols in lettering.py, the back, the shadow and the slots in backs.py, and the
supersampled canvas they all draw on in canvas.py: shapes are drawn at
`canvas.supersample` times the size and smoothly scaled down, which anti-aliases them;
glyphs and text are rendered afterwards at the final size so they stay sharp.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

from astromagie.i18n import current_language, tr

from ..engine.cards import (
    ASPECT,
    ELEMENT,
    MODERN_RULERS,
    OUTER_PLANETS,
    PLANET,
    POSITION_KIND,
    ZODIAC,
    card_type,
    planet_symbol,
)
from ..engine.rules import ROMAN
from .backs import SLOT_STATES, draw_back, draw_shadow, draw_slot
from .banner import BANNER_SQUEEZE, banner_height, banner_plan, banner_y, draw_banner
from .canvas import Canvas, Colour, mix, night_body, stars
from .kinds import (
    ELEMENT_COLOURS,
    GOLD,
    INK,
    KIND_STYLES,
    NIGHT_BOTTOM,
    NIGHT_TOP,
    PLANET_COLOURS,
    VALUE_COLOURS,
    draw_inner_border,
    draw_medallion,
    draw_ornament,
)
from .lettering import draw_symbol, draw_text

# Width / height of every card (a classic playing card is 63 x 88 mm = 0.716; ours is slimmer).
CARD_RATIO = 0.68


# Size of the big central glyph as a fraction of the card width (per kind, or per code).
_BIG_GLYPH: dict[str, float] = {
    ZODIAC: 0.4,
    ELEMENT: 0.4,
    PLANET: 0.44,
    ASPECT: 0.4,
    "SQU": 0.32,
    "TRI": 0.38,
    "SUN": 0.4,
}
_CACHE_LIMIT = 400  # surfaces; a few sizes of all 28 faces plus slots, bounded on resizes


def _ensure_pygame() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


class CardArt:
    """Draws and caches card faces, backs and row slots.

    face(code, (w, h)), back((w, h)) and slot(position, (w, h), state) return surfaces the
    caller must not modify (they are shared from the cache).
    """

    def __init__(self) -> None:
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    # ----------------------------------------------------------------- public API

    def face(self, code: str, size: tuple[int, int], modern_rulers: bool = False) -> pygame.Surface:
        """The face of card `code` at `size`; V1 modern rulers change SCO/AQU/PIS and SATURN."""
        ctype = card_type(code)
        modern = modern_rulers and (code in MODERN_RULERS or code == "SATURN")
        w, h = _size(size)
        key = ("face", code, w, h, modern, current_language())
        return self._cached(key, lambda: _draw_face(ctype.code, w, h, modern))

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The back every card shares: a zodiac wheel under a night sky."""
        w, h = _size(size)
        return self._cached(("back", w, h), lambda: draw_back(w, h))

    def slot(self, position: int, size: tuple[int, int], state: str = "normal") -> pygame.Surface:
        """An empty place of the row, labelled with its number and the card kind it takes.

        state: "normal", "legal" (the dragged card may go here), "hover" (pointer over a
        legal slot) or "refused" (the card may not go here).
        """
        if position not in POSITION_KIND:
            raise ValueError(f"no row position {position!r}; positions are 1-6")
        if state not in SLOT_STATES:
            raise ValueError(f"unknown slot state {state!r}; states: {', '.join(SLOT_STATES)}")
        w, h = _size(size)
        key = ("slot", position, w, h, state, current_language())
        return self._cached(key, lambda: draw_slot(position, w, h, state))

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft drop shadow for a card of `size`; blit it at (x - m, y - m + m // 2), where
        m = (shadow width - card width) // 2, under the card at (x, y)."""
        w, h = _size(size)
        return self._cached(("shadow", w, h), lambda: draw_shadow(w, h))

    def clear_cache(self) -> None:
        """Forget every drawn surface (e.g. to free memory; they are redrawn on demand)."""
        self._cache.clear()

    # ----------------------------------------------------------------- cache

    def _cached(self, key: tuple[object, ...],
                draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        _ensure_pygame()
        surf = draw()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        self._cache[key] = surf
        if len(self._cache) > _CACHE_LIMIT:
            self._cache.popitem(last=False)
        return surf


def _size(size: tuple[int, int]) -> tuple[int, int]:
    w, h = int(size[0]), int(size[1])
    if w < 8 or h < 8:
        raise ValueError(f"card size {size!r} is too small to draw")
    return w, h


def _badge(c: Canvas, cx: float, cy: float, r: float, rim: Colour) -> None:
    """A round plate for a small symbol or value."""
    pygame.draw.circle(c.surf, mix(rim, (0, 0, 0), 0.3), c.p(cx, cy), c.n(r))
    pygame.draw.circle(c.surf, mix(NIGHT_TOP, rim, 0.22), c.p(cx, cy), c.n(r * 0.86))
    pygame.draw.circle(c.surf, mix(rim, INK, 0.2), c.p(cx, cy), c.n(r * 0.86), c.n(0.008 * c.w))


def _draw_face(code: str, w: int, h: int, modern: bool) -> pygame.Surface:
    ctype = card_type(code)
    style = KIND_STYLES[ctype.kind]
    compact = w < 80  # too small for words: the glyphs alone identify the card
    radius = 0.075 * w
    main = _main_colour(code, modern)
    c = Canvas(w, h, style.frame)
    sky_top = mix(NIGHT_TOP, style.frame, 0.10)
    sky_bottom = mix(NIGHT_BOTTOM, main, 0.06)
    night_body(c, radius, sky_top, sky_bottom, style.frame)
    stars(c, code, 30, (0.08 * w, 0.08 * h, 0.84 * w, 0.84 * h), keep_clear=((0.72, 0.83),))
    draw_inner_border(c, style, radius)

    # Layout (final pixels).
    zoom = 1.12 if compact else 1.0  # no words on small cards: the symbols get the room
    med_cx, med_cy = 0.5 * w, (0.45 if compact else 0.415) * h
    med_rx = (0.27 if ctype.kind == ZODIAC else 0.31) * w * zoom
    med_ry = (0.215 * h if style.medallion != "orbit" else 0.31 * w) * zoom
    if ctype.kind == ELEMENT:
        med_rx *= 1.2
        med_ry *= 1.2
    banner_h = banner_height(h)
    banner_top = banner_y(h)
    plan = None if compact else banner_plan(w, h)
    draw_medallion(c, style, med_cx, med_cy, med_rx, med_ry, main)
    badge_r = 0.12 * w * zoom
    badge_y = med_cy + med_ry - 0.01 * h
    if ctype.kind == ZODIAC:
        badges = [
            (0.25 * w, ELEMENT_COLOURS[_sign_parts(code, modern)[0]]),
            (0.75 * w, _planet_colour(code, modern)),
        ]
    elif ctype.kind in (PLANET, ASPECT):
        badges = [(0.5 * w, style.frame if ctype.kind == PLANET else VALUE_COLOURS[ctype.value])]
        badge_r = 0.13 * w * zoom
    else:
        badges = []
    for bx, rim in badges:
        _badge(c, bx, badge_y, badge_r, rim)
    if compact:
        # The kind's ornament three times stands in for the banner.
        for i in (-1, 0, 1):
            draw_ornament(
                c, style.ornament, 0.5 * w + i * 0.16 * w, 0.895 * h, 0.05 * w, style.frame
            )
    else:
        draw_banner(c, style, banner_top, banner_h, plan is None or plan.ornaments)
        if plan is None:  # no legible label fits: an ornament instead
            draw_ornament(c, style.ornament, 0.5 * w, banner_top + banner_h / 2, banner_h * 0.27,
                      mix(style.frame, (0, 0, 0), 0.6))
    surf = c.finish(radius)

    # Glyphs and words at full resolution.
    big = _BIG_GLYPH.get(code, _BIG_GLYPH[ctype.kind]) * w * zoom
    lift = 0.0 if ctype.kind == ELEMENT else 0.025 * h
    draw_symbol(surf, code, med_cx, med_cy - lift, big, main, glow=True)
    if modern and code == "SATURN":
        # V1: Saturn stands for every outer planet; show them small under it.
        for i, outer in enumerate(OUTER_PLANETS):
            draw_symbol(
                surf,
                outer,
                0.5 * w + (i - 1) * 0.14 * w,
                0.14 * w + 0.02 * h,
                0.1 * w,
                PLANET_COLOURS[outer],
            )
    small = 0.13 * w
    for bx, _rim in badges:
        if ctype.kind == ZODIAC:
            element, ruler = _sign_parts(code, modern)
            name = element if bx < w / 2 else ruler
            col = ELEMENT_COLOURS[name] if bx < w / 2 else _planet_colour(code, modern)
            draw_symbol(surf, name, bx, badge_y, badge_r * 1.05, col)
        else:
            _value_text(surf, ctype.kind, ctype.value, bx, badge_y, badge_r, w)

    # Corner index: everything that scores, in the left strip that stays visible when the
    # hand is fanned, and the value again top right for cards stacked on 5+6.
    ix, iy = 0.175 * w, 0.135 * w + 0.02 * h
    draw_symbol(surf, code, ix, iy, small, main)
    step = 0.15 * w
    if ctype.kind == ZODIAC and not compact:
        ruler = planet_symbol(code, modern) or "SUN"
        element = _sign_parts(code, modern)[0]
        draw_symbol(surf, element, ix, iy + step, small * 0.8, ELEMENT_COLOURS[element])
        draw_symbol(surf, ruler, ix, iy + 2 * step, small * 0.8, _planet_colour(code, modern))
    elif ctype.kind in (PLANET, ASPECT):
        if not compact:
            _value_text(
                surf, ctype.kind, ctype.value, ix, iy + step * 0.95, small * 0.5, w, corner=True
            )
        _value_text(surf, ctype.kind, ctype.value, w - ix, iy, small * 0.55, w, corner=True)

    if not compact:
        name = tr(f"card.name.{code}")
        draw_text(surf, name, "bold", 0.5 * w, 0.775 * h, 0.105 * w, 0.78 * w, INK)
        if plan is not None:
            draw_text(
                surf,
                plan.label(ctype.kind),
                "bold",
                0.5 * w,
                banner_top + banner_h * 0.5,
                plan.text_h,
                plan.room,
                mix(style.frame, (0, 0, 0), 0.8),
                shadow=False,
                small="skip",
                squeeze=BANNER_SQUEEZE,
            )
    return c.cut(surf)


def _value_text(
    surf: pygame.Surface,
    kind: str,
    value: int,
    cx: float,
    cy: float,
    r: float,
    w: int,
    corner: bool = False,
) -> None:
    if kind == PLANET:
        text, colour = str(value), INK if corner else (255, 236, 180)
    else:
        text, colour = ROMAN[value], VALUE_COLOURS[value]
    height = r * (1.9 if corner else 1.25)
    if kind == ASPECT and value == 3:
        height *= 0.9
    draw_text(surf, text, "bold", cx, cy, height, r * (1.9 if corner else 1.6), colour, shadow=True)


def _sign_parts(code: str, modern: bool) -> tuple[str, str]:
    """A zodiac card's element and ruling planet (every sign has both)."""
    element, ruler = card_type(code).element, planet_symbol(code, modern)
    if element is None or ruler is None:
        raise ValueError(f"{code} is not a zodiac sign")
    return element, ruler


def _main_colour(code: str, modern: bool) -> Colour:
    ctype = card_type(code)
    if ctype.kind == ZODIAC:
        return mix(GOLD, ELEMENT_COLOURS[_sign_parts(code, modern)[0]], 0.25)
    if ctype.kind == ELEMENT:
        return ELEMENT_COLOURS[code]
    if ctype.kind == PLANET:
        return PLANET_COLOURS[code]
    return mix(KIND_STYLES[ASPECT].frame, INK, 0.35)


def _planet_colour(code: str, modern: bool) -> Colour:
    return PLANET_COLOURS[planet_symbol(code, modern) or "SUN"]
