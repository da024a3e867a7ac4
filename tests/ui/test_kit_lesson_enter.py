"""Enter in a lesson follows the lesson's move, as H then Enter would (pt18: in
Zahlenstreifen's guided game Enter, Enter on the lesson's card only said how to choose a
card, and the lesson's card played only by a click)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.app import App
from tests.ui.guided import lesson_turn
from tests.ui.ui_events import key


@pytest.mark.parametrize("game, enters", [("zahlenstreifen", 2), ("astromagie", 7)])
def test_enter_plays_the_lessons_move(app: App, game: str, enters: int) -> None:
    scene = lesson_turn(app, at_rest=True, game=game)
    session = scene.session
    lesson = session.coaching.move if session.coaching is not None else None
    made = len(session.state.history)
    for _ in range(enters - 1):
        key(app, pygame.K_RETURN, settle=5)
        assert session.coaching is not None, "not played before its last step"
    key(app, pygame.K_RETURN, settle=5)
    assert str(session.state.history[made]) == str(lesson)  # the lesson's move, made by Enter


def test_enter_with_the_persons_own_card_plays_that_card(app: App) -> None:
    """A card the person chose (→) is theirs: Enter does not swap it for the lesson's."""
    scene = lesson_turn(app, at_rest=True, game="zahlenstreifen")
    session = scene.session
    lesson = session.coaching.move if session.coaching is not None else None
    hand = scene.hand()
    key(app, pygame.K_RIGHT)
    assert scene.selected is not None
    chosen = hand[scene.selected]
    assert scene.enter_on_lesson() is (chosen in str(lesson))
