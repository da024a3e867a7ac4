"""Zahlenstreifen after newcomer playtest pt9b (round 11 of issue 38), at the table: the
secret choice's buttons (findings 7 and 8: "Karten zurücknehmen" sounded like a second
undo beside the undo button, and its two lines put the guided game's buttons two by two
where the normal game had one column)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.view import VIEW, StripTurn
from astromagie.ui.kit.buttons import column, columns_needed, label_lines, with_room_kept
from astromagie.ui.kit.frame import compute_frame


def choice_actions() -> list:
    """The secret choice's buttons with two cards laid down: the view's own and the kit's."""
    from astromagie.games.zahlenstreifen.state import CHOOSE
    from tests.ui.test_zahlenstreifen_playtest8 import last_round_turn
    state = last_round_turn()
    while state.phase != CHOOSE or state.current_player != 0:
        state.apply(state.legal_moves()[0])
    turn = StripTurn(state, 0, ("Du", "Vega", "Orion"))
    hand = list(state.observation(0).hand)
    for card in hand[:2]:
        turn.drop(card, "secret")
    own = turn.actions()
    assert [a.id for a in own] == ["confirm", "clear"] and all(a.enabled for a in own)
    return column(own, True, True, False)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt9b_7_8_NS12_the_choices_buttons_say_distinct_things_in_one_layout(size, lang):
    pygame.init()
    i18n.set_language(lang)
    try:
        frame = compute_frame(size, VIEW.card_ratio)
        actions = choice_actions()
        labels = {a.id: a.label for a in actions}
        clear, undo = labels["clear"], labels["undo"]
        for back in ("zurück", "back", "Undo", "undo"):  # not a second undo
            assert back not in clear
        assert clear.split()[0] not in undo
        assert len(label_lines(next(a for a in actions if a.id == "clear"), frame)) == 1
        # the guided game keeps room for Retry this turn: the same one column all the same
        assert columns_needed(frame, with_room_kept(actions, guided=True)) == 1
        assert columns_needed(frame, with_room_kept(actions, guided=False)) == 1
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt9b_4_NS11_the_tables_top_bar_names_who_plays_after_your_last_card(app, instant_bots,
                                                                           lang):
    from tests.ui.test_zahlenstreifen_playtest9 import last_round_scene
    i18n.set_language(lang)
    try:
        scene = last_round_scene(app)  # Ada (the person), Ben and Cy
        status = scene.snapshot().status
        assert "Ben" in status and "Cy" in status, status
    finally:
        i18n.set_language("en")
