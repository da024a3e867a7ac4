"""The Solar Republic, the trick-less book game of the planets and their moons: its room.

`cards.py` is the deck, `moves.py` the record notation, `state.py` the rules
(SR1-SR16 of docs/games/solar-republic/rules.md), `record.py` the records and their
replay, `policy.py`
the bots' judgement and `rules.py` the `GameRules` the host uses. This module
only registers the game; nothing here is imported before the game is used.
"""

from astromagie.host.game import GameInfo, RuleSection
from astromagie.host.registry import register

INFO = register(GameInfo(
    id="solar-republic",
    record_formats=("solar-republic-record/1",),
    min_players=2,
    max_players=4,
    rules="astromagie.games.solar_republic.rules:RULES",
    view="astromagie.games.solar_republic.view:VIEW",  # its table: the kit's
    # The rules screen: every SR rule in one section (a refused rule's F1 opens it); the
    # words are the catalog's `rules.<id>.title/body`; this edition's additions come last.
    rule_book=(
        RuleSection("aim", ()),
        RuleSection("setup", ("SR1", "SR2", "SR3", "SR13")),
        RuleSection("turn", ("SR4", "SR5", "SR6")),
        RuleSection("books", ("SR7",)),
        RuleSection("two", ("SR8",)),
        RuleSection("three", ("SR9",)),
        RuleSection("four", ("SR10",)),
        RuleSection("five", ("SR11", "SR12")),
        RuleSection("end", ("SR14", "SR15", "SR16")),
        RuleSection("readings", addition=True),
        RuleSection("deck", addition=True),
    ),
))
