"""Zahlenstreifen after the final newcomer playtest (pt7b, round 9 of issue 38): the
board's glitches. The band's gold jump from the row's 9 to the band's 10 is drawn only
while the band holds cards (finding 7: after an undo it stayed over empty slots 9 and 8)
and drawn strong enough to follow (finding 12)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.games.zahlenstreifen.view import VIEW, bandmarks
from astromagie.games.zahlenstreifen.view.board import FULL
from astromagie.kit import draw as look
from astromagie.ui.kit.frame import compute_frame


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_pt7b_7_NS2_after_an_undo_empties_the_band_no_jump_is_left(size):
    pygame.init()
    frame = compute_frame(size, VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    surface = pygame.Surface(size)
    board._band_labels(surface, board.row_rects(12), 12)  # a band with a 10
    assert board.band_ten is not None
    board._band_labels(surface, board.row_rects(9), 9)  # undone: the row alone
    assert board.band_ten is None and board.band_arrows == []
    surface.fill((0, 0, 0))
    assert bandmarks.band_jump(board, surface) is None
    nine = board.slots[FULL - 1]
    over = pygame.Rect(nine.x, frame.board.y, board.slots[FULL - 2].right - nine.x,
                       nine.y - frame.board.y)
    assert not any(surface.get_at((x, y))[:3] == look.GOLD[:3]
                   for x in range(over.x, over.right, 2) for y in range(over.y, over.bottom, 2))


def test_pt7b_12_NS2_the_jump_to_the_10_is_a_thick_line():
    pygame.init()
    frame = compute_frame((1024, 700), VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    surface = pygame.Surface((1024, 700))
    board._band_labels(surface, board.row_rects(14), 14)
    ten, nine = board.band_ten, board.slots[FULL - 1]
    assert ten is not None
    jump = bandmarks.band_jump(board, surface)
    assert jump is not None
    y = (ten.bottom + nine.y) // 2
    x = next(x for x in range(nine.x, ten.centerx) if surface.get_at((x, y))[:3] == look.GOLD[:3])
    thick = sum(1 for dy in range(-3, 4) if surface.get_at((x, y + dy))[:3] == look.GOLD[:3])
    assert thick >= 3  # 2 px dots read as faint


@pytest.mark.parametrize("size", [(18, 26), (24, 34)])
def test_pt7b_10_a_tiny_face_shows_its_number_once(size):
    """The review's mini hand cards drew the corner index over the centre number."""
    from astromagie.games.zahlenstreifen.view import faces
    pygame.init()
    card = faces.face("R9", size)
    w, h = size
    paper = faces.PAPER[:3]
    # the top-left corner holds no light index tab; the middle holds the number's plate
    assert not any(card.get_at((x, y))[:3] == paper for x in range(2, w // 4)
                   for y in range(2, h // 6))
    middle = [card.get_at((x, y))[:3] for x in range(w // 4, 3 * w // 4)
              for y in range(h // 3, 2 * h // 3)]
    assert middle.count(paper) > len(middle) // 5
    assert faces.face("R9", (36, 50)).get_at((w // 8 + 2, 3))[:3] == paper  # the band: a corner


def last_round_turn():
    """The guided deal played by first legal moves to the person's last-round turn."""
    from astromagie.games.zahlenstreifen.rules import RULES
    from astromagie.games.zahlenstreifen.view import GUIDE_SEED
    state = RULES.new(3, GUIDE_SEED)
    while not (state.current_player == 0 and state.observation(0).last_round_left >= 0):
        state.apply(state.legal_moves()[0])
    return state


def last_round_scene(app):
    """A guided table at the person's last-round turn, its lesson given."""
    from astromagie.ui.kit.session import guided_config
    from astromagie.ui.kit.table import KitTableScene
    from tests.ui.ui_events import frames
    config, _ = guided_config("zahlenstreifen")
    scene = KitTableScene(app, config, last_round_turn(), autosave=False, guided=True)
    app.stack.push(scene)
    frames(app, 2)
    return scene


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pt7b_4_the_last_rounds_lesson_leaves_every_collection_in_sight(app, instant_bots,
                                                                         lang):
    """pt7b, finding 4: the lesson tells the person to check the colours they lead in, and
    its card lay over the right half of the three collection rows."""
    from astromagie import i18n
    i18n.set_language(lang)
    try:
        scene = last_round_scene(app)
        coaching = scene.session.coaching
        assert coaching is not None
        board = scene.board
        card, pill = scene.painter.lesson_layout(app.screen, scene.snapshot(), coaching,
                                                 scene.frame, board)
        scores = VIEW.kept_in_sight(board)[:len(board.cells)]
        for rect in (*board.collection_ink, *scores, board.row_in_sight()):
            assert not card.box.colliderect(rect), (card.box, rect)
            assert not pill.colliderect(rect), (pill, rect)
    finally:
        i18n.set_language("en")
