"""Monad's card art, drawn by the program at the size asked (never a scaled bitmap).

A face tells its card three ways, so that no player needs colour vision for it:
- the colour itself (six hues kept apart), and a shape per colour: the bonus
  partners share a shape (red and purple a circle, orange and blue a square,
  yellow and green a triangle), warm colours filled, cool ones hollow;
- the temperature once more as a mark in the top band: a sun for warm, a
  snowflake for cool;
- the rank as its digit in the corner and as that many parts (pips) in the
  middle, and the point value in a coin.
The corner index (digit above the colour's shape) lies in the left fifth of
the top band, so a card in a tight hand fan or a column fan still says what it
is. A relative (a card of rank 2-5 in the viewer's identity colour, code
suffix `^`) has a thin frame in its own colour, a star badge (a cream star on a
disc of that colour, as on the identity card) and a star mid-band; gold stays the
table's "pointed at" (pt10d 9: a gold-framed relative at the back of a column was
taken for the next card).
`M` is a Monad token, `IR`..`IG` the identity cards; the digits are the only text
on a face, so faces need no language.
"""

from __future__ import annotations

import math

import pygame

from astromagie.kit import draw as look

from ..cards import COLOURS, RANK_VALUE

RELATIVE = "^"  # a view code's suffix: this card is a relative of the one who sees it

# One hue per colour letter (R O Y P B G), far apart in hue and lightness.
PALETTE: dict[str, tuple[int, int, int]] = {
    "R": (206, 46, 50),
    "O": (244, 138, 28),
    "Y": (240, 208, 48),
    "P": (120, 64, 168),
    "B": (80, 168, 232),
    "G": (40, 148, 84),
}
SHAPE = {"R": "circle", "P": "circle", "O": "square", "B": "square",
         "Y": "triangle", "G": "triangle"}
WARM = {"R": True, "O": True, "Y": True, "P": False, "B": False, "G": False}

CREAM = (248, 244, 232)
INK = (34, 30, 44)
SNOW_INK = (24, 52, 104)
SUN_INK = (150, 70, 10)
BACK = (34, 30, 82)
MONAD_GOLD = (236, 196, 92)

# Where the parts of a card of rank r lie, in units of the middle box (0..1).
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.5, 0.22), (0.5, 0.78)),
    3: ((0.5, 0.18), (0.22, 0.78), (0.78, 0.78)),
    4: ((0.24, 0.22), (0.76, 0.22), (0.24, 0.78), (0.76, 0.78)),
    5: ((0.22, 0.18), (0.78, 0.18), (0.5, 0.5), (0.22, 0.82), (0.78, 0.82)),
}


def split(code: str) -> tuple[str, int, bool]:
    """A playable view code's colour letter, rank and whether it is marked a relative."""
    relative = code.endswith(RELATIVE)
    base = code[:-1] if relative else code
    return base[0], int(base[1]), relative


def engine_code(code: str) -> str:
    """The engine's code for a view code (the relative mark dropped)."""
    return code[:-1] if code.endswith(RELATIVE) else code


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or white, whichever reads on `colour`."""
    r, g, b = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (255, 255, 255)


def shape(surface: pygame.Surface, kind: str, centre: tuple[float, float], size: float,
          colour: tuple[int, int, int], filled: bool, outline: tuple[int, int, int] | None,
          width: int) -> None:
    """One colour shape (circle, square, triangle) of `size` across, filled or hollow."""
    cx, cy = centre
    r = size / 2
    if kind == "circle":
        points = None
    elif kind == "square":
        s = r * 0.86
        points = [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    else:
        points = [(cx, cy - r), (cx + r * 0.98, cy + r * 0.78), (cx - r * 0.98, cy + r * 0.78)]
    line = max(1, width)
    if points is None:
        centre_i = (round(cx), round(cy))
        if filled:
            pygame.draw.circle(surface, colour, centre_i, round(r))
            if outline is not None:
                pygame.draw.circle(surface, outline, centre_i, round(r), max(1, line // 2))
        else:
            if outline is not None:
                pygame.draw.circle(surface, outline, centre_i, round(r))
                pygame.draw.circle(surface, CREAM, centre_i, max(1, round(r) - line - 1))
            pygame.draw.circle(surface, colour, centre_i, round(r) - (1 if outline else 0),
                               line)
        return
    if filled:
        pygame.draw.polygon(surface, colour, points)
        if outline is not None:
            pygame.draw.polygon(surface, outline, points, max(1, line // 2))
    else:
        if outline is not None:
            pygame.draw.polygon(surface, outline, points, line + 2)
        pygame.draw.polygon(surface, colour, points, line)


def sun(surface: pygame.Surface, centre: tuple[float, float], size: float,
        colour: tuple[int, int, int]) -> None:
    """The warm mark: a disc with eight rays."""
    cx, cy = centre
    r = size / 2
    pygame.draw.circle(surface, colour, (round(cx), round(cy)), max(2, round(r * 0.45)))
    width = max(1, round(size / 10))
    for i in range(8):
        a = i * math.pi / 4
        inner, outer = r * 0.62, r
        pygame.draw.line(surface, colour, (cx + inner * math.cos(a), cy + inner * math.sin(a)),
                         (cx + outer * math.cos(a), cy + outer * math.sin(a)), width)


def snowflake(surface: pygame.Surface, centre: tuple[float, float], size: float,
              colour: tuple[int, int, int]) -> None:
    """The cool mark: three crossing strokes with small branches."""
    cx, cy = centre
    r = size / 2
    width = max(1, round(size / 10))
    for i in range(3):
        a = math.pi / 2 + i * math.pi / 3
        dx, dy = r * math.cos(a), r * math.sin(a)
        pygame.draw.line(surface, colour, (cx - dx, cy - dy), (cx + dx, cy + dy), width)
        for sign in (1, -1):  # a little V near each end
            ex, ey = cx + sign * dx * 0.62, cy + sign * dy * 0.62
            for turn in (0.6, -0.6):
                b = a + (0 if sign > 0 else math.pi) + turn
                pygame.draw.line(surface, colour, (ex, ey),
                                 (ex + r * 0.3 * math.cos(b), ey + r * 0.3 * math.sin(b)),
                                 max(1, width - 1))


def temperature_mark(surface: pygame.Surface, letter: str, centre: tuple[float, float],
                     size: float, on: tuple[int, int, int] | None = None) -> None:
    if WARM[letter]:
        sun(surface, centre, size, on or SUN_INK)
    else:
        snowflake(surface, centre, size, on or SNOW_INK)


def star(surface: pygame.Surface, centre: tuple[float, float], size: float,
         colour: tuple[int, int, int], outline: tuple[int, int, int] = INK) -> None:
    """The relative's mark: a five-pointed star."""
    cx, cy = centre
    outer, inner = size / 2, size / 5
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = outer if i % 2 == 0 else inner
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, outline, points, max(1, round(size / 16)))


def _blank(size: tuple[int, int], fill: tuple[int, int, int],
           border: tuple[int, int, int], border_w: int) -> pygame.Surface:
    w, _h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 11)
    pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, border, surface.get_rect(), width=border_w, border_radius=radius)
    return surface


def card_face(code: str, size: tuple[int, int], shown: int | None = None) -> pygame.Surface:
    """Any face the view shows: a playable card (maybe marked `^`), `M`, an identity card.
    `shown`: the pixels from the left a fanned hand leaves in sight (the value keeps to
    them)."""
    if code == "M":
        return monad_face(size)
    if code.startswith("I"):
        return identity_face(code[1], size)
    letter, rank, relative = split(code)
    return playable_face(letter, rank, relative, size, shown)


def playable_face(letter: str, rank: int, relative: bool,
                  size: tuple[int, int], shown: int | None = None) -> pygame.Surface:
    w, h = size
    colour = PALETTE[letter]
    warm = WARM[letter]
    border_w = max(1, w // 40)
    surface = _blank(size, CREAM, INK, border_w)
    radius = max(3, w // 11)
    band_h = round(h * 0.25)
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    pygame.draw.line(surface, INK, (0, band_h), (w, band_h), max(1, border_w))
    on_band = ink_on(colour)
    # The corner index: the digit, the colour's shape under it, in the left fifth.
    digit = look.render(str(rank), "bold", max(9, round(h * 0.15)), on_band)
    dx = max(2, round(w * 0.045))
    surface.blit(digit, (dx, max(1, round(h * 0.005))))
    mark = max(5, round(h * 0.075))
    shape(surface, SHAPE[letter], (dx + digit.get_width() / 2, band_h - mark * 0.62), mark,
          on_band, warm, None, max(1, round(mark / 5)))
    # The band's right end: the point value, then the temperature mark; in a hand fanned
    # tight, the end of the strip the next card leaves (pt7d 10: with 8 cards the next
    # card covered each value's sun or snowflake), never onto the corner index
    sign = max(8, round(h * 0.13))
    value = look.render(str(RANK_VALUE[rank]), "bold", max(9, round(h * 0.11)), on_band)
    end = w
    if shown is not None and shown < w:
        end = max(dx * 2 + digit.get_width() + value.get_width() + sign + round(w * 0.05),
                  shown)
        end = min(w, end)
    temperature_mark(surface, letter, (end - dx - sign / 2 - 1, band_h / 2), sign, on_band)
    value_rect = value.get_rect(midright=(end - dx - sign - round(w * 0.05), band_h // 2 + 1))
    surface.blit(value, value_rect)
    # The middle: the card's parts, as many as its rank.
    box = pygame.Rect(round(w * 0.14), band_h + round(h * 0.06), round(w * 0.72),
                      round(h * 0.58))
    pip = min(box.w, box.h) * {1: 0.62, 2: 0.38, 3: 0.36, 4: 0.36, 5: 0.3}[rank]
    outline = INK
    for px, py in PIPS[rank]:
        shape(surface, SHAPE[letter], (box.x + px * box.w, box.y + py * box.h), pip, colour,
              warm, outline, max(2, round(pip / 6)))
    if relative:  # the colour's frame, the star badge and a star in the band, never gold
        relative_mark(surface, colour, radius)
        # the band is all a column's back cards show: its star, between the corner index
        # and the value, still says "relative" there
        centre_x, star_size = band_star(dx + digit.get_width(), value_rect.left, band_h, w)
        star(surface, (centre_x, band_h / 2), star_size, CREAM)
    return surface


def band_star(left: float, right: float, band_h: int, width: int) -> tuple[float, float]:
    """The relative's star in the band, between the corner index ending at `left` and the
    value starting at `right`: its centre x and size, with a clear gap each side (pt12d
    16: at 1024x700 "4★16" ran together, the star 5% of the room from the digits)."""
    pad = max(3.0, width * 0.05)
    return (left + right) / 2, max(4.0, min(band_h * 0.7, right - left - 2 * pad))


def relative_mark(surface: pygame.Surface, colour: tuple[int, int, int], radius: int) -> None:
    """A relative's marks: a thin frame in the card's colour (gold means "pointed at" on
    the table) and, in the bottom-left corner, a star badge like the identity card's."""
    w, h = surface.get_size()
    pygame.draw.rect(surface, colour, surface.get_rect(), width=max(3, w // 18),
                     border_radius=radius)
    pygame.draw.rect(surface, INK, surface.get_rect(), width=1, border_radius=radius)
    size = max(10, h * 0.15)
    centre = (w * 0.2, h * 0.89)
    pygame.draw.circle(surface, colour, centre, size * 0.62)
    pygame.draw.circle(surface, INK, centre, size * 0.62, max(1, round(size / 14)))
    star(surface, centre, size, CREAM)


def monad_face(size: tuple[int, int]) -> pygame.Surface:
    """A Monad token: a gold disc with six parts and its 80 points."""
    w, h = size
    surface = _blank(size, BACK, MONAD_GOLD, max(2, w // 30))
    cx, cy = w / 2, h * 0.45
    r = min(w, h) * 0.36
    pygame.draw.circle(surface, MONAD_GOLD, (round(cx), round(cy)), round(r))
    pygame.draw.circle(surface, INK, (round(cx), round(cy)), round(r), max(1, w // 50))
    for i in range(6):  # one part for each colour, in the colours' order
        a = -math.pi / 2 + i * math.pi / 3
        colour = PALETTE[COLOURS[i]]
        pygame.draw.circle(surface, colour,
                           (round(cx + r * 0.62 * math.cos(a)), round(cy + r * 0.62 * math.sin(a))),
                           max(2, round(r * 0.2)))
    pygame.draw.circle(surface, INK, (round(cx), round(cy)), max(2, round(r * 0.22)))
    value = look.render("80", "bold", max(9, round(h * 0.14)), MONAD_GOLD)
    surface.blit(value, value.get_rect(center=(w / 2, h * 0.86)))
    return surface


def identity_face(letter: str, size: tuple[int, int]) -> pygame.Surface:
    """An identity card: its colour, its shape large, the star its relatives carry."""
    w, h = size
    colour = PALETTE[letter]
    surface = _blank(size, colour, INK, max(2, w // 30))
    on = ink_on(colour)
    pygame.draw.rect(surface, CREAM, surface.get_rect().inflate(-w // 8, -w // 8),
                     width=max(2, w // 24), border_radius=max(3, w // 14))
    shape(surface, SHAPE[letter], (w / 2, h * 0.42), min(w, h) * 0.46, on, WARM[letter], None,
          max(2, w // 16))
    star(surface, (w / 2, h * 0.78), min(w, h) * 0.24, CREAM)
    temperature_mark(surface, letter, (w * 0.22, h * 0.13), h * 0.1, on)
    return surface


def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a card (the talon): six rings, one per colour, around a gold core."""
    w, h = size
    surface = _blank(size, BACK, look.GOLD_DEEP, max(2, w // 30))
    for i, letter in enumerate(COLOURS):
        pygame.draw.circle(surface, PALETTE[letter], (w // 2, h // 2),
                           max(3, round(w * (0.1 + 0.055 * i))), width=max(1, w // 60))
    pygame.draw.circle(surface, MONAD_GOLD, (w // 2, h // 2), max(2, w // 14))
    return surface
