"""The shared table's polish (issue 38's last playtest): a question on its own panel and
answered by keyboard, a refusal's red mark put away by the next action, and the layout's
rects (asserted as rects, not pixels) at 1024x700 and 1280x800, in English and German.
Played on the made-up game "Higher" (tests/kit/toy.py) where a game is needed."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.kit.view import Action, Option
from astromagie.ui.kit.desk import Picker
from astromagie.ui.kit.frame import compute_frame
from astromagie.ui.kit.picking import option_rects, panel_rect, picker_key
from tests.ui.test_kit_table import human_turn, open_kit
from tests.ui.ui_events import frames, key, move_to

pytestmark = [pytest.mark.usefixtures("toy_on_the_shelf", "instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]
SIZES = [(1024, 700), (1280, 800)]


def ask(app, options: int = 3):
    """The toy table at the person's turn with a question of `options` options open."""
    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile.clear()  # an empty pile takes any card: a move per card, and Draw
    moves = scene.state.legal_moves()[:options]
    scene.picker = Picker("With which card?", tuple(
        Option(f"Option {i + 1}", move) for i, move in enumerate(moves)))
    scene.picker_focus = 0
    frames(app)
    return scene, moves


# --- the question: a panel, and every option by keyboard --------------------------------
def test_the_keys_move_the_focus_round_the_options_and_cancel():
    assert picker_key(pygame.K_DOWN, 0, 2).index == 1
    assert picker_key(pygame.K_TAB, 1, 2).index == 2  # Cancel is the last row
    assert picker_key(pygame.K_TAB, 2, 2).index == 0  # and round again
    assert picker_key(pygame.K_UP, 0, 2).index == 2
    assert picker_key(pygame.K_TAB, 0, 2, shift=True).index == 2
    assert picker_key(pygame.K_RETURN, 1, 2).kind == "pick"
    assert picker_key(pygame.K_SPACE, 2, 2).kind == "cancel"  # Space on Cancel
    assert picker_key(pygame.K_2, 0, 2) == picker_key(pygame.K_KP2, 0, 2)
    assert picker_key(pygame.K_3, 0, 2).kind == "none"  # no third option
    assert picker_key(pygame.K_ESCAPE, 0, 2).kind == "cancel"


def test_arrow_keys_and_return_choose_an_option_at_the_table(app):
    scene, moves = ask(app)
    assert len(moves) == 3
    made = len(scene.state.history)
    key(app, pygame.K_DOWN)
    assert scene.picker_focus == 1 and scene.snapshot().picker_focus == 1
    key(app, pygame.K_TAB)  # Tab moves the focus; it opens no overlay while a question waits
    assert scene.overlay is None and scene.picker is not None
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert scene.picker is None and scene.state.history[made] == moves[1]


def test_a_number_key_picks_its_option_and_escape_cancels(app):
    scene, moves = ask(app)
    made = len(scene.state.history)
    key(app, pygame.K_ESCAPE)
    assert scene.picker is None and len(scene.state.history) == made
    scene.picker = Picker("With which card?", (Option("Only", moves[0]),))
    key(app, pygame.K_1)
    assert scene.picker is None and scene.state.history[made] == moves[0]


def test_the_mouse_takes_the_focus_to_the_option_under_it(app):
    scene, moves = ask(app, 2)
    rects = scene.painter.picker_rects(scene.frame, len(moves),
                                       scene.painter.picker_labels(scene.picker))
    move_to(app, rects[-1].center)
    assert scene.picker_focus == len(moves)  # Cancel


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_question_and_its_options_stand_on_one_panel_on_the_board(size, lang):
    i18n.set_language(lang)
    pygame.font.init()
    frame = compute_frame(size, 1.4)
    labels = ["Mit Quad grün und gleich den Bonus nehmen: Tri grün, Bi rot und Einer gelb",
              "Mit Quad grün, den Bonus für später aufheben", "Abbrechen"]
    rects = option_rects(frame, 2, labels)
    question = "Quad gelb gegen Quint violett tauschen – mit welcher Karte?"
    panel = panel_rect(frame, rects, question)
    assert all(panel.contains(rect) for rect in rects)
    assert frame.board.union(frame.hand).contains(panel)
    assert rects == option_rects(frame, 2, labels)  # the same wherever asked
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


# --- a refusal's red mark ------------------------------------------------------------------
def test_a_refusals_red_mark_goes_at_the_next_action_its_words_at_the_next_placement(app):
    """The red mark goes at the next action; the words stay until a card is placed or a
    move made (pt9a 3: gone at the next drag, they left a bounced card unexplained)."""
    scene = open_kit(app)
    human_turn(app, scene)
    scene.session.refused_zone = "pile"
    scene.say("refused", "error", 0.0)
    scene.session.refusal_age = 0.0  # as `refuse` says it: a refusal, just shown
    assert scene.highlight().refused == "pile"
    frames(app, 30)  # read at leisure: the mark waits
    assert scene.highlight().refused == "pile"
    key(app, pygame.K_RIGHT)  # the next action: a card chosen
    assert scene.highlight().refused is None and scene.message == "refused"
    frames(app, 70)  # past its reading time: no placement yet, the words stay
    assert scene.message == "refused"
    scene.play(scene.state.legal_moves()[0])  # a move made: read long enough, they go
    assert scene.message == ""


# --- the pause menu's buttons stand still ---------------------------------------------------
def pause_places(app) -> dict[str, pygame.Rect]:
    pause = app.push_scene("pause")
    frames(app)
    places = {w.id: pygame.Rect(w.rect) for w in pause.form.widgets if w.id}
    app.stack.pop()
    frames(app)
    return places


@pytest.mark.parametrize("app", SIZES, indirect=True)
def test_the_pause_menus_buttons_stand_where_they_stood_whatever_the_turn_or_language(app):
    scene = open_kit(app)
    human_turn(app, scene)
    first = pause_places(app)
    assert set(first) >= {"continue", "undo", "settings", "to_title", "quit"}
    scene.play(scene.state.legal_moves()[0])  # now there is a turn to take back
    human_turn(app, scene)
    assert scene.can_undo() and pause_places(app) == first
    app.settings.language = "de"
    i18n.set_language("de")
    assert pause_places(app) == first
    pause = app.push_scene("pause", saved=False)  # a lesson's pause says nothing of saving
    frames(app)
    assert {w.id: w.rect for w in pause.form.widgets if w.id} == first
    screen = pygame.Rect((0, 0), app.size)
    assert all(screen.contains(rect) for rect in first.values())
    move_to(app, first["quit"].center)  # a hover lights a button, it moves nothing
    assert {w.id: w.rect for w in pause.form.widgets if w.id} == first


# --- the buttons stay in the hand's tray -----------------------------------------------------
OWN = [("draw", "action.draw", pygame.K_d), ("pay", "action.pay", pygame.K_a),
       ("leap", "action.leap", pygame.K_j), ("pass", "action.pass", pygame.K_x),
       ("end", "action.end", pygame.K_e)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("own", range(len(OWN) + 1))
def test_a_turns_buttons_stand_inside_the_tray_beside_the_hand(size, lang, own):
    """Monad's busiest turn: its own buttons (Draw, Pay the rest, Leap, Pass, End turn),
    then Again, Take my turn back and Hint; one column while it holds them, else two."""
    from astromagie.i18n import tr
    from astromagie.kit.view import Action
    from astromagie.ui.kit.buttons import column, column_fit, columns_needed, label_size

    i18n.set_language(lang)
    pygame.font.init()
    actions = column([Action(i, tr(f"monad.{k}"), True, key) for i, k, key in OWN[:own]],
                     True, True, True)
    frame = compute_frame(size, 1.4)
    frame = frame.with_button_columns(columns_needed(frame, actions))
    text_px, rects = column_fit(frame, actions)
    tray = frame.tray()
    assert all(tray.contains(rect) for rect in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert frame.hand.right < min(rect.x for rect in rects)  # the fan stays clear of them
    assert text_px >= label_size(frame) - 3  # smaller a step or two, never tiny
    if len(actions) <= 4:  # (five take one column where their labels are short: pt3b, 15)
        assert frame.button_columns == 1
    elif len(actions) >= 7:
        assert frame.button_columns == 2


def test_the_table_takes_two_columns_while_a_turn_has_many_buttons(app):
    scene = open_kit(app)
    human_turn(app, scene)
    assert scene.frame.button_columns == 1
    hand_w = scene.frame.hand.w
    many = [Action(f"a{i}", f"Action number {i}", True) for i in range(5)]
    scene.session.turn.actions = lambda: many  # a game's turn with five buttons of its own
    frames(app)
    assert scene.frame.button_columns == 2 and scene.frame.hand.w < hand_w
    scene.session.turn.actions = lambda: []
    frames(app)
    assert scene.frame.button_columns == 1 and scene.frame.hand.w == hand_w


# --- the coach's lesson at the places it points at ----------------------------------------
GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")


def in_log_column(scene, box) -> bool:
    """`box` lies in the side column below the last seat's panel (over the game log)."""
    seats = scene.painter.seat_count(scene.state, len(scene.seating.names))
    last = scene.frame.seat_rect(seats - 1, seats)
    return scene.frame.side.contains(box) and box.top > last.bottom


def guided_turn(app, game: str):
    """The game's guided first game at the person's first lesson turn, drawn once."""
    from astromagie.ui.kit.table import KitTableScene

    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, game)
    app.stack.push(scene)
    for _ in range(400):
        if scene.human_turn() and scene.snapshot().coaching is not None:
            break
        frames(app)
    scene.draw(app.screen)
    return scene


@pytest.mark.parametrize("app", SIZES, indirect=True)
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_card_and_its_pill_stand_on_the_board_beside_its_places(app, game, lang):
    i18n.set_language(lang)
    scene = guided_turn(app, game)
    snap = scene.snapshot()
    coaching = snap.coaching
    assert coaching is not None and snap.lesson_open
    frame, painter = scene.frame, scene.painter
    places = painter.lesson_places(snap, coaching, frame, scene.board)
    card, pill = painter.lesson_layout(app.screen, snap, coaching, frame, scene.board)
    assert painter.lesson_box == card.box
    for shown in (card.box, pill):
        # off the tray and the top bar; the card over the log column when the board has
        # no free spot (lesson.crowded), never over the seats' panels
        assert frame.board.contains(shown) or (shown is card.box and in_log_column(scene, shown))
        assert not any(shown.colliderect(place) for place in places)
    assert card.lines and card.box.contains(card.head)
    assert " ".join(card.lines).split() == coaching.text.split()  # every word shown
    hand = scene.hand()
    for rect in frame.hand_rects(len(hand), None, hand):  # never over a hand card's banner
        assert not pill.colliderect(rect) and not card.box.colliderect(rect)
    from astromagie.ui.kit.piles import pile_extent
    piles = painter.piles(snap)  # each pile's badge beside it, on no card's face
    badges = painter.badge_boxes(app.screen, piles, frame, scene.board)
    extents = [pile_extent(scene.board.zone_rect(p.zone), p.count, frame.scale) for p in piles]
    for i, badge in enumerate(badges):
        assert frame.board.contains(badge)
        assert not any(badge.colliderect(extent) for extent in extents)
        assert not any(badge.colliderect(other) for other in badges[i + 1:])


def test_the_lesson_stays_open_while_the_person_plays_and_l_or_the_pill_folds_and_opens_it(app):
    scene = guided_turn(app, "zahlenstreifen")
    assert scene.coach_card.open
    key(app, pygame.K_RIGHT)  # a card chosen: the step's words stay in sight (pt10c)
    assert scene.coach_card.open and scene.selected is not None
    key(app, pygame.K_l)  # L folds it into its pill
    assert not scene.coach_card.open and scene.selected is not None
    scene.draw(app.screen)
    pill = scene.painter.lesson_pill
    assert pill is not None and scene.painter.lesson_box is None
    key(app, pygame.K_l)
    assert scene.coach_card.open and scene.selected is not None  # L only opens it
    scene.draw(app.screen)
    box = scene.painter.lesson_box
    assert box is not None
    from tests.ui.ui_events import click
    click(app, box.center)  # a click on the card folds it and does nothing else
    assert not scene.coach_card.open and scene.selected is not None
    scene.draw(app.screen)
    move_to(app, pill.center)  # the mouse resting on the pill opens it while it stays
    assert scene.coach_card.open
    scene.draw(app.screen)
    move_to(app, (scene.frame.side.centerx, scene.frame.side.bottom - 5))
    assert not scene.coach_card.open
    hand = scene.hand()
    card = scene.frame.hand_rects(len(hand), scene.selected, hand)[0]
    from tests.ui.ui_events import post
    post(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)
    frames(app)
    move_to(app, pill.center)  # a card carried over the pill: the lesson stays folded
    assert scene.pointer.drag is not None and not scene.coach_card.open


# --- a score's "+N" lands clear of the score it changes -------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_points_label_lands_on_its_seats_panel_under_the_score_not_on_it(size, seats):
    from astromagie.look import theme
    from astromagie.ui.kit.points import landing_px, score_spot
    from astromagie.ui.kit.seats import score_words

    pygame.font.init()
    frame = compute_frame(size, 1.4)
    for seat in range(seats):
        panel = frame.seat_rect(seat, seats)
        # at the size it lands at (it shrinks to the bare band under the score: pt3a 3)
        label = theme.render("+12", "bold", landing_px(panel, frame.scale))
        landed = label.get_rect(center=score_spot(panel, frame.scale, "+12"))
        pad = round(8 * frame.scale)
        score = theme.render(score_words(-24, "zahlenstreifen"), "bold",
                             frame.font(16)).get_rect(topright=(panel.right - pad,
                                                                panel.y + pad))
        assert panel.contains(landed) and not landed.colliderect(score), (seat, landed, score)
