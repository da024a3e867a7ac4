"""Connections come and go: a seat's token proves it, the others see it away, the table
waits, the host hands the seat to a bot and back, and a restarted server resumes."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from astromagie.net.client import Refused, TableClient
from astromagie.net.protocol import BAD_TOKEN, NOT_HOST, NOT_YOUR_SEAT, TABLE_FULL

from .netkit import TIMEOUT, play_out, seated, serving

GAME = "zahlenstreifen"  # short games, and a secret choice that must stay secret


def test_a_dropped_seat_is_away_the_table_waits_and_the_token_takes_it_back(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path) as (url, _):
            first, second, created = await seated(url, GAME)
            await asyncio.wait_for(asyncio.gather(
                play_out(first, random.Random(1), until_turn=4),
                play_out(second, random.Random(9), until_turn=4)), TIMEOUT)
            token = second.token
            await second.close()
            # the other seat is told its neighbour is away
            away = await first.wait_for(lambda u: not u["seats"][1]["present"], TIMEOUT)
            assert away["seats"][0]["present"] and away["seats"][2]["present"]  # the bot
            # the table waits: nobody may play the away seat, nobody may take it
            stranger = await TableClient.open(url)
            with pytest.raises(Refused) as full:
                await stranger.join(created["table"], name="Eve")
            assert full.value.code == TABLE_FULL
            with pytest.raises(Refused) as wrong:
                await stranger.join(created["table"], token=token[:-2] + "xx")
            assert wrong.value.code == BAD_TOKEN
            assert stranger.update is None  # the refused stranger saw nothing of the table
            await stranger.close()
            # the token brings the seat back, with its hand and the whole public log
            back = await TableClient.open(url)
            joined = await back.join(created["table"], token=token)
            assert joined["seat"] == 1
            update = await back.wait_for(lambda u: True, TIMEOUT)
            assert update["log_from"] == 0 and len(update["log"]) == update["turn"]
            await first.wait_for(lambda u: u["seats"][1]["present"], TIMEOUT)
            ends = await asyncio.wait_for(asyncio.gather(
                play_out(first, random.Random(2)), play_out(back, random.Random(3))), TIMEOUT)
            assert all(end["over"] for end in ends)
            await first.close()
            await back.close()

    asyncio.run(scenario())


def test_a_second_connection_with_the_token_replaces_the_stale_one(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path) as (url, _):
            first, second, created = await seated(url, GAME)
            again = await TableClient.open(url)
            await again.join(created["table"], token=second.token)
            with pytest.raises(ConnectionClosed):  # the old connection is closed
                for _ in range(10):  # past the updates it had not read yet
                    await second.receive(TIMEOUT)
            assert second.connection.close_reason == "this seat was taken back with its token"
            await again.wait_for(lambda u: u["seat"] == 1, TIMEOUT)
            for client in (first, again):
                await client.close()

    asyncio.run(scenario())


def test_the_host_hands_an_away_seat_to_a_bot_and_back(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path) as (url, _):
            first, second, created = await seated(url, GAME)
            host = created["host"]
            with pytest.raises(Refused) as refused:  # a seat's token is no host's token
                await second.hand_over(first.token, 0, "bot", "random")
                await second.expect("nothing", TIMEOUT)
            assert refused.value.code == NOT_HOST
            await second.close()
            await first.hand_over(host, 1, "bot", "random")
            # the bot plays the away seat: the table moves past it
            await first.wait_for(lambda u: u["seats"][1]["kind"] == "bot", TIMEOUT)
            await play_out(first, random.Random(4), until_turn=8)
            back = await TableClient.open(url)
            await back.join(created["table"], token=second.token)
            await back.wait_for(lambda u: True, TIMEOUT)
            with pytest.raises(Refused) as busy:  # a bot has the seat until it is handed back
                await back.move("P B1")
                await back.expect("nothing", TIMEOUT)
            assert busy.value.code in (NOT_YOUR_SEAT, "not_your_turn")
            await first.hand_over(host, 1, "person")
            await back.wait_for(lambda u: u["seats"][1]["kind"] == "person", TIMEOUT)
            ends = await asyncio.wait_for(asyncio.gather(
                play_out(first, random.Random(5)), play_out(back, random.Random(6))), TIMEOUT)
            assert all(end["over"] for end in ends)
            await first.close()
            await back.close()

    asyncio.run(scenario())


def test_a_restarted_server_resumes_its_tables_from_their_records(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path) as (url, _):
            first, second, created = await seated(url, "astromagie")
            before, _ = await asyncio.wait_for(asyncio.gather(
                play_out(first, random.Random(7), until_turn=6),
                play_out(second, random.Random(9), until_turn=6)), TIMEOUT)
            tokens = (first.token, second.token)
            view = first.observation()
        # the server stopped with the game half played; a new one reads the folder
        async with serving(tmp_path) as (url, _):
            clients = []
            for token in tokens:
                client = await TableClient.open(url)
                await client.join(created["table"], token=token)
                await client.wait_for(lambda u: True, TIMEOUT)
                clients.append(client)
            assert clients[0].update is not None
            assert clients[0].update["turn"] == before["turn"]
            assert clients[0].observation() == view  # the same hand, the same table
            ends = await asyncio.wait_for(asyncio.gather(
                *(play_out(c, random.Random(8 + i)) for i, c in enumerate(clients))), TIMEOUT)
            assert all(end["over"] for end in ends)
            for client in clients:
                await client.close()

    asyncio.run(scenario())


def test_a_finished_table_leaves_memory_and_frees_its_place(tmp_path: Path):
    async def scenario() -> None:
        async with serving(tmp_path, max_tables=1) as (url, done):
            first, second, created = await seated(url, GAME)
            await asyncio.wait_for(asyncio.gather(
                play_out(first, random.Random(1)), play_out(second, random.Random(2))),
                TIMEOUT)
            async with await TableClient.open(url) as other:  # the one place is taken
                with pytest.raises(Refused):
                    await other.create(GAME, [{"kind": "bot", "level": "random"}] * 2)
            await first.close()
            await second.close()
            await asyncio.sleep(0.05)  # the server notices both have left
            async with await TableClient.open(url) as other:
                await other.create(GAME, [{"kind": "person"}, {"kind": "bot", "level": "random"}])
        assert created["table"] not in done["server"].tables
        assert (tmp_path / f"{created['table']}.json").is_file()  # the game's record stays

    asyncio.run(scenario())
