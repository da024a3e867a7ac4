"""Zahlenstreifen's judgement for the shared search (`astromagie.host.game.Policy`).

What a move is worth to the player to move, from what that player sees (its
hand, the row, every collection):

- the exact change of the minus points under NS13/NS14 if the game ended
  now, the player's own change against the mean change of the others (so
  taking a colour's majority away from a rival counts in its favour, and a
  card taken into a colour the player leads costs 1, not its value);
- while playing, a small bonus for playing a high card: high cards get more
  dangerous as the row grows (a 9 takes every exposed card of its colour),
  and low cards are what one wants to hold for the two secret cards at the end.

Every taken card shares the played card's colour, so a move changes the
penalties of one colour only (two for a secret pair): the values are
computed from one tally of the collections and a few sums per move.

The rollout plays the same judgement faster: it tallies the collections
once per rollout and keeps the tallies up to date as cards are taken, so a
card that takes something costs one colour's sums (`_take_cost`, equal to
the move values' change); the best card is played, or a random one with
probability `epsilon`. Its secret choice keeps the two cards that cost least
(1 where the seat would lead the colour, else the face value).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from astromagie.ai.policy import SearchPolicy
from astromagie.ai.worlds import adopt_hands

from .moves import CHOICE_CARDS, CHOICE_MOVE, PLAY_CARD, PLAY_MOVE
from .reasons import (
    cards_words,
    compare_reason,
    contested,
    contested_key,
    later_reason,
    still_to_play,
    with_alike,
    with_free,
)
from .scoring import colour_tallies
from .state import DUMMY, PLAY, StripState

HIGH_CARD_BONUS = 0.15  # per point of the played card's value (see the module docstring)
WIN_WEIGHT = 0.8  # rewards: the win share; the rest is the margin
TEMPERATURE = 6.0  # minus points that make a running lead about e times as likely to win


def taken_by(row: Sequence[int], card: int) -> list[int]:
    """NS6/NS7: what playing `card` on `row` takes, in row order."""
    limit = len(row) - card % 10
    if limit <= 0:
        return []
    low = card - card % 10
    return [x for x in row[:limit] if low < x <= card]


def _penalty(count: int, total: int, most: int) -> int:
    return count if count == most else total


def penalty_changes(collections: Sequence[Sequence[int]], players: int, owner: int,
                    added: Sequence[int]) -> list[int]:
    """How each player's minus points change when `owner` adds the cards `added`."""
    tallies = [colour_tallies(c) for c in collections]
    return _changes(tallies, players, owner, added)


def _changes(tallies: Sequence[tuple[list[int], list[int]]], players: int, owner: int,
             added: Sequence[int]) -> list[int]:
    extra_count: dict[int, int] = {}
    extra_sum: dict[int, int] = {}
    for card in added:
        c = card // 10
        extra_count[c] = extra_count.get(c, 0) + 1
        extra_sum[c] = extra_sum.get(c, 0) + card % 10
    changes = [0] * players
    for c, plus in extra_count.items():
        counts = [t[0][c] for t in tallies]
        sums = [t[1][c] for t in tallies]
        most_before = max(counts)
        counts_after = counts[:]
        counts_after[owner] += plus
        sums_after = sums[:]
        sums_after[owner] += extra_sum[c]
        most_after = max(counts_after)
        for p in range(players):
            changes[p] += (_penalty(counts_after[p], sums_after[p], most_after)
                           - _penalty(counts[p], sums[p], most_before))
    return changes


def _relative(changes: Sequence[int], me: int) -> float:
    """Good for `me`: its own minus points down, the others' up (their mean)."""
    others = [change for p, change in enumerate(changes) if p != me]
    return -changes[me] + (sum(others) / len(others) if others else 0.0)


def _take_cost(counts: list[int], sums: list[int], me: int, players: int, count: int,
               total: int) -> float:
    """`_relative`'s cost of `me` taking `count` cards worth `total` of one colour.

    `counts`/`sums` are that colour's per owner. Exact for this colour, from
    the tallies alone (the rollout's fast version of `move_values`).
    """
    most = max(counts)
    mine = counts[me]
    before = mine if mine == most else sums[me]
    after_count = mine + count
    if after_count < most:
        return sums[me] + total - before
    cost = float(after_count - before)
    if after_count > most:  # the owners who led at `most` now pay face value
        lost = 0
        for other in range(players):
            if other != me and counts[other] == most:
                lost += sums[other] - most
        if lost:
            cost -= lost / (players - 1)
    return cost


def _cheapest_play(row: list[int], hand: list[int], me: int, players: int,
                   counts: list[list[int]], sums: list[list[int]]) -> int:
    """The hand card whose take costs least (`_take_cost`), less the high-card bonus."""
    length = len(row)
    best = hand[0]
    best_cost = 1e9
    for card in hand:
        v = card % 10
        cost = -HIGH_CARD_BONUS * v
        limit = length - v
        if limit > 0:
            low = card - v
            count = total = 0
            for x in row[:limit]:
                if low < x <= card:
                    count += 1
                    total += x % 10
            if count:
                k = card // 10
                cost += _take_cost(counts[k], sums[k], me, players, count, total)
        if cost < best_cost:
            best_cost = cost
            best = card
    return best


def _cheapest_pair(hand: list[int], me: int, counts: list[list[int]]) -> str:
    """The two hand cards that cost least: 1 where this seat would lead, else the value."""
    def cost(card: int) -> int:
        k = counts[card // 10]
        rivals = max(c for owner, c in enumerate(k) if owner != me)
        return 1 if k[me] + 1 >= rivals else card % 10

    first, second = sorted(hand, key=cost)[:2]
    return CHOICE_MOVE[(min(first, second), max(first, second))]


def _blend(wins: list[float], result: list[int]) -> list[float]:
    """`WIN_WEIGHT` of the win share, the rest the margin (0 for the last, 1 for the first)."""
    best, worst = max(result), min(result)
    spread = best - worst
    margins = [(s - worst) / spread if spread else 0.5 for s in result]
    return [WIN_WEIGHT * w + (1.0 - WIN_WEIGHT) * m for w, m in zip(wins, margins, strict=True)]


class StripPolicy(SearchPolicy[StripState]):
    """The heuristic, the rollout and the rewards the shared bots search with."""

    # The secret choice is hidden: the search keys other seats' edges by `public_move`.
    all_moves_public = False

    def adopt_holdings(self, base: StripState, seat: int, source: StripState,
                       rng: random.Random) -> StripState | None:
        # A seat holds its hand and its face-down choice; both are carried over.
        n = base.n
        for s in range(n):
            if s != seat and (len(source.hands[s]) != len(base.hands[s])
                              or len(source.secret[s]) != len(base.secret[s])):
                return None
        held = [None if s == seat else source.hands[s] + source.secret[s] for s in range(n)]
        dealt = adopt_hands(seat, [base.hands[s] + base.secret[s] for s in range(n)], base.pile,
                            held, rng)
        if dealt is None:
            return None
        world = base.clone()
        for s in range(n):
            if s != seat:
                size = len(base.hands[s])
                world.hands[s] = dealt[0][s][:size]
                world.secret[s] = dealt[0][s][size:]
        world.pile = dealt[1]
        return world

    def move_values(self, state: StripState, moves: Sequence[Any]) -> list[float]:
        me = state.current
        if me < 0:
            return [0.0] * len(moves)
        tallies = [colour_tallies(c) for c in state.collections]
        values = []
        for move in moves:
            card = PLAY_CARD.get(move)
            if card is not None:
                taken = taken_by(state.row, card)
                value = HIGH_CARD_BONUS * (card % 10)
                if taken:
                    value += _relative(_changes(tallies, state.n, me, taken), me)
            else:
                pair = CHOICE_CARDS[move]
                value = _relative(_changes(tallies, state.n, me, pair), me)
            values.append(value)
        return values

    def rollout(self, state: StripState, rng: random.Random, epsilon: float,
                turns: int | None) -> None:
        left = -1 if turns is None else turns
        if left == 0 or state.current < 0:
            return
        # counts[colour][owner], sums[colour][owner]: kept up to date as cards are taken
        owners = len(state.collections)
        counts = [[0] * owners for _ in range(5)]
        sums = [[0] * owners for _ in range(5)]
        for owner, collection in enumerate(state.collections):
            for x in collection:
                counts[x // 10][owner] += 1
                sums[x // 10][owner] += x % 10
        players = state.n
        while left != 0 and state.current >= 0:
            left -= 1
            me = state.current
            hand = state.hands[me]
            if state.phase == PLAY:
                if rng.random() < epsilon:
                    card = hand[rng.randrange(len(hand))]
                else:
                    card = _cheapest_play(state.row, hand, me, players, counts, sums)
                dummy_turns = len(state.dummy_log)
                state._play(PLAY_MOVE[card])
                taken = state.takes[-1]
                if taken:
                    k = card // 10
                    counts[k][me] += len(taken)
                    sums[k][me] += sum(x % 10 for x in taken)
                if len(state.dummy_log) != dummy_turns:
                    _, played, taken = state.dummy_log[-1]
                    if taken:
                        k = played // 10
                        counts[k][DUMMY] += len(taken)
                        sums[k][DUMMY] += sum(x % 10 for x in taken)
            else:
                if rng.random() < epsilon:
                    pair = rng.sample(hand, 2)
                    move = CHOICE_MOVE[(min(pair), max(pair))]
                else:
                    move = _cheapest_pair(hand, me, counts)
                state._choose(move)

    def rewards(self, state: StripState) -> list[float]:
        """The win share and a little of the margin; `estimate` while the game goes on."""
        if not state.is_over():
            return self.estimate(state)
        result = state.scores
        best = max(result)
        winners = [s == best for s in result]
        share = 1.0 / sum(winners)
        return _blend([share if w else 0.0 for w in winners], result)

    def estimate(self, state: StripState) -> list[float]:
        """A soft win share from the minus points so far (softmax, `TEMPERATURE`), and margin."""
        result = state.scores
        best = max(result)
        weights = [math.exp((s - best) / TEMPERATURE) for s in result]
        total = sum(weights)
        return _blend([w / total for w in weights], result)

    def compare(self, state: StripState, played: Any, better: Any
                ) -> tuple[str, dict[str, object]] | None:
        """Why `better` beat `played`, for the review: what each took now, when the better
        one cost less (else None: the review says `reason` of `better`)."""
        if state.current < 0:
            return None
        first, second = (PLAY_CARD.get(played), PLAY_CARD.get(better)) \
            if played in PLAY_CARD or better in PLAY_CARD else \
            (CHOICE_CARDS.get(played), CHOICE_CARDS.get(better))
        if first is None or second is None:
            return None
        return compare_reason(state, first, second)

    def reason(self, state: StripState, move: Any) -> tuple[str, dict[str, object]]:
        """Why the move is good, as a text key and its parameters: only what is true now.

        Read from the mover's view (the row, the collections, its own hand); the
        minus points are the mover's before and after the move, as NS13/NS14 count
        them if the game ended then.
        """
        me = state.current
        if me < 0:
            return "hint.none", {}
        before = -state.scores[me]
        card = PLAY_CARD.get(move)
        if card is not None:
            taken = taken_by(state.row, card)
            if not taken:  # true words when the row holds none of its colour (pt7b 11),
                # or none it could take, all of it higher (pt8b 5: "everything it could
                # take is safe" read as false where nothing low enough lay anywhere)
                alike = [x for x in state.row if x // 10 == card // 10]
                key = "hint.takes_nothing" if any(x <= card for x in alike) else \
                    "hint.takes_nothing_higher" if alike else "hint.takes_nothing_none"
                return key, {}
            own = penalty_changes(state.collections, state.n, me, taken)[me]
            params: dict[str, object] = {"before": before, "after": before + own,
                                         "count": len(taken)}
            counts = [colour_tallies(c)[0][card // 10] for c in state.collections]
            if counts[me] + len(taken) >= max(counts):  # it leads the colour after the take
                led = counts[me] == max(counts) and counts[me] > 0
                key = "hint.takes_into_majority" if led else "hint.takes_the_majority"
                rivals = contested(state, me, card, taken)  # another can take it back
                said = (contested_key(state, key), {**params, **rivals, **still_to_play(state)}) \
                    if rivals else (key, params)
                said = with_alike(state, me, card, *said)  # a card as cheap: why this one
                return with_free(state, me, card, *said)  # a card that takes nothing: why not
            costs = [penalty_changes(state.collections, state.n, me,
                                     taken_by(state.row, other))[me]
                     for other in set(state.hands[me])]
            if own <= min(costs):  # no turns after in the last round (pt12b 6)
                least = "hint.takes_least_last" if state.last_left >= 0 else "hint.takes_least"
                return with_alike(state, me, card, least, params)
            return later_reason(state, me, card, params)  # which card it keeps, and why
        pair = CHOICE_CARDS.get(move) if isinstance(move, str) else None
        if pair is None:
            return "hint.none", {}
        own = penalty_changes(state.collections, state.n, me, pair)[me]
        cheapest, other = min((penalty_changes(state.collections, state.n, me,
                                               CHOICE_CARDS[other])[me], other)
                              for other in state.legal_moves())
        if own <= cheapest:
            return "hint.secret_cheapest", {"before": before, "after": before + own}
        # a dearer pair the search prefers: name the cheaper one and why (pt7b 2)
        return "hint.secret_weighed", {"before": before, "after": before + own,
                                       "cheaper": cards_words(CHOICE_CARDS[other]),
                                       "cheaper_after": before + cheapest}


__all__ = ["StripPolicy", "penalty_changes", "taken_by"]
