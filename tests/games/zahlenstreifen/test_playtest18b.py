"""Zahlenstreifen's hint after newcomer playtest pt18b (German): a hint that builds or
keeps a colour lead says in one line how it is lost (finding 1: a bot's take turned the
person's blue from 5 to 23, and the hint had only said "costs only 1"), names the card
and the colour (finding 9: "Mit ihr ... ihrer Farbe" read as either card), and puts the
minus points first (learning 3: the key number came last in a ten-line text)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES

from .helpers import arrange

ROW = "R1 R2 G7 B8 Y9 V9 G8 B9"


def words_of(state, move: str) -> str:
    key, params = RULES.policy().reason(state, move)
    return i18n.tr(f"zahlenstreifen.{key}", **params)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt18b_1_a_lead_one_card_ahead_names_the_other_count(lang):
    i18n.set_language(lang)
    try:
        # red 3 takes red 1 and 2: three red against another player's two
        state = arrange(row=ROW, hands={0: "R3 G9 B5 Y4 V5"}, collections={0: "R5", 1: "R7 R8"})
        words = words_of(state, "P R3")
        close = {"en": "Another player has 2 red: one more and your red costs full value.",
                 "de": "Ein anderer Spieler hat 2 Rot: Noch eine, und dein Rot kostet den "
                       "vollen Wert."}[lang]
        assert close in words
        first = {"en": "Minus points 5 → 3: with red 3 you hold more red",
                 "de": "Minuspunkte 5 → 3: Mit Rot 3 hast du mehr Rot"}[lang]
        assert words.startswith(first), words  # the number first, the card named
        assert " ihr " not in words and "its colour" not in words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt18b_1_a_safe_lead_still_says_what_losing_it_costs(lang):
    i18n.set_language(lang)
    try:
        state = arrange(row=ROW, hands={0: "R3 G9 B5 Y4 V5"},
                        collections={0: "R5 R6", 1: "R7 R8"})
        words = words_of(state, "P R3")
        lost = {"en": "If another player gets more red, your red costs full value.",
                "de": "Hat ein anderer Spieler mehr Rot, kostet dein Rot den vollen Wert."}
        assert lost[lang] in words and words.startswith(
            {"en": "Minus points 2 → 4", "de": "Minuspunkte 2 → 4"}[lang])
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt18b_3_6_the_coach_says_once_the_partners_play_gently_and_leads_can_be_lost(lang):
    """Finding 3 (the guided game's partners hardly take): the second lesson says so, and
    that a real game's AI takes; the coach's majority says until when it holds; a
    lesson's majority take puts the minus points first (learning 3)."""
    i18n.set_language(lang)
    try:
        say = lambda key, **params: i18n.tr(f"zahlenstreifen.coach.{key}", **params)  # noqa: E731
        gentle = {"en": "The practice partners rarely take; the AI in a real game takes often",
                  "de": "Die Übungspartner nehmen selten, die KI im echten Spiel oft"}[lang]
        assert gentle in say("slide", card="x", position=3)
        until = {"en": "until another player holds more", "de": "bis jemand mehr davon hat"}
        assert until[lang] in say("majority_yours", colours="x")
        assert say("take_majority", card="x", cards="y", before=1, after=2).startswith(
            {"en": "Minus points 1 → 2:", "de": "Minuspunkte 1 → 2:"}[lang])
    finally:
        i18n.set_language("en")
