"""How each kind of Astromagie card looks: its colours and the shapes that tell it apart.

A kind differs in more than colour: its medallion shape (arch, diamond, orbit, hexagon),
its inner border pattern and the ornaments at the ends of its banner. Here are the
kinds' styles, the palette every face, back and slot draws from, and the shapes a
style decides (the medallion, the inner border, the ornament), drawn on a Canvas.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ..engine.cards import ASPECT, ELEMENT, PLANET, ZODIAC
from .canvas import Canvas, Colour, draw_shape, mix, poly, shape_points, star_points

INK: Colour = (242, 236, 222)  # warm white for names
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


def draw_medallion(
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


def draw_inner_border(c: Canvas, style: KindStyle, radius: float) -> None:
    """The kind's pattern just inside the card's edge (double, studded, dotted, chamfered)."""
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


def draw_ornament(c: Canvas, kind: str, cx: float, cy: float, r: float, colour: Colour) -> None:
    """The kind's small ornament (`kind`: star, diamond, ring, triangle) centred on (cx, cy)."""
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
