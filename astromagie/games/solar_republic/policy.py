"""The Solar Republic's judgement for the shared bots: move values, the rollout, the estimate.

A move's value is its change to the mover's standing in cards (SR15: won
cards minus cards in hand), weighted by whom it hurts. The numbers
(`Weights`) were tuned by playing the greedy bot against random play; what
they say about the game:

- A card in hand is a point lost, but while the draw pile is long it may be
  a trump to come: early, a draw is worth more than a card shed (`draw_option`),
  and a forced draw helps its victim (`forced`); both fade over the last ten
  cards of the draw pile.
- A card left on the pile feeds the next player's book, by the chance that
  player holds a trump for it (counted from the unseen cards) times `feed`;
  a 2 halves that, as its extra turn (`extra_turn`) may take the pile back.
- Trumps are kept for big piles: a book is worth its size and the shed card,
  minus what the trump is still worth in hand (`keep3/4/5`, fading late too).
- A steal moves up to 3 cards, a forced draw up to 4; points taken from the
  best other seat count fully, from the others less (`other_weight`).
- Emptying the draw pile ends the game (SR14): worth a lot when the mover then
  wins and a lot less when not; before that, the leader likes to shorten the
  game and the others do not (`shorten`).

The medium bot plays `HARD_WEIGHTS` greedily and the hard bot searches with them:
the same terms tuned for strength, and a drawn card's option that shrinks in a
full hand (`option_hand`: every card left in hand counts -1 at the end); easy
keeps the first numbers, so the levels stay apart (issue 39).

`fast_move` finds the same best move without building the move list (the
rollout's inner loop, most of the hard bot's time); `estimate` is a softmax
of the scores as the heuristic sees them, for worlds not played to the end.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from astromagie.ai.policy import SearchPolicy
from astromagie.ai.worlds import adopt_hands

from .cards import PLAYABLE, RANK, SUIT
from .compare import compare_reason, takers_unseen
from .moves import DRAW, MOVE_INFO, Move
from .state import FORCED_DRAW, STEAL_SIZE, SolarState, takes_a_book


@dataclass(frozen=True)
class Weights:
    """The heuristic's numbers, in cards (SR15 points)."""

    keep3: float = 9.0  # what a 3 is worth in hand, early in the game
    keep4: float = 6.0
    keep5: float = 10.0
    extra_turn: float = 2.0  # a 2's extra turn
    draw_option: float = 2.0  # a drawn card's use later, early in the game
    shorten: float = 0.15  # per card the draw pile loses: for the leader, against the others
    other_weight: float = 0.4  # a point taken from a seat that is not the best other
    feed: float = 9.0  # what a card left on the pile costs, times the chance it is taken
    deny: float = 0.5  # a book's worth for the pile it keeps from the next player
    forced: float = 1.5  # a forced card's worth to its drawer early (the draw option)
    # A drawn card's option shrinks once the hand already holds more cards than this (it
    # is worth option_hand / cards after the draw): a full hand has plenty to play, and
    # every card left in it counts -1 at the end (SR15). 0: the option never shrinks.
    option_hand: float = 0.0


def draw_option(w: Weights, early: float, hand: int) -> float:
    """What one more card in a hand of `hand` cards may be worth later (the draw option)."""
    option = w.draw_option * early
    if w.option_hand > 0.0 and hand + 1 > w.option_hand:
        option *= w.option_hand / (hand + 1)
    return option


DEFAULT_WEIGHTS = Weights()
# The hard bot's judgement: the same terms, tuned by coordinate search with the greedy
# bot (no noise) against `easy` over 500 two-seat deals (benchmarks/solar_republic_tune.py).
# A 4 is kept longer for a pile of its own suit (keep4 up), a 3 played a little more
# readily (keep3 down), a 2's extra turn counts more, and a forced draw early is less of
# a gift to its victim. Greedy with these wins 0.704 [0.672, 0.736]
# of 800 games against `easy` on other deals (the first weights: 0.52), 0.33 of 400 at four
# seats (fair: 0.25); the search then plays out with it, so the hard bot gains both ways.
# A drawn card's option shrinks in a hand over 9 cards (option_hand, issue 39 and pt2, 33):
# greedy with it wins 0.79 of 1,000 games against `easy` (without: 0.72) and 0.59 against
# greedy without it (docs/ai.md).
HARD_WEIGHTS = Weights(keep3=6.75, keep4=9.0, keep5=10.0, extra_turn=3.0, forced=0.75,
                       option_hand=9.0)
# From this many cards in hand after a draw, the hint's words for a draw say what the hand
# will cost at the end (SR15: each card -1), so following the hint never hides it.
BIG_HAND = 10
# From this many cards left to draw down, the pile "runs low" (the board's red warning, the
# coach's end-game line): a draw's words then say, in points, why it still pays, the
# trade-off the last lesson and the reference card name (pt3a, finding 11).
LATE_DRAW = 8
END_WIN = 30.0  # ending the game as its (sole) winner
MARGIN_SCALE = 8.0  # a lead of this many cards is worth 3/4 of the margin part of a reward
# The chance that a hand of h unseen cards holds a given trump kind, with the
# deck's average share of takers (the 3s, the 5s and one 4: 7 of 45 unseen cards).
_TAKER_SHARE = 7 / 45
TAKE_CHANCE = [1.0 - (1.0 - _TAKER_SHARE) ** h for h in range(60)]


class _Context:
    """What the player to move sees, worked out once per call."""

    __slots__ = ("w", "keep", "p", "n", "scores", "best_other", "best_others", "ahead", "draw",
                 "pile",
                 "top", "next_hand", "early", "unseen", "unseen_total")

    def __init__(self, g: SolarState, count_unseen: bool, w: Weights):
        self.w = w
        p = g.current
        self.p = p
        self.n = g.n
        scores = g.scores
        self.scores = scores
        others = [s for i, s in enumerate(scores) if i != p]
        best = max(others)
        self.best_other = best
        self.best_others = [i for i, s in enumerate(scores) if i != p and s == best]
        self.ahead = scores[p] - best
        self.draw = len(g.draw)
        self.pile = len(g.pile)
        self.top = g.pile[-1] if g.pile else None
        self.next_hand = len(g.hands[(p + 1) % g.n])
        self.early = min(1.0, self.draw / 10.0)
        self.keep = (0.0, 0.0, 0.0, w.keep3 * self.early, w.keep4 * self.early,
                     w.keep5 * self.early)
        self.unseen: Counter[str] | None = None
        self.unseen_total = 0
        if count_unseen:
            unseen = Counter(g.draw)
            for s, h in enumerate(g.hands):
                if s != p:
                    unseen.update(h)
            self.unseen = unseen
            self.unseen_total = sum(unseen.values())

    def take_chance(self, new_top: str) -> float:
        """The chance that the next player can take a pile topped by `new_top`."""
        h = self.next_hand
        unseen = self.unseen
        if unseen is None:
            return TAKE_CHANCE[h] if h < 60 else 1.0
        total = self.unseen_total
        if total <= 0 or h <= 0:
            return 0.0
        takers = unseen["SO3"] + unseen["SO5"] + unseen[SUIT[new_top] + "4"]
        if takers <= 0:
            return 0.0
        miss = 1.0
        for i in range(min(h, total)):  # hypergeometric: no taker among h of the unseen
            miss *= max(0.0, (total - takers - i) / (total - i))
        return 1.0 - miss

    def weight(self, seat: int) -> float:
        """How much a point taken from `seat` helps the mover."""
        if seat in self.best_others:
            return 1.0 / len(self.best_others) if len(self.best_others) > 1 else 1.0
        return self.w.other_weight


def _end_value(g: SolarState, move: Move) -> float:
    """The value of a move that ends the game: a win, a shared win or a loss."""
    after = g.clone()
    after.apply(move, checked=False)
    scores = after.scores
    p = g.current
    best = max(scores)
    if scores[p] < best:
        return -END_WIN + (scores[p] - best) * 0.1
    tied = scores.count(best)
    return END_WIN / tied + 0.1 * (scores[p] - max(s for i, s in enumerate(scores) if i != p))


def _value(g: SolarState, ctx: _Context, move: Move) -> float:
    """The mover's liking of one legal move (see the module's docstring)."""
    w = ctx.w
    shorten = w.shorten if ctx.ahead > 0 else -w.shorten
    if move == DRAW:
        if ctx.draw == 1:
            return _end_value(g, move)
        return -1.0 + draw_option(w, ctx.early, len(g.hands[ctx.p])) + shorten
    code, rank, suit, kind, target = MOVE_INFO[move]
    top = ctx.top
    value = 1.0
    if top is not None and (rank == 3 or rank == 5 or (rank == 4 and SUIT[top] == suit)):
        value += ctx.pile + 1 - ctx.keep[rank] + w.deny * ctx.take_chance(top) * ctx.pile
    else:
        value -= ctx.keep[rank]
        risk = w.feed * ctx.take_chance(code)
        if rank == 2:
            value += w.extra_turn - 0.5 * risk
        else:
            value -= risk
    if kind == "S":
        taken = min(STEAL_SIZE, len(g.won[target]))
        value += taken * (1.0 + ctx.weight(target))
    elif kind == "F":
        drawn = min(FORCED_DRAW, ctx.draw)
        if drawn == ctx.draw:
            return _end_value(g, move)
        cost = drawn * (1.0 - w.forced * ctx.early)
        if target == ctx.p:
            value -= cost
        else:
            value += cost * ctx.weight(target)
        value += shorten * drawn
    return value


def move_values(g: SolarState, moves: Sequence[Move], count_unseen: bool = True,
                w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """The heuristic value of each of `moves` for the player to move in `g`."""
    ctx = _Context(g, count_unseen, w)
    return [_value(g, ctx, m) for m in moves]


def _margin_share(scores: Sequence[float], scale: float) -> list[float]:
    """Each seat's lead over the best other seat, squashed into [0, 1] (0.5: level)."""
    out = []
    for seat, mine in enumerate(scores):
        lead = mine - max(x for i, x in enumerate(scores) if i != seat)
        out.append(0.5 + 0.5 * lead / (abs(lead) + scale))
    return out


def final_rewards(g: SolarState, margin: float = 0.5) -> list[float]:
    """A finished game's worth per seat: the win share, and by `margin` the lead in cards.

    The lead tells far more per playout than the win alone (most moves change
    the winner only rarely), so a small search sees which move is better.
    """
    scores = g.scores
    best = max(scores)
    tied = scores.count(best)
    shares = _margin_share(scores, MARGIN_SCALE)
    return [(1.0 - margin) * ((1.0 / tied) if s == best else 0.0) + margin * m
            for s, m in zip(scores, shares, strict=True)]


def estimate(g: SolarState, w: Weights = DEFAULT_WEIGHTS, margin: float = 0.5,
             trump_share: float = 1.0) -> list[float]:
    """What a game that is not over is worth per seat, like `final_rewards`.

    The scores are taken as the heuristic sees them: a card in hand costs its
    point but, while the draw pile is long, may be a trump to come
    (`draw_option`, less in a hand over `option_hand`), and a trump in hand is
    worth what the heuristic keeps it for (`keep3/4/5`, times `trump_share`);
    both fade over the last ten cards of the draw pile. The win chances are a
    softmax of those scores whose scale grows with the cards still to be drawn
    (a long game leaves the lead open).
    """
    draw = len(g.draw)
    early = min(1.0, draw / 10.0)
    plain = w.draw_option * early - 1.0
    bonus = (0.0, 0.0, 0.0, w.keep3 * early * trump_share, w.keep4 * early * trump_share,
             w.keep5 * early * trump_share)
    scores = []
    for won, hand in zip(g.won, g.hands, strict=True):
        x = len(won) + plain * len(hand)
        if w.option_hand > 0.0 and len(hand) > w.option_hand:
            # the options of the cards beyond option_hand shrink as the draw's does:
            # card k is worth option_hand / k of one, about option_hand * ln(h / option_hand)
            cut = w.option_hand
            x -= w.draw_option * early * (len(hand) - cut - cut * math.log(len(hand) / cut))
        for code in hand:
            rank = RANK[code]
            if rank >= 3:
                x += bonus[rank]
        scores.append(x)
    tau = 1.5 + 0.9 * math.sqrt(draw)
    top = max(scores)
    weights = [math.exp((s - top) / tau) for s in scores]
    total = sum(weights)
    shares = _margin_share(scores, MARGIN_SCALE)
    return [(1.0 - margin) * (0.05 + 0.9 * x / total) + margin * m
            for x, m in zip(weights, shares, strict=True)]


def fast_move(g: SolarState, w: Weights = DEFAULT_WEIGHTS) -> Move:
    """The move `move_values(g, moves, count_unseen=False, w)` likes best, found fast.

    The same values as `_value` with the fixed trump chance, worked out per
    distinct card in hand instead of per legal move (all 1s of a hand are worth
    the same, so are all 2s) and without building the move list: this is the
    rollout's inner loop. A test pins its choice to `move_values`' best value.
    """
    p = g.current
    n = g.n
    hands = g.hands
    won = g.won
    hand = hands[p]
    pile = g.pile
    draw = len(g.draw)
    early = draw / 10.0 if draw < 10 else 1.0
    mine = len(won[p]) - len(hand)
    best_other = -999
    scores = [0] * n
    for q in range(n):
        x = len(won[q]) - len(hands[q])
        scores[q] = x
        if q != p and x > best_other:
            best_other = x
    tied = sum(1 for q in range(n) if q != p and scores[q] == best_other)
    weights = [(1.0 / tied if scores[q] == best_other else w.other_weight) for q in range(n)]
    shorten = w.shorten if mine > best_other else -w.shorten
    h = len(hands[(p + 1) % n])
    chance = TAKE_CHANCE[h] if h < 60 else 1.0
    best_move = ""
    best = -1e18
    if g.moves:
        best_move = DRAW
        best = (_end_value(g, DRAW) if draw == 1
                else -1.0 + draw_option(w, early, len(hand)) + shorten)
    size = len(pile)
    codes: frozenset[str] | set[str]
    if pile:
        top_suit = SUIT[pile[-1]]
        codes = PLAYABLE[pile[-1]].intersection(hand)
    else:
        top_suit = ""
        codes = set(hand)
    feed_risk = w.feed * chance
    drawn = FORCED_DRAW if draw > FORCED_DRAW else draw
    forced_cost = drawn * (1.0 - w.forced * early)
    for code in sorted(codes):
        rank = RANK[code]
        if rank == 1:
            value = 1.0 - feed_risk
        elif rank == 2:
            value = 1.0 + w.extra_turn - 0.5 * feed_risk
        else:
            keep = (w.keep3 if rank == 3 else w.keep4 if rank == 4 else w.keep5) * early
            book = size > 0 and (rank != 4 or SUIT[code] == top_suit)
            if book:
                value = 2.0 + size - keep + w.deny * chance * size
            else:
                value = 1.0 - keep - feed_risk
            play = "P " + code
            move = play
            extra = 0.0
            if rank == 5 or (rank == 3 and book and top_suit == "SO"):
                for q in range(n):
                    if q != p and won[q]:
                        gain = min(STEAL_SIZE, len(won[q])) * (1.0 + weights[q])
                        if gain > extra:
                            extra = gain
                            move = f"{play} S{q}"
            total = value + extra
            if total > best:
                best = total
                best_move = move
            if rank >= 4:
                for q in range(n):
                    forced = f"{play} F{q}"
                    if drawn == draw:
                        total = _end_value(g, forced)
                    elif q == p:
                        total = value - forced_cost + shorten * drawn
                    else:
                        total = value + forced_cost * weights[q] + shorten * drawn
                    if total > best:
                        best = total
                        best_move = forced
            continue
        if value > best:
            best = value
            best_move = "P " + code
    return best_move


def rollout(g: SolarState, rng: random.Random, epsilon: float, turns: int | None,
            w: Weights = DEFAULT_WEIGHTS) -> None:
    """Play `g` on with the heuristic (a random move with prob. `epsilon`), search path."""
    left = -1 if turns is None else turns
    while left != 0 and g.current >= 0:
        if rng.random() < epsilon:
            moves = g.legal_moves()
            move = moves[rng.randrange(len(moves))]
        else:
            move = fast_move(g, w)
        g.apply(move, checked=False)
        left -= 1


# a pile this big left for the next player is what the guided game's hand-over warns of
# (pt9c 1): a hint that leaves one says why in its own clause
BIG_PILE = 4


def _ending(g: SolarState, move: Move) -> tuple[str, dict[str, object]]:
    """The words of a move that ends the game, with its outcome (pt9c 11: the last draw
    said only "ends the game now", and the game ended in a tie): a lead, a tie for the
    lead, or how far behind."""
    seat = g.current
    after = g.clone()
    after.apply(move, checked=False)
    scores = after.scores
    best_other = max(x for q, x in enumerate(scores) if q != seat)
    if scores[seat] > best_other:
        return "hint.ends_game", {}
    if scores[seat] == best_other:
        return "hint.ends_game_tie", {}
    return "hint.ends_game_behind", {"points": best_other - scores[seat]}


def _why_not_lay(g: SolarState, plays: list[Move]) -> tuple[str, dict[str, object]] | None:
    """Why a draw beats every card that fits this pile, in figures (pt10c 3: the hint said
    "draw" and "keeps your trumps" while a plain card fitted, and a hand grew to 11): a
    plain card would leave the next player the pile, with the fewest unseen trumps that
    could take it of any; a trump alone would take a book of only this many cards. None
    where neither says it (a 2 moves again; no unseen trump threatens the pile)."""
    book = len(g.pile) + 1
    plain = [m for m in plays if not takes_a_book(g, m) and MOVE_INFO[m].rank != 2]
    if plain:
        takers = min(takers_unseen(g, MOVE_INFO[m].code) for m in plain)
        if takers:
            return "hint.draws_risk", {"cards": book, "takers": takers}
        return None
    if all(takes_a_book(g, m) for m in plays):
        return "hint.draws_keeps", {"book": book}
    return None


# How big a pile `trump_pays_from` looks ahead to: past it, "from N cards" says little.
PILE_LOOK = 12


def trump_pays_from(g: SolarState, w: Weights = HARD_WEIGHTS) -> int | None:
    """From how many cards on the pile (the table's count) the judgement of the hint and
    the medium bot (`w`) would play the mover's best trump that takes this pile rather
    than draw, all else as now; None where no trump fits, it already would, or not
    within PILE_LOOK cards (pt15c 6: the hint said "draw" round after round and never
    when drawing stops paying). Only the pile's size grows: its top card stays."""
    legal = g.legal_moves()
    trumps = [m for m in legal if m != DRAW and takes_a_book(g, m)]
    if not trumps or DRAW not in legal or not g.pile:
        return None
    top, bottom = g.pile[-1], g.pile[0]
    for size in range(len(g.pile), PILE_LOOK + 1):
        what_if = g.clone()
        what_if.pile = [*g.pile[:-1], *[bottom] * (size - len(g.pile)), top]
        values = move_values(what_if, [DRAW, *trumps], w=w)
        if max(values[1:]) > values[0]:
            return size if size > len(g.pile) else None
    return None


def reason(g: SolarState, move: Move) -> tuple[str, dict[str, object]]:
    """Why a move is good, as a hint key (`hint.*`) and its parameters: only what is true
    of this position (a draw "keeps your trumps" only for a player holding a trump that
    fits; a game ended "while you lead" only when the mover then leads)."""
    seat = g.current
    if move == DRAW:
        if len(g.draw) == 1:
            return _ending(g, move)
        plays = [m for m in g.legal_moves() if m != DRAW]
        if not plays:  # an empty hand is not a hand that fits nothing (pt7c 7)
            return ("hint.nothing_fits" if g.hands[seat] else "hint.empty_hand"), {}
        if len(g.draw) <= LATE_DRAW:
            if any(takes_a_book(g, m) for m in plays):  # a trump kept for a bigger book
                return "hint.draws_late_trump", {"book": len(g.pile) + 1}
            # the card laid and the next player's taker on it: a book of the pile and two
            return "hint.draws_late", {"book": len(g.pile) + 2}
        cards = len(g.hands[seat]) + 1
        pays_from = trump_pays_from(g)
        if pays_from is not None and cards < BIG_HAND:  # when the draws stop (pt15c 6)
            # the book as the dialog and the log count it, the trump included (pt16c 6)
            return "hint.draws_until", {"book": len(g.pile) + 1, "pays_from": pays_from}
        if g.pile and cards < BIG_HAND:
            told = _why_not_lay(g, plays)  # the options drawing beat, in figures (pt10c 3)
            if told is not None:
                return told
        key = "hint.draws" if any(MOVE_INFO[m].rank >= 3 for m in plays) else "hint.draws_feeds"
        if key == "hint.draws_feeds" and cards < BIG_HAND \
                and any(RANK[c] >= 3 for c in g.hands[seat]):  # "keep your trumps" only to a
            key = "hint.draws_feeds_trump"  # hand that holds one (pt6c 12: a lone Larissa)
        if cards >= BIG_HAND:  # the draw's cost in words (pt2, 33: a 14-card hand, -14)
            return key + "_big_hand", {"cards": cards}
        return key, {}
    code, rank, suit, kind, target = MOVE_INFO[move]
    top = g.pile[-1] if g.pile else None
    if kind == "F" and min(FORCED_DRAW, len(g.draw)) == len(g.draw):
        return _ending(g, move)
    book = top is not None and (rank == 3 or rank == 5 or (rank == 4 and SUIT[top] == suit))
    stolen = min(STEAL_SIZE, len(g.won[target])) if kind == "S" else 0
    if book:
        cards = len(g.pile) + 1
        if kind == "S":
            return "hint.takes_book_steal", {"card": code, "cards": cards, "stolen": stolen}
        if kind == "F":
            # the points: the book and the card played (pt7c 9: a self-draw looked harmful)
            key = "hint.takes_book_self" if target == seat else "hint.takes_book_force"
            return key, {"card": code, "cards": cards, "points": cards + 1}
        return "hint.takes_book", {"card": code, "cards": cards}
    if kind == "S":
        return "hint.steals", {"card": code, "seat": target, "cards": stolen}
    if kind == "F":
        return ("hint.draws_self" if target == seat else "hint.forces_draw"), {
            "card": code, "seat": target}
    # the hand-over's advice is "draw rather than open an empty pile, leave no big pile":
    # a hint that does either says why, so coach and hint speak with one voice (pt9c 1)
    if rank == 2:
        if top is not None and len(g.pile) + 1 >= BIG_PILE:
            # a 2 that grows a big pile says what the chain risks (pt13c 5: the hint chained
            # 2s into a 12-card pile, "you play again" its only words, and the bot took +13)
            return "hint.extra_turn_big", {"card": code, "cards": len(g.pile) + 1}
        return ("hint.extra_turn_opens" if top is None else "hint.extra_turn"), {"card": code}
    if suit == "SO" and g.won[seat]:  # a Sol card left on top invites a 3's steal (SR9):
        # said whenever the hint lays one with won cards at stake, empty pile or big (pt11c
        # 3: "lay Luna" on the empty pile, the coach's warning unsaid, and a 3 stole two)
        stolen = min(STEAL_SIZE, len(g.won[seat]))
        return ("hint.opens_sol" if top is None else "hint.sheds_card_sol"), {
            "card": code, "stolen": stolen}
    if top is None and rank >= 3:
        return "hint.opens", {"card": code}
    if top is None:
        return "hint.opens_sheds", {"card": code}
    if len(g.pile) + 1 >= BIG_PILE:
        takers = takers_unseen(g, code)
        return ("hint.sheds_card_big" if takers else "hint.sheds_card_big_safe"), {
            "card": code, "cards": len(g.pile) + 1, "takers": takers}
    return "hint.sheds_card", {"card": code}


class SolarPolicy(SearchPolicy[SolarState]):
    """The shared search's view of The Solar Republic (every move is public)."""

    all_moves_public = True
    # The fitted opponent model's view of a move (move_features).
    move_feature_names = ("draw", "draw*hand", "rank played", "steal", "forced draw",
                          "forced draw on self")

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS, margin: float = 0.5,
                 trump_share: float = 1.0):
        self.weights = weights
        self.margin = margin  # the share of a reward that is the lead rather than the win
        self.trump_share = trump_share  # how much of a held trump's keep the estimate counts

    def move_values(self, state: SolarState, moves: Sequence[Any]) -> list[float]:
        return move_values(state, moves, True, self.weights)

    def move_features(self, state: SolarState, move: Any) -> tuple[float, ...]:
        """A draw (and how full the mover's hand is then), the rank of the card played, and
        what it sets off: a steal (SR9), a forced draw (SR10), on the mover itself or not."""
        if move == DRAW:
            return (1.0, len(state.hands[state.current]) / 10.0, 0.0, 0.0, 0.0, 0.0)
        info = MOVE_INFO[move]
        forced = info.kind == "F"
        return (0.0, 0.0, float(info.rank), 1.0 if info.kind == "S" else 0.0,
                1.0 if forced else 0.0, 1.0 if forced and info.target == state.current else 0.0)

    def adopt_holdings(self, base: SolarState, seat: int, source: SolarState,
                       rng: random.Random) -> SolarState | None:
        held = [None if s == seat else source.hands[s] for s in range(base.n)]
        dealt = adopt_hands(seat, base.hands, base.draw, held, rng)
        if dealt is None:
            return None
        world = base.clone()
        world.hands, world.draw = dealt
        world.deck = None  # as `resample_hidden`: a world is never written as a record
        return world

    def rollout(self, state: SolarState, rng: random.Random, epsilon: float,
                turns: int | None) -> None:
        rollout(state, rng, epsilon, turns, self.weights)

    def estimate(self, state: SolarState) -> list[float]:
        return estimate(state, self.weights, self.margin, self.trump_share)

    def rewards(self, state: SolarState) -> list[float]:
        if state.current >= 0:
            return estimate(state, self.weights, self.margin, self.trump_share)
        return final_rewards(state, self.margin)

    def reason(self, state: SolarState, move: Any) -> tuple[str, dict[str, object]]:
        return reason(state, move)

    def compare(self, state: SolarState, played: Any, better: Any
                ) -> tuple[str, dict[str, object]] | None:
        """The review's line where the hint's reason for `better` is as true of `played`
        (pt10c 10: "A 2: you play again at once" said of Pluto against Umbriel, a 2 too)."""
        return compare_reason(state, played, better, reason(state, better),
                              reason(state, played))


POLICY = SolarPolicy()  # easy, the guided game's bot, the hint's reasons and the review
HARD_POLICY = SolarPolicy(HARD_WEIGHTS)  # medium and hard: the tuned judgement
