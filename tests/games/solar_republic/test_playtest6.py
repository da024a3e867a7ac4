"""The Solar Republic after the sixth newcomer playtest (pt6c, /tmp/pt6c/report.md): a power's
question opens on the answer the game's judgement likes (8) and a forced draw that empties the
draw pile says it ends the game (9); the draw hint's reason fits the hand (12); the seats'
top won cards are named (10); the cheer, the rule book and the reference card count a book's
points as the score's badge does (14, 15); the shelf's line says what a trump wins (3); a
giant planet is named once in a refusal and the reference card says what "SR5" is (7)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.policy import move_values, reason
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW, faces
from astromagie.games.solar_republic.view.names import NAMING, code_of
from astromagie.games.solar_republic.view.turn import SolarTurn
from astromagie.games.solar_republic.view.words import (
    card_title,
    number,
    refusal_words,
    text_of,
    worded,
)

NAMES = ["You", "Vega", "Orion"]


def position(hand: list[str], pile: list[str], left: int = 20) -> SolarState:
    """Three players, the person to move holding `hand` over `pile`, `left` cards to draw,
    the next seat holding four won cards (something to steal)."""
    state = SolarState.new(3, 4)
    me = state.current_player
    state.hands[me] = list(hand)
    state.pile = list(pile)
    state.won[(me + 1) % 3] = ["JU1", "JU1", "SA1", "UR1"]
    state.draw = state.draw[:left]
    state.moves = ["D"] * 2  # not the first turn
    return state


def asked(state: SolarState, code: str):
    me = state.current_player
    token = next(t for t in NAMING.table(state).hands[me] if code_of(t) == code)
    decision = SolarTurn(state, me, NAMES).drop(token, "pile")
    assert decision.kind == "choose"
    return decision


@pytest.mark.parametrize(("hand", "pile", "power"), [
    (["SO3", "JU1", "JU2"], ["SO1"], "S"),  # Venus on Sol: the steal
    (["NE4", "NE1", "JU2"], ["NE2"], "F"),  # Neptune: the next player draws
    (["SO5", "JU1", "JU2"], ["UR2"], "S")])  # the Sun: the steal
def test_SR9_SR10_SR11_a_power_question_opens_on_the_strongest_answer_declining_last(
        hand, pile, power):
    """pt6c 8: Jupiter's, Neptune's and Saturn's questions opened on "Nobody draws", Venus's
    on "No steal": Return wasted the power. The kit opens a question on its first option
    (the coach's or the hint's move, when there is one): the steal, else the next player
    drawing four, as the guided game teaches; the bare play (declining) is the last."""
    state = position(hand, pile)
    me = state.current_player
    # two players to steal from: a question (one alone is stolen from unasked, pt17 3)
    state.won[(me + 2) % 3] = ["NE1"]
    moves = [o.move for o in asked(state, hand[0]).options]
    assert moves[0] == f"P {hand[0]} {power}{(me + 1) % 3}"  # on the next player
    assert moves[-1] == f"P {hand[0]}"


def test_SR14_where_a_forced_draw_ends_the_game_the_judgements_answer_comes_first():
    """Ending the game while behind is no power to take by pressing Return."""
    state = position(["SA4", "JU1"], ["SA2"], left=2)
    moves = [o.move for o in asked(state, "SA4").options]
    values = move_values(state, moves)
    assert values[0] == max(values)


def test_SR14_a_forced_draw_that_empties_the_draw_pile_says_it_ends_the_game(lang):
    """pt6c 9: "Vega draws up to four cards" with two left ended the game unannounced."""
    state = position(["SA4", "JU1"], ["SA2"], left=2)
    me = state.current_player
    labels = {o.move: o.label for o in asked(state, "SA4").options}
    vega = (me + 1) % 3
    # each answer on another seat ends on their score (pt18 8)
    score = text_of("choose.score", score=number(state.scores[vega]))
    assert labels[f"P SA4 F{vega}"] == text_of("choose.draw_other_end", name=NAMES[vega],
                                               count=2) + score
    assert labels[f"P SA4 F{me}"] == text_of("choose.draw_self_end", count=2)
    ends = "the game ends" if lang == "en" else "das Spiel ist aus"
    assert ends in labels[f"P SA4 F{vega}"] and "2" in labels[f"P SA4 F{vega}"]
    deep = position(["SA4", "JU1"], ["SA2"], left=5)  # four of five: the game goes on
    labels = {o.move: o.label for o in asked(deep, "SA4").options}
    # Vega, next in turn, draws and then plays (pt16c 3: each answer says who plays next)
    assert labels[f"P SA4 F{vega}"] == text_of("choose.draw_other_next",
                                               name=NAMES[vega]) + score


def test_SR5_the_draw_hint_speaks_of_keeping_trumps_only_to_a_hand_that_holds_one(lang):
    """pt6c 12: "keep your trumps to strike" to a hand of one Larissa (a 1)."""
    lone = position(["UR2"], ["NE2"])  # a 2 fits: no risk in figures to say (round 13)
    key, params = reason(lone, DRAW)
    assert key == "hint.draws_feeds" and params == {}
    trump = "Trümpfe" if lang == "de" else "trumps"
    assert trump not in text_of("hint.draws_feeds")
    kept = position(["UR2", "JU4"], ["NE2"])  # Jupiter does not fit on Triton: kept
    assert reason(kept, DRAW)[0] == "hint.draws_feeds_trump"
    assert trump in text_of("hint.draws_feeds_trump")


def test_SR13_the_scoreboard_names_the_top_three_won_cards_a_steal_would_take(lang):
    """pt6c 10: the rules say the won cards lie open and a steal takes the top three; the
    table showed only their count. The seat's lines name them, the top one first."""
    state = position(["JU1"], ["NE2"])
    thief = (state.current_player + 1) % 3
    top = list(NAMING.table(state).won[thief])[-3:]  # bottom first: the top is the last
    line, = VIEW.seat_lines(state, thief)
    assert len(top) == 3 and len(state.won[thief]) == 4  # the top three of four
    assert line == text_of("seat.top", won=4,
                           cards=", ".join(card_title(t) for t in reversed(top)))
    # nothing won: the count, and why the score is the hand's −1 a card (pt10c 5)
    assert VIEW.seat_lines(state, state.current_player) == [text_of("seat.none")]


def test_SR7_SR15_a_big_books_cheer_counts_its_points_as_the_badge_does(lang):
    """pt6c 15: "A book of 6 cards!" beside a "+7" badge asked "6 or 7?": the card played
    left the hand too (SR15), and the cheer says so with the badge's figure."""
    state = position(["SO3", "JU1"], ["NE2", "NE1", "NE1", "JU1", "JU1"])
    after = state.clone()
    after.apply("P SO3")
    me = state.current_player
    points = after.scores[me] - state.scores[me]
    assert points == 7
    assert VIEW.celebrate(state, "P SO3", after) == text_of("celebrate.book_shed", count=6,
                                                            points=7)
    assert "+7" in VIEW.celebrate(state, "P SO3", after)


def test_SR7_SR9_the_rule_books_examples_count_the_card_that_left_the_hand(lang):
    """pt6c 14: the rule book said "four points for you" for Jupiter's book of four while
    the table shows +5 (four won, one card fewer in hand): the examples count alike."""
    books = i18n.tr("solar-republic.rules.books.body")
    three = i18n.tr("solar-republic.rules.three.body")
    five, eight = ("five", "eight") if lang == "en" else ("fünf", "acht")
    assert (f"by {five}" if lang == "en" else f"um {five}") in books
    assert eight in three
    assert "+7" in text_of("reference.score")


def test_the_shelf_line_says_what_wins_the_pile_without_the_word_book(lang):
    """pt6c 3: "book" before any rule said it read as jargon; pt7c 15: the trumps' ranks
    and where each wins ("3 und 5 immer, 4 auf ihrer Farbe") read as a riddle and wrapped.
    The line says the game plainly: lay cards, a trump wins the whole pile."""
    blurb = i18n.tr("solar-republic.game.blurb")
    assert "book" not in blurb.lower()
    assert ("trump wins the whole pile" if lang == "en" else "Trumpf gewinnt den ganzen Stapel") \
        in blurb
    assert not any(rank in blurb for rank in "345") and len(blurb) <= 66


def test_SR5_a_refusal_names_a_giant_planet_once_and_the_reference_card_says_what_SR5_is(lang):
    """pt6c 7: "Neptune (Neptune 4) does not fit on Titan (Saturn 2)"; "(rule SR5)" meant
    nothing at the table."""
    state = position(["NE4", "JU1"], ["SA2"])
    me = state.current_player
    neptune = next(t for t in NAMING.table(state).hands[me] if code_of(t) == "NE4")
    violation = SolarTurn(state, me, NAMES).refusal(neptune, "pile")
    assert violation is not None and violation.rule == "SR5"
    text = refusal_words(worded(violation, card=neptune, top=NAMING.table(state).pile[-1]))
    planet = text_of("body.neptune")
    assert text.count(planet) == 1 and "(Saturn 2)" in text and "4)" in text
    fits = dict(VIEW.reference().sections)
    heading = next(h for h in fits if "SR5" in h)
    assert ("rule SR5" if lang == "en" else "Regel SR5") in heading
    assert "F1" in fits[heading]


def test_a_hand_strips_kind_line_stops_short_of_the_next_card(monkeypatch):
    """pt6c 16: at 1024x700 Saturn's "Giant Planet" ran into the next card's "Sol"; since
    pt13c 4 its foot says its suit, "Saturn", kept as short of the next card."""
    pygame.font.init()
    drawn: list[tuple[str, int, int]] = []
    real = faces.suit_line

    def spy(surface, label, left, width, squeeze=None, code=None):
        drawn.append((label, left, width))
        return real(surface, label, left, width, squeeze, code)

    monkeypatch.setattr(faces, "suit_line", spy)
    size, shown = (88, 136), 80  # a 1024x700 hand card, the next card over its right part
    faces.face("SA4:saturn", size, shown=shown)
    ((label, left, width),) = drawn
    assert label == text_of("suit.SA") and left + width <= shown - 4
    drawn.clear()
    faces.face("SA4:saturn", size)  # a whole card keeps its width
    assert drawn[0][2] > width
