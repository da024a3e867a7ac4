"""Game over's two ways on (pt3a 10: New game started at once with the guided game's
seats): Same again (A) deals again for the same seats; New game… (N) shows the seats
first, the setup filled in with the last setup."""
from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import SeatConfig
from astromagie.ui.kit.table import KitTableScene
from astromagie.ui.scenes.setup import SetupScene
from tests.ui.test_kit_results import open_results
from tests.ui.ui_events import frames, key

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def test_new_game_shows_the_setup_with_the_last_seats(app):
    last = (SeatConfig("Ann", "human"), SeatConfig("Vega", "hard"), SeatConfig("Orion", "hard"))
    app.settings.set_seats(last, "monad")
    scene = open_results(app, "monad", 2, seed=3)
    key(app, pygame.K_n)
    frames(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game == "monad"
    assert setup.count == 3 and setup.kinds[:3] == ["human", "hard", "hard"]
    assert not any(isinstance(s, KitTableScene) for s in app.stack.scenes)
    assert scene.config.seats != last  # the results' game had other seats


def test_same_again_deals_again_by_its_key(app):
    scene = open_results(app, "monad", 2, seed=3)
    key(app, pygame.K_a)
    frames(app)
    table = app.stack.top
    assert isinstance(table, KitTableScene) and table.config.seats == scene.config.seats


@pytest.mark.parametrize("lang, again, new", [
    ("en", "New deal, same players", "New game…"),
    ("de", "Neu geben, gleiche Spieler", "Neues Spiel …")])
def test_the_two_buttons_say_which_is_which(app, lang, again, new):
    i18n.set_language(lang)
    try:
        scene = open_results(app, "monad", 2, seed=3)
        assert scene.widget("again").text == again and scene.widget("new_game").text == new
    finally:
        i18n.set_language("en")
