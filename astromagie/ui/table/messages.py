"""The table's one message line: refusals, hints and news, each for a few seconds.

`MessageBoard` is the only owner of what the line says and of the row
position a refusal points at (painted red while the refusal shows). Words
are asked for at every frame, so a language switch re-words a message that is
already showing. `violation_text` turns an engine refusal into the player's
language with its rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from astromagie.host.game import Violation
from astromagie.i18n import has, tr
from astromagie.ui.words import ROMAN

MESSAGE_SECONDS = 5.0


def _translated_params(violation: Violation, names: Sequence[str]) -> dict[str, object]:
    """The violation's params in words: card names, kinds and player names."""
    params = dict(violation.params)
    for key in ("card", "planet"):
        if isinstance(params.get(key), str):
            params[key] = tr(f"card.name.{params[key]}")
    if isinstance(params.get("kind"), str):  # in a sentence: "only zodiac cards go on 3"
        params["kind"] = tr(f"kind_cards.{params['kind']}")
    for key in ("to_move", "seat"):
        value = params.get(key)
        if isinstance(value, int) and 0 <= value < len(names):
            params[key] = names[value]
    minimum = params.get("minimum")
    if isinstance(minimum, int):
        params["minimum"] = ROMAN.get(minimum, minimum)
    return params


def violation_text(violation: Violation, names: Sequence[str]) -> str:
    """The refusal in the player's language, with its rule: '... (R6)'."""
    params = _translated_params(violation, names)
    text = None
    for key in (f"violation.{violation.reason}", f"table.refuse.{violation.reason}"):
        if has(key):  # asked first, so a key the other catalog section holds logs no gap
            text = tr(key, **params)
            break
    if text is None:
        text = violation.message
    return f"{text} ({violation.rule})"


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
        self.say(lambda: violation_text(violation, names), "error")
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
