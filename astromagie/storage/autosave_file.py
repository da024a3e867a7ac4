"""Where the running game's autosave lives, and forgetting it.

Its own small module so that the end-of-game bookkeeping (`finish`) and the
autosave itself (`saves`) can both use it without importing each other.
"""

from __future__ import annotations

import logging
from pathlib import Path

from . import paths

AUTOSAVE_NAME = "autosave.json"
log = logging.getLogger(__name__)


def autosave_path(game: str = paths.LEGACY_GAME) -> Path:
    return paths.game_data_dir(game) / AUTOSAVE_NAME


def has_autosave(game: str = paths.LEGACY_GAME) -> bool:
    """Whether an unfinished game of `game` is saved (False where the folder cannot be
    read: loading the save tells the player about it)."""
    try:
        return autosave_path(game).exists()
    except OSError:
        return False


def clear_autosave(game: str = paths.LEGACY_GAME) -> None:
    """Forget the running game (it ended or the player started a new one)."""
    try:
        autosave_path(game).unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.error("cannot remove the autosave: %s", exc)
