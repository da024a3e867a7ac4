"""Card faces, the card back and the empty row slots, drawn by the program at any size.

Every surface is drawn at the size asked for (never a bitmap scaled up): shapes
are drawn at `canvas.supersample` times the size and smoothly scaled down, which
anti-aliases them; glyphs and text are rendered afterwards at the final size so
they stay sharp. Results are cached per (what, size, language).

Each card kind differs in more than colour: its medallion shape (arch, diamond,
orbit, hexagon), its inner border pattern, the ornaments at the ends of its banner
and the banner's label (tr("kind.<kind>")).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from astromagie.i18n import current_language, has, tr
from astromagie.look.fonts import fitted_size, glyph_surface, legible_surface, text_surface

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
from .canvas import (
    Canvas,
    Colour,
    blit_center,
    dashed_round_rect,
    draw_shape,
    halo,
    mix,
    night_body,
    poly,
    shape_points,
    star_points,
    stars,
    supersample,
)

# Width / height of every card (a classic playing card is 63 x 88 mm = 0.716; ours is slimmer).
CARD_RATIO = 0.68
SLOT_STATES = ("normal", "legal", "hover", "refused")


INK: Colour = (242, 236, 222)  # warm white for names
# No word or number on a card is drawn smaller than this (the UI's smallest text): a name
# or value grows to it (condensed if it must), a banner too small for it is left blank
# (its kind still shows in the card's shape and ornaments; the close-up says it in words).
MIN_TEXT_PX = 13
BANNER_TEXT = 0.88  # the banner label's height, as a share of the banner's (capitals only)
BANNER_SHARE = 0.085  # the banner's height, as a share of the card's ...
BANNER_MIN = MIN_TEXT_PX / BANNER_TEXT  # ... but never too low for a legible label
BANNER_GAP = 1.0  # room between the label and each end ornament, in ornament radii
BANNER_SQUEEZE = 0.7  # how far a long banner label (STERNZEICHEN) may be condensed
NIGHT_TOP: Colour = (24, 28, 70)
NIGHT_BOTTOM: Colour = (7, 8, 26)
GOLD: Colour = (234, 194, 106)


@dataclass(frozen=True, slots=True)
class KindStyle:
    """How a card kind looks. Shape, border and ornament differ per kind, not just colour."""

    frame: Colour
    medallion: str  # "arch" | "diamond" | "orbit" | "hexagon"
    border: str  # "double" | "studded" | "dotted" | "chamfered"
    ornament: str  # at both ends of the banner: "star" | "diamond" | "ring" | "triangle"


KIND_STYLES: dict[str, KindStyle] = {
    ZODIAC: KindStyle(GOLD, "arch", "double", "star"),
    ELEMENT: KindStyle((96, 206, 190), "diamond", "studded", "diamond"),
    PLANET: KindStyle((176, 158, 248), "orbit", "dotted", "ring"),
    ASPECT: KindStyle((242, 124, 168), "hexagon", "chamfered", "triangle"),
}

ELEMENT_COLOURS: dict[str, Colour] = {
    "FIRE": (255, 122, 74),
    "EARTH": (140, 204, 96),
    "AIR": (250, 222, 120),
    "WATER": (92, 190, 250),
}
PLANET_COLOURS: dict[str, Colour] = {
    "SUN": (255, 206, 84),
    "MOON": (214, 224, 244),
    "MERCURY": (160, 226, 206),
    "VENUS": (246, 170, 206),
    "MARS": (250, 110, 88),
    "JUPITER": (236, 176, 112),
    "SATURN": (214, 194, 140),
    "PLUTO": (200, 140, 232),
    "URANUS": (120, 226, 236),
    "NEPTUNE": (120, 156, 252),
}
# Aspect values I-III: critical, neutral, harmonious.
VALUE_COLOURS: dict[int, Colour] = {1: (246, 120, 120), 2: (206, 210, 230), 3: (124, 226, 160)}

_SLOT_STATE_COLOURS: dict[str, Colour] = {
    "legal": (126, 240, 176),
    "hover": (255, 244, 200),
    "refused": (250, 96, 96),
}
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
        return self._cached(("back", w, h), lambda: _draw_back(w, h))

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
        return self._cached(key, lambda: _draw_slot(position, w, h, state))

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft drop shadow for a card of `size`; blit it at (x - m, y - m + m // 2), where
        m = (shadow width - card width) // 2, under the card at (x, y)."""
        w, h = _size(size)
        return self._cached(("shadow", w, h), lambda: _draw_shadow(w, h))

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


# --------------------------------------------------------------------------- canvas


# --------------------------------------------------------------------------- shapes


def _medallion(
    c: Canvas, style: KindStyle, cx: float, cy: float, rx: float, ry: float, glow: Colour
) -> None:
    """The framed window in the middle of a card, lit from its centre."""
    shape = style.medallion
    frame = style.frame
    draw_shape(c, shape, cx, cy, rx, ry, mix(frame, (0, 0, 0), 0.2))
    inner = 0.028 * c.w
    steps = 14
    dark = mix(NIGHT_BOTTOM, glow, 0.08)
    light = mix(NIGHT_TOP, glow, 0.38)
    for i in range(steps):
        t = i / (steps - 1)
        k = 1 - 0.82 * t
        draw_shape(c, shape, cx, cy, (rx - inner) * k, (ry - inner) * k, mix(dark, light, t**1.4))
    draw_shape(
        c, shape, cx, cy, rx - inner * 0.45, ry - inner * 0.45, mix(frame, INK, 0.35), 0.008 * c.w
    )
    if shape == "orbit":
        # A planet's ring crossing the medallion.
        r = min(rx, ry)
        ring = c.layer()
        box = c.rect(cx - r * 1.32, cy - r * 0.34, r * 2.64, r * 0.68)
        pygame.draw.ellipse(ring, (*mix(frame, INK, 0.3), 150), box, c.n(0.012 * c.w))
        c.surf.blit(ring, (0, 0))


def _inner_border(c: Canvas, style: KindStyle, radius: float) -> None:
    col = mix(style.frame, INK, 0.15)
    m = 0.07 * c.w
    x0, y0, x1, y1 = m, m, c.w - m, c.h - m
    line = 0.011 * c.w
    if style.border == "double":
        for inset in (0, 0.03 * c.w):
            pygame.draw.rect(
                c.surf,
                col,
                c.rect(x0 + inset, y0 + inset, x1 - x0 - 2 * inset, y1 - y0 - 2 * inset),
                c.n(line * (1.4 if inset == 0 else 0.8)),
                border_radius=c.n(radius * 0.55),
            )
    elif style.border == "studded":
        pygame.draw.rect(
            c.surf,
            col,
            c.rect(x0, y0, x1 - x0, y1 - y0),
            c.n(line * 1.2),
            border_radius=c.n(radius * 0.4),
        )
        d = 0.035 * c.w
        # Studs at the top and on both sides (the banner covers the foot).
        for x, y in (((x0 + x1) / 2, y0), (x0, (y0 + y1) / 2), (x1, (y0 + y1) / 2)):
            poly(c, col, shape_points("diamond", x, y, d, d * 1.3))
    elif style.border == "dotted":
        step = 0.045 * c.w
        r = 0.0095 * c.w
        for x0_, y0_, x1_, y1_ in (
            (x0, y0, x1, y0),
            (x1, y0, x1, y1),
            (x1, y1, x0, y1),
            (x0, y1, x0, y0),
        ):
            length = math.hypot(x1_ - x0_, y1_ - y0_)
            n = max(2, int(length / step))
            for i in range(n):
                t = i / n
                pygame.draw.circle(
                    c.surf, col, c.p(x0_ + (x1_ - x0_) * t, y0_ + (y1_ - y0_) * t), c.n(r)
                )
    elif style.border == "chamfered":
        ch = 0.09 * c.w
        pts = [
            (x0 + ch, y0),
            (x1 - ch, y0),
            (x1, y0 + ch),
            (x1, y1 - ch),
            (x1 - ch, y1),
            (x0 + ch, y1),
            (x0, y1 - ch),
            (x0, y0 + ch),
        ]
        poly(c, col, pts, line * 1.2)
        for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
            sx = 1 if x == x0 else -1
            sy = 1 if y == y0 else -1
            poly(c, col, [(x, y), (x + sx * ch * 0.6, y), (x, y + sy * ch * 0.6)])


def _ornament(c: Canvas, kind: str, cx: float, cy: float, r: float, colour: Colour) -> None:
    if kind == "star":
        poly(c, colour, star_points(cx, cy, r, r * 0.38, 4))
    elif kind == "diamond":
        poly(c, colour, shape_points("diamond", cx, cy, r * 0.7, r))
    elif kind == "ring":
        pygame.draw.circle(c.surf, colour, c.p(cx, cy), c.n(r * 0.8), c.n(r * 0.3))
    elif kind == "triangle":
        poly(
            c, colour, [(cx, cy - r), (cx + r * 0.95, cy + r * 0.7), (cx - r * 0.95, cy + r * 0.7)]
        )


BANNER_X = (0.14, 0.86)  # the ribbon's ends, as fractions of the card width


def banner_height(h: int) -> float:
    """The banner's height on a card `h` px tall: a share of it, at least a legible label's."""
    return max(BANNER_SHARE * h, BANNER_MIN)


def banner_y(h: int) -> float:
    """The banner's top: where the card's foot begins, lifted if the banner had to grow."""
    return min(0.855 * h, 0.965 * h - banner_height(h))


def banner_label(kind: str) -> str:
    """The word on a card's banner: the kind's short banner word where the language has one
    (German TIERKREIS: STERNZEICHEN fits no card of the table), else the kind's name."""
    key = f"kind.banner.{kind}"
    return (tr(key) if has(key) else tr(f"kind.{kind}")).upper()


@dataclass(frozen=True)
class BannerPlan:
    """How every banner of one card size is lettered (all kinds alike)."""

    size: int  # the label's font size
    text_h: float  # the height it was fitted in
    room: float  # the width it may take
    ornaments: bool  # the kind's ornaments at the ribbon's ends (dropped to make room)


def banner_room(w: int, h: int, ornaments: bool = True) -> tuple[float, float]:
    """The banner label's height and the width it may take on a `w` x `h` card face (beside
    the end ornaments, or, without them, between the ribbon's notches)."""
    bh = banner_height(h)
    notch = bh * 0.32
    orn = bh * 0.27
    if not ornaments:
        # between the notches' tips: German TIERKREIS then fits the 1024x700 table's cards
        # at the smallest text (H5), where half an ornament's margin more left it blank
        return bh * BANNER_TEXT, (BANNER_X[1] - BANNER_X[0]) * w - 2 * notch
    inset = notch + orn * 1.15
    return bh * BANNER_TEXT, (BANNER_X[1] - BANNER_X[0]) * w - 2 * (inset + orn * BANNER_GAP)


def banner_plan(w: int, h: int) -> BannerPlan | None:
    """The lettering of the banners on a `w` x `h` card in the current language: with the end
    ornaments if every label fits beside them at MIN_TEXT_PX or more, else without them;
    None when a label would not fit even then (every banner then shows an ornament)."""
    for ornaments in (True, False):
        text_h, room = banner_room(w, h, ornaments)
        if text_h < MIN_TEXT_PX:
            return None
        size = min(fitted_size(banner_label(kind), "bold", round(text_h), round(room),
                               BANNER_SQUEEZE) for kind in KIND_STYLES)
        if size >= MIN_TEXT_PX:
            return BannerPlan(size, text_h, room, ornaments)
    return None


def banner_label_size(w: int, h: int) -> int | None:
    """The font size of the banner labels on a `w` x `h` card, or None when one of them
    would be under MIN_TEXT_PX (then every banner is left blank, so the kinds never differ
    in whether they are named)."""
    plan = banner_plan(w, h)
    return plan.size if plan is not None else None


def _banner(c: Canvas, style: KindStyle, y: float, bh: float, ornaments: bool = True) -> float:
    """A swallowtailed ribbon across the card's foot, with the kind's ornament at both ends.

    Returns the width left for the label, which is written later at full resolution.
    """
    x0, x1 = BANNER_X[0] * c.w, BANNER_X[1] * c.w
    notch = bh * 0.32
    fill = mix(style.frame, (255, 255, 255), 0.05)
    pts = [
        (x0, y),
        (x1, y),
        (x1 - notch, y + bh / 2),
        (x1, y + bh),
        (x0, y + bh),
        (x0 + notch, y + bh / 2),
    ]
    poly(c, mix(style.frame, (0, 0, 0), 0.35), [(x, yy + bh * 0.1) for x, yy in pts])
    poly(c, fill, pts)
    orn = bh * 0.27
    inset = notch + orn * 1.15
    for x in (x0 + inset, x1 - inset) if ornaments else ():
        _ornament(c, style.ornament, x, y + bh / 2, orn, mix(style.frame, (0, 0, 0), 0.6))
    return (x1 - x0) - 2 * (inset + orn * BANNER_GAP)


# --------------------------------------------------------------------------- blit helpers


def _symbol(
    dest: pygame.Surface,
    name: str,
    cx: float,
    cy: float,
    box: float,
    colour: Colour,
    glow: bool = False,
) -> None:
    glyph = glyph_surface(name, (round(box), round(box)), colour)
    if glow and box >= 16:
        lit = halo(glyph, colour, max(2, round(box * 0.12)))
        lit.set_alpha(150)
        blit_center(dest, lit, cx, cy)
    blit_center(dest, glyph, cx, cy)


def _text(
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


def _badge(c: Canvas, cx: float, cy: float, r: float, rim: Colour) -> None:
    """A round plate for a small symbol or value."""
    pygame.draw.circle(c.surf, mix(rim, (0, 0, 0), 0.3), c.p(cx, cy), c.n(r))
    pygame.draw.circle(c.surf, mix(NIGHT_TOP, rim, 0.22), c.p(cx, cy), c.n(r * 0.86))
    pygame.draw.circle(c.surf, mix(rim, INK, 0.2), c.p(cx, cy), c.n(r * 0.86), c.n(0.008 * c.w))


# --------------------------------------------------------------------------- faces


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
    _inner_border(c, style, radius)

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
    _medallion(c, style, med_cx, med_cy, med_rx, med_ry, main)
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
            _ornament(c, style.ornament, 0.5 * w + i * 0.16 * w, 0.895 * h, 0.05 * w, style.frame)
    else:
        _banner(c, style, banner_top, banner_h, plan is None or plan.ornaments)
        if plan is None:  # no legible label fits: an ornament instead
            _ornament(c, style.ornament, 0.5 * w, banner_top + banner_h / 2, banner_h * 0.27,
                      mix(style.frame, (0, 0, 0), 0.6))
    surf = c.finish(radius)

    # Glyphs and words at full resolution.
    big = _BIG_GLYPH.get(code, _BIG_GLYPH[ctype.kind]) * w * zoom
    lift = 0.0 if ctype.kind == ELEMENT else 0.025 * h
    _symbol(surf, code, med_cx, med_cy - lift, big, main, glow=True)
    if modern and code == "SATURN":
        # V1: Saturn stands for every outer planet; show them small under it.
        for i, outer in enumerate(OUTER_PLANETS):
            _symbol(
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
            _symbol(surf, name, bx, badge_y, badge_r * 1.05, col)
        else:
            _value_text(surf, ctype.kind, ctype.value, bx, badge_y, badge_r, w)

    # Corner index: everything that scores, in the left strip that stays visible when the
    # hand is fanned, and the value again top right for cards stacked on 5+6.
    ix, iy = 0.175 * w, 0.135 * w + 0.02 * h
    _symbol(surf, code, ix, iy, small, main)
    step = 0.15 * w
    if ctype.kind == ZODIAC and not compact:
        ruler = planet_symbol(code, modern) or "SUN"
        element = _sign_parts(code, modern)[0]
        _symbol(surf, element, ix, iy + step, small * 0.8, ELEMENT_COLOURS[element])
        _symbol(surf, ruler, ix, iy + 2 * step, small * 0.8, _planet_colour(code, modern))
    elif ctype.kind in (PLANET, ASPECT):
        if not compact:
            _value_text(
                surf, ctype.kind, ctype.value, ix, iy + step * 0.95, small * 0.5, w, corner=True
            )
        _value_text(surf, ctype.kind, ctype.value, w - ix, iy, small * 0.55, w, corner=True)

    if not compact:
        name = tr(f"card.name.{code}")
        _text(surf, name, "bold", 0.5 * w, 0.775 * h, 0.105 * w, 0.78 * w, INK)
        if plan is not None:
            _text(
                surf,
                banner_label(ctype.kind),
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
    _text(surf, text, "bold", cx, cy, height, r * (1.9 if corner else 1.6), colour, shadow=True)


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


# --------------------------------------------------------------------------- back


def _draw_back(w: int, h: int) -> pygame.Surface:
    radius = 0.075 * w
    c = Canvas(w, h, GOLD)
    night_body(c, radius, (30, 26, 84), (8, 8, 30), GOLD)
    stars(c, "back", 60, (0.06 * w, 0.06 * h, 0.88 * w, 0.88 * h))
    m = 0.07 * w
    line = mix(GOLD, INK, 0.1)
    for inset, width in ((0, 0.014), (0.03 * w, 0.008)):
        pygame.draw.rect(
            c.surf,
            line,
            c.rect(m + inset, m + inset, w - 2 * (m + inset), h - 2 * (m + inset)),
            c.n(width * w),
            border_radius=c.n(radius * 0.5),
        )
    cx, cy = w / 2, h / 2
    r_out = 0.40 * w
    layer = c.layer()
    pygame.draw.circle(layer, (*GOLD, 40), c.p(cx, cy), c.n(r_out * 1.05))
    c.surf.blit(layer, (0, 0))
    for r, width in ((r_out, 0.012), (r_out * 0.72, 0.008), (r_out * 0.30, 0.008)):
        pygame.draw.circle(c.surf, line, c.p(cx, cy), c.n(r), c.n(width * w))
    for i in range(12):  # the twelve houses of the wheel
        a = math.radians(i * 30)
        p0 = (cx + math.cos(a) * r_out * 0.30, cy + math.sin(a) * r_out * 0.30)
        p1 = (cx + math.cos(a) * r_out, cy + math.sin(a) * r_out)
        pygame.draw.line(c.surf, mix(GOLD, NIGHT_BOTTOM, 0.35), c.p(*p0), c.p(*p1), c.n(0.006 * w))
    poly(c, GOLD, star_points(cx, cy, r_out * 0.27, r_out * 0.07, 8, rot=-90))
    poly(c, mix(GOLD, INK, 0.5), star_points(cx, cy, r_out * 0.17, r_out * 0.05, 4, rot=-90))
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        poly(
            c,
            GOLD,
            star_points(cx + sx * 0.34 * w, cy + sy * (h / 2 - 0.16 * w), 0.05 * w, 0.014 * w, 4),
        )
    surf = c.finish(radius)
    if w >= 70:
        signs = ("ARI", "TAU", "GEM", "CAN", "LEO", "VIR", "LIB", "SCO", "SAG", "CAP", "AQU", "PIS")
        for i, sign in enumerate(signs):
            a = math.radians(165 - i * 30)  # as in a chart: Aries left, counter-clockwise
            rr = r_out * 0.86
            _symbol(
                surf,
                sign,
                cx + math.cos(a) * rr,
                cy + math.sin(a) * rr,
                0.085 * w,
                mix(GOLD, INK, 0.2),
            )
    return c.cut(surf)


# --------------------------------------------------------------------------- shadow


def _draw_shadow(w: int, h: int) -> pygame.Surface:
    margin = max(2, round(0.08 * w))
    small_w, small_h = max(4, (w + 2 * margin) // 4), max(4, (h + 2 * margin) // 4)
    # Drawn small and grown: the stretch itself is the blur (a shadow has no detail to lose).
    base = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    base.fill((0, 0, 0, 0))
    inset = margin / 4
    pygame.draw.rect(
        base,
        (0, 0, 0, 120),
        pygame.Rect(round(inset), round(inset), round(w / 4), round(h / 4)),
        border_radius=max(1, round(0.075 * w / 4)),
    )
    return pygame.transform.smoothscale(base, (w + 2 * margin, h + 2 * margin))


# --------------------------------------------------------------------------- slots


def _draw_slot(position: int, w: int, h: int, state: str) -> pygame.Surface:
    kind = POSITION_KIND[position]
    style = KIND_STYLES[kind]
    radius = 0.075 * w
    accent = _SLOT_STATE_COLOURS.get(state, style.frame)
    k = supersample(w)
    surf = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    surf.fill((*accent, 0))
    c = Canvas.__new__(Canvas)
    c.w, c.h, c.k, c.surf = w, h, k, surf

    fill_alpha = {"normal": 70, "legal": 95, "hover": 120, "refused": 95}[state]
    fill = mix((6, 8, 26), accent, 0.0 if state == "normal" else 0.18)
    body = c.layer()
    pygame.draw.rect(body, (*fill, fill_alpha), body.get_rect(), border_radius=c.n(radius))
    surf.blit(body, (0, 0))
    if state in ("legal", "hover"):
        # Glow inward from the edge.
        glow = c.layer()
        for i in range(6):
            inset = i * 0.012 * w
            pygame.draw.rect(
                glow,
                (*accent, 70 - i * 11),
                c.rect(inset, inset, w - 2 * inset, h - 2 * inset),
                c.n(0.014 * w),
                border_radius=c.n(max(1, radius - inset)),
            )
        surf.blit(glow, (0, 0))

    # Ghost of the kind's medallion: the shape tells the kind without colour.
    ghost = (*style.frame, 90 if state == "normal" else 140)
    cy = 0.44 * h
    rx = 0.30 * w
    ry = 0.2 * h if style.medallion != "orbit" else rx
    draw_shape(c, style.medallion, w / 2, cy, rx, ry, ghost, 0.014 * w)
    line = 0.018 * w
    if state == "normal":
        dashed_round_rect(c, (*style.frame, 150), line, radius)
    else:
        width = line * (2.2 if state == "hover" else 1.6)
        pygame.draw.rect(
            surf,
            (*accent, 255),
            c.rect(width / 2, width / 2, w - width, h - width),
            c.n(width),
            border_radius=c.n(radius),
        )
        if state == "hover":
            pygame.draw.rect(
                surf,
                (*accent, 160),
                c.rect(0.06 * w, 0.06 * w, 0.88 * w, h - 0.12 * w),
                c.n(line * 0.6),
                border_radius=c.n(radius * 0.6),
            )
    if state == "refused":
        # A cross, so refusal reads without relying on red.
        cross = c.layer()
        for (x0, y0), (x1, y1) in (((0.22, 0.3), (0.78, 0.62)), ((0.78, 0.3), (0.22, 0.62))):
            pygame.draw.line(
                cross, (*accent, 170), c.p(x0 * w, y0 * h), c.p(x1 * w, y1 * h), c.n(0.05 * w)
            )
        surf.blit(cross, (0, 0))
    out = pygame.transform.smoothscale(surf, (w, h))

    number_col = mix(style.frame, INK, 0.3) if state == "normal" else mix(accent, INK, 0.4)
    _text(out, str(position), "bold", w / 2, cy, 0.3 * w, 0.5 * w, number_col)
    if w >= 50:
        label = tr(f"kind.{kind}")
        _text(out, label, "bold", w / 2, 0.82 * h, 0.12 * w, 0.84 * w, number_col, small="skip")
    return out


