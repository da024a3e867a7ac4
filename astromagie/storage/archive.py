"""The archive of finished games: the last 100, to watch again.

`archive_finished(record)` keeps a finished game's record in its game's
folder (`paths.game_data_dir`), `games/<stamp>-<key>.json` (the same game
once). `scan_finished(game)` lists them newest first and says which could not
be read (those are set aside, byte for byte, and the player is told);
`load_finished(id, game)` replays one for watching (`Playback.game_at(n)`).

An id starts with the time it was archived, and the archive's order (newest
first, the oldest pruned) is the order of the ids. A clock set back (a dead
CMOS battery, a trip across time zones, a machine that synced late) must not
make the game just finished the "oldest" one: a new id is never earlier than
the newest already there (then it is one second after it), so the order is
the order in which games were archived, and the game just archived is never
pruned.
"""

from __future__ import annotations

import datetime
import logging
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from astromagie.gameconfig import GameConfig
from astromagie.host.game import GameState, RecordError

from . import paths
from .jsonfile import load_json, repair, set_aside, write_json
from .notices import Notice, once
from .paths import LEGACY_GAME
from .records import game_of, make_record, positions, read_record, record_key

GAMES_DIR = "games"
KEEP_FINISHED = 100
log = logging.getLogger(__name__)

_ID_RE = re.compile(r"^\d{8}-\d{6}-[0-9a-f]{10}$")
_STAMP = "%Y%m%d-%H%M%S"  # the time an id starts with
# What a record that is not ours can raise while it is checked (record-format.md says RecordError;
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
    undos: int = 0  # turns the player took back

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
    record: dict
    config: GameConfig
    _states: list[GameState] = field(default_factory=list, repr=False)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.config.seats]

    @property
    def turn_count(self) -> int:
        return len(self._states) - 1

    def game_at(self, turn: int) -> GameState:
        """A copy of the position after `turn` turns (0: just dealt), clamped to the game."""
        turn = max(0, min(turn, self.turn_count))
        return self._states[turn].clone()

    @property
    def final(self) -> GameState:
        return self.game_at(self.turn_count)


def playback_of(game: GameState, config: GameConfig, game_id: str = "") -> Playback:
    """A Playback of a game in memory (the results screen has the game, not an archive id)."""
    record = make_record(game, config)
    return Playback(game_id, record, config, positions(record))


def games_dir(game: str = LEGACY_GAME) -> Path:
    return paths.game_data_dir(game) / GAMES_DIR


def archive_finished(record: dict) -> list[Notice]:
    """Keep a finished game's record (make_record output); the oldest beyond 100 go.

    Archiving the same game twice keeps one copy.
    """
    folder = games_dir(game_of(record))
    if is_archived(record):
        return []
    game_id = f"{_next_stamp(folder)}-{record_key(record)}"
    path = folder / f"{game_id}.json"
    notices = write_json(path, record, "archive")
    if is_archived(record):
        _prune(folder, keep=path)
    return notices


def is_archived(record: dict) -> bool:
    """Whether the archive holds this record's game."""
    folder = games_dir(game_of(record))
    try:
        return folder.is_dir() and any(folder.glob(f"*-{record_key(record)}.json"))
    except OSError:
        return False


def _now_stamp() -> str:
    """Local time as it starts an archive id, so that ids sort oldest first."""
    return time.strftime(_STAMP)


def _next_stamp(folder: Path) -> str:
    """The stamp of a new id: now, or one second after the newest id if the clock is behind."""
    now = _now_stamp()
    files = _archived_files(folder)
    newest = files[-1].stem[:15] if files else ""
    if now > newest:
        return now
    try:
        return (datetime.datetime.strptime(newest, _STAMP)
                + datetime.timedelta(seconds=1)).strftime(_STAMP)
    except (ValueError, OverflowError):  # "99991231-235959": share the newest stamp
        return newest


def _archived_files(folder: Path) -> list[Path]:
    """Archived games, oldest first (ids begin with the time)."""
    try:
        if not folder.is_dir():
            return []
        return sorted(p for p in folder.glob("*.json") if _ID_RE.match(p.stem))
    except OSError as exc:
        log.error("cannot list %s: %s", folder, exc)
        return []


def _prune(folder: Path, keep: Path) -> None:
    """Remove the oldest games beyond KEEP_FINISHED, never `keep` (the game just archived)."""
    files = [p for p in _archived_files(folder) if p != keep]
    for old in files[:max(0, len(files) + 1 - KEEP_FINISHED)]:
        try:
            old.unlink()
        except OSError as exc:
            log.error("cannot remove old game %s: %s", old, exc)


def _load(path: Path,
          game: str) -> tuple[tuple[dict, GameState, GameConfig] | None, list[Notice]]:
    """The validated record in `path` with its final state and seats; a broken one is set
    aside (or repaired) and told."""
    found, notices = load_json(path, "files.game_broken")
    if found is None:
        return None, notices
    try:
        state, config = read_record(found.data)
        if config.game != game:
            raise RecordError(0, "FORMAT", f"a game of {config.game}, not of {game}")
    except BAD_RECORD as exc:
        return None, notices + set_aside(path, "files.game_broken", str(exc))
    if found.repaired:
        notices += repair(path, found.raw, found.data, "archive", "text had to be cleaned")
    assert isinstance(found.data, dict)  # read_record accepted it
    return (found.data, state, config), notices


def scan_finished(game: str = LEGACY_GAME) -> tuple[list[FinishedGame], list[Notice]]:
    """The kept finished games of `game`, newest first, and notices about the ones set aside."""
    out = []
    notices: list[Notice] = []
    for path in reversed(_archived_files(games_dir(game))):
        loaded, found = _load(path, game)
        notices += found
        if loaded is None:
            continue
        record, _, config = loaded
        seats = config.seats
        result = record.get("result")
        result = result if isinstance(result, dict) else {}
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
                                len(record["turns"]), finished_at, config.undos))
    return out, once(notices)


def list_finished(game: str = LEGACY_GAME) -> list[FinishedGame]:
    """The kept finished games, newest first (unreadable files are set aside)."""
    return scan_finished(game)[0]


def load_finished(game_id: str,
                  game: str = LEGACY_GAME) -> tuple[Playback | None, list[Notice]]:
    """A finished game to watch again, or None (with a notice if it is broken)."""
    if not _ID_RE.match(game_id):
        return None, []
    path = games_dir(game) / f"{game_id}.json"
    loaded, notices = _load(path, game)
    if loaded is None:
        return None, once(notices)
    record, _, config = loaded
    try:
        states = positions(record)
    except BAD_RECORD as exc:
        return None, once(notices + set_aside(path, "files.game_broken", str(exc)))
    return Playback(game_id, record, config, states), once(notices)
