"""Monad's rules of play (MO2-MO22): the state, its deal, effects and hidden Commons.

Cards are indices (cards.py); a hand is a list of 30 counts, a column a list
with its top card first, the talon and the discard pile lists with their top
card last. Moves are their record strings (moves.py). `apply(move,
checked=False)` is the search path: one cached decode, no checks.

What is hidden (MO5, decision 17): only the Commons each seat was dealt. Every
later card movement is open, so each seat's hand is its dealt Commons plus the
open flows. The state keeps, per seat and colour, the net Commons flow
(`cnet`) and the largest deficit it ever reached (`cneed`: the least number of
that Common the seat must have been dealt); `resample_hidden` deals the
unseen Commons anew within these bounds.

The legal-move list and the checks (MO7-MO16) are in legal.py, in
`MonadLegal`, the base class that also holds the state's fields; its tables
(`RANK`, `COL`, `WARM`, ...) are re-exported here, where callers find them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from astromagie.host.game import NOBODY, IllegalMove

from .cards import (
    CODES,
    GOAL,
    IDENTITY_CODES,
    MONAD_RANK,
    RANK_VALUE,
    VALUE,
    deck_cards,
    hand_points,
)
from .legal import (
    COL,
    COOL_CARDS,
    PAIRS,
    PAY_ORDER,
    POPCOUNT,
    RANK,
    WARM,
    WARM_CARDS,
    MonadLegal,
    Pair,
)
from .moves import Decoded, decode
from .value import potential

TURN_LIMIT = 1000  # MO21
HAND_SIZE = 6  # Commons dealt to each seat (MO4)


class MonadState(MonadLegal):
    """One game of Monad in progress.

    The fields, the legal-move list and the checks are inherited from `MonadLegal`
    (legal.py); this class deals, plays the moves' effects and hides what is hidden.
    """

    __slots__ = ()  # the fields are MonadLegal's slots

    game_id = "monad"

    # -- set-up (MO4) -------------------------------------------------------------

    @classmethod
    def deal(cls, players: int, first_player: int, deck: list[str],
             goal: int | None = None) -> MonadState:
        """The state before the first move, dealt from a deck list already validated.

        `goal` is the Monads to win when the table chose a shorter game (options.py),
        else the rule book's (MO6)."""
        g = cls()
        g.n = players
        g.goal = goal or GOAL[players]
        g.first = first_player
        g.seat = first_player
        g.deck = list(deck)
        g.hands = [[0] * 30 for _ in range(players)]
        g.cols = [[] for _ in range(MONAD_RANK)]
        g.monads = [0] * players
        g.cnet = [[0] * 6 for _ in range(players)]
        g.cneed = [[0] * 6 for _ in range(players)]
        commons = 0
        for code in deck:
            if code[0] == "I":
                g.ident.append(IDENTITY_CODES.index(code))
                continue
            card = CODES.index(code)
            if card < 6:
                g.hands[commons // HAND_SIZE][card] += 1
                commons += 1
            else:
                g.cols[RANK[card]].append(card)
        return g

    def clone(self) -> MonadState:
        g = MonadState.__new__(MonadState)
        g.n = self.n
        g.goal = self.goal
        g.hands = [h[:] for h in self.hands]
        g.ident = self.ident
        g.cols = [c[:] for c in self.cols]
        g.talon = self.talon[:]
        g.discard = self.discard[:]
        g.monads = self.monads[:]
        g.seat = self.seat
        g.acted = self.acted
        g.bonus_used = self.bonus_used
        g.target = self.target
        g.due = self.due
        g.turn_no = self.turn_no
        g.passes = self.passes
        g.end = self.end
        g.won = self.won[:]
        g.hist = self.hist[:]
        g.cnet = [c[:] for c in self.cnet]
        g.cneed = [c[:] for c in self.cneed]
        g.first = self.first
        g.deck = self.deck
        g.base = self.base
        return g

    # -- the interface's properties ----------------------------------------------------

    @property
    def num_players(self) -> int:
        return self.n

    @property
    def current_player(self) -> int:
        return self.seat

    @property
    def scores(self) -> list[int]:
        return self.monads[:]

    @property
    def history(self) -> list[str]:
        return self.hist

    def is_over(self) -> bool:
        return self.seat < 0

    def winners(self) -> list[int]:
        return self.won[:]

    def hand_points(self) -> list[int]:
        return [hand_points(h) for h in self.hands]

    def public_move(self, move: Any) -> Any:
        return move  # every move is open; a drawn card follows from the open history

    # -- effects (MO9-MO19) ---------------------------------------------------------

    def apply(self, move: Any, checked: bool = True) -> None:
        if checked:
            violation = self.check(move)
            if violation is not None:
                raise IllegalMove(violation)
        self._play(decode(move), None)
        self.hist.append(move)

    def play_logged(self, move: str) -> list[str]:
        """Apply a legal move and return the codes it brought the mover (replay's `got`)."""
        got: list[str] = []
        self._play(decode(move), got)
        self.hist.append(move)
        return got

    def _give(self, s: int, card: int) -> None:
        """A card leaves seat s's hand: a Common onto the discard pile, else under its column."""
        self.hands[s][card] -= 1
        if card < 6:
            self.discard.append(card)
            net = self.cnet[s]
            net[card] -= 1
            if -net[card] > self.cneed[s][card]:
                self.cneed[s][card] = -net[card]
        else:
            self.cols[RANK[card]].append(card)

    def _take(self, s: int, rank: int, log: list[str] | None) -> None:
        """Seat s receives the top card of column `rank`, or a Monad (rank 6)."""
        if rank == MONAD_RANK:
            self.monads[s] += 1
            if log is not None:
                log.append("M")
            return
        card = self.cols[rank].pop(0)
        self.hands[s][card] += 1
        if log is not None:
            log.append(CODES[card])

    def _play(self, d: Decoded, log: list[str] | None) -> None:
        kind = d.kind
        s = self.seat
        if kind == "P":
            card = d.cards[0]
            self._give(s, card)
            self.due -= VALUE[card]
            if self.due <= 0:
                target = self.target
                self.target = 0
                self.due = 0
                self.acted = True
                self._take(s, target, log)
                if target == MONAD_RANK and self.monads[s] >= self.goal:
                    self._finish("target", [s])
            return
        if kind == "T":
            a, b = d.cards
            ra = RANK[a]
            rb = RANK[b]
            if ra == rb:
                r = ra
            elif COL[a] == self.ident[s] and ra > 1:
                r = rb
            else:
                r = ra
            self._take(s, r + 1, log)
            self._give(s, a)
            self._give(s, b)
            self.acted = True
            if d.number:
                self.bonus_used = True
                self._bonus(s, r, log)
            if r == 5 and self.monads[s] >= self.goal:
                self._finish("target", [s])
            return
        if kind == "B":
            self.target = d.number
            self.due = RANK_VALUE[d.number]
            return
        if kind == "J":
            cards = d.cards
            self._take(s, len(cards) - 1, log)
            for card in cards:
                self._give(s, card)
            return
        if kind == "E":
            self._end_turn(False)
            return
        if kind == "D":
            card = self.talon.pop()
            self.hands[s][card] += 1
            self.cnet[s][card] += 1
            if log is not None:
                log.append(CODES[card])
            self._end_turn(False)
            return
        if kind == "F":
            self.talon = self.discard[::-1]
            self.discard = []
            self._end_turn(False)
            return
        self._end_turn(True)  # X

    def _bonus(self, s: int, rank: int, log: list[str] | None) -> None:
        """MO14: one top card from columns rank-1 .. 2, then the talon; stop at an empty one."""
        cols = self.cols
        for r in range(rank - 1, 1, -1):
            if not cols[r]:
                return
            self._take(s, r, log)
        if self.talon:
            card = self.talon.pop()
            self.hands[s][card] += 1
            self.cnet[s][card] += 1
            if log is not None:
                log.append(CODES[card])

    def _end_turn(self, passed: bool) -> None:
        self.passes = self.passes + 1 if passed else 0
        if self.passes >= self.n:
            self._finish("blocked", None)
        elif self.turn_no >= TURN_LIMIT:
            self._finish("limit", None)
        else:
            self.turn_no += 1
            self.seat = (self.seat + 1) % self.n
            self.acted = False
            self.bonus_used = False

    def _finish(self, end: str, winners: list[int] | None) -> None:
        """MO19-MO22: the game is over; winners by goal, else most Monads, then hand points."""
        self.end = end
        self.seat = NOBODY
        if winners is None:
            best = max(self.monads)
            tied = [s for s in range(self.n) if self.monads[s] == best]
            points = {s: hand_points(self.hands[s]) for s in tied}
            top = max(points.values())
            winners = [s for s in tied if points[s] == top]
        self.won = winners

    # -- hidden information (MO5) ---------------------------------------------------

    def dealt_commons(self, seat: int) -> list[int]:
        """The Commons `seat` was dealt, per colour (its hand's Commons less the open flows)."""
        h = self.hands[seat]
        net = self.cnet[seat]
        return [h[c] - net[c] for c in range(6)]

    def resample_hidden(self, seat: int, rng: random.Random) -> MonadState:
        """A copy whose other seats' dealt Commons are dealt anew, consistent with all moves."""
        g = self.clone()
        if self.n == 2:
            return g  # the other seat was dealt exactly the Commons this seat was not
        others = [o for o in range(self.n) if o != seat]
        rest: list[int] = []  # the unseen dealt Commons no move has shown to be anyone's
        for o in others:
            hand = self.hands[o]
            net = self.cnet[o]
            need = self.cneed[o]
            for c in range(6):
                free = hand[c] - net[c] - need[c]
                if free:
                    rest.extend([c] * free)
        rng.shuffle(rest)
        at = 0
        for o in others:
            need = self.cneed[o]
            net = self.cnet[o]
            count = HAND_SIZE - sum(need)
            dealt = need[:]
            for c in rest[at:at + count]:
                dealt[c] += 1
            at += count
            hand = g.hands[o]
            for c in range(6):
                hand[c] = dealt[c] + net[c]
        return g

    def observation(self, seat: int) -> MonadObservation:
        return MonadObservation(
            seat=seat,
            turn=len(self.hist),
            to_move=self.seat,
            num_players=self.n,
            first_player=self.first,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(sum(h) for h in self.hands),
            open_cards=tuple(tuple(h[6:]) for h in self.hands),
            commons_net=tuple(tuple(c) for c in self.cnet),
            commons_need=tuple(tuple(c) for c in self.cneed),
            identities=tuple(self.ident),
            columns=tuple(tuple(CODES[c] for c in col) for col in self.cols[2:]),
            discard=tuple(CODES[c] for c in self.discard),
            talon=tuple(CODES[c] for c in self.talon),
            monads=tuple(self.monads),
            acted=self.acted,
            bonus_used=self.bonus_used,
            purchase=self.target,
            due=self.due,
            turn_no=self.turn_no,
            passes=self.passes,
            end=self.end,
            winners=tuple(self.won),
            history=tuple(self.hist),
            goal=self.goal,
        )

    def card_locations(self) -> dict[int, str]:
        """Card id -> zone; ids number the deck's cards in card order (identity cards last)."""
        ids: dict[str, list[int]] = {}
        for i, code in enumerate(sorted(self.deck, key=_card_order)):
            ids.setdefault(code, []).append(i)
        where: dict[int, str] = {}

        def put(code: str, zone: str) -> None:
            where[ids[code].pop()] = zone

        for s, hand in enumerate(self.hands):
            for c, count in enumerate(hand):
                for _ in range(count):
                    put(CODES[c], f"hand:{s}")
            put(IDENTITY_CODES[self.ident[s]], f"identity:{s}")
        for r in range(2, MONAD_RANK):
            for c in self.cols[r]:
                put(CODES[c], f"column:{r}")
        for c in self.talon:
            put(CODES[c], "talon")
        for c in self.discard:
            put(CODES[c], "discard")
        return where


def _card_order(code: str) -> tuple[int, int]:
    if code[0] == "I":
        return (9, IDENTITY_CODES.index(code))
    index = CODES.index(code)
    return (RANK[index], COL[index])



@dataclass(frozen=True)
class MonadObservation:
    """What one seat knows: its hand, every open zone and the open history (MO5).

    Other seats' hands appear only as what the open history shows of them:
    their cards of rank 2-5, their net flow of Commons and the least number of
    each Common they must have been dealt. Their dealt Commons stay hidden.
    """

    seat: int
    turn: int
    to_move: int
    num_players: int
    first_player: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    open_cards: tuple[tuple[int, ...], ...]
    commons_net: tuple[tuple[int, ...], ...]
    commons_need: tuple[tuple[int, ...], ...]
    identities: tuple[int, ...]
    columns: tuple[tuple[str, ...], ...]
    discard: tuple[str, ...]
    talon: tuple[str, ...]
    monads: tuple[int, ...]
    acted: bool
    bonus_used: bool
    purchase: int
    due: int
    turn_no: int
    passes: int
    end: str | None
    winners: tuple[int, ...]
    history: tuple[str, ...]
    goal: int = 0  # Monads to win (0: the rule book's, MO6)

    def legal_moves(self) -> list[str]:
        if self.to_move != self.seat:
            return []
        return self.world().legal_moves()

    def world(self) -> MonadState:
        """A full state agreeing with this observation; unseen Commons dealt in colour order."""
        n = self.num_players
        me = self.seat
        g = MonadState()
        g.n = n
        g.goal = self.goal or GOAL[n]
        g.first = self.first_player
        g.ident = list(self.identities)
        g.cols = [[], []] + [[CODES.index(c) for c in col] for col in self.columns]
        g.talon = [CODES.index(c) for c in self.talon]
        g.discard = [CODES.index(c) for c in self.discard]
        g.monads = list(self.monads)
        g.seat = self.to_move
        g.acted = self.acted
        g.bonus_used = self.bonus_used
        g.target = self.purchase
        g.due = self.due
        g.turn_no = self.turn_no
        g.passes = self.passes
        g.end = self.end
        g.won = list(self.winners)
        g.hist = list(self.history)
        g.cnet = [list(c) for c in self.commons_net]
        g.cneed = [list(c) for c in self.commons_need]
        mine = [self.hand[c] - self.commons_net[me][c] for c in range(6)]
        pool = [n - mine[c] for c in range(6)]
        g.hands = []
        for o in range(n):
            if o == me:
                g.hands.append(list(self.hand))
                continue
            need = list(self.commons_need[o])
            for c in range(6):
                pool[c] -= need[c]
            g.hands.append(need + list(self.open_cards[o]))
        for o in range(n):
            if o == me:
                continue
            hand = g.hands[o]
            free = HAND_SIZE - sum(hand[:6])
            for c in range(6):
                extra = min(free, pool[c])
                hand[c] += extra
                pool[c] -= extra
                free -= extra
            for c in range(6):
                hand[c] += self.commons_net[o][c]
        g.deck = deck_cards(n, tuple(self.identities))  # the right cards; the deal stays unknown
        g.base = [potential(g, s) for s in range(n)]
        return g


__all__ = [
    "COL", "COOL_CARDS", "HAND_SIZE", "PAIRS", "PAY_ORDER", "POPCOUNT", "RANK", "TURN_LIMIT",
    "WARM", "WARM_CARDS", "MonadObservation", "MonadState", "Pair",
]
