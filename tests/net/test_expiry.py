"""Tables nobody sits at expire on the server (issue 42): a table never started after
`Limits.unstarted_ttl` (its file goes), one in play after `abandoned_ttl` (its record is
put aside in <data>/expired/, not resumed). A table someone sits at never expires."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from astromagie.net.client import Refused, TableClient
from astromagie.net.protocol import UNKNOWN_TABLE, SeatSpec
from astromagie.net.server import Limits, ServerConfig, TableServer
from astromagie.net.tables import Table, load_tables

from .netkit import TIMEOUT, serving

SEATS = (SeatSpec("person", "Ann"), SeatSpec("person", "Bo"), SeatSpec("bot", "Robo", "random"))
HOUR = 3600.0


def server_with(tmp_path: Path, *, claimed: bool) -> tuple[TableServer, Table]:
    """A server holding one table, made an hour before `quiet_since + HOUR`, started or not."""
    server = TableServer(ServerConfig(data=tmp_path, durable=False, bot_threads=1,
                                      limits=Limits(unstarted_ttl=HOUR, abandoned_ttl=10 * HOUR)))
    table, _host = Table.create("astromagie", SEATS, 5, tmp_path, set())
    if claimed:
        table.claim("", "Ann")
        table.claim("", "Bo")
    table.quiet_since = 1000.0
    table.save(durable=False)
    server.tables[table.code] = table
    return server, table


def test_a_table_never_started_expires_and_its_file_goes(tmp_path: Path):
    server, table = server_with(tmp_path, claimed=False)
    try:
        assert server.expire(1000.0 + HOUR - 1) == []  # not yet
        assert server.expire(1000.0 + HOUR) == [table.code]
        assert table.code not in server.tables
        assert not table.path.exists()
        assert load_tables(tmp_path) == {}  # a restart does not bring it back
    finally:
        server.close()


def test_a_table_in_play_left_long_ago_is_put_aside_not_resumed(tmp_path: Path):
    server, table = server_with(tmp_path, claimed=True)
    try:
        assert table.started
        assert server.expire(1000.0 + HOUR) == []  # in play: it waits much longer
        assert server.expire(1000.0 + 10 * HOUR) == [table.code]
        assert not table.path.exists()
        assert (tmp_path / "expired" / table.path.name).is_file()  # the record is kept
        assert load_tables(tmp_path) == {}
    finally:
        server.close()


def test_a_table_someone_sits_at_never_expires(tmp_path: Path):
    server, table = server_with(tmp_path, claimed=False)
    try:
        table.quiet_since = None  # a person is at it
        assert server.expire(1e12) == []
        assert table.code in server.tables and table.path.exists()
    finally:
        server.close()


def test_a_table_loaded_at_a_restart_is_quiet_since_its_file_was_written(tmp_path: Path):
    _server, table = server_with(tmp_path, claimed=True)
    _server.close()
    loaded = load_tables(tmp_path)[table.code]
    assert loaded.quiet_since == pytest.approx(table.path.stat().st_mtime)


def test_the_running_server_expires_a_table_whose_host_never_came_back(tmp_path: Path):
    async def scenario() -> str:
        async with serving(tmp_path, unstarted_ttl=0.0, sweep_every=0.05) as (url, _):
            async with await TableClient.open(url) as host:
                created = await host.create("astromagie", [
                    {"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bo"}])
            await asyncio.sleep(0.3)  # a few sweeps
            async with await TableClient.open(url) as friend:
                with pytest.raises(Refused) as refused:
                    await friend.join(created["table"], name="Bo")
                return refused.value.code

    assert asyncio.run(asyncio.wait_for(scenario(), TIMEOUT)) == UNKNOWN_TABLE
    assert list(tmp_path.glob("*.json")) == []
