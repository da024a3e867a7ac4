"""The bookkeeping when a game ends, in one place.

`finish_game` keeps the game in the archive, counts it in the statistics,
and only then forgets the autosave. The results screen calls it (as
`storage.on_game_over`), and so does `load_autosave` when it finds a save of
a game that is already over (the app stopped between the last turn and the
results). Both steps never count a game twice. If the archive or the
statistics could not be written (a full disk), the autosave stays: the game
is finished on a later start instead of being lost.
"""

from __future__ import annotations

from astromagie.gameconfig import GameConfig
from astromagie.games.astromagie.engine import Game

from .archive import archive_finished, is_archived
from .autosave_file import clear_autosave
from .notices import Notice
from .records import make_record
from .stats import is_counted, record_game


def finish_game(game: Game, config: GameConfig, record: dict | None = None) -> list[Notice]:
    """A game just ended: keep it for watching again, count it, drop the autosave."""
    if record is None:
        record = make_record(game, config)
    notices = archive_finished(record)
    notices += record_game(game, config)
    if is_archived(record) and is_counted(game, config):
        clear_autosave()
    return notices
