"""The coach's card in one place, and the log clear of it (issue 38 round 14, pt11a 1,
pt11d 3 and 11): the card's spot is chosen once per lesson and window, so staging the
lesson's cards never moves it; over the log column the log's lines start below it; and
a log with room to spare stands under its title, not at the column's foot."""

from __future__ import annotations

import pygame

from astromagie.ui.kit.logscroll import paint_log_lines
from tests.ui.guided import coached_lessons
from tests.ui.test_astromagie_table import drop
from tests.ui.ui_events import frames


def test_staging_the_lessons_cards_leaves_the_lesson_card_where_it_was(app):
    """pt11a 1: stacking Trine and Sun on 5+6 sent the card from the board onto the log."""
    for scene, coaching in coached_lessons(app, "astromagie", 6):
        if scene.session.guide_step != 5:  # the pair stacked on the pair on 5+6
            continue
        scene.draw(app.screen)
        first = scene.painter.lesson_box
        assert first is not None
        for pos, code in coaching.move.placements:
            drop(app, scene, code, f"pos:{pos}")
            frames(app)
            scene.draw(app.screen)
            assert scene.painter.lesson_box == first, (code, pos)
        assert scene.session.staged_cards()  # the cards were laid, the card stayed put
        return
    raise AssertionError("no lesson")


def test_a_lesson_card_over_the_log_column_leaves_every_log_line_below_it(app):
    """pt11d 3: "You begin." showed cut through under the card; the log starts below it,
    from the card's first frame on (the card's home is the log column: pt15d 9)."""
    for scene, _coaching in coached_lessons(app, "astromagie", 2):
        if not scene.session.log_lines:
            continue  # the log has a line to cut only from the second lesson on
        scene.painter.invalidate()  # a fresh layout: its first frame too
        for _ in range(2):
            scene.draw(app.screen)
            card, log = scene.painter.lesson_box, scene.painter.log_box
            assert card is not None and card.colliderect(scene.frame.side)  # aside
            assert log.y >= card.bottom and log.h > 0, (card, log)
        return
    raise AssertionError("no lesson with a log")


def test_a_short_log_stands_under_its_title():
    """pt11d 11: a log anchored at the foot left a large empty band under "Game log"."""
    surface = pygame.Surface((300, 400))
    line = pygame.Surface((100, 18))
    line.fill((255, 255, 255))
    log = pygame.Rect(10, 50, 280, 300)
    assert paint_log_lines(surface, [[line], [line, line]], log, 12, False)
    rows = [y for y in range(400) if surface.get_at((20, y))[0]]
    assert rows[0] == log.y and rows[-1] == log.y + 3 * 18 - 1
