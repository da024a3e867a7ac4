"""pt16b 7: "Einen Moment: Vega ist am Zug." while Vega had played and Orion was marked
"Ist am Zug": the wait words named the game's seat to move, a move ahead of the table
while a bot's move was still on show. They name the seat the side panel marks, and
follow it as a two-bot reply goes on."""

from __future__ import annotations

import pytest

from astromagie import i18n
from tests.ui.test_kit_table import human_turn, open_kit, wait_for
from tests.ui.ui_events import click

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def _marked(scene) -> int:
    """The seat the side panel marks as to move (the painter's `to_move`)."""
    return scene.snapshot().state.current_player


def test_pt16b_7_the_wait_words_name_the_seat_the_panel_marks_during_a_two_bot_reply(app):
    scene = open_kit(app, kinds=("random", "human", "random"), speed=0.5)
    session = scene.session
    human_turn(app, scene)
    scene.play(session.state.legal_moves()[0])  # the two bots reply
    # a bot's move on show while the game's seat to move is already the next bot
    wait_for(app, scene, lambda: session.pending is not None and _marked(scene) == 2
             and session.state.current_player == 0, limit=2000)
    click(app, scene.frame.hand.center)  # the person tries to play
    assert scene.message_kind == "wait"
    assert scene.message == i18n.tr("kit.not_your_turn", name=session.seating.name(2))
    assert session.seating.name(2) != session.seating.name(0)
    # the next bot's move comes on show: the words follow the panel's mark
    wait_for(app, scene, lambda: _marked(scene) == 0, limit=2000)
    if scene.message_kind == "wait":
        assert scene.message == i18n.tr("kit.not_your_turn", name=session.seating.name(0))
