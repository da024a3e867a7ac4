"""The cards of the human's turn that lie on the table but are not played yet.

A turn is built card by card (R10): each staged placement was legal when it
went down, checked by the engine. Staged cards are remembered by their index
in the hand, because a hand may hold two cards with the same code. Taking
back goes last-first, so what stays staged is always a legal prefix.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from astromagie.games.astromagie.engine import Game, Move, ScoreBreakdown, Violation

MAX_STAGED = 3  # R10


@dataclass(frozen=True)
class Staged:
    pos: int
    code: str
    hand_index: int


@dataclass
class Staging:
    """The staged placements of the turn of `seat` in `game`."""

    game: Game
    seat: int
    items: list[Staged] = field(default_factory=list)

    # --- queries ------------------------------------------------------------
    @property
    def placements(self) -> tuple[tuple[int, str], ...]:
        return tuple((s.pos, s.code) for s in self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def hand(self) -> list[str]:
        return self.game.hand(self.seat)

    def staged_indexes(self) -> set[int]:
        return {s.hand_index for s in self.items}

    def at(self, pos: int) -> Staged | None:
        """The staged card on `pos` (for 5/6: the one staged this turn)."""
        for s in self.items:
            if s.pos == pos:
                return s
        return None

    def targets(self, code: str) -> list[int]:
        """Where `code` may go next (engine legal_targets after the staged cards)."""
        return self.game.legal_targets(code, self.placements)

    def check(self, pos: int, code: str) -> Violation | None:
        return self.game.check_placement(pos, code, self.placements)

    def move(self) -> Move:
        return Move.play(*self.placements)

    def move_violation(self) -> Violation | None:
        """Why the staged cards are not (yet) a legal play, or None."""
        return self.game.check(self.move())

    def preview(self) -> ScoreBreakdown:
        return self.game.preview(self.placements)

    # --- changes --------------------------------------------------------------
    def place(self, pos: int, hand_index: int) -> Violation | None:
        """Stage hand card `hand_index` on `pos` if the engine allows it."""
        hand = self.hand()
        code = hand[hand_index]
        violation = self.check(pos, code)
        if violation is None:
            self.items.append(Staged(pos, code, hand_index))
        return violation

    def take_back(self) -> Staged | None:
        """Take the last staged card back into the hand."""
        return self.items.pop() if self.items else None

    def take_back_to(self, hand_index: int) -> list[Staged]:
        """Take back cards last-first until the one from `hand_index` is back in the hand."""
        if hand_index not in self.staged_indexes():
            return []
        back = []
        while self.items:
            item = self.items.pop()
            back.append(item)
            if item.hand_index == hand_index:
                break
        return back

    def clear(self) -> None:
        self.items.clear()

    def stage_move(self, move: Move) -> bool:
        """Lay out a whole play (a hint) as staged cards; False if it doesn't fit the hand."""
        self.clear()
        used: set[int] = set()
        hand = self.hand()
        for pos, code in move.placements:
            index = next((i for i, c in enumerate(hand) if c == code and i not in used), None)
            if index is None or self.place(pos, index) is not None:
                self.clear()
                return False
            used.add(index)
        return True
