"""A shut button pressed says why (pt5a, 1): on the game's first move Draw is shut (SR6),
and D or a click on the greyed button refused in silence, while a click on the deck
said "play a card first". Now the button and its key say what the deck says."""

from __future__ import annotations

import pygame

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_kit_table import human_turn
from tests.ui.ui_events import frames


def first_move(app) -> KitTableScene:
    """A table where the person makes the game's first move."""
    for seed in range(1, 40):
        seats = (SeatConfig("You", "human"), SeatConfig("Vega", "random"))
        scene = KitTableScene(app, GameConfig(seats, seed=seed, game="solar-republic"),
                              ai_mode="thread", ai_budget=0.01)
        app.stack.push(scene)
        frames(app)
        if scene.state.current_player == 0 and not scene.state.history:
            return scene
        app.stack.pop()
    raise AssertionError("no seed gives the person the first move")


def test_SR6_the_shut_draw_button_and_its_key_say_why(app):
    scene = first_move(app)
    human_turn(app, scene)
    draw = next(a for a in scene.actions() if a.id == "draw")
    assert not draw.enabled
    scene.press_action(draw)
    assert scene.session.message_kind == "error" and "SR6" in scene.session.message
    deck = scene.session.message
    scene.session.say("", "", 0.0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0,
                                         unicode="d", scancode=0))
    frames(app)
    assert scene.session.message == deck  # the key says it too, in the same words
    assert not scene.state.history  # and nothing was played


def test_SR6_enter_after_a_draw_hint_draws_and_takes_up_no_card(app):
    """pt6c, 11: after 'Try: draw a card' Enter took up the hand's first card, which did
    not fit; the hint lit the draw pile and no card, so Enter clicks the draw pile."""
    scene = first_move(app)
    human_turn(app, scene)
    scene.session.play(scene.state.legal_moves()[0])  # the first move: a card
    human_turn(app, scene)
    assert "D" in scene.state.legal_moves()
    before = len(scene.state.history)
    scene.session.say("Try: draw a card.", "hint", 15.0)
    scene.session.hint_marks = ((), ("draw",))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    frames(app)
    assert scene.selected is None
    assert scene.state.history[before:before + 1] == ["D"]
