"""What stands around Astromagie's kit table: the hand-over screen between two people at
one screen (numbered, never "You"; no hand on show while the computer plays), the card
shown large with its facts (V1's modern ruler too; never over a card just placed), and the
pause menu's Quit that names the program."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import Variants
from astromagie.games.astromagie.view import VIEW, words
from astromagie.ui.kit.closeup_state import HOVER_SECONDS
from astromagie.ui.routes import scene_class
from tests.ui.test_astromagie_table import deal, grab, open_table, opening, place
from tests.ui.ui_events import DT, click, frames, key, move_to

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]

HANDS = (("LEO", "FIRE", "ARI", "SUN", "SQU", "MOON"),
         ("TAU", "EARTH", "VIR", "VENUS", "CON", "MARS"),
         ("GEM", "AIR", "LIB", "JUPITER", "TRI", "SUN"))


# --- two people at one screen -----------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
def test_two_people_with_the_default_name_are_numbered_and_handed_the_screen(app, lang):
    i18n.set_language(lang)
    you = i18n.tr("setup.human")
    player = {"en": "Player 1", "de": "Spieler 1"}[lang]
    scene = open_table(app, deal(HANDS[:2]), kinds=("human", "human"), names=(you, "Bea"))
    assert scene.seating.names[0] == player
    handover = app.stack.top
    assert isinstance(handover, scene_class("handover"))  # player 1's cards wait for them
    assert handover.name == player
    title = {"en": "Player 1's turn", "de": "Spieler 1 ist am Zug"}[lang]
    assert handover.widget("title").text == title and you not in handover.widget(
        "body").text.split()
    app.draw()
    assert scene not in app.stack.visible()  # the table, and its hand, is not drawn
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and scene.turn.seat == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_d)  # player 1 discards: Bea's turn, the screen handed over again
    frames(app, 3)
    handover = app.stack.top
    assert isinstance(handover, scene_class("handover")) and handover.name == "Bea"
    start = {"en": "Player 1 discards ", "de": "Spieler 1 wirft "}[lang]
    assert scene.log_lines[-1].startswith(start) and you not in scene.log_lines[-1].split()
    click(app, handover.widget("show").rect.center)
    assert app.stack.top is scene and scene.turn.seat == 1 and scene.viewer == 1


def test_the_hand_over_names_the_person_whose_turn_it_is(app):
    scene = open_table(app, deal(HANDS[:2]), kinds=("human", "human"))
    handover = app.stack.top
    assert isinstance(handover, scene_class("handover")) and handover.name == "Ada"
    assert handover.widget("title").text == "Ada's turn"
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and scene.snapshot().hand == scene.hand()


def test_with_two_people_no_hand_shows_while_the_computer_plays(app, monkeypatch):
    from astromagie.ui.kit.bots import BotDesk

    monkeypatch.setattr(BotDesk, "poll", lambda self, dt, seat: None)  # Vega thinks on
    scene = open_table(app, deal(HANDS, first=1), kinds=("human", "easy", "human"))
    assert scene.state.current_player == 1 and scene.turn is None
    snapshot = scene.snapshot()
    assert snapshot.hand == [] and snapshot.hidden_hand  # nobody's cards are on show


def test_one_person_against_the_computer_gets_no_hand_over(app):
    scene = open_table(app, deal(HANDS[:2]))
    frames(app, 3)
    assert app.stack.top is scene


# --- the card shown large --------------------------------------------------------------------
def test_a_right_click_shows_the_card_large_with_its_facts_and_a_click_puts_it_back(app):
    scene = open_table(app, opening())
    click(app, grab(scene, "MARS"), button=3)
    assert scene.snapshot().closeup == "MARS" and scene.closeup.pinned
    assert VIEW.facts("MARS") == [words.card_name("MARS"), *words.facts("MARS")]
    assert i18n.tr("closeup.planet_value", value=2) in VIEW.facts("MARS")
    scene.draw(app.screen)
    history = list(scene.state.history)
    click(app, (5, 5))  # any click puts it back, and does nothing else
    assert scene.closeup.code is None and scene.state.history == history
    assert app.stack.top is scene


def test_i_shows_the_chosen_card_large_and_escape_puts_it_back_not_the_menu(app):
    scene = open_table(app, opening())
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    chosen = scene.hand()[scene.selected]
    key(app, pygame.K_i)
    assert scene.closeup.code == chosen
    key(app, pygame.K_ESCAPE)
    assert scene.closeup.code is None and app.stack.top is scene


def test_V1_at_a_table_with_modern_rulers_the_close_up_names_the_modern_ruler(app):
    modern = Variants(modern_rulers=True)
    hand = ("SCO", "FIRE", "ARI", "SUN", "SQU", "MOON")
    scene = open_table(app, deal((hand, HANDS[1]), variants=modern),
                       options=modern.to_record())
    click(app, grab(scene, "SCO"), button=3)
    assert scene.snapshot().closeup == "SCO"
    said = scene.kit.facts("SCO")  # the table's view is the one for this game's rulers
    assert said == [words.card_name("SCO"), *words.facts("SCO", modern_rulers=True)]
    assert any(i18n.tr("card.name.PLUTO") in line for line in said)


def test_a_card_placed_under_a_resting_mouse_does_not_open_large(app):
    scene = open_table(app, opening())
    click(app, grab(scene, "ARI"))  # chosen by a click ...
    click(app, place(scene, "pos:3"))  # ... and placed by another: the mouse rests on it
    assert scene.turn.staged() == ["ARI"]
    frames(app, 3 * round(HOVER_SECONDS / DT))
    assert scene.closeup.code is None, "the close-up opened under a mouse that never moved"
    move_to(app, scene.frame.side.center)
    for _ in range(round(1.5 * HOVER_SECONDS / DT)):  # moved away and back, it rests there
        move_to(app, place(scene, "pos:3"))
    assert scene.closeup.code == "ARI" and not scene.closeup.pinned


# --- the variants --------------------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Variants: Modern rulers · Target score 30"),
    ("de", "Varianten: Moderne Herrscher · Zielpunktzahl 30")])
def test_V1_V2_the_board_names_the_variants_the_game_is_played_with(app, monkeypatch, lang,
                                                                    said):
    from astromagie.games.astromagie.view import board as board_module

    i18n.set_language(lang)
    both = Variants(modern_rulers=True, target_score=30)
    assert words.variants_words(both) == said and words.variants_words(Variants()) == ""
    scene = open_table(app, deal(HANDS[:2], variants=both), options=both.to_record())
    where = scene.board.variants_rect()
    assert scene.frame.board.contains(where)
    assert not where.colliderect(scene.board.zone_rect("discard"))
    assert where.bottom < scene.board.zone_rect("discard").top
    assert where.top > max(scene.board.zone_rect(f"pos:{p}").bottom for p in range(1, 5))
    named = pygame.Surface(app.size)
    scene.draw(named)
    badges = scene.board.painter.badges  # the piles' counts (pt12a 1: the line ran over them)
    assert badges and where.collidelist(badges) == -1
    monkeypatch.setattr(board_module, "variants_words", lambda variants: "")
    plain = pygame.Surface(app.size)
    scene.draw(plain)
    assert any(named.get_at((x, where.centery)) != plain.get_at((x, where.centery))
               for x in range(where.x, where.right, 2))


# --- the pause ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "label"), [("en", "Quit the app"),
                                             ("de", "App beenden")])
def test_the_pause_menus_quit_says_it_quits_the_app(app, lang, label):
    from astromagie.ui.widgets import Button

    i18n.set_language(lang)
    scene = open_table(app, opening())
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, scene_class("pause")) and pause is not scene
    frames(app, 2)
    assert pause.form.get("quit", Button).text == label
