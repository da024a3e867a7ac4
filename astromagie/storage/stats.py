"""The player's statistics: games played and won per opponent level and seat count.

One bucket per (opponent level, number of seats), seen from the first human
seat: games played, games won (a tie counts as a shared win and is also
counted in `tied`), the best single trick, total points (for the mean) and
tricks taken. Stored as `stats.json` in the data folder; a file that cannot
be read is set aside with a notice and counting starts again from zero. A
file with some entries that make no sense (6.0 points, NaN, more won than
played) keeps the rest: its exact bytes are copied aside first, and the
player is told.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, TypeGuard

from astromagie.gameconfig import HUMAN, GameConfig
from astromagie.games.astromagie.engine import Game

from . import paths
from .jsonfile import load_json, repair, set_aside, write_json
from .notices import Notice, once
from .records import game_key

STATS_VERSION = 1
FILE_NAME = "stats.json"
MIXED = "mixed"  # opponents of different levels
LEVEL_ORDER = ("random", "easy", "medium", "hard", MIXED, HUMAN)
log = logging.getLogger(__name__)


@dataclass
class LevelStats:
    level: str
    seats: int
    played: int = 0
    won: int = 0  # including ties
    tied: int = 0
    best_trick: int = 0
    points: int = 0  # sum of final scores
    tricks: int = 0  # tricks taken

    @property
    def mean_points(self) -> float:
        return self.points / self.played if self.played else 0.0

    @property
    def mean_tricks(self) -> float:
        return self.tricks / self.played if self.played else 0.0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def add(self, other: LevelStats) -> None:
        self.played += other.played
        self.won += other.won
        self.tied += other.tied
        self.best_trick = max(self.best_trick, other.best_trick)
        self.points += other.points
        self.tricks += other.tricks


@dataclass
class Stats:
    buckets: dict[str, LevelStats] = field(default_factory=dict)
    last_game: str | None = None  # key of the last game counted (never count one twice)
    version: int = STATS_VERSION

    def bucket(self, level: str, seats: int) -> LevelStats:
        key = f"{level}/{seats}"
        if key not in self.buckets:
            self.buckets[key] = LevelStats(level, seats)
        return self.buckets[key]

    def rows(self) -> list[LevelStats]:
        """Buckets by level (easy to hard), then by seat count."""
        def order(b: LevelStats) -> tuple:
            rank = LEVEL_ORDER.index(b.level) if b.level in LEVEL_ORDER else len(LEVEL_ORDER)
            return (rank, b.level, b.seats)
        return sorted(self.buckets.values(), key=order)

    def total(self) -> LevelStats:
        total = LevelStats("all", 0)
        for bucket in self.buckets.values():
            total.add(bucket)
        return total

    def to_json(self) -> dict:
        return {"version": self.version, "last_game": self.last_game,
                "buckets": {k: asdict(b) for k, b in self.buckets.items()}}


def stats_path() -> Path:
    return paths.data_dir() / FILE_NAME


def opponent_level(config: GameConfig, seat: int) -> str:
    """The level of everyone but `seat`: one level, or "mixed"."""
    levels = {s.kind for i, s in enumerate(config.seats) if i != seat}
    return levels.pop() if len(levels) == 1 else MIXED


def load_stats() -> tuple[Stats, list[Notice]]:
    """The statistics so far (zero if there are none or they cannot be read) and notices."""
    stats, notices = _load_stats()
    return stats, once(notices)


def _load_stats() -> tuple[Stats, list[Notice]]:
    path = stats_path()
    found, notices = load_json(path, "files.stats_broken")
    if found is None:
        return Stats(), notices
    data = found.data
    if not isinstance(data, dict) or not isinstance(data.get("buckets"), dict):
        return Stats(), set_aside(path, "files.stats_broken", "not a statistics object")
    version = data.get("version")
    if not _is_int(version) or version < 1:
        return Stats(), set_aside(path, "files.stats_broken", f"bad version {version!r:.40}")
    if version > STATS_VERSION:
        return Stats(), set_aside(path, "files.stats_newer", f"version {version!r:.40}")
    stats = Stats()
    last = data.get("last_game")
    stats.last_game = last if isinstance(last, str) else None
    dropped = found.repaired or not (last is None or isinstance(last, str))
    for key, raw in data["buckets"].items():
        bucket = _bucket(raw)
        if bucket is None or key != f"{bucket.level}/{bucket.seats}":
            log.warning("stats: leaving out unreadable entry %.60r", key)
            dropped = True
            continue
        stats.buckets[key] = bucket
    if dropped:
        return stats, repair(path, found.raw, stats.to_json(), "stats", "unreadable entries")
    return stats, []


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _bucket(raw: object) -> LevelStats | None:
    if not isinstance(raw, dict):
        return None
    values: dict[str, Any] = {}
    for f in fields(LevelStats):
        value = raw.get(f.name)
        if f.name == "level":
            if not isinstance(value, str) or not value:
                return None
        elif not _is_int(value) or value < 0:
            return None
        values[f.name] = value
    bucket = LevelStats(**values)
    if bucket.won > bucket.played or bucket.tied > bucket.won or not 2 <= bucket.seats <= 5:
        return None
    return bucket


def save_stats(stats: Stats) -> list[Notice]:
    return write_json(stats_path(), stats.to_json(), "stats")


def record_game(game: Game, config: GameConfig) -> list[Notice]:
    """Count a finished game for the first human seat (once; bots-only games don't count)."""
    if not game.is_over():
        return []
    seat = next((i for i, s in enumerate(config.seats) if s.is_human), None)
    if seat is None or len(config.seats) != game.num_players:
        return []
    stats, notices = load_stats()
    key = game_key(game)
    if stats.last_game == key:
        return notices
    bucket = stats.bucket(opponent_level(config, seat), game.num_players)
    winners = game.winners()
    bucket.played += 1
    if seat in winners:
        bucket.won += 1
        if len(winners) > 1:
            bucket.tied += 1
    mine = [t.points for t in game.tricks if t.winner == seat]
    bucket.tricks += len(mine)
    bucket.best_trick = max([bucket.best_trick, *mine])
    bucket.points += game.scores[seat]
    stats.last_game = key
    return notices + save_stats(stats)


def is_counted(game: Game, config: GameConfig) -> bool:
    """Whether the statistics hold `game` (or it is not one that is counted)."""
    if not any(s.is_human for s in config.seats) or len(config.seats) != game.num_players:
        return True
    stats, _ = _load_stats()
    return stats.last_game == game_key(game)


def reset_stats() -> list[Notice]:
    """Start counting from zero (the statistics scene asks first)."""
    return save_stats(Stats())
