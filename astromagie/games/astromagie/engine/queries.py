"""The fields of a game of Astromagie and every question that only reads them.

`Game` (game.py) is one class to its callers, but two jobs: playing (creating a
game, the hot path the bots run millions of times: `legal_moves`, `check`,
`apply`, `clone`, `observation`) and answering (what the table highlights and
previews, what records, tests and the log read). The split sits between them:
`GameQueries` holds the state's slots and the read-only questions, `Game`
inherits them and adds everything that creates or changes a game. Nothing here
changes a field, so the rules of play live in game.py alone. The hot path stays
in `Game`'s own class body; an inherited slot or method costs the same lookup
(CPython's type attribute cache), which benchmarks/engine_speed.py confirms.

`Variants` and `Trick` live here because the queries return them; game.py
re-exports both, so every public name stays where it was.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .cards import DECK_COUNTS, uids_for_deck
from .moves import Move
from .rules import (
    PlayCheck,
    ScoreBreakdown,
    TopPair,
    Violation,
    game_over,
    legal_targets,
    pair_blocker,
    score_row,
)


@dataclass(frozen=True, slots=True)
class Variants:
    """Optional rules (rules.md, Variants); both off by default."""

    modern_rulers: bool = False  # V1
    target_score: int | None = None  # V2

    def to_record(self) -> dict[str, object]:
        out: dict[str, object] = {}
        if self.modern_rulers:
            out["modern_rulers"] = True
        if self.target_score is not None:
            out["target_score"] = self.target_score
        return out


class Trick(NamedTuple):
    """A trick that was awarded (R13)."""

    turn: int  # number of turns taken before it was awarded (1-based index of the last turn)
    winner: int
    slots: tuple[str | None, ...]  # codes on positions 1-4
    pairs: tuple[tuple[str, str], ...]  # the 5+6 pairs, bottom first
    points: int

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card the winner took out of the game."""
        return tuple(c for c in self.slots if c is not None) + tuple(
            c for pair in self.pairs for c in pair
        )


class GameQueries:
    """The state of one game (its slots) and the questions that read it, never change it.

    Not made directly: `Game` is the class to create; see the module docstring for
    why the two are split here.
    """

    __slots__ = (
        "_n", "_variants", "_deck", "_first", "_hands", "_pile", "_discard", "_slots",
        "_pairs", "_top", "_scores", "_tricks", "_taken", "_to_move", "_leader", "_history",
        "_legal", "_legal_turn", "_memo",
    )
    _n: int
    _variants: Variants
    _deck: tuple[str, ...]  # the deal, top card first (records)
    _first: int
    _hands: list[list[str]]  # codes, in the order they were dealt and drawn
    _pile: list[str]  # codes, top card last (drawing is pop())
    _discard: list[str]  # codes, oldest first
    _slots: list[str | None]  # codes on positions 1-4
    _pairs: list[tuple[str, str]]  # (aspect, planet) codes, bottom first
    _top: TopPair  # (aspect value, planet value) of the top pair, None without one
    _scores: list[int]
    _tricks: list[Trick]
    _taken: list[str]  # codes taken out of the game by tricks
    _to_move: int
    _leader: int
    _history: list[Move]
    # The turn and a private copy of the last `legal_moves()` list: the table and the
    # replay check a move picked from it (`apply`, checked) by a membership test
    # instead of the rules (the caller's list may change; this copy does not).
    # Only a game played on the checked path keeps it (`_memo`, from its first
    # checked move on): the search's games (`apply(checked=False)` on fresh deals
    # and copies) do not pay for the copy.
    _legal: list[Move]
    _legal_turn: int  # the turn (history length) `_legal` lists, -1 for none
    _memo: bool

    # --- queries ----------------------------------------------------------

    def position(self) -> dict[str, Any]:
        """This position in parts, as `from_position` takes them (all codes, all copies).

        `Game.from_position(**game.position())` is an equal game; change a part to build
        a variation, e.g. `Game.from_position(**{**game.position(), "scores": [9, 9]})`.
        """
        return {
            "hands": [h[:] for h in self._hands], "row": tuple(self._slots),
            "pairs": tuple(self._pairs), "pile": self.pile_codes(),
            "discard": tuple(self._discard), "to_move": self._to_move,
            "scores": self._scores[:], "tricks": tuple(self._tricks), "leader": self._leader,
            "history": tuple(self._history), "variants": self._variants, "deck": self._deck,
            "first_player": self._first,
        }

    @property
    def current_player(self) -> int:
        """The seat to move, or -1 once the game is over."""
        return self._to_move

    @property
    def num_players(self) -> int:
        return self._n

    @property
    def game_id(self) -> str:
        return "astromagie"

    def public_move(self, move: Move) -> Move:
        """Every Astromagie move is public: plays and discards are open."""
        return move

    @property
    def variants(self) -> Variants:
        return self._variants

    @property
    def deck(self) -> tuple[str, ...]:
        """The deal as codes, top card first (what a record stores)."""
        return self._deck

    @property
    def first_player(self) -> int:
        return self._first

    @property
    def leader(self) -> int:
        """Who placed last in the current row, -1 when the row is empty."""
        return self._leader

    @property
    def scores(self) -> list[int]:
        """Points per seat (a copy)."""
        return self._scores[:]

    @property
    def tricks(self) -> list[Trick]:
        """The tricks awarded so far, oldest first (a copy)."""
        return self._tricks[:]

    @property
    def history(self) -> list[Move]:
        """Every move so far (a copy)."""
        return self._history[:]

    @property
    def turns_taken(self) -> int:
        return len(self._history)

    @property
    def discard_codes(self) -> tuple[str, ...]:
        """The open discard pile, oldest first."""
        return tuple(self._discard)

    @property
    def pile_count(self) -> int:
        return len(self._pile)

    def pile_codes(self) -> tuple[str, ...]:
        """The hidden draw pile, top card first (tests and debugging; never for a seat)."""
        return tuple(reversed(self._pile))

    def hand_count(self, seat: int) -> int:
        return len(self._hands[seat])

    def hand_counts(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(map(len, self._hands))

    def is_over(self) -> bool:
        return self._to_move < 0

    def hand(self, seat: int) -> list[str]:
        return self._hands[seat][:]

    def row(self) -> tuple[str | None, ...]:
        """Codes on positions 1-4."""
        return tuple(self._slots)

    def row_pairs(self) -> tuple[tuple[str, str], ...]:
        return tuple(self._pairs)

    def top(self) -> TopPair:
        """(aspect value, planet value) of the top 5+6 pair, None without one."""
        return self._top

    def check_placement(self, pos: int, code: str,
                        staged: Sequence[tuple[int, str]] = ()) -> Violation | None:
        """The rule that placing `code` on `pos` after `staged` breaks, or None."""
        if self._to_move < 0:
            return game_over()
        check = PlayCheck(self._hands[self._to_move], self._slots, self._top)
        for staged_pos, staged_code in staged:
            violation = check.place(staged_pos, staged_code)
            if violation is not None:
                return violation
        return check.place(pos, code)

    def legal_targets(self, code: str, staged: Sequence[tuple[int, str]] = ()) -> list[int]:
        """Positions the player to move may put `code` on next (for highlighting)."""
        if self._to_move < 0:
            return []
        return legal_targets(self._hands[self._to_move], self._slots, self._top, staged, code)

    def pair_blocker(self, aspect: str,
                     staged: Sequence[tuple[int, str]] = ()) -> Violation | None:
        """When `aspect` may go on 5 but no planet in the hand can then go on 6: the rule
        that stops them (R5 no planet at all, R6 only the planet on 4, R7 the value)."""
        if self._to_move < 0:
            return None
        return pair_blocker(self._hands[self._to_move], self._slots, self._top, staged, aspect)

    def preview(self, staged: Sequence[tuple[int, str]] = ()) -> ScoreBreakdown:
        """What the row would score with the `staged` placements added (R14)."""
        slots = list(self._slots)
        for pos, code in staged:
            if 1 <= pos <= 4:
                slots[pos - 1] = code
        return score_row(slots, self._variants.modern_rulers)

    def score_now(self) -> ScoreBreakdown:
        return score_row(self._slots, self._variants.modern_rulers)

    def passes_left(self) -> int:
        """How many more turns without a play end the trick (R12); 0 with no leader."""
        if self._leader < 0 or self._to_move < 0:
            return 0
        n, seat, count = self._n, self._to_move, 0
        while seat != self._leader:
            if self._hands[seat]:
                count += 1
            seat = (seat + 1) % n
        return count

    def winners(self) -> list[int]:
        """Seats with the highest total (R16); ties share the win."""
        best = max(self._scores)
        return [i for i, s in enumerate(self._scores) if s == best]

    def card_locations(self) -> dict[int, str]:
        """Where each of the 72 cards is (card id -> place); for tests and debugging.

        Card ids are handed out per code in deck order (`cards.DECK`); raises
        AssertionError when a code is in more places than it has copies.
        """
        places: list[tuple[str, str]] = []
        for seat, hand in enumerate(self._hands):
            places += [(c, f"hand{seat}") for c in hand]
        places += [(c, "pile") for c in self._pile]
        places += [(c, "discard") for c in self._discard]
        places += [(c, "row") for c in self._slots if c is not None]
        places += [(c, "row") for pair in self._pairs for c in pair]
        places += [(c, "taken") for c in self._taken]
        counts = Counter(c for c, _ in places)
        if counts - DECK_COUNTS:
            extra = sorted((counts - DECK_COUNTS).elements())
            raise AssertionError(f"more copies of {extra} than the deck holds")
        uids = uids_for_deck([c for c, _ in places])
        return {uid: place for uid, (_, place) in zip(uids, places, strict=True)}


__all__ = ["GameQueries", "Trick", "Variants"]
