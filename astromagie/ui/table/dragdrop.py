"""The human's turn as a thin controller over the engine: pick a card, drop it somewhere.

Mouse drags, click-card-then-click-slot and the keyboard all end in the same
three calls: `drop(hand_index, target)`, `take_back()` and `confirm()`. Every
yes or no comes from the engine (`legal_targets`, `check_placement`,
`check`); the controller only adds the two table situations the engine has
no placement check for (discarding after staging; an aspect whose pair no
planet in the hand can complete), named with the rule they follow from.

`Pointer` is the mouse side of it: where the mouse is, the card it holds
and whether the discard pile is opened; the scene changes it only while it
handles the frame's input.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from astromagie.games.astromagie.engine import Game, Move, Violation
from astromagie.games.astromagie.view.turn import (
    DISCARD,
    discard_after_staging,
    no_cards,
    placement_refusal,
)

from .staging import Staging

__all__ = ["DISCARD", "DropResult", "TurnController"]


@dataclass(frozen=True)
class DropResult:
    """What became of a dropped card: staged, discarded (with the move to apply) or refused."""

    action: str  # "staged" | "discard" | "refused" | "none"
    violation: Violation | None = None
    move: Move | None = None
    pos: int | None = None

    @property
    def accepted(self) -> bool:
        return self.action in ("staged", "discard")


class TurnController:
    """One human turn: staging, the selected card and the final move."""

    def __init__(self, game: Game, seat: int):
        self.game = game
        self.seat = seat
        self.staging = Staging(game, seat)
        self.selected: int | None = None  # hand index picked by click or keyboard
        self._must_discard: bool | None = None  # asked of the engine once per turn

    # --- queries --------------------------------------------------------------
    def hand(self) -> list[str]:
        return self.game.hand(self.seat)

    def available(self) -> list[int]:
        """Hand indexes not staged, in hand order."""
        staged = self.staging.staged_indexes()
        return [i for i in range(len(self.hand())) if i not in staged]

    def targets(self, hand_index: int) -> list[int]:
        if hand_index in self.staging.staged_indexes():
            return []
        return self.staging.targets(self.hand()[hand_index])

    def must_discard(self) -> bool:
        """No card of the hand fits the row: this turn can only be a discard (R9)."""
        if self._must_discard is None:
            self._must_discard = all(m.is_discard for m in self.game.legal_moves())
        return self._must_discard

    def can_discard(self) -> bool:
        return not self.staging

    def can_confirm(self) -> bool:
        return bool(self.staging) and self.staging.move_violation() is None

    # --- actions ----------------------------------------------------------------
    def drop(self, hand_index: int, target: int | str | None) -> DropResult:
        """The card from `hand_index` was let go on `target` (a position, DISCARD or None)."""
        if target is None:
            return DropResult("none")
        if hand_index in self.staging.staged_indexes():
            return DropResult("none")
        code = self.hand()[hand_index]
        if target == DISCARD:
            if self.staging:
                return DropResult("refused", discard_after_staging())
            return DropResult("discard", move=Move.discard_card(code))
        pos = int(target)
        if pos not in self.targets(hand_index):
            refusal, pointed = placement_refusal(self.game, self.staging.placements, pos, code)
            return DropResult("refused", refusal, pos=pointed)
        violation = self.staging.place(pos, hand_index)
        if violation is not None:
            return DropResult("refused", violation, pos=pos)
        self.selected = None
        return DropResult("staged", pos=pos)

    def discard(self, hand_index: int) -> DropResult:
        return self.drop(hand_index, DISCARD)

    def take_back(self, hand_index: int | None = None) -> list[int]:
        """Take back the last staged card (or back to `hand_index`); their hand indexes."""
        if hand_index is None:
            item = self.staging.take_back()
            return [] if item is None else [item.hand_index]
        return [s.hand_index for s in self.staging.take_back_to(hand_index)]

    def confirm(self) -> tuple[Move | None, Violation | None]:
        """The move to apply, or why the staged cards cannot be played yet."""
        if not self.staging:
            return None, no_cards()
        move = self.staging.move()
        violation = self.game.check(move)
        if violation is not None:
            return None, violation
        return move, None

    def select_after(self, hand_index: int, shown: Sequence[int] | None = None) -> int | None:
        """Select the card that followed `hand_index` in the fan (or the last one) after
        `hand_index` went onto the row, so the keyboard goes on from where it was.

        `shown` is the fan as it was on screen before the card left it (the player's
        order, hand.py); without it, the hand's own order.
        """
        avail = self.available()
        order = [i for i in shown if i in avail or i == hand_index] if shown is not None \
            else sorted(set(avail) | {hand_index})
        later = order[order.index(hand_index) + 1:] if hand_index in order else []
        later = [i for i in later if i in avail]
        fan = [i for i in order if i in avail]
        self.selected = later[0] if later else (fan[-1] if fan else None)
        return self.selected

    def select_step(self, step: int, shown: Sequence[int] | None = None) -> int | None:
        """Move the keyboard selection left/right over the available cards, in the order
        they are shown (`shown`, left to right; without it, the hand's own order)."""
        avail = self.available()
        if shown is not None:
            avail = [i for i in shown if i in avail]
        if not avail:
            self.selected = None
            return None
        if self.selected not in avail:
            self.selected = avail[0] if step >= 0 else avail[-1]
        else:
            i = avail.index(self.selected)
            self.selected = avail[(i + step) % len(avail)]
        return self.selected
