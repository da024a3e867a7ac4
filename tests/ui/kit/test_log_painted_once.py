"""pt15b 11: the frame the coach's card took the log column, the log painted under its
title showed through the column painted again below the card: two texts on a row ("You
play red 2.ow 6."), until the next frame (`logscroll.draw_once_placed`)."""

from __future__ import annotations

from tests.ui.guided import coached_lessons


def test_pt15b_11_the_first_frame_of_a_card_aside_paints_each_log_line_once(app):
    """The first frame of a card placed over the log column is the same as the next one,
    when the card's place is known: no line shows through another. (The card's home is the
    log column since round 19, so every lesson's card lies aside.)"""
    for scene, _coaching in coached_lessons(app, "astromagie", 2):
        if not scene.session.log_lines:
            continue  # the log has lines from the second lesson on
        side = scene.frame.side
        scene.painter.invalidate()  # the card is placed anew in the next paint
        scene.draw(app.screen)
        first = app.screen.subsurface(side).copy()
        scene.draw(app.screen)
        again = app.screen.subsurface(side)
        assert scene.painter.lesson_box is not None \
            and scene.painter.lesson_box.colliderect(side)  # the card lies aside
        differ = sum(first.get_at((x, y)) != again.get_at((x, y))
                     for x in range(0, side.w, 3) for y in range(0, side.h, 3))
        assert differ == 0
        return
    raise AssertionError("no lesson with a log")
