"""The words a hint says when it goes back on the plan it gave a step before (pt6d 6).

The hint bot (`ai/hint.py`) keeps the move its search planned for the next step of a
turn, unless a new search finds it clearly worse; then its `detail` names the dropped
plan and the two mean rewards. The table puts `changed_note(...)` before the hint's
sentence, so the person reads why the advice changed instead of a contradiction.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from astromagie.i18n import tr


def changed_note(detail: Any, name: Callable[[Any], str]) -> str:
    """"Changed: ..." for a hint whose `detail` says it dropped its plan ("" otherwise);
    `name(move)` says a move in the view's words."""
    if not isinstance(detail, dict) or "changed_from" not in detail:
        return ""
    planned = name(detail["changed_from"]) or str(detail["changed_from"])
    return tr("review.hint_changed", planned=planned,
              planned_value=round(100 * float(detail.get("planned_mean", 0.0))),
              value=round(100 * float(detail.get("best_mean", 0.0))))
