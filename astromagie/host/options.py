"""A game's options as typed data: what the setup screen draws and a record writes.

Each `OptionSpec` names one option as the game's records and `GameRules.new`
spell it, says its kind (a switch, a whole number or a choice), its default,
its range or choices and the catalog keys of its words, so the setup screen
draws the options of any game without knowing it. A value equal to the
default is left out of the options a game is started with (and so out of its
record): a game without a chosen option keeps writing the records it always
wrote. `read` turns a remembered value back into a valid one, so a settings
file written by another version never stops the setup screen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

OptionKind = Literal["bool", "int", "choice"]


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game.

    `words` is the catalog key of its label; an `int`'s number is written by
    `value_words` (with `{value}`), a choice's by `f"{words}.{choice}"`. An
    `int` whose default is None may be off: the setup draws a switch beside
    it, and `suggested` is the number it shows when switched on. `addition`
    marks an option this edition adds to the original game.
    """

    name: str
    kind: OptionKind
    default: bool | int | str | None = None
    words: str = ""
    value_words: str = ""
    low: int = 0
    high: int = 0
    step: int = 1
    suggested: int = 0
    choices: tuple[str, ...] = ()
    addition: bool = False

    def __post_init__(self) -> None:
        if self.kind == "int" and not self.low <= self.suggested <= self.high:
            raise ValueError(f"option {self.name}: suggested {self.suggested} "
                             f"is outside {self.low}..{self.high}")
        if self.kind == "choice" and self.default not in self.choices:
            raise ValueError(f"option {self.name}: default is not one of its choices")

    @property
    def can_be_off(self) -> bool:
        """A number that may also be off (None), drawn with a switch beside it."""
        return self.kind == "int" and self.default is None

    def valid(self, value: object) -> bool:
        """Whether `value` is a value this option may take."""
        if self.kind == "bool":
            return isinstance(value, bool)
        if self.kind == "int":
            if value is None:
                return self.can_be_off
            return (isinstance(value, int) and not isinstance(value, bool)
                    and self.low <= value <= self.high)
        return value in self.choices

    def read(self, value: object) -> bool | int | str | None:
        """`value` if valid, else the default (a remembered value another version wrote)."""
        if self.valid(value):
            return value  # type: ignore[return-value]  # valid() checked the type
        return self.default


def read_options(specs: Sequence[OptionSpec],
                 stored: Mapping[str, object] | None) -> dict[str, bool | int | str | None]:
    """Every option's value from `stored` (as a record or the settings write it), defaults
    for what is missing or unusable."""
    stored = stored or {}
    return {spec.name: spec.read(stored.get(spec.name, spec.default)) for spec in specs}


def chosen_options(specs: Sequence[OptionSpec],
                   values: Mapping[str, object]) -> dict[str, object]:
    """The options a game is started with: only the values that differ from the default."""
    out: dict[str, object] = {}
    for spec in specs:
        value = spec.read(values.get(spec.name, spec.default))
        if value != spec.default:
            out[spec.name] = value
    return out
