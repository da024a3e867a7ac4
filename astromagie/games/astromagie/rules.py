"""Astromagie's `GameRules`: what the host asks of the game (new deals, records, bots).

The host's standard adapter (`host/standard.py`) over the engine (`engine/`),
the records module (`engine/record.py`, record-format.md) and the shared bots with
this game's policy;
the replay output is record-format.md's, byte for byte what it always was.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from astromagie.ai.base import Bot, RandomBot
from astromagie.ai.easy import GreedyBot
from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.medium import FlatMCBot
from astromagie.ai.registry import BOT_NAMES
from astromagie.host.game import RecordError
from astromagie.host.standard import StandardRules

from . import INFO
from .engine import Game, Move, Variants
from .engine import record as records
from .guide import DEAL, ScriptedBot
from .hint import HintSearch
from .policy import CALIBRATED_POLICY, POLICY, AstromagiePolicy


def variants_from(options: Mapping[str, object] | None) -> Variants:
    """The game's variants from the host's option mapping (names as in the record)."""
    if not options:
        return Variants()
    modern = options.get("modern_rulers", False)
    target = options.get("target_score")
    if not isinstance(modern, bool) or not (target is None or isinstance(target, int)):
        raise ValueError("modern_rulers is true or false, target_score a whole number or null")
    return Variants(modern_rulers=modern, target_score=target)


def hard_1200(seed: int) -> Bot:
    """The hard bot as it was before issue 10: 1,200 iterations, at most 1.2 s.

    Every setting is spelled out, so a change of the hard bot's defaults never
    changes the level it is measured against.
    """
    return ISMCTSBot(POLICY, seed, iterations=1200, max_seconds=1.2, c=0.7, epsilon=0.1,
                     horizon=16, widen=1.0)


LEVELS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": lambda seed: GreedyBot(POLICY, seed, noise=0.4),
    "medium": lambda seed: FlatMCBot(POLICY, seed),
    "hard": lambda seed: ISMCTSBot(POLICY, seed),
    # For measuring only (arena, simulate): not offered in the game setup.
    "hard-1200": hard_1200,
    "hard-calibrated": lambda seed: ISMCTSBot(CALIBRATED_POLICY, seed),
    # The table's hint: the search's best move and its figures (hint.py).
    "hint-search": HintSearch,
    # The guided first game's computer player: the lesson's written moves (guide.py).
    "guide": ScriptedBot,
}
assert tuple(LEVELS)[:len(BOT_NAMES)] == BOT_NAMES


class AstromagieRules(StandardRules):
    """The host's handle on Astromagie: the standard adapter, with its variants and its
    records' own reading (`engine/record.py`) and text (record-format.md)."""

    info = INFO
    name = "Astromagie"
    levels = LEVELS
    hint_level = "hint-search"  # the table's hint: the search that also gives its figures
    judgement = POLICY

    def new(self, players: int, seed: int,
            options: Mapping[str, object] | None = None) -> Game:
        """A new deal from `seed`; the option `deal` (the guided game's) fixes the deck
        order instead, top card first, and the first seat starts."""
        deal = options.get(DEAL) if options else None
        if deal is not None:
            if not isinstance(deal, (list, tuple)) or not all(isinstance(c, str) for c in deal):
                raise ValueError("deal is a list of card codes")
            return Game.from_deck(list(deal), players, 0, variants_from(options))
        return Game.new(players, seed, variants_from(options))

    def options_of(self, state: Game) -> dict[str, object]:
        """The variants the game was dealt with (V1, V2), as the record writes them."""
        return state.variants.to_record()

    def parse_move(self, text: object) -> Move:
        return Move.parse(text)

    def to_record(self, state: Game, players: Sequence[str]) -> dict[str, Any]:
        return records.to_record(state, tuple(players))

    def load_record(self, data: object) -> tuple[Game, list[str]]:
        record = records.load_record(data)
        return records.replay(record).game, list(record.players)

    def replay(self, data: object) -> dict[str, Any]:
        try:
            return records.replay(records.load_record(data)).to_json()
        except RecordError as err:
            return err.to_json()

    def replay_text(self, data: object) -> str:
        result = records.replay(records.load_record(data))
        names = list(result.record.players)
        lines = []
        for trick in result.tricks:
            cards = " ".join(c or "-" for c in trick.slots)
            winner = names[trick.winner]
            unit = "point" if trick.points == 1 else "points"
            lines.append(f"turn {trick.turn:3d}  {winner:<16} [{cards}]  {trick.points:2d} {unit}")
        status = "game over" if result.game.is_over() else "game not finished"
        lines.append(f"{len(result.tricks)} tricks, {len(result.record.turns)} turns, {status}")
        for name, score in zip(names, result.game.scores, strict=True):
            lines.append(f"  {name:<16} {score}")
        return "\n".join(lines)

    def stat_fields(self, state: Game, seat: int) -> dict[str, int]:
        """The tricks `seat` took and its best one, for the statistics."""
        mine = [t.points for t in state.tricks if t.winner == seat]
        return {"tricks": len(mine), "best_trick": max(mine, default=0)}

    def policy(self) -> AstromagiePolicy:
        return POLICY


RULES = AstromagieRules()
