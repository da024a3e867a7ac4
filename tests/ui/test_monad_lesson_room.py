"""Monad's first lessons lie clear of what they must leave in sight (pt9d 1): the first
lesson's card left the tray's words covered ("Leap: after a trade or a buy, 4 to 6
Commons…"), and the End turn lesson lay over the hand and the Quint column's "taken
next". Each lesson's card, at both window sizes and in both languages, covers neither the
tray, the hand, a column's card taken next nor its "taken next" line. The first lesson
names the front where it lies (pt9d 3)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.view.words import text_of
from tests.ui.guided import coached_lessons


@pytest.mark.parametrize("lang", ["en", "de"])
# the small window only: it is the tight one (1280x800 leaves each card more room; the
# guided game to step 3 costs about 2 s a run, so one size)
@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
def test_the_first_three_lessons_leave_the_tray_the_hand_and_the_fronts_in_sight(app, lang):
    app.settings.language = lang
    i18n.set_language(lang)
    seen = 0
    for scene, _coaching in coached_lessons(app, "monad", 4):
        scene.draw(app.screen)
        snap = scene.snapshot()
        card, _pill = scene.painter.lesson_layout(app.screen, snap, snap.coaching,
                                                  scene.frame, scene.board)
        board = scene.board
        covered = [board.tray, scene.frame.hand, *board.next_labels.values(),
                   *(board.zone_rect(f"col:{rank}") for rank in range(2, 6))]
        assert card.box.collidelist(covered) < 0, (lang, scene.session.guide_step, card.box)
        seen += 1
    assert seen == 3  # the trade, the leap and the end of the turn


def test_the_first_lesson_says_the_front_is_the_bottom_card_taken_next():
    """pt9d 3: "front card" read as the top of the column; the first lesson says where."""
    assert text_of("coach.start", goal=1) == \
        "Race to 1 Monad. A column's front is its bottom card, “taken next”."
    assert text_of("board.next") == "taken next"  # the line the lesson quotes
    i18n.set_language("de")
    assert text_of("coach.start", goal=2) == "Ziel: 2 Monaden. Vorderste Karte: die unterste."
