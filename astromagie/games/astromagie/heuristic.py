"""The hand-written judgement shared by the bots: how good a move looks right now.

`easy` plays the best-looking move with a little noise; `medium` and `hard` use
the same judgement to order their candidate moves and as the rollout policy of
their searches. It works on card codes only (a seat's hand and the public row),
so it can be used from an Observation and from a sampled world alike.

The idea: a play makes us the leader of the row; it is worth the points the
row would score (R14) times the chance that nobody takes it over before the
turn comes back (R12), plus something for taking a row away from another
leader, minus what the cards we spend were worth keeping. A discard is worth
minus the keeping value of the card (so we throw away what we cannot use).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from astromagie.games.astromagie.engine.cards import (
    ASPECT,
    ELEMENT,
    ELEMENT_OF,
    KIND_OF,
    PLANET,
    PLANET_OF,
    VALUE_OF,
    ZODIAC,
)
from astromagie.games.astromagie.engine.moves import Move
from astromagie.games.astromagie.engine.rules import row_points

# The engine's card tables, under the short names the formulas below use; R14 scoring
# is the engine's too (rules.row_points).
KIND = KIND_OF
ELEM = ELEMENT_OF
PLAN = PLANET_OF
VAL = VALUE_OF

# Cards of each kind in the full deck (72): used for the default take-over odds.
DECK_KIND_SHARE = {ZODIAC: 24 / 72, ELEMENT: 12 / 72, PLANET: 24 / 72, ASPECT: 12 / 72}
HAND = 6.0

_KEEP: dict[tuple[str, ...], dict[str, float]] = {}


def keep_values(hand: Sequence[str]) -> dict[str, float]:
    """How much each distinct card in `hand` is worth keeping (higher: keep); remembered."""
    key = tuple(sorted(hand))
    known = _KEEP.get(key)
    if known is None:
        if len(_KEEP) > 300_000:
            _KEEP.clear()
        known = _KEEP[key] = _keep_values(key)
    return known


# Per code, what `_keep_values` needs: (kind: 0 zodiac, 1 element, 2 planet, 3 aspect,
# element, planet symbol, the value's fixed part).
_KEEP_INFO: dict[str, tuple[int, str | None, str | None, float]] = {
    c: ((ZODIAC, ELEMENT, PLANET, ASPECT).index(KIND[c]), ELEM[c], PLAN[c],
        0.8 + 0.5 * VAL[c] if KIND[c] is PLANET else 1.2 + 0.3 * VAL[c]) for c in KIND}


def _keep_values(hand: Sequence[str]) -> dict[str, float]:
    info = _KEEP_INFO
    zodiac_elems: dict[str | None, int] = {}
    zodiac_planets: dict[str | None, int] = {}
    planets = False
    aspects = False
    for c in hand:
        kind, elem, planet, _ = info[c]
        if kind == 0:
            zodiac_elems[elem] = zodiac_elems.get(elem, 0) + 1
            zodiac_planets[planet] = zodiac_planets.get(planet, 0) + 1
        elif kind == 2:
            planets = True
        elif kind == 3:
            aspects = True
    out: dict[str, float] = {}
    for c in hand:
        if c in out:
            continue
        kind, elem, planet, base = info[c]
        if kind == 0:
            # Zodiac cards open rows and keep the game going; twins of element/ruler combine.
            v = 3.0 + 0.5 * (zodiac_elems[elem] - 1) + 0.5 * (zodiac_planets[planet] - 1)
        elif kind == 1:
            v = 1.0 + 1.0 * zodiac_elems.get(elem, 0)
        elif kind == 2:  # base: 0.8 + 0.5 x its value
            v = base + 1.0 * zodiac_planets.get(c, 0)
            if aspects:
                v += 0.5
        else:  # aspect (base: 1.2 + 0.3 x its value): a take-over needs one and a planet
            v = base + (0.8 if planets else 0.0)
        out[c] = v
    return out


# A row after a play, for the gains memo: codes on positions 1-4 and the top aspect value.
RowKey = tuple[str | None, str | None, str | None, str | None, int]


class Odds:
    """Chances that one opponent can put a card of each kind into the row.

    Built from the unseen cards when we know them (easy bot), else from the
    deck's mix (rollouts).
    """

    __slots__ = ("q_elem", "q_zod", "q_planet", "aspect_share", "planet_share", "hand", "gains")

    def __init__(self, shares: dict[str, float] | None = None, hand: float = HAND):
        shares = shares or DECK_KIND_SHARE
        self.hand = hand
        self.q_elem = 1.0 - math.exp(-hand * shares[ELEMENT])
        self.q_zod = 1.0 - math.exp(-hand * shares[ZODIAC])
        self.q_planet = 1.0 - math.exp(-hand * shares[PLANET])
        self.aspect_share = shares[ASPECT]
        self.planet_share = shares[PLANET]
        # score_moves' memo of what leading a row is worth, by (opponents, variant V1,
        # residual weight) and then by row and top aspect (at most 24,960 rows each).
        self.gains: dict[tuple[int, bool, float], dict[RowKey, float]] = {}

    def take_chance(self, slots: Sequence[str | None], top_aspect: int) -> float:
        """Chance one opponent can place anything on the row `slots` (with a top pair)."""
        if slots[2] is None:
            return 0.0
        miss = 1.0
        if slots[1] is None:
            miss *= 1.0 - self.q_elem
        elif slots[0] is None:
            miss *= 1.0 - self.q_zod
        if slots[3] is None:
            miss *= 1.0 - self.q_planet
        else:
            # A pair: an aspect at least the top one and a fitting planet; higher tops are
            # harder to beat (aspects I: 5, II: 4, III: 3 of 12).
            fit = (1.0, 1.0, 7 / 12, 3 / 12)[top_aspect]
            q_a = 1.0 - math.exp(-self.hand * self.aspect_share * fit)
            q_p = 1.0 - math.exp(-self.hand * self.planet_share * (0.45 if top_aspect else 0.8))
            miss *= 1.0 - q_a * q_p
        return 1.0 - miss


DEFAULT_ODDS = Odds()


@dataclass(frozen=True, slots=True)
class Weights:
    """The heuristic's few constants (tuned with benchmarks/ai_tune.py)."""

    deny: float = 0.35  # x the points of a row we take away from another leader
    residual: float = 0.0  # x the points of a row we lead but will likely lose
    spend: float = 0.12  # x the keeping value of each card we put down
    play_bonus: float = 0.3  # playing at all (we draw fresh cards)
    discard: float = 0.1  # x the keeping value of the card we throw away
    discard_row: float = 0.05  # x the points of a row we let another leader keep


DEFAULT_WEIGHTS = Weights()


def odds_from_unseen(unseen: dict[str, int], opponents_hand: float) -> Odds:
    total = sum(unseen.values())
    if total <= 0:
        return Odds({ZODIAC: 0.0, ELEMENT: 0.0, PLANET: 0.0, ASPECT: 0.0}, opponents_hand)
    shares = {ZODIAC: 0.0, ELEMENT: 0.0, PLANET: 0.0, ASPECT: 0.0}
    for c, n in unseen.items():
        shares[KIND[c]] += n / total
    return Odds(shares, opponents_hand)


def score_moves(moves: Sequence[Move], hand: Sequence[str], slots: Sequence[str | None],
                top_aspect: int, leader_other: bool, opponents: int, odds: Odds = DEFAULT_ODDS,
                modern: bool = False, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """A heuristic value for each move of the player to move (see the module docstring).

    `leader_other`: another player leads the current row (a play takes it away).
    `opponents`: how many other players still get a turn before ours comes back.
    """
    keep = keep_values(hand)
    s1, s2, s3, s4 = slots
    old_points = row_points(s1, s2, s3, s4, modern)
    deny = w.deny * old_points if leader_other else 0.0
    residual, spend, bonus = w.residual, w.spend, w.play_bonus
    discard_w, discard_row = w.discard, w.discard_row * old_points
    out: list[float] = []
    append = out.append
    # What leading a row is worth depends on the row alone: remembered on the odds.
    gains = odds.gains.get((opponents, modern, residual))
    if gains is None:
        gains = odds.gains[(opponents, modern, residual)] = {}
    known = gains.get
    for placements, discard in moves:
        if discard is not None:
            append(-discard_w * keep[discard] - discard_row)
            continue
        n1, n2, n3, n4 = s1, s2, s3, s4
        new_top = top_aspect
        cost = 0.0
        for pos, code in placements:
            cost += keep[code]
            if pos == 3:
                n3 = code
            elif pos == 2:
                n2 = code
            elif pos == 1:
                n1 = code
            elif pos == 4:
                n4 = code
            elif pos == 5:
                new_top = VAL[code]
        key = (n1, n2, n3, n4, new_top)
        gain = known(key)
        if gain is None:
            pts = row_points(n1, n2, n3, n4, modern)
            q = odds.take_chance((n1, n2, n3, n4), new_top)
            keep_p = (1.0 - q) ** opponents
            # Even a row that is taken over later is not wasted on us when we lead it now:
            # the points stay on the table for the next take-over, so count a little.
            gain = gains[key] = pts * (keep_p + residual * (1.0 - keep_p))
        append(gain + deny - spend * cost + bonus)
    return out
