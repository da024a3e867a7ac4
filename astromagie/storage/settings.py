"""The player's settings: language, last seats and variants, speed, sound, window.

Stored as readable JSON (`settings.json`) in the config folder, written
atomically. A file that cannot be read at all (bad syntax, not an object, a
newer version) is set aside and the defaults are used, with one notice for
the player. A single field with a bad value (or a field this version does not
know) falls back to its default and the rest of the file is kept (in `games`,
one game's bad seats or options fall back alone: every other game keeps its
own); the exact old bytes are copied aside first, and the player is told. A window larger
than any screen is cut to MAX_WINDOW here; the app fits it to the desktop.

Several windows may share one profile: each remembers the settings as it read
or last wrote them, and `save_settings` writes only what this window changed
(a field; for `games`, one game's seats or options), merged into the file as
it is now, read and written under its lock (`filelock.locked`). A window that
closes later never writes its stale settings over another's.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.options import chosen_options
from astromagie.i18n import LANGUAGES

from . import paths
from .filelock import locked
from .jsonfile import load_json, repair, set_aside, write_json
from .notices import Notice, once

SETTINGS_VERSION = 1
MIN_WINDOW = 200
MAX_WINDOW = (7680, 4320)  # the largest screens sold; the app fits it to the real desktop
FILE_NAME = "settings.json"
log = logging.getLogger(__name__)


def _default_seats() -> list[dict]:
    return [{"name": s.name, "kind": s.kind} for s in GameConfig.default().seats]


@dataclass
class Settings:
    version: int = SETTINGS_VERSION
    language: str | None = None  # None: follow the system language
    seats: list[dict] = field(default_factory=_default_seats)  # [{"name", "kind"}]
    animation_speed: float = 1.0  # 1.0 normal, 2.0 twice as fast
    animations: bool = True  # False: cards land at once, nothing flies (the speed is kept)
    sound: bool = True
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    variants: dict = field(default_factory=dict)  # as in a record: {"modern_rulers": true}
    # The shelf: the game chosen last, and each other game's seats and options
    # ({"solar-republic": {"seats": [...], "options": {...}}}). Astromagie's seats and
    # variants stay in the two fields above, where older versions keep them.
    game: str | None = None
    games: dict = field(default_factory=dict)

    # --- convenience for the setup screen -------------------------------

    def chosen_game(self) -> str:
        """The game chosen last, if it is on the shelf; else the first game."""
        ids = registry.ids()
        return self.game if self.game in ids else ids[0]

    def seat_configs(self, game: str = registry.DEFAULT_GAME) -> tuple[SeatConfig, ...]:
        """The seats last set up for `game` (the default seats where they would not fit)."""
        seats = self.seats if game == registry.DEFAULT_GAME else (
            self.games.get(game, {}).get("seats") or [])
        configs = tuple(SeatConfig(s["name"], s["kind"]) for s in seats)
        if len(configs) in registry.info(game).players:
            return configs
        default = GameConfig.default().seats
        return default[:registry.info(game).max_players]

    def set_seats(self, seats: tuple[SeatConfig, ...] | list[SeatConfig],
                  game: str = registry.DEFAULT_GAME) -> None:
        plain = [{"name": s.name, "kind": s.kind} for s in seats]
        if game == registry.DEFAULT_GAME:
            self.seats = plain
        else:
            self.games.setdefault(game, {})["seats"] = plain

    def options(self, game: str = registry.DEFAULT_GAME) -> dict[str, object]:
        """The options (variants) last chosen for `game`, as its records write them: only
        the game's own options (`GameInfo.options`) with valid values other than the default,
        so a file from another version never starts a game it cannot play."""
        stored = self.variants if game == registry.DEFAULT_GAME else (
            self.games.get(game, {}).get("options") or {})
        return chosen_options(registry.info(game).options, stored)

    def set_options(self, options: dict[str, object],
                    game: str = registry.DEFAULT_GAME) -> None:
        if game == registry.DEFAULT_GAME:
            self.variants = {k: v for k, v in options.items() if v not in (None, False)}
        else:
            self.games.setdefault(game, {})["options"] = dict(options)

    def game_config(self, seed: int | None = None,
                    game: str = registry.DEFAULT_GAME) -> GameConfig:
        return GameConfig(self.seat_configs(game), self.options(game), seed, game=game)

    def to_json(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


def settings_path() -> Path:
    return paths.config_dir() / FILE_NAME


def load_settings() -> tuple[Settings, list[Notice]]:
    """The saved settings (defaults if there are none or they cannot be read)."""
    settings, notices = _load()
    _remember(settings, settings.to_json())
    return settings, once(notices)


_BASE = "_as_read"  # the settings as this window read or last wrote them (not a field)


def _remember(settings: Settings, data: dict) -> None:
    object.__setattr__(settings, _BASE, data)


def _changed(base: dict, now: dict) -> list[tuple[str, ...]]:
    """Where `now` differs from `base`: a field, or one game's seats or options."""
    out: list[tuple[str, ...]] = []
    for name in now.keys() | base.keys():
        if name == "games":
            old, new = base.get(name) or {}, now.get(name) or {}
            for game in old.keys() | new.keys():
                for part in (old.get(game) or {}).keys() | (new.get(game) or {}).keys():
                    if (old.get(game) or {}).get(part) != (new.get(game) or {}).get(part):
                        out.append((name, game, part))
        elif base.get(name) != now.get(name):
            out.append((name,))
    return out


def _merged(found: dict, now: dict, changes: list[tuple[str, ...]]) -> dict:
    """The settings on disk (`found`) with this window's `changes` from `now` put in."""
    merged = dict(found)
    for change in changes:
        if len(change) == 1:
            merged[change[0]] = now[change[0]]
            continue
        _, game, part = change
        games = merged["games"] = {g: dict(e) for g, e in (merged.get("games") or {}).items()}
        entry = (now.get("games") or {}).get(game) or {}
        if part in entry:
            games.setdefault(game, {})[part] = entry[part]
        else:
            games.get(game, {}).pop(part, None)
    return merged


def _load() -> tuple[Settings, list[Notice]]:
    path = settings_path()
    found, notices = load_json(path, "files.settings_broken")
    if found is None:
        return Settings(), notices
    data = found.data
    if not isinstance(data, dict):
        return Settings(), set_aside(path, "files.settings_broken", "not a JSON object")
    version = data.get("version", SETTINGS_VERSION)
    if not _is_int(version) or version < 1:
        return Settings(), set_aside(path, "files.settings_broken", f"bad version {version!r:.40}")
    if version > SETTINGS_VERSION:
        return Settings(), set_aside(path, "files.settings_newer", f"version {version!r:.40}")
    settings, understood = _from_json(data)
    if found.repaired or not understood:
        return settings, repair(path, found.raw, settings.to_json(), "settings",
                                "fields that could not be used")
    return settings, []


def save_settings(settings: Settings) -> list[Notice]:
    """Write what changed in `settings` since it was read, merged under the file's lock
    into what other windows wrote meanwhile; `settings` then holds the merged whole.
    Returns a notice (once per run) if the disk refuses. Settings made in code, never
    read from the file, are written whole."""
    now = settings.to_json()
    base = getattr(settings, _BASE, None)
    with locked(settings_path()):
        if base is None:
            merged = now
            notices: list[Notice] = []
        else:
            found, notices = _load()
            merged = _merged(found.to_json(), now, _changed(base, now))
        notices += write_json(settings_path(), merged, "settings")
    fresh, _ = _from_json(merged)
    for name in (f.name for f in fields(Settings)):
        setattr(settings, name, getattr(fresh, name))
    _remember(settings, merged)
    return once(notices)


def _from_json(data: dict) -> tuple[Settings, bool]:
    """The settings in `data`, and whether every field was understood as it is."""
    settings = Settings()
    understood = True
    known = {f.name for f in fields(Settings)} - {"version"}
    for name in data:
        if name not in known and name != "version":
            log.warning("settings: unknown field %.60r", name)
            understood = False
    for name in known:
        if name not in data:
            continue
        value = _VALIDATORS[name](data[name])
        if value is _BAD:
            log.warning("settings: bad %s %.60r, using the default", name, data[name])
            understood = False
            continue
        if name == "window_size" and isinstance(value, tuple) and list(value) != data[name]:
            understood = False  # cut to MAX_WINDOW
        if name in _PARTS_FALL_BACK and value != data[name]:
            understood = False  # a part of it fell back
        setattr(settings, name, value)
    return settings, understood


_BAD = object()
# fields whose parts fall back one by one (their validator leaves out only the bad part)
_PARTS_FALL_BACK = {"games"}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _language(value: object) -> object:
    if value is None or (isinstance(value, str) and value in LANGUAGES):
        return value
    return _BAD


def _seats(value: object) -> object:
    if not isinstance(value, list) or not 2 <= len(value) <= 5:
        return _BAD
    seats = []
    for seat in value:
        if not isinstance(seat, dict):
            return _BAD
        name, kind = seat.get("name"), seat.get("kind")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            return _BAD
        if not isinstance(kind, str) or not kind:
            return _BAD
        seats.append({"name": name, "kind": kind})
    return seats


def _speed(value: object) -> object:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return _BAD
    return float(value) if 0.1 <= value <= 10 else _BAD


def _bool(value: object) -> object:
    return value if isinstance(value, bool) else _BAD


def _window(value: object) -> object:
    if (isinstance(value, list) and len(value) == 2 and all(_is_int(v) for v in value)
            and all(v >= MIN_WINDOW for v in value)):
        return (min(value[0], MAX_WINDOW[0]), min(value[1], MAX_WINDOW[1]))
    return _BAD


def fit_window(size: tuple[int, int], desktop: tuple[int, int] | None,
               minimum: tuple[int, int] = (MIN_WINDOW, MIN_WINDOW)) -> tuple[int, int]:
    """`size` no larger than the desktop (when known) and no smaller than `minimum`."""
    w, h = size
    if desktop and desktop[0] > 0 and desktop[1] > 0:
        w, h = min(w, desktop[0]), min(h, desktop[1])
    return max(w, minimum[0]), max(h, minimum[1])


def _variants(value: object) -> object:
    if not isinstance(value, dict):
        return _BAD
    out: dict = {}
    modern = value.get("modern_rulers", False)
    target = value.get("target_score")
    if not isinstance(modern, bool) or (target is not None
                                        and (not _is_int(target) or target < 1)):
        return _BAD
    if modern:
        out["modern_rulers"] = True
    if target is not None:
        out["target_score"] = target
    return out


def _game(value: object) -> object:
    # a game this version does not have is kept (a newer version may), but not chosen
    return value if value is None or (isinstance(value, str) and len(value) <= 40) else _BAD


def _games(value: object) -> object:
    """Per-game seats and options. Only what cannot be read falls back: one game's bad
    seats or options (or a part this version does not know) are left out of that game
    alone, and every other game keeps its own (`_from_json` sees the difference)."""
    if not isinstance(value, dict):
        return _BAD
    out: dict = {}
    for game, entry in value.items():
        if not isinstance(entry, dict):
            log.warning("settings: leaving out the unreadable entry of game %.60r", game)
            continue
        kept: dict = {}
        seats = _seats(entry.get("seats"))
        if seats is not _BAD:
            kept["seats"] = seats
        options = entry.get("options")
        if isinstance(options, dict) and all(isinstance(k, str) for k in options):
            kept["options"] = options
        if len(kept) != len(entry):
            log.warning("settings: leaving out what cannot be read of game %.60r", game)
        out[game] = kept
    return out


_VALIDATORS = {
    "language": _language,
    "seats": _seats,
    "animation_speed": _speed,
    "animations": _bool,
    "sound": _bool,
    "window_size": _window,
    "fullscreen": _bool,
    "variants": _variants,
    "game": _game,
    "games": _games,
}
