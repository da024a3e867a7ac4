"""The look of the menus: night-sky colours, sizes that scale with the window, fonts, backdrop.

Every screen takes its colours and sizes from here so the menus, the table and
the card art look like one game: deep blue sky, pale starlight text, gold for
what matters. Sizes are given for a 1280x800 window and scaled by `scale(size)`.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from astromagie.look.fonts import get_font

Color = tuple[int, int, int] | tuple[int, int, int, int]

# sky
SKY_TOP = (7, 10, 32)
SKY_BOTTOM = (30, 22, 66)
NEBULA = (90, 60, 160)
STAR = (235, 236, 255)

# text
TEXT = (236, 233, 222)
TEXT_DIM = (158, 164, 198)
TEXT_DARK = (22, 20, 40)
GOLD = (232, 196, 110)
GOLD_DEEP = (190, 146, 60)
ACCENT = (126, 176, 255)
DANGER = (226, 96, 104)
SUCCESS = (120, 206, 150)

# panels and controls
PANEL = (18, 22, 56, 225)
PANEL_BORDER = (86, 96, 158)
CONTROL = (36, 44, 96)
CONTROL_HOVER = (54, 66, 138)
CONTROL_PRESSED = (28, 34, 76)
CONTROL_BORDER = (102, 114, 186)
CONTROL_DISABLED = (34, 38, 64)
SELECTED = (72, 84, 170)
FOCUS = GOLD
SHADE = (4, 6, 20, 150)  # behind overlays
# One colour per seat on every screen (table, setup, results, chart, replay), so a player
# keeps their colour; names or marker shapes always go with it, never colour alone.
# Chosen to stay apart for the common colour-vision deficiencies too: after a simulation of
# protanopia and deuteranopia (Machado et al. 2009) every two seats still differ by more than
# 20 in CIELAB (tests/ui/test_legibility.py): gold, blue, vermilion, starlight white, teal.
SEAT_COLOURS = ((238, 204, 102), (90, 160, 255), (225, 110, 60), (235, 235, 245),
                (0, 190, 170))


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

# sizes at the reference window 1280x800
REFERENCE = (1280, 800)
MIN_SIZE = (1024, 700)  # the smallest window the layouts are made for
DEFAULT_SIZE = REFERENCE  # a new player's window
RADIUS = 12
TITLE_SIZE = 84
HEADING_SIZE = 34
BODY_SIZE = 22
SMALL_SIZE = 17
BUTTON_HEIGHT = 52
CONTROL_HEIGHT = 42
GAP = 14


def scale(size: tuple[int, int]) -> float:
    """How much larger than the 1280x800 reference the layout is drawn (0.8 at 1024x700)."""
    w, h = size
    return max(0.75, min(w / REFERENCE[0], h / REFERENCE[1], 2.0))


def px(value: float, size: tuple[int, int]) -> int:
    """`value` reference pixels at window `size`."""
    return max(1, round(value * scale(size)))


MIN_TEXT_PX = 13  # no text is smaller, even in the smallest window (1024x700)


def font(role: str, size: int) -> pygame.font.Font:
    """The shipped font for `role` ("text", "bold", ...) at `size` px, never below
    MIN_TEXT_PX (a layout that asks for less gets the smallest legible size); pygame's own
    font if the file is missing or damaged (`fonts.get_font`), and any text drawable."""
    return get_font(role, max(MIN_TEXT_PX, int(size)))


def render(text: str, role: str, size: int, color: Color = TEXT) -> pygame.Surface:
    """Anti-aliased text on a transparent surface."""
    return font(role, size).render(text, True, color)


def fit_font_size(text: str, role: str, size: int, max_width: int, min_size: int = 10) -> int:
    """The largest font size <= `size` at which `text` is at most `max_width` wide."""
    while size > min_size and font(role, size).size(text)[0] > max_width:
        size -= 1
    return size


def render_fit(text: str, role: str, size: int, width: int, color: Color = TEXT) -> pygame.Surface:
    """`text` at most `width` wide: set smaller down to MIN_TEXT_PX, then condensed
    horizontally (a long German line stays as tall as the smallest legible text)."""
    fitted = fit_font_size(text, role, size, width, MIN_TEXT_PX)
    surf = render(text, role, fitted, color)
    if surf.get_width() > width > 0:
        surf = pygame.transform.smoothscale(surf, (width, surf.get_height()))
    return surf


WIDOW = 8  # a last line of one word this short takes the word before it along


def wrap(text: str, role: str, size: int, width: int, widows: bool = True) -> list[str]:
    """`text` broken into lines no wider than `width` (words longer than a line stay whole).

    A paragraph never ends in a lone short word ("ist.", "1."): the word before it goes
    down too when the line above keeps two words or more (playtest F14). `widows=False`
    breaks each line as late as it can instead: a list of short entries (the game log),
    where one entry broke earlier than its neighbours (pt4a 20)."""
    f = font(role, size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        start = len(lines)
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and f.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
        if widows and len(lines) - start >= 2 and " " not in lines[-1] \
                and len(lines[-1]) <= WIDOW:
            above = lines[-2].split(" ")
            joined = f"{above[-1]} {lines[-1]}"
            if len(above) >= 3 and f.size(joined)[0] <= width:
                lines[-2], lines[-1] = " ".join(above[:-1]), joined
    return lines


def paragraph(text: str, role: str, size: int, width: int,
              color: Color = TEXT) -> pygame.Surface:
    """`text` wrapped to `width` (see `wrap`) as one surface `width` wide."""
    lines = [render(line, role, size, color) for line in wrap(text, role, size, width)]
    spacing = round(size * 0.3)
    height = sum(s.get_height() for s in lines) + spacing * (len(lines) - 1)
    surf = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    for line in lines:
        surf.blit(line, (0, y))
        y += line.get_height() + spacing
    return surf


def lerp(a: Color, b: Color, t: float) -> Color:
    """The colour `t` of the way from `a` to `b` (with alpha when both have it)."""
    mixed = [round(x + (y - x) * t) for x, y in zip(a, b, strict=False)]
    if len(mixed) == 4:
        return mixed[0], mixed[1], mixed[2], mixed[3]
    return mixed[0], mixed[1], mixed[2]


@lru_cache(maxsize=32)
def _panel_layer(size: tuple[int, int], color: tuple[int, ...], radius: int) -> pygame.Surface:
    """A translucent rounded rectangle, made once per size (panels are drawn every frame)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, color, layer.get_rect(), border_radius=radius)
    return layer


def rounded_panel(surface: pygame.Surface, rect: pygame.Rect, color: Color = PANEL,
                  border: Color | None = PANEL_BORDER, radius: int = RADIUS,
                  width: int = 1) -> None:
    """A rounded rectangle, translucent when `color` has an alpha channel."""
    if len(color) == 4 and color[3] < 255:
        surface.blit(_panel_layer(rect.size, tuple(color), radius), rect.topleft)
    else:
        pygame.draw.rect(surface, color, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The night sky behind every menu: gradient, a soft nebula, stars, two constellations.

    Drawn once per window size (a fixed seed, so it never flickers between frames).
    """
    w, h = size
    sky = pygame.Surface(size)
    for y in range(h):  # vertical gradient, one line at a time (cheap, once per size)
        pygame.draw.line(sky, lerp(SKY_TOP, SKY_BOTTOM, y / max(1, h - 1)), (0, y), (w, y))

    # a nebula: stacked translucent ellipses, drawn small then smoothly scaled up
    glow = pygame.Surface((w // 8 + 1, h // 8 + 1), pygame.SRCALPHA)
    rng = random.Random(1729)
    for cx, cy, r, colour in ((0.78, 0.28, 0.30, NEBULA), (0.18, 0.78, 0.26, (40, 80, 150)),
                              (0.55, 0.62, 0.18, (120, 60, 140))):
        for i in range(10, 0, -1):
            rr = r * i / 10
            rect = pygame.Rect(0, 0, rr * glow.get_width() * 2, rr * glow.get_height() * 1.4)
            rect.center = (cx * glow.get_width(), cy * glow.get_height())
            pygame.draw.ellipse(glow, (*colour, 7), rect)
    sky.blit(pygame.transform.smoothscale(glow, size), (0, 0))

    # stars: mostly faint pin-pricks, a few brighter ones with a cross glint
    count = w * h // 2600
    for _ in range(count):
        x, y = rng.randrange(w), rng.randrange(h)
        b = rng.random() ** 3
        star: Color = lerp((90, 96, 140), STAR, b)
        if b > 0.85:
            pygame.draw.circle(sky, star, (x, y), 2)
            pygame.draw.line(sky, lerp(SKY_TOP, star, 0.5), (x - 5, y), (x + 5, y))
            pygame.draw.line(sky, lerp(SKY_TOP, star, 0.5), (x, y - 5), (x, y + 5))
        else:
            sky.set_at((x, y), star)

    # two faint constellations (stylised Leo and Cassiopeia) for a hint of astrology
    for points in (((0.08, 0.16), (0.13, 0.11), (0.19, 0.13), (0.22, 0.2), (0.17, 0.25),
                    (0.1, 0.24)),
                   ((0.8, 0.72), (0.84, 0.8), (0.88, 0.74), (0.92, 0.82), (0.96, 0.76))):
        coords = [(round(x * w), round(y * h)) for x, y in points]
        pygame.draw.aalines(sky, (70, 80, 130), False, coords)
        for c in coords:
            pygame.draw.circle(sky, (200, 205, 240), c, 2)
    return sky.convert() if pygame.display.get_surface() is not None else sky


@lru_cache(maxsize=2)
def _shade_layer(size: tuple[int, int]) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill(SHADE)
    return layer


def shade(surface: pygame.Surface) -> None:
    """Darken what is already drawn, behind an overlay dialog."""
    surface.blit(_shade_layer(surface.get_size()), (0, 0))


def star_polygon(center: tuple[float, float], radius: float, points: int = 5,
                 inner: float = 0.45) -> list[tuple[float, float]]:
    """Corner points of a star shape (used as a decoration on the title screen)."""
    cx, cy = center
    out = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * inner
        a = -math.pi / 2 + i * math.pi / points
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out
