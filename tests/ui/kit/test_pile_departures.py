"""pt15c: when a bot took a Solar book, the pile still showed the cards flying to the
bot's pile. A card shows in a pile only while it is there: from the moment it sets off
it is drawn in flight only (`flights.Departures`, `Highlight.left`), and the pile's
count and depth leave it out (`Highlight.landed` is net of it)."""

from __future__ import annotations

import pygame

from astromagie.kit.view import Pile
from astromagie.ui.kit.animation import Animator
from astromagie.ui.kit.flights import Departures
from astromagie.ui.kit.piles import shown_piles


def test_a_card_leaves_its_zone_as_its_flight_sets_off():
    animator, departures = Animator(), Departures()
    rect = pygame.Rect(0, 0, 50, 70)
    for i in range(3):
        trip = ("c", "seat:1", "pile")
        departures.note(animator.fly("c", rect, rect.move(300, 0), delay=0.2 * i), trip, True)
    departures.note(animator.fly("d", rect, rect), ("d", "hand", "draw"), False)  # not paced
    departures.note(animator.fly("e", rect, rect), ("e", "pile"), True)  # from no zone
    assert departures.left() == {"pile": 1}  # the first has set off
    animator.update(0.25)
    assert departures.left() == {"pile": 2}
    animator.update(5.0)  # all landed, at the seat: still gone from the pile
    assert departures.left() == {"pile": 3}
    assert departures.net({"pile": 1}) == {"pile": -2}  # the card played landed first
    (pile,) = shown_piles([Pile("pile", 5, True, "Pile")], departures.net({"pile": 1}))
    assert pile.count == 3
    departures.clear()
    assert departures.left() == {} and departures.net({}) == {}
