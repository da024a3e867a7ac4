"""Zahlenstreifen after the fifth newcomer playtest (pt5b, /tmp/pt5b/report.md): the
guided game's last lessons stand off what they talk about. The last round's card leaves
the collections in sight (finding 3: it said "keep colours where you hold the most" over
You's and Vega's); the secret choice's card and its folded pill leave the choice's panel,
its two places and the strip's numbers in sight (findings 3 and 4)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.state import CHOOSE
from astromagie.games.zahlenstreifen.view import GUIDE_SEED, GUIDE_STEPS, VIEW
from astromagie.ui.kit.session import guided_config
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import frames


def guided_at(choosing: bool):
    """The guided deal played by first legal moves to the person's last-round turn (or,
    `choosing`, to their secret choice): the coach's last two lessons speak there."""
    state = RULES.new(3, GUIDE_SEED)
    while not (state.current_player == 0 and (
            state.phase == CHOOSE if choosing
            else state.observation(0).last_round_left >= 0)):
        state.apply(state.legal_moves()[0])
    return state


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("choosing", [False, True], ids=["last_round", "choice"])
def test_pt5b_3_4_the_last_lessons_leave_the_collections_and_the_choice_in_sight(
        app, instant_bots, lang, choosing):
    i18n.set_language(lang)
    config, _ = guided_config("zahlenstreifen")
    scene = KitTableScene(app, config, guided_at(choosing), autosave=False, guided=True)
    app.stack.push(scene)
    frames(app, 2)
    coaching = scene.session.coaching
    assert coaching is not None and scene.session.guide_step == GUIDE_STEPS - (not choosing)
    board = scene.board
    kept = VIEW.kept_in_sight(board)
    card, pill = scene.painter.lesson_layout(app.screen, scene.snapshot(), coaching,
                                             scene.frame, board)
    assert all(cell in kept for cell in board.cells)  # every collection's whole line
    if choosing:
        assert board.secret_panel in kept and board.strip in kept
        assert all(board.secret_panel.contains(slot) for slot in board.secret_slots)
        assert not any(pill.colliderect(rect) for rect in kept)
        assert not any(card.box.colliderect(rect) for rect in kept)
    else:
        assert not any(card.box.colliderect(cell) for cell in board.cells)
    i18n.set_language("en")
