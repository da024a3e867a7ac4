"""One game of Zahlenstreifen in progress (`StripState`) and what one seat sees of it.

The state holds plain lists of int cards (see `cards`) so that the search
path (`legal_moves`, `apply(move, checked=False)`, `clone`,
`resample_hidden`) does no string work and copies nothing but lists:

- `hands[s]`: seat s's hand (order irrelevant); after the game the two
  cards left there are the ones set aside (NS12);
- `row`: the open row, left to right; a card's position (NS4) is
  `len(row) - index`;
- `pile`: the draw pile with its TOP card LAST (so a draw is `pop()`);
- `collections[o]`: owner o's collection in the order taken; with two
  players `collections[2]` is the dummy's;
- `secret[s]`: the two cards seat s chose face down (NS12), until the reveal;
- `history`: the record entries so far; `takes[k]`: what the k-th `P` entry
  took, in row order; `dummy_log`: the dummy's turns as
  `(after_turn, played, taken)`.

The dummy (NS15, two players): it is never `current_player` and
`num_players` does not count it. Its turns are played inside `apply` right
after seat 1's turn; a table shows them from `StripState.dummy_moves` (or
`StripObservation.dummy_moves`: `DummyMove(after_turn, played, taken)` in
codes) and its collection from `dummy_collection` (both observations and
state; empty without a dummy; `has_dummy` says whether there is one).
Tables that list seats show the dummy after the players, as seat
`num_players` (see `owner_count`).

The secret choice (NS12): seats choose in seat order, one after another.
Until the last seat has chosen, `observation(s)` shows only which seats have
chosen (`chosen`), never their cards; the history shows another seat's
choice as the placeholder `K` (`public_move`), and the chooser's own pair
only to the chooser. When the last seat chooses, the choices are revealed
together, added to the collections, and the game is over.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

from astromagie.host.game import NOBODY, IllegalMove, Violation

from . import INFO
from .cards import CARD, CODE, DECK, card_ids, codes
from .moves import (
    CHOICE_CARDS,
    CHOICE_MOVE,
    PLAY_CARD,
    PLAY_MOVE,
    SECRET_PLACEHOLDER,
    canonical,
    short,
)
from .scoring import scores as score_collections

GAME_ID = INFO.id
HAND_SIZE = 5
ROW_SIZE = 6
DUMMY = 2  # the dummy's index in `collections` with two players

PLAY, CHOOSE, OVER = 0, 1, 2
PHASE_NAMES = ("play", "choose", "over")


class DummyMove(NamedTuple):
    """One turn of the dummy (NS15): after record entry `after_turn` it played `played`."""

    after_turn: int
    played: str
    taken: tuple[str, ...]


def play_moves(hand: Sequence[int]) -> list[str]:
    """NS5: `P CODE` for each distinct card in hand, in byte order."""
    return [PLAY_MOVE[card] for card in sorted(set(hand))]


def choice_moves(hand: Sequence[int]) -> list[str]:
    """NS12: `K A B` for each distinct unordered pair of hand cards, in byte order."""
    cards = sorted(hand)
    pairs = {(cards[i], cards[j]) for i in range(len(cards)) for j in range(i + 1, len(cards))}
    return [CHOICE_MOVE[pair] for pair in sorted(pairs)]


class StripState:
    """A game of Zahlenstreifen; implements `astromagie.host.game.GameState`."""

    __slots__ = ("n", "first", "deck", "hands", "row", "pile", "collections", "secret", "history",
                 "takes", "dummy_log", "current", "phase", "last_left", "last_card_turn")

    game_id = GAME_ID

    n: int
    first: int
    deck: tuple[int, ...]  # the deal, top card first (for the record); () in a world
    hands: list[list[int]]
    row: list[int]
    pile: list[int]
    collections: list[list[int]]
    secret: list[list[int]]
    history: list[str]
    takes: list[list[int]]
    dummy_log: list[tuple[int, int, list[int]]]
    current: int
    phase: int
    last_left: int  # turns left in the last round (NS11); -1 before it starts
    last_card_turn: int  # the entry whose refill emptied the pile (0: none)

    @classmethod
    def deal(cls, players: int, first: int, deck: Sequence[int]) -> StripState:
        """NS1-NS3: the game set up from `deck` (top card first) with `first` to move."""
        if not 2 <= players <= 5 or not 0 <= first < players or len(deck) != len(DECK):
            raise ValueError("2-5 players, a first player among them and 90 cards")
        state = cls.__new__(cls)
        state.n = players
        state.first = first
        state.deck = tuple(deck)
        state.hands = [list(deck[HAND_SIZE * s:HAND_SIZE * (s + 1)]) for s in range(players)]
        start = HAND_SIZE * players
        state.row = list(deck[start:start + ROW_SIZE])
        state.pile = list(reversed(deck[start + ROW_SIZE:]))
        state.collections = [[] for _ in range(players + (1 if players == 2 else 0))]
        state.secret = [[] for _ in range(players)]
        state.history = []
        state.takes = []
        state.dummy_log = []
        state.current = first
        state.phase = PLAY
        state.last_left = -1
        state.last_card_turn = 0
        return state

    # --- the interface's read-only parts -------------------------------------------------

    @property
    def num_players(self) -> int:
        return self.n

    @property
    def current_player(self) -> int:
        return self.current

    @property
    def first_player(self) -> int:
        return self.first

    @property
    def scores(self) -> list[int]:
        """NS13/NS14 on the collections as they are (final once the game is over)."""
        return score_collections(self.collections, self.n)

    @property
    def has_dummy(self) -> bool:
        return self.n == 2

    @property
    def owner_count(self) -> int:
        """Owners of a collection: the players, and the dummy (last) with two players."""
        return len(self.collections)

    @property
    def dummy_collection(self) -> tuple[str, ...]:
        return tuple(codes(self.collections[DUMMY])) if self.n == 2 else ()

    @property
    def dummy_moves(self) -> tuple[DummyMove, ...]:
        return tuple(DummyMove(k, CODE[card], tuple(codes(taken)))
                     for k, card, taken in self.dummy_log)

    def is_over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list[int]:
        """NS14: the players with the fewest minus points (ties share); [] while playing."""
        if self.phase != OVER:
            return []
        result = self.scores
        best = max(result)
        return [seat for seat, score in enumerate(result) if score == best]

    # --- moves -----------------------------------------------------------------------------

    def legal_moves(self) -> list[str]:
        if self.phase == PLAY:
            return [PLAY_MOVE[card] for card in sorted(set(self.hands[self.current]))]
        if self.phase == CHOOSE:
            return choice_moves(self.hands[self.current])
        return []

    def check(self, move: object) -> Violation | None:
        """The rule book's check order: syntax, game over, phase, hand."""
        move_text = canonical(move)
        if move_text is None:
            return Violation("FORMAT", "notation",
                             f"not a move of this game: {short(move)}", {"move": short(move)})
        if self.phase == OVER:
            return Violation("NS17", "game_over", "the game is over")
        choosing = move_text[0] == "K"
        if self.phase == PLAY and choosing:
            return Violation("NS5", "still_playing",
                             "cards are still to be played: play one card ('P CODE')")
        if self.phase == CHOOSE and not choosing:
            return Violation("NS12", "last_round_over",
                             "the last round is over: choose two cards ('K CODE CODE')")
        hand = self.hands[self.current]
        if not choosing:
            card = PLAY_CARD[move_text]
            if card not in hand:
                return Violation("NS5", "not_in_hand", f"{CODE[card]} is not in the hand",
                                 {"card": CODE[card]})
            return None
        first, second = CHOICE_CARDS[move_text]
        have = hand.count(first) >= 2 if first == second else (first in hand and second in hand)
        if not have:
            return Violation("NS12", "not_in_hand",
                             f"{CODE[first]} and {CODE[second]} are not both in the hand",
                             {"cards": f"{CODE[first]} {CODE[second]}"})
        return None

    def apply(self, move: Any, checked: bool = True) -> None:
        """Make `move`; with checked=False (the search path) it must come from legal_moves()."""
        if checked:
            violation = self.check(move)
            if violation is not None:
                raise IllegalMove(violation)
            move = canonical(move)
        if self.phase == PLAY:
            self._play(move)
        else:
            self._choose(move)

    def _play(self, move: str) -> None:
        """NS5-NS9 (and NS11's last round, NS15's dummy turn)."""
        seat = self.current
        hand = self.hands[seat]
        card = PLAY_CARD[move]
        hand.remove(card)
        row = self.row
        limit = len(row) - card % 10  # row[:limit] are the exposed cards (NS6)
        taken: list[int] = []
        if limit > 0:
            low = card - card % 10  # same colour and value <= v: low < x <= card (NS7)
            exposed = row[:limit]
            taken = [x for x in exposed if low < x <= card]
            if taken:
                self.collections[seat].extend(taken)
                row[:limit] = [x for x in exposed if not low < x <= card]  # NS8
        row.append(card)
        self.history.append(move)
        self.takes.append(taken)
        n = self.n
        if self.last_left < 0:
            pile = self.pile
            hand.append(pile.pop())  # NS9: a hand of 4 before the last round draws 1
            if not pile:  # NS11: this refill drew the last card
                self.last_left = n
                self.last_card_turn = len(self.history)
                self.current = (seat + 1) % n
            elif n == 2 and seat == 1:
                self._dummy_turn()
                self.current = 0
            else:
                self.current = (seat + 1) % n
        else:
            self.last_left -= 1
            if self.last_left == 0:
                self.phase = CHOOSE
                self.current = 0  # decision 9: choices in seat order
            else:
                self.current = (seat + 1) % n

    def _dummy_turn(self) -> None:
        """NS15: the pile's top card is played for the dummy; its takes go to the dummy."""
        pile = self.pile
        card = pile.pop()
        row = self.row
        limit = len(row) - card % 10
        taken: list[int] = []
        if limit > 0:
            low = card - card % 10
            exposed = row[:limit]
            taken = [x for x in exposed if low < x <= card]
            if taken:
                self.collections[DUMMY].extend(taken)
                row[:limit] = [x for x in exposed if not low < x <= card]
        row.append(card)
        self.dummy_log.append((len(self.history), card, taken))
        if not pile:  # NS15: the last round starts with seat 0
            self.last_left = self.n

    def _choose(self, move: str) -> None:
        """NS12: lay two cards face down; the last seat's choice reveals them all."""
        seat = self.current
        first, second = CHOICE_CARDS[move]
        hand = self.hands[seat]
        hand.remove(first)
        hand.remove(second)
        self.secret[seat] = [first, second]
        self.history.append(move)
        if seat + 1 < self.n:
            self.current = seat + 1
            return
        for owner, pair in enumerate(self.secret):
            self.collections[owner].extend(pair)
        self.secret = [[] for _ in range(self.n)]
        self.phase = OVER
        self.current = NOBODY

    # --- copies, hidden information --------------------------------------------------------

    def clone(self) -> StripState:
        other = StripState.__new__(StripState)
        other.n = self.n
        other.first = self.first
        other.deck = self.deck
        other.hands = [hand[:] for hand in self.hands]
        other.row = self.row[:]
        other.pile = self.pile[:]
        other.collections = [c[:] for c in self.collections]
        other.secret = [s[:] for s in self.secret]
        other.history = self.history[:]
        other.takes = self.takes[:]  # the inner lists are never changed
        other.dummy_log = self.dummy_log[:]
        other.current = self.current
        other.phase = self.phase
        other.last_left = self.last_left
        other.last_card_turn = self.last_card_turn
        return other

    def resample_hidden(self, seat: int, rng: random.Random) -> StripState:
        """Deal anew the other hands, their face-down choices and the pile (sizes kept)."""
        world = self.clone()
        pool = world.pile[:]
        for other in range(self.n):
            if other != seat:
                pool += world.hands[other]
                pool += world.secret[other]
        # Sorting by independent uniform keys is a uniform shuffle (ties have probability
        # about 2**-53), at less than half the cost of `rng.shuffle` for ~60 cards.
        draw = rng.random
        pool.sort(key=lambda _: draw())
        at = 0
        for other in range(self.n):
            if other != seat:
                size = len(world.hands[other])
                world.hands[other] = pool[at:at + size]
                at += size
                size = len(world.secret[other])
                if size:
                    world.secret[other] = pool[at:at + size]
                    at += size
        world.pile = pool[at:]
        return world

    def public_move(self, move: object) -> str:
        """A secret choice is the placeholder `K` for the other seats; a play is public."""
        text = str(move)
        return SECRET_PLACEHOLDER if text[:1] == "K" else text

    def public_history(self, seat: int) -> tuple[str, ...]:
        """The record so far as `seat` saw it: others' choices hidden until the reveal."""
        if self.phase != CHOOSE:
            return tuple(self.history)
        start = len(self.history) - self.current  # the choices made so far: seats 0..current-1
        return tuple(self.history[:start]) + tuple(
            move if chooser == seat else SECRET_PLACEHOLDER
            for chooser, move in enumerate(self.history[start:]))

    def observation(self, seat: int) -> StripObservation:
        over = self.phase == OVER
        return StripObservation(
            seat=seat,
            turn=len(self.history),
            to_move=self.current,
            num_players=self.n,
            first_player=self.first,
            phase=PHASE_NAMES[self.phase],
            hand=tuple(codes(sorted(self.hands[seat]))),
            secret=tuple(codes(self.secret[seat])),
            row=tuple(codes(self.row)),
            collections=tuple(tuple(codes(c)) for c in self.collections[:self.n]),
            dummy_collection=self.dummy_collection,
            hand_sizes=tuple(len(h) for h in self.hands),
            pile_size=len(self.pile),
            chosen=tuple(bool(s) or over for s in self.secret),
            history=self.public_history(seat),
            takes=tuple(tuple(codes(t)) for t in self.takes),
            dummy_moves=self.dummy_moves,
            last_round_left=self.last_left,
            last_card_turn=self.last_card_turn,
        )

    def card_locations(self) -> dict[int, str]:
        """Card id -> zone for all 90 cards (ids from `cards.card_ids`)."""
        seen: dict[int, int] = {}
        where: dict[int, str] = {}
        hand_zone = "aside" if self.phase == OVER else "hand"
        zones: list[tuple[str, list[int]]] = [("row", self.row), ("pile", self.pile)]
        zones += [(f"{hand_zone}:{s}", hand) for s, hand in enumerate(self.hands)]
        zones += [(f"secret:{s}", pair) for s, pair in enumerate(self.secret)]
        zones += [("collection:dummy" if o == self.n else f"collection:{o}", c)
                  for o, c in enumerate(self.collections)]
        for zone, cards in zones:
            for card_id in card_ids(cards, seen):
                where[card_id] = zone
        return where

    def __repr__(self) -> str:
        return (f"StripState(players={self.n}, turn={len(self.history)}, "
                f"phase={PHASE_NAMES[self.phase]}, to_move={self.current})")


@dataclass(frozen=True)
class StripObservation:
    """What seat `seat` may know (NS10): its hand and face-down pair, and everything open.

    Other hands and the pile are counts; another seat's secret choice is only
    `chosen[s]` (and `K` in `history`) until the reveal. Cards are codes.
    """

    seat: int
    turn: int
    to_move: int
    num_players: int
    first_player: int
    phase: str  # "play", "choose" or "over"
    hand: tuple[str, ...]  # sorted; after the game: the two cards set aside
    secret: tuple[str, ...]  # this seat's face-down pair, until the reveal
    row: tuple[str, ...]  # left to right
    collections: tuple[tuple[str, ...], ...]  # the players', in seat order
    dummy_collection: tuple[str, ...]  # empty without a dummy
    hand_sizes: tuple[int, ...]
    pile_size: int
    chosen: tuple[bool, ...]  # which seats have laid their two cards down
    history: tuple[str, ...]  # the record so far, others' choices as `K`
    takes: tuple[tuple[str, ...], ...]  # what each `P` entry took
    dummy_moves: tuple[DummyMove, ...]
    last_round_left: int  # turns left in the last round, -1 before it
    last_card_turn: int  # the entry whose refill drew the last card, 0 if none

    @property
    def has_dummy(self) -> bool:
        return self.num_players == 2

    def legal_moves(self) -> list[str]:
        if self.to_move != self.seat:
            return []
        hand = [CARD[code] for code in self.hand]
        return play_moves(hand) if self.phase == "play" else choice_moves(hand)

    @cached_property
    def _world(self) -> StripState:
        """The hidden cards dealt in code order: others' pairs, others' hands, the pile."""
        to_int = CARD.__getitem__
        unseen = Counter(DECK)
        seen = list(self.hand) + list(self.secret) + list(self.row) + list(self.dummy_collection)
        for collection in self.collections:
            seen += collection
        unseen.subtract(to_int(code) for code in seen)
        pool = sorted(unseen.elements())
        n = self.num_players
        state = StripState.__new__(StripState)
        state.n = n
        state.first = self.first_player
        state.deck = ()
        state.row = [to_int(c) for c in self.row]
        state.collections = [[to_int(c) for c in col] for col in self.collections]
        if n == 2:
            state.collections.append([to_int(c) for c in self.dummy_collection])
        state.hands = []
        state.secret = []
        at = 0
        choosing = self.phase == "choose"
        for s in range(n):
            if s == self.seat:
                state.hands.append([to_int(c) for c in self.hand])
                state.secret.append([to_int(c) for c in self.secret])
                continue
            pair = 2 if choosing and self.chosen[s] else 0
            state.secret.append(pool[at:at + pair])
            at += pair
            state.hands.append(pool[at:at + self.hand_sizes[s]])
            at += self.hand_sizes[s]
        state.pile = pool[at:]
        state.history = list(self.history)
        state.takes = [[to_int(c) for c in taken] for taken in self.takes]
        state.dummy_log = [(m.after_turn, to_int(m.played), [to_int(c) for c in m.taken])
                           for m in self.dummy_moves]
        state.current = self.to_move
        state.phase = PHASE_NAMES.index(self.phase)
        state.last_left = self.last_round_left
        state.last_card_turn = self.last_card_turn
        return state

    def world(self) -> StripState:
        """One full state consistent with this observation (hidden cards in a fixed order)."""
        return self._world.clone()
