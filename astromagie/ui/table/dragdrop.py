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

from dataclasses import dataclass

from astromagie.games.astromagie.engine import Game, Move, Violation
from astromagie.games.astromagie.engine.cards import KIND_OF, PLANET, PLANET_OF

from .staging import Staging

DISCARD = "discard"


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


def discard_after_staging() -> Violation:
    return Violation("R9", "discard_with_staged",
                     "a turn is either a play or a discard: take the staged cards back first")


def pair_cannot_complete(code: str) -> Violation:
    return Violation("R5", "pair_incomplete",
                     f"no planet in the hand can complete a pair with {code} on 5",
                     {"card": code})


def pair_blocked(staging: Staging, code: str) -> Violation:
    """Why the aspect `code` may lie on 5 by itself but no planet in the hand can follow it.

    The engine names the rule that stops the planets (`Game.pair_blocker`): R6 when the
    only planets that would fit are the planet on 4, R7 when none has the value the
    pair below asks for. The table words it from the aspect's side, the card dropped.
    """
    blocker = staging.game.pair_blocker(code, staging.placements)
    if blocker is not None and blocker.rule == "R6":
        return Violation("R6", "pair_only_same_planet",
                         f"the only planet that fits on 6 is the one on 4; {code} can't go "
                         "on 5", {"card": code, "planet": planet_on_four(staging)})
    if blocker is not None and blocker.rule == "R7":
        return Violation("R7", "pair_no_planet_value",
                         "no planet in the hand has the value the pair below asks for",
                         {"card": code, "value": blocker.params.get("value")})
    return pair_cannot_complete(code)


def planet_on_four(staging: Staging) -> str | None:
    """The planet on 4: staged this turn or already in the row."""
    staged = staging.at(4)
    return staged.code if staged is not None else staging.game.row()[3]


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
            violation = self.staging.check(pos, code)
            if violation is None or (pos == 5 and violation.rule == "R6"):
                # legal by itself, but nothing can follow it on 6 (an engine that names R6
                # for the aspect itself is worded the same way, with the planet on 4)
                violation = pair_blocked(self.staging, code)
            four = planet_on_four(self.staging)
            if (violation.reason == "pair_split" and pos == 6 and four is not None
                    and KIND_OF[code] == PLANET and PLANET_OF[code] == PLANET_OF[four]):
                # R5 is true, but R6 is why this planet could never go on 6 at all
                violation = Violation("R6", "same_planet", f"position 6 needs another planet "
                                      f"than {four}", {"card": code, "planet": four})
            if violation.rule == "R6":
                pos = 4  # the planet on 4 is the reason: point at it
            return DropResult("refused", violation, pos=pos)
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
            return None, Violation("R9", "no_cards", "a play puts 1 to 3 cards into the row")
        move = self.staging.move()
        violation = self.game.check(move)
        if violation is not None:
            return None, violation
        return move, None

    def select_after(self, hand_index: int) -> int | None:
        """Select the card that follows `hand_index` in the fan (or the last one) after
        `hand_index` went onto the row, so the keyboard goes on from where it was."""
        avail = self.available()
        later = [i for i in avail if i > hand_index]
        self.selected = later[0] if later else (avail[-1] if avail else None)
        return self.selected

    def select_step(self, step: int) -> int | None:
        """Move the keyboard selection left/right over the available cards."""
        avail = self.available()
        if not avail:
            self.selected = None
            return None
        if self.selected not in avail:
            self.selected = avail[0] if step >= 0 else avail[-1]
        else:
            i = avail.index(self.selected)
            self.selected = avail[(i + step) % len(avail)]
        return self.selected
