"""The Solar Republic's pt10c findings of round 13: the guided game closes on the results
with what it taught and where the rules stand for later (finding 4), in both languages;
the first lesson keeps to a few lines (the draw-four choice said when its dialog opens);
the hint names a big pile's risk and why a draw is best."""

from __future__ import annotations

import random

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
