"""A coach's gold frame round a pile with no badge words is whole (pt14c 11: the empty box
of Solar's wordless badge, laid back over the frames as a badge is, cut a notch in it)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.look import theme
from tests.ui.test_kit_playtest10 import open_solar

pytestmark = pytest.mark.app(fast=True, autosave=False)


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_pt14c_11_the_frame_round_a_wordless_pile_has_no_notch(app):
    scene = open_solar(app)
    snap = scene.snapshot()
    piles = scene.painter.piles(snap)
    wordless = [p for p in piles if not p.label]
    assert wordless  # Solar's piles say their counts in their captions
    zone = wordless[0].zone
    surface = pygame.Surface(app.screen.get_size())
    surface.fill((1, 2, 3))
    scene.painter._mark(surface, snap, scene.frame, scene.board, (), (zone,))
    ring = scene.board.zone_rect(zone).inflate(10, 10)
    # the frame's straight edges, away from its rounded corners
    edges = [(x, y) for x in range(ring.left + 12, ring.right - 12)
             for y in (ring.top, ring.bottom - 1)]
    edges += [(x, y) for y in range(ring.top + 12, ring.bottom - 12)
              for x in (ring.left, ring.right - 1)]
    gaps = [p for p in edges if surface.get_at(p)[:3] != theme.GOLD[:3]]
    assert not gaps, gaps[:5]
