"""The app's line to a table server: a WebSocket in a background thread, spoken to by queues.

The window must never wait for the network, so a `TableLink` runs its own asyncio
loop in a thread of its own. The UI thread hands it messages (`send`, thread-safe)
and takes what came back each frame (`take`, never blocking): the server's messages
as they are, and two events of the link itself, `gone` (the server went away or the
connection broke: `reason` says which) and `failed` (no connection could be made).

The frozen app leaves `ssl` out (OpenSSL is about 6 MB of a 40 MB budget), and
websockets' asyncio client imports it; so the connection here is websockets'
sans-I/O `ClientProtocol` driven over plain asyncio streams (`StreamSocket`): the
library does the handshake, the framing, ping/pong and the close, this module only
moves its bytes. `ws://` only; a `wss://` address is refused in words.
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
from dataclasses import dataclass, field
from typing import Any

from websockets.client import ClientProtocol
from websockets.exceptions import InvalidURI
from websockets.frames import Frame, Opcode
from websockets.http11 import Response
from websockets.protocol import State
from websockets.uri import parse_uri

from . import protocol

CONNECT_TIMEOUT = 5.0  # seconds to reach a server and finish the handshake
MAX_SIZE = 2**22  # bytes of one update (the whole log of a long game fits)
READ_CHUNK = 65536


class LinkError(Exception):
    """The connection could not be made or broke; `reason` is a `net.link.<reason>` key."""

    def __init__(self, reason: str, detail: str = ""):
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


def address_url(address: str) -> str:
    """What a person typed ("192.168.1.5:8765", "ws://host:port") as a ws:// URL."""
    text = address.strip()
    if "://" not in text:
        text = f"ws://{text}"
    return text


class StreamSocket:
    """One WebSocket connection: websockets' sans-I/O protocol over asyncio streams."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                 proto: ClientProtocol):
        self.reader = reader
        self.writer = writer
        self.proto = proto
        self.pending: list[str] = []  # text messages received and not yet taken
        self.parts: list[bytes] = []  # a fragmented message's parts so far

    @classmethod
    async def open(cls, url: str, timeout: float = CONNECT_TIMEOUT) -> StreamSocket:
        try:
            uri = parse_uri(url)
        except InvalidURI:
            raise LinkError("bad_address", url) from None
        if uri.secure:
            raise LinkError("no_tls", url)
        proto = ClientProtocol(uri, max_size=MAX_SIZE)
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(uri.host, uri.port), timeout)
        except (OSError, TimeoutError) as exc:
            raise LinkError("unreachable", str(exc)) from None
        sock = cls(reader, writer, proto)
        try:
            await asyncio.wait_for(sock._handshake(), timeout)
        except (OSError, TimeoutError, LinkError) as exc:
            writer.close()
            raise LinkError("no_server", str(exc)) from None
        return sock

    async def _handshake(self) -> None:
        self.proto.send_request(self.proto.connect())
        await self._flush()
        while self.proto.state == State.CONNECTING:
            data = await self.reader.read(READ_CHUNK)
            if not data:
                raise LinkError("no_server", "closed during the handshake")
            self.proto.receive_data(data)
            await self._flush()
            for event in self.proto.events_received():
                if isinstance(event, Response) and self.proto.handshake_exc is not None:
                    raise LinkError("no_server", str(self.proto.handshake_exc))
                if isinstance(event, Frame):
                    self._take(event)
        if self.proto.state != State.OPEN:
            raise LinkError("no_server", "the handshake failed")

    async def _flush(self) -> None:
        for chunk in self.proto.data_to_send():
            if chunk:
                self.writer.write(chunk)
            else:  # the protocol asks to half-close: the connection is over
                if self.writer.can_write_eof():
                    self.writer.write_eof()
        await self.writer.drain()

    def _take(self, frame: Frame) -> None:
        if frame.opcode in (Opcode.TEXT, Opcode.CONT):
            self.parts.append(bytes(frame.data))
            if frame.fin:
                self.pending.append(b"".join(self.parts).decode("utf-8", "replace"))
                self.parts = []

    async def recv(self) -> str:
        """The next text message; LinkError("gone") once the connection is closed."""
        while not self.pending:
            if self.proto.state == State.CLOSED:
                raise LinkError("gone", str(self.proto.close_code or ""))
            data = await self.reader.read(READ_CHUNK)
            if data:
                self.proto.receive_data(data)
            else:
                self.proto.receive_eof()
            for event in self.proto.events_received():
                if isinstance(event, Frame):
                    self._take(event)
            try:
                await self._flush()
            except OSError:
                pass
            if not data and not self.pending:
                raise LinkError("gone", str(self.proto.close_code or ""))
        return self.pending.pop(0)

    async def send(self, text: str) -> None:
        if self.proto.state != State.OPEN:
            raise LinkError("gone", "not open")
        self.proto.send_text(text.encode("utf-8"))
        await self._flush()

    async def close(self) -> None:
        try:
            if self.proto.state == State.OPEN:
                self.proto.send_close(1000)
                await self._flush()
        except OSError:
            pass
        self.writer.close()


@dataclass(frozen=True)
class LinkEvent:
    """What the link took in: a server message (`kind` its type), `gone` or `failed`."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)


class TableLink:
    """A connection to `url` in a thread of its own; `send` and `take` from the UI thread."""

    def __init__(self, url: str, timeout: float = CONNECT_TIMEOUT):
        self.url = address_url(url)
        self.timeout = timeout
        self.inbox: queue.Queue[LinkEvent] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[str | None] | None = None
        self._ready = threading.Event()
        self.closed = False
        self._thread = threading.Thread(target=self._run, name="table-link", daemon=True)
        self._thread.start()

    # -- the UI thread's side -------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> None:
        """Queue a message for the server (never waits)."""
        text = protocol.dump(message)
        self._ready.wait(self.timeout)
        if self._outbox is not None and not self.closed:
            try:
                self._loop.call_soon_threadsafe(self._outbox.put_nowait, text)
            except RuntimeError:  # the link has ended (its `failed` or `gone` is in the inbox)
                pass

    def take(self) -> list[LinkEvent]:
        """Everything that came in since the last call (never waits)."""
        events = []
        while True:
            try:
                events.append(self.inbox.get_nowait())
            except queue.Empty:
                return events

    def close(self, wait: float = 2.0) -> None:
        """Close the connection and end the thread (waits at most `wait` seconds)."""
        if self.closed:
            return
        self.closed = True
        self._ready.wait(self.timeout)
        if self._outbox is not None and self._thread.is_alive():
            try:
                self._loop.call_soon_threadsafe(self._outbox.put_nowait, None)
            except RuntimeError:  # the loop has ended already
                pass
        self._thread.join(wait)

    # -- the link's thread ------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._outbox = asyncio.Queue()
        self._ready.set()
        try:
            sock = await StreamSocket.open(self.url, self.timeout)
        except LinkError as exc:
            self.inbox.put(LinkEvent("failed", {"reason": exc.reason, "detail": exc.detail}))
            return
        self.inbox.put(LinkEvent("open"))
        reading = asyncio.create_task(self._read(sock))
        writing = asyncio.create_task(self._write(sock))
        done, _ = await asyncio.wait({reading, writing}, return_when=asyncio.FIRST_COMPLETED)
        for task in (reading, writing):
            task.cancel()
        await asyncio.gather(reading, writing, return_exceptions=True)
        await sock.close()
        if reading in done and not self.closed:
            broke = reading.exception()
            detail = broke.detail if isinstance(broke, LinkError) else str(broke)
            self.inbox.put(LinkEvent("gone", {"reason": "gone", "detail": detail}))

    async def _read(self, sock: StreamSocket) -> None:
        while True:
            text = await sock.recv()
            try:
                message = json.loads(text)
            except ValueError:
                continue  # the server speaks JSON; anything else is not for us
            if isinstance(message, dict):
                self.inbox.put(LinkEvent(str(message.get("type", "")), message))

    async def _write(self, sock: StreamSocket) -> None:
        assert self._outbox is not None
        while True:
            text = await self._outbox.get()
            if text is None:
                return
            await sock.send(text)
