"""Zahlenstreifen after newcomer playtest pt17 (English, 8/8), at the table: one click on a
hand card lays it in the secret choice (finding 1)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.zahlenstreifen.cards import CARD
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


def test_pt17_1_the_choices_words_say_click():
    from astromagie import i18n
    for lang, click_words in (("en", "Click"), ("de", "Klick")):
        i18n.set_language(lang)
        try:
            for key in ("board.secret_yours", "board.secret_try", "status.choose_yours"):
                assert click_words in i18n.tr(f"zahlenstreifen.{key}"), key
        finally:
            i18n.set_language("en")


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt17_2_the_bands_two_lines_lie_on_one_plate(size):
    """The band's upper line read as a row of its own: both lines, their numbers and the
    turn between them lie on one plate, drawn only once the upper line is in use."""
    from astromagie.games.zahlenstreifen.view import bandmarks
    from astromagie.games.zahlenstreifen.view.board import FULL
    from tests.ui.test_zahlenstreifen_playtest3 import board_for
    pygame.init()
    board = board_for(3, size)
    surface = pygame.Surface(size)
    assert bandmarks.band_plate(board, surface, FULL - 1 + board.band_cap) is None
    length = FULL - 1 + board.band_cap + 5
    plate = bandmarks.band_plate(board, surface, length)
    assert plate is not None
    board.shown_length = length
    assert len(board.band_in_sight()) == 2
    for line in board.band_in_sight():  # the cards, their numbers under them
        cards = line.inflate(0, -(2 * board.label + 4))
        assert plate.contains(cards.inflate(0, board.label).move(0, board.label // 2))
    turn = bandmarks.band_turn(board, surface, length)
    assert turn is not None and plate.contains(turn)
    assert plate.bottom <= board.slots[FULL - 1].y  # the row's cards stay off it


def test_pt17_4_NS5_the_pile_says_no_on_the_drop_not_over_the_held_card():
    """Held over the pile, the "no" stood over the held card, on the pile's name: it is said
    on the drop, in the message line; the drop is refused as before (pt15b 10). The row
    still says no while held (H9: `test_drag_refusals`)."""
    from astromagie.games.zahlenstreifen.view import StripTurn
    from tests.ui.test_zahlenstreifen_table import NAMES, example_one
    state = example_one()
    turn = StripTurn(state, state.current_player, NAMES)
    assert turn.refusal("G3", "pile") is None
    for zone in ("pile", "row"):
        decision = turn.drop("G3", zone)
        assert decision.kind == "refused" and decision.violation is not None
        assert decision.violation.rule == "NS5"


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("card", ["G3", "G8", "V1"])
def test_pt17_4_the_plays_words_end_left_of_the_card_held_over_the_0(size, card):
    """The card held over the 0 hid the end of "takes red 1: minus points 2 → 3"."""
    from astromagie.games.zahlenstreifen.view.outcome import play_outcome
    from tests.ui.test_zahlenstreifen_table import board_for, example_one
    state = example_one()
    state.hands[state.current_player] = [CARD[c] for c in (card, "B2", "Y5", "V1", "G1")]
    _, board = board_for(3, size)
    reach = board.slots[int(card[1])].union(board.slots[0])
    box = board.paint_reach_words(pygame.Surface(size), play_outcome(state, card), reach)
    assert box.right <= board.slots[1].centerx and box.x >= board.rect.x
