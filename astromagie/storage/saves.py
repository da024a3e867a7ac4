"""The autosave of the running game (and, for the callers that import them from here,
the archive's and the records' names).

Each game has its own autosave (`paths.game_data_dir`): the game's record with
one extra top-level key, `"seats": [{"name", "kind"}]`, so that resuming
restores the bots' levels exactly (replay ignores keys it does not know).
Loading always goes through the game's own `load_record`, which replays every
turn, so a save can never put the table into a position the rules do not allow.

- `autosave(record)` after every turn; `load_autosave(game)` on start (the
  title's Resume); `clear_autosave(game)` when a game ends or is abandoned.
- A lesson (the guided game) is saved with `autosave_lesson`, which decides at each
  write, under the autosave's lock, whether the place is still the lesson's: another
  game saved there meanwhile (another window's real game) is never written over.
- Before the first write of a run, whatever is in the autosave's place and is
  not a save this version understands (a newer format, something broken) is
  set aside, never overwritten.
- The archive of finished games lives in `archive`, the bookkeeping at the
  end of a game in `finish`.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

from astromagie.gameconfig import GameConfig
from astromagie.host.game import GameState

from .archive import (
    BAD_RECORD,
    GAMES_DIR,
    KEEP_FINISHED,
    FinishedGame,
    Playback,
    archive_finished,
    games_dir,
    list_finished,
    load_finished,
    scan_finished,
)
from .atomic import quarantine
from .autosave_file import (
    AUTOSAVE_NAME,
    autosave_path,
    clear_autosave,
    has_autosave,
    same_deal,
)
from .filelock import locked
from .finish import finish_game
from .jsonfile import load_json, repair, set_aside, write_json
from .notices import Notice, once, run_memory
from .paths import LEGACY_GAME
from .records import game_key, is_newer_format, make_record, read_record, record_key, seats_of
from .userfile import UserFileError, read_user_json

__all__ = [
    "AUTOSAVE_NAME", "GAMES_DIR", "KEEP_FINISHED", "FinishedGame", "Playback", "ResumeInfo",
    "archive_finished", "autosave", "autosave_game", "autosave_lesson", "autosave_path",
    "clear_autosave", "game_key", "games_dir", "has_autosave", "list_finished", "load_autosave",
    "load_finished", "make_record", "record_key", "scan_finished", "seats_of",
]

log = logging.getLogger(__name__)
_checked_before_write = run_memory()


@dataclass
class ResumeInfo:
    """A saved game, replayed to the exact position where it was left."""

    game: GameState
    config: GameConfig
    record: dict
    saved_at: float  # seconds since the epoch (file time)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.config.seats]

    @property
    def turn(self) -> int:
        return len(self.game.history)


def autosave(record: dict, game: str = LEGACY_GAME) -> list[Notice]:
    """Write the running game's record (make_record output) over the game's autosave."""
    path = autosave_path(game)
    with locked(path):  # a lesson's check and write (autosave_lesson) never interleave
        notices = _make_room(path)
        return notices + write_json(path, record, "autosave")


def autosave_lesson(record: dict, game: str = LEGACY_GAME) -> tuple[bool, list[Notice]]:
    """Write a lesson's record (the guided game's) only over itself: where no game is
    saved, or the save is of the same deal. Decided at each write under the autosave's
    lock, since another window may have saved a real game there since the lesson began
    (a save that cannot be read is the player's too). Returns whether it was written."""
    path = autosave_path(game)
    with locked(path):
        try:
            found = read_user_json(path)
        except UserFileError:
            return False, []
        if found is not None and not same_deal(found.data, record):
            return False, []
        return True, _make_room(path) + write_json(path, record, "autosave")


def autosave_game(game: GameState, config: GameConfig) -> list[Notice]:
    return autosave(make_record(game, config), config.game)


def _make_room(path: Path) -> list[Notice]:
    """Before the first write of a run: what is there and is not a save of ours is set aside."""
    if path in _checked_before_write:
        return []
    _checked_before_write.add(path)
    try:
        found = read_user_json(path)
    except UserFileError as exc:
        return _move_aside(path, "broken", exc.reason)
    if found is None:
        return []
    if _is_newer(found.data):
        return _move_aside(path, "newer", "a save of a newer version")
    try:
        read_record(found.data)
    except BAD_RECORD as exc:
        return _move_aside(path, "broken", str(exc))
    if found.repaired:
        return _move_aside(path, "broken", "text that had to be cleaned")
    return []


def _move_aside(path: Path, label: str, reason: str) -> list[Notice]:
    if not (path.exists() or path.is_symlink()):
        return []
    try:
        quarantine(path, reason, label=label)
    except OSError as exc:
        log.error("cannot move %s aside: %s", path, exc)
    return []  # the player was told when it was loaded; the write's own failure is told


def _is_newer(data: object) -> TypeGuard[dict]:
    """A record of a later `<game>-record/N` than ours (anything else is just broken)."""
    return isinstance(data, dict) and is_newer_format(data.get("format"))


def load_autosave(game: str = LEGACY_GAME) -> tuple[ResumeInfo | None, list[Notice]]:
    """The saved running game, replayed, or None; and notices, each told once per run.

    A broken save is set aside with a notice; a save of a newer format is
    refused with a notice and left where it is. A save of a game that is
    already over goes to the archive and the statistics instead (nothing left
    to resume).
    """
    info, notices = _load_autosave(game)
    return info, once(notices)


def _load_autosave(game_id: str) -> tuple[ResumeInfo | None, list[Notice]]:
    path = autosave_path(game_id)
    found, notices = load_json(path, "files.save_broken")
    if found is None:
        return None, notices
    data = found.data
    if _is_newer(data):
        return None, [Notice.of("files.save_newer", file=path.name, folder=str(path.parent),
                                format=data["format"])]
    try:
        game, config = read_record(data)
        if config.game != game_id:  # another game's record in this game's place
            raise ValueError(f"a save of {config.game}, not of {game_id}")
        saved_at = path.stat().st_mtime
    except (*BAD_RECORD, OSError) as exc:
        return None, set_aside(path, "files.save_broken", str(exc))
    if not isinstance(data, dict):  # read_record accepted it, so it is one
        return None, notices
    if found.repaired:
        notices += repair(path, found.raw, data, "autosave", "text had to be cleaned")
    if game.is_over():
        # The app stopped between the last turn and the results: finish the bookkeeping
        # (statistics never count a game twice, the archive never keeps one twice).
        return None, notices + finish_game(game, config, data)
    return ResumeInfo(game, config, data, saved_at), notices
