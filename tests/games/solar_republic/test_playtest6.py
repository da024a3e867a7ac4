"""The Solar Republic after the sixth newcomer playtest (pt6c, /tmp/pt6c/report.md): a power's
question opens on the answer the game's judgement likes (8) and a forced draw that empties the
draw pile says it ends the game (9); the draw hint's reason fits the hand (12)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.policy import move_values, reason
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view.names import NAMING, code_of
from astromagie.games.solar_republic.view.turn import SolarTurn
from astromagie.games.solar_republic.view.words import text_of

NAMES = ["You", "Vega", "Orion"]


@pytest.fixture(params=["en", "de"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


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


@pytest.mark.parametrize(("hand", "pile"), [(["SO3", "JU1", "JU2"], ["SO1"]),  # Venus on Sol
                                            (["NE4", "NE1", "JU2"], ["NE2"]),  # Neptune
                                            (["SO5", "JU1", "JU2"], ["UR2"])])  # the Sun
def test_SR9_SR10_SR11_a_power_question_opens_on_the_judgements_answer_declining_last(hand, pile):
    """pt6c 8: Jupiter's, Neptune's and Saturn's questions opened on "Nobody draws", Venus's
    on "No steal": Return wasted the power. The kit opens a question on its first option
    (the coach's or the hint's move, when there is one): the first is the one the game's
    judgement likes best, the bare play (declining) the last."""
    state = position(hand, pile)
    moves = [o.move for o in asked(state, hand[0]).options]
    values = move_values(state, moves)
    assert values[0] == max(values) and moves[0] != f"P {hand[0]}"
    assert moves[-1] == f"P {hand[0]}"


def test_SR14_a_forced_draw_that_empties_the_draw_pile_says_it_ends_the_game(lang):
    """pt6c 9: "Vega draws up to four cards" with two left ended the game unannounced."""
    state = position(["SA4", "JU1"], ["SA2"], left=2)
    me = state.current_player
    labels = {o.move: o.label for o in asked(state, "SA4").options}
    vega = (me + 1) % 3
    assert labels[f"P SA4 F{vega}"] == text_of("choose.draw_other_end", name=NAMES[vega],
                                               count=2)
    assert labels[f"P SA4 F{me}"] == text_of("choose.draw_self_end", count=2)
    ends = "the game ends" if lang == "en" else "das Spiel ist aus"
    assert ends in labels[f"P SA4 F{vega}"] and "2" in labels[f"P SA4 F{vega}"]
    deep = position(["SA4", "JU1"], ["SA2"], left=5)  # four of five: the game goes on
    labels = {o.move: o.label for o in asked(deep, "SA4").options}
    assert labels[f"P SA4 F{vega}"] == text_of("choose.draw_other", name=NAMES[vega])


def test_SR5_the_draw_hint_speaks_of_keeping_trumps_only_to_a_hand_that_holds_one(lang):
    """pt6c 12: "keep your trumps to strike" to a hand of one Larissa (a 1)."""
    lone = position(["NE1"], ["NE2"])
    key, params = reason(lone, DRAW)
    assert key == "hint.draws_feeds" and params == {}
    trump = "Trümpfe" if lang == "de" else "trumps"
    assert trump not in text_of("hint.draws_feeds")
    kept = position(["NE1", "JU4"], ["NE2"])  # Jupiter does not fit on Triton: kept
    assert reason(kept, DRAW)[0] == "hint.draws_feeds_trump"
    assert trump in text_of("hint.draws_feeds_trump")
