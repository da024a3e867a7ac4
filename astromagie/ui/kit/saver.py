"""Autosave after every turn without stalling a frame.

Writing the save atomically (temp file, fsync, rename) takes ~10 ms, most of
it waiting on the disk; done in the render loop that is a visible hitch. A
background thread writes instead. Only the newest position matters, so a
slow disk skips positions rather than queueing them. `close()` writes the
last position before the table goes away.

A lesson (the guided game: its record is the guide's deal) is saved only over itself,
decided at each write (`saves.autosave_lesson`): a real game that another window
saved meanwhile is never replaced, and the lesson goes on unsaved.
"""

from __future__ import annotations

import logging
import threading

from astromagie.gameconfig import GameConfig
from astromagie.host.game import GameState
from astromagie.storage import saves
from astromagie.storage.notices import Notice

from .guided import is_guided_deal

log = logging.getLogger(__name__)


def write_save(game: GameState, config: GameConfig) -> list[Notice]:
    """Write the autosave through storage (it keeps the bots' levels for resume).

    Returns what the player should be told (a failed write); storage says each kind once.
    """
    try:
        return saves.autosave_game(game, config)
    except Exception:  # saving is a convenience; a full disk must not end the game
        log.exception("autosave failed")
        return []


def write_lesson(game: GameState, config: GameConfig) -> list[Notice] | None:
    """Write a lesson's position unless another game is saved in its place (then None)."""
    try:
        written, notices = saves.autosave_lesson(saves.make_record(game, config), config.game)
    except Exception:  # saving is a convenience; a full disk must not end the game
        log.exception("autosave failed")
        return []
    return notices if written else None


class AutoSaver:
    """Saves the latest game position in a background thread."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled  # False for demo games: the player's own save is kept
        self._latest: tuple[GameState, GameConfig] | None = None
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = False
        self._thread: threading.Thread | None = None
        self.saved = 0  # positions written (tests look at it)
        self._notices: list[Notice] = []  # from the writer thread, for the table to show
        self._lesson: bool | None = None  # the guided game's deal (known at the first write)

    def save(self, game: GameState, config: GameConfig) -> None:
        """Queue `game` (a copy is taken now) to be written soon (unless saving is off)."""
        if not self.enabled:
            return
        with self._lock:
            self._latest = (game.clone(), config)
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, daemon=True,
                                            name="astromagie-autosave")
            self._thread.start()
        self._wake.set()

    def _take(self) -> tuple[GameState, GameConfig] | None:
        with self._lock:
            item, self._latest = self._latest, None
        return item

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            item = self._take()
            if item is not None:
                notices = self._write(*item)
                with self._lock:
                    self._notices.extend(notices)
                self.saved += 1
            if self._stop and self._latest is None:
                return

    def _write(self, game: GameState, config: GameConfig) -> list[Notice]:
        if self._lesson is None:
            self._lesson = _is_lesson(game, config)
        if not self._lesson:
            return write_save(game, config)
        notices = write_lesson(game, config)
        if notices is None:  # another game is saved in the lesson's place: it stays there
            log.info("another %s game is saved; the lesson goes on unsaved", config.game)
            self.enabled = False
            return []
        return notices

    def take_notices(self) -> list[Notice]:
        """What the writer has to tell the player since the last call."""
        with self._lock:
            notices, self._notices = self._notices, []
        return notices

    def close(self, timeout: float = 2.0) -> None:
        """Write what is pending and stop the thread."""
        self._stop = True
        self._wake.set()
        thread = self._thread
        if thread is not None:
            thread.join(timeout)


def _is_lesson(game: GameState, config: GameConfig) -> bool:
    try:
        return is_guided_deal(saves.make_record(game, config), config.game)
    except Exception:  # a game the shelf cannot tell about: saved like any game
        log.exception("cannot tell whether the game is a lesson")
        return False
