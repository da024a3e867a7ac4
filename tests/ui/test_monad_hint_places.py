"""The hint's gold frames in Monad light where the person drops, not where cards fly.

monad5's playtest: a hinted trade framed the discard pile (where the given Commons fly
on to, a pile that takes no drop) while the coach and the drop went to the column.
"""

from __future__ import annotations

from astromagie.games.monad.view import VIEW
from astromagie.ui.kit.hinting import hint_marks
from tests.games.monad.helpers import position
from tests.games.monad.test_rules import COLS_FULL


def test_MO12_a_hinted_trade_lights_its_two_cards_and_the_column_it_is_dropped_on() -> None:
    g = position(2, {0: "R1 P1"}, COLS_FULL, talon="G1")
    hand = VIEW.hand(g, 0)
    cards, zones = hint_marks(VIEW, g, "T R1 P1", None, hand)
    assert sorted(cards) == sorted(hand)  # both Commons given
    assert zones == ("col:2",)  # the Bi column, where the trade is dropped
    assert "discard" not in zones


def test_a_hinted_draw_lights_the_talon_and_no_card() -> None:
    g = position(2, {0: "R1 P1"}, COLS_FULL, talon="G1")
    assert hint_marks(VIEW, g, "D", None, VIEW.hand(g, 0)) == ((), ("talon",))
