"""Three faults of the shared table a newcomer met (playtest pt1, findings 16, 32 and 7):
a hint goes when the position it was given for changes, also by a staged card; the pause
menu never has a card hanging in mid-air under it; the buttons that take something back
say what they take back, and explain themselves beside the button when first offered
(and whenever the mouse rests on them), in both languages, with their keys kept."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host.game import Violation
from astromagie.i18n import tr
from astromagie.kit.view import Action
from astromagie.ui.kit import animation as anim
from astromagie.ui.kit.buttons import AGAIN_KEY, button_rects, column, explanation, paint_tip
from astromagie.ui.kit.session import TableSession
from tests.ui.test_astromagie_table import drop, open_table, opening
from tests.ui.ui_events import frames, key, move_to
from tests.ui.workers import AnsweringWorker


# --- 16: a hint speaks of one position ------------------------------------------------------
def test_a_hint_shown_goes_when_a_card_is_staged(app):
    scene = open_table(app, opening())
    scene.show_hint(scene.state.legal_moves()[0])
    assert scene.message_kind == "hint" and scene.message.startswith("Try:")
    drop(app, scene, "ARI", "pos:3")  # a card laid: the position the hint spoke of is gone
    assert scene.session.staged_cards() == ["ARI"]
    assert scene.message == ""


def test_a_hint_shown_goes_when_a_staged_card_is_taken_back(app):
    scene = open_table(app, opening())
    drop(app, scene, "ARI", "pos:3")
    scene.show_hint(scene.state.legal_moves()[0])
    assert scene.message.startswith("Try:")
    key(app, pygame.K_BACKSPACE)  # Take back card
    assert scene.session.staged_cards() == [] and scene.message == ""


def test_a_hint_on_its_way_is_not_shown_after_a_card_is_staged():
    seats = (SeatConfig("P0"), SeatConfig("P1", "easy"))
    session = TableSession(GameConfig(seats, seed=3, game="astromagie"),
                           worker=AnsweringWorker(), ai_budget=0.01, autosave=False)
    session.begin_turn()
    while not session.person_turn():
        session.step()
    assert session.request_hint()  # asked: its answer comes in a later poll
    session.staged("pos:1")  # the person laid a card meanwhile
    session.poll(0.0)
    assert session.message_kind != "hint" and not session.message.startswith("Try:")
    assert session.bots.hint_token is None


def test_a_refusal_stays_until_the_person_acts_again_and_an_info_stays():
    seats = (SeatConfig("P0"), SeatConfig("P1", "easy"))
    session = TableSession(GameConfig(seats, seed=3, game="astromagie"),
                           worker=AnsweringWorker(), ai_budget=0.01, autosave=False)
    session.say("Hand sorted", "info", 3.0)
    session.staged("pos:1")
    assert session.message == "Hand sorted"  # not about the position: it stays its time
    refused = Violation("R3", "no_such_reason", "refused")
    session.refuse(refused, "pos:3")
    said = session.message
    assert said.endswith("(rule R3)")
    session.staged("pos:1")  # told by the act itself, in its own frame: it stays
    assert session.message == said and session.refused_zone is None
    session.poll(0.1)
    session.staged("pos:1")  # acting again, the person has read it (pt16b 6)
    assert session.message == ""
    session.refuse(refused, "pos:3")
    session.poll(30.0)  # it stands however long it is read ...
    assert session.message == said
    session.staged("pos:1")
    assert session.message == ""
    session.refuse(refused, "pos:3")
    session.say("Not this move: the lesson's", "error", 0.0)  # not a rule's refusal (H3)
    session.staged("pos:1")
    assert session.message == ""


# --- 32: nothing in mid-air under the pause menu ---------------------------------------------
def test_the_pause_menu_lands_the_cards_in_flight_first(app):
    scene = open_table(app, kinds=("easy", "human"), speed=1.0)  # a bot moves first, paced
    for _ in range(3000):
        if scene.animator.flights_now():
            break
        app.run_frames(1, dt=0.02)
    assert scene.animator.flights_now(), "a card should be in flight"
    assert scene.session.pending is not None  # the position before the bot's move is shown
    app.push_scene("pause")
    frames(app, 1)
    assert scene.animator.flights == [] and scene.snapshot().flights == []
    assert scene.session.pending is None  # the move is shown whole under the dialog
    assert scene.landed == []
    app.stack.draw(pygame.Surface(app.size))  # the table under the dialog paints


def test_finish_lands_every_flight_and_runs_the_steps_its_landings_start():
    animator = anim.Animator()
    done: list[str] = []
    rect = pygame.Rect(0, 0, 10, 10)
    animator.fly("A", rect, rect.move(100, 0), delay=0.3,
                 on_land=lambda: animator.after(0.5, lambda: done.append("settled")))
    animator.label("+3", (0, 0))
    animator.finish()
    assert done == ["settled"] and not animator.moving


# --- 7: words that say what each button takes back -------------------------------------------
@pytest.mark.parametrize("lang,undo,again,takeback", [
    ("en", "Undo last turn", "Retry this turn", "Undo card"),
    ("de", "Zug zurück", "Noch einmal", "Karte zurück")])
def test_the_three_take_back_buttons_have_distinct_words_and_keep_their_keys(
        lang, undo, again, takeback):
    i18n.set_language(lang)
    try:
        actions = {a.id: a for a in column([], True, True, True)}
        assert (actions["undo"].label, actions["undo"].key) == (undo, pygame.K_u)
        assert (actions["again"].label, actions["again"].key) == (again, AGAIN_KEY)
        assert tr("pause.undo") == undo  # the pause menu's button says the same
        assert tr("table.button.takeback") == takeback
        for action in (actions["undo"], actions["again"],
                       Action("takeback", takeback, True, pygame.K_BACKSPACE)):
            words = explanation("astromagie", action)
            assert words is not None and words().startswith(action.label)
        clear = Action("clear", tr("zahlenstreifen.action.clear"), True, pygame.K_BACKSPACE)
        explained = explanation("zahlenstreifen", clear)
        assert explained is not None and explained().startswith(clear.label)
        # the mouse on the hint says what it does (pt4b 18)
        hint = explanation("astromagie", actions["hint"])
        assert hint is not None and hint().startswith(actions["hint"].label)
        assert again in tr("kit.again_strayed", shortcut="R")
    finally:
        i18n.set_language("en")


def test_take_back_card_is_explained_on_hover_and_never_rises_uninvited(app):
    scene = open_table(app, opening())
    assert scene.snapshot().tip is None
    drop(app, scene, "ARI", "pos:3")  # Take back card is offered for the first time
    move_to(app, (5, 5))
    frames(app, 1)
    assert scene.snapshot().tip is None  # not a guided game: nothing rises by itself (pt2)
    takeback = next(r for a, r in zip(scene.actions(), button_rects(scene.frame,
                                                                    scene.actions()),
                                      strict=True) if a.id == "takeback")
    move_to(app, takeback.center)  # the mouse on it: explained
    tip = scene.snapshot().tip
    assert tip is not None
    words, rect = tip
    assert words.startswith("Undo card (⌫):") and rect == takeback
    surface = pygame.Surface(app.size)
    box = paint_tip(surface, words, rect, scene.frame, scene.painter.text)
    assert surface.get_rect().contains(box) and not box.colliderect(rect)
    assert box.bottom <= scene.frame.tray().top  # over the tray, never over the hand's cards
    assert scene.message == ""
    scene.session.guided = True  # not in a newcomer's first game either (pt6a 9)
    move_to(app, (5, 5))
    app.run_frames(3, dt=0.5)
    assert scene.snapshot().tip is None
