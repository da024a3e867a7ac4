"""A bot's move at the Normal speed (pt14a 6: two Astromagie bots took 8-9 s after each
play): the cards it lays on the board fly at the move's pace, the cards going to a seat
(a trick gathered, the refill drawn) follow closer, each still flying, in order."""

from __future__ import annotations

import pytest

from astromagie.kit.view import HAND
from astromagie.ui.kit.tempo import BRISK, FULL, trip_delays


def test_pt14a_6_cards_to_a_seat_follow_at_the_brisk_stagger_board_cards_at_the_moves():
    trips = [("A", "pos:1"), ("B", "pos:2"), ("A", "seat:1", "pos:1"),
             ("B", "seat:1", "pos:2"), (None, HAND, "draw")]
    delays = trip_delays(FULL, trips)
    assert delays[:2] == [0.0, FULL.stagger]  # laid on the board: the full pace
    steps = [b - a for a, b in zip(delays, delays[1:], strict=False)]
    assert steps[1:] == pytest.approx([BRISK.stagger] * 3)  # gathered and drawn: closer
    assert all(step > 0 for step in steps)  # one after the other, in the move's order
    assert trip_delays(BRISK, trips) == pytest.approx([BRISK.stagger * i for i in range(5)])
    assert trip_delays(FULL, []) == []


def test_pt14a_6_a_move_of_only_board_cards_keeps_its_full_pace():
    trips = [("A", "pos:1"), ("B", "pos:2"), ("C", "pos:3")]
    assert trip_delays(FULL, trips) == pytest.approx([0.0, FULL.stagger, 2 * FULL.stagger])
