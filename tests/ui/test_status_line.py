"""The status line over a kit table says "your turn" to a person only: at a table of bots
(a screenshot, a watched game) nobody is addressed."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.ui.kit.table import KitTableScene

KIT_GAMES = [game for game in registry.ids()
             if registry.has_view(game)
             and i18n.tr(f"{game}.status.yours") != f"{game}.status.yours"]


def yours_words(game: str) -> list[str]:
    keys = [f"{game}.status.yours", f"{game}.status.choose_yours"]
    return [i18n.tr(k) for k in keys if i18n.tr(k) != k]


def test_every_game_on_the_kit_has_a_your_turn_line():
    assert set(KIT_GAMES) == {"monad", "solar-republic", "zahlenstreifen"}


@pytest.mark.parametrize("game", KIT_GAMES)
def test_the_status_says_your_turn_to_a_person_and_not_to_a_table_of_bots(game):
    view = registry.view(game)
    state = registry.rules(game).new(2, 5, None)
    seat = state.current_player
    playing = view.status(state, seat)
    watching = view.status(state, seat, playing=False)
    assert any(words in playing for words in yours_words(game))
    assert not any(words in watching for words in yours_words(game))
    assert watching  # the rest of the line (the pile, the goal) stays


@pytest.mark.usefixtures("app")
def test_a_table_of_bots_addresses_nobody(app):
    seats = (SeatConfig("Vega", "easy"), SeatConfig("Orion", "easy"))
    scene = KitTableScene(app, GameConfig(seats, seed=5, game="solar-republic"),
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    scene.viewer = scene.state.current_player  # the seat shown is the one to move
    status = scene.snapshot().status
    assert status and not any(words in status for words in yours_words("solar-republic"))
