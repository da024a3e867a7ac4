"""Monad's options: a lower Monad goal for a shorter game, an addition of this edition.

The rule book's goal (MO6: 5, 4 or 3 Monads for 2, 3 or 4 players) takes about
400 turns; `goal` lets a table play to 1 or 2 Monads (MO6a), fewer than the rule
book asks at any count of players. A record carries
it as `"options": {"goal": n}` only when it differs from the rule book's, so
records of the rule book's game stay exactly as they were. This module is light
(the shelf imports it to describe the option to the setup screen).
"""

from __future__ import annotations

from collections.abc import Mapping

from astromagie.host.options import OptionSpec

from .cards import GOAL

GOAL_OPTION = OptionSpec(
    "goal", "int", None, words="monad.option.goal", value_words="monad.option.goal_value",
    low=1, high=2, suggested=2, addition=True)  # below every rule book's goal (3 to 5)
OPTIONS = (GOAL_OPTION,)


def goal_of(players: int, options: Mapping[str, object] | None) -> int:
    """The Monads to win with these options; ValueError names what is wrong."""
    options = options or {}
    unknown = sorted(set(options) - {spec.name for spec in OPTIONS})
    if unknown:
        raise ValueError(f"Monad has no option {unknown[0]!r}")
    goal = options.get("goal")
    if goal is None:
        return GOAL.get(players, 0)  # new_game refuses a wrong count
    if not GOAL_OPTION.valid(goal):
        raise ValueError(f"goal is a whole number from {GOAL_OPTION.low} "
                         f"to {GOAL_OPTION.high} Monads")
    assert isinstance(goal, int)
    return goal


def record_options(players: int, goal: int) -> dict[str, object]:
    """The options a record writes: the goal only when it is not the rule book's."""
    return {} if goal == GOAL.get(players) else {"goal": goal}
