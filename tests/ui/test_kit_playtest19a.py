"""Playtest 18 at the kit's table (kit23a): the hand's holes after a play (18c 1, 18a),
the dark veils where the cards are drawn (18c 2)."""

from __future__ import annotations

import pygame
import pytest

from astromagie.kit.view import Action
from astromagie.ui.kit import handcues
from tests.ui.test_kit_table import human_turn, open_kit
from tests.ui.ui_events import frames, key, move_to

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def _play_over_the_hand(app, plays_again: bool):
    """The person plays their fourth card of five with the pointer on the hand."""
    scene = open_kit(app, speed=4.0)
    human_turn(app, scene)
    scene.state.hands[0][:] = ["T1", "T2", "T3", "T4", "T5"]
    scene.state.pile.clear()
    frames(app)
    hand = scene.hand()
    old = scene.frame.hand_rects(len(hand), None, hand)
    move_to(app, old[1].center)
    scene.play(f"P {hand[3]}")
    if plays_again:
        scene.state.to_move = 0  # as after a Solar 2
    move_to(app, (old[1].centerx + 2, old[1].centery))
    return scene


def test_18c_1_a_play_that_ends_the_turn_leaves_no_hole(app):
    scene = _play_over_the_hand(app, plays_again=False)
    assert not scene.frame.fan and not scene.frame.holes


def test_18c_1_a_key_closes_the_held_hand(app):
    scene = _play_over_the_hand(app, plays_again=True)
    assert scene.frame.holes  # held for the next click
    key(app, pygame.K_RIGHT, settle=2)
    assert not scene.frame.fan and not scene.frame.holes


def test_18c_2_the_veils_lie_where_the_cards_are_drawn(app, monkeypatch):
    seen: list[list[pygame.Rect]] = []
    monkeypatch.setattr(handcues, "paint_dimmed",
                        lambda surface, rects, *rest: seen.append(list(rects)))
    scene = _play_over_the_hand(app, plays_again=True)
    monkeypatch.setattr(type(scene), "without_place", lambda self, hand: [0])
    key(app, pygame.K_RIGHT, settle=0)
    for _ in range(4):  # the hand glides shut: the veils go with the drawn cards
        frames(app)
        glide = scene.painter.glide
        assert glide is not None and seen and seen[-1] == glide.drawn


def test_18c_7_a_run_of_enters_never_deals(app):
    """Enters typed on from the table's end, a fifth of a second apart for three seconds,
    are one press: they may light "Same again" but never deal a new game (pt18c 7)."""
    from astromagie.ui.kit.results import RING_GUARD, KitResultsScene
    from tests.ui.test_kit_results import played

    state, config = played("solar-republic", 2, 3)
    scene = KitResultsScene(app, state, config)
    app.stack.push(scene)
    frames(app)
    for step in range(15):
        scene.age = step * 0.2
        key(app, pygame.K_RETURN)
        assert app.stack.top is scene
    scene.age += RING_GUARD  # a pause, then Enter: it lights "Same again"; one more deals
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and scene.form.focus is scene.form.get("again")
    scene.age += RING_GUARD
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is not scene


def test_18a_7_retry_stands_shut_in_the_guided_game_so_no_button_moves():
    """Retry this turn stands from the start of the guided game, shut: when a refusal
    offers it, Play, Hint and Undo keep their places (pt18a 7: they moved up 40 px)."""
    from astromagie.ui.kit.buttons import column

    play = Action("play", "Play", True, pygame.K_RETURN)
    before = column([play], True, True, can_again=False, guided=True)
    after = column([play], True, True, can_again=True, guided=True)
    assert [a.id for a in before] == [a.id for a in after] == ["play", "hint", "again", "undo"]
    assert not before[2].enabled and after[2].enabled
    assert [a.id for a in column([play], True, True)] == ["play", "hint", "undo"]  # not guided


def test_18c_16_a_chosen_cards_preview_stands_off_the_refusal_and_no_tip_beside_it(app):
    """A refusal's words stand in the message line; a card then taken up by a key shows its
    "click again" preview off them (pt18c 16: drawn over the red words), and no pile's or
    button's tip shows with it (pt18a 6: one stood clipped behind)."""
    from astromagie.ui.kit.paint import previewing
    from tests.ui.test_kit_playtest10 import open_solar

    scene = open_solar(app)
    playable = [i for i in range(len(scene.hand())) if i not in scene.without_place(scene.hand())]
    assert playable
    scene.session.say("Ceres (Sol 2) does not fit on Saturn (a 4): it needs the same suit "
                      "or rank. Play a Saturn card, a 4, a 3 or a 5, or draw (D).", "error", 30.0)
    for _ in range(len(scene.hand())):
        if scene.selected == playable[0]:
            break
        key(app, pygame.K_RIGHT)
    frames(app, 3)
    snap = scene.snapshot()
    assert snap.highlight.over is not None and previewing(snap)
    painter = scene.painter
    assert painter.chosen_box is not None and painter.message_box is not None
    assert not painter.chosen_box.colliderect(painter.message_box)


def test_18b_5_a_staged_place_lies_over_the_card_to_its_left():
    """The place a chosen card left lies over its left neighbour up to the next card (pt18b
    5: it stood half under the card to its left)."""
    from astromagie.ui.kit.handholes import paint_places_on_top

    surface = pygame.Surface((300, 100))
    surface.fill((10, 10, 40))
    tray = pygame.Rect(0, 0, 300, 100)
    left, place, right = (pygame.Rect(x, 10, 80, 80) for x in (20, 60, 100))
    for card in (left, right):
        surface.fill((200, 0, 0), card)
    paint_places_on_top(surface, [place], [left, right], tray)
    assert surface.get_at((80, 50))[:3] == (10, 10, 40)  # the left card's part under it
    assert surface.get_at((120, 50))[:3] == (200, 0, 0)  # the right card stays on top


@pytest.mark.parametrize("app", [(1024, 700), (1280, 800)], indirect=True)
def test_18a_7_the_guided_games_buttons_keep_their_places_as_others_come_and_go(
        app, instant_bots):
    """In the guided game a shut Retry stands with the turn's buttons; while the person's
    cards fly the turn's own go: Hint, Retry and Undo stay where they were (the column
    squeezed for them all keeps its spacing for fewer: pt18a 7)."""
    from astromagie.ui.kit.buttons import button_rects
    from tests.ui.test_kit_guided_saves import start_guide, wait_for

    scene = start_guide(app)
    wait_for(app, scene.human_turn)
    frames(app, 2)
    full = scene.actions()
    assert [a.id for a in full][-3:] == ["hint", "again", "undo"]
    places = dict(zip([a.id for a in full], button_rects(scene.frame, full), strict=True))
    fewer = [a for a in full if a.id in ("hint", "again", "undo")]
    for action, rect in zip(fewer, button_rects(scene.frame, fewer), strict=True):
        assert rect == places[action.id]


def test_18c_1_a_still_table_wakes_for_the_holds_end_and_the_glide():
    """A table at rest draws no frames: it asks for one when the hold ends, then every
    frame while the hand glides shut (the hole stayed until the pointer moved)."""
    from astromagie.ui.kit.handhold import GLIDE_SECONDS, HOLD_SECONDS, HandHold

    area, mouse = pygame.Rect(0, 0, 100, 50), (10, 10)
    hold = HandHold()
    assert hold.keep(["a", "b", "c"], mouse, area, 0.0) == ((), ())
    assert hold.keep(["a", "c"], mouse, area, 1.0) == (("a", "b", "c"), (1,))
    wait = hold.wake_in(1.0)
    assert wait is not None and HOLD_SECONDS <= wait <= HOLD_SECONDS + 0.05
    later = 1.0 + HOLD_SECONDS + 0.02
    assert hold.keep(["a", "c"], mouse, area, later) == ((), ())  # over: the hand shuts
    assert hold.wake_in(later) == 0.0  # every frame while it glides
    assert hold.wake_in(later + GLIDE_SECONDS + 0.01) is None
    assert hold.keep(["a", "c"], mouse, area, later + 1) == ((), ())  # it does not come back
    assert hold.keep(["a", "c"], mouse, area, 5.0, mine=True) == ((), ())
    assert hold.keep(["c"], mouse, area, 6.0, mine=False) == ((), ())  # the turn passed on
