"""The Solar Republic after the tenth newcomer playtest (pt10c, /tmp/playtest10c/report.md):
the close-up's worth line keeps each number with its words (12: it broke between "1" and
"against you"), the first lesson says why everybody starts at −7 and what the draw-four
dialog's other answers are for (2, 5), and the review's reason names what sets its move
apart from the one played (10: "A 2" for a 2 played instead of another 2)."""

from __future__ import annotations

import pygame

from astromagie import i18n
from astromagie.ai.review import why
from astromagie.games.solar_republic.policy import POLICY, reason
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW, guide
from astromagie.games.solar_republic.view.words import text_of
from astromagie.host import registry
from astromagie.look import theme

from .position import make


def test_SR15_the_close_ups_worth_line_never_breaks_a_number_from_its_words(lang):
    pygame.font.init()
    line = VIEW.facts("SA4")[-1]
    bound = ("1\u00a0point", "1\u00a0against\u00a0you") if lang == "en" else (
        "einen\u00a0Punkt", "einen\u00a0gegen\u00a0dich")
    assert all(words in line for words in bound), line
    for width in range(60, 700, 7):  # every width the close-up's column may have
        lines = theme.wrap(line, "text", 15, width)
        assert not any(row.endswith((" 1", " einen")) for row in lines), (width, lines)


def test_SR10_SR15_the_draw_four_dialogs_answers_say_what_they_are_for(lang):
    """pt10c 2: the dialog offered "I draw four cards myself" and "Nobody draws" and the
    coach never said why. Round 13: the answers say it themselves, where they are chosen,
    and the first lesson (whose move opens the dialog) says which one to choose, in one
    line under the basics."""
    state = SolarState.new(guide.GUIDE.players, guide.GUIDE.seed)
    first = guide.coach(state, state.current_player, 0)
    assert first.move == "P SA4 F1"  # Saturn, the move whose dialog this is
    assert text_of("coach.open_force_first", card="Saturn", name=text_of("coach.opponent")) \
        in first.text
    longer = "longer" if lang == "en" else "länger"
    # what drawing four oneself costs and brings, in numbers (pt13c 6)
    own = text_of("choose.draw_self", rest=20, next="Vega")
    assert "+4" in own and "−1" in own and "20" in own
    assert longer in text_of("choose.none_4", next="Vega")


def test_SR15_the_scoreboard_says_why_everybody_starts_at_minus_seven(lang):
    """pt10c 5: both seats show −7 from the first screen; their line says −1 a card held
    until a card is won, then names the won cards as before."""
    state = SolarState.new(2, guide.GUIDE.seed)
    for seat in range(2):
        assert state.scores[seat] == -7
        line, = VIEW.seat_lines(state, seat)
        assert "−1" in line and line.startswith("0 ")
    state.won[0] = ["SA1"]
    assert "−1" not in VIEW.seat_lines(state, 0)[0]


def test_SR3_SR9_the_review_tells_two_2s_apart_by_the_sol_card_left_for_your_3(lang):
    """pt10c 10: "−8 points, better: play Pluto. Why: A 2: you play again at once", and
    Umbriel, the move played, was a 2 as well. Both fit on Ariel; Pluto leaves a Sol card
    on top, on which the mover's Venus (a 3) takes the pile and may steal (SR9)."""
    state = make([["UR2", "SO2", "SO3", "NE1"], ["JU1"]], pile=["UR2"],
                 won=[[], ["SA1", "SA2", "NE2"]])
    assert reason(state, "P SO2") == ("hint.extra_turn", {"card": "SO2"})
    assert reason(state, "P UR2")[0] == "hint.extra_turn"  # the same fact, said of both
    rules = registry.rules("solar-republic")
    key, params = why(rules, state, "P UR2", "P SO2")
    assert key == "review.sol_for_your_3"
    said = i18n.tr(f"solar-republic.{key}", **params)
    assert "Sol" in said and "3" in said
    # the other way round the hint's reasons differ: the review keeps the hint's own
    assert POLICY.compare(state, "P SO3", "P SO2") is None


def test_SR7_SR5_the_review_names_the_smaller_trump_and_the_safer_top_card(lang):
    """Two trumps taking the same book: the smaller one keeps the bigger for later; two
    plain cards alike: the one fewer unseen trumps could take on top; else the turns after."""
    state = make([["SO3", "SO5", "JU1", "JU1"], ["NE1"]], pile=["JU1", "SA1"],
                 won=[[], []])
    assert POLICY.compare(state, "P SO5", "P SO3") == (
        "review.smaller_trump", {"rank": 3, "played_rank": 5})
    # Neptune's 4 is in the mover's hand: a Neptune 1 on top has one unseen taker fewer
    plain = make([["SA1", "NE1", "NE4"], ["SO1"]], pile=["JU1"], won=[[], []])
    key, params = POLICY.compare(plain, "P SA1", "P NE1")
    assert key == "review.fewer_takers" and params["count"] == params["played_count"] - 1
    twin = make([["SA1", "SA1", "NE1"], ["NE1"]], pile=["SA2"], won=[[], []])
    assert POLICY.compare(twin, "P SA1", "P SA1") == ("review.later", {})
    for key in ("smaller_trump", "sol_for_your_3", "more_fit", "fewer_takers", "later"):
        assert i18n.has(f"solar-republic.review.{key}"), key
