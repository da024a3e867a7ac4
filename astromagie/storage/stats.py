"""The player's statistics: games played and won per opponent level and seat count.

One bucket per (opponent level, number of seats), seen from the first human
seat: games played, games won (a tie counts as a shared win and is also
counted in `tied`), total points (for the mean), and what the game's rules
count besides (`GameRules.stat_fields`: Astromagie's tricks taken and best
trick; a field named `best_...` keeps the highest, the others add up; fields
the bucket has no column for are kept in its `extra`). Each game has its own `stats.json`
in its folder (`paths.game_data_dir`); a file that cannot
be read is set aside with a notice and counting starts again from zero. A
file with some entries that make no sense (6.0 points, NaN, more won than
played, a count beyond MAX_FIGURE) keeps the rest: its exact bytes are copied
aside first, and the player is told.

Several instances of the game may finish games at the same moment: counting one
(read, add, write) holds the file's lock (`filelock.locked`), so no game is lost,
and the keys of the last COUNTED_KEEP games counted are kept, so that none is
counted twice, whichever instance finishes it (or finishes it again from its
autosave).
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, TypeGuard

from astromagie.gameconfig import HUMAN, GameConfig
from astromagie.host import registry
from astromagie.host.game import GameState

from . import paths
from .filelock import locked
from .jsonfile import load_json, repair, set_aside, write_json
from .notices import Notice, once
from .paths import LEGACY_GAME
from .records import game_key

STATS_VERSION = 1
FILE_NAME = "stats.json"
MIXED = "mixed"  # opponents of different levels
LEVEL_ORDER = ("random", "easy", "medium", "hard", MIXED, HUMAN)
GAME_COLUMNS = ("best_trick", "tricks")  # fields the file keeps by name (Astromagie's, of old)
# the largest figure a bucket may hold: more games or points than anyone plays; a file
# with hundreds of digits is set aside (a screen that divides it would overflow a float)
MAX_FIGURE = 10**12
COUNTED_KEEP = 200  # keys of the games counted last (a game finished twice counts once)
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
    undone: int = 0  # games in which a turn was taken back (files of older versions: 0)
    extra: dict[str, int] = field(default_factory=dict)  # a game's other fields

    def figure(self, name: str) -> int:
        """The bucket's figure of a game's statistics field (0: never counted)."""
        return int(getattr(self, name)) if name in GAME_COLUMNS else self.extra.get(name, 0)

    def count(self, name: str, value: int) -> None:
        """Add a game's statistics field: `best_...` keeps the highest, the rest add up."""
        now = self.figure(name)
        now = max(now, value) if name.startswith("best_") else now + value
        if name in GAME_COLUMNS:
            setattr(self, name, now)
        else:
            self.extra[name] = now

    @property
    def mean_points(self) -> float:
        return self.points / self.played if self.played else 0.0

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
        self.undone += other.undone
        for name, value in other.extra.items():
            self.count(name, value)


@dataclass
class Stats:
    buckets: dict[str, LevelStats] = field(default_factory=dict)
    # keys of the games counted last, oldest first (never count one twice)
    counted: list[str] = field(default_factory=list)
    version: int = STATS_VERSION

    @property
    def last_game(self) -> str | None:
        """The key of the game counted last (kept in the file for older versions)."""
        return self.counted[-1] if self.counted else None

    def mark_counted(self, key: str) -> None:
        self.counted = [k for k in self.counted if k != key][-(COUNTED_KEEP - 1):] + [key]

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
                "counted": list(self.counted),
                "buckets": {k: asdict(b) for k, b in self.buckets.items()}}


def stats_path(game: str = LEGACY_GAME) -> Path:
    return paths.game_data_dir(game) / FILE_NAME


def opponent_level(config: GameConfig, seat: int) -> str:
    """The level of everyone but `seat`: one level, or "mixed"."""
    levels = {s.kind for i, s in enumerate(config.seats) if i != seat}
    return levels.pop() if len(levels) == 1 else MIXED


def load_stats(game: str = LEGACY_GAME) -> tuple[Stats, list[Notice]]:
    """The statistics so far (zero if there are none or they cannot be read) and notices."""
    stats, notices = _load_stats(game)
    return stats, once(notices)


def _load_stats(game: str = LEGACY_GAME) -> tuple[Stats, list[Notice]]:
    path = stats_path(game)
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
    counted = data.get("counted", [])
    good = isinstance(counted, list) and all(isinstance(k, str) for k in counted)
    stats.counted = list(counted[-COUNTED_KEEP:]) if good else []
    if isinstance(last, str) and last not in stats.counted:  # written by an older version
        stats.mark_counted(last)
    dropped = found.repaired or not good or not (last is None or isinstance(last, str))
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


_ADDED_LATER = {"undone"}  # counters a file of an older version does not have yet
# The sum of final scores: below zero in games that count cards against you (The Solar
# Republic's hand, Zahlenstreifen's minus points).
_MAY_BE_NEGATIVE = {"points"}


def _bucket(raw: object) -> LevelStats | None:
    if not isinstance(raw, dict):
        return None
    values: dict[str, Any] = {}
    extra = raw.get("extra", {})
    if not isinstance(extra, dict) or not all(
            isinstance(k, str) and _is_int(v) and abs(v) <= MAX_FIGURE
            for k, v in extra.items()):
        return None
    for f in fields(LevelStats):
        if f.name == "extra":
            values[f.name] = dict(extra)
            continue
        value = raw.get(f.name, 0 if f.name in _ADDED_LATER else None)
        if f.name == "level":
            if not isinstance(value, str) or not value:
                return None
        elif not _is_int(value) or (value < 0 and f.name not in _MAY_BE_NEGATIVE) \
                or abs(value) > MAX_FIGURE:
            return None
        values[f.name] = value
    bucket = LevelStats(**values)
    if bucket.won > bucket.played or bucket.tied > bucket.won or not 2 <= bucket.seats <= 5:
        return None
    return bucket


def save_stats(stats: Stats, game: str = LEGACY_GAME) -> list[Notice]:
    return write_json(stats_path(game), stats.to_json(), "stats")


def record_game(game: GameState, config: GameConfig) -> list[Notice]:
    """Count a finished game for the first human seat (once; bots-only games don't count)."""
    if not game.is_over():
        return []
    seat = next((i for i, s in enumerate(config.seats) if s.is_human), None)
    if seat is None or len(config.seats) != game.num_players:
        return []
    with locked(stats_path(config.game)):  # read, add and write as one step: others wait
        return _count(game, config, seat)


def _count(game: GameState, config: GameConfig, seat: int) -> list[Notice]:
    stats, notices = load_stats(config.game)
    key = game_key(game)
    if key in stats.counted:
        return notices
    bucket = stats.bucket(opponent_level(config, seat), game.num_players)
    winners = game.winners()
    bucket.played += 1
    if seat in winners:
        bucket.won += 1
        if len(winners) > 1:
            bucket.tied += 1
    for name, value in registry.rules(config.game).stat_fields(game, seat).items():
        bucket.count(name, value)
    bucket.points += game.scores[seat]
    if config.undos:
        bucket.undone += 1
    stats.mark_counted(key)
    return notices + save_stats(stats, config.game)


def new_bests(game: GameState, config: GameConfig) -> tuple[dict[str, int], list[Notice]]:
    """The first person's `best_...` figures of the finished `game` (as its rules'
    `stat_fields` count them) that beat every game of theirs the statistics hold, by field:
    a personal best, which the results celebrate; and what reading the statistics has to
    tell the player (a file set aside).

    Asked before the game is counted; a game already counted, a first game (nothing to
    beat), a game without a person and a game whose rules count no best say nothing."""
    seat = next((i for i, s in enumerate(config.seats) if s.is_human), None)
    if seat is None or len(config.seats) != game.num_players or not game.is_over():
        return {}, []
    bests = {name: value for name, value in
             registry.rules(config.game).stat_fields(game, seat).items()
             if name.startswith("best_") and value > 0}
    if not bests:
        return {}, []
    stats, notices = load_stats(config.game)
    buckets = [b for b in stats.buckets.values() if b.played]
    if not buckets or game_key(game) in stats.counted:
        return {}, notices
    return {name: value for name, value in bests.items()
            if value > max(b.figure(name) for b in buckets)}, notices


def is_counted(game: GameState, config: GameConfig) -> bool:
    """Whether the statistics hold `game` (or it is not one that is counted)."""
    if not any(s.is_human for s in config.seats) or len(config.seats) != game.num_players:
        return True
    stats, _ = _load_stats(config.game)
    return game_key(game) in stats.counted


def reset_stats(game: str = LEGACY_GAME) -> list[Notice]:
    """Start counting from zero (the statistics scene asks first)."""
    with locked(stats_path(game)):
        return save_stats(Stats(), game)
