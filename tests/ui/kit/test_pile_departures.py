"""pt15c: when a bot took a Solar book, the pile still showed the cards flying to the
bot's pile. A card shows in a pile only while it is there: from the moment it sets off
it is drawn in flight only (`flights.Departures`, `Highlight.left`), and the pile's
count and depth leave it out (`Highlight.landed` is net of it)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.kit.view import Pile
from astromagie.ui.kit.animation import Animator
from astromagie.ui.kit.flights import Departures
from astromagie.ui.kit.piles import shown_piles
from astromagie.ui.kit.played import Played
from tests.ui.test_kit_playtest9 import open_game

pytestmark = pytest.mark.app(fast=True, autosave=False)


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


def _a_book(scene):
    """A position where the mover's move takes the pile (a Solar book), its move, after."""
    state = scene.state.clone()
    for _ in range(400):
        for move in state.legal_moves():
            after = state.clone()
            after.apply(move)
            if len(state.pile) >= 2 and not after.pile:
                return state, move, after
        state.apply(state.legal_moves()[0])
        if state.is_over():
            break
    raise AssertionError("no book taken")


def test_pt15c_a_solar_book_flying_to_its_taker_leaves_the_pile_as_it_sets_off(app):
    scene = open_game(app, "solar-republic", 3)
    before, move, after = _a_book(scene)
    seat = before.current_player
    trips = tuple(scene.kit.trips(before, move, after, scene.board))
    book = [t for t in trips if len(t) > 2 and t[2] == "pile"]
    assert book
    scene.session.pending = before  # the position before the bot's move stays shown
    scene.animator.speed = 1.0  # (the tests' app plays fast: every card lands at once)
    scene.played(Played(before, move, after, seat, trips, True, False))
    surface = pygame.Surface(app.size)
    seen_left = 0
    for _ in range(600):
        highlight = scene.highlight()
        left = highlight.left.get("pile", 0)
        assert left <= len(book)
        scene.board.paint(surface, before, scene.viewer, highlight)
        # the pile draws only the cards that have not set off (at most 6 of them fanned)
        assert len(scene.board.shown) == min(len(before.pile) - left, 6)
        seen_left = max(seen_left, left)
        if not scene.animator.flights:
            break
        scene.animator.update(1 / 60)
    assert seen_left == len(book)
