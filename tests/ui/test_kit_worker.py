"""The kit table's helper that thinks for the computer players (here Astromagie's), in a thread
or (the default) a process of its own: it answers with a legal move, a seeded bot plays
the same moves, a bot's error comes back as words and the helper lives on, a killed or
stopped helper is started again and still answers (said once), one that keeps dying gives
way to a thread, and the table's default helper plays the bots' turns and ends with it.
The autosaver writes the newest position before the table goes away.

A process answers in its own time: these tests wait for its answers (`wait_replies`),
never for a fixed time, and assert no durations."""

from __future__ import annotations

import os
import signal
import time

import pytest

from astromagie.ai.base import Bot
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie import rules as astromagie_rules
from astromagie.games.astromagie.engine import Game
from astromagie.ui.kit import ai_worker
from astromagie.ui.kit.ai_worker import DEFAULT_MODE, AIWorker
from astromagie.ui.kit.saver import AutoSaver
from tests.ui.test_astromagie_table import TABLE, deal
from tests.ui.ui_events import frames

pytestmark = [pytest.mark.app(fast=True, autosave=False)]

PATIENCE = 60.0  # seconds a test waits for a process on a loaded machine before it fails


def wait_replies(worker: AIWorker, count: int = 1) -> list:
    """The next `count` answers, polled as the table polls them, once a frame."""
    replies: list = []
    end = time.monotonic() + PATIENCE
    while len(replies) < count and time.monotonic() < end:
        replies += worker.poll()
        time.sleep(1 / 60)
    return replies


@pytest.mark.parametrize("mode", ["thread", "process"])
def test_the_helper_answers_with_a_legal_move(mode):
    game = Game.new(3, 5)
    worker = AIWorker(mode)
    try:
        token = worker.submit("easy", 1, game.observation(game.current_player), 0.05, "astromagie")
        assert worker.busy
        (reply,) = wait_replies(worker)
        assert reply.token == token and reply.error is None
        assert game.check(reply.move) is None and not worker.busy
        if mode == "process" and hasattr(os, "getpriority"):
            # the bot yields the processor to the window's frames
            child = os.getpriority(os.PRIO_PROCESS, worker._process.pid)
            assert child >= min(19, os.getpriority(os.PRIO_PROCESS, 0) + 1)
    finally:
        worker.close()
    if mode == "process":
        assert not worker._process.is_alive()


def test_a_seeded_bot_plays_the_same_move():
    game = Game.new(2, 9)
    moves = []
    for _ in range(2):
        worker = AIWorker("thread")
        worker.submit("random", 42, game.observation(game.current_player), 0.05, "astromagie")
        moves.append(wait_replies(worker)[0].move)
        worker.close()
    assert moves[0] == moves[1]


class BrokenBot(Bot):
    name = "broken"

    def choose(self, obs, budget=1.0, cancel=None):
        raise RuntimeError("bug in the bot")


def test_a_failing_bot_reports_its_error_and_the_helper_lives_on(monkeypatch):
    monkeypatch.setitem(astromagie_rules.LEVELS, "broken", BrokenBot)
    game = Game.new(2, 1)
    obs = game.observation(game.current_player)
    worker = AIWorker("thread")
    try:
        worker.submit("broken", 1, obs, 0.05, "astromagie")
        (reply,) = wait_replies(worker)
        assert reply.move is None and "bug in the bot" in reply.error
        worker.submit("random", 1, obs, 0.05, "astromagie")
        (reply,) = wait_replies(worker)
        assert reply.move is not None
    finally:
        worker.close()


def kill(worker: AIWorker, sig: int) -> None:
    os.kill(worker._process.pid, sig)
    if sig == signal.SIGKILL:
        worker._process.join(5)


def test_a_killed_helper_is_started_again_and_the_question_still_answered():
    game = Game.new(3, 5)
    obs = game.observation(game.current_player)
    worker = AIWorker("process")
    try:
        worker.submit("easy", 1, obs, 0.05, "astromagie")
        wait_replies(worker)
        kill(worker, signal.SIGKILL)
        # the hint, say, asked after the kill
        token = worker.submit("easy", 1, obs, 0.05, "astromagie")
        (reply,) = wait_replies(worker)
        assert reply.token == token and reply.error is None and game.check(reply.move) is None
        assert worker.restarts == 1 and worker.mode == "process"
        assert worker.take_problems() == [ai_worker.RESTARTED]
        assert worker.take_problems() == []  # told once
    finally:
        worker.close()


def test_a_stopped_helper_is_replaced_and_the_question_answered(monkeypatch):
    monkeypatch.setattr(ai_worker, "HANG_GRACE", 1.0)
    game = Game.new(2, 3)
    obs = game.observation(game.current_player)
    worker = AIWorker("process")
    try:
        worker.submit("easy", 1, obs, 0.05, "astromagie")
        wait_replies(worker)
        kill(worker, signal.SIGSTOP)
        token = worker.submit("easy", 1, obs, 0.05, "astromagie")
        (reply,) = wait_replies(worker)
        assert reply.token == token and reply.move is not None
        # replaced at least once: on a loaded machine a new helper slower to start than
        # the shortened grace is replaced again, and still answers
        assert worker.restarts >= 1
    finally:
        worker.close()


def test_a_helper_that_keeps_dying_gives_way_to_a_thread_and_says_so():
    game = Game.new(2, 4)
    obs = game.observation(game.current_player)
    worker = AIWorker("process")
    try:
        for _ in range(ai_worker.MAX_RESTARTS + 1):
            worker.start()
            if worker.mode != "process":
                break
            kill(worker, signal.SIGKILL)
            token = worker.submit("easy", 1, obs, 0.05, "astromagie")
            (reply,) = wait_replies(worker)
            assert reply.token == token and reply.move is not None
        assert worker.mode == "thread" and worker.restarts == ai_worker.MAX_RESTARTS + 1
        assert worker.take_problems() == [ai_worker.RESTARTED, ai_worker.FAILING]
    finally:
        worker.close()


def test_the_tables_default_helper_plays_the_bots_turns_and_ends_with_the_table(app):
    app.settings.animation_speed = 1000.0
    seats = (SeatConfig("You"), SeatConfig("Vega", "easy"), SeatConfig("Orion", "random"))
    state = deal((("LEO", "FIRE", "ARI", "SUN", "SQU", "MOON"),
                  ("TAU", "EARTH", "VIR", "VENUS", "CON", "MARS"),
                  ("GEM", "AIR", "LIB", "JUPITER", "TRI", "SUN")), first=1)
    scene = app.open_scene(TABLE, GameConfig(seats, seed=1, game="astromagie"), state,
                           ai_budget=0.05, autosave=False)
    assert scene.bots.worker.mode == DEFAULT_MODE == "process"
    app.stack.push(scene)
    end = time.monotonic() + PATIENCE
    while not scene.human_turn() and time.monotonic() < end:
        frames(app)
        time.sleep(1 / 60)  # the bots think in their process
    assert scene.human_turn() and state.current_player == 0
    assert len(state.history) >= 2  # Vega and Orion played through the process
    process = scene.bots.worker._process
    app.stack.clear()
    if process is not None:
        assert not process.is_alive()  # closed with the table


def test_the_autosaver_writes_the_newest_position_before_the_table_goes(monkeypatch):
    from astromagie.ui.kit import saver as saver_module

    written: list[int] = []
    monkeypatch.setattr(saver_module, "write_save",
                        lambda game, config: written.append(len(game.history)) or [])
    game = Game.new(2, 3)
    saver = AutoSaver()
    for _ in range(5):
        game.apply(game.legal_moves()[-1])
        saver.save(game, None)
    saver.close()
    assert written and written[-1] == 5 and len(written) <= 5  # the newest is on disk
