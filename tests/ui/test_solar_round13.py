"""The Solar Republic's table after pt10c, round 13: a lit empty pile is one card's place
(finding 6: its wide frame and the slot inside it read as two piles, the preview's label
floating in the blank half), and the first lesson keeps to four lines at 1024x700, clear
of the piles and the hand (it took six once it named the draw-four dialog's answers)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.solar_republic.state import SolarState
from astromagie.games.solar_republic.view import VIEW
from astromagie.kit.view import Highlight
from astromagie.look import theme as look
from astromagie.ui.kit.frame import compute_frame
from tests.ui.guided import coached_lessons


def test_SR4_a_lit_empty_pile_is_framed_as_its_one_cards_place() -> None:
    state = SolarState.new(2, 34)
    frame = compute_frame((1024, 700), 1.42)
    board = VIEW.board(frame.board, 2, frame.card)
    lit, plain = pygame.Surface((1024, 700)), pygame.Surface((1024, 700))
    board.paint(plain, state, state.current, Highlight())
    board.paint(lit, state, state.current, Highlight(targets=frozenset({"pile"})))
    changed = [(x, y) for x in range(0, 1024, 2) for y in range(board.frame.top - 12,
                                                               board.frame.bottom + 12, 2)
               if lit.get_at((x, y)) != plain.get_at((x, y))]
    assert changed  # the target is shown
    slot = board.pile.inflate(20, 20)
    assert all(slot.collidepoint(p) for p in changed), min(changed)
    assert lit.get_at((slot.x + 3, board.pile.centery))[:3] == look.SUCCESS[:3]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
def test_the_first_lesson_keeps_to_four_lines_clear_of_the_piles_and_the_hand(app, lang):
    app.settings.language = lang
    i18n.set_language(lang)
    for scene, _coaching in coached_lessons(app, "solar-republic", 1 + 1):
        scene.draw(app.screen)
        snap = scene.snapshot()
        card, _pill = scene.painter.lesson_layout(app.screen, snap, snap.coaching,
                                                  scene.frame, scene.board)
        assert len(card.lines) <= 4, card.lines
        board = scene.board
        covered = [board.frame, board.draw, scene.frame.hand]
        assert card.box.collidelist(covered) < 0, card.box
        break
    else:
        pytest.fail("the guided game showed no lesson")
