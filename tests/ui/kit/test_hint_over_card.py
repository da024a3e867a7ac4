"""The hint's one home holds with the coach's card in the log column too (pt16b 4: at
Zahlenstreifen's hand-over card the hint, too long for the room under the card, fell back
to the strip under the board, and later hints stood in the side column): with no room
under the card the hint stands at the column's top and the card folds into its pill
while it is said."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.guided import coached_lessons
from tests.ui.test_kit_playtest11a import LONG_HINTS
from tests.ui.ui_events import frames

pytestmark = pytest.mark.app(fast=True, autosave=False)

LONGEST = LONG_HINTS[0] + " " + LONG_HINTS[2]  # longer than any room under a lesson card


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("game", ["zahlenstreifen", "astromagie"])
def test_pt16b_4_a_hint_with_no_room_under_the_card_stands_in_its_place(app, game):
    for scene, _coaching in coached_lessons(app, game, 2):
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        card = scene.painter.lesson_box
        assert card is not None and scene.frame.side.contains(card)
        for words, fits_under in (("Try: red 6.", True), (LONGEST, False)):
            scene.say(words, "hint", 60.0)
            for _ in range(2):
                scene.draw(surface)
            hint = scene.painter.message_box
            assert hint is not None and scene.frame.side.contains(hint), words  # the column
            assert not hint.colliderect(scene.frame.board)
            if fits_under:
                assert scene.painter.lesson_box == card and hint.top >= card.bottom
            else:  # in the card's place, the card folded into its pill meanwhile
                assert scene.painter.lesson_box is None and hint.top < card.centery
                assert scene.painter.lesson_pill is not None
                assert scene.painter.log_box.top >= hint.bottom
        scene.say("", "hint", 0.0)
        frames(app, 2)
        scene.draw(surface)
        assert scene.painter.lesson_box == card  # the card back once the hint is gone
        return
    raise AssertionError("no lesson reached")
