"""The Astromagie card's back, its drop shadow and the empty places of the row (slots).

The back is the one every card shares (a zodiac wheel under a night sky); a slot shows
its position's number, the kind it takes and, while a card is dragged, whether it may
go there. Drawn supersampled like the faces (canvas.py), words at the final size.
"""

from __future__ import annotations

import math

import pygame

from astromagie.i18n import tr

from ..engine.cards import POSITION_KIND
from .canvas import (
    Canvas,
    Colour,
    dashed_round_rect,
    draw_shape,
    mix,
    night_body,
    poly,
    star_points,
    stars,
    supersample,
)
from .kinds import GOLD, INK, KIND_STYLES, NIGHT_BOTTOM
from .lettering import draw_symbol, draw_text

SLOT_STATES = (  # how an empty slot looks while a card is dragged (or not)
"normal", "legal", "hover", "refused")

_SLOT_STATE_COLOURS: dict[str, Colour] = {
    "legal": (126, 240, 176),
    "hover": (255, 244, 200),
    "refused": (250, 96, 96),
}


def draw_back(w: int, h: int) -> pygame.Surface:
    """The back every card shares: a zodiac wheel under a night sky, `w` x `h` px."""
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
            draw_symbol(
                surf,
                sign,
                cx + math.cos(a) * rr,
                cy + math.sin(a) * rr,
                0.085 * w,
                mix(GOLD, INK, 0.2),
            )
    return c.cut(surf)


def draw_shadow(w: int, h: int) -> pygame.Surface:
    """A soft drop shadow for a `w` x `h` card, a margin wider on every side."""
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


def draw_slot(position: int, w: int, h: int, state: str) -> pygame.Surface:
    """Row position `position`'s empty place in `state` (one of SLOT_STATES)."""
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
    draw_text(out, str(position), "bold", w / 2, cy, 0.3 * w, 0.5 * w, number_col)
    if w >= 50:
        label = tr(f"kind.{kind}")
        draw_text(out, label, "bold", w / 2, 0.82 * h, 0.12 * w, 0.84 * w, number_col, small="skip")
    return out
