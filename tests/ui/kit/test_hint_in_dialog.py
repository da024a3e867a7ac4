"""H inside a choice dialog shows the hint for that choice (pt16c 3: in Solar's "who draws
four" dialog H did nothing; only a hint asked before the card lit an option): the option
the hint's move takes is lit, the focus on it, and the hint's words are said."""

from __future__ import annotations

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.ui.kit.ai_worker import Reply
from astromagie.ui.kit.picking import PickerKey, picker_key
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_solar_republic_table import card, state_with
from tests.ui.ui_events import frames, key

pytestmark = pytest.mark.app(fast=True, autosave=False)


def test_h_is_the_dialogs_hint_key() -> None:
    assert picker_key(pygame.K_h, 0, 3) == PickerKey("hint")


def open_five_dialog(app) -> KitTableScene:
    state = state_with(["SO5", "JU1"], ["NE2"])
    names = ["Ada", "Vega", "Orion"]
    seats = tuple(SeatConfig(name, "human" if i == state.current else "easy")
                  for i, name in enumerate(names))
    scene = KitTableScene(app, GameConfig(seats, seed=4, game="solar-republic"), state=state,
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    frames(app, 3)
    assert scene.human_turn()
    scene.decide(scene.session.turn.drop(card(state, "SO5"), "pile"))
    assert scene.picker is not None and scene.picker.lit == "" and scene.picker_focus == 0
    return scene


@pytest.mark.parametrize("pick", [1, 2])
def test_pt16c_3_h_in_solars_five_dialog_lights_the_hints_option(app, monkeypatch, pick):
    scene = open_five_dialog(app)
    options = scene.picker.options
    bots = scene.session.bots
    history = list(scene.state.history)
    key(app, pygame.K_h)
    assert bots.hint_token is not None  # asked, for the position the dialog stands in
    assert scene.picker is not None  # the dialog stays open meanwhile
    answers = [[Reply(bots.hint_token, options[pick].move, None, 0.0)]]
    monkeypatch.setattr(bots.worker, "poll", lambda: answers.pop() if answers else [])
    frames(app, 2)
    assert scene.session.message_kind == "hint" and scene.session.message
    assert scene.picker is not None and scene.picker.lit == "hint"
    assert scene.picker_focus == pick
    assert list(scene.state.history) == history  # nothing played by the hint
    key(app, pygame.K_RETURN)  # Enter takes the lit option
    frames(app, 2)
    assert scene.state.history[len(history)] == options[pick].move


def test_a_hint_for_another_move_lights_no_option(app, monkeypatch):
    scene = open_five_dialog(app)
    bots = scene.session.bots
    key(app, pygame.K_h)
    other = next(m for m in scene.state.legal_moves()
                 if all(m != o.move for o in scene.picker.options))
    answers = [[Reply(bots.hint_token, other, None, 0.0)]]
    monkeypatch.setattr(bots.worker, "poll", lambda: answers.pop() if answers else [])
    frames(app, 2)
    assert scene.session.message_kind == "hint"
    assert scene.picker is not None and scene.picker.lit == "" and scene.picker_focus == 0


def test_pt16c_3_h_in_monads_trade_dialog_lights_the_hints_option(app, monkeypatch):
    """Monad's dialog for a trade (its bonus now or later): H lights the hint's."""
    from tests.ui.test_monad_table import example_2, hand_center, open_table
    from tests.ui.ui_events import drag
    scene = open_table(app, example_2(), ("human", "random", "random", "random"))
    drag(app, hand_center(scene, "Y4"), scene.board.zone_rect("col:5").center)
    assert scene.picker is not None and len(scene.picker.options) == 2
    options, bots = scene.picker.options, scene.session.bots
    key(app, pygame.K_h)
    answers = [[Reply(bots.hint_token, options[1].move, None, 0.0)]]
    monkeypatch.setattr(bots.worker, "poll", lambda: answers.pop() if answers else [])
    frames(app, 2)
    assert scene.picker is not None and scene.picker.lit == "hint" and scene.picker_focus == 1
