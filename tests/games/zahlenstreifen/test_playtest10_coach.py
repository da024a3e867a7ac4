"""Zahlenstreifen after the tenth newcomer playtest (pt10b, /tmp/playtest10b/report.md):
the band's path gets a lesson of its own (finding 4: one dense sentence said the band,
its path and its turn at the gold arrow), and the hand-over says plainly what happened
and when the coach comes back (finding 3: "That is a whole turn." after five turns)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.view import VIEW, guide
from tests.games.zahlenstreifen.test_guide import guided_at_first_lesson


@pytest.fixture(params=("en", "de"))
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def opening_lessons() -> list[tuple[int, str, tuple[str, ...], int]]:
    """The guided game's opening lessons as the coach says them: (step, words, the zones
    pointed at, row length), each lesson's move played."""
    session = guided_at_first_lesson()
    lessons = []
    while session.guide_step <= guide.OPENING:
        if not session.person_turn():
            session.step()
            continue
        lesson = session.coaching
        assert lesson is not None and lesson.move
        lessons.append((session.guide_step, lesson.text, lesson.zones, len(session.state.row)))
        assert session.play(lesson.move), session.message
    return lessons


def test_pt10b_4_the_band_and_its_path_are_two_lessons_the_path_pointing_at_the_band(lang):
    lessons = opening_lessons()
    band, path = i18n.tr("zahlenstreifen.coach.band"), i18n.tr("zahlenstreifen.coach.band_path")
    said_band = [k for k, (_, text, _, _) in enumerate(lessons) if band in text]
    said_path = [k for k, (_, text, _, _) in enumerate(lessons) if path in text]
    assert len(said_band) == 1 and said_path == [said_band[0] + 1]  # one lesson later
    assert lessons[said_band[0]][3] >= 10 > lessons[said_band[0] - 1][3]  # when it shows
    assert "band" in lessons[said_path[0]][2]  # the path's lesson points at the band
    arrow = "gold arrow" if lang == "en" else "goldenen Pfeil"  # where it turns
    # the turn is said when the arrow shows, not in the path's lesson (pt11b 2)
    assert arrow not in path and arrow not in band
    assert len(band) <= 200 and len(path) <= 160


def test_pt10b_3_the_hand_over_says_a_round_was_played_and_when_the_coach_returns(lang):
    assert VIEW.guide().steps > guide.OPENING  # the hand-over is inside the guide
    words = i18n.tr("zahlenstreifen.coach.play_on")
    assert ("whole turn" not in words) if lang == "en" else ("ganzer Zug" not in words)
    # the turns played with the coach, not "a whole round" next to the last round (pt11b 8)
    assert guide.OPENING == 5 and ("five turns" if lang == "en" else "fünf Züge") in words
    assert "whole round" not in words and "ganze Runde" not in words
    assert ("comes back" if lang == "en" else "zurück") in words
    assert ("majority" if lang == "en" else "Mehrheit") in words
    assert ("last round" if lang == "en" else "letzten Runde") in words
