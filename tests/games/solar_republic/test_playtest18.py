"""The Solar Republic after the eighteenth newcomer playtest (pt18c, English): the
hand-over no longer calls a 2 the exception the hint then refused (3), the lessons that
spend a trump on little say that a game keeps them for a book (4), the draw-four and steal
answers show their target's score (8), the last card's draw says it ends the game and
where it leaves the person (6), and a 3 on Sol with one player to rob asks yes or no (17)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.solar_republic.moves import MOVE_INFO
from astromagie.games.solar_republic.view import VIEW
from astromagie.games.solar_republic.view.turn import SolarTurn
from astromagie.games.solar_republic.view.words import Score, text_of
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.picking import option_lines, option_rects
from tests.games.solar_republic.test_playtest6 import NAMES, asked, position
from tests.games.solar_republic.test_playtest17 import token, two_seats


def test_the_hand_over_leaves_the_empty_pile_to_the_hints_judgement(lang):
    """pt18 3: "a 2 is the exception", then the hint said draw over five 2s on an empty
    pile; the hand-over now says to draw even with a 2 and that H says when a card pays."""
    done = VIEW.guide_done()
    assert "exception" not in done and "außer" not in done
    assert "2" in done and "H" in done


def test_the_lessons_spending_a_trump_on_little_say_a_game_keeps_them(lang):
    """pt18 4: Saturn on the empty pile and the Sun on a small pile taught spending trumps."""
    saturn = text_of("coach.open_force_first", card="Saturn", name="Vega")
    sun = text_of("coach.five_force_no_steal", card="Sun", name="Vega", count=3)
    for words in (saturn, sun):
        assert any(keep in words for keep in ("keep", "save", "aufheben")), words


def test_SR10_SR11_the_answers_on_another_seat_show_their_score(lang):
    """pt18 8: whom to make draw or rob was chosen with the scores across the table."""
    state = position(["SO5", "JU1"], ["UR2"])
    me = state.current_player
    for option in asked(state, "SO5").options:
        target = MOVE_INFO[option.move].target
        if target not in (-1, me):
            assert option.label.endswith(
                text_of("choose.score", name=NAMES[target],
                        score=Score(state.scores[target]))), option.label


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_SR9_the_lone_steals_answers_are_a_short_choice_over_one_reason(lang, size):
    """pt18 17: the yes-or-no steal's answers keep to a line each and a grey reason line."""
    pygame.init()
    state, me = two_seats(["SO3", "JU1"], ["SO1"], ["JU1", "JU2", "SA1", "UR1"] * 4)
    decision = SolarTurn(state, me, ["Ada", "Maximiliane"]).drop(token(state, "SO3"), "pile")
    frame = compute_frame(size, VIEW.card_ratio)
    labels = [o.label for o in decision.options]
    width = option_rects(frame, len(labels), labels)[0].w
    for label in labels:
        assert len(option_lines(label, width, frame)) == 2, label


def test_SR14_the_last_card_says_drawing_it_ends_the_game_and_where_that_leaves_you(lang):
    """pt18 6: an empty hand's only move drew the last card, and the game ended with the
    person second, unwarned: the status says so, and that an empty hand must draw."""
    state, me = two_seats(["JU1"], ["NE2"], ["JU1"] * 5, ["SA1"] * 3)
    state.draw = state.draw[:1]
    # me: 3 won, 2 in hand after the draw = 1; them: 5 won, 7 in hand
    said = VIEW.status(state, me)
    them = 5 - len(state.hand(1 - me))
    mine = 3 - 2
    key = ("status.last_draw_win" if mine > them else "status.last_draw_tie"
           if mine == them else "status.last_draw_behind")
    assert text_of(key, points=them - mine) in said
    state.hands[1 - me] = []  # they are at 5: me 1 point after the draw, 4 behind
    assert text_of("status.last_draw_behind", points=4) in VIEW.status(state, me)
    state.hands[me] = []  # an empty hand: drawing is the only move, and it says so
    state.won[me] = ["SA1"] * 7
    said = VIEW.status(state, me)
    assert said == text_of("status.must_draw", then=text_of("status.last_draw_win", points=0))
    # the line's first part, what a cut status keeps at 1024x700, is the ending
    assert said.startswith(text_of("status.last_draw_win", points=0) + " · ")
    state.draw = state.draw + ["JU1"]  # two left: the plain count
    assert VIEW.status(state, me).endswith(text_of("status.left", count=2))


def test_SR7_every_card_of_a_book_flies_to_its_taker():
    """pt18 11: Orion took a book of 10 while the pile's caption said "5 cards in play":
    only the top five flew, and the caption counts the pile less the cards that set off."""
    pile = ["JU1", "JU2", "SA1", "SA2", "UR1", "UR2", "NE1", "NE2", "JU1", "SO1"]
    state, me = two_seats(["SO3", "JU1"], pile, [])
    move = "P SO3"
    after = state.clone()
    after.apply(move)
    assert not after.pile
    trips = VIEW.trips(state, move, after, None)
    book = [t for t in trips if len(t) > 2 and t[2] == "pile"]
    assert len(book) == len(pile) and all(t[1] == f"seat:{me}" for t in book)
