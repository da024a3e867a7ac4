"""pt15a 7: with Fire and Mars laid out, H said "discard Water"; following it was refused
(R9: take your laid cards back first). A hint whose move the staged cards stand in the
way of now says first to take them back, and Enter, which follows the hint, takes them
back itself and then takes up the hint's card; a hint that plays the staged cards is
said as before (`hinting.told_hint_staged`, `escapeback.take_back_for_hint`)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.i18n import tr
from astromagie.ui.kit.hinting import hint_marks
from tests.ui.kit.test_escape_takes_back import _stage
from tests.ui.test_astromagie_table import open_table
from tests.ui.test_kit_playtest9 import open_game
from tests.ui.ui_events import frames, key

pytestmark = pytest.mark.app(fast=True, autosave=False)


def _moves(scene, staged: str) -> tuple[object, object]:
    """A legal move that plays the staged card, and one that plays none of it."""
    session = scene.session
    hand = list(session.view.hand(session.state, session.turn.seat))
    uses, apart = None, None
    for move in session.state.legal_moves():
        cards = hint_marks(session.view, session.state, move, session.board, hand)[0]
        if staged in cards and uses is None:
            uses = move
        elif cards and staged not in cards and apart is None:
            apart = move
    assert uses is not None and apart is not None
    return uses, apart


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt15a_7_a_hint_the_staged_cards_stand_against_says_take_them_back_first(app, lang):
    i18n.set_language(lang)
    scene = open_table(app, seed=1)
    session = scene.session
    _stage(scene)
    staged = session.staged_cards()[0]
    uses, apart = _moves(scene, staged)
    first = tr("kit.hint_take_back_first", hint="").split("{")[0].strip()
    session.bots.hint_move = uses
    session.show_hint(uses)
    assert session.message_kind == "hint" and not session.message.startswith(first[:12])
    session.bots.hint_move = apart
    session.show_hint(apart)
    assert session.message.startswith(first[:12]) and "kit." not in session.message
    lit = session.hint_marks[0]
    assert lit and staged not in lit  # the hint's cards, from the whole hand
    history = list(session.state.history)
    key(app, pygame.K_RETURN)  # Enter follows the hint: the laid cards come back first
    assert session.staged_cards() == []
    assert list(session.state.history) == history  # nothing made
    assert session.message_kind == "hint" and not session.message.startswith(first[:12])
    assert scene.selected is not None and scene.hand()[scene.selected] in lit


def test_pt16d_2_a_buy_hint_is_not_told_apart_from_its_own_staged_payment(app):
    """Monad: a card staged to pay for the Tri, and the hint "buy the Tri" (its move names
    the column, its payment comes card by card): the hint goes on from the staged card,
    it never says to take it back; a trade of other cards does."""
    scene = open_game(app, "monad", 3)
    session = scene.session
    trade = session.turn.drop(scene.hand()[0], "col:2")
    scene.play(trade.options[0].move)
    frames(app, 40)
    zone = _stage(scene, "buy")
    first = tr("kit.hint_take_back_first", hint="")[:12]
    buy = next(m for m in session.state.legal_moves() if str(m) == f"B {zone[-1]}")
    session.bots.hint_move = buy
    session.show_hint(buy)
    assert session.message_kind == "hint" and not session.message.startswith(first)
    staged = session.staged_cards()[0]
    hand = list(session.view.hand(session.state, session.turn.seat))
    other = next(m for m in session.state.legal_moves() if str(m).startswith("T ")
                 and staged not in hint_marks(session.view, session.state, m, session.board,
                                              hand)[0])
    session.bots.hint_move = other
    session.show_hint(other)
    assert session.message.startswith(first)
