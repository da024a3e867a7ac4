"""Issue 12 at the table, driven with real posted events: the card close-up, the hand
(sorting, rearranging, the card under the pointer on top), the hand-over screen between
two people at one screen, and a refusal's rule looked up in the rules screen."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from ui_events import DT, click, drag, frames, key, move_to

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.games.astromagie.engine.cards import (
    CODES,
    DECK,
    ELEMENT_OF,
    KIND_OF,
    MODERN_RULERS,
    PLANET_OF,
    VALUE_OF,
    planet_symbol,
)
from astromagie.games.astromagie.view.words import card_facts, fact_text
from astromagie.host import registry
from astromagie.i18n import tr
from astromagie.ui.app import App
from astromagie.ui.routes import scene_class
from astromagie.ui.table.closeup import HOVER_SECONDS
from astromagie.ui.table.hand import HandOrder, sort_button_rect, sort_key
from astromagie.ui.table.scene import TableScene

HUMAN_HAND = ("LEO", "FIRE", "ARI", "SUN", "SQU", "MOON")
OTHER_HAND = ("TAU", "EARTH", "VIR", "VENUS", "CON", "MARS")


pytestmark = pytest.mark.app(fast=True, autosave=False)


def deal(hands: tuple[tuple[str, ...], ...], first: int = 0, modern: bool = False) -> Game:
    rest = Counter(DECK)
    for hand in hands:
        rest -= Counter(hand)
    deck = [code for hand in hands for code in hand] + sorted(rest.elements())
    game = Game.from_deck(deck, len(hands), first)
    if modern:
        from astromagie.games.astromagie.engine import Variants

        game = Game.from_deck(deck, len(hands), first, Variants(modern_rulers=True))
    return game


def open_table(app: App, game: Game, kinds: tuple[str, ...] = ("human", "random"),
               names: tuple[str, ...] = ("Ada", "Bea", "Cem")) -> TableScene:
    seats = tuple(SeatConfig(names[i], kind) for i, kind in enumerate(kinds))
    scene = TableScene(app, GameConfig(seats, seed=1), game, ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    return scene














def wait_for_human(app: App, scene: TableScene, limit: int = 600) -> None:
    for _ in range(limit):
        if scene.human_turn() and app.stack.top is scene:
            return
        frames(app)
    raise AssertionError("the human never got a turn")


def fan_codes(scene: TableScene) -> list[str]:
    """The hand as the screen shows it, left to right."""
    view = scene.view()
    return [card.code for card in sorted(view.hand, key=lambda c: c.rect.x)]


def grab_point(scene: TableScene, hand_index: int) -> tuple[int, int]:
    visible = scene._visible()
    rect = scene.layout.hand_rect(visible, hand_index)
    assert rect is not None
    for x in range(rect.x + 2, rect.right - 2, 3):
        hit = scene.layout.hand_card_at((x, rect.centery), visible, None)
        if hit is not None and hit[0] == hand_index:
            return x, rect.centery
    raise AssertionError(f"hand card {hand_index} cannot be grabbed")


# -- the close-up --------------------------------------------------------------------------
@pytest.mark.parametrize("code", CODES)
def test_closeup_facts_are_the_engines(code):
    facts = dict(card_facts(code, modern_rulers=False))
    assert f"closeup.kind.{KIND_OF[code]}" in facts
    if KIND_OF[code] in ("zodiac", "element"):
        assert facts["closeup.element"] == {"element": ELEMENT_OF[code]}
    if KIND_OF[code] == "zodiac":
        assert facts["closeup.ruler"] == {"planet": PLANET_OF[code]}
    if KIND_OF[code] == "planet":
        assert facts["closeup.planet_value"] == {"value": VALUE_OF[code]}
    if KIND_OF[code] == "aspect":
        assert facts["closeup.aspect_value"]["value"] == "I" * VALUE_OF[code]
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        for fact in card_facts(code, modern_rulers=True):
            text = fact_text(fact)
            assert text and "{" not in text and "closeup." not in text
    i18n.set_language("en")


@pytest.mark.parametrize("code", sorted(MODERN_RULERS))
def test_closeup_names_the_modern_ruler_under_v1(code):
    facts = dict(card_facts(code, modern_rulers=True))
    assert facts["closeup.modern_ruler"] == {"planet": planet_symbol(code, True),
                                             "old": PLANET_OF[code]}
    text = fact_text(("closeup.modern_ruler", facts["closeup.modern_ruler"]))
    assert tr(f"card.name.{MODERN_RULERS[code]}") in text


def test_right_click_opens_the_closeup_and_a_click_closes_it(app):
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)))
    wait_for_human(app, scene)
    point = grab_point(scene, 2)
    move_to(app, point)
    click(app, point, button=3)
    view = scene.view()
    assert view.closeup is not None and view.closeup.code == HUMAN_HAND[2]
    assert view.closeup.pinned
    app.draw()  # painted without error, over the felt
    click(app, (5, 5))  # any click puts it back, and does nothing else
    assert scene.view().closeup is None
    assert not app.stack.top.__class__.__name__ == "PauseScene"


def test_resting_the_mouse_on_a_card_opens_it_and_leaving_closes_it(app):
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)))
    wait_for_human(app, scene)
    point = grab_point(scene, 0)
    move_to(app, point)
    frames(app, round(HOVER_SECONDS / DT) // 2)
    assert scene.view().closeup is None  # not at once: a passing mouse opens nothing
    frames(app, round(HOVER_SECONDS / DT))
    view = scene.view()
    assert view.closeup is not None and view.closeup.code == HUMAN_HAND[0]
    assert not view.closeup.pinned
    move_to(app, scene.layout.table.center)
    assert scene.view().closeup is None


def test_a_card_just_dropped_does_not_open_large_where_it_landed(app):
    """The mouse rests on the row only because it let go of the card: no close-up over
    the row (it would hide what the player just did); moving on and back opens it."""
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)))
    wait_for_human(app, scene)
    slot = scene.layout.slots[3].center
    drag(app, grab_point(scene, fan_codes(scene).index("LEO")), slot)
    assert scene.turn.staging.placements == ((3, "LEO"),)
    frames(app, 2 * round(HOVER_SECONDS / DT))
    assert scene.view().closeup is None
    move_to(app, scene.layout.table.center)
    move_to(app, slot)
    frames(app, 2 * round(HOVER_SECONDS / DT))
    view = scene.view()
    assert view.closeup is not None and view.closeup.code == "LEO"


def test_the_i_key_opens_the_selected_card(app):
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)))
    wait_for_human(app, scene)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    selected = scene.turn.selected
    key(app, pygame.K_i)
    assert scene.view().closeup.code == HUMAN_HAND[selected]
    key(app, pygame.K_ESCAPE)  # closes the card, does not open the menu
    assert scene.view().closeup is None and app.stack.top is scene


def test_closeup_under_modern_rulers_shows_the_modern_ruler(app):
    hand = ("SCO", "FIRE", "ARI", "SUN", "SQU", "MOON")
    scene = open_table(app, deal((hand, OTHER_HAND), modern=True))
    wait_for_human(app, scene)
    click(app, grab_point(scene, 0), button=3)
    keys = [k for k, _ in scene.view().closeup.facts]
    assert "closeup.modern_ruler" in keys


# -- the hand ------------------------------------------------------------------------------
def test_sort_button_sorts_by_kind_then_by_value_and_keeps_the_engine_order(app):
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)))
    wait_for_human(app, scene)
    engine_hand = list(scene.game.hand(0))
    click(app, sort_button_rect(scene.layout).center)
    shown = fan_codes(scene)
    assert shown == sorted(HUMAN_HAND, key=lambda c: sort_key("kind", c))
    assert [KIND_OF[c] for c in shown][:3] == ["zodiac", "zodiac", "element"]
    key(app, pygame.K_s)
    assert fan_codes(scene) == sorted(HUMAN_HAND, key=lambda c: sort_key("value", c))
    assert scene.game.hand(0) == engine_hand  # a view concern: the engine never knew


def test_dragging_a_card_within_the_hand_moves_it_there(app):
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)))
    wait_for_human(app, scene)
    before = fan_codes(scene)
    first = scene.layout.hand_rect(scene._visible(), 0)
    last = scene.layout.hand_rect(scene._visible(), 5)
    drag(app, grab_point(scene, 0), (last.right - 4, first.centery))
    frames(app, 10)
    after = fan_codes(scene)
    assert after == before[1:] + before[:1]
    assert scene.game.history == []  # nothing was played or discarded
    assert scene.board.message is None or scene.board.message.kind != "error"
    # and the moved card is still played from its new place
    drag(app, grab_point(scene, 0), scene.layout.slots[3].center)
    assert scene.turn is not None and scene.turn.staging.at(3) is not None


def test_hand_order_follows_drawn_cards_and_survives_duplicates():
    order = HandOrder()
    hand = ["SUN", "LEO", "SUN", "FIRE"]
    order.move(hand, 3, 0)
    assert [hand[i] for i in order.arrange(hand)] == ["FIRE", "SUN", "LEO", "SUN"]
    later = ["SUN", "LEO", "FIRE", "MOON"]  # one Sun played, the Moon drawn
    assert [later[i] for i in order.arrange(later)] == ["FIRE", "SUN", "LEO", "MOON"]
    order.sort(later, "kind")
    drawn = later + ["ARI"]
    assert [drawn[i] for i in order.arrange(drawn)][:2] == ["ARI", "LEO"]  # sorted in


def test_the_card_under_the_pointer_rises_and_lies_on_top(app):
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)))
    wait_for_human(app, scene)
    rest = {c.index: c.rect.copy() for c in scene.view().hand}
    point = grab_point(scene, 2)
    move_to(app, point)
    view = scene.view()
    assert view.hand[-1].index == 2  # painted last: on top of its neighbours
    assert view.hand[-1].rect.y < rest[2].y


# -- two people at one screen ---------------------------------------------------------------
def test_handover_hides_the_hand_between_two_peoples_turns(app):
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)), kinds=("human", "human"))
    frames(app, 3)
    handover = scene_class("handover")
    assert isinstance(app.stack.top, handover)  # Ada's turn first: her cards wait for her
    assert app.stack.top.name == "Ada"
    app.draw()
    assert scene not in app.stack.visible()  # the table (and the hand) is not drawn
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and scene.turn.seat == 0
    # Ada discards; Bea's turn: the screen is handed over again
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_d)
    frames(app, 5)
    assert isinstance(app.stack.top, handover) and app.stack.top.name == "Bea"
    point = app.stack.top.widget("show").rect.center
    click(app, point)
    assert app.stack.top is scene and scene.turn is not None and scene.turn.seat == 1
    assert scene.viewer == 1


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_two_people_with_the_default_name_are_numbered_not_you(app, lang):
    """Playtest F1: "You's turn / Please hand the screen to You … until You is ready"."""
    i18n.set_language(lang)
    default = tr("setup.human")
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)), kinds=("human", "human"),
                       names=(default, "Bea"))
    frames(app, 3)
    handover = app.stack.top
    assert isinstance(handover, scene_class("handover"))
    player = {"en": "Player 1", "de": "Spieler 1"}[lang]
    assert handover.name == player
    title, body = handover.widget("title").text, handover.widget("body").text
    assert title == {"en": "Player 1's turn", "de": "Spieler 1 ist am Zug"}[lang]
    assert player in body and default not in body.split()
    assert scene.seating.names == (player, "Bea")
    key(app, pygame.K_RETURN)  # the cards are shown; player 1 discards
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_d)
    frames(app, 5)
    assert scene.log_panel.texts()[-1].startswith(
        {"en": "Player 1 discards ", "de": "Spieler 1 wirft "}[lang])


def test_with_two_people_no_hand_shows_while_the_computer_plays(app):
    game = deal((HUMAN_HAND, OTHER_HAND, ("GEM", "AIR", "LIB", "JUPITER", "TRI", "SUN")),
                first=1)
    scene = open_table(app, game, kinds=("human", "random", "human"))
    frames(app)
    assert scene.game.current_player == 1 and scene.turn is None
    assert scene.view().hand == ()  # the computer moves: nobody's cards are on show
    assert scene.view().sort_next is None


def test_no_handover_for_one_person_against_the_computer(app):
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)))
    frames(app, 3)
    assert app.stack.top is scene


# -- rules you can look up from the table ----------------------------------------------------
def test_rules_screen_shows_every_rule_number_and_opens_at_one(app):
    rules_class = scene_class("rules")
    book = registry.info("astromagie").rule_book
    for rule in [f"R{n}" for n in range(1, 17)] + ["V1", "V2"]:
        assert any(rule in section.rules for section in book), rule
    scene = rules_class(app, "R12")
    app.stack.push(scene)
    frames(app)
    assert set(scene.rule_anchors) >= {f"R{n}" for n in range(1, 17)}
    anchor = scene.rule_anchors["R12"]
    assert scene.scroll > 0 and abs(scene.scroll - (anchor.y - scene._px(20))) <= 2 \
        or scene.scroll == scene.max_scroll()


def _refused(app: App) -> TableScene:
    scene = open_table(app, deal((HUMAN_HAND, OTHER_HAND)))
    wait_for_human(app, scene)
    index = HUMAN_HAND.index("FIRE")  # an element cannot open the row (R3)
    drag(app, grab_point(scene, index), scene.layout.slots[3].center)
    assert scene.board.message is not None and scene.board.message.text.endswith("(R3)")
    return scene


def test_f1_opens_the_rules_at_the_refusals_rule(app):
    scene = _refused(app)
    key(app, pygame.K_F1)
    rules = app.stack.top
    assert isinstance(rules, scene_class("rules")) and rules.rule == "R3"
    assert rules.highlight > 0
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is scene


def test_a_click_on_the_refusal_opens_its_rule(app):
    scene = _refused(app)
    click(app, scene.layout.message.center)
    rules = app.stack.top
    assert isinstance(rules, scene_class("rules")) and rules.rule == "R3"
