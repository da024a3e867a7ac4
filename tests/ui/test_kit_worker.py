"""The table's helpers without a window: the AI worker (thread and process), the autosaver."""

from __future__ import annotations

import os
import signal
import time

import pytest

from astromagie.ai.base import Bot
from astromagie.games.astromagie import rules as astromagie_rules
from astromagie.games.astromagie.engine import Game
from astromagie.ui.kit import ai_worker
from astromagie.ui.kit.ai_worker import AIWorker
from astromagie.ui.kit.saver import AutoSaver


def wait_replies(worker: AIWorker, count: int = 1, timeout: float = 30.0) -> list:
    replies: list = []
    end = time.monotonic() + timeout
    while len(replies) < count and time.monotonic() < end:
        replies += worker.poll()
        time.sleep(0.01)
    return replies


@pytest.mark.parametrize("mode", ["thread", "process"])
def test_worker_answers_with_a_legal_move_without_blocking(mode):
    game = Game.new(3, 5)
    obs = game.observation(game.current_player)
    worker = AIWorker(mode)
    try:
        started = time.perf_counter()
        token = worker.submit("easy", 1, obs, 0.05)
        assert time.perf_counter() - started < 0.5  # submitting never waits for the bot
        assert worker.busy
        (reply,) = wait_replies(worker)
        assert reply.token == token and reply.error is None
        assert game.check(reply.move) is None
        assert not worker.busy
        if mode == "process" and hasattr(os, "getpriority"):
            # The bot yields the CPU to the window's frames.
            child = os.getpriority(os.PRIO_PROCESS, worker._process.pid)
            assert child >= min(19, os.getpriority(os.PRIO_PROCESS, 0) + 1)
    finally:
        worker.close()
    if mode == "process":
        assert not worker._process.is_alive()


def test_same_seed_same_moves():
    game = Game.new(2, 9)
    obs = game.observation(game.current_player)
    moves = []
    for _ in range(2):
        worker = AIWorker("thread")
        worker.submit("random", 42, obs, 0.05)
        moves.append(wait_replies(worker)[0].move)
        worker.close()
    assert moves[0] == moves[1]


class BrokenBot(Bot):
    name = "broken"

    def choose(self, obs, budget=1.0, cancel=None):
        raise RuntimeError("bug in the bot")


def test_a_failing_bot_reports_an_error_and_the_worker_lives_on(monkeypatch):
    monkeypatch.setitem(astromagie_rules.LEVELS, "broken", BrokenBot)
    game = Game.new(2, 1)
    obs = game.observation(game.current_player)
    worker = AIWorker("thread")
    try:
        worker.submit("broken", 1, obs, 0.05)
        (reply,) = wait_replies(worker)
        assert reply.move is None and "bug in the bot" in reply.error
        worker.submit("random", 1, obs, 0.05)
        (reply,) = wait_replies(worker)
        assert reply.move is not None
    finally:
        worker.close()


def test_autosaver_writes_the_last_position_before_closing(monkeypatch):
    from astromagie.ui.kit import saver as saver_module

    written: list[int] = []

    def slow_write(game, config):
        time.sleep(0.05)
        written.append(len(game.history))
        return []  # nothing to tell the player

    monkeypatch.setattr(saver_module, "write_save", slow_write)
    game = Game.new(2, 3)
    s = AutoSaver()
    for _ in range(5):
        game.apply(game.legal_moves()[-1])
        s.save(game, None)
    s.close()
    assert written and written[-1] == 5  # the newest position is on disk
    assert len(written) <= 5


def _kill(worker: AIWorker, sig: int) -> None:
    os.kill(worker._process.pid, sig)
    if sig == signal.SIGKILL:
        worker._process.join(5)


def test_killed_worker_is_restarted_and_the_question_still_answered():
    """Issue 15, defect 10: after the worker process dies, bots and the hint still answer."""
    game = Game.new(3, 5)
    obs = game.observation(game.current_player)
    worker = AIWorker("process")
    try:
        worker.submit("easy", 1, obs, 0.05)
        wait_replies(worker)
        _kill(worker, signal.SIGKILL)
        token = worker.submit("easy", 1, obs, 0.05)  # e.g. the hint, asked after the kill
        (reply,) = wait_replies(worker)
        assert reply.token == token and reply.error is None
        assert game.check(reply.move) is None
        assert worker.restarts == 1 and worker.mode == "process"
        assert worker.take_problems() == [ai_worker.RESTARTED]
        assert worker.take_problems() == []  # told once
    finally:
        worker.close()


def test_stopped_worker_is_replaced_before_the_table_gives_up(monkeypatch):
    monkeypatch.setattr(ai_worker, "HANG_GRACE", 1.0)
    game = Game.new(2, 3)
    obs = game.observation(game.current_player)
    worker = AIWorker("process")
    try:
        worker.start()
        wait_replies(worker, 0)
        worker.submit("easy", 1, obs, 0.05)
        wait_replies(worker)
        _kill(worker, signal.SIGSTOP)
        started = time.monotonic()
        token = worker.submit("easy", 1, obs, 0.05)
        (reply,) = wait_replies(worker, timeout=30)
        assert reply.token == token and reply.move is not None
        # well before the table's own patience (15 s) would play for the bot, even on a
        # loaded machine where starting the new process takes a few seconds
        assert time.monotonic() - started < ai_worker.HANG_GRACE + 14
        assert worker.restarts == 1
    finally:
        worker.close()


def test_a_worker_that_keeps_dying_falls_back_to_a_thread_and_says_so(monkeypatch):
    game = Game.new(2, 4)
    obs = game.observation(game.current_player)
    worker = AIWorker("process")
    try:
        for _ in range(ai_worker.MAX_RESTARTS + 1):
            worker.start()
            if worker.mode != "process":
                break
            _kill(worker, signal.SIGKILL)
            token = worker.submit("easy", 1, obs, 0.05)
            (reply,) = wait_replies(worker)
            assert reply.token == token and reply.move is not None
        assert worker.mode == "thread"
        assert worker.restarts == ai_worker.MAX_RESTARTS + 1
        assert worker.take_problems() == [ai_worker.RESTARTED, ai_worker.FAILING]
    finally:
        worker.close()
