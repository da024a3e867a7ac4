"""Playtest 19 at the kit's table (kit24): a shut Retry says what it is for (19c 8), the
quick rules open in the replay (19c 7), a refused drag's words stand by the place in
lines (19c 11), the hint and the log wrap evenly (19c 10), ←/→ after a placement go on
from its neighbours (19a 3)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.i18n import set_language, tr
from astromagie.storage.archive import playback_of
from astromagie.ui.kit.buttons import button_rects
from astromagie.ui.kit.desk import TurnDesk
from astromagie.ui.kit.frame import reference_button
from astromagie.ui.kit.refusedrag import refused_drag_layout
from astromagie.ui.kit.table import KitTableScene
from astromagie.ui.kit.watch import KitWatchScene
from astromagie.ui.widgets.keycap import key_name
from tests.ui.test_kit_results import played
from tests.ui.ui_events import click, frames, move_to, post

SR5 = ("„Ceres“ (Sol 2) passt nicht auf „Saturn“ (eine 4): Farbe oder Wert müssen gleich "
       "sein. Leg eine Saturn-Karte, eine 4, eine 3 oder eine 5, oder zieh (D). (Regel SR5)")


@pytest.mark.parametrize("language", ["en", "de"])
def test_19c_8_a_shut_retry_says_what_it_is_for(app, instant_bots, toy_on_the_shelf,
                                                language):
    """Retry this turn stands shut all the guided game: on hover it says when it helps
    (it said nothing: the tester never learned what it does)."""
    from tests.ui.test_kit_guided_saves import start_guide, wait_for

    set_language(language)
    try:
        scene = start_guide(app)
        wait_for(app, scene.human_turn)
        frames(app, 2)
        actions = scene.actions()
        again = next(a for a in actions if a.id == "again")
        assert not again.enabled
        rect = button_rects(scene.frame, actions)[actions.index(again)]
        move_to(app, rect.center)
        tip = scene.tip(scene.actions())
        assert tip is not None and tip[1] == rect
        assert tip[0] == tr("kit.shut.again", shortcut=key_name(again.key))
        assert tr("kit.again_button") in tip[0]
    finally:
        set_language("en")


@pytest.mark.app(fast=True, autosave=False)
def test_19c_7_the_quick_rules_open_in_the_replay_by_key_and_by_button(app):
    state, config = played("solar-republic", 2, 8)
    watch = KitWatchScene(app, playback_of(state, config))
    app.stack.push(watch)
    frames(app)
    post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    frames(app)
    assert watch.rules_open
    turn = watch.turn
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    frames(app)
    assert not watch.rules_open and watch.turn == turn  # the key put them away only
    click(app, reference_button(watch.frame).center)
    assert watch.rules_open
    click(app, watch.frame.board.center)
    assert not watch.rules_open


@pytest.mark.usefixtures("instant_bots")
@pytest.mark.app(fast=True, autosave=False)
@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_19c_11_a_refused_drags_words_stand_by_the_place_in_lines(app):
    """The refusal while dragging: lines of the normal size, not one shrunk line across
    the board over the pile it is about."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Ben", "random"))
    state = registry.rules("solar-republic").new(2, 1, {})
    scene = KitTableScene(app, GameConfig(seats, seed=1, game="solar-republic"), state,
                          ai_mode="thread", ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    frames(app, 2)
    pile = scene.board.zone_rect("pile")
    view = scene.painter.view
    kept = [*view.kept_areas(scene.board), *view.kept_in_sight(scene.board)]
    box, lines = refused_drag_layout(scene.painter, SR5, scene.frame, pile, kept)
    assert len(lines) >= 2
    assert not box.colliderect(pile) and box.collidelist(kept) < 0  # seats, deck, captions
    assert scene.frame.board.contains(box)
    inner = box.w - round(16 * scene.frame.scale)
    size = scene.frame.font(18)
    assert all(scene.painter.text(line, size).get_width() <= inner for line in lines)


def test_19c_10_the_hint_and_the_log_leave_no_short_tail(app):
    """"…ein Trumpf, der / einen gewinnt.": the lines evened out, as many as before."""
    from astromagie.look import theme
    from astromagie.ui.kit.paintcache import PaintCache

    words = ("Vorschlag: eine Karte ziehen. Eine jetzt gelegte Karte hilft nur dem nächsten "
             "Spieler zu einem Stapel, und die gezogene Karte ist vielleicht ein Trumpf, der "
             "einen gewinnt.")
    cache = PaintCache(registry.view("solar-republic"))
    ink = theme.font("text", 16)
    evened = 0
    for width in range(200, 320, 7):
        greedy = cache.wrap(words, 16, width)
        even = cache.even_wrap(words, 16, width)
        assert len(even) == len(greedy)
        assert all(ink.size(line)[0] <= width for line in even)
        assert min(ink.size(line)[0] for line in even) >= \
            min(ink.size(line)[0] for line in greedy)
        evened += even != greedy
    assert evened  # some widths did leave a short line, now evened out


def test_19a_3_left_and_right_after_a_placement_go_on_from_its_neighbours():
    desk = TurnDesk()
    desk.gap = 2  # the card at 2 of 6 was laid: 5 left, the old 3 is 2 now
    assert desk.step(None, 5, pygame.K_LEFT) == 1  # Shift+Tab: the left neighbour
    assert desk.gap is None
    desk.gap = 2
    assert desk.step(None, 5, pygame.K_RIGHT) == 2  # Tab: the right neighbour
    assert desk.step(None, 5, pygame.K_LEFT) == 4  # no gap: round the fan, as before
    desk.gap = 0
    assert desk.step(None, 5, pygame.K_LEFT) == 4  # the first laid: round to the end
    desk.gap = 3
    assert desk.step(1, 5, pygame.K_RIGHT) == 2  # a chosen card goes on from itself
