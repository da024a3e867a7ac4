"""The bookkeeping when a game ends, in one place.

`finish_game` keeps the game in the archive, counts it in the statistics,
and only then forgets the autosave. The results screen calls it (as
`storage.on_game_over`), and so does `load_autosave` when it finds a save of
a game that is already over (the app stopped between the last turn and the
results). Both steps never count a game twice. If the archive or the
statistics could not be written (a full disk), the autosave stays: the game
is finished on a later start instead of being lost. The autosave is forgotten
only when it holds this game: with two instances open, it may hold the other
one's game in progress.
"""

from __future__ import annotations

from astromagie.gameconfig import GameConfig
from astromagie.host.game import GameState

from .archive import archive_finished, is_archived
from .autosave_file import autosave_path, clear_autosave, same_deal
from .notices import Notice
from .records import make_record
from .stats import is_counted, record_game
from .userfile import UserFileError, read_user_json


def finish_game(game: GameState, config: GameConfig, record: dict | None = None) -> list[Notice]:
    """A game just ended: keep it for watching again, count it, drop the autosave."""
    if record is None:
        record = make_record(game, config)
    notices = archive_finished(record)
    notices += record_game(game, config)
    if is_archived(record) and is_counted(game, config) and _autosave_holds(record, config.game):
        clear_autosave(config.game)
    return notices


def _autosave_holds(record: dict, game: str) -> bool:
    """Whether the autosave is of `record`'s game (the same deal), or there is none.

    A broken autosave is not ours to remove: loading it sets it aside and says so.
    """
    try:
        found = read_user_json(autosave_path(game))
    except UserFileError:
        return False
    if found is None:
        return True
    return same_deal(found.data, record)
