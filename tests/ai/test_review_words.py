"""The review's words never contradict its figures: a hint's "nearly as good: either will
do" is not said of a move the review found clearly better (Monad, round 8: a -8 moment)."""

from __future__ import annotations

import pytest

from astromagie.ai.review import moment_at
from astromagie.host import registry
from astromagie.i18n import has, set_language
from tests.ai.test_review_compare import panel_for
from tests.games.monad.helpers import position

EITHER = {"en": "either will do", "de": "Beides passt"}


def _trade_or_draw():  # the greedy values: 1.36 the trade, 1.3 the draw (test_policy)
    return position(2, {0: "O1 B1", 1: "R1 G1"}, columns={2: "P2 R2", 3: "Y3", 4: "O4",
                                                          5: "R5"}, talon="Y1 G1 R1")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_MO_a_costly_moment_never_calls_the_better_draw_as_good_as_the_trade(lang):
    rules = registry.rules("monad")
    state = _trade_or_draw()
    assert rules.policy().reason(state, "D")[0] == "hint.draw_trade_close"  # the hint's
    found = moment_at(rules, 5, state, "T O1 B1", "D", (30.0, 38.0), 4, "win chance")
    assert found.reason == "hint.draw_trade_even"
    against = moment_at(rules, 5, state, "D", "T O1 B1", (30.0, 38.0), 4, "win chance")
    assert against.played_reason == "hint.draw_trade_even"  # the played draw's words too
    set_language(lang)
    try:
        text = panel_for("monad", []).reason(found)
    finally:
        set_language("en")
    assert text and EITHER[lang] not in text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_review_swap_of_a_policy_has_words_in_both_languages(lang):
    set_language(lang)
    try:
        for game in ("astromagie", "solar-republic", "zahlenstreifen", "monad"):
            swaps = getattr(registry.rules(game).policy(), "review_keys", {})
            for key in swaps.values():
                assert has(f"{game}.{key}"), (game, key)
    finally:
        set_language("en")
