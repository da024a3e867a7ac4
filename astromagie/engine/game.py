"""The state of one game of Astromagie and the narrow interface to it.

`Game` follows the shape of OpenSpiel's Python games: `current_player`,
`legal_moves`, `apply`, `is_over`, `scores`, `clone`, `observation(seat)`.
The UI, the bots, the arena, replay and the tests all go through it.

Internally cards are unique ids (uids, see `cards.DECK`); everything a caller
sees is in card codes.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .cards import DECK, DECK_COUNTS, IS_ZODIAC_UID, VALUE_OF, uids_for_deck
from .moves import Move
from .rules import (
    IllegalMove,
    PlayCheck,
    ScoreBreakdown,
    TopPair,
    Violation,
    check_play,
    game_over,
    legal_moves,
    legal_targets,
    not_in_hand,
    score_row,
)

HAND_SIZE = 6
MIN_PLAYERS, MAX_PLAYERS = 2, 5
CODE = DECK  # uid -> code
_CODE_OR_NONE: dict[int | None, str | None] = {None: None, **dict(enumerate(DECK))}


@dataclass(frozen=True, slots=True)
class Variants:
    """Optional rules (RULES.md, Variants); both off by default."""

    modern_rulers: bool = False  # V1
    target_score: int | None = None  # V2

    def to_record(self) -> dict:
        out: dict = {}
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


class Observation(NamedTuple):
    """What one seat may see: its own hand and everything public, nothing else.

    A NamedTuple rather than a frozen dataclass: one is built every turn, and this is
    the cheapest immutable value Python has.
    """

    seat: int
    num_players: int
    to_move: int  # -1 once the game is over
    hand: tuple[str, ...]
    slots: tuple[str | None, ...]  # positions 1-4
    pairs: tuple[tuple[str, str], ...]  # the stacked 5+6 pairs, bottom first
    discard: tuple[str, ...]  # the open discard pile, oldest first
    hand_counts: tuple[int, ...]
    pile_count: int
    scores: tuple[int, ...]
    tricks: tuple[Trick, ...]
    leader: int  # who placed last in the current row, -1 if the row is empty
    passes_left: int  # turns without a play that end the trick (0 if no leader)
    turn: int  # turns taken so far
    variants: Variants
    history: tuple[Move, ...]  # every move so far (all public: plays and discards)

    @property
    def over(self) -> bool:
        return self.to_move < 0

    @property
    def top(self) -> TopPair:
        if not self.pairs:
            return None
        aspect, planet = self.pairs[-1]
        return (VALUE_OF[aspect], VALUE_OF[planet])

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves; empty when it is not this seat's turn."""
        if self.to_move != self.seat:
            return []
        return legal_moves(self.hand, self.slots, self.top)

    def check(self, move: Move) -> Violation | None:
        return check_play(self.hand, self.slots, self.top, move)

    def unseen(self) -> Counter[str]:
        """Codes this seat cannot see: in other hands or the draw pile."""
        seen = Counter(self.hand)
        seen.update(c for c in self.slots if c is not None)
        seen.update(c for pair in self.pairs for c in pair)
        seen.update(self.discard)
        for trick in self.tricks:
            seen.update(trick.cards)
        return DECK_COUNTS - seen


def game_seed(base: int, index: int) -> int:
    """The seed of game `index` in a series started from `base` (simulate, arena)."""
    return (base * 1_000_003 + index) & 0xFFFFFFFFFFFF


class Game:
    """One game from the deal to the end. Create with `new` or `from_deck`."""

    __slots__ = (
        "num_players", "variants", "deck", "first_player", "hands", "pile", "discard",
        "slots", "pairs", "scores", "tricks", "taken", "to_move", "leader", "history",
    )

    # --- creation ---------------------------------------------------------

    @classmethod
    def new(cls, num_players: int, seed: int, variants: Variants = Variants()) -> Game:
        """Shuffle and pick the first player from `seed` alone (R1)."""
        rng = random.Random(seed)
        uids = list(range(len(DECK)))
        rng.shuffle(uids)
        first = rng.randrange(num_players)
        return cls._deal(num_players, uids, first, variants)

    @classmethod
    def from_deck(cls, deck: Sequence[str], num_players: int, first_player: int,
                  variants: Variants = Variants()) -> Game:
        """A game dealt from an explicit deck order, top card first (RECORD.md)."""
        if Counter(deck) != DECK_COUNTS:
            raise ValueError("the deck must hold exactly the 72 cards of the game")
        return cls._deal(num_players, uids_for_deck(list(deck)), first_player, variants)

    @classmethod
    def _deal(cls, n: int, uids: list[int], first: int, variants: Variants) -> Game:
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"Astromagie is played by 2 to 5 players, not {n}")
        if not 0 <= first < n:
            raise ValueError(f"first player {first} is not a seat of {n}")
        game = cls.__new__(cls)
        game.num_players = n
        game.variants = variants
        game.deck = tuple(CODE[u] for u in uids)
        game.first_player = first
        game.hands = [uids[i * HAND_SIZE:(i + 1) * HAND_SIZE] for i in range(n)]
        game.pile = uids[n * HAND_SIZE:][::-1]  # top card last, so drawing is pop()
        game.discard = []
        game.slots = [None, None, None, None]  # uids on positions 1-4
        game.pairs = []  # (aspect uid, planet uid), bottom first
        game.scores = [0] * n
        game.tricks = []
        game.taken = []  # uids of the cards taken out of the game by tricks
        game.to_move = first
        game.leader = -1
        game.history = []
        return game

    def clone(self) -> Game:
        """An independent copy (the AI searches on these)."""
        other = Game.__new__(Game)
        other.num_players = self.num_players
        other.variants = self.variants
        other.deck = self.deck
        other.first_player = self.first_player
        other.hands = [h[:] for h in self.hands]
        other.pile = self.pile[:]
        other.discard = self.discard[:]
        other.slots = self.slots[:]
        other.pairs = self.pairs[:]
        other.scores = self.scores[:]
        other.tricks = self.tricks[:]
        other.taken = self.taken[:]
        other.to_move = self.to_move
        other.leader = self.leader
        other.history = self.history[:]
        return other

    # --- queries ----------------------------------------------------------

    @property
    def current_player(self) -> int:
        """The seat to move, or -1 once the game is over."""
        return self.to_move

    def is_over(self) -> bool:
        return self.to_move < 0

    def hand(self, seat: int) -> list[str]:
        return [CODE[u] for u in self.hands[seat]]

    def row(self) -> tuple[str | None, ...]:
        """Codes on positions 1-4."""
        return tuple(map(_CODE_OR_NONE.__getitem__, self.slots))

    def row_pairs(self) -> tuple[tuple[str, str], ...]:
        if not self.pairs:
            return ()
        return tuple((CODE[a], CODE[p]) for a, p in self.pairs)

    def top(self) -> TopPair:
        if not self.pairs:
            return None
        a, p = self.pairs[-1]
        return (VALUE_OF[CODE[a]], VALUE_OF[CODE[p]])

    def legal_moves(self) -> list[Move]:
        if self.to_move < 0:
            return []
        hand = list(map(CODE.__getitem__, self.hands[self.to_move]))
        return legal_moves(hand, self.row(), self.top())

    def check(self, move: Move) -> Violation | None:
        """The rule `move` breaks for the player to move, or None if it is legal."""
        if self.to_move < 0:
            return game_over()
        hand = [CODE[u] for u in self.hands[self.to_move]]
        return check_play(hand, self.row(), self.top(), move)

    def check_placement(self, pos: int, code: str,
                        staged: Sequence[tuple[int, str]] = ()) -> Violation | None:
        """The rule that placing `code` on `pos` after `staged` breaks, or None."""
        if self.to_move < 0:
            return game_over()
        check = PlayCheck(self.hand(self.to_move), self.row(), self.top())
        for staged_pos, staged_code in staged:
            violation = check.place(staged_pos, staged_code)
            if violation is not None:
                return violation
        return check.place(pos, code)

    def legal_targets(self, code: str, staged: Sequence[tuple[int, str]] = ()) -> list[int]:
        """Positions the player to move may put `code` on next (for highlighting)."""
        if self.to_move < 0:
            return []
        return legal_targets(self.hand(self.to_move), self.row(), self.top(), staged, code)

    def preview(self, staged: Sequence[tuple[int, str]] = ()) -> ScoreBreakdown:
        """What the row would score with the `staged` placements added (R14)."""
        slots = list(self.row())
        for pos, code in staged:
            if 1 <= pos <= 4:
                slots[pos - 1] = code
        return score_row(slots, self.variants.modern_rulers)

    def score_now(self) -> ScoreBreakdown:
        return score_row(self.row(), self.variants.modern_rulers)

    def passes_left(self) -> int:
        """How many more turns without a play end the trick (R12); 0 with no leader."""
        if self.leader < 0 or self.to_move < 0:
            return 0
        n, seat, count = self.num_players, self.to_move, 0
        while seat != self.leader:
            if self.hands[seat]:
                count += 1
            seat = (seat + 1) % n
        return count

    def observation(self, seat: int) -> Observation:
        code = CODE.__getitem__
        return Observation(
            seat,
            self.num_players,
            self.to_move,
            tuple(map(code, self.hands[seat])),
            self.row(),
            self.row_pairs(),
            tuple(map(code, self.discard)),
            tuple(map(len, self.hands)),
            len(self.pile),
            tuple(self.scores),
            tuple(self.tricks),
            self.leader,
            self.passes_left(),
            len(self.history),
            self.variants,
            tuple(self.history),
        )

    def winners(self) -> list[int]:
        """Seats with the highest total (R16); ties share the win."""
        best = max(self.scores)
        return [i for i, s in enumerate(self.scores) if s == best]

    def card_locations(self) -> dict[int, str]:
        """Where each of the 72 cards is (uid -> place); for tests and debugging."""
        where: dict[int, str] = {}

        def put(uid: int, place: str) -> None:
            if uid in where:
                raise AssertionError(f"card {uid} is both in {where[uid]} and {place}")
            where[uid] = place

        for seat, hand in enumerate(self.hands):
            for u in hand:
                put(u, f"hand{seat}")
        for u in self.pile:
            put(u, "pile")
        for u in self.discard:
            put(u, "discard")
        for u in self.slots:
            if u is not None:
                put(u, "row")
        for a, p in self.pairs:
            put(a, "row")
            put(p, "row")
        for u in self.taken:
            put(u, "taken")
        return where

    # --- changes ----------------------------------------------------------

    def apply(self, move: Move) -> None:
        """Play `move` for the player to move; raises IllegalMove and changes nothing if refused."""
        violation = self.check(move)
        if violation is not None:
            raise IllegalMove(violation)
        self._apply_checked(move)

    def _apply_checked(self, move: Move) -> None:
        seat = self.to_move
        hand = self.hands[seat]
        if move.discard is not None:
            self.discard.append(_take(hand, move.discard))
        else:
            open_aspect = -1
            for pos, code in move.placements:
                uid = _take(hand, code)
                if pos == 5:
                    open_aspect = uid
                elif pos == 6:
                    self.pairs.append((open_aspect, uid))
                else:
                    self.slots[pos - 1] = uid
            self.leader = seat
        self.history.append(move)
        pile = self.pile
        while len(hand) < HAND_SIZE and pile:  # R11
            hand.append(pile.pop())
        self._advance(seat)

    def _advance(self, seat: int) -> None:
        """Pass the turn on: award a trick when it comes back to the leader (R12),
        skip empty hands (R9), end the game (R15, V2)."""
        n = self.num_players
        hands = self.hands
        while True:
            seat = (seat + 1) % n
            if seat == self.leader:
                self._award_trick()
                if self.to_move < 0:
                    return
            if self.leader < 0 and not self.pile and not any(
                IS_ZODIAC_UID[u] for h in hands for u in h
            ):
                self.to_move = -1
                return
            if hands[seat]:
                self.to_move = seat
                return

    def _award_trick(self) -> None:
        winner = self.leader
        slots = self.row()
        points = score_row(slots, self.variants.modern_rulers).points
        self.scores[winner] += points
        self.tricks.append(Trick(len(self.history), winner, slots, self.row_pairs(), points))
        self.taken.extend(u for u in self.slots if u is not None)
        for aspect, planet in self.pairs:
            self.taken += (aspect, planet)
        self.slots = [None, None, None, None]
        self.pairs = []
        self.leader = -1
        target = self.variants.target_score
        if target is not None and self.scores[winner] >= target:  # V2
            self.to_move = -1


def _take(hand: list[int], code: str) -> int:
    """Remove one card with `code` from `hand` and return its uid."""
    for i, uid in enumerate(hand):
        if CODE[uid] == code:
            del hand[i]
            return uid
    raise IllegalMove(not_in_hand(code))  # unreachable after check()
