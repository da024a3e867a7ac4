"""Astromagie, the astrology row game: its room on the shelf.

`engine/` holds the rules (the rule book and the record format, `rules.md` and
`record-format.md`, are in docs/games/astromagie/), `heuristic.py` and `policy.py`
the bots' knowledge, `rules.py` the `GameRules` the host uses. This module
only registers the game; nothing here is imported before the game is used.
"""

from astromagie.host.game import GameInfo
from astromagie.host.options import OptionSpec
from astromagie.host.registry import register

INFO = register(GameInfo(
    id="astromagie",
    package="astromagie",
    record_formats=("astromagie-record/1",),
    min_players=2,
    max_players=5,
    rules="astromagie.games.astromagie.rules:RULES",
    options=(
        # V1 and V2 (rules.md), both off unless chosen; the names are the record's
        OptionSpec("modern_rulers", "bool", False, words="setup.modern_rulers"),
        OptionSpec("target_score", "int", None, words="setup.target_score",
                   value_words="setup.target_points", low=10, high=300, step=10,
                   suggested=50),
    ),
    view="astromagie.games.astromagie.view:VIEW",
))
