"""The hint's marks on the table (its lit card, its lit places): how long they stand.

They went with the hint's words: when the words' 15 seconds ran out, the lit card and
place went too, while the person was still thinking it over (pt17 3). Now the marks
stay after the words' box has closed, until the person does something else: a move
made or a card staged (the session then says something else, or forgets the marks),
another card of the hand picked up, Esc (`keyfocus.escape`), or another hint asked (its
marks while it is worked out are none).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

NO_MARKS: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())


def shown_hint_marks(session: Any, hand: Sequence[str], selected: int | None
                     ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The hint's (cards, places) to light now on the `session`'s table, with the
    person's `hand` and the card they have picked up (`selected`, an index in it)."""
    if session.message_kind != "hint" or session.bots.hint_token is not None:
        return NO_MARKS  # something else was said since, or a new hint is on its way
    cards, places = session.hint_marks
    picked = hand[selected] if selected is not None and 0 <= selected < len(hand) else None
    if cards and picked is not None and picked not in cards:
        return NO_MARKS  # another card taken up: the person goes their own way
    return tuple(cards), tuple(places)
