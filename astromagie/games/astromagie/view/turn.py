"""A person's turn at Astromagie: cards dropped on the row are staged, Play makes the move.

A turn is built card by card (R10): a card dropped on a lit position `pos:N`
is staged there when the engine allows it after the cards already staged
(`Game.check_placement`, `legal_targets`); Play makes the play of every
staged card, Take back returns the last one (a click on a staged card returns
it and the ones staged after it). A card dropped on the discard pile is the
discard move at once (R9). Cards are staged by code: equal codes are the same
card for the engine.

Every yes or no comes from the engine. The turn only words the two situations
the engine has no placement check for, with the rule they follow from: a
discard after staging (R9), and an aspect on 5 that no planet of the hand can
complete (R5, or R6/R7 when the engine's `pair_blocker` names those). A planet dropped
on 6 with no aspect on 5 is R5, unless the engine refuses every aspect on 5 for lack of
room in the turn: then its R10 is the reason.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from astromagie.host.game import Violation
from astromagie.i18n import tr
from astromagie.kit.view import NOTHING, Action, Decision, TurnInputBase

from ..engine import Game, Move
from ..engine.cards import ASPECT, KIND_OF, PLANET, PLANET_OF
from .forced import forced_reason
from .words import card_name, text_of

DISCARD = "discard"


def zone_of(pos: int) -> str:
    return f"pos:{pos}"


def position_of(zone: str | None) -> int | None:
    """The row position a zone names (`pos:3` -> 3), None for any other zone."""
    if zone is None or not zone.startswith("pos:"):
        return None
    try:
        pos = int(zone[4:])
    except ValueError:
        return None
    return pos if 1 <= pos <= 6 else None


# keys 1-6 (and the keypad's) put the selected card on that row position, D discards it
KEY_ZONES = {getattr(pygame, f"K_{n}"): zone_of(n) for n in range(1, 7)} | {
    getattr(pygame, f"K_KP{n}"): zone_of(n) for n in range(1, 7)} | {pygame.K_d: DISCARD}


# -- the refusals the engine does not word itself ------------------------------------------
def discard_after_staging() -> Violation:
    return Violation("R9", "discard_with_staged",
                     "a turn is either a play or a discard: take the staged cards back first")


def no_cards() -> Violation:
    return Violation("R9", "no_cards", "a play puts 1 to 3 cards into the row")


def pair_cannot_complete(code: str) -> Violation:
    return Violation("R5", "pair_incomplete",
                     f"no planet in the hand can complete a pair with {code} on 5",
                     {"card": code})


def planet_on_four(game: Game, placements: Sequence[tuple[int, str]]) -> str | None:
    """The planet on 4: staged this turn or already in the row."""
    staged = next((code for pos, code in placements if pos == 4), None)
    return staged if staged is not None else game.row()[3]


def pair_blocked(game: Game, placements: Sequence[tuple[int, str]], code: str) -> Violation:
    """Why the aspect `code` may lie on 5 by itself but no planet in the hand can follow it.

    The engine names the rule that stops the planets (`Game.pair_blocker`): R6 when the
    only planets that would fit are the planet on 4, R7 when none has the value the
    pair below asks for. The table words it from the aspect's side, the card dropped.
    """
    blocker = game.pair_blocker(code, placements)
    if blocker is not None and blocker.rule == "R6":
        return Violation("R6", "pair_only_same_planet",
                         f"the only planet that fits on 6 is the one on 4; {code} can't go "
                         "on 5", {"card": code, "planet": planet_on_four(game, placements)})
    if blocker is not None and blocker.rule == "R7":
        return Violation("R7", "pair_no_planet_value",
                         "no planet in the hand has the value the pair below asks for",
                         {"card": code, "value": blocker.params.get("value")})
    return pair_cannot_complete(code)


def pair_out_of_room(game: Game, placements: Sequence[tuple[int, str]]) -> Violation | None:
    """The engine's R10 for an aspect of the hand on 5 after `placements` (no room left
    in this turn for a pair), or None when an aspect could go there or the hand has none."""
    hand = game.hand(game.current_player)
    for code in dict.fromkeys(c for c in hand if KIND_OF[c] == ASPECT):
        if sum(1 for _, c in placements if c == code) < hand.count(code):
            violation = game.check_placement(5, code, placements)
            return violation if violation is not None and violation.rule == "R10" else None
    return None


def placement_refusal(game: Game, placements: Sequence[tuple[int, str]], pos: int,
                      code: str) -> tuple[Violation, int]:
    """Why `code` may not go on `pos` after `placements`, and the position to point at
    (the planet on 4 when R6 is the reason)."""
    violation = game.check_placement(pos, code, placements)
    if violation is None or (pos == 5 and violation.rule == "R6"):
        # legal by itself, but nothing can follow it on 6 (an engine that names R6 for
        # the aspect itself is worded the same way, with the planet on 4)
        violation = pair_blocked(game, placements, code)
    if violation.reason == "pair_split" and pos == 6:
        # R5 is true, but when no aspect may go on 5 for lack of room in this turn (R10),
        # that is why the pair cannot be laid (playtest pt5b, finding 14)
        violation = pair_out_of_room(game, placements) or violation
    four = planet_on_four(game, placements)
    if (violation.reason == "pair_split" and pos == 6 and four is not None
            and KIND_OF[code] == PLANET and PLANET_OF[code] == PLANET_OF[four]):
        # R5 is true, but R6 is why this planet could never go on 6 at all
        violation = Violation("R6", "same_planet", f"position 6 needs another planet "
                              f"than {four}", {"card": code, "planet": four})
    return violation, 4 if violation.rule == "R6" else pos


def takes_over(game: Game, seat: int) -> bool:
    """Whether a play of `seat` now takes over a row another seat holds (R12): its points
    are then the row's, not only the cards' the play adds."""
    return game.row()[2] is not None and game.leader >= 0 and game.leader != seat


class AstromagieTurn(TurnInputBase):
    """One person's turn; lives until the next move is made (the kit then asks anew)."""

    def __init__(self, state: Game, seat: int, names: Sequence[str]):
        self.state = state
        self.seat = seat
        self.names = list(names)
        self.made = len(state.history)  # the position this turn input was made for
        self.placements: list[tuple[int, str]] = []  # the staged cards, in staging order
        self.pointed: int | None = None  # the position the last refusal points at
        self._must_discard: bool | None = None

    # --- what the engine says ------------------------------------------------------------
    def is_live(self, state: Game) -> bool:
        """Whether this turn input still speaks for `state` (no move made since)."""
        return (state is self.state and len(state.history) == self.made
                and state.current_player == self.seat)

    def must_discard(self) -> bool:
        """No card of the hand fits the row: this turn can only be a discard (R9)."""
        if self._must_discard is None:
            self._must_discard = all(m.is_discard for m in self.state.legal_moves())
        return self._must_discard

    def move(self) -> Move:
        return Move.play(*self.placements)

    def can_play(self) -> bool:
        return bool(self.placements) and self.state.check(self.move()) is None

    def _available(self, code: str) -> bool:
        """Whether the hand holds `code` once more than the staged cards use it."""
        staged = sum(1 for _, c in self.placements if c == code)
        return self.state.hand(self.seat).count(code) > staged

    # --- the kit's questions -------------------------------------------------------------
    def targets(self, card: str) -> set[str]:
        if not self._available(card):
            return set()
        zones = {zone_of(p) for p in self.state.legal_targets(card, self.placements)}
        if not self.placements:
            zones.add(DISCARD)
        return zones

    def preview(self, card: str, zone: str) -> str:
        """Where the card goes ("Mars on 4"), no points: the row's worth under the row
        reckons the card held over a place in (the board's pill), the table's one score
        preview (pt17 1: "2 points" by the card, "= 1 point" in the pill, at once)."""
        if zone == DISCARD:
            return "" if self.placements else tr("log.discard_you", card=card_name(card))
        pos = position_of(zone)
        if pos is None or zone not in self.targets(card):
            return ""
        return tr("log.placement", card=card_name(card), pos=pos)

    def drop(self, card: str, zone: str) -> Decision:
        if not self._available(card):
            return NOTHING
        if zone == DISCARD:
            if self.placements:
                return Decision.refuse(discard_after_staging())
            return Decision.make(Move.discard_card(card))
        pos = position_of(zone)
        if pos is None:
            return NOTHING
        if pos not in self.state.legal_targets(card, self.placements):
            violation, self.pointed = placement_refusal(self.state, self.placements, pos, card)
            return Decision.refuse(violation)
        self.placements.append((pos, card))
        self.pointed = None
        return Decision("staged")

    def refusal(self, card: str, zone: str) -> Violation | None:
        """Why a drop on `zone` would be refused (the drop's own reasons), changing nothing."""
        if not self._available(card):
            return None
        if zone == DISCARD:
            return discard_after_staging() if self.placements else None
        pos = position_of(zone)
        if pos is None or pos in self.state.legal_targets(card, self.placements):
            return None
        return placement_refusal(self.state, self.placements, pos, card)[0]

    def key_zone(self, key: int) -> str | None:
        """Keys 1-6 put the selected card on that row position, D on the discard pile (a
        drop, refused alike)."""
        return KEY_ZONES.get(key)

    def click(self, zone: str) -> Decision:
        """A click on a staged card takes it back, with every card staged after it."""
        pos = position_of(zone)
        staged = [i for i, (p, _) in enumerate(self.placements) if p == pos]
        if not staged:
            return NOTHING
        del self.placements[staged[-1]:]
        return Decision("staged")

    def actions(self) -> list[Action]:
        return [Action("takeback", tr("table.button.takeback"), bool(self.placements),
                       pygame.K_BACKSPACE),
                Action("play", tr("table.button.play"), self.can_play(), pygame.K_RETURN)]

    def press(self, action: str) -> Decision:
        if action == "takeback":
            if not self.placements:
                return NOTHING
            self.placements.pop()
            return Decision("staged")
        if action == "play":
            if not self.placements:
                return Decision.refuse(no_cards())
            move = self.move()
            violation = self.state.check(move)
            if violation is not None:
                return Decision.refuse(violation)
            self.placements = []
            return Decision.make(move)
        return NOTHING

    def staged(self) -> list[str]:
        return [code for _, code in self.placements]

    # --- words for the status line ---------------------------------------------------------
    def note(self) -> str:
        """That the staged cards would take the trick, or that this turn must discard (""
        if neither). No points: the pill under the row says them, counting the card held
        over a place too (pt17 1: "1 point" here, "= 2 points" there, at once)."""
        if self.placements:
            if self.state.check(self.move()) is not None:  # half a pair: no trick yet (pt4a)
                return text_of("staged.half_pair")
            return text_of("staged.yours")
        if self.must_discard():  # and why: what the row's open places need (pt3b, 12)
            return forced_reason(self.state, self.seat)
        return ""
