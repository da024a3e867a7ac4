"""The player's files: settings, the autosave, finished games and statistics.

Everything lives in the user's folders (`paths`; ASTROMAGIE_HOME moves all of
them, for tests). Every file is written atomically; a file that cannot be
read is moved aside, never overwritten, and the caller gets `Notice`s (a tr
key plus parameters) to show the player once. Nothing here imports pygame.

    settings, notices = load_settings();  save_settings(settings)
    autosave_game(game, config)                  # after every turn
    info, notices = load_autosave()              # title: Resume (info.game, info.config)
    notices = on_game_over(game, config)         # archive + statistics + clear the autosave
    list_finished(); load_finished(id)           # watch again: playback.game_at(n)
    stats, notices = load_stats(); reset_stats()
"""

from __future__ import annotations

from astromagie.engine import Game
from astromagie.gameconfig import GameConfig

from .notices import Notice
from .saves import (
    FinishedGame,
    Playback,
    ResumeInfo,
    archive_finished,
    autosave,
    autosave_game,
    clear_autosave,
    list_finished,
    load_autosave,
    load_finished,
    make_record,
)
from .settings import Settings, load_settings, save_settings
from .smoke import smoke_check
from .stats import LevelStats, Stats, load_stats, record_game, reset_stats

__all__ = [
    "FinishedGame", "LevelStats", "Notice", "Playback", "ResumeInfo", "Settings", "Stats",
    "archive_finished", "autosave", "autosave_game", "clear_autosave", "list_finished",
    "load_autosave", "load_finished", "load_settings", "load_stats", "make_record",
    "on_game_over", "record_game", "reset_stats", "save_settings", "smoke_check",
]


def on_game_over(game: Game, config: GameConfig) -> list[Notice]:
    """A game just ended: keep it for watching again, count it, drop the autosave."""
    notices = archive_finished(make_record(game, config))
    notices += record_game(game, config)
    clear_autosave()
    return notices
