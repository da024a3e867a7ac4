"""The app's link to a table server (`net/link.py`) and the server hosted in the app.

The frozen app leaves `ssl` out (OpenSSL is about 6 MB of the 40 MB budget) and with
it websockets' asyncio client; the link must work without either.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from astromagie.net.hosting import HostedServer, HostError, lan_address
from astromagie.net.link import TableLink, address_url
from astromagie.ui.scenes.lobby import invitation, read_invitation, split_address

ROOT = Path(__file__).resolve().parents[2]
DEADLINE = 10.0


WITHOUT_SSL = """
import sys, tempfile, time, pathlib
for name in ("ssl", "_ssl", "websockets.asyncio.client"):
    sys.modules[name] = None  # as in the frozen app: importing them fails
from astromagie.net.hosting import HostedServer
from astromagie.net.link import TableLink
import astromagie.ui.scenes.lobby, astromagie.ui.kit.netscene
server = HostedServer(pathlib.Path(tempfile.mkdtemp()), "127.0.0.1", 0, durable=False)
link = TableLink(server.url)
link.send({"type": "create", "game": "zahlenstreifen", "seats": [
    {"kind": "person", "name": "Ann"}, {"kind": "bot", "name": "R", "level": "random"}]})
deadline, kinds = time.monotonic() + 20, []
while "created" not in kinds and time.monotonic() < deadline:
    kinds += [event.kind for event in link.take()]
    time.sleep(0.01)
link.close()
server.stop()
print(",".join(kinds))
"""


def test_the_app_plays_over_the_network_without_ssl_as_the_frozen_app_must():
    out = subprocess.run([sys.executable, "-c", WITHOUT_SSL], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, env={"SDL_VIDEODRIVER": "dummy",
                                                     "SDL_AUDIODRIVER": "dummy",
                                                     "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("open,created")


def _events(link: TableLink, kind: str, seen: list | None = None) -> dict:
    """The first event of `kind`; the events taken on the way stay in `seen`."""
    seen = seen if seen is not None else []
    deadline = time.monotonic() + DEADLINE
    while True:
        assert time.monotonic() < deadline, f"no {kind} in time"
        seen += link.take()
        for index, event in enumerate(seen):
            if event.kind == kind:
                del seen[:index + 1]
                return event.data
        time.sleep(0.005)


def test_the_link_creates_and_joins_a_table_of_the_hosted_server(tmp_path):
    server = HostedServer(tmp_path, "127.0.0.1", 0, durable=False)
    link = TableLink(server.url)
    try:
        link.send({"type": "create", "game": "zahlenstreifen",
                   "seats": [{"kind": "person", "name": "Ann"},
                             {"kind": "bot", "name": "Robo", "level": "random"}]})
        seen: list = []
        created = _events(link, "created", seen)
        link.send({"type": "join", "table": created["shown"], "name": "Ann"})
        assert _events(link, "joined", seen)["seat"] == 0
        update = _events(link, "update", seen)
        assert update["started"] and update["seat"] == 0
        server.stop()
        assert _events(link, "gone", seen)["detail"] == "1001"  # going away, as SIGTERM says it
    finally:
        link.close()
        server.stop()


def test_a_secure_address_is_refused_in_words_not_with_an_error():
    link = TableLink("wss://127.0.0.1:9")
    try:
        assert _events(link, "failed")["reason"] == "no_tls"
    finally:
        link.close()


def test_a_server_that_cannot_start_says_why(tmp_path):
    first = HostedServer(tmp_path / "a", "127.0.0.1", 0, durable=False)
    try:
        try:
            HostedServer(tmp_path / "b", "127.0.0.1", first.port, durable=False)
        except HostError as refused:
            assert refused.detail
        else:
            raise AssertionError("two servers on one port")
    finally:
        first.stop()


def test_addresses_and_invitations_are_read_as_people_write_them():
    assert address_url("192.168.1.5:8765") == "ws://192.168.1.5:8765"
    assert split_address("192.168.1.5") == ("192.168.1.5", 8765)
    assert split_address("localhost:9000") == ("localhost", 9000)
    assert split_address("no address at all") is None
    text = invitation("192.168.1.5:8765", "ABCDEFGHJKMN")
    assert read_invitation(text) == ("192.168.1.5:8765", "ABCDEFGHJKMN")
    assert read_invitation("abcd-efgh-jkmn") == (None, "ABCDEFGHJKMN")
    assert read_invitation("Invitation: 10.0.0.2:8765 · table ABCD-EFGH-JKMN") == (
        "10.0.0.2:8765", "ABCDEFGHJKMN")
    assert read_invitation("hello") == (None, None)
    assert lan_address().count(".") == 3
