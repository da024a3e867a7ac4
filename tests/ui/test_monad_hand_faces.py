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
