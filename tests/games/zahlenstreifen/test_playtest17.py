"""Zahlenstreifen after newcomer playtest pt17 (English, 8/8): a hint whose take ties the
most of a colour says it is a tie and what a tie costs; a take that costs points while
every card takes something says why in one line (finding 3)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES

from .helpers import arrange

# blue 5 takes blue 1 and 2: two blue, as many as seat 1's; every card takes something
EVERY_CARD_TAKES = dict(row="B1 B2 R1 Y1 G1 V1 R9 Y9 G9 V9 R8 Y8 G8",
                        hands={0: "B5 R7 Y7 G7 V7"}, collections={1: "B3 B4"})


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt17_3_NS13_a_take_into_a_tie_names_the_tie_and_why_it_costs(lang):
    i18n.set_language(lang)
    try:
        state = arrange(**EVERY_CARD_TAKES)  # type: ignore[arg-type]
        key, params = RULES.policy().reason(state, "P B5")
        assert key == "hint.costs_why" and params["inner"] == "hint.takes_a_tie"
        words = i18n.tr(f"zahlenstreifen.{key}", **params)
        tie = {"en": "you tie for the most blue (2 cards each)",
               "de": "bei Blau gleichauf vorn (2 Karten je)"}[lang]
        assert tie in words and "0 → 2" in words
        why = {"en": "Green 7 costs less now (→ 1)", "de": "Grün 7 kostet jetzt weniger (→ 1)"}
        assert why[lang] in words
        assert len(str(params["why"])) <= 90  # one short line
    finally:
        i18n.set_language("en")


def test_pt17_3_a_take_into_a_tie_beside_a_free_card_names_the_tie_too():
    state = arrange(row="B1 B2 R1 Y1 G1 V1 R2 Y2 G2 V2", hands={0: "B5 R9 Y9 G9 V9"},
                    collections={1: "B3 B4"})
    key, params = RULES.policy().reason(state, "P B5")
    assert key == "hint.free_kept" and params["inner"] == "hint.takes_a_tie"
    assert "tie for the most blue" in str(params["because"])


def test_pt17_3_a_take_into_a_lead_keeps_its_words():
    """More than any other, not a tie: the majority's own words, as before."""
    state = arrange(row="B1 B2 R1 Y1 G1 V1 R9 Y9 G9 V9 R8 Y8 G8",
                    hands={0: "B5 R7 Y7 G7 V7"}, collections={1: "B3"})
    key, params = RULES.policy().reason(state, "P B5")
    assert params.get("inner", key) == "hint.takes_the_majority"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt17_5_the_first_and_the_fourth_lesson_say_one_thing_a_sentence(lang):
    """Lessons 1 and 4 read as long sentences: the first lesson's safe part ends its own
    sentence; the first take's majority is one sentence on the person's colour."""
    say = lambda key, **params: i18n.tr(f"zahlenstreifen.{key}", **params)  # noqa: E731
    i18n.set_language(lang)
    try:
        first = say("coach.first", card="blue 7", value=7)
        assert ";" not in first and {"en": "0 to 7, safe.", "de": "0 bis 7, sicher."}[lang] \
            in first
        majority = say("coach.majority_first", colour="yellow")
        assert ";" not in majority and len(majority) <= 160
        assert majority.count(".") == 2  # two sentences, one idea each
    finally:
        i18n.set_language("en")
