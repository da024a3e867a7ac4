"""Zahlenstreifen after the eleventh newcomer playtest (pt11b, /tmp/playtest11b/report.md):
the secret choice's hint frames its pair in the hand as the coach does (finding 9), the
band's turn at the gold arrow is said when the arrow is on the table (finding 2), and
the hand-over no longer calls five cards "a whole round" next to the last round
(finding 8), and the rule book says what its margin codes are at its top (finding 7)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen import INFO
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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt11b_7_the_margin_codes_are_explained_at_the_rule_books_top(lang):
    """The NS codes stand in the margin from the first section on: its opening says what
    they are, not only the note at the book's very end."""
    i18n.set_language(lang)
    try:
        first = INFO.rule_book[0].id
        opening = i18n.tr(f"zahlenstreifen.rules.{first}.body").split("\n\n")[:2]
        assert "NS1" in opening[1] and ("margin" if lang == "en" else "Rand") in opening[1]
        assert opening[0].startswith("Aim:" if lang == "en" else "Ziel:")  # the goal first
    finally:
        i18n.set_language("en")
