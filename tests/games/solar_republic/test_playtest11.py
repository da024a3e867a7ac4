"""The Solar Republic after the eleventh newcomer playtest (pt11c, /tmp/playtest11c/report.md):
the first lesson says a 4 takes the pile only on its own suit (6), the German says
"Gegenüber" for the opponent everywhere (12), a hint laying a Sol card while the mover holds
won cards names the steal it invites, on the empty pile too (3), and a draw's words with a
big hand say its cost first, then why it still pays, never a reason against it (7)."""

from __future__ import annotations

from pathlib import Path

from astromagie.games.solar_republic.policy import BIG_HAND, reason
from astromagie.games.solar_republic.view.words import text_of

from .position import make

GERMAN = Path(__file__).parents[3] / "locales" / "solar-republic" / "de.yaml"


def test_SR7_SR5_the_lesson_on_the_first_book_says_a_4_takes_it_only_on_its_own_suit(lang):
    basics = text_of("coach.basics")
    own = "only on its own suit" if lang == "en" else "nur auf ihrer Farbe"
    assert own in basics and "4" in basics
    anywhere = "3 or 5 anywhere" if lang == "en" else "3 und 5 überall"
    assert anywhere in basics  # what fits, as the refusals list it ("…, a 3 or a 5")


def test_the_german_names_the_opponent_with_one_word() -> None:
    text = GERMAN.read_text(encoding="utf-8")
    assert "Gegenüber" in text and "Gegner" not in text


def test_SR9_a_sol_card_opening_the_pile_with_won_cards_at_stake_names_the_steal(lang):
    """pt11c 3: "lay Luna" on the empty pile with two won cards; Venus (a 3) on it took them,
    and the hint had said only that one card fewer was worth more."""
    exposed = make([["SO1", "JU1"], ["SA1"]], pile=[], won=[["JU2", "SA2"], []])
    key, params = reason(exposed, "P SO1")
    assert (key, params) == ("hint.opens_sol", {"card": "SO1", "stolen": 2})
    said = text_of(key, **params)
    assert "Sol" in said and "3" in said and "2" in said
    # nothing at stake, or no Sol card: the plain words of an opening
    assert reason(make([["SO1", "JU1"], ["SA1"]], pile=[]), "P SO1")[0] == "hint.opens_sheds"
    assert reason(make([["SO1", "JU1"], ["SA1"]], pile=[], won=[["JU2"], []]),
                  "P JU1")[0] == "hint.opens_sheds"
    # a Sol trump opening it too: the pile is empty, so its trump takes nothing
    assert reason(make([["SO3", "JU1"], ["SA1"]], pile=[], won=[["JU2"], []]),
                  "P SO3")[0] == "hint.opens_sol"


def test_SR9_a_sol_card_left_on_a_big_pile_names_the_steal_with_the_cards_at_stake(lang):
    big = make([["SO1", "JU1"], ["SA1"]], pile=["JU1", "JU2", "SO2", "SO1"],
               won=[["JU2", "SA2", "SA1", "NE1"], []])
    key, params = reason(big, "P SO1")
    assert (key, params) == ("hint.sheds_card_sol", {"card": "SO1", "stolen": 3})
    assert "3" in text_of(key, **params)


def test_SR6_a_big_hands_draw_says_its_cost_before_why_it_pays(lang):
    """pt11c 7: "a card laid now only feeds the next player's book, but your hand then counts
    −10" put the draw's cost where a reason against laying stood."""
    for key in ("hint.draws_big_hand", "hint.draws_feeds_big_hand"):
        said = text_of(key, cards=BIG_HAND)
        cost = said.index(f"−{BIG_HAND}")
        turn = said.index("Yet" if lang == "en" else "Doch")
        assert cost < turn, said
        assert " but " not in said and " aber " not in said and "though" not in said
