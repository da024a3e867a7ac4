"""Monad's hint names the trade a draw or a flip passes over (pt7d 7: "A trade is open
too, but now it would cost more than it brings" named no trade, and a newcomer saw none
that lost points): the card it brings and what it does to the hand's points."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.monad.policy import POLICY
from tests.games.monad.helpers import position


def relative_quint(**piles: str):
    """Seat 0 (purple identity) holds its relative, the purple Quint, and a yellow Quad:
    traded together the Quint counts as a Quad and brings the front Quint, 16 points lost."""
    return position(2, {0: "Y4 P5 R1", 1: "G1"}, identities="P G",
                    columns={2: "G2", 3: "B3", 4: "O4", 5: "R5 B5"}, **piles)


def test_MO13_a_draw_over_a_losing_trade_names_the_card_and_the_points_lost():
    state = relative_quint(talon="Y1 G1")
    assert "T Y4 P5" in state.legal_moves()
    assert POLICY.reason(state, "D") == ("hint.draw_trade_loses_r5", {"points": 16})


def test_MO10_a_flip_over_a_losing_trade_names_it_too():
    state = relative_quint(discard="Y1 G1")
    assert POLICY.reason(state, "F") == ("hint.flip_trade_loses_r5", {"points": 16})


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "A trade for the front Quint is open too, but it would lose your hand 16 points"),
    ("de", "Ein Tausch gegen die vorderste Quint geht auch, aber dein Handwert sänke um 16"),
])
def test_the_named_trade_reads_in_both_languages(lang, words):
    i18n.set_language(lang)
    try:
        key, params = POLICY.reason(relative_quint(talon="Y1 G1"), "D")
        assert i18n.tr(f"monad.{key}", **params).startswith(words)
        for verb in ("loses", "adds"):  # every rank's words, 1 point in the singular
            for kind in ("draw", "flip"):
                for rank in range(2, 6):
                    key = f"monad.hint.{kind}_trade_{verb}_r{rank}"
                    assert i18n.has(key) and "{" not in i18n.tr(key, points=3)
                    assert (" 1 point" if lang == "en" else " 1 Punkt") in i18n.tr(key, points=1)
    finally:
        i18n.set_language("en")


def test_MO15_a_buy_set_as_a_goal_and_now_in_reach_is_said_to_wait():
    """pt7d 8: "One more Common and you can buy the front Bi", and once that Common was
    drawn the next hint's plan left the Bi out, as if the goal were dropped."""
    before = position(2, {0: "P1 B1 P5", 1: "G1"}, identities="P G",
                      columns={2: "G2 B2", 3: "B3", 4: "O4", 5: "R5"}, talon="Y1 G1")
    assert POLICY.reason(before, "D") == ("hint.draw_buy_r2_lower", {"missing": 1})
    after = position(2, {0: "P1 P1 B1 P5", 1: "G1"}, identities="P G",
                     columns={2: "G2 B2", 3: "B3", 4: "O4", 5: "R5"}, talon="Y1 G1")
    assert "B 2" in after.legal_moves()
    key, params = POLICY.reason(after, "D")
    assert (key, params) == ("hint.draw_buy_wait_r2", {})
    assert i18n.tr(f"monad.{key}").startswith("The front Bi can wait: you could buy it now")
