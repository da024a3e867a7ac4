"""Zahlenstreifen at the table after the eleventh newcomer playtest (pt11b, finding 2):
the coach says the band's turn at the gold arrow in the lesson of the turn the arrow is
first painted, in the window's own layout, and names the arrow in no lesson before."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.state import PLAY
from astromagie.games.zahlenstreifen.view import VIEW, bandmarks
from astromagie.ui.kit.frame import compute_frame
from tests.games.zahlenstreifen.test_guide import guided_at_first_lesson

pytestmark = pytest.mark.usefixtures("app")
ARROW = {"en": "gold arrow", "de": "goldenen Pfeil"}


def lessons_with_arrow(size: tuple[int, int]) -> list[tuple[str, tuple[str, ...], bool]]:
    """Each of the person's turns in the guided game, its lessons' moves (else the first
    legal move) played: (the coach's words, its zones, whether the gold arrow is painted)."""
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    surface = pygame.Surface(size)
    session = guided_at_first_lesson()
    seen = []
    try:
        while not session.finished and session.state.phase == PLAY:
            if not session.person_turn():
                session.step()
                continue
            lesson = session.coaching
            arrow = bandmarks.band_turn(board, surface, len(session.state.row)) is not None
            seen.append((lesson.text if lesson else "", lesson.zones if lesson else (), arrow))
            move = lesson.move if lesson and lesson.move else session.state.legal_moves()[0]
            assert session.play(move), session.message
    finally:
        VIEW.band_turns_after = None  # the next test's coach has no window's board
    return seen


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt11b_2_the_band_turn_is_said_when_the_gold_arrow_first_shows(size, lang):
    i18n.set_language(lang)
    try:
        seen = lessons_with_arrow(size)
        said = [k for k, (text, _, _) in enumerate(seen) if ARROW[lang] in text]
        first = next(k for k, (_, _, arrow) in enumerate(seen) if arrow)
        assert said == [first]  # once, the turn the arrow is first painted, none before
        assert "band" in seen[first][1]  # the lesson points at the band and its arrow
        turn = i18n.tr("zahlenstreifen.coach.band_turn")
        assert turn in seen[first][0]
    finally:
        i18n.set_language("en")
