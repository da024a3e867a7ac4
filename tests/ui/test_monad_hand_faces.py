"""Monad's hand cards fanned tight keep their value in sight (pt7d 10: with 8 cards in
hand the next card covered each card's "1 ☀"): the value and the temperature mark stand
at the end of the strip the next card leaves, and a card shown whole is unchanged."""

from __future__ import annotations

import pygame

from astromagie.games.monad.view import VIEW
from astromagie.games.monad.view.faces import PALETTE

SIZE = (90, 126)


def band_inked(face: pygame.Surface, code: str, start: int, end: int) -> bool:
    """Whether anything but the band's colour is painted in the band between x start, end
    (the band's middle rows, clear of the border)."""
    colour = PALETTE[code[0]]
    band_h = round(SIZE[1] * 0.25)
    return any(face.get_at((x, y))[:3] != colour
               for x in range(start, end) for y in range(band_h // 3, band_h * 2 // 3))


def test_a_covered_hand_cards_value_keeps_to_the_strip_in_sight():
    pygame.init()
    shown = 62
    for code in ("R1", "B2", "Y4", "P5^"):
        whole = VIEW.face(code, SIZE)
        fanned = VIEW.hand_face(code, SIZE, shown)
        assert fanned.get_size() == SIZE
        assert band_inked(whole, code, shown, SIZE[0] - 6)  # whole: the value and sign at the end
        assert not band_inked(fanned, code, shown, SIZE[0] - 6), code  # fanned: nothing hidden
        assert band_inked(fanned, code, shown // 2, shown)  # the value and sign moved in sight


def test_a_relatives_band_star_stands_clear_of_its_rank_and_its_points():
    """pt12d 16: at 1024x700 the column cards read "4★16", the star touching both. The
    star's pixels (the relative's face against the plain one, in the band's middle rows)
    keep at least 3 px from the corner digit and from the points, at every card width a
    window from 1024x700 to full screen gives a column."""
    pygame.init()
    for width in range(64, 131, 6):
        size = (width, round(width * VIEW.card_ratio))
        band_h = round(size[1] * 0.25)
        rows = range(band_h // 3, band_h * 2 // 3)
        inside = range(width // 18 + 2, width - width // 18 - 2)  # the relative's frame off
        for code in ("B4", "R2", "G5"):
            plain, relative = VIEW.face(code, size), VIEW.face(code + "^", size)
            colour = PALETTE[code[0]]
            star = [x for x in inside for y in rows
                    if relative.get_at((x, y)) != plain.get_at((x, y))]
            inked = [x for x in inside for y in rows
                     if plain.get_at((x, y))[:3] != colour]
            assert star, (size, code)
            left = [x for x in inked if x < min(star)]
            right = [x for x in inked if x > max(star)]
            assert left and right, (size, code)
            assert min(star) - max(left) > 3 and min(right) - max(star) > 3, (
                size, code, max(left), min(star), max(star), min(right))
