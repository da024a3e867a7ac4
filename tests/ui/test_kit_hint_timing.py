"""When the hint speaks: H pressed while the bots play is held and answered at the
person's turn (pt3a 6), and words telling them to wait go when the turn comes (pt3a 17)."""
from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from tests.kit import toy
from tests.ui.test_kit_table import human_turn, open_kit, wait_for
from tests.ui.ui_events import frames, key

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def bots_turn(app):
    """A table where the person has just drawn: the bot plays, its card still to fly."""
    scene = open_kit(app, speed=1.0)
    human_turn(app, scene)
    key(app, pygame.K_d)
    assert not scene.human_turn()
    return scene


def test_h_pressed_while_a_bot_plays_is_answered_when_the_turn_comes(app):
    scene = bots_turn(app)
    key(app, pygame.K_h)
    assert scene.hint_held and scene.message == i18n.tr("kit.hint_held")
    human_turn(app, scene)
    frames(app)
    assert not scene.hint_held
    wait_for(app, scene, lambda: scene.session.message_kind == "hint"
             and scene.message != i18n.tr("kit.hint_thinking"))
    assert scene.message != i18n.tr("kit.hint_held")


def test_please_wait_goes_when_the_persons_turn_comes(app):
    scene = bots_turn(app)
    scene._not_now()  # a click on the hand while the bot plays
    assert scene.message and scene.session.message_kind == "wait"
    scene.session.message_left = 1000.0  # not its own timeout: the turn's coming takes it
    human_turn(app, scene)
    frames(app)
    assert scene.message == "" or scene.session.message_kind != "wait"


def test_a_hint_on_the_persons_own_turn_is_given_at_once(app):
    scene = open_kit(app)
    human_turn(app, scene)
    key(app, pygame.K_h)
    assert not scene.hint_held and scene.session.message_kind == "hint"
    assert toy.INFO.id == scene.session.config.game
