"""Which bot gives hints, and how long it may think.

The table sends the hint question through the same AI worker as the bots'
turns (so the window never freezes) and stages the answer on the row.
"""

from __future__ import annotations

HINT_LEVEL = "medium"  # strong enough to teach, quick enough to answer at once
HINT_BUDGET = 0.6


def hint_bot() -> str:
    return HINT_LEVEL
