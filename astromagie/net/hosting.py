"""The table server inside the app: "Host a table" runs `server.run` in a thread of its own.

`HostedServer(folder, host, port)` starts the same server `astromagie serve` runs, in
a thread with its own event loop, bound to the address the player chose (this
machine's LAN address by default, `lan_address()`), and waits until it listens (or
says why it could not: the address is not this machine's, the port is taken).
`stop()` closes it as SIGTERM would: every connection told 1001 (going away), the
table files finished. The tables live in `folder`, so a host who starts again resumes
them and the friends rejoin with their tokens.
"""

from __future__ import annotations

import asyncio
import socket
import threading
from pathlib import Path

from .server import ServerConfig, run

START_TIMEOUT = 5.0
DEFAULT_PORT = 8765


def lan_address() -> str:
    """This machine's address on its local network, or 127.0.0.1 when it has none.

    A UDP socket 'connected' to a private address sends nothing; it only makes the
    system choose the interface it would route through."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        address = str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
    return address if address and not address.startswith("0.") else "127.0.0.1"


class HostError(Exception):
    """The server could not start; `detail` says why (the system's words)."""

    def __init__(self, detail: str):
        super().__init__(detail)
        self.detail = detail


class HostedServer:
    """A table server on `host:port` in a background thread (port 0: any free one)."""

    def __init__(self, folder: Path, host: str, port: int = DEFAULT_PORT,
                 durable: bool = True, bot_threads: int = 1):
        self.config = ServerConfig(data=folder, host=host, port=port, durable=durable,
                                   bot_threads=bot_threads)
        self.host = host
        self.port = port
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._listening = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="table-server", daemon=True)
        self._thread.start()
        if not self._listening.wait(START_TIMEOUT):
            self.stop()
            raise HostError("the server did not start in time")
        if self._error is not None:
            self._thread.join(START_TIMEOUT)
            raise HostError(str(self._error))

    @property
    def url(self) -> str:
        return f"ws://{self.host}:{self.port}"

    def _ready(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self._listening.set()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        except BaseException as exc:  # reported to the UI thread, which says it in words
            self._error = exc
            self._listening.set()
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        await run(self.config, self._stop, self._ready)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self, wait: float = 5.0) -> None:
        """Close every connection (going away) and end the thread."""
        stop = self._stop
        if stop is not None and self._thread.is_alive():
            try:
                self._loop.call_soon_threadsafe(stop.set)
            except RuntimeError:  # the loop has ended already
                pass
        self._thread.join(wait)
