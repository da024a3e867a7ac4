"""A forced discard gives every reason (playtest pt14a, finding 9): "none of your cards
fits on 2 or 5+6" stood while the hand held Libra, and nothing said why Libra could not
go on 1. The status line adds the place a card of the hand waits for (R4: 1 needs 2
first, the pair 5+6 needs 4), in both languages, and stays one line at 1024x700."""

from __future__ import annotations

from collections import Counter

import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import DECK, Game
from astromagie.games.astromagie.view.forced import forced_needs, forced_reason, forced_waits
from tests.ui.test_astromagie_table import open_table
from tests.ui.ui_events import frames

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


def libra_and_virgo() -> Game:
    """pt14a's table (69_small.png): Leo on 3, Venus on 4, 1, 2 and 5+6 empty; the person
    holds Libra and Virgo, the pile is empty and Vega holds the trick."""
    hands = [["LIB", "VIR"], ["AIR"]]
    row = (None, None, "LEO", "VENUS")
    rest = Counter(DECK)
    rest.subtract([*hands[0], *hands[1], "LEO", "VENUS"])
    return Game.from_position(hands=hands, row=row, leader=1, discard=list(rest.elements()))


def test_R4_a_zodiac_card_held_while_1_and_2_are_empty_waits_for_2():
    game = libra_and_virgo()
    assert all(move.is_discard for move in game.legal_moves())
    assert [key for key, _ in forced_needs(game, 0)] == ["element", "aspect"]
    assert forced_waits(game, 0) == [("1", "2")]


def test_R4_an_aspect_held_while_4_is_empty_waits_for_4_and_a_full_row_waits_for_nothing():
    hands = [["SQU", "WATER"], ["AIR"]]
    rest = Counter(DECK)
    rest.subtract([*hands[0], *hands[1], "FIRE", "LEO"])
    waiting = Game.from_position(hands=hands, row=(None, "FIRE", "LEO", None), leader=1,
                                 discard=list(rest.elements()))
    assert all(move.is_discard for move in waiting.legal_moves())
    assert forced_needs(waiting, 0) == [("zodiac", {}), ("planet", {})]
    assert forced_waits(waiting, 0) == [("5+6", "4")]
    empty = Game.from_position(hands=[["FIRE", "SQU"], ["AIR"]], leader=-1,
                               discard=list((Counter(DECK) - Counter(["FIRE", "SQU", "AIR"]))
                                            .elements()))
    assert forced_waits(empty, 0) == []  # an empty row's reason is the opening alone (R3)


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_R4_R9_the_forced_discard_line_says_1_needs_2_first_whole_at_1024x700(app, lang):
    i18n.set_language(lang)
    game = libra_and_virgo()
    scene = open_table(app, game)
    frames(app, 2)
    status = scene.snapshot().status
    assert status == forced_reason(scene.state, 0)
    want = {"en": ("none of your cards fits on 2 or 5+6", "; 1 needs 2 first"),
            "de": ("nichts passt auf 2 oder 5+6", "; 1 braucht erst 2")}[lang]
    assert status.endswith(want[0] + want[1]), status
    scene.draw(app.screen)
    assert not scene.painter.status_cut, status  # one line, whole, at the smaller window
