"""The table's hint in a game whose hint is its IS-MCTS search: one judgement for hint and review.

The hint used to be the game's `hard` bot at the table's clock: its move depended on
how busy the machine was, so the post-game review could not ask it again and searched
on its own, and called the very move the hint had given a costly mistake (playtest
pt4a, The Solar Republic: "the biggest trust problem I found"). `HintBot` is that search
with a fixed amount of work and a generator seeded from the position alone (`HINT_SEED`
and the observation, `base.move_rng`), never by the table's seed or clock: the same
observation always gets the same move (`reproducible`), so `review.hint_of(rules)` can
ask it at every decision and the review agrees with the hint (ai/review.py's module doc).

Its work (`iterations`) is chosen per game so that it plays at least as well as the
game's `medium` and answers within 1.5 s at the 95th percentile on the 2-core reference
machine (docs/ai.md, "Issue 38: the hint and the review agree"). Only `cancel` (a move
was made, the window closes) ends it sooner; its answer is then thrown away.

`max_worlds` is the work by another name, as Astromagie's hint search calls it, so
`hint_of(rules, worlds)` can cap it for a cheaper review (the tests').

The hint keeps its word within a turn (playtest pt6d, finding 6: in Monad it advised
buying a Tri "as two Tris bring a Quad", then advised against that very trade right
after the buy). When its move leaves the same seat to move again, it remembers the
line its search planned there: the most visited next move under its own (`_plan_after`),
keyed by the observation that move leads to. Asked at that observation, it searches
again as always and keeps the planned move unless the search finds it clearly worse
(`PLAN_SLACK` below the best move's mean reward, over at least `PLAN_EVIDENCE` visits);
then it plays the new best and says so in `detail` (`{"changed_from": plan, ...}`, which
the table's worker sends back with the move). A plan stays (asked twice, the hint says
the same); those for positions never reached are let go (`PLANS_KEPT`).
The same observation asked in the same order (the table, then the review, which asks at
every decision in turn) gets the same move; asked cold, without the step before it, it
gets the search's own move, which the plan may differ from only by less than the slack.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable
from typing import Any

from .base import APP_BUDGET
from .ismcts import Edge, ISMCTSBot
from .policy import SearchPolicy

HINT_LEVEL = "hint"  # the bot level of the table's hint in the searching games
HINT_SEED = 0  # the worlds a hint deals follow from the position alone (module doc)
# A planned move is dropped only when the new search finds it this much worse in mean
# reward (the win share, 0..1) than its best move: a few percent of a win is the noise
# of a search of this size, not a reason to go back on a word (module doc).
PLAN_SLACK = 0.04
PLAN_EVIDENCE = 8  # visits a move needs before its mean judges a plan, or is a plan
PLANS_KEPT = 64  # plans for positions the game never reached are let go past this


class HintBot(ISMCTSBot):
    """IS-MCTS with a fixed number of iterations, seeded by the position: the table's hint."""

    name = HINT_LEVEL
    reproducible = True  # the same observation always gets the same move (module doc)

    def __init__(self, policy: SearchPolicy[Any], seed: int = 0, iterations: int = 3000,
                 **search: Any) -> None:
        # `seed` is the table's (each seat's own): ignored, so the review's hint and the
        # table's are one search
        del seed
        super().__init__(policy, HINT_SEED, iterations=iterations,
                         headless_iterations=iterations, **search)
        # the observation a hinted move leads to (the same seat to move) -> the move the
        # search planned there; only this turn's (module doc)
        self.plans: dict[Hashable, Any] = {}
        self.detail: dict[str, Any] | None = None  # sent back with the move (the worker)

    @property
    def max_worlds(self) -> int:
        """The iterations, each a world dealt anew (the name `review.hint_of` caps)."""
        return self.iterations

    @max_worlds.setter
    def max_worlds(self, count: int) -> None:
        self.iterations = count
        self.headless_iterations = count

    def choose(self, obs: Any, budget: float | None = APP_BUDGET,
               cancel: threading.Event | None = None) -> Any:
        # no clock: a hint cut short by a busy machine would differ from the review's
        move = super().choose(obs, None, cancel)
        self.detail = None
        if cancel is not None and cancel.is_set():
            return move
        key = _key(obs)
        planned = self.plans.get(key) if key is not None else None
        if planned is not None and planned != move and planned in obs.legal_moves():
            kept = keeps_plan(self.root, planned, move)
            if kept is None:
                move = planned
            else:
                self.detail = {"changed_from": planned, **kept}
        self._plan_after(obs, move)
        return move

    def _plan_after(self, obs: Any, move: Any) -> None:
        """Remember the search's next move for the seat, where `move` leaves it to move
        again with nothing new to see (module doc)."""
        edge = self.root.get(move)
        if edge is None or not edge.child:
            return
        after = obs.world()
        after.apply(move, checked=False)
        if after.is_over() or after.current_player != obs.seat:
            return
        key = _key(after.observation(obs.seat))
        if key is None:
            return
        legal = after.legal_moves()
        best, most = None, PLAN_EVIDENCE - 1
        for option in legal:  # in legal order: ties break the same way every time
            child = edge.child.get(option)
            if child is not None and child.visits > most:
                best, most = option, child.visits
        if best is not None:
            if len(self.plans) >= PLANS_KEPT:  # positions never reached: forgotten
                self.plans.clear()
            self.plans[key] = best


def keeps_plan(root: dict[Hashable, Edge], planned: Any, best: Any) -> dict[str, float] | None:
    """None when the search's tree (`root`) finds the planned move no clearly worse than
    its best one; else the two means (reward 0..1) that say why the plan was dropped."""
    top, plan = root.get(best), root.get(planned)
    if top is None or top.visits == 0 or plan is None or plan.visits < PLAN_EVIDENCE:
        return None  # too little seen of the plan to go back on it
    top_mean, plan_mean = top.total / top.visits, plan.total / plan.visits
    if plan_mean >= top_mean - PLAN_SLACK:
        return None
    return {"planned_mean": plan_mean, "best_mean": top_mean}


def _key(obs: Any) -> Hashable | None:
    """An observation as a plan's key (None: it cannot be one, as it is not hashable)."""
    try:
        hash(obs)
    except TypeError:
        return None
    return obs  # type: ignore[no-any-return]
