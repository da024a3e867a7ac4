"""The Solar Republic's pt10c findings of round 13: the guided game closes on the results
with what it taught and where the rules stand for later (finding 4), in both languages;
the first lesson keeps to a few lines (the draw-four choice said when its dialog opens);
the hint names a big pile's risk and why a draw is best."""

from __future__ import annotations

import random
from unittest.mock import patch

from astromagie.games.solar_republic import policy
from astromagie.games.solar_republic.compare import takers_unseen
from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.policy import reason, trump_pays_from
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW, guide
from astromagie.games.solar_republic.view.words import text_of


def played_out(state: SolarState, seed: int = 1) -> SolarState:
    """`state` played to its end by random legal moves."""
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(list(state.legal_moves())))
    return state


def test_guided_game_closes_with_what_it_taught(lang: str) -> None:
    game = SolarState.new(guide.GUIDE.players, guide.GUIDE.seed)
    assert guide.is_guided_deal(game)
    assert guide.closing(game) == []  # only at the end
    lines = VIEW.breakdown(played_out(game), ["You", "Vega"])
    assert lines[-2:] == [text_of("end.learned"), text_of("end.later")]
    assert "(?)" in lines[-1] and "F1" in lines[-1]
    assert ("learned" if lang == "en" else "Gelernt") in lines[-2]


def test_other_deals_close_on_the_tally_alone() -> None:
    for players, seed in ((2, guide.GUIDE.seed + 1), (3, guide.GUIDE.seed)):
        game = played_out(SolarState.new(players, seed))
        assert not guide.is_guided_deal(game)
        assert text_of("end.learned") not in VIEW.breakdown(game, ["A", "B", "C"][:players])


def drawing_position(hand: list[str], pile: list[str]) -> SolarState:
    """The seat to move holds `hand`, `pile` lies on the table, the draw pile is deep."""
    state = SolarState.new(2, 3)
    state.moves = ["D"]
    state.pile = list(pile)
    state.hands[state.current] = list(hand)
    return state


def test_SR5_SR7_a_draw_beside_a_fitting_card_names_the_pile_it_would_leave_and_its_takers(
        lang: str) -> None:
    """pt10c 3/11: the hint said "draw" while Umbriel fitted, with no figure of why."""
    state = drawing_position(["NE1", "JU1"], ["SA1", "NE2"])
    key, params = reason(state, DRAW)
    takers = takers_unseen(state, "NE1")
    assert (key, params) == ("hint.draws_risk", {"cards": 3, "takers": takers}) and takers > 1
    words = text_of(key, **params)
    assert "3" in words and str(takers) in words


def test_SR7_a_trump_alone_that_fits_says_how_small_a_book_it_would_take() -> None:
    """Since pt15c 6 with the pile's size from which the trump pays (past PILE_LOOK:
    only the small book, as before)."""
    state = drawing_position(["JU1", "SO5"], ["UR1", "NE2"])
    assert reason(state, DRAW) == ("hint.draws_until",
                                   {"book": 3, "pays_from": trump_pays_from(state)})
    with patch.object(policy, "PILE_LOOK", 2):
        assert reason(state, DRAW) == ("hint.draws_keeps", {"book": 3})


def test_SR7_a_play_leaving_a_big_pile_is_called_risky_with_the_book_it_would_give(
        lang: str) -> None:
    """pt10c: "risky: 1 unseen trump could take 11 cards"."""
    state = drawing_position(["NE1", "JU1"], ["UR1", "UR2", "SA1", "NE2"])
    key, params = reason(state, "P NE1")
    assert key == "hint.sheds_card_big" and params["cards"] == 5
    words = text_of(key, **params)
    assert ("Risky" if lang == "en" else "Riskant") in words and "+5" in words
