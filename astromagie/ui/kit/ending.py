"""The table's status line, and at the end of a game the line that says who won.

While the final position rests on the table (a moment before the results screen), the
game's own status says only "Game over"; a newcomer then saw no winner and a Hint
button still there (playtest pt4b, 14). So once the game is finished the line names the
winner, or the seats that share the win, as the results screen will, and the message
line says the move that ended it.
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


def tell_the_last_move(session: TableSession) -> None:
    """While the final table rests, the message line says the move that ended the game
    and how to go on (pt6c 17, pt6d 11: a bot's winning trade was gone before anyone
    saw it); a notice already there (a new best) keeps the line."""
    last = session.log_words[-1] if session.log_words else None
    if last is None or (session.message and session.message_kind == "info"):
        return
    session.say(lambda: tr("kit.last_move", move=last()), "info", 0.0)
