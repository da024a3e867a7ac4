"""The table's status line, and at the end of a game the line that says who won.

While the final position rests on the table (a moment before the results screen), the
game's own status says only "Game over"; a newcomer then saw no winner and a Hint
button still there (playtest pt4b, 14). So once the game is finished the line names the
winner, or the seats that share the win, as the results screen will, and the message
line says the move that ended it. Only a click, Enter, Space or Escape goes on to the
results at once (`ends_the_beat`): any key did, and a game's own key pressed twice as the
game ended hid the winning move (pt9d 19).
"""

from __future__ import annotations

from typing import Any

import pygame

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
    """While the final table rests, the message line says how to go on (pt6c 17, pt6d 11:
    the results came before anyone saw the last move; that move is the log's last line,
    just under the callout, so the callout does not say it again: pt15b 8 read the same
    words twice); a notice already there (a new best) follows (pt11d 8)."""
    if not session.log_words:
        return
    notices = session.end_notices
    session.say(lambda: " ".join([tr("kit.results_next"), *(n() for n in notices)]),
                "info", 0.0)


BEAT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)


def ends_the_beat(event: pygame.event.Event) -> bool:
    """Whether `event` cuts the final table's rest short: a click, or Enter, Space or
    Escape (a game's key, D or 1-6, is the person still playing, not asking to go on)."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return True
    return event.type == pygame.KEYDOWN and event.key in BEAT_KEYS
