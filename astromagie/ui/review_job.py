"""A post-game review running beside the window: progress while it works, the moments after.

`ReviewJob(record, seats)` reviews a finished game of any game (`ai.review.review_game`)
off the render loop, as the bots think (`kit/ai_worker.py`): in a spawned, lower-priority
process by default (only the record crosses; the worker ends with a killed game), in a
thread where processes are not available (and in tests). `poll()` is called once per
frame and returns the progress so far; `review` holds the result when it is done,
`error` the reason it failed. `cancel()` stops it (leaving the screen).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import queue
import threading
from dataclasses import dataclass
from typing import Any

from astromagie.ai.review import Moment, Review, hint_of, review_game
from astromagie.host import registry
from astromagie.parentwatch import exit_with_parent
from astromagie.storage.records import game_of, positions

log = logging.getLogger(__name__)

WORLDS = 32  # the review's budget per decision: as `astromagie review`'s default
WORKER_NICENESS = 10  # the window's frames come first
# The deals the table's hint plays out when the review asks it: None, the hint's own (the
# review agrees with the table); the UI tests set a few, as they review whole games.
HINT_WORLDS: int | None = None


@dataclass(frozen=True)
class Progress:
    done: int
    total: int

    @property
    def share(self) -> float:
        return self.done / self.total if self.total else 0.0


def run_review(record: dict[str, Any], seats: list[int], worlds: int, out: Any) -> None:
    """Review `record` for `seats`, telling `out` ("progress", done, total) as it goes, then
    ("done", moments, decisions) or ("error", text). Never raises."""
    try:
        rules = registry.rules(game_of(record))
        states = positions(record)

        def progress(done: int, total: int) -> None:
            out.put(("progress", done, total))

        out.put(("progress", 0, 1))
        # against the table's hint where it is reproducible: the review never calls the
        # hint's move a mistake (ai/review.py's module doc); a review asked with less than
        # the app's budget (the tests') asks a hint as cheap
        hint = hint_of(rules, HINT_WORLDS if worlds >= WORLDS else worlds)
        review = review_game(rules, states, seats, worlds=worlds, progress=progress,
                             hint=hint)
        out.put(("done", review.moments, review.decisions, review.unit))
    except Exception as exc:  # a broken record or a game's bug: told, never a crash
        log.exception("the review failed")
        out.put(("error", f"{type(exc).__name__}: {exc}"))


def _process_main(record: dict[str, Any], seats: list[int], worlds: int, out: Any) -> None:
    exit_with_parent()
    try:
        os.nice(WORKER_NICENESS)
    except (AttributeError, OSError):
        pass
    run_review(record, seats, worlds, out)


class ReviewJob:
    """One review in the background; see the module docstring."""

    def __init__(self, record: dict[str, Any], seats: list[int], *, worlds: int = WORLDS,
                 mode: str = "process") -> None:
        self.seats = seats
        self.record = record  # the panel words the moments' reasons again from its positions
        try:  # the catalog prefix of the moments' reasons ("" for a record no game owns)
            self.game = game_of(record)
        except Exception:  # a broken record: told by the review itself, never here
            self.game = ""
        self.progress = Progress(0, 1)
        self.review: Review | None = None
        self.error: str | None = None
        self._process: Any = None
        self._out: Any = None
        if mode == "process":
            try:
                ctx = multiprocessing.get_context("spawn")
                self._out = ctx.Queue()
                self._process = ctx.Process(target=_process_main, daemon=True,
                                            name="astromagie-review",
                                            args=(record, seats, worlds, self._out))
                self._process.start()
                return
            except (OSError, RuntimeError, ValueError) as exc:
                log.warning("review process unavailable (%s); using a thread", exc)
                self._process = None
        self._out = queue.Queue()
        threading.Thread(target=run_review, daemon=True, name="astromagie-review",
                         args=(record, seats, worlds, self._out)).start()

    @property
    def running(self) -> bool:
        return self.review is None and self.error is None

    def poll(self) -> Progress:
        """Take what the review said since the last frame."""
        while self.running:
            try:
                message = self._out.get_nowait()
            except (queue.Empty, OSError, ValueError, EOFError):
                if self._process is None or self._process.is_alive():
                    break
                try:  # a process that ended: its last words may still be on the way
                    message = self._out.get(timeout=0.5)
                except (queue.Empty, OSError, ValueError, EOFError):
                    self.error = "the review stopped"
                    break
            self._take(message)
        return self.progress

    def _take(self, message: tuple[Any, ...]) -> None:
        if message[0] == "progress":
            self.progress = Progress(message[1], message[2])
        elif message[0] == "done":
            moments: list[Moment] = message[1]
            self.review = Review(moments, message[2], sorted(self.seats), WORLDS, message[3])
        else:
            self.error = str(message[1])

    def cancel(self) -> None:
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
        if self.running:
            self.error = "cancelled"
