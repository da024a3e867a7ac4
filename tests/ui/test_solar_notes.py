"""The Solar Republic's guided game after its seven lessons (pt9c 2: coaching stopped at
"step 7 of 7" and the game ran fifty moves more unguided): the coach says a note at the
game's later moments, once each and asking no move, the lesson card counts only the
lessons, and the hand-over still comes right after the seventh."""

from __future__ import annotations

import random

import pytest

from astromagie import i18n
from astromagie.games.solar_republic.moves import DRAW
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import guide, notes
from astromagie.games.solar_republic.view.words import text_of
from astromagie.ui.kit.session import TableSession, lesson_count
from tests.ui.workers import AnsweringWorker


def guided_notes(seed: int) -> tuple[list[tuple[int, int, str]], list[str]]:
    """The guided game, the coach's moves in its lessons then random legal moves (draws
    first, so the draw pile runs down): each note after the lessons as (the person's step,
    the draw pile's size, its words), and the hints said."""
    session = TableSession.guided_game("solar-republic", worker=AnsweringWorker(),
                                       ai_budget=0.01)
    session.begin_turn()
    said: list[tuple[int, int, str]] = []
    messages: list[str] = []
    rng = random.Random(seed)
    for _ in range(3000):
        if session.finished:
            break
        if session.turn is not None:
            coaching, state = session.coaching, session.state
            if session.message and session.message not in messages:
                messages.append(session.message)
            if coaching is not None and coaching.move is not None:
                assert session.guide_step <= guide.GUIDE.lessons
                assert session.play(coaching.move)
            else:
                if coaching is not None:
                    assert session.guide_step > guide.GUIDE.lessons
                    said.append((session.guide_step, state.draw_count, coaching.text))
                legal = state.legal_moves()
                assert session.play(DRAW if DRAW in legal and rng.random() < 0.7
                                    else rng.choice(legal))
        session.step()
    assert session.state.is_over()
    return said, messages


def test_SR14_the_guided_game_notes_the_low_draw_pile_and_its_last_cards_once_each():
    i18n.set_language("en")
    said, messages = guided_notes(0)
    low = [(step, left) for step, left, words in said if text_of("coach.low_tip") in words]
    last = [(step, left) for step, left, words in said if text_of("coach.wrap_up") in words]
    assert len(low) == 1 and 0 < low[0][1] <= notes.LOW_NOTE
    assert len(last) == 1 and 0 < last[0][1] <= notes.LAST_NOTE
    assert low[0][0] < last[0][0]
    # the end's points stand in the low note (pt9c 3: not in step 2's move)
    assert all("+1" in words and "−1" in words for _, _, words in said
               if text_of("coach.low_tip") in words)
    # the hand-over after the seventh lesson (lead9: it goes on to say the bots now play
    # at random, so it starts with, rather than is, the hand-over's words); on the lesson
    # card now, not as a message (pt14c 3)
    assert any(words.startswith(text_of("coach.guide_done")) for _, _, words in said)
    assert not any(text_of("coach.guide_done") in message for message in messages)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_SR9_the_first_steal_after_the_lessons_is_noted_once_at_the_next_turn(monkeypatch,
                                                                             lang):
    """A steal against the person after the lessons is said at their next turn, with what
    to do about it; one during the lessons (the lesson said it) or a second one is not."""
    i18n.set_language(lang)
    try:
        game = SolarState.new(guide.GUIDE.players, guide.GUIDE.seed)
        me = game.current_player
        lessons = guide.GUIDE.lessons
        stolen = "STOLEN"

        def noted(turn: int, steals: tuple[tuple[int, str], ...]) -> str:
            past = notes.Replayed(tuple([30] * turn), steals)
            monkeypatch.setattr(notes, "replay", lambda state, seat: past)
            return notes.later(game, me, lessons).text

        first = noted(9, ((3, "early"), (9, stolen)))
        assert first.startswith(stolen) and text_of("coach.steal_tip") in first
        assert noted(10, ((3, "early"), (9, stolen))) == ""  # said once, at its turn
        assert noted(12, ((9, stolen), (12, "again"))) == ""  # not the second steal
        assert noted(5, ((5, "in a lesson"),)) == ""
    finally:
        i18n.set_language("en")


def test_the_lesson_card_counts_the_lessons_and_no_later_note():
    assert lesson_count(3, 120, 7) == (3, 7)
    assert lesson_count(7, 120, 7) == (7, 7)
    assert lesson_count(8, 120, 7) == (8, 0)  # a later note: no "step 8 of 7", no count
    assert lesson_count(24, 25, 0) == (24, 25)  # a game counting every turn as before
