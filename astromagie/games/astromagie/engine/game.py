"""The state of one game of Astromagie and the narrow interface to it.

`Game` follows the shape of OpenSpiel's Python games: `current_player`,
`legal_moves`, `apply`, `is_over`, `scores`, `clone`, `observation(seat)`.
The UI, the bots, the arena, replay and the tests all go through it; its
fields are private. Every card a caller gives or gets is a card code; the
only card ids are the keys of `card_locations()` (for census tests).

Two ways to play a move:

- `apply(move)` checks every rule first (the table, replay, the CLI): it
  raises `IllegalMove` and changes nothing for a move the rules refuse.
- The search path, `apply(move, checked=False)` or `child(move)`, trusts the
  caller: `move` must be one of this position's `legal_moves()`. The bots use
  it for millions of playout turns; a test pins it to the checked path.

`legal_moves()` comes from the table-driven generator in movegen.py, which a
test pins to the readable generator in rules.py, position by position.
(Caching move lists by hand and row was tried: random worlds hit the cache
too rarely and it was slower than generating.)

The state's fields and the questions that only read them (the table's
placement checks and previews, counts, the position in parts) are in
queries.py, `Game`'s base class: this module is about creating and playing.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from .cards import (
    CODE_ORDER,
    DECK,
    DECK_COUNTS,
    HAND_SIZE,
    KIND_OF,
    VALUE_OF,
    ZODIAC,
    deck_mismatch,
)
from .movegen import moves as fast_moves
from .moves import Move
from .position import MAX_PLAYERS, MIN_PLAYERS, PositionError, check_position
from .queries import GameQueries, Trick, Variants
from .rules import IllegalMove, TopPair, Violation, check_play, game_over, row_points

_ORDER = CODE_ORDER.__getitem__


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
        return _moves(self.hand, self.slots, self.top)

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

    def world(self) -> Game:
        """A Game with this public part and own hand; the unseen cards dealt in a fixed order.

        In Astromagie every move is public and draws are random, so any deal of
        the unseen cards is consistent with the history; the search deals them
        anew with `resample_hidden`.
        """
        hidden = sorted(self.unseen().elements())
        hands: list[list[str]] = []
        at = 0
        for seat, count in enumerate(self.hand_counts):
            if seat == self.seat:
                hands.append(list(self.hand))
            else:
                hands.append(hidden[at:at + count])
                at += count
        if len(hidden) - at != self.pile_count:
            raise ValueError("observation is inconsistent: unseen cards do not match the counts")
        return Game.from_position(
            hands=hands, row=self.slots, pairs=self.pairs, pile=hidden[at:],
            discard=self.discard, to_move=self.to_move, scores=self.scores,
            tricks=self.tricks, leader=self.leader, history=self.history,
            variants=self.variants)


def _moves(hand: Sequence[str], slots: Sequence[str | None], top: TopPair) -> list[Move]:
    """rules.legal_moves(hand, slots, top), from the tables of movegen.py."""
    return fast_moves(sorted(hand, key=_ORDER), slots, top)


class Game(GameQueries):
    """One game from the deal to the end. Create with `new`, `from_deck` or `from_position`.

    The read-only questions (placements, targets, previews, scores, counts, the
    position in parts) are inherited from `GameQueries`; this class creates a
    game and plays it.
    """

    __slots__ = ()  # the fields are GameQueries's slots

    # --- creation ---------------------------------------------------------

    @classmethod
    def new(cls, num_players: int, seed: int, variants: Variants = Variants()) -> Game:
        """Shuffle and pick the first player from `seed` alone (R1)."""
        rng = random.Random(seed)
        codes = list(DECK)
        rng.shuffle(codes)
        first = rng.randrange(num_players)
        return cls._deal(num_players, codes, first, variants)

    @classmethod
    def from_deck(cls, deck: Sequence[str], num_players: int, first_player: int,
                  variants: Variants = Variants()) -> Game:
        """A game dealt from an explicit deck order, top card first (record-format.md)."""
        mismatch = deck_mismatch(deck)
        if mismatch is not None:
            raise ValueError(f"the deck must hold exactly the 72 cards of the game ({mismatch})")
        return cls._deal(num_players, list(deck), first_player, variants)

    @classmethod
    def _deal(cls, n: int, codes: list[str], first: int, variants: Variants) -> Game:
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"Astromagie is played by 2 to 5 players, not {n}")
        if not 0 <= first < n:
            raise ValueError(f"first player {first} is not a seat of {n}")
        hands = [codes[i * HAND_SIZE:(i + 1) * HAND_SIZE] for i in range(n)]
        return cls._build(n, variants, tuple(codes), first, hands, codes[n * HAND_SIZE:][::-1],
                          [], [None, None, None, None], [], [0] * n, [], [], first, -1, [])

    @classmethod
    def _build(cls, n: int, variants: Variants, deck: tuple[str, ...], first: int,
               hands: list[list[str]], pile: list[str], discard: list[str],
               slots: list[str | None], pairs: list[tuple[str, str]], scores: list[int],
               tricks: list[Trick], taken: list[str], to_move: int, leader: int,
               history: list[Move]) -> Game:
        game = cls.__new__(cls)
        game._n = n
        game._variants = variants
        game._deck = deck
        game._first = first
        game._hands = hands
        game._pile = pile
        game._discard = discard
        game._slots = slots
        game._pairs = pairs
        game._top = (VALUE_OF[pairs[-1][0]], VALUE_OF[pairs[-1][1]]) if pairs else None
        game._scores = scores
        game._tricks = tricks
        game._taken = taken
        game._to_move = to_move
        game._leader = leader
        game._history = history
        game._legal = []
        game._legal_turn = -1
        game._memo = False  # until its first checked move
        return game

    @classmethod
    def from_position(
        cls, *, hands: Sequence[Sequence[str]], row: Sequence[str | None] = (None,) * 4,
        pairs: Sequence[tuple[str, str]] = (), pile: Sequence[str] = (),
        discard: Sequence[str] = (), to_move: int = 0, scores: Sequence[int] | None = None,
        tricks: Sequence[Trick] = (), leader: int = -1, history: Sequence[Move] = (),
        variants: Variants = Variants(), deck: Sequence[str] | None = None,
        first_player: int = 0,
    ) -> Game:
        """A game in the position described by its parts, all in card codes.

        `hands` (one per seat), `row` (positions 1-4), `pairs` (the stacked 5+6 pairs,
        bottom first), `pile` (top card first), `discard` (oldest first); `to_move` is
        -1 for a finished game; the cards of `tricks` are out of the game. `deck` and
        `first_player` only matter for records (default: the canonical deck, seat 0).
        Raises PositionError unless all 72 cards are there exactly once, the row is one
        the rules can build, and the counts are in range.
        """
        n = len(hands)
        taken = [c for t in tricks for c in t.cards]
        scores = [0] * n if scores is None else list(scores)
        slots = list(row)
        game_deck = tuple(deck) if deck is not None else DECK
        check_position(hands, slots, pairs, pile, discard, taken, to_move, scores, leader,
                       first_player, game_deck)
        return cls._build(n, variants, game_deck, first_player, [list(h) for h in hands],
                          list(pile)[::-1], list(discard), slots, list(pairs), scores,
                          list(tricks), taken, to_move, leader, list(history))

    def clone(self) -> Game:
        """An independent copy (the AI searches on these)."""
        other = Game.__new__(Game)
        other._n = self._n
        other._variants = self._variants
        other._deck = self._deck
        other._first = self._first
        other._hands = [h[:] for h in self._hands]
        other._pile = self._pile[:]
        other._discard = self._discard[:]
        other._slots = self._slots[:]
        other._pairs = self._pairs[:]
        other._top = self._top
        other._scores = self._scores[:]
        other._tricks = self._tricks[:]
        other._taken = self._taken[:]
        other._to_move = self._to_move
        other._leader = self._leader
        other._history = self._history[:]
        other._legal = []  # resample_hidden and with_hidden change the copy's hands
        other._legal_turn = -1
        other._memo = False
        return other

    def resample_hidden(self, seat: int, rng: random.Random) -> Game:
        """A copy in which the cards `seat` cannot see are dealt anew (uniformly).

        The other hands keep their sizes and the pile its size; everything public and
        `seat`'s own hand stay. Every move is public and draws are random, so each
        such deal is consistent with everything `seat` has seen (OpenSpiel's
        `resample_from_infostate`).
        """
        world = self.clone()
        hands = world._hands
        hidden = [c for s, h in enumerate(hands) if s != seat for c in h]
        hidden += world._pile
        rng.shuffle(hidden)
        at = 0
        for s, hand in enumerate(hands):
            if s != seat and hand:
                k = len(hand)
                hands[s] = hidden[at:at + k]
                at += k
        world._pile = hidden[at:]
        return world

    def with_hidden(self, hands: Sequence[Sequence[str]], pile: Sequence[str]) -> Game:
        """A copy with these hands and this draw pile (top card last), everything else kept.

        For the bots' belief (`AstromagiePolicy.adopt_holdings`): the caller deals
        the same cards differently, so the copy holds the same cards as this game.
        """
        world = self.clone()
        world._hands = [list(h) for h in hands]
        world._pile = list(pile)
        return world

    # --- the moves and a seat's view (the bots' hot path) -------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move: distinct plays, then distinct discards."""
        seat = self._to_move
        if seat < 0:
            return []
        moves = fast_moves(sorted(self._hands[seat], key=_ORDER), self._slots, self._top)
        if self._memo:
            self._legal = moves[:]
            self._legal_turn = len(self._history)
        return moves

    def check(self, move: Move) -> Violation | None:
        """The rule `move` breaks for the player to move, or None if it is legal."""
        if self._to_move < 0:
            return game_over()
        if self._legal_turn == len(self._history) and move in self._legal:
            return None  # one of this turn's legal moves, as `legal_moves` listed them
        return check_play(self._hands[self._to_move], self._slots, self._top, move)

    def observation(self, seat: int) -> Observation:
        return Observation(
            seat,
            self._n,
            self._to_move,
            tuple(self._hands[seat]),
            tuple(self._slots),
            tuple(self._pairs),
            tuple(self._discard),
            tuple(map(len, self._hands)),
            len(self._pile),
            tuple(self._scores),
            tuple(self._tricks),
            self._leader,
            self.passes_left(),
            len(self._history),
            self._variants,
            tuple(self._history),
        )

    # --- changes ----------------------------------------------------------

    def apply(self, move: Move, checked: bool = True) -> None:
        """Play `move` for the player to move.

        Checked (the default): raises IllegalMove and changes nothing if the rules
        refuse it. `checked=False` is the search path: `move` must come from this
        position's `legal_moves()`; nothing is checked, anything else corrupts the game.
        """
        if checked:
            # `check`'s shortcut inline: the table's common case
            if self._legal_turn != len(self._history) or move not in self._legal:
                violation = self.check(move)
                if violation is not None:
                    raise IllegalMove(violation)
                self._memo = True  # a game played on the checked path
        seat = self._to_move
        hand = self._hands[seat]
        code = move.discard
        if code is not None:
            hand.remove(code)
            self._discard.append(code)
        else:
            slots = self._slots
            aspect = ""
            for pos, code in move.placements:
                hand.remove(code)
                if pos == 5:
                    aspect = code
                elif pos == 6:
                    self._pairs.append((aspect, code))
                    self._top = (VALUE_OF[aspect], VALUE_OF[code])
                else:
                    slots[pos - 1] = code
            self._leader = seat
        self._history.append(move)
        pile = self._pile
        missing = HAND_SIZE - len(hand)
        if missing and pile:  # R11: refill from the top of the pile, one card after another
            if missing == 1:
                hand.append(pile.pop())
            else:
                drawn = pile[-missing:]
                del pile[-missing:]
                drawn.reverse()
                hand += drawn
        # The common case inline: the next seat holds cards and no trick or end is due.
        following = seat + 1
        if following == self._n:
            following = 0
        if following != self._leader and self._hands[following] and (
                pile or self._leader >= 0):
            self._to_move = following
            return
        self._advance(seat)

    def child(self, move: Move) -> Game:
        """A copy with `move` played on the search path (`move` from `legal_moves()`)."""
        game = self.clone()
        game.apply(move, checked=False)
        return game

    def _advance(self, seat: int) -> None:
        """Pass the turn on: award a trick when it comes back to the leader (R12),
        skip empty hands (R9), end the game (R15, V2)."""
        n = self._n
        hands = self._hands
        while True:
            seat = (seat + 1) % n
            if seat == self._leader:
                self._award_trick()
                if self._to_move < 0:
                    return
            if self._leader < 0 and not self._pile and not any(
                KIND_OF[c] is ZODIAC for h in hands for c in h
            ):
                self._to_move = -1
                return
            if hands[seat]:
                self._to_move = seat
                return

    def _award_trick(self) -> None:
        winner = self._leader
        s1, s2, s3, s4 = slots = self._slots
        points = row_points(s1, s2, s3, s4, self._variants.modern_rulers)
        self._scores[winner] += points
        self._tricks.append(
            Trick(len(self._history), winner, tuple(slots), tuple(self._pairs), points))
        taken = self._taken
        taken += filter(None, slots)  # the codes on 1-4 (None: an empty position)
        for pair in self._pairs:
            taken += pair
        self._slots = [None, None, None, None]
        self._pairs = []
        self._top = None
        self._leader = -1
        target = self._variants.target_score
        if target is not None and self._scores[winner] >= target:  # V2
            self._to_move = -1


__all__ = [
    "Game", "Observation", "PositionError", "Trick", "Variants",
]
