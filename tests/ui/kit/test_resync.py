"""`TableSession.resync`: a network table's mirror takes the server's position (issue 42)."""

from __future__ import annotations

import random

from astromagie.ui.kit.netplay import NoUndo, RemoteSeat
from tests.ui.kit.test_session import session_of


def test_resync_replaces_the_state_without_a_move_keeps_the_log_and_ends_the_staging():
    session, watcher = session_of("astromagie", ("human", "human"))
    session.seat(1, RemoteSeat())
    session.play(session.state.legal_moves()[0])
    session.begin_turn()
    lines = list(session.log_lines)
    elsewhere = session.state.clone()
    elsewhere.apply(random.Random(2).choice(elsewhere.legal_moves()))
    session.resync(elsewhere)
    assert session.state is elsewhere and session.turn is None
    assert session.log_lines == lines  # nothing told: no move was made here
    assert len(watcher.moves) == 1


def test_resync_with_a_move_made_elsewhere_tells_it_and_shows_it_paced():
    session, watcher = session_of("zahlenstreifen", ("human", "human"), paces=True)
    session.seat(1, RemoteSeat())
    while session.state.current_player != 1:
        session.play(session.state.legal_moves()[0])
        session.begin_turn()
    session.begin_turn()
    assert session.thinking() == 1  # the friend's seat thinks while it is their turn
    before, lines = session.state, len(session.log_lines)
    after = before.clone()
    move = after.legal_moves()[0]
    after.apply(move)
    session.resync(after, move, 1)
    assert session.shown() is before  # the position before it stays until it is shown
    assert watcher.moves[-1].move == move and watcher.moves[-1].seat == 1
    assert not watcher.moves[-1].mine
    assert len(session.log_lines) == lines  # its line waits for it to be shown (pt11b 3)
    session.settle()
    assert session.shown() is after and len(session.log_lines) == lines + 1


def test_resync_cuts_the_log_back_to_before_a_refused_move():
    session, _ = session_of("astromagie", ("human", "easy"))
    session.undo = NoUndo()
    kept = session.state.clone()
    session.play(session.state.legal_moves()[0])
    assert session.log_lines
    session.resync(kept, log_lines=0)
    assert session.log_lines == [] and session.state is kept
    assert session.undo_target() is None  # a network table offers no undo
