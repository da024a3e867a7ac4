"""Bad input never crashes the server and never leaks a hand: each gets a clear error or
a closed connection, and the server goes on serving. Only 127.0.0.1 is ever contacted."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from astromagie.net import protocol
from astromagie.net.client import Refused, TableClient
from astromagie.net.protocol import (
    BAD_MESSAGE,
    BAD_NOTATION,
    BAD_SETUP,
    ILLEGAL_MOVE,
    NOT_SEATED,
    NOT_YOUR_SEAT,
    NOT_YOUR_TURN,
    TOO_MANY_TABLES,
    UNKNOWN_TABLE,
)

from .netkit import TIMEOUT, seated, serving

GAME = "solar-republic"


async def still_serves(url: str) -> None:
    """A fresh client can still create a table (the server survived what came before)."""
    async with await TableClient.open(url) as client:
        created = await client.create(GAME, [{"kind": "person", "name": "A"},
                                             {"kind": "bot", "name": "B", "level": "random"}])
        assert len(created["table"]) == protocol.CODE_LENGTH


async def raw_exchange(url: str, data: bytes, wait: float = TIMEOUT) -> bytes:
    """Send raw bytes over TCP and read what comes back until the server closes."""
    host, port = url.removeprefix("ws://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(data)
    await writer.drain()
    try:
        return await asyncio.wait_for(reader.read(), wait)  # read() ends at the server's close
    finally:
        writer.close()


def test_random_bytes_and_wrong_http_requests_get_an_error_or_a_close(tmp_path: Path):
    rng = random.Random(42)

    async def scenario() -> None:
        async with serving(tmp_path, open_timeout=1.0) as (url, _):
            for _ in range(3):
                await raw_exchange(url, bytes(rng.randrange(256) for _ in range(3000)))
            plain = await raw_exchange(url, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert plain.startswith(b"HTTP/1.1 426"), plain[:40]  # Upgrade Required
            post = await raw_exchange(url, b"POST /x HTTP/1.1\r\nHost: a\r\n"
                                           b"Content-Length: 3\r\n\r\nabc")
            assert post.startswith(b"HTTP/1.1 4") or post == b"", post[:40]
            huge = await raw_exchange(url, b"GET /" + b"a" * 20000 + b" HTTP/1.1\r\n\r\n")
            assert huge.startswith(b"HTTP/1.1 4") or huge == b"", huge[:40]
            await still_serves(url)

    asyncio.run(scenario())


def test_a_half_open_connection_is_dropped_after_the_handshake_timeout(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path, open_timeout=0.3) as (url, _):
            silent = raw_exchange(url, b"", wait=5.0)
            halfway = raw_exchange(url, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", wait=5.0)
            results = await asyncio.gather(silent, halfway)  # both end: the server closed them
            assert all(not r.startswith(b"HTTP/1.1 101") for r in results)
            await still_serves(url)

    asyncio.run(scenario())


def test_a_burst_of_connections_from_one_address_is_capped(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path, per_address=6) as (url, _):
            async def attempt() -> object:
                try:
                    return await connect(url, open_timeout=TIMEOUT)
                except InvalidStatus as refused:
                    return refused.response.status_code

            outcomes = await asyncio.gather(*(attempt() for _ in range(40)))
            opened = [o for o in outcomes if not isinstance(o, int)]
            assert 1 <= len(opened) <= 6
            assert set(o for o in outcomes if isinstance(o, int)) == {429}
            for connection in opened:
                await connection.close()  # type: ignore[attr-defined]
            await asyncio.sleep(0.05)
            await still_serves(url)  # the address's connections are counted down again

    asyncio.run(scenario())


def test_malformed_and_truncated_messages_get_a_clear_error_and_keep_the_connection(
        tmp_path: Path):
    bad = ['{"type": "join", "table": ', "[1, 2]", "null", '"text"', "{}",
           '{"type": "dance"}', '{"type": "join"}', '{"type": "join", "table": 5}',
           '{"type": "move"}', '{"type": "create", "game": "monad", "seats": "x"}',
           '{"type": "join", "table": "' + "A" * 100 + '"}', "[" * 5000 + "]" * 5000]

    async def scenario() -> None:
        async with serving(tmp_path) as (url, _):
            async with await TableClient.open(url) as client:
                for frame in bad:
                    await client.connection.send(frame)
                    with pytest.raises(Refused) as refused:
                        await client.receive(TIMEOUT)
                    assert refused.value.code == BAD_MESSAGE, frame[:40]
                await client.connection.send(b"\x00\x01binary")
                with pytest.raises(Refused):
                    await client.receive(TIMEOUT)
            await still_serves(url)

    asyncio.run(scenario())


def test_an_oversized_message_closes_the_connection_with_1009(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path) as (url, _):
            client = await TableClient.open(url)
            await client.connection.send(json.dumps({"type": "move",
                                                     "move": "x" * protocol.MAX_MESSAGE}))
            with pytest.raises(ConnectionClosed):
                await client.receive(TIMEOUT)
            assert client.connection.close_code == 1009  # message too big
            await still_serves(url)

    asyncio.run(scenario())


def test_moves_out_of_turn_illegal_for_another_seat_or_unseated_are_refused(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path) as (url, _):
            first, second, _created = await seated(url, GAME, seed=3)
            update = await first.wait_for(lambda u: u["started"], TIMEOUT)
            mover, waiter = (first, second) if update["to_move"] == 0 else (second, first)
            await mover.wait_for(lambda u: u["started"], TIMEOUT)
            legal = mover.observation().legal_moves()
            cases = [(waiter, {"type": "move", "move": str(legal[0])}, NOT_YOUR_TURN),
                     (mover, {"type": "move", "move": "Z 99"}, BAD_NOTATION),
                     (mover, {"type": "move", "move": "P SO5 F9"}, None),
                     (mover, {"type": "move", "move": str(legal[0]),
                              "seat": 1 - mover.seat}, NOT_YOUR_SEAT)]
            for client, message, code in cases:
                await client.send(message)
                with pytest.raises(Refused) as refused:
                    await client.expect("never", TIMEOUT)
                assert refused.value.code in ((code,) if code else (ILLEGAL_MOVE, BAD_NOTATION))
            # an illegal move names the rule it breaks, in the player's words by its code
            hand = mover.observation().hand
            missing = next(c for c in ("SO1", "SO2", "JU1", "NE1", "UR1") if c not in hand)
            await mover.send({"type": "move", "move": f"P {missing}"})
            with pytest.raises(Refused) as illegal:
                await mover.expect("never", TIMEOUT)
            assert illegal.value.code == ILLEGAL_MOVE and illegal.value.params.get("rule")
            # a connection at no table plays nothing
            async with await TableClient.open(url) as loner:
                await loner.move(str(legal[0]))
                with pytest.raises(Refused) as unseated:
                    await loner.expect("never", TIMEOUT)
                assert unseated.value.code == NOT_SEATED
            # nothing of that changed the table: the mover still plays a legal move
            before = mover.update["turn"] if mover.update else -1
            await mover.move(legal[0])
            await mover.wait_for(lambda u: u["turn"] == before + 1, TIMEOUT)
            await first.close()
            await second.close()

    asyncio.run(scenario())


def test_guessed_table_codes_are_unknown_and_a_guesser_is_cut_off(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path, max_errors=5) as (url, _):
            client = await TableClient.open(url)
            rng = random.Random(1)
            codes = []
            for _ in range(4):
                guess = protocol.new_code(rng.randrange)
                codes.append(guess)
                with pytest.raises(Refused) as refused:
                    await client.join(guess)
                assert refused.value.code == UNKNOWN_TABLE
            with pytest.raises((Refused, ConnectionClosed)):
                await client.join(codes[0])
            with pytest.raises(ConnectionClosed):
                await client.receive(TIMEOUT)
            assert client.connection.close_code == 1008
            await still_serves(url)

    asyncio.run(scenario())


def test_a_table_needs_a_person_a_known_game_its_seat_count_and_known_bots(tmp_path: Path):
    setups = [("monad", [{"kind": "bot", "level": "random"}] * 2),
              ("chess", [{"kind": "person"}] * 2),
              ("monad", [{"kind": "person"}] * 5),
              ("monad", [{"kind": "person"}, {"kind": "bot", "level": "genius"}])]

    async def scenario() -> None:
        async with serving(tmp_path) as (url, _):
            async with await TableClient.open(url) as client:
                for game, seats in setups:
                    with pytest.raises(Refused) as refused:
                        await client.create(game, seats)
                    assert refused.value.code == BAD_SETUP, (game, seats)
            assert not list(tmp_path.glob("*.json"))  # no table was made

    asyncio.run(scenario())


def test_a_server_holds_at_most_its_number_of_tables(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path, max_tables=2) as (url, _):
            await still_serves(url)
            await still_serves(url)
            async with await TableClient.open(url) as client:
                with pytest.raises(Refused) as refused:
                    await client.create(GAME, [{"kind": "bot", "level": "random"}] * 2)
                assert refused.value.code == TOO_MANY_TABLES

    asyncio.run(scenario())


def test_table_codes_are_long_random_and_read_out_forgivingly():
    import secrets

    codes = {protocol.new_code(secrets.randbelow) for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == protocol.CODE_LENGTH and set(c) <= set(protocol.CODE_ALPHABET)
               for c in codes)
    code = "0123456789AB"
    assert protocol.normal_code(protocol.show_code(code).lower()) == code
    assert protocol.normal_code(" o1i2-3456 789a b") == "0112345678" + "9AB"


def test_every_error_code_is_worded_in_every_language():
    from astromagie import i18n

    assert len(set(protocol.ERROR_CODES)) == len(protocol.ERROR_CODES) == 13
    for language in ("en", "de"):
        catalog = i18n.load_catalog(language)
        for code in protocol.ERROR_CODES:
            assert catalog.get(f"net.error.{code}"), (language, code)
        assert "{name}" in catalog["net.away"] and "{address}" in catalog["net.server_gone"]


def test_a_bot_that_fails_stops_only_its_own_table(tmp_path: Path, monkeypatch, caplog):
    from astromagie.host import registry
    from astromagie.net.server import TableServer

    class Broken:
        name = "broken"

        def choose(self, obs, budget=None, cancel=None):
            raise RuntimeError("a defect in a bot")

    monkeypatch.setattr(TableServer, "_bot", lambda self, table, seat: Broken())
    seed = next(s for s in range(100) if registry.rules(GAME).new(2, s).current_player == 0)

    async def scenario() -> None:
        async with serving(tmp_path) as (url, _):
            async with await TableClient.open(url) as client:
                created = await client.create(GAME, [{"kind": "bot", "level": "random"},
                                                     {"kind": "person"}], seed=seed)
                await client.join(created["table"])
                update = await client.wait_for(lambda u: u["started"], TIMEOUT)
                assert update["to_move"] == 0  # the broken bot's turn
                for _ in range(100):  # the bot is asked and fails (in its thread)
                    if "the bot at seat 0 failed" in caplog.text:
                        break
                    await asyncio.sleep(0.01)
            await still_serves(url)

    asyncio.run(scenario())
    assert "the bot at seat 0 failed" in caplog.text
