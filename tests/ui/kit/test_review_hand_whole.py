"""The replay's and review's hand lays Astromagie's six cards apart, each name whole
(pt16a 7: at 1024x700 the fan laid each card on the last one's name: "Capricor",
"Conjunctio"), with cards no smaller than LEAST_CARD of the table's."""

from __future__ import annotations

import pytest

from astromagie.host import registry
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.watch import LEAST_CARD, watch_frame


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_pt16a_7_six_cards_lie_apart_in_the_replays_hand(size):
    ratio = registry.view("astromagie").card_ratio
    table, replay = compute_frame(size, ratio), watch_frame(size, ratio)
    rects = replay.hand_rects(6)
    assert all(a.right <= b.x for a, b in zip(rects[:-1], rects[1:], strict=True))  # apart
    assert all(replay.hand.contains(r) or replay.hand.clip(r).w == r.w for r in rects)
    assert replay.card[0] >= table.card[0] * LEAST_CARD - 1
    assert replay.card[0] <= table.card[0]


def test_a_grouped_hand_keeps_the_tables_card():
    ratio = registry.view("monad").card_ratio
    assert watch_frame((1024, 700), ratio, True).card == compute_frame((1024, 700), ratio,
                                                                        True).card
