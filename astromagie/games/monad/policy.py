"""Monad's judgement for the shared bots: move values, a fast rollout and progress estimates.

A move's value is the change it makes to the mover's *potential* (value.py:
Monads and hand, weighted toward higher ranks), worked out from the cards it
moves without copying the state. Drawing is worth the drawn card, so at the
start of a turn a trade is preferred to a draw and a poor buy is not; after
an action every gain is taken, then `E`. Payments go cheapest first and avoid
overpaying, spare Commons before the last of a colour (the leap set, value.py).
A game is a race of 60 to 450 turns (by goal) and the search sees a few of
them, so an unfinished game is judged by progress: in a search, the lead in
potential gained since the root (see `MonadPolicy.estimate`). A Monad that can
be had is taken without a search (`sure_move`; issue 39: the search let a
third of them wait).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from typing import Any

from astromagie import i18n
from astromagie.ai.policy import SearchPolicy
from astromagie.i18n import tr

from .cards import IS_WARM, MONAD_RANK, RANK_VALUE, VALUE
from .moves import decode
from .public import shortcut_stop, threats
from .state import COL, RANK, MonadState
from .value import LEAP_SET, MONAD_W, RANK_WEIGHT, W, card_worth, colours_held, potential

FLIP_VALUE = 0.5
TRADE_CLOSE = 0.5  # a trade valued within this of a draw is "nearly as good" (a hint's words)
# a review weighs the two moves played on and may find one clearly better: it never says
# "either will do" (ai/review.py), only that the trade looks about as good at first
REVIEW_KEYS = {"hint.draw_trade_close": "hint.draw_trade_even",
               "hint.flip_trade_close": "hint.flip_trade_even"}
LEAD_SCALE = 20.0  # potential points of lead over the others that make a clear edge
SHARPNESS = 8.0  # how strongly a lead in progress turns into a winning chance (no root)


def _top_worth(state: MonadState, rank: int, idc: int) -> float:
    if rank == MONAD_RANK:
        return MONAD_W
    col = state.cols[rank]
    return card_worth(col[0], idc) if col else 0.0


def traded_rank(identity: int, a: int, b: int) -> int:
    """The rank a legal trade of cards a and b counts as (MO13: a relative takes the
    other card's rank); it brings a card of the next rank."""
    ra, rb = RANK[a], RANK[b]
    if ra == rb:
        return ra
    return rb if ra > 1 and COL[a] == identity else ra


def set_change(hand: list[int], given: Sequence[int] = (), taken: int = -1) -> float:
    """The change of the leap-set term (value.LEAP_SET) when the Commons `given`
    leave the hand and the Common `taken` (-1: none) enters it."""
    if not given and taken < 0:
        return 0.0
    commons = hand[:6]
    before = colours_held(commons)
    for c in given:
        if c < 6:
            commons[c] -= 1
    if 0 <= taken < 6:
        commons[taken] += 1
    return LEAP_SET[colours_held(commons)] - LEAP_SET[before]


def payment_cost(hand: list[int], below: int, price: int, idc: int) -> float:
    """The potential a purchase of `price` with cards of rank below `below` costs.

    Cards are paid in the order the payment heuristic uses: lowest worth per
    point first, so mostly the lowest ranks, and among the Commons the spare
    copies before the last of a colour (that one keeps the leap set).
    """
    cost = 0.0
    due = price
    commons = hand[:6]
    order = sorted(range(6), key=lambda c: -commons[c])
    for c in order:  # spare copies first
        while commons[c] > 1 and due > 0:
            cost += W[c]
            due -= 1
            commons[c] -= 1
    for c in order:
        while commons[c] and due > 0:
            cost += W[c]
            due -= 1
            commons[c] -= 1
    if due > 0:
        for c in range(6, (below - 1) * 6):
            n = hand[c]
            while n and due > 0:
                cost += card_worth(c, idc)
                due -= VALUE[c]
                n -= 1
            if due <= 0:
                break
    return cost + LEAP_SET[colours_held(hand)] - LEAP_SET[colours_held(commons)]


def brings_monad(state: MonadState, move: str) -> bool:
    """Whether `move` gives the mover a Monad or opens its purchase."""
    d = decode(move)
    if d.kind == "B":
        return d.number == MONAD_RANK
    if d.kind == "T":
        return traded_rank(state.ident[state.seat], *d.cards) == MONAD_RANK - 1
    return False


def move_value(state: MonadState, move: str) -> float:
    """The change of the mover's potential a move makes (its immediate value)."""
    d = decode(move)
    kind = d.kind
    s = state.seat
    idc = state.ident[s]
    hand = state.hands[s]
    if kind == "T":
        a, b = d.cards
        r = traded_rank(idc, a, b)
        value = _top_worth(state, r + 1, idc) - card_worth(a, idc) - card_worth(b, idc)
        taken = -1
        if d.number:
            cols = state.cols
            for rr in range(r - 1, 1, -1):
                if not cols[rr]:
                    return value + set_change(hand, d.cards)
                value += card_worth(cols[rr][0], idc)
            if state.talon:
                value += 1.0
                taken = state.talon[-1]
        return value + set_change(hand, d.cards, taken)
    if kind == "P":
        c = d.cards[0]
        due = state.due
        value = -card_worth(c, idc) / VALUE[c]  # cheapest per point first
        over = VALUE[c] - due
        if over > 0:
            value -= over * RANK_WEIGHT[RANK[c]]  # the overpaid part is lost
        elif over == 0:
            value += 0.5  # closes the purchase exactly
        # Keep cards that still have a trade partner in hand.
        partner = (COL[c] + 3) % 6
        if hand[RANK[c] * 6 - 6 + partner]:
            value -= 0.3
        return value + set_change(hand, (c,))
    if kind == "B":
        t = d.number
        price = RANK_VALUE[t]
        return _top_worth(state, t, idc) - payment_cost(hand, t, price, idc)
    if kind == "J":
        cards = d.cards
        return (_top_worth(state, len(cards) - 1, idc) - sum(W[c] for c in cards)
                + set_change(hand, cards))
    if kind == "D":
        if not state.talon:
            return 1.0
        return W[state.talon[-1]] + set_change(hand, (), state.talon[-1])
    if kind == "F":
        return FLIP_VALUE
    return 0.0  # E, X


def paid_after(state: MonadState, first: str) -> list[int]:
    """The payer's hand once the purchase open in `state` is paid: `first`, then the
    card the bots need least each time (as "Pay the rest" pays)."""
    paying = state.clone()
    paying.apply(first)
    while paying.target:
        moves = paying.legal_moves()
        values = [move_value(paying, m) for m in moves]
        paying.apply(moves[values.index(max(values))])
    return list(paying.hands[state.current_player])


def greedy_payment(state: MonadState) -> str:
    """The payment the bots make first at `state` (a purchase open): the card they need
    least, as "Pay the rest" pays."""
    moves = state.legal_moves()
    values = [move_value(state, m) for m in moves]
    return moves[values.index(max(values))]


class MonadPolicy(SearchPolicy[MonadState]):
    """Greedy on the potential; progress toward the goal as the estimate."""

    all_moves_public = True
    # A review plays this many turns from each decision, then reads `estimate`: a whole
    # game to the end from every one of ~200 decisions would take minutes (ai/review.py).
    review_horizon = 60
    review_keys = REVIEW_KEYS  # the review's words for a hint's "either will do"

    def move_values(self, state: MonadState, moves: Sequence[Any]) -> list[float]:
        return [move_value(state, m) for m in moves]

    def compare(self, state: MonadState, played: Any, better: Any
                ) -> tuple[str, dict[str, object]] | None:
        """Two first payments of one purchase that end with the same cards paid differ
        only in the order the cards land (a flip makes the discard pile's order the
        talon's): the review says so rather than a reason of the better one's (pt14d 4:
        "Pay the rest", as the hint's buy named it, was a costly moment for a Common paid
        before a Bi when every card below the Quad paid anyway)."""
        if not state.target or not (str(played).startswith("P ")
                                    and str(better).startswith("P ")):
            return None
        if paid_after(state, played) != paid_after(state, better):
            return None
        return "review.pay_order", {}

    def same_outcome(self, state: MonadState, other: Any, line: Iterable[Any]) -> bool:
        """Whether the payment `other` at `state` (a purchase open) is one play with the
        payment the record made (`line`: the moves from there on): the same cards paid,
        in whatever order, or the record paid as "Pay the rest" and the hint's buy name it
        (the bots' least-needed cards first). The review then reports no loss (pt14d 4,
        pt15d: the payment the hint named and auto-pay made was a costly moment)."""
        if not state.target or not str(other).startswith("P "):
            return False
        paying = state.clone()
        for move in line:
            if not paying.target:
                break
            if not str(move).startswith("P ") or paying.current_player != state.current_player:
                return False
            paying.apply(move, checked=False)
        if paying.target:
            return False  # the record ends mid-purchase: nothing to compare
        paid = list(paying.hands[state.current_player])
        greedy = paid_after(state, greedy_payment(state))
        return paid in (paid_after(state, other), greedy)

    def sure_move(self, obs: Any, moves: Sequence[Any]) -> Any | None:
        """A Monad, whenever one can be had (the best-valued way): it is the goal and
        never lost, and every turn it waits gives the others one more turn."""
        state = obs.world()
        best = None
        best_v = -1e9
        for m in moves:
            if brings_monad(state, m):
                v = move_value(state, m)
                if v > best_v:
                    best, best_v = m, v
        return best

    def rollout_move(self, state: MonadState, rng: random.Random, epsilon: float) -> Any:
        moves = state.legal_moves()
        if len(moves) == 1 or rng.random() < epsilon:
            return moves[rng.randrange(len(moves))]
        best = moves[0]
        best_v = -1e9
        for m in moves:
            v = move_value(state, m)
            if v > best_v:
                best_v = v
                best = m
        return best

    def rollout(self, state: MonadState, rng: random.Random, epsilon: float,
                turns: int | None) -> None:
        left = -1 if turns is None else turns
        step = self.rollout_move
        while left != 0 and state.seat >= 0:
            state.apply(step(state, rng, epsilon), checked=False)
            left -= 1

    def estimate(self, state: MonadState) -> list[float]:
        """Each seat's chance in an unfinished game, from its potential.

        In a search (a world made from an observation: `state.base` holds the
        potentials at the root) it is the lead in potential *gained since the
        root* over the best other seat, squashed into (0.05, 0.95): the search
        compares moves from one root, and centring on the root keeps the
        differences between them large enough for the bandit to see. Else
        (no root) it is a softmax of the potentials as shares of the goal.
        """
        n = state.n
        pots = [potential(state, s) for s in range(n)]
        base = state.base
        if base is not None:
            gains = [p - b for p, b in zip(pots, base, strict=True)]
            out = []
            for s in range(n):
                other = max(gains[o] for o in range(n) if o != s)
                out.append(0.5 + 0.45 * math.tanh((gains[s] - other) / LEAD_SCALE))
            return out
        scale = SHARPNESS / (state.goal * MONAD_W)
        raw = [p * scale for p in pots]
        top = max(raw)
        exps = [math.exp(x - top) for x in raw]
        total = sum(exps)
        return [e / total for e in exps]

    def reason(self, state: MonadState, move: Any) -> tuple[str, dict[str, object]]:
        """The text key (under `monad.`) saying why a move is good, true for this table.

        It reads after the move in words ("Try: trade the red Common and the purple
        Common."), so it says what the move brings, not the move again. When another
        seat could reach the goal in its next turn, as the open table shows (a Monad in
        reach, or its shortcut open), and the move does not win first, the words say so
        after (pt15d 6: the hint said "draw a card" the turn before Orion's shortcut won).
        """
        key, params = self._why(state, move)
        if brings_monad(state, move) or not threats(state, state.current_player):
            return key, params
        said = f"monad.{key}"
        why = tr(said, **params) if i18n.has(said) else ""
        return threat_answer(state, move, why)

    def _why(self, state: MonadState, move: Any) -> tuple[str, dict[str, object]]:
        d = decode(move)
        kind = d.kind
        if kind == "T":
            a, b = d.cards
            if traded_rank(state.ident[state.seat], a, b) == MONAD_RANK - 1:
                return "hint.trade_monad", {}
            if d.number:
                bonus = len(state.clone().play_logged(move)) - 1
                return "hint.takes_bonus", {"count": bonus}
            if RANK[a] != RANK[b]:  # a relative stands in for the other card's rank
                # the last one held: the partner question warns of it, so the hint that
                # advises it says it is worth that (pt11d 5: the two spoke against each other)
                ident = state.ident[state.seat]
                shortcut = shortcut_set_up(state, ident, a, b)
                if shortcut:  # the hand's value falls: what it buys, said (pt13d 4)
                    return "hint.trade_relative_shortcut", {"lost": shortcut}
                held = sum(state.hands[state.seat][c] for c in range(6, 30) if c % 6 == ident)
                given = sum(1 for c in (a, b) if c >= 6 and c % 6 == ident)
                return ("hint.trade_relative_last" if given == held else
                        "hint.trade_relative"), {}
            return "hint.trade_up", {}
        if kind == "B" and d.number == MONAD_RANK:
            return "hint.buy_monad", {}
        if kind == "B":  # what the card bought is for (pt2 item 25: "It buys a better card")
            return f"hint.buy_r{d.number}", {}
        if kind == "J":
            return "hint.leap", {"value": RANK_VALUE[len(d.cards) - 1]}
        if kind in ("D", "F"):
            return draw_reason(state, kind)
        if kind == "E" and any(m[0] == "J" for m in state.legal_moves()):
            # the Sammelfeld lit "Leap now" beside "end the turn", and the hint said not
            # why it passed the leap over (pt8d 12)
            return "hint.end_skip_leap", {}
        if kind == "E" and any(m[0] == "T" for m in state.legal_moves()):
            # not "nothing more pays": a trade was open, and the search kept the cards
            # for a bigger one (pt5a, 13: a bonus trade lay open beside that sentence)
            return "hint.end_keep_cards", {}
        return _REASONS[kind]


def shortcut_set_up(state: MonadState, identity: int, a: int, b: int) -> int:
    """The points a trade costs the hand when a relative Quint stands in for a Quad
    (MO13) to bring the front Quint of the other temperature, else 0. It looks poorer,
    yet it sets up the shortcut: any relative, a Bi even, trades with that Quint for a
    Monad, where the relative Quint needed a Quint of the other temperature (pt13d 4:
    "keeping it is worth less" explained a fall from 52 to 36 points to nobody)."""
    relative, other = (a, b) if RANK[a] > 1 and COL[a] == identity else (b, a)
    front = state.cols[MONAD_RANK - 1]
    if RANK[relative] != MONAD_RANK - 1 or RANK[other] != MONAD_RANK - 2 or not front:
        return 0
    if IS_WARM[COL[front[0]]] == IS_WARM[identity]:
        return 0
    return VALUE[relative] + VALUE[other] - RANK_VALUE[MONAD_RANK - 1]


def draw_reason(state: MonadState, kind: str = "D") -> tuple[str, dict[str, object]]:
    """Why a draw (or a flip, `kind` "F"): a trade open at the same time said first, as
    nearly as good or as worth less than it costs (pt2 item 25: the hint said "draw" and
    named a buy plan while two Commons in hand traded straight for a Bi), else the
    draw's plan (the flip's reason)."""
    trades = [m for m in state.legal_moves() if m[0] == "T"]
    if not trades:
        return draw_plan(state) if kind == "D" else _REASONS[kind]
    best = max(trades, key=lambda m: move_value(state, m))
    close = move_value(state, kind) - move_value(state, best) < TRADE_CLOSE
    leap = leap_after(state, trades)
    if kind == "F":
        if leap:  # the leap the trade opens, not only the trade, said worse (pt11d 4)
            return "hint.flip_trade_leap", {}
        return ("hint.flip_trade_close", {}) if close else named_trade(state, best, "flip")
    hand = state.hands[state.seat]
    keeps_colours = set_change(hand, decode(best).cards) >= 0
    if leap and keeps_colours:
        return "hint.draw_trade_leap", {}
    if close:
        return "hint.draw_trade_close", {}
    if not keeps_colours:  # the trade gives up a leap's colours
        return "hint.draw_trade_colours", {"count": colours_held(hand[:6])}
    return named_trade(state, best, "draw")


def leap_after(state: MonadState, trades: Sequence[str]) -> bool:
    """Whether one of `trades` would open a leap (MO16: only after a trade or a buy):
    a hint that passes them over says why the leap is worse too (pt11d 4: the hint named
    the trade's 1 point, not the leap the coach had taught, which the review then called
    the costly move: the Commons are worth more kept)."""
    for trade in trades:
        after = state.clone()
        after.apply(trade, checked=False)
        if any(move[0] == "J" for move in after.legal_moves()):
            return True
    return False


def named_trade(state: MonadState, trade: str, kind: str) -> tuple[str, dict[str, object]]:
    """The trade a draw or a flip passes over, named by the card it brings and what it
    does to the hand's points (pt7d 7: "it would cost more than it brings" named no trade,
    and a newcomer saw none that lost points: a relative traded as a lower card does).
    The card's rank stands in the key: the params stay numbers (`draw_plan`)."""
    got = traded_rank(state.ident[state.seat], *decode(trade).cards) + 1
    if got >= MONAD_RANK:  # a Monad is a sure move (`sure_move`): not passed over
        return f"hint.{kind}_trade", {}
    after = state.clone()
    after.apply(trade, checked=False)
    seat = state.seat
    change = sum(after.hands[seat][c] * VALUE[c] for c in range(30)) \
        - sum(state.hands[seat][c] * VALUE[c] for c in range(30))
    verb = "loses" if change < 0 else "adds"
    return f"hint.{kind}_trade_{verb}_r{got}", {"points": abs(change)}


def draw_plan(state: MonadState) -> tuple[str, dict[str, object]]:
    """Why a draw, in terms of what the drawn card is for: the purchase one or two
    points away, the leap one colour away, a partner of the other temperature for the
    lone Commons (issue 38 playtest item 17: "draw a card. Nothing pays better than a
    new card", turn after turn, named no plan); a buy in reach that the draw beats is
    said to wait (pt7d 8: "one more Common and you can buy the front Bi", then, with
    that Common, a plan without the Bi read as the goal dropped). The params are numbers
    only: a review keeps them, and its words are read again in the language of the day."""
    hand = state.hands[state.seat]
    below = 0  # the worth of the cards below each rank, rank by rank
    near = near_missing = ready = 0
    for rank in range(2, MONAD_RANK):
        below += sum(hand[c] * VALUE[c] for c in range(30) if RANK[c] == rank - 1)
        missing = RANK_VALUE[rank] - below
        if state.cols[rank] and 0 < missing <= 2:
            near = rank
            near_missing = missing
        elif state.cols[rank] and missing <= 0:
            ready = rank
    if near:
        # cards as high as the buy or higher cannot pay for it (MO15: lower cards only, no
        # change): said where it bites (pt3 item 18: "2 more Commons and you can buy the
        # top Tri" read wrong beside a Quad in hand)
        higher = any(hand[c] for c in range(30) if RANK[c] >= near)
        return f"hint.draw_buy_r{near}{'_lower' if higher else ''}", {"missing": near_missing}
    colours = sum(1 for c in range(6) if hand[c])
    if 3 <= colours <= 5 and state.cols[colours]:
        return f"hint.draw_leap_r{colours}", {"count": colours}
    if ready:  # a buy set as the goal a turn before, now in reach, and the draw still
        # better: said, or a partner's plan read as the goal dropped (pt7d 8)
        return f"hint.draw_buy_wait_r{ready}", {}
    warm = sum(hand[c] for c in range(3))
    cool = sum(hand[c] for c in range(3, 6))
    if warm and not cool:
        return "hint.draw_partner_cool", {}
    if cool and not warm:
        return "hint.draw_partner_warm", {}
    return _REASONS["D"]


_REASONS: dict[str, tuple[str, dict[str, object]]] = {
    "P": ("hint.pay_cheap", {}),
    "D": ("hint.draw", {}), "F": ("hint.flip", {}), "E": ("hint.end_turn", {}),
    "X": ("hint.pass", {}),
}

POLICY = MonadPolicy()


def takes_front(state: MonadState, move: str, rank: int) -> bool:
    """Whether `move` takes the front card of the column of `rank` (a buy of that rank,
    or a trade or leap that brings it, its bonus included)."""
    d = decode(move)
    if d.kind == "B":
        return d.number == rank
    if d.kind not in "TJ":
        return False
    after = state.clone()
    after.apply(move)
    return after.cols[rank][:1] != state.cols[rank][:1]


def threat_answer(state: MonadState, move: str, why: str) -> tuple[str, dict[str, object]]:
    """The hint's warning of an opponent's next-turn Monad with what, if anything, the
    mover can do about it this turn, from the open table and the legal moves only (pt16d
    3: "careful" stood beside "draw a card" for turns, and the shortcut won). The hint's
    move stays the bots' choice: only its words change."""
    others = threats(state, state.current_player)
    if len(others) != 1:
        return "hint.threat", {"why": why}
    other = others[0]
    params: dict[str, object] = {
        "why": why, "colour": tr(f"monad.colour.{'ROYPBG'[state.ident[other]]}")}
    rank = shortcut_stop(state, other)
    if rank is None:
        return "hint.threat_none", params
    params["rank"] = tr(f"monad.rank.r{rank}")
    if takes_front(state, move, rank):
        return "hint.threat_taken", params
    if any(takes_front(state, legal, rank) for legal in state.legal_moves()):
        return "hint.threat_block", params
    return "hint.threat_none", params
