"""Zahlenstreifen after newcomer playtest pt15b (round 19 of issue 38).

Finding 1: at the guided game's fourth lesson the row and the band were framed in gold
and nothing said what the gold meant. Every lesson that frames a place beyond the 0 and
its card names the place at its end ("Framed in gold: the row, ... and the band.").
"""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.view import guide
from tests.games.zahlenstreifen.test_guide import guided_at_first_lesson, shown_lessons

# what names each framed place, by language: the sentence's start and each place's word
FRAMED = {"en": "Framed in gold:", "de": "Golden gerahmt:"}
PLACE_WORD = {
    "en": {"row": "the row", "band": "the band", "secret": "secret choice",
           "own": "your collection", "others": "other collections", "tie": "tied colours"},
    "de": {"row": "die Reihe", "band": "das Band", "secret": "geheime Wahl",
           "own": "deine Sammlung", "others": "anderen betroffenen Sammlungen",
           "tie": "gleichauf liegenden Farben"},
}


def lessons_with_zones(lang: str) -> list[tuple[str, tuple[str, ...]]]:
    """The guided game to its end, as the coach says: each lesson's (words, zones)."""
    i18n.set_language(lang)
    try:
        return [(lesson.text, lesson.zones)
                for lesson, _ in shown_lessons(guided_at_first_lesson())]
    finally:
        i18n.set_language("en")


@pytest.fixture(scope="module")
def lessons() -> dict[str, list[tuple[str, tuple[str, ...]]]]:
    return {lang: lessons_with_zones(lang) for lang in ("en", "de")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt15b_1_each_lesson_that_frames_a_place_names_the_frame(lessons, lang):
    framing = 0
    for text, zones in lessons[lang]:
        places = {guide.framed_place(zone, 0) for zone in zones} - {""}
        if not places:
            assert FRAMED[lang] not in text  # nothing framed beyond the 0: nothing said
            continue
        framing += 1
        # the sentence naming them (raises if the frames go unnamed)
        named = text[text.index(FRAMED[lang]):].split(".")[0]
        for place in places:
            assert PLACE_WORD[lang][place] in named, (place, text)
    assert framing >= 3  # the fourth lesson's row, the band's path, the secret choice


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt15b_1_the_fourth_lessons_row_and_band_are_named(lessons, lang):
    """The playtest's own lesson: "Every card takes something now", the row framed."""
    taking = [(text, zones) for text, zones in lessons[lang] if "row" in zones]
    assert taking
    text, zones = taking[0]
    assert PLACE_WORD[lang]["row"] in text


def test_pt15b_1_the_zero_and_the_hand_are_named_by_the_lesson_itself():
    assert guide.framed_words(("end",), 0) == ""
    assert guide.framed_place("coll:0", 0) == "own" and guide.framed_place("coll:2", 0) == "others"
    assert guide.framed_words(("end", "row", "band"), 0) == \
        "Framed in gold: the row and the band."


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt15b_7_NS11_NS12_where_the_last_round_is_first_said_the_two_cards_are_for_the_collection(
        lang):
    """pt15b 7: "after this card, you choose 2 of your 4" said nothing of what the 2 are
    for. The coach's last-round lesson, the log's line and the top bar's "your last card"
    say that 2 of the 4 join the collection, as minus points, and the coach says which."""
    i18n.set_language(lang)
    try:
        collection = {"en": "to their collection", "de": "in seine Sammlung"}[lang]
        minus = {"en": "as minus points", "de": "als Minuspunkte"}[lang]
        for key in ("coach.last_round", "log.last_round"):
            words = i18n.tr(f"zahlenstreifen.{key}")
            assert collection in words and minus in words and "2" in words and "4" in words
        cheapest = {"en": "keep your cheapest", "de": "deine billigsten"}[lang]
        assert cheapest in i18n.tr("zahlenstreifen.coach.last_round")
        status = i18n.tr("zahlenstreifen.status.last_round_yours_last")
        assert {"en": "join your collection", "de": "2 von 4 sammeln"}[lang] in status
        assert "keep" not in status  # "keep 2" read as the good ones (pt15b 7)
        # (that it fits the top bar at 1024x700: test_zahlenstreifen_playtest7's every line)
    finally:
        i18n.set_language("en")
