"""Where the game keeps the player's files: settings, saves, statistics, logs.

The directories come from platformdirs (app name "Astromagie"), so they follow
each system's conventions. Setting ASTROMAGIE_HOME puts all three under one
folder instead; the tests point it at a temporary directory so they never
touch the real user's files.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

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
