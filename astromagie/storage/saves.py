"""The autosave of the running game and the archive of finished games.

Both are RECORD.md records (`astromagie-record/1`) with one extra top-level
key, `"seats": [{"name", "kind"}]`, so that resuming restores the bots'
levels exactly (replay ignores keys it does not know). Loading always goes
through `engine.record.load_record` and `replay`, so a save can never put the
table into a position the rules do not allow.

- `autosave(record)` after every turn; `load_autosave()` on start (the title's
  Resume); `clear_autosave()` when a game ends or is abandoned.
- `archive_finished(record)` keeps the last 100 finished games in
  `<data>/games/`; `list_finished()` and `load_finished(id)` watch them again.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from astromagie.engine import Game
from astromagie.engine.record import (
    FORMAT,
    FORMAT_PREFIX,
    Record,
    RecordError,
    load_record,
    replay,
    to_record,
)
from astromagie.gameconfig import HUMAN, GameConfig, SeatConfig

from . import paths
from .atomic import quarantine
from .jsonfile import read_json, set_aside, write_json
from .notices import Notice

AUTOSAVE_NAME = "autosave.json"
GAMES_DIR = "games"
KEEP_FINISHED = 100
log = logging.getLogger(__name__)

_ID_RE = re.compile(r"^\d{8}-\d{6}-[0-9a-f]{10}$")
_RECORD_NAME_RE = re.compile(r"^(.*) \(([a-z0-9_-]+)\)$")
_checked_for_newer: set[Path] = set()


# --- building records -----------------------------------------------------

def make_record(game: Game, config: GameConfig) -> dict:
    """The record of `game` so far, with the `seats` key that restores the bots' levels."""
    record = to_record(game, [seat.record_name() for seat in config.seats])
    record["seats"] = [{"name": s.name, "kind": s.kind} for s in config.seats]
    return record


def seats_of(record: Record) -> tuple[SeatConfig, ...]:
    """The seats of a validated record: its `seats` key, or else read from the names."""
    raw = record.extra.get("seats")
    if (isinstance(raw, list) and len(raw) == len(record.players)
            and all(isinstance(s, dict) and isinstance(s.get("name"), str)
                    and isinstance(s.get("kind"), str) and s["kind"] for s in raw)):
        return tuple(SeatConfig(s["name"], s["kind"]) for s in raw)
    seats = []
    for name in record.players:  # a record from elsewhere: "Vega (hard)" is a bot
        match = _RECORD_NAME_RE.match(name)
        seats.append(SeatConfig(match[1], match[2]) if match else SeatConfig(name, HUMAN))
    return tuple(seats)


# --- the autosave -----------------------------------------------------------

@dataclass
class ResumeInfo:
    """A saved game, replayed to the exact position where it was left."""

    game: Game
    config: GameConfig
    record: dict
    saved_at: float  # seconds since the epoch (file time)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.config.seats]

    @property
    def turn(self) -> int:
        return len(self.game.history)


def autosave_path() -> Path:
    return paths.data_dir() / AUTOSAVE_NAME


def autosave(record: dict) -> list[Notice]:
    """Write the running game's record (make_record output) over the autosave."""
    path = autosave_path()
    notices = _keep_newer_aside(path)
    return notices + write_json(path, record, "autosave")


def autosave_game(game: Game, config: GameConfig) -> list[Notice]:
    return autosave(make_record(game, config))


def _keep_newer_aside(path: Path) -> list[Notice]:
    """Before the first write of a run: a save from a newer version is renamed, not lost."""
    if path in _checked_for_newer:
        return []
    _checked_for_newer.add(path)
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return []
    if _is_newer(data):
        try:
            quarantine(path, "a save of a newer version", label="newer")
        except OSError as exc:
            log.error("cannot move %s aside: %s", path, exc)
    return []


def _is_newer(data: object) -> bool:
    """A record of a later `astromagie-record/N` than ours (anything else is just broken)."""
    fmt = data.get("format") if isinstance(data, dict) else None
    if not isinstance(fmt, str) or not fmt.startswith(FORMAT_PREFIX):
        return False
    ours = int(FORMAT.removeprefix(FORMAT_PREFIX))
    number = fmt.removeprefix(FORMAT_PREFIX).split(".")[0]
    return number.isdigit() and int(number) > ours


def load_autosave() -> tuple[ResumeInfo | None, list[Notice]]:
    """The saved running game, replayed, or None.

    A broken save is set aside with a notice; a save of a newer format is
    refused with a notice and left where it is. A save of a game that is
    already over goes to the archive and the statistics instead (nothing left
    to resume).
    """
    path = autosave_path()
    data, notices = read_json(path, "files.save_broken")
    if data is None:
        return None, notices
    if _is_newer(data):
        return None, [Notice("files.save_newer", {"file": path.name, "folder": str(path.parent),
                                                  "format": data["format"]})]
    try:
        record = load_record(data)
        game = replay(record).game
    except RecordError as exc:
        return None, set_aside(path, "files.save_broken", str(exc))
    try:
        config = GameConfig(seats_of(record), record.variants)
        saved_at = path.stat().st_mtime
    except (ValueError, OSError) as exc:
        return None, set_aside(path, "files.save_broken", str(exc))
    if game.is_over():
        # The app stopped between the last turn and the results: finish the bookkeeping
        # (statistics never count a game twice, the archive never keeps one twice).
        from .stats import record_game

        notices = archive_finished(data) + record_game(game, config)
        clear_autosave()
        return None, notices
    return ResumeInfo(game, config, data, saved_at), []


def clear_autosave() -> None:
    """Forget the running game (it ended or the player started a new one)."""
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.error("cannot remove the autosave: %s", exc)


# --- finished games ---------------------------------------------------------

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


def _digest(record: dict) -> str:
    key = json.dumps([record.get("first_player"), record.get("deck"),
                      record.get("variants"), record.get("turns")], sort_keys=True)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:10]


def game_key(game: Game) -> str:
    """A short fingerprint of a game (deal and turns): the same game gives the same key."""
    return _digest({"first_player": game.first_player, "deck": list(game.deck),
                    "variants": game.variants.to_record(),
                    "turns": [str(m) for m in game.history]})


def archive_finished(record: dict) -> list[Notice]:
    """Keep a finished game's record (make_record output); the oldest beyond 100 go.

    Archiving the same game twice keeps one copy.
    """
    folder = games_dir()
    digest = _digest(record)
    if folder.is_dir() and any(folder.glob(f"*-{digest}.json")):
        return []
    game_id = f"{_now_stamp()}-{digest}"
    notices = write_json(folder / f"{game_id}.json", record, "archive")
    if not notices:
        _prune(folder)
    return notices


def _now_stamp() -> str:
    """Local time as it starts an archive id, so that ids sort oldest first."""
    return time.strftime("%Y%m%d-%H%M%S")


def _archived_files(folder: Path) -> list[Path]:
    """Archived games, oldest first (ids begin with the time)."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.json") if _ID_RE.match(p.stem))


def _prune(folder: Path) -> None:
    files = _archived_files(folder)
    for old in files[:max(0, len(files) - KEEP_FINISHED)]:
        try:
            old.unlink()
        except OSError as exc:
            log.error("cannot remove old game %s: %s", old, exc)


def list_finished() -> list[FinishedGame]:
    """The kept finished games, newest first. Unreadable files are set aside."""
    out = []
    for path in reversed(_archived_files(games_dir())):
        data, _ = read_json(path, "files.game_broken")
        try:
            record = load_record(data)
        except RecordError as exc:
            if data is not None:
                set_aside(path, "files.game_broken", str(exc))
            continue
        seats = seats_of(record)
        result = record.result or {}
        scores = result.get("scores")
        if not (isinstance(scores, list) and len(scores) == len(seats)
                and all(isinstance(s, int) for s in scores)):
            scores = []
        try:
            finished_at = path.stat().st_mtime
        except OSError:
            finished_at = 0.0
        out.append(FinishedGame(path.stem, tuple(s.name for s in seats),
                                tuple(s.kind for s in seats), tuple(scores),
                                len(record.turns), finished_at))
    return out


def load_finished(game_id: str) -> tuple[Playback | None, list[Notice]]:
    """A finished game to watch again, or None (with a notice if it is broken)."""
    if not _ID_RE.match(game_id):
        return None, []
    path = games_dir() / f"{game_id}.json"
    data, notices = read_json(path, "files.game_broken")
    if data is None:
        return None, notices
    try:
        record = load_record(data)
        game = record.new_game()
        states = [game.clone()]
        for index, move in enumerate(record.turns, 1):
            violation = game.check(move)
            if violation is not None:
                raise RecordError(index, violation.rule, violation.message)
            game.apply(move)
            states.append(game.clone())
        config = GameConfig(seats_of(record), record.variants)
    except (RecordError, ValueError) as exc:
        return None, set_aside(path, "files.game_broken", str(exc))
    return Playback(game_id, record, config, states), []
