"""The canvas Astromagie's card art is drawn on, and its drawing primitives.

Shapes are drawn on a `Canvas` at `supersample` times the final size and smoothly
scaled down, which anti-aliases them (`lettering.py` puts glyphs and text on afterwards,
at the final size, so they stay sharp). Here: the canvas, gradients, the night-sky
body, faint stars, polygons and medallion shapes, dashed outlines and glyph halos.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

Colour = tuple[int, int, int]
Paint = tuple[int, int, int] | tuple[int, int, int, int]  # a colour, with alpha or not
Point = tuple[float, float]


def supersample(width: int) -> int:
    return 3 if width < 110 else 2


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


class Canvas:
    """A supersampled drawing surface: coordinates are given in final pixels, as floats."""

    def __init__(self, w: int, h: int, fill: Colour) -> None:
        self.w, self.h = w, h
        self.k = supersample(w)
        # Opaque on purpose: the rounded outline is cut once, at the very end (`cut`).
        self.surf = pygame.Surface((w * self.k, h * self.k), 0, 32)
        self.surf.fill((*fill, 255))

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.k), round(y * self.k)

    def n(self, v: float) -> int:
        return max(1, round(v * self.k))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(
            round(x * self.k), round(y * self.k), round(w * self.k), round(h * self.k)
        )

    def layer(self) -> pygame.Surface:
        return pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)

    def finish(self, radius: float) -> pygame.Surface:
        """The opaque picture scaled down to the final size (this anti-aliases every shape).

        Glyphs and text go onto it at full resolution; then `cut` rounds the corners.
        """
        mask = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        mask.fill((255, 255, 255, 0))
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=self.n(radius))
        self._mask = pygame.transform.smoothscale(mask, (self.w, self.h))
        # Scaling rounds 255 down a little; the inside must be exactly opaque.
        inside = self._mask.get_rect().inflate(-2, -2)
        pygame.draw.rect(self._mask, (255, 255, 255, 255), inside, border_radius=round(radius))
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))

    def cut(self, image: pygame.Surface) -> pygame.Surface:
        """`image` (from `finish`) with anti-aliased rounded corners; opaque everywhere else."""
        out = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
        out.blit(image, (0, 0))
        out.blit(self._mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return out


def gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A vertical gradient: a short column of steps, smoothly stretched.

    A linear ramp stays exactly linear under bilinear scaling, so computing 64 steps
    instead of every row costs nothing visible and saves most of the drawing time.
    """
    w, h = size
    rows = min(h, 64)
    column = pygame.Surface((2, rows), pygame.SRCALPHA)
    for y in range(rows):
        colour = (*mix(top, bottom, y / max(1, rows - 1)), 255)
        column.set_at((0, y), colour)
        column.set_at((1, y), colour)
    return pygame.transform.smoothscale(column, (w, h))


def night_body(c: Canvas, radius: float, top: Colour, bottom: Colour, frame: Colour) -> None:
    """The card body: a night-sky gradient inside the frame colour."""
    grad = gradient(c.surf.get_size(), top, bottom)
    mask = c.layer()
    mask.fill((255, 255, 255, 0))
    inset = 0.035 * c.w
    pygame.draw.rect(
        mask,
        (255, 255, 255, 255),
        c.rect(inset, inset, c.w - 2 * inset, c.h - 2 * inset),
        border_radius=c.n(radius - inset * 0.6),
    )
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    c.surf.fill((*mix(frame, (0, 0, 0), 0.25), 255))
    # A lighter bevel on the frame's upper half, like polished metal.
    shine = gradient(c.surf.get_size(), (255, 255, 255), (0, 0, 0))
    shine.set_alpha(70)
    c.surf.blit(shine, (0, 0), special_flags=0)
    c.surf.blit(grad, (0, 0))


def stars(
    c: Canvas,
    seed: str,
    count: int,
    area: tuple[float, float, float, float],
    keep_clear: tuple[tuple[float, float], ...] = (),
) -> None:
    """Faint stars at places fixed by `seed` (the same card always shows the same sky)."""
    rng = random.Random(seed)
    x0, y0, aw, ah = area
    layer = c.layer()
    for _ in range(count):
        x, y = x0 + rng.random() * aw, y0 + rng.random() * ah
        if any(a <= y / c.h <= b for a, b in keep_clear):
            continue
        r = (0.004 + rng.random() ** 3 * 0.012) * c.w
        alpha = 50 + int(rng.random() * 150)
        pygame.draw.circle(layer, (255, 250, 235, alpha), c.p(x, y), max(1, c.n(r)))
    c.surf.blit(layer, (0, 0))


def star_points(cx: float, cy: float, r_out: float, r_in: float, tips: int,
                 rot: float = -90) -> list[Point]:
    pts: list[Point] = []
    for i in range(tips * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / tips)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def poly(c: Canvas, colour: Paint, pts: Sequence[Point], width: float = 0) -> None:
    pygame.draw.polygon(c.surf, colour, [c.p(x, y) for x, y in pts], c.n(width) if width else 0)


def shape_points(shape: str, cx: float, cy: float, rx: float, ry: float) -> list[Point]:
    if shape == "diamond":
        return [(cx, cy - ry), (cx + rx, cy), (cx, cy + ry), (cx - rx, cy)]
    if shape == "hexagon":
        return [
            (cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a)))
            for a in range(-90, 270, 60)
        ]
    raise ValueError(shape)


def draw_shape(
    c: Canvas, shape: str, cx: float, cy: float, rx: float, ry: float, colour: Paint,
    width: float = 0,
) -> None:
    """Draw a medallion shape (filled when width is 0) on the canvas or a layer of it."""
    target = c.surf
    if len(colour) == 4:
        target = c.layer()
    wd = c.n(width) if width else 0
    if shape == "arch":
        rect = c.rect(cx - rx, cy - ry, 2 * rx, 2 * ry)
        pygame.draw.rect(
            target,
            colour,
            rect,
            wd,
            border_top_left_radius=c.n(rx),
            border_top_right_radius=c.n(rx),
            border_bottom_left_radius=c.n(rx * 0.18),
            border_bottom_right_radius=c.n(rx * 0.18),
        )
    elif shape == "orbit":
        r = min(rx, ry)
        pygame.draw.circle(target, colour, c.p(cx, cy), c.n(r), wd)
    else:
        pygame.draw.polygon(
            target, colour, [c.p(x, y) for x, y in shape_points(shape, cx, cy, rx, ry)], wd
        )
    if target is not c.surf:
        c.surf.blit(target, (0, 0))


def blit_center(dest: pygame.Surface, src: pygame.Surface, cx: float, cy: float) -> None:
    dest.blit(src, (round(cx - src.get_width() / 2), round(cy - src.get_height() / 2)))


def halo(src: pygame.Surface, colour: Colour, spread: int) -> pygame.Surface:
    """A soft halo around a glyph: the glyph shrunk and grown back (blur without numpy)."""
    w, h = src.get_size()
    pad = spread * 2
    big = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    # Transparent pixels carry the glyph's colour, so averaging never darkens the halo.
    big.fill((*colour, 0))
    big.blit(src, (pad, pad))
    small = pygame.transform.smoothscale(
        big, (max(1, big.get_width() // 4), max(1, big.get_height() // 4))
    )
    return pygame.transform.smoothscale(small, big.get_size())


def dashed_round_rect(c: Canvas, colour: Paint, width: float, radius: float) -> None:
    """A dashed outline: dashes on the straight edges, arcs in the corners."""
    layer = c.layer()
    w, h = c.w, c.h
    half = width / 2
    r = radius
    dash, gap = 0.07 * w, 0.045 * w
    edges = (
        ((r, half), (w - r, half)),
        ((w - half, r), (w - half, h - r)),
        ((w - r, h - half), (r, h - half)),
        ((half, h - r), (half, r)),
    )
    for (x0, y0), (x1, y1) in edges:
        length = math.hypot(x1 - x0, y1 - y0)
        n = max(1, int((length + gap) / (dash + gap)))
        used = n * dash + (n - 1) * gap
        start = (length - used) / 2
        for i in range(n):
            t0 = (start + i * (dash + gap)) / length
            t1 = (start + i * (dash + gap) + dash) / length
            pygame.draw.line(
                layer,
                colour,
                c.p(x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                c.p(x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1),
                c.n(width),
            )
    for cx, cy, a0 in ((r, r, 90), (w - r, r, 0), (w - r, h - r, 270), (r, h - r, 180)):
        box = c.rect(cx - r + half, cy - r + half, 2 * (r - half), 2 * (r - half))
        pygame.draw.arc(layer, colour, box, math.radians(a0), math.radians(a0 + 90), c.n(width))
    c.surf.blit(layer, (0, 0))
