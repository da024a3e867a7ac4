"""Monad's options: the Monad goal (MO6a), an addition of this edition.

The rule book's goal (MO6: 5, 4 or 3 Monads for 2, 3 or 4 players) takes
450 turns and more (about 900 moves of three medium bots; docs/games/monad/length.md),
too long for an evening. A new table therefore plays to this edition's goal,
`EDITION_GOAL` (1 Monad: about 140 moves of two medium bots, 170 of three), unless
it chooses another with `goal` (1 to 5; the rule book's count among them).
A record carries the goal as `"options": {"goal": n}` whenever it differs from
the rule book's, and a record (or save) without it keeps meaning the rule book's
goal, so every record written before keeps replaying exactly as it did. This module
is light (the shelf imports it to describe the option to the setup screen).
"""

from __future__ import annotations

from collections.abc import Mapping

from astromagie.host.options import OptionSpec

from .cards import GOAL

# The goal of a table that chooses none: the game ends by Monads within the
# measured length (docs/games/monad/length.md), for 2, 3 and 4 players alike.
EDITION_GOAL = 1
# Off: this edition's goal; on: the number chosen (the words say how long each plays).
GOAL_OPTION = OptionSpec(
    "goal", "int", None, words="monad.option.goal_length",
    value_words="monad.option.goal_plays", low=1, high=5, suggested=2, addition=True)
OPTIONS = (GOAL_OPTION,)


def goal_of(players: int, options: Mapping[str, object] | None, *,
            record: bool = False) -> int:
    """The Monads to win with these options; ValueError names what is wrong.

    Without a goal a new table plays this edition's (`EDITION_GOAL`) and a
    record (`record` True) the rule book's, as it always meant.
    """
    options = options or {}
    unknown = sorted(set(options) - {spec.name for spec in OPTIONS})
    if unknown:
        raise ValueError(f"Monad has no option {unknown[0]!r}")
    goal = options.get("goal")
    if goal is None:
        if not record:
            return EDITION_GOAL
        return GOAL.get(players, 0)  # new_game refuses a wrong count
    if not GOAL_OPTION.valid(goal):
        raise ValueError(f"goal is a whole number from {GOAL_OPTION.low} "
                         f"to {GOAL_OPTION.high} Monads")
    assert isinstance(goal, int)
    return goal


def record_options(players: int, goal: int) -> dict[str, object]:
    """The options a record writes: the goal only when it is not the rule book's."""
    return {} if goal == GOAL.get(players) else {"goal": goal}
