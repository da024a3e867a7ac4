"""The guided game's hand-over words stand on the lesson card (pt14c 3): said as a
see-through message over the log, they were gone after the next move with no way to
read them again. Now they are a card titled "On your own now", asking no move, for
`HANDOVER_TURNS` of the person's turns, in all four games."""

from __future__ import annotations

import pytest

from astromagie.host import registry
from astromagie.i18n import set_language, tr
from astromagie.kit.view import Coaching
from astromagie.ui.kit.again import asks_a_move
from astromagie.ui.kit.guided import HANDOVER_TURNS, HandOverCard, handover_words
from astromagie.ui.kit.session import TableSession
from tests.ui.guided import person_plays_lesson
from tests.ui.workers import AnsweringWorker


def coached_turns(game: str) -> tuple[list[tuple[int, Coaching | None]], list[str], str]:
    """The guided game played on the lessons' moves (else the first legal move) until a
    few turns past the hand-over: each person's turn as (the coach's step, what the
    lesson card shows), every message said over the table, and the hand-over's words."""
    guide = registry.view(game).guide()
    session = TableSession.guided_game(game, worker=AnsweringWorker(), ai_budget=0.01)
    turns: list[tuple[int, Coaching | None]] = []
    messages: list[str] = []
    try:
        session.begin_turn()
        for _ in range(3000):
            if session.message:
                messages.append(session.message)
            if session.finished or session.guide_step > guide.handover_step + 3 * HANDOVER_TURNS:
                break
            if session.person_turn():
                coaching = session.coaching
                turns.append((session.guide_step, coaching))
                person_plays_lesson(session)
            else:
                session.step()
    finally:
        session.close()
    return turns, messages, handover_words(session.view)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", ["astromagie", "solar-republic", "monad", "zahlenstreifen"])
def test_the_hand_over_words_stand_on_the_lesson_card_for_a_few_turns(
        tmp_path: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, game: str,
        language: str) -> None:
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    set_language(language)
    try:
        view = registry.view(game)
        start = view.guide().handover_step + 1  # the coach's step is counted on saying it
        turns, messages, words = coached_turns(game)
        cards = [(step, c) for step, c in turns if isinstance(c, HandOverCard)]
        # from the hand-over's turn (or the first after it on which the coach has no
        # other note: Zahlenstreifen's coach speaks on), on HANDOVER_TURNS turns, then gone
        assert [step for step, _ in cards] == \
            [step for step, c in turns if step >= start and not
             (c is not None and not isinstance(c, HandOverCard))][:HANDOVER_TURNS]
        assert len(cards) == HANDOVER_TURNS and cards[0][0] <= start + 1
        assert turns[-1][0] > cards[-1][0]  # played past it: gone
        assert not isinstance(turns[-1][1], HandOverCard)
        for _, card in cards:
            assert isinstance(card, HandOverCard)
            # the offer's line under the words while it stands (lessonsover.py, pt17)
            assert card.text == f"{words}\n{tr('kit.lessons_over.purpose')}" and card.offer
            assert words.startswith(view.guide_done() or tr("kit.guide_done"))
            assert card.title == tr("kit.guide_own_title") != tr("kit.coach_title_plain")
            assert card.short == tr("kit.lessons_over.short")
            assert not asks_a_move(card) and not card.zones and not card.action
        # no longer a see-through message over the log
        assert not any(words in message for message in messages)
    finally:
        set_language("en")
