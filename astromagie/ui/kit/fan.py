"""Which places the hand's fan keeps while a turn goes on (`Frame.fan`).

While the turn has cards staged, the hand keeps the places it had; so it does while the
turn goes on after moves made in it, as it stood when the turn began (pt6c 13: after a
Solar 2 the hand closed up under the pointer). The scene asks once a frame and again
before a click is hit-tested: a second click in the frame a card was staged in was
tested against the closed-up hand and took its neighbour (pt6a 10).
"""

from __future__ import annotations

from .desk import TurnDesk
from .session import TableSession


def kept_fan(session: TableSession, desk: TurnDesk) -> tuple[str, ...]:
    """The hand as its places stand while the turn goes on; () when it closes up."""
    if session.turn is None:
        return ()
    seat = session.turn.seat
    if session.staged_cards():
        return tuple(desk.shown(seat, session.view.hand(session.state, seat)))
    began = session.undo_target()
    if began is not None and session.undo.own_turn_open(session.state):
        return tuple(desk.shown(seat, session.view.hand(began.state, seat)))
    return ()
