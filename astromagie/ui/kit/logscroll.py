"""How far the table's game log is scrolled back: the wheel over the log goes back
through older entries and forward again, and a new entry brings it back to the end
(pt6a 8: older entries scrolled off the top and the wheel did nothing)."""
from __future__ import annotations

from dataclasses import dataclass

SHOWN = 40  # the log's lines handed to the painter (more than the column ever holds)
STEP = 2  # entries per notch of the wheel


@dataclass
class LogScroll:
    back: int = 0  # entries hidden at the end (0: the newest at the foot)
    seen: int = 0  # how many entries the log had when last looked at

    def wheel(self, notches: int, entries: int) -> None:
        """The wheel turned `notches` (up: positive, older entries) over the log."""
        self.back = max(0, min(entries - 1, self.back + notches * STEP))

    def window(self, lines: list[str]) -> list[str]:
        """The entries to show, the last at the foot: a new entry puts the log back at
        its end."""
        if len(lines) != self.seen:
            self.back, self.seen = 0, len(lines)
        end = len(lines) - self.back
        return lines[max(0, end - SHOWN):end]
