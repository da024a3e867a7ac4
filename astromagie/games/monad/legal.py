"""What is legal in a game of Monad: the legal-move list and the checks (MO7-MO16).

`MonadState` (state.py) is one class to its callers; this is its base class,
`MonadLegal`, which holds the state's fields and every question "may this be
played now?": the rule book's legal-move list (the bots' hot path, table-driven
from `PAIRS`) and the error table's checks, in its order. Neither changes a
field. state.py keeps what changes the state (the deal, the effects MO9-MO22,
resampling the hidden Commons) and the observation. The split sits here because
the move list and the checks answer the same question from the same tables
(a pass is legal only when no trade or buy is, so the checks call the move
generator), and they share nothing with the effects but the fields. An
inherited method costs the same lookup as an own one (CPython's type attribute
cache); benchmarks/monad_speed.py measured no change.
"""

from __future__ import annotations

from typing import Any

from astromagie.host.game import NotationError, Violation

from .cards import BONUS_PARTNER, CODES, MONAD_RANK, RANK_VALUE, VALUE
from .moves import BUY, LEAP, LEAP_MASKS, PAY, TRADE, TRADE_BONUS, Decoded, decode

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


class MonadLegal:
    """The fields of one game of Monad and what is legal in them; see the module docstring.

    Not made directly: `MonadState` is the class to create.
    """

    __slots__ = ("n", "goal", "hands", "ident", "cols", "talon", "discard", "monads",
                 "seat", "acted", "bonus_used", "target", "due", "turn_no", "passes",
                 "end", "won", "hist", "cnet", "cneed", "first", "deck", "base")

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

    def worth_below(self, seat: int, rank: int) -> int:
        """What the cards of `seat` ranked below `rank` are worth: what may pay for a card
        of that rank (MO15). The buy check asks it, and a refusal says it."""
        return worth_below(self.hands[seat], rank)

    def _check_buy(self, target: int, h: list[int]) -> Violation | None:
        if target < MONAD_RANK and not self.cols[target]:
            return _no("MO15", "column_empty", f"column {target} is empty", column=target)
        points = worth_below(h, target)
        if points < RANK_VALUE[target]:
            return _no("MO15", "too_few_points", "too few points below the target's rank",
                       points=points, price=RANK_VALUE[target])
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


def worth_below(hand: list[int], rank: int) -> int:
    """What the cards of `hand` ranked below `rank` are worth (MO15: only they pay)."""
    return sum(VALUE[c] * hand[c] for c in range((rank - 1) * 6))


def _no(rule: str, reason: str, message: str, **params: object) -> Violation:
    return Violation(rule, reason, message, dict(params))

