"""Who sits where and how a game is set up: shared by the setup screen, the table and saves.

A seat is either a person or a bot of a named level (see ai.BOT_NAMES). `game` is
the id of a game on the shelf; `options` are that game's variants, as its
records write them (Astromagie: `{"modern_rulers": true, "target_score": 50}`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from astromagie.host import registry

HUMAN = "human"


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str = HUMAN  # "human" or a bot level: "easy", "medium", "hard", "random"

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def record_name(self) -> str:
        """The name written into a game record: bots carry their level, 'Vega (hard)'."""
        return self.name if self.is_human else f"{self.name} ({self.kind})"


@dataclass(frozen=True)
class GameConfig:
    seats: tuple[SeatConfig, ...]
    options: dict[str, object] = field(default_factory=dict)
    seed: int | None = None  # None: a fresh random seed when the game starts
    game: str = registry.DEFAULT_GAME

    def __post_init__(self) -> None:
        info = registry.info(self.game)
        if len(self.seats) not in info.players:
            raise ValueError(f"{info.id} has {info.min_players} to {info.max_players} seats")

    @classmethod
    def default(cls) -> GameConfig:
        return cls((SeatConfig("You"), SeatConfig("Vega", "medium"),
                    SeatConfig("Orion", "medium"), SeatConfig("Lyra", "medium")))
