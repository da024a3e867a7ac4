"""Zahlenstreifen after the eleventh newcomer playtest (pt11b, /tmp/playtest11b/report.md):
the secret choice's hint frames its pair in the hand as the coach does (finding 9), the
band's turn at the gold arrow is said when the arrow is on the table (finding 2), and
the hand-over no longer calls five cards "a whole round" next to the last round
(finding 8)."""

from __future__ import annotations

from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.state import CHOOSE
from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.ui.kit.hinting import hint_marks


def choosing(seed: int = 2):
    state = RULES.new(3, seed)
    while state.phase != CHOOSE:
        state.apply(state.legal_moves()[-1])
    return state


def test_pt11b_9_the_secret_choices_hint_frames_its_pair_and_lights_the_places():
    state = choosing()
    seat = state.current_player
    move = state.legal_moves()[0]
    pair = move.split()[1:]
    cards, places = hint_marks(VIEW, state, move, None, VIEW.hand(state, seat))
    assert sorted(cards) == sorted(pair) and places == ("secret",)


def test_pt11b_9_a_plays_hint_still_lights_its_card_and_the_rows_end():
    state = RULES.new(3, 4)
    move = state.legal_moves()[0]
    cards, places = hint_marks(VIEW, state, move, None,
                               VIEW.hand(state, state.current_player))
    assert cards == (move.split()[1],) and places == ("end",)
