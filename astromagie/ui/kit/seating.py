"""Who sits where at any table: names, kinds (a person or a bot level), the people."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seating:
    """Who sits where: names, bot levels, the human seats and whose eyes the screen shows."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    humans: tuple[int, ...]

    @property
    def you(self) -> int | None:
        """The one person at the screen, told in the second person ("You win the trick")."""
        return self.humans[0] if len(self.humans) == 1 else None

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def is_human(self, seat: int) -> bool:
        return seat in self.humans
