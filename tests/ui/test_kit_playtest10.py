"""The kit table after the newcomer playtest pt8: a click on the coach's card after a
Solar 2 chooses it (pt8c 3), a quick drag acts as a slow one (pt8c 7)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.kit.table import KitTableScene
from tests.ui.guided import coached_lessons
from tests.ui.ui_events import click, frames, post

pytestmark = pytest.mark.app(fast=True, autosave=False)


def card_rect(scene: KitTableScene, code_part: str) -> pygame.Rect:
    hand = scene.hand()
    index = next(i for i, code in enumerate(hand) if code_part in code)
    return scene.frame.hand_rects(len(hand), scene.selected, hand)[index]


def test_a_click_on_the_lessons_card_after_a_solar_2_chooses_it_and_folds_the_coach(app):
    """pt8c 3: at steps 3 and 6 (each after the person's own 2) the click on Sun or
    Mercury only folded the coach; the pile click then said "choose a card first"."""
    checked = []
    for scene, coaching in coached_lessons(app, "solar-republic", 7):
        if scene.session.guide_step not in (3, 6):
            continue
        card = coaching.move.split()[1]
        assert scene.coach_card.open
        click(app, card_rect(scene, card))
        assert not scene.coach_card.open  # folded, as a side effect
        assert scene.selected is not None and card in scene.hand()[scene.selected]
        click(app, scene.board.zone_rect("pile"), settle=3)
        played_or_asked = scene.picker is not None or scene.session.guide_step > 3 and \
            scene.state.history[-1].startswith(f"P {card}")
        assert played_or_asked, scene.message
        scene.picker = None
        checked.append(scene.session.guide_step)
    assert checked == [3, 6]


def _quick_drag(app, start: tuple[int, int], end: tuple[int, int], motions: int) -> None:
    """Press, `motions` big moves and release, all delivered in one frame."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, motions + 1):
        pos = (start[0] + (end[0] - start[0]) * i // motions,
               start[1] + (end[1] - start[1]) * i // motions)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app, 3)


@pytest.mark.parametrize("motions", [0, 1, 2])
def test_a_quick_drag_to_the_pile_plays_as_a_slow_one(app, motions):
    """pt8c 7: a fast drag of a card to the pile did nothing. Press, none to two motions
    and the release in one frame play Ceres on Io (the guided game's step 5), as a slow
    drag does; with no motion at all the release over the pile still counts."""
    for scene, coaching in coached_lessons(app, "solar-republic", 6):
        if scene.session.guide_step != 5:
            continue
        assert coaching.move == "P SO2"
        before = len(scene.state.history)
        _quick_drag(app, card_rect(scene, "SO2").center,
                    scene.board.zone_rect("pile").center, motions)
        assert scene.state.history[before:before + 1] == ["P SO2"], scene.message
        return
    pytest.fail("the guided game never reached step 5")
