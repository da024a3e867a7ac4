"""Zahlenstreifen's cards, drawn by the program at the size asked for (crisp at any size).

Five colours after the Okabe-Ito set, which people with the common colour-vision
deficiencies still tell apart, and each colour has its own symbol and its own
background pattern, so colour is never the only cue:

    R red     red          circle    dots
    Y yellow  yellow       star      rising stripes
    G green   bluish green triangle  level stripes
    B blue    blue         square    a grid
    V violet  violet       diamond   falling stripes

Red and violet are drawn as the words name them: Okabe-Ito's vermillion read as
orange and its reddish purple as pink, so a newcomer could not match "red 5" or
"most: violet" to a card (the 2026-11-29 playtest). They stay far apart in
lightness from green and blue, and the symbol and pattern still tell them apart.

The value is large in the middle (dark ink on a light disc) and again in the
top-left corner with the symbol under it, so a card that lies under others in
the row's band still shows its colour, symbol and value in its left strip.
"""

from __future__ import annotations

import math

import pygame
import pygame.gfxdraw

from astromagie.kit import draw as look

CARD_RATIO = 1.4  # height / width
INK = (24, 22, 34)
PAPER = (250, 247, 238)
BACK = (30, 34, 78)

STYLE: dict[str, tuple[tuple[int, int, int], str]] = {
    "R": ((206, 44, 38), "circle"),
    "Y": ((240, 228, 66), "star"),
    "G": ((0, 158, 115), "triangle"),
    "B": ((0, 114, 178), "square"),
    "V": ((139, 86, 196), "diamond"),
}
COLOUR_ORDER = "RYGBV"  # the order collections and breakdowns show the colours in


def colour_of(code: str) -> tuple[int, int, int]:
    return STYLE[code[0]][0]


def _darker(colour: tuple[int, int, int], share: float = 0.78) -> tuple[int, int, int]:
    r, g, b = colour
    return (round(r * share), round(g * share), round(b * share))


def symbol_points(kind: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """The outline of a colour's symbol (a many-sided polygon for the circle)."""
    cx, cy = center
    if kind == "circle":
        return [(cx + r * math.cos(a * math.pi / 16), cy + r * math.sin(a * math.pi / 16))
                for a in range(32)]
    if kind == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        return points
    if kind == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if kind == "square":
        s = r * 0.82
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    return [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]  # diamond


def draw_symbol(surface: pygame.Surface, kind: str, center: tuple[float, float], r: float,
                fill: tuple[int, int, int] = PAPER, edge: tuple[int, int, int] = INK) -> None:
    points = [(round(x), round(y)) for x, y in symbol_points(kind, center, r)]
    pygame.gfxdraw.filled_polygon(surface, points, fill)
    pygame.gfxdraw.aapolygon(surface, points, edge)
    if r >= 6:
        pygame.draw.polygon(surface, edge, points, width=max(1, round(r / 7)))


def _pattern(surface: pygame.Surface, kind: str, colour: tuple[int, int, int]) -> None:
    w, h = surface.get_size()
    ink = _darker(colour)
    step = max(5, w // 7)
    line = max(1, w // 40)
    if kind == "circle":
        for y in range(step // 2, h, step):
            for x in range(step // 2 + (step // 2 if (y // step) % 2 else 0), w, step):
                pygame.draw.circle(surface, ink, (x, y), max(1, step // 5))
    elif kind == "star":
        for k in range(-h, w, step):
            pygame.draw.line(surface, ink, (k, h), (k + h, 0), line)
    elif kind == "triangle":
        for y in range(step // 2, h, step):
            pygame.draw.line(surface, ink, (0, y), (w, y), line)
    elif kind == "square":
        for x in range(step // 2, w, step):
            pygame.draw.line(surface, ink, (x, 0), (x, h), line)
        for y in range(step // 2, h, step):
            pygame.draw.line(surface, ink, (0, y), (w, y), line)
    else:
        for k in range(0, w + h, step):
            pygame.draw.line(surface, ink, (k, h), (k - h, 0), line)


# Under this height (the review's score column's hand cards, about 28 px) a face shows its
# value once, in the middle: the corner index's minimum type ran into the centre's number.
# The band's smallest cards (50 px at 1024x700) keep the corner their overlap shows.
TINY = 40
# under this height (every band card: 42 to 62 px) a face is the value large on its tab and
# the symbol under it (pt19b polish 1: a middle disc this small read as "☆⊕")
SMALL_FACE_BELOW = 64


def face(code: str, size: tuple[int, int]) -> pygame.Surface:
    """The open card `code` ("G7") at `size` (w, h)."""
    w, h = size
    colour, kind = STYLE[code[0]]
    value = code[1:]
    radius = max(3, w // 9)
    card = pygame.Surface(size, pygame.SRCALPHA)
    body = pygame.Surface(size, pygame.SRCALPHA)
    body.fill(colour)
    _pattern(body, kind, colour)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(body, (0, 0))
    pygame.draw.rect(card, INK, card.get_rect(), width=max(1, w // 36), border_radius=radius)
    if h < TINY:  # one number: a corner index and a centre number ran into each other
        plate = pygame.Rect(0, 0, round(w * 0.7), round(h * 0.56))  # (pt7b, finding 10)
        plate.center = (w // 2, h // 2)
        pygame.draw.rect(card, PAPER, plate, border_radius=max(2, plate.w // 4))
        digit = look.render(value, "bold", max(8, round(h * 0.5)), INK)
        card.blit(digit, digit.get_rect(center=plate.center))
        return card
    if h < SMALL_FACE_BELOW:  # the band's cards
        return _small_face(card, kind, value)
    # the corner index: the value on a light tab, the symbol under it (the band shows these)
    # a band card's index a larger share of it (pt12b 11: ~8 px digits at 1024x700, where
    # the overlapping band shows the corner alone); a row card's, from 80 px up, as before
    index_size = max(9, round(h * 0.2), min(16, round(h * 0.28)))
    digit = look.render(value, "bold", index_size, INK)
    tab = pygame.Rect(max(2, w // 14), max(2, h // 30), max(digit.get_width() + 4, w // 4),
                      digit.get_height())
    pygame.draw.rect(card, PAPER, tab, border_radius=max(2, tab.w // 5))
    card.blit(digit, digit.get_rect(center=tab.center))
    mark, mark_r = corner_symbol(tab, w)
    draw_symbol(card, kind, mark, mark_r)
    # the middle: the value large on a light disc, the symbol again at the bottom right
    centre = (w * 0.58, h * 0.54)
    disc = disc_radius(size, mark, mark_r)
    pygame.gfxdraw.filled_circle(card, round(centre[0]), round(centre[1]), round(disc), PAPER)
    pygame.gfxdraw.aacircle(card, round(centre[0]), round(centre[1]), round(disc), INK)
    big = look.render(value, "bold", max(10, round(disc * 1.7)), INK)
    card.blit(big, big.get_rect(center=(round(centre[0]), round(centre[1]))))
    draw_symbol(card, kind, (w * 0.78, h * 0.86), min(w, h) * 0.1)
    return card


def small_layout(size: tuple[int, int], value: str) -> tuple[pygame.Rect, pygame.Rect,
                                                              tuple[float, float], float]:
    """A small card's parts: the value's light tab in the top-left corner, the digit on it
    (nearly half the card's height), and the symbol's centre and radius under the tab, clear
    of it. No middle disc: on a ~30x42 px band card the disc's number and two symbols ran
    into each other and only the tiny corner digit read (pt19b polish 1)."""
    w, h = size
    digit_h = look.render(value, "bold", max(9, round(h * 0.42)), INK).get_size()
    tab = pygame.Rect(max(2, w // 14), max(2, h // 30), max(digit_h[0] + 4, round(w * 0.6)),
                      digit_h[1])
    digit = pygame.Rect((0, 0), digit_h)
    digit.center = tab.center
    r = min(w * 0.2, (h - tab.bottom) * 0.36)
    return tab, digit, (tab.centerx, tab.bottom + (h - tab.bottom) / 2), r


def _small_face(card: pygame.Surface, kind: str, value: str) -> pygame.Surface:
    """The value large on its corner tab and the symbol under it: the number reads first."""
    tab, place, mark, mark_r = small_layout(card.get_size(), value)
    pygame.draw.rect(card, PAPER, tab, border_radius=max(2, tab.w // 5))
    card.blit(look.render(value, "bold", max(9, round(card.get_height() * 0.42)), INK), place)
    draw_symbol(card, kind, mark, mark_r)
    return card


def corner_symbol(tab: pygame.Rect, w: int) -> tuple[tuple[float, float], float]:
    """Where the corner's symbol stands under the value's tab, and its radius: at most a
    tenth of the card's width (a small band card's minimum-size digit made a tab, and so
    a symbol, too big for it: it ran into the disc at 1024x700, pt4b finding 17)."""
    r = min(tab.w * 0.48, w * 0.11)
    return (tab.centerx, tab.bottom + r * 1.3), r


def disc_radius(size: tuple[int, int], mark: tuple[float, float], mark_r: float) -> float:
    """The middle disc's radius: as large as a card's proportions give, and always a gap
    short of the corner's symbol."""
    w, h = size
    centre = (w * 0.58, h * 0.54)
    apart = math.dist(centre, mark) - mark_r - max(2, w / 30)
    return max(3.0, min(w * 0.31, h * 0.24, apart))


def back(size: tuple[int, int]) -> pygame.Surface:
    """The back: a strip of numbers under a dark blue, the five symbols on it."""
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 9)
    pygame.draw.rect(card, BACK, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, look.GOLD_DEEP, card.get_rect(), width=max(1, w // 30),
                     border_radius=radius)
    strip = pygame.Rect(w // 8, round(h * 0.62), w - w // 4, max(4, h // 7))
    pygame.draw.rect(card, PAPER, strip, border_radius=2)
    for i in range(5):
        x = strip.x + strip.w * (i + 0.5) / 5
        pygame.draw.line(card, INK, (round(x), strip.y), (round(x), strip.y + strip.h // 3), 1)
    # the five symbols inside the gold border, a gap from it (they spanned the whole
    # width, and the diamond lay over the border's right edge: pt4b, finding 17)
    inner = strip.w
    r = min(inner / 5 * 0.4, h / 14)
    for i, letter in enumerate(COLOUR_ORDER):
        colour, kind = STYLE[letter]
        x = strip.x + inner * (i + 0.5) / 5
        draw_symbol(card, kind, (x, h * 0.36), r, colour, PAPER)
    return card


def chip(code: str, size: tuple[int, int]) -> pygame.Surface:
    """A collected card, small: the colour, the symbol at the left and the value beside it."""
    w, h = size
    colour, kind = STYLE[code[0]]
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=max(2, h // 6))
    pygame.draw.rect(surface, INK, surface.get_rect(), width=1, border_radius=max(2, h // 6))
    tab = pygame.Rect(round(w * 0.38), 2, w - round(w * 0.38) - 2, h - 4)
    pygame.draw.rect(surface, PAPER, tab, border_radius=max(2, h // 7))
    digit = look.render(code[1:], "bold", max(9, round(h * 0.8)), INK)
    surface.blit(digit, digit.get_rect(center=tab.center))
    draw_symbol(surface, kind, (w * 0.2, h / 2), min(w * 0.17, h * 0.3))
    return surface
