"""Enter in a lesson follows the lesson's move, as H then Enter would (pt18: in
Zahlenstreifen's guided game Enter, Enter on the lesson's card only said how to choose a
card, and the lesson's card played only by a click)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.app import App
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import frames, key


def _lesson_turn(app: App, game: str) -> KitTableScene:
    """The guided game of `game` at its first lesson's turn, the table at rest."""
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, game)
    app.stack.push(scene)
    session = scene.session
    for _ in range(3000):
        frames(app)
        if scene.human_turn() and session.coaching is not None and session.coaching.move \
                and not scene.moving_cards():
            return scene
    raise AssertionError("no lesson's turn came")


@pytest.mark.parametrize("game, enters", [("zahlenstreifen", 2), ("astromagie", 7)])
def test_enter_plays_the_lessons_move(app: App, game: str, enters: int) -> None:
    scene = _lesson_turn(app, game)
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
    scene = _lesson_turn(app, "zahlenstreifen")
    session = scene.session
    lesson = session.coaching.move if session.coaching is not None else None
    hand = scene.hand()
    key(app, pygame.K_RIGHT)
    assert scene.selected is not None
    chosen = hand[scene.selected]
    assert scene.enter_on_lesson() is (chosen in str(lesson))
