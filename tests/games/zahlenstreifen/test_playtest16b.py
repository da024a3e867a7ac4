"""Zahlenstreifen's words after playtest 16b (issue 38 round 20): the majority compared
with the other players, not the other colours (finding 2); the last round's "your last
card" while five are held (finding 5); and the hint's "the turns after favour this one",
whose "this one" was unclear (finding 11)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.policy import StripPolicy
from tests.games.zahlenstreifen.helpers import arrange

POLICY = StripPolicy()
LANGS = ["en", "de"]


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def say(key: str, **params: object) -> str:
    return i18n.tr(f"zahlenstreifen.{key}", **params).replace("\u00a0", " ")


MAJORITY_KEYS = {  # every line that says what a majority is (coach, hint, Quick rules, log)
    "coach.cost": {}, "coach.majority": {}, "coach.majority_first": {"colour": "x"},
    "coach.majority_yours": {"colours": "x"},
    "coach.hands_won": {"colour": "x", "before": 1, "after": 2},
    "facts.cost": {"count": 5, "colour": "x"},
    "hint.takes_into_majority": {"before": 1, "after": 2},
    "hint.takes_the_majority": {"before": 1, "after": 2},
    "reference.score": {}, "log.majority_won": {"colour": "x", "before": 3, "after": 1}}


def test_pt16b_2_NS13_a_majority_is_more_than_any_other_player_not_colour(lang):
    """pt16b 2: "mehr Karten als jeder andere" was read as "than any other colour"."""
    player = {"en": "than any other player", "de": "als jeder andere Spieler"}[lang]
    for key, params in MAJORITY_KEYS.items():
        words = say(key, **params)
        assert player in words, (key, words)
        assert "anyone else" not in words and "als jeder andere (" not in words
    book = say("rules.scoring.body")  # the rule book: the most of all the players
    assert {"en": "the player whose collection holds the most",
            "de": "Wer von allen Spielern die meisten"}[lang] in book


def test_pt16b_5_NS11_the_last_round_says_last_move_not_last_card(lang):
    """pt16b 5: "Letzte Runde: deine letzte Karte" while five cards were held. The top bar
    and the coach say the last move into the row; the 2 of 4 still follow."""
    last_card = {"en": "your last card", "de": "deine letzte Karte"}[lang]
    move = {"en": "your last move", "de": "dein letzter Zug"}[lang]
    for key, params in (("status.last_round_yours", {"count": 2}),
                        ("status.last_round_yours_named", {"names": "Vega"}),
                        ("status.last_round_yours_last", {}),
                        ("coach.last_round_short", {})):
        words = say(key, **params)
        assert move in words and last_card not in words, words
    assert {"en": "2 of 4", "de": "2 von 4"}[lang] in say("status.last_round_yours_last")
    coach = say("coach.last_round")
    assert {"en": "into the row", "de": "in die Reihe"}[lang] in coach
    assert last_card not in coach


def test_pt16b_11_NS6_the_hint_names_the_card_the_turns_after_favour(lang):
    """pt16b 11: "Grün 2 kostet jetzt gleich viel; die Züge danach sprechen für diese."
    The clause names the suggested card, in the mid-game and in the last round."""
    state = arrange(row="V4 R9 Y9 Y1 V1 V6 B1 R1 R3", hands={0: "G9 V8 Y3 Y4 Y5"},
                    collections={2: "R2"})
    key, params = POLICY.reason(state, "P Y4")
    assert params.get("inner", key) == "hint.alike"  # G9 takes nothing: a clause
    favours = {"en": "the turns after favour yellow 4.",
               "de": "die Züge danach sprechen für Gelb 4."}[lang]
    words = say(key, **params)
    assert favours in words and "this one" not in words and "für diese" not in words, words
    state.last_left = 2  # the last round: the cards to come and the choice
    key, params = POLICY.reason(state, "P Y4")
    assert params.get("inner", key) == "hint.alike_last"
    assert {"en": "favour yellow 4.", "de": "sprechen für Gelb 4."}[lang] in say(key, **params)


def test_pt16b_1_NS6_NS7_the_first_lesson_says_the_green_part_shows_once_the_card_is_held(lang):
    """pt16b 1: "0 to 7, the green part, is safe ... (framed in red)" was read as on the
    table already; both show only while the card is held over the 0, and the words say
    they come then (the board paints them for a held card only: a card at rest in the
    hand is not a move the person has chosen)."""
    first = say("coach.first", card="blue 7", value=7)
    hold = {"en": "Hold blue 7 over the 0", "de": "Halte blue 7 über die 0"}[lang]
    then_green = {"en": "then the green part shows", "de": "dann zeigt sich der grüne Teil"}[lang]
    then_red = {"en": "(then framed in red)", "de": "(dann rot gerahmt)"}[lang]
    assert first.index(hold) < first.index(then_green) < first.index(then_red), first
