"""Zahlenstreifen after newcomer playtest pt17 (English, 8/8), at the table: one click on a
hand card lays it in the secret choice (finding 1)."""

from __future__ import annotations

import pytest

from astromagie.games.zahlenstreifen.state import CHOOSE

from tests.ui.test_zahlenstreifen_playtest9 import drawn, last_round_scene, to_the_choice
from tests.ui.ui_events import click, frames


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_pt17_1_NS12_one_click_lays_a_card_and_a_click_on_its_place_takes_it_back(
        app, instant_bots):
    """A click lifted the card and a second click laid it: two clicks per card."""
    scene = last_round_scene(app)
    to_the_choice(app, scene)
    hand = scene.hand()
    click(app, drawn(scene)[0].center, settle=3)
    assert scene.session.staged_cards() == [hand[0]]
    frames(app, 15)
    click(app, drawn(scene)[0].center, settle=3)
    assert scene.session.staged_cards() == hand[:2]
    assert scene.state.phase == CHOOSE and scene.human_turn()  # nothing revealed yet
    click(app, scene.board.secret_slots[1].center, settle=3)  # changed one's mind
    assert scene.session.staged_cards() == [hand[0]]
