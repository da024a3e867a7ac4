"""The Solar Republic after the sixth newcomer playtest (pt6c): the reference card, which now
says what "(rule SR5)" is (7) and why a book of 6 shows +7 (14, 15), still fits on the board
and the hand at 1024x700, in English and German (the rest: tests/games/solar_republic/
test_playtest6.py)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.solar_republic.view import VIEW
from astromagie.ui.kit.overlays import overlay_area, paint_reference
from astromagie.ui.kit.table import KitTableScene


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)  # the tightest window
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reference_card_fits_on_the_board_at_1024x700(app, lang):
    i18n.set_language(lang)
    try:
        seats = (SeatConfig("You", "human"), SeatConfig("Vega", "easy"),
                 SeatConfig("Orion", "easy"))
        scene = KitTableScene(app, GameConfig(seats, seed=5, game="solar-republic"),
                              ai_mode="thread", ai_budget=0.01)
        card = VIEW.reference()
        assert card is not None and "SR5" in "".join(h for h, _ in card.sections)
        panel = paint_reference(app.screen, card, scene.frame, scene.painter.text)
        assert scene.frame.board.union(scene.frame.hand).contains(panel)
        # the panel is cut at the area's foot when its lines need more: none is cut
        assert panel.h < overlay_area(scene.frame).h
    finally:
        i18n.set_language("en")
