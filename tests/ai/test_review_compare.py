"""The review's reason compares the two moves (playtest pt6b, finding 7).

"Played blue 6 · Better blue 1 · It gives you the most cards of its colour ...": the
played move had done the same, so the reader could not see why blue 1 was better. A
moment now carries what each move did at once and the played move's own reason; where
the two did alike at once, the panel says the difference came later and gives each
move's value at the end of the played-out deals.
"""

from __future__ import annotations

import types

import pytest

from astromagie.ai.review import Moment, moment_at, score_change
from astromagie.host import registry
from astromagie.i18n import set_language
from astromagie.ui.review_panel import ReviewPanel
from tests.ai.test_hint_review import position


def panel_for(game: str, moments: list[Moment]) -> ReviewPanel:
    job = types.SimpleNamespace(game=game, review=types.SimpleNamespace(moments=moments))
    return ReviewPanel(job, ["Vega", "Orion"], 0, lambda turn, notation: f"<{notation}>")


def moment(**changes: object) -> Moment:
    base = Moment(turn=11, seat=0, played="P B6", suggested="P B1", loss=5.0,
                  played_value=-14.0, suggested_value=-9.0, choices=4,
                  reason="hint.takes_the_majority", reason_params={"before": 0, "after": 1},
                  now_played=-1.0, now_better=-1.0, played_reason="hint.takes_the_majority",
                  played_reason_params={"before": 0, "after": 1})
    return Moment(**{**base.__dict__, **changes})  # type: ignore[arg-type]


@pytest.fixture
def english():
    set_language("en")
    yield
    set_language("en")


def test_moves_alike_at_once_say_the_difference_comes_later_with_both_values(english):
    text = panel_for("zahlenstreifen", []).reason(moment())
    assert "both do the same" in text and "changes your score by \u22121" in text
    assert "The difference comes later" in text
    assert "on average 9 points behind the best rival after “<P B1>”" in text
    assert "14 behind after “<P B6>”" in text
    # the better move's own words said what both did: they are left out
    assert "most cards of its colour" not in text


def test_moves_unlike_at_once_say_what_each_did(english):
    text = panel_for("zahlenstreifen", []).reason(moment(
        now_better=0.0, reason="hint.takes_nothing", reason_params={}, suggested_value=2.0))
    assert "At once “<P B6>” changes your score by \u22121, “<P B1>” leaves your score" in text
    assert "on average 2 points ahead of the best rival after “<P B1>”" in text
    assert "Why “<P B1>”: It takes nothing" in text


def test_a_games_own_comparison_is_kept_whole(english):
    text = panel_for("zahlenstreifen", []).reason(moment(
        compared=True, reason="review.cheaper_safe",
        reason_params={"played": "Blue 6", "better": "Blue 1", "before": 0,
                       "played_after": 1, "taken": "blue 1"}))
    assert text.startswith("Blue 6 took blue 1") and "difference comes later" not in text


def test_a_win_chance_game_compares_chances_in_german():
    set_language("de")
    try:
        text = panel_for("monad", []).reason(moment(
            unit="win chance", played_value=8.5, suggested_value=57.25, reason="",
            played_reason=""))
    finally:
        set_language("en")
    assert "Der Unterschied kommt später" in text
    assert "57,2 % nach „<P B1>“" in text or "57,3 % nach „<P B1>“" in text
    assert "8,5 % nach „<P B6>“" in text


@pytest.mark.parametrize("game", ["zahlenstreifen", "solar-republic", "monad"])
def test_a_moment_holds_what_each_move_did_at_once(game):
    rules = registry.rules(game)
    state = position(game, 3)
    played, better = state.legal_moves()[:2]
    entry = moment_at(rules, 10, state, played, better, (-3.0, 2.0), 2, "points")
    assert entry.loss == 5.0 and entry.seat == state.current_player
    assert entry.now_played == score_change(state, played)
    assert entry.now_better == score_change(state, better)
    after = state.clone()
    after.apply(played)
    seat = state.current_player
    assert entry.now_played == after.scores[seat] - state.scores[seat]
    assert (entry.played_reason, entry.played_reason_params) == \
        rules.policy().reason(state, played)
    assert set(entry.to_json()) >= {"now_played", "now_better", "played_reason", "compared"}


def test_a_move_named_with_quotes_gets_inner_quotes_in_the_sentence():
    set_language("de")
    try:
        panel = ReviewPanel(types.SimpleNamespace(game="solar-republic", review=None),
                            ["Du", "Orion"], 0, lambda turn, notation: "\u201eUranus\u201c legen")
        text = panel.reason(moment(now_better=3.0))
    finally:
        set_language("en")
    assert "\u201e\u201aUranus\u2018 legen\u201c" in text and "\u201e\u201e" not in text
