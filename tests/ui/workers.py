"""An AI worker for tests: it answers each question as it is asked, in the test's thread."""

import threading
from typing import Any

from astromagie.ai.base import Bot
from astromagie.host import registry
from astromagie.ui.kit import ai_worker


class AnsweringWorker(ai_worker.AIWorker):
    """An AI worker that answers each question as it is asked, in the test's own thread:
    a seeded game goes the same way every run, and no test waits for a thread."""

    def __init__(self, mode: str = "thread") -> None:
        super().__init__("thread")
        self._bots: dict[tuple[str, str, int], Bot] = {}
        self._answers: list[ai_worker.Reply] = []

    def start(self) -> None:
        self._started = True

    def submit(self, bot: str, seed: int, obs: Any, budget: float,
               game: str = registry.DEFAULT_GAME) -> int:
        token = next(self._tokens)
        self._pending.add(token)
        request = ai_worker.Request(token, bot, seed, obs, budget, game)
        self._answers.append(ai_worker._answer(self._bots, request, threading.Event()))
        return token

    def poll(self) -> list[ai_worker.Reply]:
        out = [reply for reply in self._answers if reply.token in self._pending]
        self._pending.difference_update(reply.token for reply in out)
        self._answers.clear()
        return out

    def close(self) -> None:
        self._closed = True
        self._pending.clear()
