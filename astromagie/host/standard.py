"""`StandardRules`: the `GameRules` a game gets by naming its parts.

A game's rules adapter was the same nine delegating methods four times over.
Here they are once: a game names its `info`, its records module (`RecordBook`),
its bot `levels` and its `policy`, and writes only what is its own, the deal
(`deal`) and the notation (`parse_move`). The text replay checks the record
exactly as `replay` does (the same verdict for `replay` with and without
`--json`), and a game with no options refuses any.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from .game import Bot, GameInfo, RecordError


class RecordBook(Protocol):
    """A game's records module: writing, reading and replaying its rule book's records."""

    def to_record(self, state: Any, players: Sequence[str]) -> dict[str, Any]: ...

    def load_record(self, data: object) -> tuple[Any, list[str]]: ...

    def replay(self, data: object) -> dict[str, Any]:
        """The rule book's `replay --json` object, or `{"error": {...}}`."""
        ...

    def replay_text(self, report: Mapping[str, Any], names: Sequence[str]) -> str:
        """The readable replay of a report without an error."""
        ...


def raise_error(report: Mapping[str, Any]) -> None:
    """Raise the RecordError a replay report carries (`turn` or Monad's `entry`), if any."""
    error = report.get("error")
    if isinstance(error, Mapping):
        where = error.get("turn", error.get("entry"))
        raise RecordError(where if isinstance(where, int) else 0, str(error.get("rule")),
                          str(error.get("message")))


def build_bot(levels: Mapping[str, Callable[[int], Bot]], level: str, seed: int) -> Bot:
    """`levels[level](seed)`, or ValueError naming the known levels."""
    factory = levels.get(level)
    if factory is None:
        raise ValueError(f"unknown bot {level!r} (known: {', '.join(levels)})")
    return factory(seed)


class StandardRules:
    """The host's handle on a game made of a record book, bot levels and a policy."""

    info: GameInfo
    name: str  # the game's name, as messages say it
    records: RecordBook
    levels: Mapping[str, Callable[[int], Bot]]
    judgement: Any  # the game's Policy (its methods take its own state type)
    hint_level: str = "hard"  # the level that answers the table's hint (GameRules)

    def deal(self, players: int, seed: int) -> Any:
        """A fresh deal for `players` seats from `seed` (the seat count is checked)."""
        raise NotImplementedError

    def parse_move(self, text: object) -> Any:
        """A move from its record notation; NotationError for anything else."""
        raise NotImplementedError

    def new(self, players: int, seed: int,
            options: Mapping[str, object] | None = None) -> Any:
        if options:
            raise ValueError(f"{self.name} has no options: {sorted(options)[:3]}")
        if players not in self.info.players:
            raise ValueError(f"{players} players: {self.name} is for "
                             f"{self.info.min_players} to {self.info.max_players}")
        return self.deal(players, seed)

    def to_record(self, state: Any, players: Sequence[str]) -> dict[str, Any]:
        return self.records.to_record(state, players)

    def load_record(self, data: object) -> tuple[Any, list[str]]:
        return self.records.load_record(data)

    def replay(self, data: object) -> dict[str, Any]:
        return self.records.replay(data)

    def replay_text(self, data: object) -> str:
        """The readable replay of a record, checked as `replay` checks it; RecordError."""
        report = self.records.replay(data)
        raise_error(report)
        assert isinstance(data, Mapping)  # the replay accepted it
        return self.records.replay_text(report, list(data["players"]))

    def options_of(self, state: Any) -> dict[str, object]:
        """The options `state` was dealt with: none, for a game without options."""
        return {}

    def stat_fields(self, state: Any, seat: int) -> dict[str, int]:
        """What the statistics count for `seat` in a finished game besides games, wins and
        points (a field named `best_...` keeps the highest): none unless the game says."""
        return {}

    def policy(self) -> Any:
        return self.judgement

    def bot_levels(self) -> tuple[str, ...]:
        return tuple(self.levels)

    def make_bot(self, level: str, seed: int) -> Bot:
        return build_bot(self.levels, level, seed)
