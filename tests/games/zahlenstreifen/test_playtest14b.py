"""Playtest pt14b (German, Zahlenstreifen): the coach's words, the hint's reason for passing
over a free card, one sign for points (findings 4, 8, 9)."""

from __future__ import annotations

import re

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


def test_finding_4_a_paid_majority_take_says_why_the_free_card_waits():
    """pt14b 4: the hint proposed yellow 8 (+1, into the person's yellow majority) while
    green 1 took nothing, and said nothing of green 1. Its words now name the free card
    and why (it still takes nothing after this move: a safe card kept); its choice and
    its reason's own key stay."""
    from astromagie.games.zahlenstreifen.rules import RULES

    from .helpers import arrange

    policy = RULES.policy()
    state = arrange(row="Y1 B2 B3 R4 R5 R6 R7 R8 B9", hands={0: "Y8 G1 R9 V5 V6"},
                    collections={0: "Y2 Y3"})
    key, params = policy.reason(state, "P Y8")
    assert key == "hint.free_kept", key
    inner = i18n.tr("zahlenstreifen.hint.takes_into_majority", before=params["before"],
                    after=params["after"], card=params["card"], colour=params["colour"],
                    risk=params["risk"])
    assert params["inner"] == "hint.takes_into_majority"
    assert params["because"] == inner and params["after"] == params["before"] + 1
    for lang, free in (("en", "Green 1"), ("de", "Grün 1")):
        i18n.set_language(lang)
        try:
            key, params = policy.reason(state, "P Y8")
            words = i18n.tr(f"zahlenstreifen.{key}", **params)
        finally:
            i18n.set_language("en")
        assert words.startswith(str(params["because"])) and free in words, words
    assert policy.reason(state, "P G1")[0] == "hint.takes_nothing_none"  # unchanged


def test_finding_4_no_free_card_no_clause():
    from astromagie.games.zahlenstreifen.rules import RULES

    from .helpers import arrange

    state = arrange(row="Y1 B2 B3 R4 R5 R6 R7 R8 B9", hands={0: "Y8 R5 B5 B6 B7"},
                    collections={0: "Y2 Y3"})
    key, params = RULES.policy().reason(state, "P Y8")
    assert not key.startswith("hint.free_") and "free" not in params, key
    # a take that lowers the minus points needs no word on a free card
    state = arrange(row="R1 B2 B3 R4 R5 R6 R7 R8 B9", hands={0: "R3 G1 B5 Y4 V5"},
                    collections={0: "R5", 1: "R7 R8"})
    key, params = RULES.policy().reason(state, "P R3")
    assert params["after"] < params["before"] and not key.startswith("hint.free_"), key


def _strings(node):
    if isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, str):
        yield node


@pytest.mark.parametrize("language", ["en", "de"])
def test_finding_8_minus_points_in_words_are_never_negative(language):
    """One way for points (pt14b 8): in words, minus points are counted up ("16 minus
    points", "+1 minus point", "minus points 9 → 10"); a bare figure is the score, "−16"
    (`ending.signed`). No sentence puts a minus sign before its minus points."""
    from pathlib import Path

    import yaml

    root = Path(__file__).resolve().parents[3] / "locales" / "zahlenstreifen"
    words = yaml.safe_load((root / f"{language}.yaml").read_text(encoding="utf-8"))
    unit = "minus point" if language == "en" else "Minuspunkt"
    said = [text for text in _strings(words) if unit in text]
    assert said
    signed_unit = re.compile(r"[−-]\s*(\d+|\{\w+\})\s*" + unit, re.IGNORECASE)
    signed_after = re.compile(unit + r"e?\s*[−-]\s*(\d|\{)", re.IGNORECASE)
    for text in said:
        assert not signed_unit.search(text) and not signed_after.search(text), text


def test_finding_8_a_figure_alone_is_the_score_with_its_minus_sign():
    from astromagie.games.zahlenstreifen.view.ending import signed

    assert signed(-16) == "−16" and signed(0) == "0"
