"""A lesson whose move opens a choice (Solar's draw-four and steal, Monad's bonus) leaves
its card readable: the question's panel stands beside or below the card, not over it
(pt14c 2: Saturn's, the Sun's and Mercury's dialogs hid the coach's reason)."""

from __future__ import annotations

import itertools

import pytest

from astromagie import i18n
from astromagie.ui.app import App
from astromagie.ui.kit.picking import labels_of, panel_rect
from tests.ui.guided import coached_lessons
from tests.ui.ui_events import frames

SIZES = [(1280, 800), (1024, 700)]


def dialogs_at_the_lessons(app: App, game: str, last_step: int) -> list[int]:
    """Each lesson whose move opens a question, opened as a drop would: checked that its
    panel and the lesson's card do not meet; the lessons' steps found."""
    found: list[int] = []
    for scene, coaching in coached_lessons(app, game, last_step, by_session=True):
        session = scene.session
        # a turn input of its own: the session's turn stays as the lesson found it
        turn = session.view.turn_input(session.state, session.viewer, session.seating.names)
        for card, zone in itertools.product(coaching.cards, coaching.zones):
            decision = turn.drop(card, zone)
            if decision.kind != "choose":
                continue
            scene.decide(decision)
            frames(app)
            picker, card_box = scene.picker, scene.painter.lesson_box
            assert picker is not None and card_box is not None
            rects = scene.painter.picker_rects(scene.frame, len(picker.options),
                                               labels_of(picker))
            panel = panel_rect(scene.frame, rects, picker.question, picker.lit)
            assert not panel.colliderect(card_box), (session.guide_step, panel, card_box)
            assert scene.frame.board.union(scene.frame.hand).contains(rects[0])
            scene.picker = None
            found.append(session.guide_step)
            break
    return found


# each size once, the German words at the smaller (the tighter case): a guided game costs
# some 4 s a run
@pytest.mark.parametrize(("app", "lang"), [(SIZES[0], "en"), (SIZES[1], "de")],
                         indirect=["app"])
def test_solar_saturn_sun_and_mercury_dialogs_leave_the_lesson_card_readable(app, lang):
    i18n.set_language(lang)
    try:
        steps = dialogs_at_the_lessons(app, "solar-republic", 8)
        # Saturn's, the Sun's and Mercury's lessons: Mercury's steal, one player to rob
        # in the two-player guided game, asks yes or no (pt18 17)
        assert len(steps) >= 3, steps
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("app", SIZES[1:], indirect=True)  # the tighter size: 7 s a run
def test_monads_bonus_dialog_leaves_the_lesson_card_readable(app):
    i18n.set_language("de")  # the longer words: the tighter case
    try:
        assert dialogs_at_the_lessons(app, "monad", 10)  # the bonus lesson (step 9)
    finally:
        i18n.set_language("en")
