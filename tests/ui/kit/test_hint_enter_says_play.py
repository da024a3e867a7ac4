"""H, then Enter takes up the hint's card and shows it at its place; the line under it
says a second Enter (or a click) plays it, in every game (pt16b 3: Zahlenstreifen showed
the card at the 0 with its cost, and nothing said a second Enter lays it)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.kit.hinting import hint_marks
from tests.ui.spy import texts_drawn
from tests.ui.test_kit_playtest11a import open_game
from tests.ui.ui_events import key

pytestmark = pytest.mark.app(fast=True, autosave=False)


def a_card_move(scene):
    """A legal move that lays one of the hand's cards at a place, its first Enter taking
    up a card (not a move begun by a click on a place, as Monad's buy: hintbutton)."""
    session = scene.session
    hand = list(session.view.hand(session.state, session.turn.seat))
    opening = getattr(session.turn, "opening", lambda move: None)
    for move in session.state.legal_moves():
        cards, zones = hint_marks(session.view, session.state, move, session.board, hand)
        if cards and zones and opening(move) is None:
            return move
    raise AssertionError("no card move")


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
@pytest.mark.parametrize("game", ["astromagie", "monad", "solar-republic", "zahlenstreifen"])
def test_pt16b_3_the_hints_taken_up_card_says_enter_plays_it(app, game, monkeypatch):
    scene = open_game(app, game)
    session = scene.session
    move = a_card_move(scene)
    session.bots.hint_move = move
    session.show_hint(move)
    history = list(session.state.history)
    key(app, pygame.K_RETURN)
    assert list(session.state.history) == history and scene.selected is not None
    said = texts_drawn(monkeypatch, scene.painter, "fit")
    scene.draw(pygame.Surface(app.size))
    from astromagie.i18n import tr
    assert tr("kit.click_again") in said, (game, said[-6:])
    assert scene.painter.chosen_box is not None
