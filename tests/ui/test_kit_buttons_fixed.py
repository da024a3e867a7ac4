"""The buttons keep their places when Undo my turn becomes possible (pt5a 8, pt6a 11,
pt6c 5: Draw, Hint and Play moved up when Undo came, and a click where Hint had been
undid the turn). Undo stands from the start, shut until there is a turn to take back."""

from __future__ import annotations

import pygame
import pytest

from astromagie.kit.view import Action
from astromagie.ui.kit.buttons import button_rects, column
from astromagie.ui.kit.frame import compute_frame


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("own", [
    [Action("draw", "Draw", True, pygame.K_d)],
    [Action("play", "Play", False, pygame.K_RETURN),
     Action("takeback", "Undo card", False, pygame.K_BACKSPACE)],
])
def test_undo_coming_moves_no_button(size, own):
    frame = compute_frame(size, 1.42)
    before, after = column(own, False, True), column(own, True, True)
    assert [a.id for a in before] == [a.id for a in after]
    undo = next(a for a in before if a.id == "undo")
    assert not undo.enabled and next(a for a in after if a.id == "undo").enabled
    assert button_rects(frame, before) == button_rects(frame, after)
