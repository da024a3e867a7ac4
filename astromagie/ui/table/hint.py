"""Which bot gives hints, and how long it may think.

The table sends the hint question through the same AI worker as the bots'
turns (so the window never freezes) and stages the answer on the row.
"""

from __future__ import annotations

from .ai_worker import resolve_bot

HINT_LEVEL = "medium"  # falls back to easy, then random, if that bot is missing
HINT_BUDGET = 0.6


def hint_bot() -> str:
    return resolve_bot(HINT_LEVEL)
