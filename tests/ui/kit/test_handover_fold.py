"""The hand-over's lesson card opens once: folded with L, it stays folded on its later
turns (pt15a 1: it came back over Astromagie's slots 4-6 each turn after L closed it)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.kit.guided import HandOverCard
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import frames, key

pytestmark = pytest.mark.app(fast=True, autosave=False)


def test_pt15a_1_a_folded_hand_over_card_stays_folded(app, instant_bots):
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, "solar-republic")
    app.stack.push(scene)
    seen: list[bool] = []  # at each of the person's turns with the card: whether it is open
    for _ in range(4000):
        session = scene.session
        if session.finished or len(seen) >= 3:
            break
        frames(app)
        if not scene.human_turn():
            continue
        coaching = session.coaching
        if isinstance(coaching, HandOverCard):
            seen.append(scene.coach_card.open)
            if len(seen) == 1:
                key(app, pygame.K_l)  # folded at once
                assert not scene.coach_card.open
            scene.play(session.state.legal_moves()[0])
        elif coaching is not None and coaching.move:
            scene.play(coaching.move)
        else:
            scene.play(session.state.legal_moves()[0])
    assert seen[0] is True  # it opens when the lessons end ...
    assert len(seen) >= 2 and not any(seen[1:])  # ... and stays folded once folded
