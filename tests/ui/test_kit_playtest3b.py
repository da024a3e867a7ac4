"""The shared table after the third newcomer playtest (pt3b, issue 38's round 4): a
button's first tip waits for a resting mouse and goes at a touch, the hint lights the
move it suggests, the hand never reaches the buttons, Play stands first with the
going-back buttons together on one line each at 1024x700, the last move is seen before
the results, the log says who begins, and a two-line hint stays above the hand's tray."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.kit.view import Action
from astromagie.look import theme
from astromagie.ui.kit.buttons import (
    button_rects,
    column,
    column_fit,
    columns_needed,
    label_lines,
)
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.results import KitResultsScene
from astromagie.ui.kit.session import TableSession
from astromagie.ui.kit.table import END_SECONDS, END_SECONDS_STILL, KitTableScene
from tests.kit import toy
from tests.ui.test_astromagie_table import drop, open_table, opening
from tests.ui.test_kit_results import played
from tests.ui.ui_events import frames, key, move_to

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


def takeback_offered(app) -> KitTableScene:
    """Astromagie's guided deal, Aries laid: Undo card is offered for the first time."""
    scene = open_table(app, opening())
    scene.session.guided = True
    frames(app)  # the guided game's columns keep Again's room (pt5b 10): the fan settles
    drop(app, scene, "ARI", "pos:3")
    scene.session.say("", "info", 0.0)
    return scene


def rest_on_takeback(app, scene: KitTableScene) -> pygame.Rect:
    """The mouse laid on the Undo card button, a frame painted; returns the button."""
    actions = scene.actions()
    undo = next(r for a, r in zip(actions, button_rects(scene.frame, actions), strict=True)
                if a.id == "takeback")
    move_to(app, undo.center)
    frames(app)
    return undo


# --- 1. a button newly offered says nothing by itself: tips stand only under the mouse ---------
def test_pt6a_9_a_newly_offered_button_shows_no_tip_away_from_the_mouse(app):
    """pt6a 9: Undo's explanation rose by itself beside the buttons while the mouse lay on
    slot 6; a tip now shows only while the mouse rests on its button."""
    scene = takeback_offered(app)
    app.run_frames(3, dt=0.5)  # the mouse at rest, away from the buttons
    assert scene.snapshot().tip is None
    rest_on_takeback(app, scene)
    assert scene.snapshot().tip is not None  # on the button: explained
    move_to(app, (300, 300))
    frames(app)
    assert scene.snapshot().tip is None  # off it: gone


def test_a_button_a_card_is_carried_over_shows_no_tip(app):
    scene = takeback_offered(app)
    undo = rest_on_takeback(app, scene)
    assert scene.snapshot().tip is not None  # the mouse alone on it: explained
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=scene.frame.hand_rects(
                                             len(scene.hand()), None, scene.hand())[0].center))
    frames(app)
    move_to(app, undo.center)  # a card carried over the button
    frames(app)
    assert scene.pointer.drag is not None and scene.snapshot().tip is None


def test_a_card_laid_over_the_table_puts_a_buttons_tip_away(app):
    """pt4a: a tip stayed on screen where the mouse no longer was once a dialog opened;
    the reference card (or a question) over the table shows no button's tip."""
    scene = takeback_offered(app)
    rest_on_takeback(app, scene)
    assert scene.snapshot().tip is not None
    scene.overlay = "reference"
    assert scene.snapshot().tip is None


# --- 2. the hint lights the move it suggests ---------------------------------------------------
def test_the_hint_lights_its_cards_and_places_until_the_move_is_made(app):
    scene = open_table(app, opening())
    move = next(m for m in scene.state.legal_moves() if m.discard is None)
    scene.show_hint(move)
    frames(app)
    cards, zones = scene.snapshot().hinted
    assert sorted(cards) == sorted(code for _, code in move.placements)
    assert sorted(zones) == sorted(f"pos:{pos}" for pos, _ in move.placements)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    hand = scene.hand()
    rect = scene.frame.hand_rects(len(hand), scene.selected, hand)[hand.index(cards[0])]
    frame_at = rect.inflate(8, 8)
    assert surface.get_at((frame_at.centerx, frame_at.top + 1))[:3] == theme.GOLD[:3]
    scene.session.play(move)
    frames(app)
    assert scene.snapshot().hinted == ((), ())


def test_the_hint_lights_nothing_once_its_words_are_gone(app):
    scene = open_table(app, opening())
    move = next(m for m in scene.state.legal_moves() if m.discard is None)
    scene.show_hint(move)
    scene.session.say("Something else", "info", 2.0)
    assert scene.snapshot().hinted == ((), ())


# --- 3. the hand never reaches the buttons ---------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_the_hand_never_reaches_the_button_column(size):
    pygame.font.init()
    codes = [f"C{i}" for i in range(20)]
    for columns in (1, 2):
        frame = compute_frame(size, 1.4).with_button_columns(columns)
        buttons = frame.button_column(5)
        for count in range(1, 21):
            rects = frame.hand_rects(count, count // 2, codes[:count])
            assert max(r.right for r in rects) < min(b.x for b in buttons)
            # staged cards leave their places while staged: still clear of the buttons
            staged = replace(frame, fan=tuple(codes[:count + 2]))
            kept = staged.hand_rects(count, None, codes[:count])
            assert max(r.right for r in kept) < min(b.x for b in buttons)


# --- 4. Play first, the going-back buttons together, one line each at 1024x700 -----------
def test_the_main_action_stands_first_and_the_going_back_buttons_together():
    own = [Action("takeback", "Undo card", True, pygame.K_BACKSPACE),
           Action("play", "Play", True, pygame.K_RETURN)]
    assert [a.id for a in column(own, True, True)] == ["play", "hint", "takeback", "undo"]
    assert [a.id for a in column(own, True, True, True)] == [
        "play", "hint", "takeback", "again", "undo"]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_astromagies_buttons_take_one_line_each(lang, size):
    from astromagie.i18n import tr
    i18n.set_language(lang)
    pygame.font.init()
    own = [Action("takeback", tr("table.button.takeback"), True, pygame.K_BACKSPACE),
           Action("play", tr("table.button.play"), True, pygame.K_RETURN)]
    actions = column(own, True, True)
    frame = compute_frame(size, 1.4)
    frame = frame.with_button_columns(columns_needed(frame, actions))
    px, rects = column_fit(frame, actions)
    assert frame.button_columns == 1
    assert all(len(label_lines(a, frame, size=px)) == 1 for a in actions)
    assert px == frame.font(18)  # not set smaller to fit


# --- 5. the last move is seen before the results ----------------------------------------------
@pytest.mark.usefixtures("toy_on_the_shelf")
@pytest.mark.parametrize("animations", [True, False])
def test_the_results_wait_for_the_last_move_and_a_key_goes_on(app, animations):
    app.settings.animations = animations
    seats = (SeatConfig("You"), SeatConfig("Vega", "easy"))
    table = KitTableScene(app, GameConfig(seats, seed=3, game=toy.INFO.id),
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(table)
    table.state = played(toy.INFO.id, 2, 3)[0]
    table.session.begin_turn()  # the game is over
    assert table.end_left == pytest.approx(END_SECONDS if animations else END_SECONDS_STILL)
    # the last move in words, then how on: the results come by themselves too (pt7d 4)
    assert table.message.endswith("Results next: click or press Enter to see them now.")
    app.run_frames(3, dt=0.1)
    assert app.stack.top is table  # the last move in sight a moment
    key(app, pygame.K_SPACE)
    assert isinstance(app.stack.top, KitResultsScene)


# --- 6. the log says who begins -----------------------------------------------------------------
@pytest.mark.usefixtures("toy_on_the_shelf")
def test_a_new_games_log_begins_with_who_begins_in_both_languages():
    i18n.set_language("en")
    seats = (SeatConfig("Ada"), SeatConfig("Vega", "easy"))
    session = TableSession(GameConfig(seats, seed=3, game=toy.INFO.id), autosave=False)
    first = session.state.current_player
    line = session.log_lines[0]
    assert line == ("You begin." if first == 0 else "Vega begins.")
    i18n.set_language("de")
    session.on_language()
    assert session.log_lines[0] == ("Du beginnst." if first == 0 else "Vega beginnt.")
    session.close()


# --- 7. a two-line hint stays off the hand's tray ---------------------------------------------
@pytest.mark.app(size=(1024, 700))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_two_line_hint_stays_between_the_board_and_the_tray(app, lang):
    i18n.set_language(lang)
    scene = open_table(app, opening())
    scene.session.say("Try: " + "a long suggestion that takes two lines " * 3, "hint", 5.0)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    box = scene.painter.message_box
    line = theme.font("text", scene.frame.font(15)).get_linesize()
    assert box is not None and box.h >= 2 * line - 2  # two lines
    frame = scene.frame
    # in the log column now (pt15b 3: the hint's one place), clear of the tray and board
    assert frame.side.contains(box)
    assert not box.colliderect(frame.tray()) and not box.colliderect(frame.board)
