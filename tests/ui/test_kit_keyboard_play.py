"""The kit table played from the keyboard: the arrows and the numbers choose a hand card
in the order shown, Enter plays it where the turn says (the first of several zones in
the board's order), a card that may not go says why with its rule, a game's own key
drops the selected card. Played on the made-up game "Higher" (tests/kit/toy.py) and
on The Solar Republic.
"""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from tests.kit import toy
from tests.ui.test_kit_table import human_turn, open_kit, wait_for

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def test_the_arrows_and_the_numbers_choose_in_the_order_shown_and_enter_plays(app):
    from tests.ui.ui_events import key

    scene = open_kit(app)
    human_turn(app, scene)
    scene.state.pile.clear()  # any card goes on an empty pile
    key(app, pygame.K_s)
    shown = scene.hand()
    assert shown == sorted(shown)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.selected == 1
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.selected == len(shown) - 1  # round the fan
    key(app, pygame.K_3)
    assert scene.selected == 2
    key(app, pygame.K_9)
    assert scene.selected == 2  # no ninth card: the choice stays
    made = len(scene.state.history)
    key(app, pygame.K_RETURN)
    assert scene.state.history[made] == f"P {shown[2]}"


def test_a_game_key_drops_the_selected_card_where_the_turn_says(app, monkeypatch):
    from tests.ui.ui_events import key

    scene = open_kit(app)
    human_turn(app, scene)
    monkeypatch.setattr(toy.ToyTurn, "key_zone", lambda self, k: "pile" if k == pygame.K_p
                        else None, raising=False)
    scene.state.pile.clear()  # any card goes on an empty pile
    made = len(scene.state.history)
    key(app, pygame.K_p)
    assert len(scene.state.history) == made  # nothing selected: the key does nothing
    key(app, pygame.K_2)
    assert scene.selected == 1  # a key the game does not name still chooses a card
    card = scene.hand()[1]
    key(app, pygame.K_p)
    assert scene.state.history[made] == f"P {card}"  # dropped as by the mouse


def test_enter_plays_on_the_first_of_several_zones_in_the_boards_order(app, monkeypatch):
    from astromagie.ui.kit.desk import TurnDesk

    scene = open_kit(app)
    human_turn(app, scene)
    monkeypatch.setattr(toy.ToyTurn, "targets", lambda self, card: {"stock", "pile"})
    board = scene.board
    first = min(("stock", "pile"), key=lambda z: (board.zone_rect(z).y, board.zone_rect(z).x))
    assert TurnDesk.keyboard_zone(scene.turn, "T1", board) == first
    monkeypatch.setattr(toy.ToyTurn, "targets", lambda self, card: set())
    assert TurnDesk.keyboard_zone(scene.turn, "T1", board) == "pile"  # the game's default
    monkeypatch.delattr(toy.ToyTurn, "default_zone")
    assert TurnDesk.keyboard_zone(scene.turn, "T1", board) is None


def test_enter_on_a_card_that_may_not_go_says_why_with_the_rule(app):
    from tests.ui.ui_events import key

    scene = open_kit(app)
    human_turn(app, scene)
    state = scene.state
    state.pile.append("T6")
    low = [i for i, c in enumerate(scene.hand()) if c != "T6"]
    if not low:
        pytest.skip("this deal gave only sixes")
    history = list(state.history)
    scene.selected = low[0]
    key(app, pygame.K_RETURN)
    assert state.history == history  # the game's default zone refused it, with the rule
    assert scene.message.endswith("(rule H1)") and scene.refused_zone == "pile"


def test_enter_on_a_card_with_nowhere_to_go_says_so_and_plays_nothing(app, monkeypatch):
    from tests.ui.ui_events import key

    scene = open_kit(app)
    human_turn(app, scene)
    monkeypatch.setattr(toy.ToyTurn, "targets", lambda self, card: set())
    monkeypatch.delattr(toy.ToyTurn, "default_zone")
    history = list(scene.state.history)
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    assert scene.state.history == history and scene.message == i18n.tr("kit.no_place")


def test_enter_plays_the_selected_card_in_the_solar_republic(app):
    """Playtest G3: Enter did nothing at The Solar Republic's table."""
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.ui.kit.table import KitTableScene
    from tests.ui.ui_events import key

    app.settings.animation_speed = 1000.0
    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("Ben", "random")), seed=11,
                        game="solar-republic")
    scene = KitTableScene(app, config, ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    wait_for(app, scene, scene.human_turn)
    hand = scene.hand()
    playable = [i for i, c in enumerate(hand) if scene.turn.targets(c)]
    assert playable, "the deal gives the person a playable card"
    made = len(scene.state.history)
    for _ in range(playable[0] + 1):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    moved = len(scene.state.history) > made
    assert moved or scene.picker is not None  # played, or its power asked about


def test_enter_with_no_card_chosen_shows_the_first_and_plays_it_once_the_person_chose(app):
    """Enter with nothing chosen shows the first card; Enter again does not play a card
    the table chose (pt17d 1: it was refused at the hand-over) but says how to choose;
    once the person moved the focus (→ ←), Enter plays it."""
    from astromagie.i18n import tr
    from tests.ui.ui_events import key

    scene = open_kit(app)
    human_turn(app, scene)
    scene.selected = None
    scene.state.pile.clear()  # an empty pile takes any card
    shown = scene.hand()
    made = len(scene.state.history)
    key(app, pygame.K_RETURN)
    assert scene.selected == 0 and len(scene.state.history) == made  # shown, not played
    key(app, pygame.K_RETURN)
    assert len(scene.state.history) == made and scene.session.message == tr(
        "kit.enter_focus_first")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    assert scene.state.history[made] == f"P {shown[0]}"


def test_enter_on_a_closed_enter_action_picks_a_card_instead(app, monkeypatch):
    from astromagie.kit.view import Action
    from tests.ui.ui_events import key

    scene = open_kit(app)
    human_turn(app, scene)
    scene.selected = None
    monkeypatch.setattr(toy.ToyTurn, "actions", lambda self: [
        Action("confirm", "Confirm", False, pygame.K_RETURN)])
    made = len(scene.state.history)
    key(app, pygame.K_RETURN)
    assert scene.selected == 0 and len(scene.state.history) == made
