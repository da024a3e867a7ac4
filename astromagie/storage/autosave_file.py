"""Where the running game's autosave lives, and forgetting it.

Its own small module so that the end-of-game bookkeeping (`finish`) and the
autosave itself (`saves`) can both use it without importing each other; and
`same_deal`, whether a saved record is of the same deal as another (the autosave
holds "this" game), which both ask.
"""

from __future__ import annotations

import logging
from pathlib import Path

from . import paths

AUTOSAVE_NAME = "autosave.json"
log = logging.getLogger(__name__)


# record keys that are not the deal: who played, what was played, how it ended
NOT_THE_DEAL = frozenset({"players", "seats", "turns", "result", "undos"})


def same_deal(saved: object, record: dict) -> bool:
    """Whether `saved` (a file's data) is a record of `record`'s deal: the same game,
    whatever was played since (its turns, undos and result are not the deal)."""
    return isinstance(saved, dict) and all(
        saved.get(key) == value for key, value in record.items() if key not in NOT_THE_DEAL)


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
