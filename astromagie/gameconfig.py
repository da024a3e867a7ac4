"""Who sits where and how a game is set up: shared by the setup screen, the table and saves.

A seat is either the human player or a bot of a named level (see ai.BOT_NAMES).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from astromagie.games.astromagie.engine import Variants

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
    variants: Variants = field(default_factory=Variants)
    seed: int | None = None  # None: a fresh random seed when the game starts

    def __post_init__(self) -> None:
        if not 2 <= len(self.seats) <= 5:
            raise ValueError("a game has 2 to 5 seats")

    @classmethod
    def default(cls) -> GameConfig:
        return cls((SeatConfig("You"), SeatConfig("Vega", "medium"),
                    SeatConfig("Orion", "medium"), SeatConfig("Lyra", "medium")))
