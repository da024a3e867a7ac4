"""H, then Enter, Enter, ... carries out the whole hinted move in every game, one visible
step a press, and ends with the move made (pt17a 1: after two of the three hinted cards
the hint was gone and Enter did nothing; pt17b 6: the secret choice's second card was
not laid; pt17b 7: Enter typed while the hint was being computed was lost or left a card
half-chosen; pt17d 1: at the hand-over Enter acted on a card focused by an earlier key)."""

from __future__ import annotations

import time

import pygame
import pytest

from astromagie.ui.kit.hinting import hint_marks
from tests.ui.test_kit_playtest11a import open_game
from tests.ui.test_kit_table import wait_for
from tests.ui.ui_events import frames, key, post

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
    presses = follow_with_enter(app, scene, move)
    made(scene, move, before)
    if game in ("astromagie", "zahlenstreifen"):  # each card taken up, laid; then Play
        assert presses == 2 * cards + 1


@pytest.mark.parametrize("kind", ["T ", "B "])
def test_pt17d_enter_carries_out_monads_trade_and_buy(app, kind):
    """Monad's trade (two cards given) and buy (its column clicked, then paid card by card):
    Enter after Enter makes the move, nothing left lifted or laid."""
    scene = open_game(app, "monad")
    move = played_on_to(app, scene, lambda c, z, m: str(m).startswith(kind), turns=150)
    before = len(scene.session.state.history)
    follow_with_enter(app, scene, move, presses=20)
    made(scene, move, before)


def test_pt17b_7_enter_typed_while_the_hint_is_worked_out_is_taken_when_it_comes(app):
    """H, Enter, Enter in one breath at Zahlenstreifen's secret choice: the hint's first
    card is taken up and laid once the hint comes, never the hand's first half-chosen."""
    scene = open_game(app, "zahlenstreifen")
    session = scene.session
    played_on_to(app, scene, lambda c, z, m: len(c) == 2)
    for k in (pygame.K_h, pygame.K_RETURN, pygame.K_RETURN):
        post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    frames(app)
    assert session.bots.hint_token is not None and not session.staged_cards()
    assert scene.selected is None  # kept, not a card half-chosen
    for _ in range(1000):  # the hint's search takes real time (its worker thread)
        frames(app)
        if session.bots.hint_token is None:
            break
        time.sleep(0.01)
    assert scene._plan is not None
    hand = list(session.view.hand(session.state, session.turn.seat))
    wanted = hint_marks(session.view, session.state, scene._plan.move, session.board, hand)[0]
    assert len(session.staged_cards()) == 1 and session.staged_cards()[0] == wanted[0]
    assert session.message_kind == "hint" and scene.selected is None


def test_pt17_esc_ends_the_followed_hint(app):
    """Esc, once a hinted card is laid, puts the hint out: the next Enter does not take up
    the hint's next card (the person chose to do something else)."""
    scene = open_game(app, "astromagie")
    session = scene.session
    move = played_on_to(app, scene, lambda c, z, m: len(c) == 3 and z)
    session.bots.hint_move = move
    session.show_hint(move)
    key(app, pygame.K_RETURN, settle=2)
    key(app, pygame.K_RETURN, settle=2)
    assert len(session.staged_cards()) == 1 and session.hint_marks[0]  # shown on
    key(app, pygame.K_ESCAPE, settle=2)
    assert not any(session.hint_marks)
    key(app, pygame.K_RETURN, settle=2)
    assert scene.selected is None  # no hinted card taken up
