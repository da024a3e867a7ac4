"""The Solar Republic's card faces and back, and the two-line names they and the board use.

A face shows the rank in the corner with the suit's symbol under it (what a
fanned hand shows), the suit's symbol large, a ring on the trumps, the body's
name ("Titan") and, on a card large enough, its kind ("Moon of Saturn"), so
that colour is never the only cue.
"""

from __future__ import annotations

import pygame

from astromagie.kit import draw as look
from astromagie.kit.draw import glyph_surface

from ..cards import RANK, SUIT
from .names import code_of
from .words import card_title, kind_title, text_of

CARD_RATIO = 1.42  # height / width

# Each suit: its colour and its symbol (the planet's, the Sun's for Sol).
SUIT_STYLE: dict[str, tuple[tuple[int, int, int], str]] = {
    "JU": ((214, 142, 86), "JUPITER"),
    "SA": ((222, 196, 110), "SATURN"),
    "UR": ((104, 206, 214), "URANUS"),
    "NE": ((92, 124, 232), "NEPTUNE"),
    "SO": ((246, 112, 82), "SUN"),
}


def name_lines(name: str, size: int, width: int, role: str = "bold",
               colour: tuple[int, int, int] = look.TEXT) -> list[pygame.Surface]:
    """`name` on two lines when one would have to shrink it (a long name such as
    "Asteroid Belt" stays readable at hand size, so does a board caption)."""
    one = look.render(name, role, size, colour)
    words = name.split()
    if one.get_width() <= width or len(words) < 2:
        return [look.render_fit(name, role, size, width, colour)]
    cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k]))
                                                     - len(" ".join(words[k:]))))
    parts = [" ".join(words[:cut]), " ".join(words[cut:])]
    while size > 9 and any(look.render(part, role, size, colour).get_width() > width
                           for part in parts):
        size -= 1  # both lines at one size, the larger line decides
    return [look.render_fit(part, role, size, width, colour) for part in parts]


def caption(surface: pygame.Surface, text: str, role: str, size: int, width: int,
            colour: tuple[int, int, int], midtop: tuple[int, int]) -> None:
    """A caption under a board zone, on one or two lines."""
    x, y = midtop
    for line in name_lines(text, size, width, role, colour):
        surface.blit(line, line.get_rect(midtop=(x, y)))
        y += line.get_height()


def face(card: str, size: tuple[int, int], words: bool = True) -> pygame.Surface:
    """A card's face (a token such as "SA2:titan", or a bare code named by its kind);
    without `words`, only its rank and suit (a card half hidden under others)."""
    code = code_of(card)
    w, h = size
    colour, glyph = SUIT_STYLE[SUIT[code]]
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 10)
    pygame.draw.rect(surface, (24, 28, 60), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, colour, surface.get_rect(), width=max(2, w // 28),
                     border_radius=radius)
    rank = RANK[code]
    corner = look.render(str(rank), "bold", max(12, h // 6), colour)
    surface.blit(corner, (w // 12, h // 40))
    pip = glyph_surface(glyph, (max(8, w // 5), max(8, w // 5)), colour)
    # the suit's symbol under the rank: a card deep in a fanned hand still says both
    surface.blit(pip, pip.get_rect(midtop=(w // 12 + corner.get_width() // 2,
                                           h // 40 + corner.get_height())))
    symbol = glyph_surface(glyph, (round(w * 0.5), round(h * 0.28)), colour)
    surface.blit(symbol, symbol.get_rect(center=(w // 2 + w // 20, round(h * 0.42))))
    if rank in (3, 4, 5):  # the trumps: a mark of their own beside the colour
        pygame.draw.circle(surface, look.GOLD, (w - w // 6, h // 8), max(3, w // 16),
                           width=2)
    if not words:
        return surface
    name = card_title(card)
    if h >= 85:
        lines = name_lines(name, max(10, h // 10), w - w // 10)
    else:  # a tiny card (a rule book row in a small window): one line of name
        lines = [look.render_fit(name, "bold", max(9, h // 9), w - w // 10, look.TEXT)]
    step = lines[0].get_height() - 2
    roomy = h >= 120  # a small card (a rule book's example) leaves the kind out
    top = round(h * (0.72 if len(lines) == 1 and roomy else 0.78 if len(lines) == 1
                     else 0.64 if roomy else 0.70))
    for i, line in enumerate(lines):
        surface.blit(line, line.get_rect(midtop=(w // 2, top + i * step)))
    if roomy:  # the kind where it reads in full (the pile, the close-up), else the suit
        kind = kind_title(code)
        suit = text_of(f"suit.{SUIT[code]}")
        label = kind if kind != name and (h >= 190 or suit == name) else suit
        kind_line = look.render_fit(label, "text", max(9, h // 15), w - w // 8, look.TEXT_DIM)
        surface.blit(kind_line, kind_line.get_rect(midbottom=(w // 2, h - max(3, h // 30))))
    return surface


def back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 10)
    pygame.draw.rect(surface, (34, 30, 82), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, look.GOLD_DEEP, surface.get_rect(), width=max(2, w // 30),
                     border_radius=radius)
    for i, (colour, _) in enumerate(SUIT_STYLE.values()):  # five orbits around the Sun
        pygame.draw.circle(surface, colour, (w // 2, h // 2), round(w * (0.1 + 0.07 * i)),
                           width=1)
    pygame.draw.circle(surface, SUIT_STYLE["SO"][0], (w // 2, h // 2), max(3, w // 14))
    return surface
