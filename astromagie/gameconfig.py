"""Who sits where and how a game is set up: shared by the setup screen, the table and saves.

A seat is either a person or a bot of a named level (see ai.BOT_NAMES). `game` is
the id of a game on the shelf, always named; `options` are that game's options, as its
records write them (Astromagie: `{"modern_rulers": true, "target_score": 50}`).

`shown_names` is how the table names the seats (the one person at the screen
keeps "You"; with several, an untouched default name becomes "Player 1"), and
records are written with those names (`GameConfig.record_names`), so `replay`
and `review` say what the table said.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from astromagie.host import registry
from astromagie.i18n import LANGUAGES, load_catalog, tr

HUMAN = "human"
DEFAULT_NAME_KEY = "setup.human"  # the name the first seat gets until the player types one


class SeatLike(Protocol):
    """What naming needs of a seat (SeatConfig)."""

    @property
    def name(self) -> str: ...

    @property
    def is_human(self) -> bool: ...


def is_default_name(name: str) -> bool:
    """Whether `name` is the default seat name ("You", "Du") in any language."""
    return any(load_catalog(lang).get(DEFAULT_NAME_KEY) == name for lang in LANGUAGES)


def shown_names(seats: Sequence[SeatLike]) -> tuple[tuple[str, ...], int | None]:
    """The names the table gives `seats` in the current language, and the seat addressed
    as "you" (the one person at the screen; None when several share it)."""
    humans = [i for i, seat in enumerate(seats) if seat.is_human]
    you = humans[0] if len(humans) == 1 else None
    names = []
    for i, seat in enumerate(seats):
        if not is_default_name(seat.name):
            names.append(seat.name)  # a name the player typed stays as it is
        elif i == you:
            names.append(tr(DEFAULT_NAME_KEY))  # the label "You" / "Du" on the scoreboard
        else:
            names.append(tr("setup.player_number", number=i + 1))
    return tuple(names), you


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
    game: str = field(kw_only=True)  # always named: a game that forgot it is no Astromagie
    undos: int = 0  # turns taken back (against bots); records, archive and statistics say so

    def __post_init__(self) -> None:
        info = registry.info(self.game)
        if len(self.seats) not in info.players:
            raise ValueError(f"{info.id} has {info.min_players} to {info.max_players} seats")

    def record_names(self) -> list[str]:
        """The names a record of this game gets: the table's, bots with their level."""
        names, _ = shown_names(self.seats)
        return [SeatConfig(name, seat.kind).record_name()
                for name, seat in zip(names, self.seats, strict=True)]

    @classmethod
    def default(cls) -> GameConfig:
        """The first start's table: you and three medium bots, at the shelf's first game
        (the setup and the settings take its seats for any game)."""
        return cls((SeatConfig("You"), SeatConfig("Vega", "medium"),
                    SeatConfig("Orion", "medium"), SeatConfig("Lyra", "medium")),
                   game=registry.DEFAULT_GAME)
