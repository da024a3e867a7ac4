"""The kit table's input and timing after the newcomer playtest pt9: a refused card
flashes as it lands back and its refusal stays until a placement (pt9a 3), a view may
dim the hand cards with no place (pt9c 5), a second click plays a card with one place
(pt9c 13), only Enter, Space, Escape or a click cut the final table short (pt9d 19), a
drop quiets the pile's tip (pt9c 9), and of two like cards staged the one carried
leaves its own hole (zs10)."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from astromagie.ui.kit.desk import TurnDesk
from astromagie.ui.kit.ending import ends_the_beat
from astromagie.ui.kit.fan import kept_holes
from astromagie.ui.kit.frame import compute_frame, fan_place
from astromagie.ui.kit.handcues import BOUNCE_SECONDS, Bounce, shown_parts
from astromagie.ui.kit.table import KitTableScene
from tests.ui.test_kit_playtest10 import open_solar
from tests.ui.ui_events import click, drag, frames, key, post

pytestmark = pytest.mark.app(fast=True, autosave=False)


def _places(scene: KitTableScene) -> list[pygame.Rect]:
    hand = scene.hand()
    return scene.frame.hand_rects(len(hand), scene.selected, hand)


def _stuck_and_fitting(scene: KitTableScene) -> tuple[int, int, str]:
    """A hand card with no place, one with exactly one, and that one's place."""
    hand, turn = scene.hand(), scene.turn
    stuck = next(i for i, code in enumerate(hand) if not turn.targets(code))
    fits = next(i for i, code in enumerate(hand) if len(turn.targets(code)) == 1)
    return stuck, fits, next(iter(turn.targets(hand[fits])))


def _red(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How much redder than green and blue the rect's middle is, summed over a few pixels."""
    total = 0
    for dx in (-10, 0, 10):
        r, g, b, *_ = surface.get_at((rect.centerx + dx, rect.centery))
        total += r - (g + b) // 2
    return total


# --- pt9a 3: a bounced card is unmissable ------------------------------------------------
def test_a_refused_drop_flies_back_and_flashes_red_for_about_a_second_then_stops(app):
    scene = open_solar(app)
    stuck, _, zone = _stuck_and_fitting(scene)
    code = scene.hand()[stuck]
    start = _places(scene)[stuck].center
    drag(app, start, scene.board.zone_rect(zone).center)
    assert scene.message_kind == "error" and "SR5" in scene.message
    bounce = scene.bounce
    assert bounce is not None and (bounce.index, bounce.code) == (stuck, code)
    scene.clock = bounce.lands + 0.1  # landed: the flash is on
    place = _places(scene)[stuck]
    scene.draw(app.screen)
    flashed = _red(app.screen, place)
    scene.clock = bounce.lands + BOUNCE_SECONDS + 0.01  # past it: the card as it is
    scene.draw(app.screen)
    assert scene.bounce is None
    assert flashed > _red(app.screen, place) + 60


def test_a_bounce_shakes_then_rests_and_is_dark_before_it_lands():
    bounce = Bounce(2, "X", lands=10.0)
    assert bounce.strength(9.9) == 0.0 and bounce.strength(10.0) == 1.0
    assert 0.0 < bounce.strength(10.5) < 1.0 and bounce.strength(11.0) == 0.0
    offsets = {bounce.offset(10.0 + t / 40, 1.0) for t in range(40)}
    assert max(offsets) > 2 and min(offsets) < -2  # to and fro
    assert bounce.offset(11.2, 1.0) == 0 and bounce.over(11.0)


def test_pt16b_6_the_refusal_goes_when_the_next_drag_begins(app):
    """pt9a 3 wanted the refusal kept through the next drag; pt16b 6 then saw the red NS5
    under a legal card's preview: once the person drags a card again, they have read it."""
    scene = open_solar(app)
    stuck, fits, zone = _stuck_and_fitting(scene)
    drag(app, _places(scene)[stuck].center, scene.board.zone_rect(zone).center)
    assert scene.message_kind == "error" and scene.message
    frames(app, 120)  # long read: it stands
    assert scene.message_kind == "error" and scene.message
    places = _places(scene)
    post(pygame.MOUSEBUTTONDOWN, pos=places[fits].center, button=1)  # the next drag begins
    frames(app)
    assert scene.message_kind == "error" and scene.message  # a press alone: not yet a drag
    post(pygame.MOUSEMOTION, pos=(places[fits].centerx, places[fits].y - 60), rel=(0, 0),
         buttons=(1, 0, 0))
    frames(app, 2)
    assert not scene.message


# --- pt9c 5: the cards with no place are dimmed ------------------------------------------
def test_solar_dims_the_hand_cards_with_no_place_on_the_persons_turn_only(app):
    scene = open_solar(app)
    hand, turn = scene.hand(), scene.turn
    blocked = [i for i, code in enumerate(hand) if not turn.targets(code)]
    assert blocked and len(blocked) < len(hand)
    assert scene.without_place(hand) == blocked
    scene.draw(app.screen)
    stuck = blocked[0]
    part = shown_parts(_places(scene), scene.selected)[stuck]
    dim = pygame.transform.average_color(app.screen, part)
    scene.kit.marks_playable = False  # (on the instance: the class keeps its own)
    scene.draw(app.screen)
    plain = pygame.transform.average_color(app.screen, part)
    del scene.kit.marks_playable
    assert sum(dim[:3]) < sum(plain[:3]) * 0.75
    fits = next(i for i in range(len(hand)) if i not in blocked)
    fit_part = shown_parts(_places(scene), scene.selected)[fits]
    scene.draw(app.screen)  # a card that fits is drawn as it is
    lit = pygame.transform.average_color(app.screen, fit_part)
    scene.kit.marks_playable = False
    scene.draw(app.screen)
    del scene.kit.marks_playable
    assert lit == pygame.transform.average_color(app.screen, fit_part)
    click(app, _places(scene)[stuck])  # a click says why, and takes it up no more (pt11c 2)
    assert scene.selected is None and scene.message_kind == "error"


def test_a_view_that_does_not_mark_dims_nothing_and_nothing_off_the_persons_turn(
        app, monkeypatch):
    scene = open_solar(app)
    assert scene.without_place(scene.hand())  # Solar's view says True
    monkeypatch.setattr(type(scene.kit), "marks_playable", False)
    assert scene.without_place(scene.hand()) == []
    monkeypatch.undo()
    scene.session.turn = None
    assert scene.without_place(scene.hand()) == []


# --- pt9c 13: a second click plays a card with one place ---------------------------------
def test_a_second_click_plays_the_selected_card_on_its_one_place(app):
    scene = open_solar(app)
    _, fits, _ = _stuck_and_fitting(scene)
    code = scene.hand()[fits]
    held = Counter(scene.hand())[code]
    moves = len(scene.state.history)
    click(app, _places(scene)[fits])
    assert scene.selected == fits
    click(app, _places(scene)[fits])
    assert len(scene.state.history) > moves and scene.selected is None  # played
    assert Counter(scene.kit.hand(scene.state, 0))[code] == held - 1


def test_pt11c_2_a_click_on_a_card_with_no_place_says_its_drags_refusal(app):
    """pt11c 2: a click on the dimmed Larissa lifted it, a second put it back, and no word
    said why; a drag onto the pile said "passt nicht … (Regel SR5)". The click says the
    same refusal, rule and all, and nothing is played or taken up."""
    scene = open_solar(app)
    stuck, _, _ = _stuck_and_fitting(scene)
    moves = len(scene.state.history)
    drag(app, _places(scene)[stuck].center, scene.board.zone_rect("pile").center)
    frames(app, 30)
    dragged, rule = scene.message, scene.session.rule
    assert scene.message_kind == "error" and rule is not None and "SR" in dragged
    scene.session.say("", "info", 0.0)
    click(app, _places(scene)[stuck])
    assert scene.message == dragged and scene.session.rule == rule
    assert scene.selected is None and len(scene.state.history) == moves
    click(app, _places(scene)[stuck])  # again: the same words, still nothing played
    assert scene.message == dragged and len(scene.state.history) == moves


# --- pt9d 19: the last move is not skipped by a queued key -------------------------------
def test_only_enter_space_escape_or_a_click_cut_the_final_table_short():
    def event(kind: int, **attrs: object) -> pygame.event.Event:
        return pygame.event.Event(kind, attrs)
    for k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
        assert ends_the_beat(event(pygame.KEYDOWN, key=k))
    for k in (pygame.K_d, pygame.K_1, pygame.K_s, pygame.K_RIGHT):
        assert not ends_the_beat(event(pygame.KEYDOWN, key=k))
    assert ends_the_beat(event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    assert not ends_the_beat(event(pygame.MOUSEMOTION, pos=(1, 1)))


def test_a_key_held_from_before_the_end_and_a_game_key_do_not_skip_the_last_move(app,
                                                                                  monkeypatch):
    scene = open_solar(app)
    pushed: list[str] = []
    monkeypatch.setattr(app, "push_scene", lambda name, *a, **k: pushed.append(name))
    scene._keys_held = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN)]
    scene._events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    scene.ended({})  # the beat begins: what was sent before it is not for it
    scene.end_left = 60.0  # (a fast app's beat is short: the keys decide here)
    assert scene._events == [] and scene._keys_held == []
    key(app, pygame.K_d)
    key(app, pygame.K_d)
    assert scene.ending is not None and not pushed
    key(app, pygame.K_RETURN)
    assert pushed == ["results"] and scene.ending is None


# --- pt9c 9: a drop puts a pile's tip away -----------------------------------------------
def test_a_drop_on_a_pile_keeps_its_tip_away_until_the_pointer_leaves(app):
    scene = open_solar(app)
    stuck, _, zone = _stuck_and_fitting(scene)
    pile = scene.board.zone_rect(zone)
    drag(app, _places(scene)[stuck].center, pile.center)
    assert scene.hover_quiet is not None and scene.hover_quiet.collidepoint(pile.center)
    assert not scene.hover_allowed()
    post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    frames(app)
    assert scene.hover_allowed()


# --- zs10: of two like cards the one carried leaves its hole -----------------------------
def test_of_two_like_staged_cards_the_carried_ones_place_stays_empty():
    frame = compute_frame((1280, 800), 1.4)
    fan = ("Y7", "Y7", "B1", "C2")
    whole = frame.hand_rects(len(fan), None, list(fan))
    left = ["Y7", "B1", "C2"]  # the first Y7 carried away
    with_hole = frame.__class__(**{**frame.__dict__, "fan": fan, "holes": (0,)})
    assert with_hole.hand_rects(3, None, left) == [whole[1], whole[2], whole[3]]
    assert with_hole.staged_places(left) == [whole[0]]
    guessed = frame.__class__(**{**frame.__dict__, "fan": fan})  # no hole known: the first
    assert guessed.staged_places(left) == [whole[1]]
    # the second Y7 (shown first now) carried too: its place in the whole fan is 1
    assert fan_place(with_hole, left, 0) == 1
    bad = frame.__class__(**{**frame.__dict__, "fan": fan, "holes": (2,)})  # not a Y7's
    assert bad.staged_places(left) == [whole[1]]  # a hole that does not fit is not trusted


class _Staging:
    def __init__(self, staged: list[str]) -> None:
        self.staged = staged

    def staged_cards(self) -> list[str]:
        return self.staged


def test_a_card_given_back_takes_its_hole_and_a_closed_fan_forgets_them():
    desk = TurnDesk(holes=[1, 0])
    fan = ("Y7", "Y7", "B1")
    assert kept_holes(_Staging(["Y7", "Y7"]), desk, fan) == (1, 0)
    assert kept_holes(_Staging(["Y7"]), desk, fan) == (1,)  # one given back
    assert kept_holes(_Staging([]), desk, ()) == () and desk.holes == []
