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


def autosave_path() -> Path:
    return paths.data_dir() / AUTOSAVE_NAME


def clear_autosave() -> None:
    """Forget the running game (it ended or the player started a new one)."""
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.error("cannot remove the autosave: %s", exc)
