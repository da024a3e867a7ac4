"""The Solar Republic, the trick-less book game of the planets and their moons: its room.

`cards.py` is the deck, `moves.py` the record notation, `state.py` the rules
(SR1-SR16 of RULES.md), `record.py` the records and their replay, `policy.py`
the bots' judgement and `rules.py` the `GameRules` the host uses. This module
only registers the game; nothing here is imported before the game is used.
"""

from astromagie.host.game import GameInfo
from astromagie.host.registry import register

INFO = register(GameInfo(
    id="solar-republic",
    package="solar_republic",
    record_formats=("solar-republic-record/1",),
    min_players=2,
    max_players=4,
    rules="astromagie.games.solar_republic.rules:RULES",
    view="astromagie.games.solar_republic.view:VIEW",  # its table: the kit's
))
