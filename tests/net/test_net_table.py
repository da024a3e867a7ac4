"""The network table (issue 42 phase B): two windows' sessions (no window) at a real
loopback server, playing whole games against each other and a server bot.

Each `NetTable` talks to the server through a `TableLink` (its own thread and event
loop); the test plays like a window: it polls every step, begins the turn and lets
the person at a session pick a random legal move on its mirror. Every wait is
bounded (DEADLINE), so a broken link fails the test instead of hanging it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from astromagie.host import registry
from astromagie.i18n import tr
from astromagie.net.hosting import HostedServer
from astromagie.net.link import TableLink
from astromagie.storage import list_finished
from astromagie.ui.kit.netplay import NetTable, RemoteSeat
from astromagie.ui.kit.players import PersonSeat
from tests.ui.workers import AnsweringWorker

DEADLINE = 60.0  # seconds for a whole game: only a hung link or server reaches it
SEATS = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bo"},
         {"kind": "bot", "name": "Robo", "level": "random"}]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[HostedServer]:
    hosted = HostedServer(tmp_path / "tables", "127.0.0.1", 0, durable=False)
    yield hosted
    hosted.stop()


def _table(url: str) -> NetTable:
    return NetTable(TableLink(url), worker=AnsweringWorker(), ai_budget=0.01)


def _until(tables: list[NetTable], done: object, rng: random.Random | None = None,
           players: tuple[int, ...] = (0, 1)) -> None:
    """Poll the tables (and play the persons' turns of `players` with `rng`) until `done()`."""
    deadline = time.monotonic() + DEADLINE
    while not done():  # type: ignore[operator]
        assert time.monotonic() < deadline, "the network table did not answer in time"
        for table in tables:
            table.poll()
            session = table.session
            if session is None or session.finished or table.gone:
                continue
            session.begin_turn()
            if (rng is not None and session.person_turn() and table.in_flight == 0
                    and table.seated.seat in players):
                session.play(rng.choice(sorted(session.state.legal_moves(), key=str)))
        time.sleep(0.002)


def _seated(url: str, game: str) -> tuple[NetTable, NetTable]:
    ann, bo = _table(url), _table(url)
    ann.create(game, SEATS, name="Ann")
    _until([ann], lambda: ann.seated.seat >= 0)
    bo.join(ann.seated.shown.lower(), name="Bo")  # as a friend types the invitation
    _until([ann, bo], lambda: ann.session is not None and bo.session is not None)
    return ann, bo


@pytest.mark.parametrize("game", registry.ids())
def test_two_windows_play_a_whole_game_against_each_other_and_a_bot(server, game):
    ann, bo = _seated(server.url, game)
    try:
        assert ann.seated.host and not bo.seated.host  # only the creator holds the host token
        for table, mine in ((ann, 0), (bo, 1)):
            assert table.session is not None
            seats = table.session.seats
            assert isinstance(seats[mine], PersonSeat) and seats[mine].local
            assert all(isinstance(s, RemoteSeat) for i, s in enumerate(seats) if i != mine)
            assert table.session.undo_target() is None  # no undo at a network table
            assert table.session.seating.kinds[2] == "random"  # the server bot's level
        # over on both mirrors, and the server's last word (with its result) heard by both:
        # a mirror ends with its own last move, before the server's update comes
        _until([ann, bo], lambda: all(t.session is not None and t.session.finished
                                      and "result" in (t.update or {})
                                      for t in (ann, bo)), random.Random(5))
        assert ann.session is not None and bo.session is not None
        assert ann.update is not None and bo.update is not None
        assert ann.update["result"] == bo.update["result"]  # the server's end, told to both
        assert list(ann.session.state.scores) == ann.update["result"]["scores"]
        assert ann.session.log_lines and bo.session.log_lines  # the moves were told
        # the server's last word held the whole record: filed in the archive with the
        # seats' names, and what Watch again shows (the true game, every turn of it)
        _until([ann, bo], lambda: ann.record is not None and bo.record is not None)
        for table in (ann, bo):
            assert table.record is not None and table.playback() is table.record
            assert table.record.names == ["Ann", "Bo", "Robo"]
            assert table.record.turn_count == int(ann.update["turn"])
            assert list(table.record.final.scores) == ann.update["result"]["scores"]
        filed = list_finished(game)
        assert len(filed) == 1 and filed[0].names[:2] == ("Ann", "Bo")  # filed once here
        assert filed[0].kinds == ("human", "human", "random")
    finally:
        ann.close()
        bo.close()


def test_a_friends_seat_thinks_while_it_is_their_turn(server):
    ann, bo = _seated(server.url, "zahlenstreifen")
    try:
        session = ann.session
        assert session is not None
        _until([ann, bo], lambda: session.state.current_player == 1, random.Random(1),
               players=(0,))
        session.begin_turn()
        assert session.thinking() == 1 and session.waiting()
        assert session.person_turn() is False
    finally:
        ann.close()
        bo.close()


def test_a_move_the_server_refuses_is_said_in_words_and_the_table_is_put_back(server):
    ann, bo = _seated(server.url, "zahlenstreifen")
    try:
        _until([ann, bo], lambda: ann.session is not None
               and ann.session.state.current_player in (0, 1))
        assert ann.session is not None
        table = (ann, bo)[ann.session.state.current_player]
        session = table.session
        assert session is not None
        before = len(session.state.history)
        table.sent(session.state.legal_moves()[0])  # sent twice: the second is out of turn
        table.sent(session.state.legal_moves()[0])
        _until([ann, bo], lambda: session.message_kind == "error")
        assert session.message.startswith(tr("net.error.not_your_turn"))
        assert table.in_flight == 0 and len(session.state.history) >= before
    finally:
        ann.close()
        bo.close()


def test_a_server_that_goes_away_is_said_in_words_and_the_game_is_kept(tmp_path):
    hosted = HostedServer(tmp_path / "tables", "127.0.0.1", 0, durable=False)
    ann, bo = _seated(hosted.url, "zahlenstreifen")
    try:
        session = ann.session
        assert session is not None
        hosted.stop()
        _until([ann, bo], lambda: ann.gone is not None and not ann.heard)
        kept = session.state
        for _ in range(20):  # the table stays as it was: nothing more comes, nothing is lost
            ann.poll()
            session.begin_turn()
        assert ann.gone == "net.link.gone"
        assert session.message == tr("net.gone") and session.message_kind == "error"
        assert ann.session is session and session.state is kept  # nothing lost
        session.begin_turn()
        assert session.thinking() is None  # nobody's move can come now
        assert session.seating.names[1] == tr("net.away_name", name="Bo")
        assert list(tmp_path.joinpath("tables").glob("*.json"))  # the host can offer it again
    finally:
        ann.close()
        bo.close()
        hosted.stop()


def test_no_server_at_an_address_is_said_and_nothing_waits(tmp_path):
    table = _table("127.0.0.1:9")  # the discard port: nothing listens there
    try:
        _until([table], lambda: table.gone is not None)
        assert table.gone in ("net.link.unreachable", "net.link.no_server")
        assert table.session is None
    finally:
        table.close()


def test_a_wrong_code_is_refused_in_words(server):
    table = _table(server.url)
    try:
        table.join("ABCD-EFGH-JKMN")
        _until([table], lambda: table.problem is not None)
        assert table.problem == "net.error.unknown_table"
    finally:
        table.close()


def test_a_friend_who_drops_is_away_and_rejoins_the_seat_with_the_token(server):
    ann, bo = _seated(server.url, "zahlenstreifen")
    try:
        token, code = bo.seated.token, bo.seated.table
        bo.close()
        session = ann.session
        assert session is not None
        _until([ann], lambda: isinstance(session.seats[1], RemoteSeat)
               and session.seats[1].away)
        assert session.seating.names[1] == tr("net.away_name", name="Bo")
        again = _table(server.url)
        again.join(code, token=token)
        _until([ann, again], lambda: again.session is not None
               and not session.seats[1].away)  # type: ignore[attr-defined]
        assert again.seated.seat == 1 and again.seated.token == token
        assert session.seating.names[1] == "Bo"
        again.close()
    finally:
        ann.close()
        bo.close()


def test_a_message_for_a_link_that_has_ended_is_dropped_without_an_error():
    link = TableLink("127.0.0.1:9")
    deadline = time.monotonic() + DEADLINE
    events = []
    while not events:
        assert time.monotonic() < deadline
        events = link.take()
        time.sleep(0.01)
    link._thread.join(DEADLINE)  # the loop has closed: nothing may raise into the window
    link.send({"type": "join", "table": "ABCD-EFGH-JKMN"})
    assert events[0].kind == "failed"
    link.close()


def test_a_seat_taken_back_mid_game_is_told_where_the_game_is(server):
    """After a rejoin the window holds no log of the moves before it (the mirror never
    saw them); its log says that it is back, and after how many moves."""
    ann, bo = _seated(server.url, "zahlenstreifen")
    try:
        rng = random.Random(3)
        _until([ann, bo], lambda: ann.update is not None and int(ann.update["turn"]) >= 3,
               rng)
        token, code = bo.seated.token, bo.seated.table
        bo.close()
        again = _table(server.url)
        again.join(code, token=token)
        _until([ann, again], lambda: again.session is not None)
        moves = int(again.update["turn"])  # type: ignore[index]
        assert again.session is not None and moves >= 3
        assert again.session.log_lines == [tr("net.back_at_table", moves=moves)]
        assert f" {moves} " in again.session.log_lines[0]  # the count, not a stray word
        again.close()
    finally:
        ann.close()
        bo.close()
