"""Zahlenstreifen (the number-strip game): the room's registration, nothing heavy.

The rules (`rules.RULES`), state, records and bots load only when the game
is used. The rule book is `docs/games/zahlenstreifen/rules.md` (IDs NS1..NS17),
the record format (`strip-record/1`) `docs/games/zahlenstreifen/record-format.md`;
its example games are in `tests/games/zahlenstreifen/examples/`.
"""

from astromagie.host.game import GameInfo, RuleSection
from astromagie.host.registry import register

INFO = register(GameInfo(
    id="zahlenstreifen",
    record_formats=("strip-record/1",),
    min_players=2,
    max_players=5,
    rules="astromagie.games.zahlenstreifen.rules:RULES",
    view="astromagie.games.zahlenstreifen.view:VIEW",
    rule_book=(
        RuleSection("setup", rules=("NS1", "NS2", "NS3", "NS10")),
        RuleSection("strip", rules=("NS4", "NS6")),
        RuleSection("turn", rules=("NS5", "NS7", "NS8", "NS9")),
        RuleSection("end", rules=("NS11", "NS12", "NS17")),
        RuleSection("scoring", rules=("NS13", "NS14")),
        RuleSection("dummy", rules=("NS15", "NS16"), addition=True),
        RuleSection("decisions", addition=True),
    ),
))
