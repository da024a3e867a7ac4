"""Zahlenstreifen's guided first game at a table with no window: the lesson asks for its
move at once. A card other than the one the coach points at is refused before it is
played, with the lesson's words, instead of being played and offered back (Again) only
after both bots and the dummy have moved (the newcomer playtest's finding)."""

from __future__ import annotations

import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.view import VIEW
from astromagie.ui.kit.session import TableSession
from tests.ui.workers import AnsweringWorker


@pytest.fixture(params=["en", "de"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def guided_at_first_lesson() -> TableSession:
    session = TableSession.guided_game("zahlenstreifen", worker=AnsweringWorker(),
                                       ai_budget=0.01)
    session.saver.enabled = False
    session.begin_turn()
    for _ in range(50):
        if session.person_turn():
            return session
        session.step()
    raise AssertionError("the person's turn did not come")


def test_a_card_off_the_lesson_is_refused_at_once_with_the_lessons_reason(lang):
    session = guided_at_first_lesson()
    lesson = session.coaching
    assert lesson is not None and lesson.move in session.state.legal_moves()
    other = next(m for m in session.state.legal_moves() if m.split()[1:] != lesson.cards[:1])
    history = list(session.state.history)
    assert not session.play(other)
    assert session.state.history == history  # nothing played: no bot moved on meanwhile
    assert session.person_turn() and session.coaching == lesson  # the same lesson, now
    assert session.message_kind == "error"
    assert session.message == i18n.tr("kit.lesson_asks", move=lesson.short)
    assert lesson.short in session.message  # names the lesson's move, its reason in the box
    assert session.play(lesson.move)  # the lesson's own card is played
    assert session.message_kind != "error"


def test_the_hint_in_a_lesson_names_the_lessons_card():
    session = guided_at_first_lesson()
    lesson = session.coaching
    assert lesson is not None and lesson.move == f"P {lesson.cards[0]}"
    assert session.request_hint()
    assert session.bots.hint_token is None  # the lesson knows its move: no bot asked
    assert session.message_kind == "hint" and lesson.short.lower() in session.message.lower()


def test_when_several_cards_are_safe_each_of_them_is_the_lessons():
    session = guided_at_first_lesson()
    for _ in range(8):  # the lessons as taught, to the one with several safe cards
        lesson = session.coaching
        assert lesson is not None
        if len(lesson.cards) > 1:
            break
        assert session.play(lesson.move)
        for _ in range(50):
            if session.person_turn():
                break
            session.step()
    else:
        raise AssertionError("no lesson with several safe cards")
    assert lesson.move == f"P {lesson.cards[0]}"  # the hint's card is named first
    other = f"P {lesson.cards[1]}"  # another card that takes nothing: not refused
    assert other in session.state.legal_moves() and session.play(other)
    assert session.message_kind != "error"


def test_the_reference_card_names_the_safe_zone_the_taking_and_the_score(lang):
    card = VIEW.reference()
    assert card is not None and card.title and len(card.sections) == 5
    assert all(heading and body for heading, body in card.sections)
    text = " ".join(body for _, body in card.sections)
    assert "0" in text and "5" in text and "2" in text and "4" in text  # 0-5 safe, 2 of 4
