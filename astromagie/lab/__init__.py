"""The AI lab: research code the app never imports (issue 39, item 4).

The belief that weighs the sampled worlds by the opponents' moves (`beliefs.py`)
and the opponent model fitted to a bot's play (`oppmodel.py`) were measured
(docs/ai.md, issues 23 and 31) and did not pay for their time at the app's
clock, so the shipped bots do without them. They stay here for the benchmarks
(`benchmarks/ladder.py --belief`, `beliefs.py`, `opponent_fit.py`) and for the
measuring level `hard-belief`, which `make_believing` builds: `ai.registry`
loads this package by name the first time a command (arena, simulate, a
benchmark) asks for that level. A test
(`tests/ai/test_levels_offered.py`) checks that nothing of the app imports it.
"""

from __future__ import annotations

from astromagie.ai.ismcts import ISMCTSBot
from astromagie.ai.registry import HARD_BELIEF, MEASURING

from .beliefs import BeliefTracker

# The belief's replay takes about a tenth of the search's time at the app's clock
# (1,229 against 1,374 iterations a move, docs/ai.md), so without a clock the
# believing bot searches a tenth less: what it would do in the app's time.
BELIEF_SHARE = 0.9


def make_believing(hard: ISMCTSBot) -> ISMCTSBot:
    """`hard` as the measuring level `hard-belief`: its worlds weighed by the belief."""
    hard.tracker = BeliefTracker(hard.policy)
    hard.headless_iterations = round(BELIEF_SHARE * hard.headless_iterations)
    return hard


MEASURING[HARD_BELIEF] = make_believing
