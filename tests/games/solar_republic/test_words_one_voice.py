"""The Solar Republic's hint, coach and reference card speak with one voice (pt3a, finding
11): a late draw's hint says in points why it still pays, the trade-off the last lesson
and the reference card name. (The coach's word on the bot's steal, finding 4, is tested
on the guided game played through the table: tests/ui/test_solar_republic_guide.py.)"""

from __future__ import annotations

from astromagie import i18n
from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.policy import LATE_DRAW, reason
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view.board import LOW_DRAW
from astromagie.games.solar_republic.view.words import text_of


def late(pile: list[str], hand: list[str], left: int) -> SolarState:
    state = SolarState.new(2, 3)
    state.moves = ["D"] * 4
    state.pile = list(pile)
    state.hands[state.current] = list(hand)
    state.draw = state.draw[:left]
    return state


SHARED = {"en": "play cards out when they feed no one's book",
          "de": "wenn sie niemandem zu einem Stapel verhelfen"}


def test_the_hint_the_red_warning_and_the_coach_count_the_end_from_one_threshold():
    assert LOW_DRAW == LATE_DRAW


def test_a_late_draw_names_the_book_a_card_laid_would_feed_in_points(lang):
    """Two cards on the pile: a card laid and the next player's trump make a book of 4."""
    state = late(["NE2", "NE1"], ["NE1", "JU1", "SA2", "UR1", "JU2", "SA1"], LATE_DRAW)
    key, params = reason(state, DRAW)
    assert (key, params) == ("hint.draws_late", {"book": 4})
    words = i18n.tr(f"solar-republic.{key}", **params)
    assert "4" in words and SHARED[lang] in words
    # the reference card names the same trade-off (the last lesson points to it: pt4a)
    assert SHARED[lang].split()[-1] in text_of("reference.end")  # (its own word order)


def test_a_late_draw_keeping_a_trump_says_how_small_its_book_is_now(lang):
    state = late(["NE2"], ["SO3", "JU1", "SA1"], 5)
    key, params = reason(state, DRAW)
    assert key == "hint.draws_late_trump" and params == {"book": 2}


def test_an_early_draw_keeps_its_words():
    state = late(["NE2"], ["NE1", "JU1"], LATE_DRAW + 1)
    assert reason(state, DRAW)[0] == "hint.draws_risk"  # the risk in figures (round 13)
