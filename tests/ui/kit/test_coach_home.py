"""The coach's card has one home per table, the log column's top, in every lesson of
every guided game (issue 38 round 19: pt15d 9 saw Monad's step 4 float mid-table while
steps 1-3 stood in the side column), so it never covers a caption the board draws
(pt15a 1: Astromagie's "next pair" line under 5+6, cut once a card was staged). A
preview keeps off the card (pt15c 4), a button's tip gives way to a preview (pt15a 6),
and a chosen card's "click again / Enter" stands at the place it goes to (pt15a 8)."""

from __future__ import annotations

import time
from dataclasses import replace

import pygame
import pytest

from astromagie import i18n
from tests.ui.guided import coached_lessons
from tests.ui.test_astromagie_table import drop
from tests.ui.test_kit_polish import guided_turn
from tests.ui.ui_events import frames

pytestmark = pytest.mark.app(fast=True, autosave=False)

SIZES = [(1280, 800), (1024, 700)]
# the lessons walked in each game: all of Monad's (step 4 is pt15d 9's) and the first few
# of the others (each walk costs; the home does not depend on the step)
LAST_STEP = {"monad": 12, "astromagie": 4, "solar-republic": 4, "zahlenstreifen": 3}


@pytest.mark.parametrize("app", SIZES, indirect=True)
@pytest.mark.parametrize("game", sorted(LAST_STEP))
def test_pt15d_9_every_lesson_puts_the_card_in_one_home_at_the_log_columns_top(app, game):
    boxes = []
    # Monad's lessons of several moves need the session's own play; the others the
    # table's (its board slides a card after the move and settles)
    for scene, _coaching in coached_lessons(app, game, LAST_STEP[game],
                                            by_session=game == "monad"):
        if not scene.coach_card.open:
            continue
        for _ in range(200):  # a board sliding a card paints no lesson (ZS's row slides
            if scene.kit.board_at_rest(scene.board):  # by the clock: a moment)
                break
            time.sleep(0.01)
            frames(app)
        scene.draw(pygame.Surface(app.size))
        box, frame = scene.painter.lesson_box, scene.frame
        assert box is not None, scene.session.guide_step
        assert frame.side.contains(box) and not box.colliderect(frame.board)
        assert scene.painter.log_box.top >= box.bottom  # the log below it, none cut
        boxes.append((scene.session.guide_step, box))
    assert len(boxes) >= 2, boxes
    assert len({(b.x, b.y, b.w) for _step, b in boxes}) == 1, boxes  # one home


@pytest.mark.parametrize("app", SIZES, indirect=True)
def test_pt15a_1_after_staging_the_pair_the_card_clears_every_caption_of_the_board(app):
    """Astromagie's guided step 2: the pair staged on 5+6, the "Next pair: ..." caption
    under them stays in sight."""
    i18n.set_language("de")
    try:
        for scene, coaching in coached_lessons(app, "astromagie", 3):
            if scene.session.guide_step != 1:  # step 2 of 7 (0-based in the session)
                continue
            for pos, code in coaching.move.placements:
                drop(app, scene, code, f"pos:{pos}")
                frames(app)
            assert scene.session.staged_cards()
            scene.draw(pygame.Surface(app.size))
            box, board = scene.painter.lesson_box, scene.board
            kept = [*scene.kit.kept_in_sight(board), *scene.kit.kept_areas(board)]
            assert box is not None and not box.colliderect(scene.frame.board)
            assert box.collidelist(kept) < 0
            return
        raise AssertionError("no step 2")
    finally:
        i18n.set_language("en")


def lesson_card_taken_up(app, game: str):
    """The first lesson's first card taken up by H then Enter (the hint lights its place,
    the mouse on no place): the card chosen over the hint's place, its preview shown."""
    scene = guided_turn(app, game)
    scene.pointer.mouse = (1, 1)
    coaching = scene.session.coaching
    assert coaching is not None and coaching.cards and coaching.zones
    card, zone = coaching.move.placements[0][1], f"pos:{coaching.move.placements[0][0]}"
    scene.session.say("Try: the lesson's move.", "hint", 60.0)
    scene.session.hint_marks = ((card,), (zone,))
    scene.selected = scene.hand().index(card)
    return scene, zone


@pytest.mark.parametrize("app", SIZES, indirect=True)
def test_pt15c_4_and_pt15a_8_the_chosen_cards_preview_stands_at_its_place_off_the_coach(app):
    """Astromagie's row is at the board's top, its hand at the foot: the preview stood
    by the hand (pt15a 8); it stands at the hint's slot, off the slot and the coach."""
    scene, zone = lesson_card_taken_up(app, "astromagie")
    snap = scene.snapshot()
    assert snap.highlight.over == zone and snap.highlight.preview
    scene.draw(pygame.Surface(app.size))
    painter = scene.painter
    box, card, target = painter.chosen_box, painter.lesson_box, scene.board.zone_rect(zone)
    assert box is not None and card is not None
    assert not box.colliderect(card)  # off the coach's card (pt15c 4)
    assert not box.colliderect(target)  # beside the place, not on it
    hand = scene.hand()
    held = scene.frame.hand_rects(len(hand), scene.selected, hand)[scene.selected]
    assert box.top - target.bottom < held.top - box.bottom, (box, target, held)
    beside = max(0, box.left - target.right, target.left - box.right)
    assert beside < box.w // 2, (box, target)  # beside it, not across the board
    # and on none of the board's other places (the slots' captions showed: pt15a 8)
    assert not any(scene.board.zone_at(point) for point in (box.topleft, box.center,
                                                              box.bottomright))


@pytest.mark.parametrize("app", SIZES[1:], indirect=True)
def test_pt15a_6_a_buttons_tip_gives_way_to_the_preview_one_floating_text_at_a_time(app):
    scene, _zone = lesson_card_taken_up(app, "astromagie")
    snap = scene.snapshot()
    tray = scene.frame.tray()
    tip = ("Put the card back", pygame.Rect(tray.right - 160, tray.bottom - 40, 150, 34))
    surface = pygame.Surface(app.size)
    scene.painter.draw(surface, replace(snap, tip=tip), scene.frame, scene.board)
    assert scene.painter.chosen_box is not None and scene.painter.tip_box is None
    calm = replace(snap, tip=tip, selected=None,
                   highlight=replace(snap.highlight, preview="", over=None))
    scene.painter.draw(surface, calm, scene.frame, scene.board)
    assert scene.painter.tip_box is not None  # without a preview, the tip shows
