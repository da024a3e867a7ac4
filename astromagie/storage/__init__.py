"""The player's files: settings, the autosave, finished games and statistics.

Everything lives in the user's folders (`paths`; ASTROMAGIE_HOME moves all of
them, for tests; `paths.scratch_home()` for a game of bots that must not touch
them). Three rules hold for every file (issue 15):

- one safe reader (`userfile`): only a regular file, at most 1 MB, UTF-8 JSON
  of bounded nesting, every string made encodable and drawable;
- set aside before writing (`jsonfile`): a file that cannot be used is moved
  aside (`.broken-STAMP`) at once, a file only partly understood is copied
  aside byte for byte before the understood part is written back, and
  anything that is not a regular file where one belongs is moved aside first;
  every write is atomic and never goes through a link;
- a notice is told once (`notices.once`): the caller gets `Notice`s (a tr key
  plus parameters, long values cut) and the same one never comes back in a run.

Nothing here imports pygame.

    settings, notices = load_settings();  save_settings(settings)
    autosave_game(game, config)                  # after every turn
    info, notices = load_autosave()              # title: Resume (info.game, info.config)
    notices = on_game_over(game, config)         # archive + statistics + clear the autosave
    games, notices = scan_finished()             # or list_finished(); load_finished(id)
    stats, notices = load_stats(); reset_stats()
"""

from __future__ import annotations

from .archive import (
    FinishedGame,
    Playback,
    archive_finished,
    list_finished,
    load_finished,
    scan_finished,
)
from .autosave_file import clear_autosave
from .finish import finish_game
from .notices import Notice
from .records import make_record
from .saves import ResumeInfo, autosave, autosave_game, load_autosave
from .settings import Settings, load_settings, save_settings
from .smoke import smoke_check
from .stats import LevelStats, Stats, load_stats, record_game, reset_stats

__all__ = [
    "FinishedGame", "LevelStats", "Notice", "Playback", "ResumeInfo", "Settings", "Stats",
    "archive_finished", "autosave", "autosave_game", "clear_autosave", "list_finished",
    "load_autosave", "load_finished", "load_settings", "load_stats", "make_record",
    "on_game_over", "record_game", "reset_stats", "save_settings", "scan_finished",
    "smoke_check",
]

on_game_over = finish_game  # the results screen's name for it
