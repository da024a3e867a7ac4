"""Zahlenstreifen's review after the tenth newcomer playtest (pt10b, finding 8): it
preferred "blue 5 and red 4" (red, another's majority, cost 4 now) over "blue 5 and
yellow 6" (yellow, the person's, cost 1) and did not say why. A pair dearer before the
reveal and better after it now names the colour the others' revealed cards decide."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.reasons import compare_reason
from astromagie.games.zahlenstreifen.state import CHOOSE, StripState
from tests.games.zahlenstreifen.helpers import arrange, cards


@pytest.fixture(params=("en", "de"))
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def secret_choice(mine: str, orion: str, orion_hand: str) -> StripState:
    """Seat 0's secret choice with 3 players: seat 0 holds blue 5, yellow 6, red 4 and
    green 9; seat 1 (Orion) holds `orion` and `orion_hand`; seat 2 leads blue and violet."""
    state = arrange(players=3, row="G3 G4 V5 V6 B8 B9",
                    hands={0: "B5 Y6 R4 G9", 1: orion_hand, 2: "V1 V2 G1 G2"}, pile="")
    state.collections = [cards(mine), cards(orion), cards("B1 B2 B3 V1 V2 V3")]
    state.phase, state.current, state.secret = CHOOSE, 0, [[], [], []]
    return state


def test_pt10b_8_NS13_a_dearer_pair_is_explained_by_the_majority_the_reveal_takes(lang):
    # yellow is the person's (2 against Orion's 2, a tie): yellow 6 costs 1 now, red 4
    # costs 4; Orion's cheapest pair adds yellow 7 and 8 and takes the most yellow
    state = secret_choice("Y1 Y2 R1", "Y3 Y4 R3 R5 R6", "Y7 Y8 B8 B9")
    played, better = tuple(cards("B5 Y6")), tuple(cards("B5 R4"))
    said = compare_reason(state, played, better)
    assert said is not None
    key, params = said
    assert key == "review.choice_reveal"
    yellow = i18n.tr("zahlenstreifen.colour.Y")
    assert params["colour"] == yellow
    assert (params["played_after"], params["better_after"]) == (9, 12)  # 3 → 9, 3 → 12
    assert (params["played_colour"], params["better_colour"]) == (9, 3)  # at face value
    assert params["better_end"] < params["played_end"]
    words = i18n.tr(f"zahlenstreifen.{key}", **params)
    assert yellow in words and "9" in words and "{" not in words
    assert ("another player holds the most" if lang == "en" else "hat ein anderer") in words


def test_pt10b_8_NS13_a_pair_that_ties_a_majority_after_the_reveal_says_so(lang):
    # red is tied 2 to 2 and costs the same now either way; Orion's cheapest pair lays red
    # 6: without red 4 the person's red 7 and 8 cost face value, with it a tie (NS13)
    state = secret_choice("Y1 Y2 Y3 R7 R8", "R3 R5", "R6 V7 V8 V9")
    said = compare_reason(state, tuple(cards("B5 Y6")), tuple(cards("B5 R4")))
    assert said is not None
    key, params = said
    assert key == "review.choice_majority"
    assert params["colour"] == i18n.tr("zahlenstreifen.colour.R")
    assert (params["played_colour"], params["better_colour"]) == (15, 3)
    assert (params["played_end"], params["better_end"]) == (24, 11)
    words = i18n.tr(f"zahlenstreifen.{key}", **params)
    assert ("you hold the most" if lang == "en" else "hast du die meisten") in words


def test_pt10b_8_a_dearer_pair_that_is_also_dearer_after_the_reveal_keeps_the_old_reason():
    state = secret_choice("Y1 Y2 R1", "R3 R5 R6", "V7 V8 V9 G8")  # Orion lays violet
    assert compare_reason(state, tuple(cards("B5 Y6")), tuple(cards("B5 R4"))) is None
