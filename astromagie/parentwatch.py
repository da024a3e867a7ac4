"""A child process of the game ends when the game's process is gone, however it went.

The AI worker and the arena's pool workers wait on multiprocessing queues, but a
spawned child holds both ends of those pipes itself: when the parent is killed
(kill -9, a crash, the task manager), nothing ever closes and no stop message
arrives, so the child, and multiprocessing's resource tracker that waits for it,
would run on forever. `exit_with_parent()` (called first thing in the child, or as
a Pool's initializer) starts a daemon thread that waits on the parent's sentinel
(a pipe on POSIX, the process handle on Windows), which becomes ready when the
parent ends, and then leaves at once. Such children write no file of the
player's, so leaving without clean-up loses nothing.

The other way round, a parent that is asked to stop (SIGTERM, SIGHUP) ends its
children itself before it goes: `StopSignals` records such a signal instead of
dying on the spot, and the parent's loop looks at it, terminates its pool and
waits for every worker. A worker still starting (importing, before its watch is
up) is then ended too: nothing outlives the parent, whatever the moment.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from types import FrameType, TracebackType

# the signals that ask a process to stop (SIGHUP: its terminal closed); not on Windows
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP")
                     if hasattr(signal, name))


def exit_with_parent() -> None:
    """In a multiprocessing child: end this process as soon as its parent has ended."""
    parent = multiprocessing.parent_process()
    if parent is None:  # the main process (or a child not started by multiprocessing)
        return

    def watch() -> None:
        parent.join()  # returns when the parent process has ended
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="astromagie-parent-watch").start()


def pool_worker_start() -> None:
    """A pool's initializer: end with the parent, and leave Ctrl-C to the parent.

    Ctrl-C reaches every process of the terminal's group; a worker that raised
    KeyboardInterrupt would print a traceback each, while the parent, which decides,
    terminates the pool anyway."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    exit_with_parent()


class StopSignals:
    """While in its `with` block, a stop signal is recorded (`signum`), not obeyed at once.

    The handler only records: it never raises into the middle of starting or ending a
    pool. The loop that runs the work asks `stopped` between results (waiting for one
    with a timeout) and then ends its children. Installed only in the main thread
    (where Python runs signal handlers); elsewhere it records nothing.
    """

    def __init__(self) -> None:
        self.signum: int | None = None
        self._previous: dict[int, object] = {}

    @property
    def stopped(self) -> bool:
        return self.signum is not None

    def _record(self, signum: int, frame: FrameType | None) -> None:
        self.signum = signum

    def __enter__(self) -> StopSignals:
        if threading.current_thread() is threading.main_thread():
            for signum in STOP_SIGNALS:
                self._previous[signum] = signal.signal(signum, self._record)
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        for signum, previous in self._previous.items():
            signal.signal(signum, previous)  # type: ignore[arg-type]
        self._previous.clear()
