"""The shelf: every registered game, found without naming one (PySolFC's registerGame).

A game's package under `astromagie/games/` calls `register(GameInfo(...))` when
imported. `shelf()` imports each package of `astromagie.games` once (they are
light: the info only) and returns the games in a stable order; `rules(id)`
imports a game's rules when it is first used and caches them.

A package that fails to import is left off the shelf, logged once and listed
by `broken()` (its folder and the error), so the other games and every command
keep working; the UI tells the player through a storage notice and `astromagie games`
on the terminal. Two games that read the same record format cannot share the shelf:
the second to register is refused, and its error names both.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
from functools import cache
from pathlib import Path
from typing import Any

from .game import GameInfo, GameRules, RecordError

DEFAULT_GAME = "astromagie"  # the game picked when none is named (command line, old files)

log = logging.getLogger(__name__)

_REGISTERED: dict[str, GameInfo] = {}
_BROKEN: dict[str, str] = {}  # folder of a package that failed to import -> why
_ORDER = ("astromagie", "solar-republic", "monad", "zahlenstreifen")  # the shelf's order


class UnknownGame(KeyError):
    """No game of the shelf has this id or record format."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown game"


def register(info: GameInfo) -> GameInfo:
    """Put a game on the shelf; a second game with the same id or record format is refused."""
    known = _REGISTERED.get(info.id)
    if known is not None:
        if known == info:
            return info
        raise ValueError(f"two games registered with the id {info.id!r}")
    for other in _REGISTERED.values():
        clash = set(other.record_formats) & set(info.record_formats)
        if clash:
            raise ValueError(f"{info.id} and {other.id} both read {sorted(clash)[0]} "
                             "(a record format belongs to one game)")
    if not info.min_players <= info.max_players:
        raise ValueError(f"{info.id}: seat range {info.min_players}..{info.max_players}")
    _REGISTERED[info.id] = info
    return info


def unregister(game_id: str) -> None:
    """Take a game off the shelf again (tests that put a made-up game on it)."""
    _REGISTERED.pop(game_id, None)
    rules.cache_clear()
    _load.cache_clear()


@cache
def _discover() -> None:
    games = importlib.import_module("astromagie.games")
    _BROKEN.clear()
    for module in sorted(pkgutil.iter_modules(games.__path__), key=lambda m: m.name):
        if not module.ispkg:
            continue
        before = set(_REGISTERED)
        try:
            importlib.import_module(f"{games.__name__}.{module.name}")
        except Exception as exc:  # any defect of one game must not take the others down
            for half_registered in set(_REGISTERED) - before:
                del _REGISTERED[half_registered]
            folder = str(Path(getattr(module.module_finder, "path", "")) / module.name)
            _BROKEN[folder] = " ".join(f"{type(exc).__name__}: {exc}"[:300].split())
            # the message only: a traceback must never reach a player's terminal
            log.error("the game folder %s cannot be loaded and is left off the shelf: %s",
                      folder, _BROKEN[folder])


def broken() -> dict[str, str]:
    """The game folders that failed to load (folder -> the error), after discovery."""
    _discover()
    return dict(_BROKEN)


def shelf() -> list[GameInfo]:
    """Every registered game: the known ones in the shelf's order, then others by id."""
    _discover()
    rank = {gid: i for i, gid in enumerate(_ORDER)}
    return sorted(_REGISTERED.values(), key=lambda g: (rank.get(g.id, len(rank)), g.id))


def ids() -> list[str]:
    return [info.id for info in shelf()]


def info(game_id: str) -> GameInfo:
    _discover()
    try:
        return _REGISTERED[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r} (known: {', '.join(ids())})") from None


@cache
def rules(game_id: str) -> GameRules:
    """The game's rules, imported on first use."""
    module_name, _, attribute = info(game_id).rules.partition(":")
    found: GameRules = getattr(importlib.import_module(module_name), attribute)
    return found


def has_view(game_id: str) -> bool:
    """Whether the game can be played at a table (its view exists), not only headless."""
    return bool(info(game_id).view)


def has_rule_book(game_id: str) -> bool:
    """Whether the game has a rules screen (route "rules"): its rule book."""
    return bool(info(game_id).rule_book)


def playable() -> list[str]:
    """The games a person can sit down to, in shelf order: every game with a table view."""
    return [g for g in ids() if has_view(g)]


def view(game_id: str) -> Any:
    """The game's table view (`astromagie.kit.view.GameView`), imported on first use.

    Only the UI asks for it: a view imports pygame, the rules never do.
    """
    return _load(info(game_id).view, game_id)


@cache
def _load(target: str, game_id: str) -> Any:
    if not target:
        raise UnknownGame(f"{game_id} has no table yet")
    module_name, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def record_formats() -> list[str]:
    """Every record format the shelf's games read, in shelf order."""
    return [fmt for game in shelf() for fmt in game.record_formats]


def game_of_format(record_format: object) -> GameInfo:
    """The game whose records carry this `format` (exact, or a later version of its prefix)."""
    if not isinstance(record_format, str):
        raise UnknownGame("the record has no format")
    for game in shelf():
        if record_format in game.record_formats:
            return game
    for game in shelf():
        prefixes = {f.rsplit("/", 1)[0] + "/" for f in game.record_formats}
        if any(record_format.startswith(p) for p in prefixes):
            return game
    raise UnknownGame(f"no game reads records of format {record_format[:40]!r}")


def game_of_record(data: object) -> GameInfo:
    """The game a record's `format` names; RecordError naming the format found and the
    formats this program reads when no game of the shelf reads it."""
    if not isinstance(data, dict):
        raise RecordError(0, "FORMAT", "a record is a JSON object")
    fmt = data.get("format")
    try:
        return game_of_format(fmt)
    except UnknownGame:
        found = f"the format {fmt[:40]!r}" if isinstance(fmt, str) else "no 'format'"
        raise RecordError(0, "FORMAT", f"the record has {found}; this program reads "
                          f"{', '.join(record_formats())}") from None
