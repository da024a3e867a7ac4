"""pt15d 4: Esc with a Monad buy started (a card in the tray) opened the Pause menu. Esc
now puts every card staged this turn back in the hand and says so; only with nothing
staged does it pause (`escapeback.py`). The take-back button's tip names Esc."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.i18n import tr
from astromagie.kit.view import Action
from astromagie.ui.kit.buttons import TAKE_BACK_KEY, explanation
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_astromagie_table import open_table
from tests.ui.test_kit_playtest9 import open_game
from tests.ui.ui_events import frames, key

pytestmark = pytest.mark.app(fast=True, autosave=False)


def _zones(scene: KitTableScene) -> list[str]:
    session, zones = scene.session, set()
    for code in scene.hand():
        zones |= session.turn.targets(code)
    return sorted(zones | {"col:2", "col:3", "col:4", "col:5", "tray"}  # Monad's
                  | {f"pos:{n}" for n in range(1, 7)} | {"secret"})  # Astromagie's, ZS's


def _stage(scene: KitTableScene, mode: str | None = None) -> str:
    """Some hand card staged through the turn's own drop (in Monad, one that starts a buy
    when `mode` is "buy"); returns the zone."""
    session = scene.session
    for code in scene.hand():
        for zone in _zones(scene):
            trial = session.view.turn_input(session.state, session.turn.seat,
                                            session.seating.names)
            if trial.drop(code, zone).kind == "staged" and \
                    (mode is None or getattr(trial, "mode", None) == mode):
                scene.decide(session.turn.drop(code, zone), zone)
                assert session.staged_cards() == [code]
                return zone
    raise AssertionError("no card of this hand stages")


@pytest.mark.parametrize(("game", "mode", "seed"), [("monad", "buy", 3), ("astromagie", None, 1)])
def test_pt15d_4_escape_takes_back_the_staged_cards_then_pauses(app, game, mode, seed):
    scene = open_table(app, seed=seed) if game == "astromagie" else open_game(app, game, seed)
    if game == "monad":  # a buy is open only after the turn's first trade (MO12)
        session = scene.session
        trade = session.turn.drop(scene.hand()[0], "col:2")
        assert trade.kind == "choose"
        scene.play(trade.options[0].move)
        frames(app, 40)
        assert scene.human_turn()
    hand = list(scene.hand())
    _stage(scene, mode)
    history = list(scene.state.history)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene  # no Pause yet
    assert scene.session.staged_cards() == []
    assert scene.session.message == tr("kit.escape_took_back")
    assert list(scene.state.history) == history  # nothing made, nothing undone
    assert sorted(scene.hand()) == sorted(hand)
    key(app, pygame.K_ESCAPE)  # nothing staged: now it pauses
    assert app.stack.top is not scene


def test_escape_says_so_in_both_languages_and_the_take_back_tip_names_esc(app):
    takeback = Action("takeback", "Undo card", True, TAKE_BACK_KEY)
    for lang in ("de", "en"):  # (the app's fixture puts English back)
        i18n.set_language(lang)
        said = tr("kit.escape_took_back")
        tip = explanation("astromagie", takeback)
        assert said.startswith("Esc") and "kit." not in said
        assert tip is not None and "Esc" in tip() and tip().startswith(
            tr("table.button.takeback").split()[0])
    other = explanation("astromagie", Action("play", "Play", True, pygame.K_RETURN))
    assert other is None or "Esc" not in other()
