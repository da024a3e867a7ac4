"""Zahlenstreifen (the number-strip game): the room's registration, nothing heavy.

The rules (`rules.RULES`), state, records and bots load only when the game
is used. The rule book is the project's `games/zahlenstreifen/RULES.md` (IDs
NS1..NS17; its example games are in `tests/games/zahlenstreifen/examples/`);
records are `strip-record/1`.
"""

from astromagie.host.game import GameInfo
from astromagie.host.registry import register

INFO = register(GameInfo(
    id="zahlenstreifen",
    package="zahlenstreifen",
    record_formats=("strip-record/1",),
    min_players=2,
    max_players=5,
    rules="astromagie.games.zahlenstreifen.rules:RULES",
    view="astromagie.games.zahlenstreifen.view:VIEW",
))
