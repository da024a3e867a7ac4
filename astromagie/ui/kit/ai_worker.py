"""Bots think off the render loop: a worker (thread or process) with a request queue.

The table submits `(bot name, seed, Observation, budget)` and polls for the
answer once per frame, so the window keeps drawing while a bot thinks. A bot
only ever receives the Observation of its seat. Each (name, seed) pair keeps
one bot instance inside the worker, so a seeded bot plays a reproducible
sequence of moves. `close()` sets the cancel event (a thinking bot answers at
once) and stops the worker.

Two back ends with the same interface:

* ``"thread"``: cheap to start; the bot shares the interpreter lock with the
  render loop.
* ``"process"``: a spawned worker process (spawn-safe: the target is a
  top-level function and only the Observation, the bot name and the seed
  cross the boundary), so even a pure-Python search never delays a frame.

`benchmarks/ui_frames.py` measures both. With four hard bots on a 2-core
machine shared with other work (load ~6), frame intervals while a bot
thinks were p95 40 ms / 34 fps with the thread (the search holds the GIL)
and p95 22 ms / 56 fps with the process, against p95 20 ms with no bot
thinking at all on the same machine: the process is the default, and it runs
at a lower priority so the window's frames come first.

A worker process that dies (killed, out of memory) or stops answering
(stopped, hung) is noticed in `poll()`: it is ended and started again, and
every open question is asked again, so a bot keeps its level and a hint
still answers. After MAX_RESTARTS restarts in a session the bots think in a
thread instead (slower frames, but nothing outside can take it away).
`take_problems()` hands the table the message keys to show the player:
once when the worker was restarted, once when it kept failing. The other way
round, a worker process whose game was killed notices it and exits at once
(astromagie.parentwatch).
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import os
import queue
import threading
import time
from dataclasses import dataclass
from typing import Any

from astromagie.ai import make_bot
from astromagie.ai.base import Bot
from astromagie.parentwatch import exit_with_parent

log = logging.getLogger(__name__)

DEFAULT_MODE = "process"
WORKER_NICENESS = 10  # the worker process yields the CPU to the render loop
MAX_RESTARTS = 3  # then think in a thread
# A question unanswered for HANG_GRACE + HANG_FACTOR x its budget seconds means a stuck worker
# (below the table's own patience of 15 s, after which it plays for the bot).
HANG_GRACE = 6.0
HANG_FACTOR = 3.0
RESTARTED = "table.ai_worker.restarted"  # message keys for take_problems()
FAILING = "table.ai_worker.failing"
@dataclass(frozen=True)
class Request:
    token: int
    bot: str
    seed: int
    obs: Any  # the seat's observation, of whichever game
    budget: float
    game: str  # whose bots: the id of a game on the shelf


@dataclass(frozen=True)
class Reply:
    token: int
    move: Any  # a move of the game, or None
    error: str | None
    seconds: float
    detail: Any = None  # a bot's figures about its move (a hint search's), picklable


# Any below: the queues and the cancel event are multiprocessing objects in a process and
# queue/threading ones in a thread; typeshed gives the two kinds no common type.


def _answer(bots: dict[tuple[str, str, int], Bot], req: Request,
            cancel: Any) -> Reply:
    """Ask the (cached) bot for a move; never raises (errors travel back as text)."""
    start = time.perf_counter()
    try:
        key = (req.game, req.bot, req.seed)
        bot = bots.get(key)
        if bot is None:
            bot = bots[key] = make_bot(req.bot, req.seed, req.game)
        move = bot.choose(req.obs, req.budget, cancel)
        detail = getattr(bot, "detail", None)
        return Reply(req.token, move, None, time.perf_counter() - start, detail)
    except Exception as exc:  # a bot bug must not kill the worker or the game
        log.exception("bot %s failed", req.bot)
        return Reply(req.token, None, f"{type(exc).__name__}: {exc}", time.perf_counter() - start)


def _serve(requests: Any, replies: Any, cancel: Any) -> None:
    """The worker loop (thread or process): answer requests until a None arrives."""
    bots: dict[tuple[str, str, int], Bot] = {}
    while True:
        req = requests.get()
        if req is None:
            return
        replies.put(_answer(bots, req, cancel))


def process_main(requests: Any, replies: Any, cancel: Any) -> None:
    """Entry point of the worker process (top level, so the spawn start method finds it)."""
    exit_with_parent()  # a killed game must not leave its worker (and the tracker) behind
    try:
        # The bot may use every spare cycle, but never ahead of the window's frames.
        os.nice(WORKER_NICENESS)
    except (AttributeError, OSError):  # Windows has no nice(); the OS scheduler copes
        pass
    try:
        _serve(requests, replies, cancel)
    except (KeyboardInterrupt, EOFError, BrokenPipeError):
        pass


class AIWorker:
    """Asks bots for moves in the background; see the module docstring."""

    def __init__(self, mode: str = DEFAULT_MODE):
        if mode not in ("thread", "process"):
            raise ValueError(f"unknown AI worker mode {mode!r}")
        self.mode = mode
        self._tokens = itertools.count(1)
        self._started = False
        self._closed = False
        self._pending: set[int] = set()
        # multiprocessing or queue/threading objects, by mode (see _answer: hence Any)
        self._requests: Any = None
        self._replies: Any = None
        self._cancel: Any = None
        self._asked: dict[int, tuple[Request, float]] = {}  # open questions, when asked
        self._process: Any = None
        self._thread: threading.Thread | None = None
        self.restarts = 0
        self._problems: list[str] = []
        self._told: set[str] = set()

    def start(self) -> None:
        """Start the worker now (it also starts on the first request)."""
        if self._started or self._closed:
            return
        self._started = True
        self._launch()

    def _launch(self) -> None:
        if self.mode == "process":
            try:
                ctx = multiprocessing.get_context("spawn")
                self._requests = ctx.Queue()
                self._replies = ctx.Queue()
                self._cancel = ctx.Event()
                self._process = ctx.Process(target=process_main, daemon=True,
                                            name="astromagie-ai",
                                            args=(self._requests, self._replies, self._cancel))
                self._process.start()
                return
            except (OSError, RuntimeError, ValueError) as exc:
                # No processes here (a sandbox, a broken frozen build): think in a thread.
                log.warning("AI worker process unavailable (%s); using a thread", exc)
                self.mode = "thread"
                self._process = None
        if self.mode == "thread":
            self._requests = queue.Queue()
            self._replies = queue.Queue()
            self._cancel = threading.Event()
            self._thread = threading.Thread(target=_serve, daemon=True, name="astromagie-ai",
                                            args=(self._requests, self._replies, self._cancel))
            self._thread.start()

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def submit(self, bot: str, seed: int, obs: Any, budget: float, game: str) -> int:
        """Queue a question for a bot of `game`; returns the token its Reply will carry."""
        self.start()
        token = next(self._tokens)
        self._pending.add(token)
        request = Request(token, bot, seed, obs, budget, game)
        self._asked[token] = (request, time.monotonic())
        try:
            self._requests.put(request)
        except (OSError, ValueError):  # the queue went with a dead worker: poll() restarts it
            log.warning("AI worker queue closed; the question waits for a restart")
        return token

    def poll(self) -> list[Reply]:
        """Answers that arrived since the last call (never blocks)."""
        if not self._started:
            return []
        out = []
        while True:
            try:
                reply = self._replies.get_nowait()
            except (queue.Empty, OSError, ValueError):
                break
            if reply.token in self._pending:
                self._pending.discard(reply.token)
                self._asked.pop(reply.token, None)
                out.append(reply)
        if self.mode == "process" and self._pending and not self._closed:
            if not self._process.is_alive():
                self._restart("the AI worker process stopped")
            elif self._stuck():
                self._restart("the AI worker process does not answer")
        return out

    def _stuck(self) -> bool:
        now = time.monotonic()
        return any(now - asked > HANG_GRACE + HANG_FACTOR * request.budget
                   for request, asked in self._asked.values())

    def _restart(self, why: str) -> None:
        """End the worker process, start a new one (or a thread), ask the open questions again."""
        self.restarts += 1
        log.error("%s; starting it again (restart %d)", why, self.restarts)
        self._stop_process()
        if self.restarts > MAX_RESTARTS:
            self.mode = "thread"
            self._report(FAILING)
        else:
            self._report(RESTARTED)
        self._launch()
        now = time.monotonic()
        for token in sorted(self._pending):
            request, _ = self._asked[token]
            self._asked[token] = (request, now)
            self._requests.put(request)

    def _report(self, key: str) -> None:
        if key not in self._problems and key not in self._told:
            self._problems.append(key)

    def take_problems(self) -> list[str]:
        """Message keys (table.ai_worker.*) for the player since the last call, each once."""
        out = [key for key in self._problems if key not in self._told]
        self._told.update(out)
        self._problems.clear()
        return out

    def _stop_process(self) -> None:
        process = self._process
        if process is None:
            return
        try:
            if process.is_alive():
                process.kill()
            process.join(timeout=1.0)
        except (OSError, ValueError, AttributeError):
            pass
        for q in (self._requests, self._replies):
            try:
                q.close()
                q.cancel_join_thread()
            except (OSError, ValueError, AttributeError):
                pass
        self._process = None

    def forget(self, token: int) -> None:
        """Drop interest in an answer (e.g. a hint the player no longer needs)."""
        self._pending.discard(token)
        self._asked.pop(token, None)

    def close(self) -> None:
        """Cancel a thinking bot and stop the worker (called when the table exits)."""
        if self._closed:
            return
        self._closed = True
        self._pending.clear()
        self._asked.clear()
        if not self._started:
            return
        self._cancel.set()
        try:
            self._requests.put(None)
        except (OSError, ValueError):
            pass
        if self._process is not None:
            self._process.join(timeout=1.0)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1.0)
            for q in (self._requests, self._replies):
                q.close()
                q.cancel_join_thread()
        elif self._thread is not None:
            self._thread.join(timeout=1.0)
