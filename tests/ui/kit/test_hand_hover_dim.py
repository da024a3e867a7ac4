"""pt15c 5: resting the mouse on a hand card lit every card and raised an unplayable one
larger than the hand panel. A card with no place stays dimmed in its place under the
mouse (no rest close-up), and while a card that fits rests larger, the others keep their
dim around it (`handcues.HandCues.rest_target`, `paint_dimmed(above=...)`)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.kit.closeup_state import HOVER_SECONDS
from astromagie.ui.kit.handcues import outside, shown_parts
from astromagie.ui.kit.peek import rest_rect
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_kit_playtest10 import open_solar
from tests.ui.ui_events import DT, frames, move_to

pytestmark = pytest.mark.app(fast=True, autosave=False)


def _parts(scene: KitTableScene) -> list[pygame.Rect]:
    hand = scene.hand()
    return shown_parts(scene.frame.hand_rects(len(hand), scene.selected, hand), scene.selected)


def _rest_on(app, scene: KitTableScene, index: int) -> None:
    part = _parts(scene)[index]
    move_to(app, (part.x + min(12, part.w // 2), part.centery))
    frames(app, round(HOVER_SECONDS / DT) + 6)


def _brightness(surface: pygame.Surface, rect: pygame.Rect) -> int:
    return sum(pygame.transform.average_color(surface, rect)[:3])


def test_pt15c_5_an_unplayable_card_under_a_resting_mouse_stays_dimmed_and_in_place(app):
    scene = open_solar(app)
    blocked = scene.without_place(scene.hand())
    assert blocked
    stuck = blocked[0]
    _rest_on(app, scene, stuck)
    assert scene.closeup.code is None  # it does not open larger out of the hand panel
    part = _parts(scene)[stuck]
    scene.draw(app.screen)
    dim = _brightness(app.screen, part)
    scene.kit.marks_playable = False  # (on the instance: the class keeps its own)
    scene.draw(app.screen)
    plain = _brightness(app.screen, part)
    del scene.kit.marks_playable
    assert dim < plain * 0.75


def test_pt15c_5_a_playable_card_resting_larger_leaves_the_others_dimmed(app):
    scene = open_solar(app)
    hand = scene.hand()
    blocked = scene.without_place(hand)
    fits = next(i for i in range(len(hand)) if i not in blocked)
    _rest_on(app, scene, fits)
    assert scene.closeup.code == hand[fits] and not scene.closeup.pinned
    big = rest_rect(scene.frame, scene.pointer.mouse)
    shown = [piece for i in blocked for piece in outside(_parts(scene)[i], big)
             if piece.w >= 6 and piece.h >= 6]
    assert shown  # some dimmed card lies beside the raised one
    scene.draw(app.screen)
    dims = [_brightness(app.screen, piece) for piece in shown]
    raised = _brightness(app.screen, big.inflate(-20, -20))
    scene.kit.marks_playable = False
    scene.draw(app.screen)
    plains = [_brightness(app.screen, piece) for piece in shown]
    lit = _brightness(app.screen, big.inflate(-20, -20))
    del scene.kit.marks_playable
    assert all(d < p * 0.8 for d, p in zip(dims, plains, strict=True))
    assert raised == lit  # the card that fits shows as it is, over the dim


def test_outside_cuts_a_hole_into_at_most_four_pieces_covering_the_rest():
    part, hole = pygame.Rect(0, 0, 100, 50), pygame.Rect(30, 10, 20, 20)
    pieces = outside(part, hole)
    assert len(pieces) == 4
    assert sum(p.w * p.h for p in pieces) == 100 * 50 - 20 * 20
    assert not any(p.colliderect(hole) for p in pieces)
    assert outside(part, None) == [part]
    assert outside(part, pygame.Rect(200, 0, 5, 5)) == [part]
