"""The archive of finished games: the last 100, to watch again.

`archive_finished(record)` keeps a finished game's record in
`<data>/games/<stamp>-<key>.json` (the same game once). `scan_finished()`
lists them newest first and says which could not be read (those are set
aside, byte for byte, and the player is told); `load_finished(id)` replays one
for watching (`Playback.game_at(n)`).
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from astromagie.gameconfig import GameConfig
from astromagie.games.astromagie.engine import Game
from astromagie.games.astromagie.engine.record import Record, load_record, positions
from astromagie.host.game import RecordError

from . import paths
from .jsonfile import load_json, repair, set_aside, write_json
from .notices import Notice, once
from .records import record_key, seats_of

GAMES_DIR = "games"
KEEP_FINISHED = 100
log = logging.getLogger(__name__)

_ID_RE = re.compile(r"^\d{8}-\d{6}-[0-9a-f]{10}$")
# What a record that is not ours can raise while it is checked (RECORD.md says RecordError;
# the others are a last line of defence: a file must never stop the game).
BAD_RECORD = (RecordError, ValueError, TypeError, KeyError, IndexError, RecursionError)


@dataclass(frozen=True)
class FinishedGame:
    """One line of the list of finished games."""

    id: str
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    scores: tuple[int, ...]
    turns: int
    finished_at: float

    @property
    def winners(self) -> list[int]:
        if not self.scores:
            return []
        best = max(self.scores)
        return [i for i, s in enumerate(self.scores) if s == best]


@dataclass
class Playback:
    """A finished game to watch again: `game_at(n)` is the position after n turns."""

    id: str
    record: Record
    config: GameConfig
    _states: list[Game] = field(default_factory=list, repr=False)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.config.seats]

    @property
    def turn_count(self) -> int:
        return len(self.record.turns)

    def game_at(self, turn: int) -> Game:
        """A copy of the position after `turn` turns (0: just dealt), clamped to the game."""
        turn = max(0, min(turn, self.turn_count))
        return self._states[turn].clone()

    @property
    def final(self) -> Game:
        return self.game_at(self.turn_count)


def games_dir() -> Path:
    return paths.data_dir() / GAMES_DIR


def archive_finished(record: dict) -> list[Notice]:
    """Keep a finished game's record (make_record output); the oldest beyond 100 go.

    Archiving the same game twice keeps one copy.
    """
    folder = games_dir()
    if is_archived(record):
        return []
    game_id = f"{_now_stamp()}-{record_key(record)}"
    notices = write_json(folder / f"{game_id}.json", record, "archive")
    if is_archived(record):
        _prune(folder)
    return notices


def is_archived(record: dict) -> bool:
    """Whether the archive holds this record's game."""
    folder = games_dir()
    try:
        return folder.is_dir() and any(folder.glob(f"*-{record_key(record)}.json"))
    except OSError:
        return False


def _now_stamp() -> str:
    """Local time as it starts an archive id, so that ids sort oldest first."""
    return time.strftime("%Y%m%d-%H%M%S")


def _archived_files(folder: Path) -> list[Path]:
    """Archived games, oldest first (ids begin with the time)."""
    try:
        if not folder.is_dir():
            return []
        return sorted(p for p in folder.glob("*.json") if _ID_RE.match(p.stem))
    except OSError as exc:
        log.error("cannot list %s: %s", folder, exc)
        return []


def _prune(folder: Path) -> None:
    files = _archived_files(folder)
    for old in files[:max(0, len(files) - KEEP_FINISHED)]:
        try:
            old.unlink()
        except OSError as exc:
            log.error("cannot remove old game %s: %s", old, exc)


def _load(path: Path) -> tuple[Record | None, list[Notice]]:
    """The validated record in `path`; a broken one is set aside (or repaired) and told."""
    found, notices = load_json(path, "files.game_broken")
    if found is None:
        return None, notices
    try:
        record = load_record(found.data)
    except BAD_RECORD as exc:
        return None, notices + set_aside(path, "files.game_broken", str(exc))
    if found.repaired:
        notices += repair(path, found.raw, found.data, "archive", "text had to be cleaned")
    return record, notices


def scan_finished() -> tuple[list[FinishedGame], list[Notice]]:
    """The kept finished games, newest first, and notices about the ones set aside."""
    out = []
    notices: list[Notice] = []
    for path in reversed(_archived_files(games_dir())):
        record, found = _load(path)
        notices += found
        if record is None:
            continue
        seats = seats_of(record)
        result = record.result or {}
        scores = result.get("scores")
        if not (isinstance(scores, list) and len(scores) == len(seats)
                and all(isinstance(s, int) and not isinstance(s, bool) for s in scores)):
            scores = []
        try:
            finished_at = path.stat().st_mtime
        except OSError:
            finished_at = 0.0
        out.append(FinishedGame(path.stem, tuple(s.name for s in seats),
                                tuple(s.kind for s in seats), tuple(scores),
                                len(record.turns), finished_at))
    return out, once(notices)


def list_finished() -> list[FinishedGame]:
    """The kept finished games, newest first (unreadable files are set aside)."""
    return scan_finished()[0]


def load_finished(game_id: str) -> tuple[Playback | None, list[Notice]]:
    """A finished game to watch again, or None (with a notice if it is broken)."""
    if not _ID_RE.match(game_id):
        return None, []
    path = games_dir() / f"{game_id}.json"
    record, notices = _load(path)
    if record is None:
        return None, once(notices)
    try:
        states = positions(record)
        config = GameConfig(seats_of(record), record.variants)
    except BAD_RECORD as exc:
        return None, once(notices + set_aside(path, "files.game_broken", str(exc)))
    return Playback(game_id, record, config, states), once(notices)
