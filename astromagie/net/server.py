"""The table server: `websockets` connections to the tables, and the bots that play there.

Built on `websockets` (asyncio): the library does the HTTP upgrade, the framing, the
frame size limit (`max_size`), ping/pong (a dropped connection is noticed) and the
close codes, and refuses wrong HTTP requests and random bytes itself; nothing here
parses bytes. One event loop holds every connection; a bot thinks in a thread pool
(`bot_pool`) so the loop never waits for it, and a table's file is written in the
writer threads, before the seats are told of the move (nothing acknowledged is lost).

Limits: a frame holds at most MAX_MESSAGE bytes; an address holds at most
`per_address` connections and the server `max_connections`; the server holds at most
`max_tables` tables in play (a finished table leaves memory once its last player has
left; its file stays, the game's record); a connection that sends `max_errors` refused
messages (a guessed table code, say) is closed; a connection that does not finish its
handshake within `open_timeout` seconds is dropped. It listens only on the host it is
given. Tables nobody sits at expire (`Limits.unstarted_ttl`, `abandoned_ttl`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import threading
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request as HttpRequest
from websockets.http11 import Response

from astromagie.host.game import Bot, IllegalMove

from . import protocol
from .protocol import (
    NOT_HOST,
    NOT_SEATED,
    NOT_YOUR_SEAT,
    TOO_MANY_TABLES,
    UNKNOWN_TABLE,
    ProtocolError,
    Request,
    dump,
    show_code,
)
from .tables import Table, digest, load_tables

log = logging.getLogger(__name__)
POLICY_VIOLATION = 1008  # the WebSocket close code for a client that broke the rules
SEND_TIMEOUT = 10.0  # seconds a client may take to read an update before it is dropped


@dataclass(frozen=True)
class Limits:
    """What one server allows; the defaults suit a club's small rented machine."""

    max_tables: int = 500
    max_connections: int = 2000
    per_address: int = 32
    max_errors: int = 20
    open_timeout: float = 10.0  # seconds to finish the opening handshake
    ping_interval: float = 20.0  # seconds between pings; a missed pong drops the connection
    # A table nobody sits at expires: one never started after `unstarted_ttl` seconds (a
    # host who gave up; its file goes), one in play after `abandoned_ttl` (its record
    # moves to <data>/expired/). The server looks every `sweep_every` seconds.
    unstarted_ttl: float = 6 * 3600.0
    abandoned_ttl: float = 30 * 86400.0
    sweep_every: float = 60.0


@dataclass
class Session:
    """One connection's place: the table and seat it holds, and the log it has seen."""

    connection: ServerConnection
    table: str = ""
    seat: int = -1
    log_sent: int = 0
    errors: int = 0


@dataclass
class ServerConfig:
    data: Path
    host: str = "127.0.0.1"
    port: int = 0
    limits: Limits = field(default_factory=Limits)
    bot_budget: float | None = None  # seconds a bot may think; None: its fixed work
    bot_threads: int = max(1, min(4, os.cpu_count() or 1))
    durable: bool = True  # fsync every table file written (a move survives a power cut)
    writer_threads: int = 4  # tables written at once (each waits for the disk on its own)


class TableServer:
    """Every table of one server and the connections seated at them."""

    def __init__(self, config: ServerConfig):
        self.config = config
        self.limits = config.limits
        self.tables: dict[str, Table] = load_tables(config.data)
        self.seated: dict[str, dict[int, Session]] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.driving: dict[str, asyncio.Task[None]] = {}
        self.bots: dict[tuple[str, int, str], Bot] = {}
        self.per_address: dict[str, int] = {}
        self.connections = 0
        self.stopping = threading.Event()  # every bot's `cancel`: set when the server stops
        self.bot_pool = ThreadPoolExecutor(config.bot_threads, thread_name_prefix="net-bot")
        # A table's writes are in order: each is awaited under the table's lock.
        self.writer = ThreadPoolExecutor(config.writer_threads, thread_name_prefix="net-save")
        self.moves = 0  # moves applied since the start (the load test reads it)

    # -- connections --------------------------------------------------------------------

    def process_request(self, connection: ServerConnection,
                        request: HttpRequest) -> Response | None:
        """Refuse a connection over the limits before the WebSocket opens (HTTP 429/503)."""
        if self.connections >= self.limits.max_connections:
            return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "the server is full\n")
        if self.per_address.get(_address(connection), 0) >= self.limits.per_address:
            return connection.respond(HTTPStatus.TOO_MANY_REQUESTS,
                                      "too many connections from this address\n")
        return None

    async def handler(self, connection: ServerConnection) -> None:
        address = _address(connection)
        if (self.per_address.get(address, 0) >= self.limits.per_address
                or self.connections >= self.limits.max_connections):
            await connection.close(POLICY_VIOLATION, "too many connections")
            return
        self.per_address[address] = self.per_address.get(address, 0) + 1
        self.connections += 1
        session = Session(connection)
        try:
            async for frame in connection:
                try:
                    await self.dispatch(session, protocol.parse(frame))
                except ProtocolError as refused:
                    session.errors += 1
                    await connection.send(dump(refused.reply()))
                    if session.errors >= self.limits.max_errors:
                        await connection.close(POLICY_VIOLATION, "too many refused messages")
                        break
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            self.per_address[address] -= 1
            if not self.per_address[address]:
                del self.per_address[address]
            await self._leave(session)

    async def dispatch(self, session: Session, request: Request) -> None:
        if request.type == "create":
            await self._create(session, request)
        elif request.type == "join":
            await self._join(session, request)
        elif request.type == "move":
            await self._move(session, request)
        elif request.type == "hand_over":
            await self._hand_over(session, request)

    def _table(self, code: str) -> Table:
        table = self.tables.get(code)
        if table is None:
            raise ProtocolError(UNKNOWN_TABLE, "no table has that code")
        return table

    async def _create(self, session: Session, request: Request) -> None:
        if len(self.tables) >= self.limits.max_tables:
            raise ProtocolError(TOO_MANY_TABLES, "this server holds all the tables it can")
        table, host = Table.create(request.game, request.seats, request.seed,
                                   self.config.data, set(self.tables))
        self.tables[table.code] = table
        self.locks[table.code] = asyncio.Lock()
        await self._save(table)
        await session.connection.send(dump({
            "type": "created", "table": table.code, "shown": show_code(table.code),
            "host": host, "game": table.game_id, "seats": table.seat_list()}))

    async def _join(self, session: Session, request: Request) -> None:
        table = self._table(request.table)
        async with self._lock(table.code):
            seat, token = table.claim(request.token, request.name)
            await self._leave(session)
            holder = self.seated.setdefault(table.code, {}).get(seat)
            if holder is not None:  # the seat's token came back: the old connection is stale
                holder.table = ""
                await holder.connection.close(1000, "this seat was taken back with its token")
            self.seated[table.code][seat] = session
            table.quiet_since = None
            session.table, session.seat, session.log_sent = table.code, seat, 0
            table.seats[seat].present = True
            await self._save(table)
            await session.connection.send(dump({
                "type": "joined", "table": table.code, "shown": show_code(table.code),
                "seat": seat, "token": token, "game": table.game_id,
                "players": len(table.seats)}))
            await self._broadcast(table)
        self._drive(table)

    async def _move(self, session: Session, request: Request) -> None:
        if not session.table:
            raise ProtocolError(NOT_SEATED, "join a table before playing")
        if request.seat is not None and request.seat != session.seat:
            raise ProtocolError(NOT_YOUR_SEAT, "a connection plays only its own seat")
        table = self._table(session.table)
        async with self._lock(table.code):
            table.play(session.seat, request.move)
            self.moves += 1
            await self._save(table)
            await self._broadcast(table)
        self._drive(table)

    async def _hand_over(self, session: Session, request: Request) -> None:
        table = self._table(request.table)
        if not table.is_host(request.host):
            raise ProtocolError(NOT_HOST, "only the table's host hands a seat over")
        assert request.seat is not None
        async with self._lock(table.code):
            table.hand_over(request.seat, request.to, request.level)
            await self._save(table)
            await self._broadcast(table)
        self._drive(table)

    async def _leave(self, session: Session) -> None:
        """The seat a connection held is away now; the others are told."""
        code, seat = session.table, session.seat
        session.table = ""
        if not code or self.seated.get(code, {}).get(seat) is not session:
            return
        del self.seated[code][seat]
        table = self.tables.get(code)
        if table is not None:
            table.seats[seat].present = False
            await self._broadcast(table)
            if not self.seated[code]:
                table.quiet_since = time.time()
                if table.state.is_over():
                    self._forget(code)

    def _forget(self, code: str) -> None:
        """A finished table nobody sits at any more leaves memory (its file stays)."""
        self.tables.pop(code, None)
        self.seated.pop(code, None)
        self.locks.pop(code, None)
        self.driving.pop(code, None)
        for key in [k for k in self.bots if k[0] == code]:
            del self.bots[key]

    def expire(self, now: float) -> list[str]:
        """Tables nobody has sat at for too long leave the server (see `Limits`): a table
        never started is removed with its file (nothing was played), one in play keeps
        its record in <data>/expired/ (not resumed at a restart). Returns their codes."""
        gone = []
        for code, table in list(self.tables.items()):
            quiet = table.quiet_since
            if quiet is None or self.seated.get(code):
                continue
            ttl = self.limits.abandoned_ttl if table.started else self.limits.unstarted_ttl
            if now - quiet < ttl:
                continue
            task = self.driving.get(code)
            if task is not None:
                task.cancel()
            self._forget(code)
            try:
                if table.started:
                    folder = table.path.parent / "expired"
                    folder.mkdir(exist_ok=True)
                    os.replace(table.path, folder / table.path.name)
                else:
                    table.path.unlink(missing_ok=True)
            except OSError as exc:  # the table has left memory all the same
                log.error("table %s: its file could not be put aside: %s", code, exc)
            log.info("table %s expired (nobody at it for %.0f s)", code, now - quiet)
            gone.append(code)
        return gone

    async def sweep(self, stop: asyncio.Event) -> None:
        """Expire quiet tables every `sweep_every` seconds until the server stops."""
        while not stop.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), self.limits.sweep_every)
            if not stop.is_set():
                self.expire(time.time())

    def _lock(self, code: str) -> asyncio.Lock:
        return self.locks.setdefault(code, asyncio.Lock())

    # -- telling the seats --------------------------------------------------------------

    async def _broadcast(self, table: Table) -> None:
        """Each seated connection gets its own seat's update (never another seat's)."""
        sends: list[Awaitable[None]] = []
        turn = len(table.state.history)
        for seat, session in list(self.seated.get(table.code, {}).items()):
            message = dump(table.update_for(seat, session.log_sent))
            session.log_sent = turn
            sends.append(self._send(session, message))
        if sends:
            await asyncio.gather(*sends)

    async def _send(self, session: Session, message: str) -> None:
        try:
            await asyncio.wait_for(session.connection.send(message), SEND_TIMEOUT)
        except ConnectionClosed:
            pass
        except TimeoutError:  # a client that reads nothing holds no one up
            await session.connection.close(POLICY_VIOLATION, "too slow to read updates")

    async def _save(self, table: Table) -> None:
        await asyncio.get_running_loop().run_in_executor(self.writer, table.save,
                                                         self.config.durable)

    # -- bots -----------------------------------------------------------------------------

    def _drive(self, table: Table) -> None:
        """Let the table's bots play until a person is to move (one task a table)."""
        running = self.driving.get(table.code)
        if (running is None or running.done()) and table.bot_to_move() is not None:
            self.driving[table.code] = asyncio.create_task(self._play_bots(table))

    def _bot(self, table: Table, seat: int) -> Bot:
        level = table.seats[seat].level
        key = (table.code, seat, level)
        if key not in self.bots:
            seed = int(digest(f"{table.code}/{seat}")[:8], 16)  # stable across restarts
            self.bots[key] = table.rules.make_bot(level, seed)
        return self.bots[key]

    async def _play_bots(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        while not self.stopping.is_set():
            seat = table.bot_to_move()
            if seat is None:
                return
            turn = len(table.state.history)
            obs = table.state.observation(seat)  # the bot gets its seat's view, nothing more
            bot = self._bot(table, seat)
            budget: Any = self.config.bot_budget  # None: the bot's fixed work (as match.py)
            try:
                move = await loop.run_in_executor(self.bot_pool, bot.choose, obs, budget,
                                                  self.stopping)
            except Exception:  # a bot's defect stops its table's bots, never the server
                log.exception("table %s: the bot at seat %d failed", table.code, seat)
                return
            async with self._lock(table.code):
                if table.bot_to_move() != seat or len(table.state.history) != turn:
                    continue  # the seat was handed back while the bot thought
                try:
                    table.apply_bot(move)
                except IllegalMove as refused:
                    log.error("table %s: the bot at seat %d chose an illegal move: %s",
                              table.code, seat, refused)
                    return
                self.moves += 1
                await self._save(table)
                await self._broadcast(table)

    def resume(self) -> None:
        """After a restart: the bots of every loaded table play on."""
        for table in self.tables.values():
            self._drive(table)

    def close(self) -> None:
        self.stopping.set()
        for task in self.driving.values():
            task.cancel()
        self.bot_pool.shutdown(wait=False, cancel_futures=True)
        self.writer.shutdown(wait=True)  # a table file being written is finished


def _address(connection: ServerConnection) -> str:
    remote = connection.remote_address
    return str(remote[0]) if remote else "?"


async def run(config: ServerConfig, stop: asyncio.Event,
              ready: Callable[[str, int], Any] | None = None) -> TableServer:
    """Serve until `stop` is set, then close every connection (1001) and return.

    `ready(host, port)` is called once listening (port 0 asks the system for a free one).
    """
    config.data.mkdir(parents=True, exist_ok=True)
    tables = TableServer(config)
    limits = config.limits
    server: Server
    async with serve(tables.handler, config.host, config.port,
                     process_request=tables.process_request,
                     max_size=protocol.MAX_MESSAGE, max_queue=16,
                     open_timeout=limits.open_timeout, ping_interval=limits.ping_interval,
                     ping_timeout=limits.ping_interval, close_timeout=2,
                     compression=None) as server:
        tables.resume()
        sweeping = asyncio.create_task(tables.sweep(stop))
        if ready is not None:
            host, port = next(iter(server.sockets)).getsockname()[:2]
            ready(str(host), int(port))
        await stop.wait()
        await sweeping
        tables.close()
        server.close()
        await server.wait_closed()
    return tables
