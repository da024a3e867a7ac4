"""At rest, the game rests: a scene says when it needs frames and the loop sleeps between.

A still title, a table waiting for the person and the rules page ask for no frame
(or only for a timer of theirs); a flight, a glide, a blinking caret or a bot's
awaited answer ask for frames; the main loop draws nothing while the top scene is
at rest, wakes at once for an event, and lets timers catch up on the time slept.
The loop's sleeping is driven by a fake clock here: nothing in these tests times
anything (benchmarks/rest.py measures the processor share).
"""

from __future__ import annotations

import time

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.ui import app as app_module
from astromagie.ui.kit.closeup_state import HOVER_SECONDS, CloseUp
from astromagie.ui.scene import EVERY_FRAME, THREAD_POLL, Scene, SceneStack, soonest
from astromagie.ui.widgets.textinput import CARET_ON, TextInput
from tests.ui.ui_events import frames, move_to


class Timed(Scene):
    """A scene that asks for what it is told to and writes down every update's dt."""

    def __init__(self, app, wait=None) -> None:
        super().__init__(app)
        self.wait = wait
        self.updates: list[float] = []
        self.events: list[int] = []
        self.draws = 0

    def handle_event(self, event):
        self.events.append(event.type)

    def update(self, dt):
        self.updates.append(dt)

    def draw(self, surface):
        self.draws += 1

    def wake_in(self):
        return self.wait


class FakeClock:
    """time.monotonic and time.sleep for the loop: sleeping moves the clock, nothing waits."""

    def __init__(self, monkeypatch, quit_after: float) -> None:
        self.now = 1000.0
        self.quit_at = self.now + quit_after
        self.slept = 0.0
        monkeypatch.setattr(app_module.time, "monotonic", lambda: self.now)
        monkeypatch.setattr(app_module.time, "sleep", self.sleep)

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        self.slept += seconds
        if self.now >= self.quit_at:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            self.quit_at = float("inf")


def test_soonest_takes_the_nearest_wait_and_none_means_at_rest():
    assert soonest() is None
    assert soonest(None, None) is None
    assert soonest(None, 0.7, 0.2) == 0.2
    assert soonest(-1.0) == 0.0  # an overdue timer wants a frame now


def test_the_stack_asks_the_top_scene_only(app):
    stack = SceneStack()
    assert stack.wake_in() is None
    below, top = Timed(app, EVERY_FRAME), Timed(app, None)
    stack.push(below)
    assert stack.wake_in() == EVERY_FRAME
    stack.push(top)
    assert stack.wake_in() is None  # the paused scene below is not updated: it cannot move


def test_the_loop_draws_nothing_while_the_top_scene_is_at_rest(app, monkeypatch):
    scene = Timed(app, None)
    app.stack.clear()
    app.stack.push(scene)
    pygame.event.clear()
    clock = FakeClock(monkeypatch, quit_after=9.0)
    app.main_loop()
    # nine seconds at rest: a safety frame every SAFETY_FRAME seconds, and the frame
    # that read the QUIT; never one frame per 60th of a second
    assert scene.draws <= 9.0 / app_module.SAFETY_FRAME + 1
    assert clock.slept >= 9.0


def test_a_timer_wakes_the_loop_and_the_scene_catches_up_on_the_time_slept(app, monkeypatch):
    scene = Timed(app, 0.5)
    app.stack.clear()
    app.stack.push(scene)
    pygame.event.clear()
    FakeClock(monkeypatch, quit_after=2.0)
    app.main_loop()
    # each wake: the time slept (~0.5 s) first, then one frame's step with the input
    rests = [dt for dt in scene.updates if dt > 0.1]
    steps = [dt for dt in scene.updates if dt <= 0.1]
    assert len(rests) >= 3 and all(dt == pytest.approx(0.5, abs=0.02) for dt in rests)
    assert steps and all(dt == pytest.approx(1 / app_module.FPS) for dt in steps)
    assert scene.draws <= 5


def test_an_event_ends_the_rest_at_once_and_reaches_the_scene(app, monkeypatch):
    scene = Timed(app, None)
    app.stack.clear()
    app.stack.push(scene)
    pygame.event.clear()
    clock = FakeClock(monkeypatch, quit_after=100.0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    events, slept = app.rest(None)
    assert [e.type for e in events] == [pygame.KEYDOWN] and slept == 0.0
    assert clock.slept == 0.0
    app.frame(1 / app_module.FPS, events, slept)
    assert pygame.KEYDOWN in scene.events and scene.draws == 1


class FrameClock:
    """pygame's frame clock for the loop: each paced tick reports the next of `ticks_ms` as
    the time since the last frame and writes down the frame rate it was asked to keep; the
    last one posts a QUIT, which ends the loop in that frame. Nothing waits."""

    def __init__(self, ticks_ms: list[float]) -> None:
        self.ticks_ms = list(ticks_ms)
        self.asked: list[int] = []

    def tick(self, framerate: int = 0) -> float:
        self.asked.append(framerate)
        if len(self.asked) == 1:
            return 0.0  # the loop starting the clock: no frame to time yet
        if len(self.ticks_ms) == 1:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        return self.ticks_ms.pop(0)


def test_a_scene_that_moves_gets_every_frame_at_full_speed(app, monkeypatch):
    """Each frame of a moving scene is paced by the clock at the app's frame rate and gets
    the time the clock measured: never a rest between, never a frame skipped (how many
    frames a second the real loop draws is measured by benchmarks/rest.py)."""
    scene = Timed(app, EVERY_FRAME)
    app.stack.clear()
    app.stack.push(scene)
    pygame.event.clear()
    rests = []  # a rest would end the loop at once, with a QUIT
    monkeypatch.setattr(app, "rest", lambda wait: rests.append(wait) or (
        [pygame.event.Event(pygame.QUIT)], 0.0))
    frame_ms = 1000 / app_module.FPS
    clock = FrameClock([frame_ms] * 12)
    monkeypatch.setattr(app, "clock", clock)
    app.main_loop()
    assert rests == []  # never rested
    assert clock.asked == [0] + [app.fps] * 12  # started, then every frame paced at the fps
    assert scene.draws == 11  # one a tick; the twelfth frame read the QUIT and ended the loop
    assert scene.updates == pytest.approx([frame_ms / 1000] * 11)


def test_a_stalled_frame_moves_a_moving_scene_by_a_tenth_of_a_second_at_most(app, monkeypatch):
    scene = Timed(app, EVERY_FRAME)
    app.stack.clear()
    app.stack.push(scene)
    pygame.event.clear()
    clock = FrameClock([20.0, 2500.0, 16.0, 16.0])  # a 2.5 s stall (a swapped-out window)
    monkeypatch.setattr(app, "clock", clock)
    app.main_loop()
    assert scene.updates == pytest.approx([0.02, 0.1, 0.016])  # not a 2.5 s jump


def test_the_caret_asks_for_a_frame_when_it_blinks_and_nothing_when_unfocused():
    field = TextInput("name")
    assert field.wake_in() is None
    field.focused = True
    field.blink = 0.0
    assert field.wake_in() == pytest.approx(CARET_ON)
    field.update(CARET_ON + 0.1)
    assert field.wake_in() == pytest.approx(1.0 - CARET_ON - 0.1)


def test_the_close_up_asks_for_a_frame_when_the_resting_mouse_will_open_a_card():
    closeup = CloseUp()
    assert closeup.wake_in() is None
    closeup.track((("hand", 0), "X"), 0.0, mouse=(10, 10))
    assert closeup.wake_in() == pytest.approx(HOVER_SECONDS)
    closeup.track((("hand", 0), "X"), 0.3, mouse=(10, 10))
    assert closeup.wake_in() == pytest.approx(HOVER_SECONDS - 0.3)
    closeup.track((("hand", 0), "X"), HOVER_SECONDS, mouse=(10, 10))
    assert closeup.code == "X" and closeup.wake_in() is None  # open: nothing more to wait for


def _settle(app, scene, limit=3000) -> None:
    """Frames until the scene at the top asks for no frame sooner than a bot's poll."""
    quiet = 0
    for _ in range(limit):
        frames(app)
        wait = scene.wake_in()
        quiet = quiet + 1 if wait is None or wait > THREAD_POLL else 0
        if quiet >= 5:
            return
        time.sleep(0.001)  # the bots think in a thread
    raise AssertionError(f"{type(scene).__name__} never came to rest")


def test_the_title_at_rest_asks_only_for_its_wheels_next_degree(app):
    app.stack.push(app.open_scene("title"))
    top = app.stack.top
    _settle(app, top)
    wait = top.wake_in()
    # the wheel is drawn by whole degrees, at 1.5 degrees a second: about 0.67 s apart
    assert wait is not None and 0.0 < wait <= 1 / 1.5 + 1e-6
    frames(app, 1)
    assert top.wake_in() > 0.1  # one frame later it still asks for no next frame


@pytest.mark.parametrize("game", registry.playable())
def test_every_games_table_waiting_for_the_person_asks_for_no_frame(app, game):
    info = registry.info(game)
    players = max(info.min_players, 2)
    seats = (SeatConfig("Ara", "human"),) + tuple(
        SeatConfig(f"Bot {i}", "random") for i in range(1, players))
    app.settings.animation_speed = 1000.0
    scene = app.open_scene("table", GameConfig(seats, seed=5, game=game), ai_mode="thread",
                           ai_budget=0.01)
    app.stack.push(scene)
    _settle(app, scene)
    assert scene.human_turn()
    frames(app, 3)
    wait = scene.wake_in()
    assert wait is None or wait > THREAD_POLL  # only a message's or the close-up's timer
    move_to(app, (3, 3))  # the mouse on nothing: no close-up to wait for
    app.frame(60.0)  # a minute untouched: every message has timed out
    assert scene.human_turn() and scene.wake_in() is None


def test_a_table_asks_every_frame_while_a_card_flies(app):
    seats = (SeatConfig("Ara", "random"), SeatConfig("Vega", "random"))
    app.settings.animation_speed = 1.0
    scene = app.open_scene("table", GameConfig(seats, seed=5, game="astromagie"), ai_mode="thread",
                           ai_budget=0.01)
    app.stack.push(scene)
    for _ in range(3000):
        frames(app)
        if scene.animator.busy:
            break
        time.sleep(0.001)
    assert scene.animator.busy and scene.wake_in() == EVERY_FRAME


def test_the_rules_page_rests_and_asks_for_frames_only_while_it_glides(app):
    app.stack.push(app.open_scene("title"))
    rules = app.open_scene("rules", None, "astromagie")
    app.stack.push(rules)
    frames(app, 3)
    rules.highlight = 0.0
    frames(app, 1)
    assert rules.wake_in() is None
    rules.target = rules.scroll + 300
    assert rules.wake_in() == EVERY_FRAME
    for _ in range(600):
        frames(app)
        if rules.wake_in() is None:
            break
    assert rules.wake_in() is None and rules.scroll == rules.target
