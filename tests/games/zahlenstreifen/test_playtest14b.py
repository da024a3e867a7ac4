"""Playtest pt14b (German, Zahlenstreifen): the coach's words, the hint's reason for passing
over a free card, one sign for points (findings 4, 8, 9)."""

from __future__ import annotations

import pytest

from astromagie import i18n


@pytest.fixture(params=["en", "de"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def say(key: str, **values) -> str:
    return i18n.tr(f"zahlenstreifen.{key}", **values)


def test_finding_9_the_tie_lesson_says_who_holds_it_in_natural_german(lang):
    tie = say("coach.tie", colour="Blau")
    assert "Alle Gleichauf" not in tie
    if lang == "de":
        assert "die dort gleichauf liegen" in tie


def test_finding_9_a_change_of_hands_names_the_majority_not_the_colour(lang):
    short = say("coach.hands_short", colour="Blau")
    assert ("majority" if lang == "en" else "Mehrheit in Blau") in short
    for key in ("hands_lost", "hands_won"):
        text = say(f"coach.{key}", colour="Blau", before=1, after=2)
        assert text.startswith("The Blau majority" if lang == "en"
                               else "Die Mehrheit in Blau hat gewechselt"), text


def test_finding_9_the_short_tail_of_a_sentence_stays_whole_on_its_line():
    """'(Gleichstand zählt auch)' and 'nur 1 je Karte' are glued (no-break spaces): the
    wrapping left '(Gleichstand' / 'zählt auch).' and 'zahlt nur 1' / 'je Karte.'."""
    i18n.set_language("de")
    try:
        first = say("coach.majority_first", colour="Gelb")
        assert "(Gleichstand\u00a0zählt\u00a0auch)" in first
        assert "1\u00a0je\u00a0Karte" in first
    finally:
        i18n.set_language("en")
