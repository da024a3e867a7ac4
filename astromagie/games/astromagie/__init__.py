"""Astromagie, the astrology row game: its room on the shelf.

`engine/` holds the rules (RULES.md, RECORD.md), `heuristic.py` and `policy.py`
the bots' knowledge, `rules.py` the `GameRules` the host uses. This module
only registers the game; nothing here is imported before the game is used.
"""

from astromagie.host.game import GameInfo
from astromagie.host.registry import register

INFO = register(GameInfo(
    id="astromagie",
    package="astromagie",
    record_formats=("astromagie-record/1",),
    min_players=2,
    max_players=5,
    rules="astromagie.games.astromagie.rules:RULES",
    options=("modern_rulers", "target_score"),
    view="astromagie.games.astromagie.view:VIEW",
))
