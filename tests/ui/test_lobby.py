"""Play with friends in the window (issue 42): the title's entry, the lobby's host and join,
a whole network game at the table scene, its results, and bad input said in words.

The host is this app (the server runs inside it on 127.0.0.1); the friend is a
`NetTable` with no window in the test's thread, as another machine's window would be.
"""

from __future__ import annotations

import random
import socket
import time

import pygame
import pytest

from astromagie.i18n import tr
from astromagie.net.link import TableLink
from astromagie.ui.app import start_title
from astromagie.ui.kit.netplay import NetTable, RemoteSeat
from astromagie.ui.kit.netscene import NetResultsScene, NetTableScene
from astromagie.ui.scenes.lobby import LobbyScene
from astromagie.ui.widgets import TextInput
from tests.ui.ui_events import click, frames, key
from tests.ui.workers import AnsweringWorker

pytestmark = pytest.mark.app(fast=True, autosave=False)
DEADLINE = 20.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _type(app, field: TextInput, text: str) -> None:
    click(app, field)
    field.set("")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frames(app)


def _lobby(app) -> LobbyScene:
    start_title(app)
    app.run_frames(1)
    key(app, pygame.K_f)  # the title's entry, reached by its key
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    return lobby


def _until(app, done, friend: NetTable | None = None, rng: random.Random | None = None) -> None:
    deadline = time.monotonic() + DEADLINE
    while not done():
        assert time.monotonic() < deadline, "the network game did not go on in time"
        frames(app)
        top = app.stack.top
        if rng is not None and isinstance(top, NetTableScene) and top.session.person_turn() \
                and top.net.in_flight == 0 and not top.animator.busy:
            top.session.play(rng.choice(sorted(top.state.legal_moves(), key=str)))
        if friend is not None:
            friend.poll()
            session = friend.session
            if session is not None and not session.finished:
                session.begin_turn()
                if rng is not None and session.person_turn() and friend.in_flight == 0:
                    session.play(rng.choice(sorted(session.state.legal_moves(), key=str)))
        time.sleep(0.002)


def test_host_a_table_a_friend_joins_and_a_whole_game_is_played_to_its_results(app):
    lobby = _lobby(app)
    _type(app, lobby.widget("name"), "Ann")
    click(app, lobby.widget("game").segment_rect("zahlenstreifen"))
    click(app, lobby.widget("count").segment_rect(2))
    assert lobby.form.get("seat1").value == "friend"
    _type(app, lobby.widget("address"), f"127.0.0.1:{_free_port()}")
    click(app, lobby.widget("open"))
    _until(app, lambda: lobby.net is not None and lobby.net.seated.table != "")
    assert lobby.net is not None and lobby.server is not None
    status = lobby.form.get("status").text
    code = lobby.net.seated.shown
    assert code in status and f"127.0.0.1:{lobby.server.port}" in status  # the invitation
    friend = NetTable(TableLink(lobby.server.url), worker=AnsweringWorker(), ai_budget=0.01)
    try:
        friend.join(code.lower(), name="Bo")
        _until(app, lambda: isinstance(app.stack.top, NetTableScene), friend)
        table = app.stack.top
        assert isinstance(table.session.seats[1], RemoteSeat)
        assert table.session.seating.names == ("Ann", "Bo")
        assert table.session.seating.kinds == ("human", "friend")  # Bo's chip: "Friend"
        _until(app, lambda: isinstance(app.stack.top, NetResultsScene), friend,
               random.Random(4))
        results = app.stack.top
        assert list(results.state.scores) == friend.update["result"]["scores"]
        assert not results.form.get("new_game").enabled  # the seats are the lobby's to choose
        assert results.levels() == [tr("common.level.human"), tr("table.level.friend")]
        # the server's last word brings the true record: filed, and watched again
        _until(app, lambda: results.net is not None and results.net.record is not None)
        frames(app)
        for wid in ("watch", "review", "archive"):
            assert results.form.get(wid).enabled
        assert results.playback is results.net.record
        assert results.playback.names == ["Ann", "Bo"]
        assert list(results.playback.final.scores) == list(results.state.scores)
        frames(app, 40)  # the results' reading time (a key pressed in play does not count)
        click(app, results.form.get("watch"))
        assert app.stack.top.__class__.__name__ == "KitWatchScene"
        assert app.stack.top.playback is results.playback
        key(app, pygame.K_ESCAPE, settle=2)
        assert app.stack.top is results
        server = lobby.server
        key(app, pygame.K_t, settle=2)  # to the title: the lobby closes the server
        assert not server.running and app.stack.top.__class__.__name__ == "TitleScene"
    finally:
        friend.close()


def test_seats_left_unnamed_are_the_host_and_friend_1_not_human(app):
    _, friend = _hosted_table(app, host_name="", friend="")  # nobody typed a name
    try:
        names = (tr("net.host_name"), tr("net.friend_number", number=1))
        assert names == ("Host", "Friend 1")
        assert app.stack.top.session.seating.names == names
        _until(app, lambda: friend.session is not None, friend)
        assert friend.session is not None and friend.session.seating.names == names
    finally:
        friend.close()


def test_a_wrong_code_and_an_address_with_no_server_are_said_and_the_lobby_stays(app):
    lobby = _lobby(app)
    click(app, lobby.widget("mode").segment_rect("join"))
    _type(app, lobby.widget("address"), f"127.0.0.1:{_free_port()}")  # nobody listens
    _type(app, lobby.widget("code"), "ABCD-EFGH-JKMN")
    click(app, lobby.widget("connect"))
    _until(app, lambda: lobby.net is None and lobby.form.get("status").text != ""
           and lobby.form.get("status").text != tr("net.connecting"))
    assert lobby.form.get("status").text == tr("net.link.unreachable")
    _type(app, lobby.widget("code"), "no code here")
    click(app, lobby.widget("connect"))
    assert lobby.form.get("status").text == tr("net.error.unknown_table")
    assert app.stack.top is lobby  # the app keeps running, the lobby stays


def test_the_lobby_remembers_the_name_and_address_of_the_seat_last_taken(app):
    """A friend who comes back (after a crash, or tomorrow) finds their name and the
    host's address filled in; a hand-edited seat file with odd fields fills in nothing."""
    from astromagie.ui.scenes import lobby as lobby_module

    path = lobby_module.seat_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"address": "127.0.0.1:9999", "table": "ABCD", "token": "t",'
                    ' "name": "Bo"}', encoding="utf-8")
    lobby = _lobby(app)
    assert lobby.form.get("name", TextInput).value == "Bo"
    assert lobby.form.get("address", TextInput).value == "127.0.0.1:9999"
    path.write_text('{"address": "127.0.0.1:9999", "table": "ABCD", "token": "t",'
                    ' "name": ["Bo"]}', encoding="utf-8")
    app.stack.pop()
    lobby = _lobby(app)
    assert lobby.form.get("name", TextInput).value == ""


def _hosted_table(app, game: str = "zahlenstreifen", host_name: str = "Ann",
                  friend: str = "Bo") -> tuple[LobbyScene, NetTable]:
    """The app hosts a 2-seat table of `game` on loopback (the host's player named
    `host_name` and a friend named `friend`; ""
    for a name left blank); a friend with no window has joined and the table scene is
    up. Returns the lobby and the friend."""
    lobby = _lobby(app)
    _type(app, lobby.widget("name"), host_name)
    click(app, lobby.widget("game").segment_rect(game))
    click(app, lobby.widget("count").segment_rect(2))
    _type(app, lobby.widget("address"), f"127.0.0.1:{_free_port()}")
    click(app, lobby.widget("open"))
    _until(app, lambda: lobby.net is not None and lobby.net.seated.table != "")
    assert lobby.net is not None and lobby.server is not None
    guest = NetTable(TableLink(lobby.server.url), worker=AnsweringWorker(), ai_budget=0.01)
    guest.join(lobby.net.seated.shown, name=friend)
    _until(app, lambda: isinstance(app.stack.top, NetTableScene), guest)
    return lobby, guest


def test_the_host_hands_an_away_friends_seat_to_an_ai_and_back(app):
    lobby, friend = _hosted_table(app)
    assert lobby.net is not None and lobby.server is not None
    table = app.stack.top
    rng = random.Random(6)
    try:
        assert table.handover_buttons() == []  # everyone is here: nothing to hand over
        _until(app, lambda: int(table.net.update["turn"]) >= 2, friend, rng)
        token, code = friend.seated.token, friend.seated.table
        friend.close()  # the friend's window is gone
        _until(app, lambda: table.handover_buttons() != [])
        [(seat, to_bot, rect)] = table.handover_buttons()
        assert (seat, to_bot) == (1, True)
        assert table.session.seating.names[1] == tr("net.away_name", name="Bo")
        click(app, rect.center)  # "Let an AI play"
        _until(app, lambda: table.net.update["seats"][1]["handed"])
        assert table.session.seating.kinds[1] == "medium"  # the chip names the AI
        turn = int(table.net.update["turn"])
        # the AI plays the friend's turns: the game goes on with nobody at seat 1
        _until(app, lambda: int(table.net.update["turn"]) >= turn + 2, None, rng)
        assert not table.net.update["over"]  # (a 2-seat Zahlenstreifen lasts far longer)
        [(seat, to_bot, rect)] = table.handover_buttons()
        assert (seat, to_bot) == (1, False)
        key(app, pygame.K_b)  # "Give it back (B)", by keyboard: the seat waits for its person
        _until(app, lambda: not table.net.update["seats"][1]["handed"])
        assert table.handover_buttons()[0][:2] == (1, True)
        again = NetTable(TableLink(lobby.server.url), worker=AnsweringWorker(), ai_budget=0.01)
        again.join(code, token=token)  # back with the seat's token
        try:
            _until(app, lambda: again.session is not None, again)
            _until(app, lambda: table.handover_buttons() == [], again)
            assert table.session.seating.names[1] == "Bo"
        finally:
            again.close()
    finally:
        friend.close()


def test_only_the_host_is_offered_the_hand_over(app):
    lobby, friend = _hosted_table(app)
    try:
        friend.poll()
        assert friend.seated.host == "" and friend.handovers() == []
        lobby.net.link.close()  # the host's own window drops: the friend cannot hand it
        _until(app, lambda: friend.update is not None
               and not friend.update["seats"][0]["present"], friend)
        assert friend.handovers() == []
    finally:
        friend.close()


def test_the_hosts_window_keeps_its_hand_over_after_it_rejoins(app):
    """The host's token is kept with the seat's, so a host whose table closed and who
    took the seat back with Rejoin can still hand an away friend's seat to an AI."""
    from astromagie.ui.scenes import lobby as lobby_module

    lobby, friend = _hosted_table(app)
    assert lobby.net is not None
    host_token = lobby.net.seated.host
    assert host_token and lobby_module.load_seat()["host"] == host_token  # type: ignore[index]
    friend.close()
    app.stack.pop()  # the host leaves the table (the window's connection ends)
    frames(app)
    assert lobby.net is None
    lobby.saved = lobby_module.load_seat()
    lobby.rejoin()
    _until(app, lambda: isinstance(app.stack.top, NetTableScene))
    table = app.stack.top
    assert table.net.seated.host == host_token
    _until(app, lambda: [b[:2] for b in table.handover_buttons()] == [(1, True)])
