"""The table's hint for Zahlenstreifen: the shared hint search, with a plain tie-break
in the secret choice (NS12).

Why (playtest pt7b, finding 2): a person far ahead asked for the secret choice and
was told "red 8 and violet 4: 10 -> 22" while yellow 2 and violet 4 cost 10 -> 15.
The search's reward is the win share plus the margin over the worst seat *as a share
of the spread* (`policy._blend`), so a seat that wins in every dealt world gets 1.0
whatever its own minus points: all six pairs scored exactly 1.0 with 500 visits each,
and the search's pick among them was arbitrary. Where the search cannot tell pairs
apart, the one that costs the chooser least in its own collection is the plain,
honest choice; so among the pairs whose mean reward is within `SAME_REWARD` of the
search's own, this hint takes the cheapest (NS13/NS14 if the game ended then).

Only the hint and the review that agrees with it (`review.hint_of`) use this bot;
the easy, medium and hard bots choose as before.
"""

from __future__ import annotations

import threading
from typing import Any

from astromagie.ai.base import APP_BUDGET
from astromagie.ai.hint import HintBot

from .cards import CARD
from .reasons import own_change

# Two pairs whose mean rewards (win share, 0..1) differ by less than this are alike to
# the search: the search's own noise at the hint's work (`hint.PLAN_SLACK` is the same
# judgement for a plan kept within a turn).
SAME_REWARD = 0.04
MIN_VISITS = 8  # a pair needs this many visits before its mean is trusted


class StripHintBot(HintBot):
    """`HintBot`, which in the secret choice takes the cheapest of the pairs the search
    finds alike (module doc)."""

    def choose(self, obs: Any, budget: float | None = APP_BUDGET,
               cancel: threading.Event | None = None) -> Any:
        move = super().choose(obs, budget, cancel)
        if getattr(obs, "phase", "") != "choose" or (cancel is not None and cancel.is_set()):
            return move
        return cheapest_alike(self.root, obs, move)


def pair_cost(obs: Any, move: str) -> int:
    """What the pair of a `K` move adds to the chooser's minus points, if it ended now."""
    collections = [[CARD[c] for c in coll] for coll in obs.collections]
    if obs.has_dummy:  # the dummy's majorities count too (NS15)
        collections.append([CARD[c] for c in obs.dummy_collection])
    pair = [CARD[c] for c in move.split()[1:]]
    return own_change(collections, obs.num_players, obs.seat, pair)


def cheapest_alike(root: dict[Any, Any], obs: Any, move: Any) -> Any:
    """Among the root's pairs as good as `move` to the search, the cheapest for the
    chooser (ties: the search's own move first, then the legal order)."""
    chosen = root.get(move)
    if chosen is None or chosen.visits == 0:
        return move
    best_mean = chosen.total / chosen.visits
    best, best_cost = move, pair_cost(obs, move)
    for option in obs.legal_moves():
        edge = root.get(option)
        if edge is None or edge.visits < MIN_VISITS:
            continue
        if edge.total / edge.visits < best_mean - SAME_REWARD:
            continue
        cost = pair_cost(obs, option)
        if cost < best_cost:
            best, best_cost = option, cost
    return best


__all__ = ["StripHintBot", "cheapest_alike", "pair_cost"]
