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
"""

from __future__ import annotations

import threading
from typing import Any

from .base import APP_BUDGET
from .ismcts import ISMCTSBot
from .policy import SearchPolicy

HINT_LEVEL = "hint"  # the bot level of the table's hint in the searching games
HINT_SEED = 0  # the worlds a hint deals follow from the position alone (module doc)


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
        return super().choose(obs, None, cancel)
