"""The table's one message line: news and hints for a few seconds, refusals until the next act.

`MessageBoard` is the only owner of what the line says and of the row
position a refusal points at (painted red while the refusal shows). Words
are asked for at every frame, so a language switch re-words a message that is
already showing. `violation_text` turns an engine refusal into the player's
language with its rule.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from astromagie.games.astromagie.view.words import violation_text
from astromagie.host.game import Violation

MESSAGE_SECONDS = 5.0
# A refusal stays until the player acts again (places, takes back, plays) or another message
# comes: it invites a click that opens its rule, and a newcomer reads slowly (playtest F5).
REFUSAL_SECONDS = math.inf


@dataclass
class Message:
    words: Callable[[], str]  # asked at every frame, so a language switch re-words it
    kind: str  # "error" | "info" | "hint"
    remaining: float

    @property
    def text(self) -> str:
        return self.words()


class MessageBoard:
    """The message line under the row and the slot a refusal points at."""

    def __init__(self) -> None:
        self.message: Message | None = None
        self.refused_slot: int | None = None
        self.rule: str | None = None  # the last refusal's rule: F1 (or a click) looks it up

    def say(self, words: Callable[[], str], kind: str = "error",
            seconds: float = MESSAGE_SECONDS) -> None:
        """Show a message for `seconds`; `words()` gives it in the current language."""
        self.message = Message(words, kind, seconds)
        self.refused_slot = None  # a new message: the red slot of an old refusal goes out

    def refuse(self, violation: Violation, names: Sequence[str], pos: int | None = None) -> None:
        self.say(lambda: violation_text(violation, names), "error", REFUSAL_SECONDS)
        self.refused_slot = pos
        self.rule = violation.rule

    def tick(self, dt: float) -> None:
        if self.message is not None:
            self.message.remaining -= dt
            if self.message.remaining <= 0:
                self.clear()

    def clear(self) -> None:
        self.message = None
        self.refused_slot = None

    def clear_kind(self, *kinds: str) -> None:
        """Drop the message if it is one of `kinds` (news outlives a move, a refusal does not)."""
        if self.message is not None and self.message.kind in kinds:
            self.message = None

    @property
    def rule_now(self) -> str | None:
        """The rule of the refusal on screen (a click on the message opens it)."""
        if self.message is not None and self.message.kind == "error":
            return self.rule
        return None

    @property
    def refused_now(self) -> int | None:
        """The slot to paint red: only while the refusal is on screen."""
        return self.refused_slot if self.message is not None else None
