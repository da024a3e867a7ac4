"""Zahlenstreifen after the fifth newcomer playtest (pt5b, /tmp/pt5b/report.md): the
guided game's last lessons stand off what they talk about. The last round's card leaves
the collections in sight (finding 3: it said "keep colours where you hold the most" over
You's and Vega's); the secret choice's card and its folded pill leave the choice's panel,
its two places and the strip's numbers in sight (findings 3 and 4). The band's turn
into its upper line is a gold arrow the quick rules name (7)."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.state import CHOOSE
from astromagie.games.zahlenstreifen.view import GUIDE_SEED, GUIDE_STEPS, VIEW
from astromagie.look import theme
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.session import guided_config
from astromagie.ui.kit.table import KitTableScene
from tests.ui.ui_events import frames


def guided_at(choosing: bool):
    """The guided deal played by first legal moves to the person's last-round turn (or,
    `choosing`, to their secret choice): the coach's last two lessons speak there."""
    state = RULES.new(3, GUIDE_SEED)
    while not (state.current_player == 0 and (
            state.phase == CHOOSE if choosing
            else state.observation(0).last_round_left >= 0)):
        state.apply(state.legal_moves()[0])
    return state


@pytest.mark.parametrize("app", [(1280, 800), (1024, 700)], indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("choosing", [False, True], ids=["last_round", "choice"])
def test_pt5b_3_4_the_last_lessons_leave_the_collections_and_the_choice_in_sight(
        app, instant_bots, lang, choosing):
    i18n.set_language(lang)
    config, _ = guided_config("zahlenstreifen")
    scene = KitTableScene(app, config, guided_at(choosing), autosave=False, guided=True)
    app.stack.push(scene)
    frames(app, 2)
    coaching = scene.session.coaching
    assert coaching is not None and scene.session.guide_step == GUIDE_STEPS - (not choosing)
    board = scene.board
    kept = VIEW.kept_in_sight(board)
    card, pill = scene.painter.lesson_layout(app.screen, scene.snapshot(), coaching,
                                             scene.frame, board)
    # every collection as painted, the band and the scores (pt6b 3: the band too, while
    # it is played on; in the choice it is shaded, and the card may lie there: round 8)
    assert all(ink in kept for ink in board.collection_ink)
    # the band: in sight while played on, and in the choice too (pt12b 3: the card lay
    # over most of the band, the cards whose colours the choice weighs; round 8 had let
    # it lie there); in the last round kept for the folded pill (pt8b 2)
    assert board.band_in_sight() and all(line in kept for line in board.band_in_sight())
    # pt10b 6: the last lessons say one thing each, so the card is small enough to keep
    # off the band: beside the board (over the log column, kit15) or in at most two lines
    beside = not card.box.colliderect(scene.frame.board)
    assert beside or len(card.lines) <= 2, card.lines
    if not choosing:
        assert not any(card.box.colliderect(rect) for rect in board.band_in_sight())
    scores = kept[:len(board.cells)]
    if choosing:
        assert board.secret_panel in kept and board.strip in kept
        assert all(board.secret_panel.contains(slot) for slot in board.secret_slots)
        assert not any(pill.colliderect(rect) for rect in kept)
        # the crowded choice: the card leaves the scores, the panel, the strip's numbers
        # and every collection (the person's, where the two cards go, and the others',
        # whose majorities the choice weighs: round 8, they lay under the card)
        assert not any(card.box.colliderect(rect) for rect in (
            *scores, board.secret_panel, board.strip, *board.collection_ink))
    else:
        # the crowded last round: never a score, the row or the strip's numbers (pt6b 3:
        # the card lay over positions 6-9); the band and the collections it may touch
        assert board.row_in_sight() in kept
        assert not any(card.box.colliderect(rect) for rect in (*scores,
                                                                board.row_in_sight()))
    i18n.set_language("en")


def test_pt5b_7_the_bands_turn_into_its_upper_line_is_a_gold_arrow_the_quick_rules_name():
    """pt5b, finding 7: the upper line reads rightwards, the lower leftwards, and a thin
    grey bracket was all that said so; the arrow is gold and thick now, and the quick
    rules (?) say where the row goes on past position 9."""
    frame = compute_frame((1280, 800), VIEW.card_ratio)
    board = VIEW.board(frame.board, 3, frame.card)
    surface = pygame.Surface((1280, 800))
    length = 9 + board.band_cap + 3
    turn = board._band_turn(surface, length)
    assert turn is not None
    gold = pygame.mask.from_threshold(surface.subsurface(turn), theme.GOLD, (2, 2, 2, 255))
    assert gold.count() >= 3 * turn.h  # a line three pixels wide up the lines' left ends
    for lang, words in (("en", ("band above", "gold arrow")),
                        ("de", ("Band darüber", "goldenen Pfeil"))):
        i18n.set_language(lang)
        card = VIEW.reference()
        assert card is not None
        assert all(word in dict(card.sections)[i18n.tr("zahlenstreifen.reference.safe_title")]
                   for word in words)
    i18n.set_language("en")


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
def test_pt5b_7_the_longer_quick_rules_still_fit_the_table_in_german(app):
    from astromagie.ui.kit.overlays import paint_reference

    i18n.set_language("de")
    frame = compute_frame((1024, 700), VIEW.card_ratio)
    card = VIEW.reference()
    assert card is not None
    panel = paint_reference(app.screen, card, frame,
                            lambda text, size, colour=theme.TEXT, role="text":
                            theme.render(text, role, size, colour))
    assert frame.board.union(frame.hand).contains(panel)
    i18n.set_language("en")
