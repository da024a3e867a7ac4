"""Monad, Sid Sackson's climbing card game: its room on the shelf.

`cards.py` holds the card model (MO1), `moves.py` the move notation, `state.py`
the rules of play (MO2-MO22), `record.py` the `monad-record/1` records and the
replay, `policy.py` the bots' judgement and `rules.py` the `GameRules` the host
uses. This module only registers the game; nothing here is imported before the
game is used.
"""

from astromagie.host.game import GameInfo
from astromagie.host.registry import register

INFO = register(GameInfo(
    id="monad",
    package="monad",
    record_formats=("monad-record/1",),
    min_players=2,
    max_players=4,
    rules="astromagie.games.monad.rules:RULES",
))
