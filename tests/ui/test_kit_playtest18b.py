"""The guided games' end after their lessons (pt17, kit22b): the hand-over card says the
lessons are over and what the rest of the game is for, and offers "Play to the end" (P)
and "Real game" (N) as buttons on the card; a guided game's results say the lessons are
done and how a real game is set up."""

from __future__ import annotations

import pygame
import pytest

from astromagie.i18n import has, set_language, tr
from astromagie.ui.kit.guided import HandOverCard
from astromagie.ui.kit.lessonsover import CHOICES, offered, results_line
from astromagie.ui.kit.table import KitTableScene
from astromagie.ui.widgets.controls import Button
from tests.ui.guided import lesson_turn, person_plays_lesson
from tests.ui.spy import texts_drawn
from tests.ui.ui_events import click, frames, key

LESSONS_OVER_KEYS = ("short", "purpose", "play_on", "real_game", "results")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_lessons_end_words_exist_in_both_languages(language: str) -> None:
    set_language(language)
    try:
        for name in LESSONS_OVER_KEYS:
            assert has(f"kit.lessons_over.{name}"), name
        for _wid, label, _key, cap in CHOICES:
            assert has(label) and f"({cap})" not in tr(label)  # the cap is painted beside
        assert tr("kit.lessons_over.short") != tr("kit.guide_own_short")
        assert results_line(True) and results_line(False) == ""
    finally:
        set_language("en")


def to_the_offer(app, game: str) -> KitTableScene:
    """The guided game of `game` played on the lessons' moves (else the first legal one)
    to the person's first turn with the lessons' offer on the card, painted."""
    app.settings.animation_speed = 1000.0
    scene = KitTableScene.guided_game(app, game)
    app.stack.push(scene)
    for _ in range(4000):
        session = scene.session
        assert not session.finished, "the game ended before the lessons' offer"
        frames(app)
        if not scene.human_turn() or not scene.settled():
            continue
        coaching = session.coaching
        if offered(coaching):
            frames(app, 2)
            return scene
        person_plays_lesson(session)  # (a Monad lesson may be several moves in one turn)
    raise AssertionError("no offer")


pytestmark = pytest.mark.app(fast=True, autosave=False)


@pytest.mark.parametrize("game", ["astromagie", "monad"])
def test_play_on_keeps_the_hand_over_card_without_the_offer(app, instant_bots, game):
    scene = to_the_offer(app, game)
    assert scene.coach_card.open and len(scene.painter.offer_buttons) == 2
    card = scene.session.coaching
    assert isinstance(card, HandOverCard) and card.short == tr("kit.lessons_over.short")
    assert tr("kit.lessons_over.purpose") in card.text
    key(app, pygame.K_p)
    after = scene.session.coaching
    assert isinstance(after, HandOverCard) and not after.offer  # the card stays, no offer
    assert after.short == tr("kit.guide_own_short") and tr("kit.lessons_over.purpose") \
        not in after.text
    assert app.stack.top is scene and scene.coach_card.open
    frames(app, 2)
    assert scene.painter.offer_buttons == ()
    # and on the next turns of the hand-over card, the offer does not come back
    scene.play(scene.session.state.legal_moves()[0])
    for _ in range(400):
        frames(app)
        if scene.human_turn() and scene.settled():
            break
    assert not offered(scene.session.coaching)


@pytest.mark.parametrize("by", ["key", "click"])
def test_real_game_leads_to_the_set_up_of_the_same_game(app, instant_bots, by):
    scene = to_the_offer(app, "solar-republic")
    if by == "key":
        key(app, pygame.K_n)
    else:
        click(app, scene.painter.offer_buttons[1].center)
    top = app.stack.top
    assert top is not scene and type(top).__name__ == "SetupScene"
    assert top.game == "solar-republic"


@pytest.mark.app(fast=False, autosave=False)
@pytest.mark.parametrize("game", ["solar-republic", "astromagie"])
def test_the_coach_card_stays_dimmed_while_the_bots_play(app, instant_bots, game):
    """pt17 2: the lesson's card stays, over the side column, while the bots play the
    turn out (its head says who plays), and gives way to the person's next turn."""
    scene = lesson_turn(app, game)
    said = scene.session.coaching
    assert said is not None and said.move
    frames(app, 2)
    card = scene.painter.lesson_box
    assert card is not None and card.colliderect(scene.frame.side)
    scene.play(said.move)
    waited = []
    for _ in range(600):
        frames(app)
        snap = scene.snapshot()
        if snap.state.current_player != 0:
            waited.append(scene.painter.waiting_card(snap, scene.frame))
            # the log is laid below it, as under the open card
            assert scene.painter.aside_lesson(snap, scene.frame) == waited[-1]
        elif waited and scene.settled():
            break
    assert waited and all(box == card for box in waited)  # every bot's frame: the card
    assert not card.colliderect(scene.frame.board)  # off the bots' cards
    snap = scene.snapshot()
    assert snap.state.current_player == 0 and scene.painter.waiting_card(snap, scene.frame) \
        is None


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_guided_games_results_say_the_lessons_are_done(app, monkeypatch, language):
    from astromagie.ui.kit import results
    from astromagie.ui.kit.session import TableSession
    from tests.ui.workers import AnsweringWorker

    set_language(language)
    session = TableSession.guided_game("astromagie", worker=AnsweringWorker(), ai_budget=0.01)
    try:
        session.begin_turn()
        for _ in range(5000):
            if session.finished or session.state.is_over():
                break
            if session.person_turn():
                person_plays_lesson(session)
            else:
                session.step()
    finally:
        session.close()
    said = texts_drawn(monkeypatch, results.theme, "render_fit")
    try:
        app.push_scene("results", session.state, session.config)
        frames(app, 2)
        assert tr("kit.lessons_over.results") in said
        assert ("New game…" if language == "en" else "Neues Spiel …") in \
            tr("kit.lessons_over.results")  # the button's own name
        # the lit first button sets up a real game, not a new deal against the partners
        scene = app.stack.top
        first = scene.form.get("again", Button)
        first.refresh()
        assert first.text == tr("kit.results.real_game") != tr("kit.results.same_again")
        assert first.on_click is not None
        first.on_click()
        frames(app, 2)
        top = app.stack.top
        assert type(top).__name__ == "SetupScene" and top.game == "astromagie"
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_h_in_astromagies_first_lesson_does_not_say_the_cards_head_again(app, instant_bots,
                                                                        language):
    """pt17 3: the hint box under the coach's card repeated its gold head word for word
    ("Aries on 3, Fire on 2 and Mars on 4"); it points at the card and says why."""
    set_language(language)
    try:
        scene = lesson_turn(app, "astromagie")
        lesson = scene.session.coaching
        assert lesson is not None and lesson.short
        key(app, pygame.K_h)
        frames(app, 2)
        said = scene.session.message
        assert scene.session.message_kind == "hint" and lesson.short not in said
        assert said.startswith(tr("kit.hint_lesson", why="").strip())
        assert scene.session.hint_marks[0]  # the lesson's cards lit, as before
    finally:
        set_language("en")
