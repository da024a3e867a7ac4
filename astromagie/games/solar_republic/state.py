"""One game of The Solar Republic in progress: the rules SR1-SR16 of
docs/games/solar-republic/rules.md.

`SolarState` implements the host's `GameState`. Its zones are plain lists of
card codes: the hands, the draw pile (kept reversed, so its top card is the
list's end and a draw is a `pop`), the in-play pile (bottom first) and the
won stacks (bottom first, their top at the end). Moves are strings in record
notation. `apply(move, checked=False)` is the search path: one dict lookup,
a few list operations, no checks. `check` gives the refusals of the record format's
error table in its check order.

`SolarObservation` is what one seat may know (SR13): its own hand, the
in-play pile, every won stack, the size of each hand and of the draw pile,
and the moves so far (every move is public; what a draw took is not).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from astromagie.host.game import NOBODY, IllegalMove, NotationError, Violation

from . import INFO
from .cards import CODES, COUNTS, DECK, HAND_SIZE, PLAYABLE, RANK, SUIT, takes_book
from .moves import DRAW, MOVE_INFO, Move, parse, seat_number

GAME_ID = INFO.id
MIN_PLAYERS = 2
MAX_PLAYERS = 4
STEAL_SIZE = 3  # SR9
FORCED_DRAW = 4  # SR10

# (code, players, steal mask) -> the code's moves in byte-wise order; filled as met.
_CODE_MOVES: dict[tuple[str, int, int], tuple[Move, ...]] = {}


def _code_moves(code: str, players: int, steal_mask: int) -> tuple[Move, ...]:
    """The moves of one playable card: the bare play, then `F<q>`, then `S<q>` (sorted)."""
    key = (code, players, steal_mask)
    found = _CODE_MOVES.get(key)
    if found is not None:
        return found
    rank = RANK[code]
    moves = [f"P {code}"]
    if rank >= 4:
        moves += [f"P {code} F{q}" for q in range(players)]
    if rank == 3 or rank == 5:
        moves += [f"P {code} S{q}" for q in range(players) if steal_mask >> q & 1]
    result = tuple(moves)
    _CODE_MOVES[key] = result
    return result


def _violation(rule: str, reason: str, message: str, **params: object) -> Violation:
    return Violation(rule, reason, message, dict(params))


class SolarState:
    """A game of The Solar Republic (the host's `GameState`)."""

    __slots__ = ("n", "hands", "draw", "pile", "won", "current", "moves", "first_player", "deck")

    game_id = GAME_ID

    def __init__(self, deck: list[str] | tuple[str, ...], players: int, first_player: int):
        """The deal of SR2 from `deck` (top card first): 7 cards a seat, blockwise."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"The Solar Republic is for 2 to 4 players, not {players}")
        if not 0 <= first_player < players:
            raise ValueError(f"first player {first_player} is not a seat of {players}")
        if Counter(deck) != Counter(DECK):
            raise ValueError("the deck is not the 52 cards of the game")
        self.n = players
        self.deck: tuple[str, ...] | None = tuple(deck)
        self.hands = [list(deck[HAND_SIZE * s:HAND_SIZE * (s + 1)]) for s in range(players)]
        self.draw = list(reversed(deck[HAND_SIZE * players:]))
        self.pile: list[str] = []
        self.won: list[list[str]] = [[] for _ in range(players)]
        self.current = first_player
        self.moves: list[Move] = []
        self.first_player = first_player

    @classmethod
    def new(cls, players: int, seed: int) -> SolarState:
        """A shuffled deal from `seed`; the first player is drawn from it too (SR1, SR2)."""
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        return cls(deck, players, rng.randrange(players))

    # -- what the host reads --------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return self.n

    @property
    def current_player(self) -> int:
        return self.current

    @property
    def history(self) -> list[Move]:
        return self.moves

    @property
    def scores(self) -> list[int]:
        """SR15: won cards minus cards in hand."""
        return [len(w) - len(h) for w, h in zip(self.won, self.hands, strict=True)]

    def is_over(self) -> bool:
        return self.current < 0

    def winners(self) -> list[int]:
        """SR16: the seats with the highest score (ties share); nobody before the end."""
        if self.current >= 0:
            return []
        scores = self.scores
        best = max(scores)
        return [s for s, x in enumerate(scores) if x == best]

    def hand(self, seat: int) -> list[str]:
        return self.hands[seat]

    @property
    def draw_count(self) -> int:
        return len(self.draw)

    def top(self) -> str | None:
        return self.pile[-1] if self.pile else None

    # -- moves ----------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """The legal-move list of the rule book, byte-wise sorted, identical cards once."""
        p = self.current
        if p < 0:
            return []
        pile = self.pile
        out: list[Move] = ["D"] if self.moves else []
        if pile:
            top = pile[-1]
            codes = sorted(PLAYABLE[top].intersection(self.hands[p]))
            sol = top[0] == "S" and top[1] == "O"
        else:
            codes = sorted(set(self.hands[p]))
            sol = False
        n = self.n
        mask = -1
        for code in codes:
            rank = RANK[code]
            if rank <= 2:
                out.append("P " + code)
            elif rank == 4:
                out.extend(_code_moves(code, n, 0))
            elif rank == 3 and not sol:
                out.append("P " + code)
            else:
                if mask < 0:
                    mask = 0
                    for q, w in enumerate(self.won):
                        if w and q != p:
                            mask |= 1 << q
                out.extend(_code_moves(code, n, mask))
        return out

    def check(self, move: Any) -> Violation | None:
        """None if `move` is legal now, else the first broken rule in the record format's
        check order."""
        try:
            code, kind, seat_text = parse(move)
        except NotationError as err:
            return _violation("FORMAT", "notation", str(err))
        p = self.current
        if p < 0:
            return _violation("SR14", "game_over", "the game is over (the draw pile is empty)")
        if not code:
            if not self.moves:
                return _violation("SR6", "first_turn_draw",
                                  "the first turn of the game must play a card, not draw")
            return None
        if code not in self.hands[p]:
            return _violation("SR4", "not_in_hand", f"seat {p} does not hold {code}", card=code)
        pile = self.pile
        top = pile[-1] if pile else None
        if code not in PLAYABLE[top]:
            return _violation("SR5", "not_playable", f"{code} may not be played on {top}",
                              card=code, top=top or "")
        if not kind:
            return None
        target = seat_number(seat_text, self.n)
        if target < 0:
            return _violation("FORMAT", "no_such_seat",
                              f"there is no seat {seat_text[:40]} among {self.n} players")
        rank = RANK[code]
        if rank <= 2:
            return _violation("SR8", "no_mechanic", f"a {rank} takes no parameter", card=code)
        if rank == 3:
            if kind != "S":
                return _violation("SR9", "three_steals_only",
                                  "a 3 may only steal, never force a draw")
            if top is None or SUIT[top] != "SO":
                return _violation("SR9", "three_needs_sol",
                                  "a 3 steals only when played on a Sol card")
            return self._check_victim(p, target, "SR9")
        if rank == 4:
            if kind != "F":
                return _violation("SR10", "four_forces_draw_only",
                                  "a 4 may only force a draw, never steal")
            return None
        if kind == "S":
            return self._check_victim(p, target, "SR11")
        return None

    def _check_victim(self, p: int, target: int, rule: str) -> Violation | None:
        if target == p:
            return _violation(rule, "steal_from_self", "a player may not steal from themself")
        if not self.won[target]:
            return _violation(rule, "steal_from_empty",
                              f"seat {target} has no won cards to steal", seat=target)
        return None

    def apply(self, move: Any, checked: bool = True) -> None:
        """Play `move` (SR4-SR14); `checked=False` trusts it is one of `legal_moves()`."""
        if checked:
            violation = self.check(move)
            if violation is not None:
                raise IllegalMove(violation)
            move = str(move)
        p = self.current
        self.moves.append(move)
        if move == "D":
            draw = self.draw
            self.hands[p].append(draw.pop())
            self.current = (p + 1) % self.n if draw else NOBODY
            return
        code, rank, suit, kind, target = MOVE_INFO[move]
        self.hands[p].remove(code)
        pile = self.pile
        if pile and (rank == 3 or rank == 5 or (rank == 4 and SUIT[pile[-1]] == suit)):
            pile.append(code)
            self.won[p] += pile
            self.pile = []
        else:
            pile.append(code)
        if kind == "S":
            victim = self.won[target]
            self.won[p] += victim[-STEAL_SIZE:]
            del victim[-STEAL_SIZE:]
        elif kind == "F":
            draw = self.draw
            self.hands[target] += draw[-FORCED_DRAW:]
            del draw[-FORCED_DRAW:]
            if not draw:
                self.current = NOBODY  # SR14: the end, a pending extra turn lapses
                return
        if rank != 2:
            self.current = (p + 1) % self.n

    def public_move(self, move: Any) -> Any:
        """Every move is public (a draw does not show the card drawn, and says no more)."""
        return move

    # -- copies and hidden information ----------------------------------------------------

    def clone(self) -> SolarState:
        g = SolarState.__new__(SolarState)
        g.n = self.n
        g.hands = [h[:] for h in self.hands]
        g.draw = self.draw[:]
        g.pile = self.pile[:]
        g.won = [w[:] for w in self.won]
        g.current = self.current
        g.moves = self.moves[:]
        g.first_player = self.first_player
        g.deck = self.deck
        return g

    def resample_hidden(self, seat: int, rng: random.Random) -> SolarState:
        """A copy with the other hands and the draw pile dealt anew from the cards `seat` can't see.

        Every move is public and a draw takes the unseen top card, so any deal of
        the unseen cards with the same hand sizes is consistent with what `seat`
        saw. The copy has no deck of its own (it cannot be written as a record).
        """
        g = self.clone()
        hands = g.hands
        pool = g.draw
        for s, h in enumerate(hands):
            if s != seat:
                pool += h
        rng.shuffle(pool)
        at = len(self.draw)
        for s, h in enumerate(hands):
            if s != seat:
                k = len(h)
                hands[s] = pool[at:at + k]
                at += k
        del pool[len(self.draw):]
        g.deck = None
        return g

    def observation(self, seat: int) -> SolarObservation:
        return SolarObservation(
            seat=seat,
            num_players=self.n,
            first_player=self.first_player,
            to_move=self.current,
            hand=tuple(sorted(self.hands[seat])),
            pile=tuple(self.pile),
            won=tuple(tuple(w) for w in self.won),
            hand_counts=tuple(len(h) for h in self.hands),
            draw_count=len(self.draw),
            moves=tuple(self.moves),
        )

    def card_locations(self) -> dict[int, str]:
        """Where each of the 52 cards is (card id -> zone); ids per code in `cards.DECK` order.

        Raises AssertionError when a code is in more places than it has copies.
        """
        places: list[tuple[str, str]] = []
        for seat, hand in enumerate(self.hands):
            places += [(c, f"hand{seat}") for c in hand]
        places += [(c, "draw") for c in self.draw]
        places += [(c, "pile") for c in self.pile]
        for seat, won in enumerate(self.won):
            places += [(c, f"won{seat}") for c in won]
        free: dict[str, list[int]] = {}
        for card_id in range(len(DECK) - 1, -1, -1):
            free.setdefault(DECK[card_id], []).append(card_id)
        out: dict[int, str] = {}
        for code, zone in places:
            ids = free.get(code)
            assert ids, f"more {code} cards than the deck holds"
            out[ids.pop()] = zone
        return out

    def __repr__(self) -> str:
        return (f"SolarState(to_move={self.current}, pile={self.pile}, hands={self.hands}, "
                f"won={[len(w) for w in self.won]}, draw={len(self.draw)})")


@dataclass(frozen=True)
class SolarObservation:
    """What one seat may know (SR13): comparable, so equal knowledge gives equal observations."""

    seat: int
    num_players: int
    first_player: int
    to_move: int
    hand: tuple[str, ...]  # sorted
    pile: tuple[str, ...]  # bottom first
    won: tuple[tuple[str, ...], ...]  # per seat, bottom first
    hand_counts: tuple[int, ...]
    draw_count: int
    moves: tuple[Move, ...]

    @property
    def turn(self) -> int:
        return len(self.moves)

    @property
    def history(self) -> tuple[Move, ...]:
        return self.moves

    @property
    def scores(self) -> list[int]:
        return [len(w) - k for w, k in zip(self.won, self.hand_counts, strict=True)]

    def is_over(self) -> bool:
        return self.to_move < 0

    def unseen(self) -> list[str]:
        """The cards this seat cannot see (other hands and the draw pile), sorted."""
        left = Counter(COUNTS)
        left.subtract(self.hand)
        left.subtract(self.pile)
        for w in self.won:
            left.subtract(w)
        return [code for code in CODES for _ in range(left[code])]

    def legal_moves(self) -> list[Move]:
        if self.to_move != self.seat:
            return []
        return self.world().legal_moves()

    def world(self) -> SolarState:
        """A full state this seat cannot tell from the real one: the unseen cards in code order,
        dealt to the other seats in seat order, the rest to the draw pile."""
        g = SolarState.__new__(SolarState)
        g.n = self.num_players
        unseen = self.unseen()
        hands: list[list[str]] = []
        at = 0
        for s, k in enumerate(self.hand_counts):
            if s == self.seat:
                hands.append(list(self.hand))
            else:
                hands.append(unseen[at:at + k])
                at += k
        g.hands = hands
        g.draw = unseen[at:]
        g.pile = list(self.pile)
        g.won = [list(w) for w in self.won]
        g.current = self.to_move
        g.moves = list(self.moves)
        g.first_player = self.first_player
        g.deck = None
        return g


def takes_a_book(state: SolarState, move: Move) -> bool:
    """Whether playing `move` now takes the in-play pile (SR7); False for a draw."""
    if move == DRAW:
        return False
    return bool(state.pile) and takes_book(MOVE_INFO[move].code, state.pile[-1])
