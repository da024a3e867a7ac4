"""Whom the "wait, X is playing" words name: the seat whose move is on show.

pt16b 7: "Einen Moment: Vega ist am Zug." while Vega had played and Orion was marked
"Ist am Zug": the words named the game's seat to move, a move ahead of the table while a
bot's move is still shown. They name the seat the side panel marks (the shown position's
mover, `TableSession.shown`), and follow it as a two-bot reply goes on (`session.poll`
asks the words again each frame).
"""

from __future__ import annotations

from astromagie.i18n import tr

from .session import TableSession


def waiting_on(session: TableSession) -> int | None:
    """The seat the person waits for: the one whose move is on show, else the game's seat
    to move; None when that is a person here."""
    humans = session.seating.humans
    for seat in (session.shown().current_player, session.state.current_player):
        if seat not in humans:
            return seat
    return None


def wait_words(session: TableSession) -> str:
    """'One moment: X is playing.' for the seat `waiting_on` names."""
    seat = waiting_on(session)
    return tr("kit.not_your_turn", name=session.seating.name(
        seat if seat is not None else session.state.current_player))
