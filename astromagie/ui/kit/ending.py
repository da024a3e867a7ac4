"""The table's status line, and at the end of a game the line that says who won.

While the final position rests on the table (a moment before the results screen), the
game's own status says only "Game over"; a newcomer then saw no winner and a Hint
button still there (playtest pt4b, 14). So once the game is finished the line names the
winner, or the seats that share the win, as the results screen will.
"""

from __future__ import annotations

from typing import Any

from astromagie.i18n import tr
from astromagie.kit.view import GameViewBase, Highlight

from .results import outcome_text
from .session import TableSession


def status_line(view: GameViewBase, session: TableSession, shown: Any, playing: bool,
                seen: Highlight) -> str:
    """The line over the board: the game's own while it is played, then who won."""
    if session.finished and shown.is_over():
        seating = session.seating
        return tr("kit.over_line", outcome=outcome_text(shown, list(seating.names),
                                                        seating.you))
    return view.status(shown, session.viewer, playing=playing, seen=seen)
