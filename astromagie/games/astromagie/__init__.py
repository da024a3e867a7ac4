"""Astromagie, the astrology row game: its room on the shelf.

`engine/` holds the rules (the rule book and the record format, `rules.md` and
`record-format.md`, are in docs/games/astromagie/), `heuristic.py` and `policy.py`
the bots' knowledge, `rules.py` the `GameRules` the host uses. This module
only registers the game; nothing here is imported before the game is used.
"""

from astromagie.host.game import GameInfo, RuleSection, StatField
from astromagie.host.options import OptionSpec
from astromagie.host.registry import register

INFO = register(GameInfo(
    id="astromagie",
    record_formats=("astromagie-record/1",),
    min_players=2,
    max_players=5,
    rules="astromagie.games.astromagie.rules:RULES",
    options=(
        # V1 and V2 (rules.md), both off unless chosen; the names are the record's
        OptionSpec("modern_rulers", "bool", False, words="setup.modern_rulers"),
        # V2's suggested target is one a game reaches: winners of whole bot games score
        # about 15 to 35 (pt12a 10: 50 was never reached); a record's own target stays
        OptionSpec("target_score", "int", None, words="setup.target_score",
                   value_words="setup.target_points", low=10, high=300, step=10,
                   suggested=30),
    ),
    view="astromagie.games.astromagie.view:VIEW",
    # what rules.stat_fields counts: the best trick and the tricks taken
    statistics=(StatField("best_trick", "stats.best_trick"),
                StatField("tricks", "stats.mean_tricks")),
    # The rules screen, in the order a newcomer reads it: the object of the game first,
    # this edition's variants and decisions last. The words are the catalog's
    # `rules.<id>.title/body`; each rule stands beside the paragraph that states it (a
    # refusal's F1 opens there), and the body's `[[example: ...]]` lines are drawn by the
    # view with the engine's points (view/rulebook.py).
    rule_book=(
        RuleSection("aim"),
        RuleSection("cards"),
        RuleSection("setup", ("R1",)),
        RuleSection("row", ("R2", "R3", "R4", "R5", "R6", "R7", "R8"),
                    passages=(("R2", 0), ("R3", 2), ("R4", 3), ("R5", 4), ("R6", 4),
                              ("R7", 5), ("R8", 6))),
        RuleSection("turn", ("R9", "R10", "R11"),
                    passages=(("R9", 0), ("R10", 4), ("R11", 5))),
        RuleSection("trick", ("R12", "R13"), passages=(("R12", 0), ("R13", 1))),
        RuleSection("scoring", ("R14",)),
        RuleSection("end", ("R15", "R16"), passages=(("R15", 1), ("R16", 2))),
        RuleSection("variants", ("V1", "V2"), addition=True,
                    passages=(("V1", 1), ("V2", 2))),
        RuleSection("additions", addition=True),
    ),
))
