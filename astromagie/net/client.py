"""A connection to a table server: create, join, play, and the seat's latest view.

`TableClient` is asyncio (the tests, the load test and the app's network thread use
it). It keeps the latest `update` of its seat and the public log, and rebuilds the
seat's observation from the JSON (`observation()`), from which `obs.world()` gives a
state to paint with the unseen cards dealt in a fixed order. A refusal from the
server arrives as `Refused(code, message, params)`; a server that goes away raises
`websockets.exceptions.ConnectionClosed` (the app says so in words).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from . import codec, protocol

DEFAULT_TIMEOUT = 10.0  # seconds to wait for the server's answer


class Refused(Exception):
    """The server refused a request: `code` (protocol's error codes), its message, params."""

    def __init__(self, code: str, message: str, params: dict[str, Any] | None = None):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.params = params or {}


class TableClient:
    """One WebSocket connection to a table server, seated at most at one table."""

    def __init__(self, connection: ClientConnection, keep_frames: bool = False):
        self.connection = connection
        self.keep_frames = keep_frames
        self.frames: list[str] = []  # every text frame received, when `keep_frames`
        self.update: dict[str, Any] | None = None
        self.log: list[str] = []
        self.table = ""
        self.seat = -1
        self.token = ""
        self.game = ""

    @classmethod
    async def open(cls, url: str, keep_frames: bool = False,
                   timeout: float = DEFAULT_TIMEOUT) -> TableClient:
        connection = await connect(url, open_timeout=timeout, max_size=2**22,
                                   compression=None, close_timeout=2)
        return cls(connection, keep_frames)

    async def close(self) -> None:
        await self.connection.close()

    async def __aenter__(self) -> TableClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- receiving --------------------------------------------------------------------

    async def receive(self, timeout: float = DEFAULT_TIMEOUT) -> dict[str, Any]:
        """The next message (an update is also kept as the latest); Refused for an error."""
        frame = await asyncio.wait_for(self.connection.recv(), timeout)
        text = frame if isinstance(frame, str) else frame.decode("utf-8")
        if self.keep_frames:
            self.frames.append(text)
        message = json.loads(text)
        if message.get("type") == "update":
            self._take(message)
        elif message.get("type") == "error":
            raise Refused(str(message.get("code")), str(message.get("message")),
                          message.get("params"))
        return dict(message)

    def _take(self, message: dict[str, Any]) -> None:
        start = int(message["log_from"])
        self.log[start:] = list(message["log"])
        self.update = message

    async def expect(self, kind: str, timeout: float = DEFAULT_TIMEOUT) -> dict[str, Any]:
        """Read messages until one of type `kind` (updates on the way are kept)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            message = await self.receive(max(0.01, deadline - loop.time()))
            if message.get("type") == kind:
                return message

    async def wait_for(self, ready: Callable[[dict[str, Any]], bool],
                       timeout: float = DEFAULT_TIMEOUT) -> dict[str, Any]:
        """The first update (the latest one included) for which `ready(update)` holds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self.update is None or not ready(self.update):
            await self.receive(max(0.01, deadline - loop.time()))
        return self.update

    # -- asking -------------------------------------------------------------------------

    async def send(self, message: dict[str, Any]) -> None:
        await self.connection.send(protocol.dump(message))

    async def create(self, game: str, seats: Sequence[dict[str, str]],
                     seed: int | None = None) -> dict[str, Any]:
        """A new table; returns `created` (its `table` code and the `host` token)."""
        message: dict[str, Any] = {"type": "create", "game": game, "seats": list(seats)}
        if seed is not None:
            message["seed"] = seed
        await self.send(message)
        return await self.expect("created")

    async def join(self, table: str, name: str = "", token: str = "") -> dict[str, Any]:
        """Sit down at `table` (a free seat, or the one `token` proves); returns `joined`."""
        await self.send({"type": "join", "table": table, "name": name, "token": token})
        joined = await self.expect("joined")
        self.table, self.seat, self.token = joined["table"], joined["seat"], joined["token"]
        self.game = joined["game"]
        self.log = []
        self.update = None
        return joined

    async def move(self, move: object) -> None:
        """Send a move of this seat, in the record notation (`str(move)`)."""
        await self.send({"type": "move", "move": str(move)})

    async def hand_over(self, host: str, seat: int, to: str, level: str = "") -> None:
        await self.send({"type": "hand_over", "table": self.table, "host": host, "seat": seat,
                         "to": to, "level": level})

    # -- the seat's view ------------------------------------------------------------------

    def my_turn(self) -> bool:
        return (self.update is not None and not self.update["over"]
                and self.update["started"] and self.update["to_move"] == self.seat)

    def observation(self) -> Any:
        """The seat's observation rebuilt from the latest update (codec.CodecError if bad)."""
        if self.update is None:
            raise LookupError("no update yet")
        return codec.decode_observation(self.game, self.update["observation"])
