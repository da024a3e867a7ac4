"""Monad's rules of play (MO2-MO22): the state, its legal moves, checks and effects.

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
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from astromagie.host.game import NOBODY, IllegalMove, NotationError, Violation

from .cards import (
    BONUS_PARTNER,
    CODES,
    GOAL,
    IDENTITY_CODES,
    MONAD_RANK,
    RANK_VALUE,
    VALUE,
    deck_cards,
    hand_points,
)
from .moves import BUY, LEAP, LEAP_MASKS, PAY, TRADE, TRADE_BONUS, Decoded, decode
from .value import potential

TURN_LIMIT = 1000  # MO21
HAND_SIZE = 6  # Commons dealt to each seat (MO4)

RANK = tuple(i // 6 + 1 for i in range(30))
COL = tuple(i % 6 for i in range(30))
WARM = tuple(i % 6 < 3 for i in range(30))
PAY_ORDER = tuple(sorted(range(30), key=lambda c: PAY[c]))  # byte-wise order of "P c"
POPCOUNT = tuple(bin(m).count("1") for m in range(64))
WARM_CARDS = tuple(c for c in range(30) if WARM[c])
COOL_CARDS = tuple(c for c in range(30) if not WARM[c])

Pair = tuple[int, int, str, str]  # effective rank, 1 if the bonus may apply, move, move with +


def _pair(identity: int, a: int, b: int) -> Pair | None:
    """The trade of warm card a and cool card b for a seat of `identity` (MO12-MO14)."""
    ra, rb = RANK[a], RANK[b]
    rel_a = ra > 1 and COL[a] == identity
    rel_b = rb > 1 and COL[b] == identity
    if ra == rb:
        r = ra
    elif rel_a:
        r = rb
    elif rel_b:
        r = ra
    else:
        return None
    bonus = int(ra == rb and r > 1 and not rel_a and not rel_b and BONUS_PARTNER[COL[a]] == COL[b])
    lo, hi = min(a, b), max(a, b)
    return (r, bonus, TRADE[lo][hi], TRADE_BONUS[lo][hi])


# PAIRS[identity][warm card][cool card]: every trade a seat of that colour may make.
PAIRS = tuple(tuple(tuple(_pair(i, a, b) if WARM[a] and not WARM[b] else None
                          for b in range(30)) for a in range(30)) for i in range(6))


class MonadState:
    """One game of Monad in progress."""

    __slots__ = ("n", "goal", "hands", "ident", "cols", "talon", "discard", "monads",
                 "seat", "acted", "bonus_used", "target", "due", "turn_no", "passes",
                 "end", "won", "hist", "cnet", "cneed", "first", "deck", "base")

    game_id = "monad"

    def __init__(self) -> None:
        self.n = 0
        self.goal = 0
        self.hands: list[list[int]] = []
        self.ident: list[int] = []
        self.cols: list[list[int]] = []  # by rank; 0 and 1 unused
        self.talon: list[int] = []
        self.discard: list[int] = []
        self.monads: list[int] = []
        self.seat = 0
        self.acted = False  # a trade or buy completed in this turn (MO7, MO16)
        self.bonus_used = False
        self.target = 0  # rank of the open purchase (6: Monad), 0 when none
        self.due = 0
        self.turn_no = 1
        self.passes = 0  # passes in a row (MO20)
        self.end: str | None = None
        self.won: list[int] = []
        self.hist: list[str] = []
        self.cnet: list[list[int]] = []
        self.cneed: list[list[int]] = []
        self.first = 0
        self.deck: list[str] = []
        # The potentials (value.py) when this world was made from an observation:
        # the root a search measures progress from; None for a real game.
        self.base: list[float] | None = None

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

    # -- legal moves (the rule book's legal-move list) ---------------------------------

    def legal_moves(self) -> list[str]:
        s = self.seat
        if s < 0:
            return []
        h = self.hands[s]
        t = self.target
        if t:
            limit = (t - 1) * 6
            return [PAY[c] for c in PAY_ORDER if c < limit and h[c]]
        moves = self._trades_and_buys(s, h)
        if self.acted:
            mask = (h[0] > 0) | (h[1] > 0) << 1 | (h[2] > 0) << 2 | (h[3] > 0) << 3 \
                | (h[4] > 0) << 4 | (h[5] > 0) << 5
            if POPCOUNT[mask] >= 4:
                cols = self.cols
                for m in LEAP_MASKS:
                    if m & mask == m and cols[POPCOUNT[m] - 1]:
                        moves.append(LEAP[m])
            moves.append("E")
        elif self.talon:
            moves.append("D")
        elif self.discard:
            moves.append("F")
        elif not moves:
            return ["X"]
        moves.sort()
        return moves

    def _trades_and_buys(self, s: int, h: list[int]) -> list[str]:
        moves: list[str] = []
        warm = [c for c in WARM_CARDS if h[c]]
        cool = [c for c in COOL_CARDS if h[c]]
        cols = self.cols
        if warm and cool:
            pairs = PAIRS[self.ident[s]]
            bonus_ok = not self.bonus_used
            for a in warm:
                row = pairs[a]
                for b in cool:
                    pair = row[b]
                    if pair is None:
                        continue
                    r = pair[0]
                    if r < 5 and not cols[r + 1]:
                        continue
                    moves.append(pair[2])
                    if bonus_ok and pair[1] and (cols[r - 1] if r > 2 else self.talon):
                        moves.append(pair[3])
        points = 0
        for c in warm:
            points += VALUE[c] * h[c]
        for c in cool:
            points += VALUE[c] * h[c]
        if points < 3:
            return moves
        below = [0, 0, 0, 0, 0, 0, 0]  # points of cards by rank
        for c in warm:
            below[RANK[c]] += VALUE[c] * h[c]
        for c in cool:
            below[RANK[c]] += VALUE[c] * h[c]
        points = 0
        for t in range(2, 7):
            points += below[t - 1]
            if points >= RANK_VALUE[t] and (t == 6 or cols[t]):
                moves.append(BUY[t])
        return moves

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

    # -- checks (the error table, in its order) ------------------------------------

    def check(self, move: Any) -> Violation | None:
        """None if `move` is legal now, else the first broken rule in the rule book's order."""
        try:
            d = decode(move)
        except NotationError as err:
            return Violation("FORMAT", "notation", str(err))
        return self.check_decoded(d)

    def check_decoded(self, d: Decoded) -> Violation | None:
        kind = d.kind
        if self.seat < 0:
            return _no("MO19", "game_over", "the game is over")
        if self.target and kind != "P":
            return _no("MO15", "purchase_open", "a purchase is open: only payments are allowed")
        if kind == "P" and not self.target:
            return _no("MO15", "no_purchase", "a payment needs an open purchase")
        if kind in ("D", "F", "X") and self.acted:
            return _no("MO7", "turn_started", "draw, flip and pass only start a turn")
        if kind == "E" and not self.acted:
            return _no("MO7", "nothing_done", "a turn ends with E only after an action")
        h = self.hands[self.seat]
        for card in set(d.cards):
            if h[card] < d.cards.count(card):
                return _no("MO8", "not_in_hand", f"{CODES[card]} is not in hand often enough",
                           card=CODES[card])
        if kind == "D":
            if not self.talon:
                return _no("MO9", "talon_empty", "the talon is empty")
        elif kind == "F":
            if self.talon or not self.discard:
                return _no("MO10", "no_flip", "a flip needs an empty talon and a discard pile")
        elif kind == "X":
            if self._trades_and_buys(self.seat, h) or self.talon or self.discard:
                return _no("MO11", "can_act", "a pass is allowed only when nothing else is")
        elif kind == "T":
            return self._check_trade(d)
        elif kind == "B":
            return self._check_buy(d.number, h)
        elif kind == "P":
            card = d.cards[0]
            if RANK[card] >= self.target:
                return _no("MO15", "pay_rank", "a payment is a card ranked below the target")
        elif kind == "J":
            return self._check_leap(d.cards)
        return None

    def _check_trade(self, d: Decoded) -> Violation | None:
        a, b = d.cards
        s = self.seat
        if WARM[a] == WARM[b]:
            return _no("MO12", "temperature", "a trade gives one warm and one cool card")
        ra, rb = RANK[a], RANK[b]
        idc = self.ident[s]
        rel_a = ra > 1 and COL[a] == idc
        rel_b = rb > 1 and COL[b] == idc
        if ra == rb:
            r = ra
        elif rel_a != rel_b:
            r = rb if rel_a else ra
        else:
            return _no("MO13", "ranks", "cards of different ranks need a relative")
        if r < 5 and not self.cols[r + 1]:
            return _no("MO12", "column_empty", f"column {r + 1} is empty", column=r + 1)
        if d.number:
            if (ra != rb or r < 2 or rel_a or rel_b or BONUS_PARTNER[COL[a]] != COL[b]
                    or self.bonus_used or not (self.cols[r - 1] if r > 2 else self.talon)):
                return _no("MO14", "no_bonus", "this trade cannot take the bonus")
        return None

    def _check_buy(self, target: int, h: list[int]) -> Violation | None:
        if target < MONAD_RANK and not self.cols[target]:
            return _no("MO15", "column_empty", f"column {target} is empty", column=target)
        points = sum(VALUE[c] * h[c] for c in range((target - 1) * 6))
        if points < RANK_VALUE[target]:
            return _no("MO15", "too_few_points", "too few points below the target's rank")
        return None

    def _check_leap(self, cards: tuple[int, ...]) -> Violation | None:
        if not self.acted:
            return _no("MO16", "not_prepared", "a leap needs a trade or buy first this turn")
        if not 4 <= len(cards) <= 6:
            return _no("MO16", "leap_size", "a leap gives 4, 5 or 6 Commons")
        if any(c >= 6 for c in cards):
            return _no("MO16", "leap_commons", "a leap gives Commons only")
        if len(set(cards)) != len(cards):
            return _no("MO16", "leap_colours", "a leap gives Commons of different colours")
        if not self.cols[len(cards) - 1]:
            return _no("MO16", "column_empty", f"column {len(cards) - 1} is empty",
                       column=len(cards) - 1)
        return None

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


def _no(rule: str, reason: str, message: str, **params: object) -> Violation:
    return Violation(rule, reason, message, dict(params))


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

