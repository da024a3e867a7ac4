"""Monad, Sid Sackson's climbing card game: its room on the shelf.

`cards.py` holds the card model (MO1), `moves.py` the move notation, `state.py`
the rules of play (MO2-MO22), `record.py` the `monad-record/1` records and the
replay, `policy.py` the bots' judgement and `rules.py` the `GameRules` the host
uses. This module only registers the game; nothing here is imported before the
game is used. The rules are `docs/games/monad/rules.md` (MO1-MO22), the records and
the replay `docs/games/monad/record-format.md`; `options.py` holds this edition's goal (MO6a).
"""

from astromagie.host.game import GameInfo, RuleSection
from astromagie.host.registry import register

from .options import OPTIONS

INFO = register(GameInfo(
    id="monad",
    record_formats=("monad-record/1",),
    min_players=2,
    max_players=4,
    rules="astromagie.games.monad.rules:RULES",
    view="astromagie.games.monad.view:VIEW",
    options=OPTIONS,
    rule_book=(
        RuleSection("cards", rules=("MO1",)),
        RuleSection("setup", rules=("MO2", "MO3", "MO4", "MO5")),
        RuleSection("goal", rules=("MO6", "MO19", "MO22")),
        RuleSection("turn", rules=("MO7", "MO8", "MO9", "MO10", "MO11", "MO18")),
        RuleSection("trade", rules=("MO12", "MO17")),
        RuleSection("relatives", rules=("MO13",)),
        RuleSection("bonus", rules=("MO14",)),
        RuleSection("buy", rules=("MO15",)),
        RuleSection("leap", rules=("MO16",)),
        RuleSection("house", rules=("MO20", "MO21"), addition=True),
        RuleSection("length", rules=(), addition=True),  # MO6a: this edition's goal
    ),
))
