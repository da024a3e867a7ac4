"""Where the game keeps the player's files: settings, saves, statistics, logs.

The directories come from platformdirs (app name "Astromagie"), so they follow
each system's conventions. Setting ASTROMAGIE_HOME puts all three under one
folder instead; the tests point it at a temporary directory so they never
touch the real user's files, and `scratch_home()` does the same for a while
(`--screenshot` and the smoke test's table: a game of bots that autosaves
must never write over the player's files, not even when it is killed).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import platformdirs

from astromagie.host import registry

APP_NAME = "Astromagie"
HOME_ENV = "ASTROMAGIE_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value) if value else None


def config_dir() -> Path:
    """The folder for settings (not created here: writers create it on demand)."""
    home = _home()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The folder for the autosave, finished games and statistics."""
    home = _home()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """The folder for log files."""
    home = _home()
    if home is not None:
        return home / "logs"
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


LEGACY_GAME = "astromagie"  # the first game keeps its files where they were before the shelf


def game_data_dir(game: str = LEGACY_GAME) -> Path:
    """Where one game's autosave, finished games and statistics live.

    Astromagie's stay where they always were (the data folder itself), so the
    files of older versions are found unchanged; every other game has a folder
    named by its id (`<data>/solar-republic/`).
    """
    return data_dir() if game == LEGACY_GAME else data_dir() / game


def user_folders() -> set[Path]:
    """The folders that are the game's own: only these may be moved aside when a plain file
    stands where one belongs (never a folder above them)."""
    folders = {config_dir(), data_dir(), log_dir()}
    for game in {LEGACY_GAME, *registry.ids()}:
        folders |= {game_data_dir(game), game_data_dir(game) / "games"}
    return folders


@contextlib.contextmanager
def scratch_home() -> Iterator[Path]:
    """Point every user folder at a new temporary folder until the block ends (then remove it)."""
    before = os.environ.get(HOME_ENV)
    scratch = Path(tempfile.mkdtemp(prefix="astromagie-scratch-"))
    os.environ[HOME_ENV] = str(scratch)
    try:
        yield scratch
    finally:
        if before is None:
            os.environ.pop(HOME_ENV, None)
        else:
            os.environ[HOME_ENV] = before
        shutil.rmtree(scratch, ignore_errors=True)
