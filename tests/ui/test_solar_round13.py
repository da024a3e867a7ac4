"""The Solar Republic's table after pt10c, round 13: the first lesson keeps to four lines at
1024x700, clear of the piles and the hand (it took six once it named the draw-four
dialog's answers). (Its lit empty pile, one card's place then, is one frame of one size
since round 14: test_solar_round14.py.)"""

from __future__ import annotations

import pytest

from astromagie import i18n
from tests.ui.guided import coached_lessons


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
def test_the_first_lesson_keeps_to_four_lines_clear_of_the_piles_and_the_hand(app, lang):
    app.settings.language = lang
    i18n.set_language(lang)
    for scene, _coaching in coached_lessons(app, "solar-republic", 1 + 1):
        scene.draw(app.screen)
        snap = scene.snapshot()
        card, _pill = scene.painter.lesson_layout(app.screen, snap, snap.coaching,
                                                  scene.frame, scene.board)
        # four lines of a card on the board; the side column's card is half as wide (its
        # home since pt15d 9), so twice as many there
        assert len(card.lines) <= (8 if scene.frame.side.contains(card.box) else 4), \
            card.lines
        board = scene.board
        covered = [board.frame, board.draw, scene.frame.hand]
        assert card.box.collidelist(covered) < 0, card.box
        break
    else:
        pytest.fail("the guided game showed no lesson")
