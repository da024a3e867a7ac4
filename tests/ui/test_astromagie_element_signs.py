"""Astromagie's four element signs tell themselves apart by shape, not by a thin bar
(playtest pt2, finding 13: Fire was laid beside Gemini's Air as if they matched): Fire
and Water solid, Air and Earth hollow; Fire and Air point up, Water and Earth down."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.astromagie.view.lettering import element_surface

WHITE = (255, 255, 255)


def ink(surface: pygame.Surface) -> float:
    """How low the sign's ink lies in its box (0 top, 1 bottom)."""
    w, h = surface.get_size()
    total = weighted = 0.0
    for y in range(h):
        for x in range(w):
            alpha = surface.get_at((x, y)).a / 255
            total += alpha
            weighted += alpha * y
    return weighted / total / (h - 1)


def middle(name: str, box: int) -> int:
    """The sign's opacity inside its triangle, between the tip and the bar."""
    surface = element_surface(name, box, WHITE)
    up = name in ("FIRE", "AIR")
    return surface.get_at((box // 2, round(box * (0.42 if up else 0.58)))).a


@pytest.mark.parametrize("box", [16, 24, 40])  # a zodiac's badge up to the element's medallion
def test_fire_and_water_are_solid_air_and_earth_hollow(box):
    assert middle("FIRE", box) > 200 and middle("WATER", box) > 200
    assert middle("AIR", box) < 100 and middle("EARTH", box) < 100


@pytest.mark.parametrize("box", [10, 40])
def test_fire_and_air_point_up_water_and_earth_down(box):
    lows = {name: ink(element_surface(name, box, WHITE))
            for name in ("FIRE", "AIR", "WATER", "EARTH")}
    assert lows["FIRE"] > 0.5 > lows["WATER"]  # a triangle's ink lies towards its base
    assert lows["AIR"] > lows["EARTH"]
