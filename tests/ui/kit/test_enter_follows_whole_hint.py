"""H, then Enter, Enter, ... carries out the whole hinted move in every game, one visible
step a press, and ends with the move made (pt17a 1: after two of the three hinted cards
the hint was gone and Enter did nothing; pt17b 6: the secret choice's second card was
not laid; pt17b 7: Enter typed while the hint was being computed was lost or left a card
half-chosen; pt17d 1: at the hand-over Enter acted on a card focused by an earlier key)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.ui.kit.hinting import hint_marks
from tests.ui.test_kit_playtest11a import open_game
from tests.ui.test_kit_table import wait_for
from tests.ui.ui_events import key

pytestmark = pytest.mark.app(fast=True, autosave=False)


def hinted(scene, wanted):
    """A legal move of the person's turn that `wanted(cards, zones, move)` accepts."""
    session = scene.session
    hand = list(session.view.hand(session.state, session.turn.seat))
    for move in session.state.legal_moves():
        cards, zones = hint_marks(session.view, session.state, move, session.board, hand)
        if wanted(cards, zones, move):
            return move
    return None


def played_on_to(app, scene, wanted, turns: int = 80):
    """The game played on (the person's turns by their first legal move) to a turn with a
    move `wanted` accepts; that move."""
    session = scene.session
    for _ in range(turns):
        move = hinted(scene, wanted)
        if move is not None:
            return move
        session.play(session.state.legal_moves()[0])
        wait_for(app, scene, scene.human_turn)
    raise AssertionError("no such move came")


def follow_with_enter(app, scene, move, presses: int = 12) -> int:
    """The hint of `move` shown, then Enter until the move is in the history; the presses
    it took (each one changes what is shown: a card taken up, laid or the move made)."""
    session = scene.session
    session.bots.hint_move = move
    session.show_hint(move)
    before = len(session.state.history)
    for count in range(1, presses + 1):
        key(app, pygame.K_RETURN, settle=2)
        if len(session.state.history) > before:
            return count
    raise AssertionError(f"the hint was not carried out: staged {session.staged_cards()}, "
                         f"selected {scene.selected}, said {session.message!r}")


def made(scene, move, before: int) -> None:
    session = scene.session
    assert session.state.history[before] == move
    assert scene.selected is None and not session.staged_cards()


@pytest.mark.parametrize("game", ["astromagie", "zahlenstreifen", "solar-republic", "monad"])
def test_pt17_enter_carries_out_the_whole_hint(app, game):
    scene = open_game(app, game)
    session = scene.session
    cards = {"astromagie": 3, "zahlenstreifen": 2}.get(game, 1)  # 3 laid; the choice of 2
    move = played_on_to(app, scene, lambda c, z, m: len(c) == cards and z)
    before = len(session.state.history)
    follow_with_enter(app, scene, move)
    made(scene, move, before)
