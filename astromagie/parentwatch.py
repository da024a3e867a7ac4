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
"""

from __future__ import annotations

import multiprocessing
import os
import threading


def exit_with_parent() -> None:
    """In a multiprocessing child: end this process as soon as its parent has ended."""
    parent = multiprocessing.parent_process()
    if parent is None:  # the main process (or a child not started by multiprocessing)
        return

    def watch() -> None:
        parent.join()  # returns when the parent process has ended
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="astromagie-parent-watch").start()
