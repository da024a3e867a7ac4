"""What the network tests share: a real server on a loopback port, and clients that play.

`serving(folder, **limits)` runs `astromagie.net.server.run` in the test's event loop,
bound to 127.0.0.1 on a port the system chooses, and yields its ws:// address; every
wait is bounded (TIMEOUT), so a broken server fails a test instead of hanging it.
`play_out(client, rng)` plays a seat to the end with random legal moves taken from the
seat's own rebuilt observation, as a person at the table would.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from astromagie.net.client import TableClient
from astromagie.net.server import Limits, ServerConfig, TableServer, run

TIMEOUT = 20.0  # seconds: only a hung server or client reaches it


@contextlib.asynccontextmanager
async def serving(folder: Path, **limits: Any) -> AsyncIterator[tuple[str, dict[str, Any]]]:
    """A server on 127.0.0.1:<free port>; yields its URL and a dict that gets its TableServer
    under "server" once it stops."""
    stop = asyncio.Event()
    port: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    config = ServerConfig(data=folder, host="127.0.0.1", port=0,
                          limits=Limits(**limits), bot_threads=1,
                          durable=False)  # no disk waits: fast tests on a busy disk
    task = asyncio.create_task(run(config, stop, lambda _h, p: port.set_result(p)))
    done: dict[str, Any] = {}
    try:
        number = await asyncio.wait_for(port, TIMEOUT)
        yield f"ws://127.0.0.1:{number}", done
    finally:
        stop.set()
        server: TableServer = await asyncio.wait_for(task, TIMEOUT)
        done["server"] = server


async def seated(url: str, game: str, bot: str = "random", seed: int = 7,
                 keep_frames: bool = False) -> tuple[TableClient, TableClient, dict[str, Any]]:
    """Two people at a new table of `game` with one bot (seat 2); returns both and `created`."""
    first = await TableClient.open(url, keep_frames=keep_frames)
    second = await TableClient.open(url, keep_frames=keep_frames)
    created = await first.create(game, [{"kind": "person", "name": "Ann"},
                                        {"kind": "person", "name": "Bo"},
                                        {"kind": "bot", "name": "Robo", "level": bot}],
                                 seed=seed)
    await first.join(created["table"], name="Ann")
    await second.join(created["shown"].lower(), name="Bo")  # as a person types it
    return first, second, created


async def play_out(client: TableClient, rng: random.Random,
                   until_turn: int | None = None, bot: Any = None) -> dict[str, Any]:
    """Play `client`'s seat with random legal moves (or `bot`'s choices, made from the
    same observation) until the game is over (or the table reaches `until_turn` moves);
    returns the last update."""
    def ready(update: dict[str, Any]) -> bool:
        return (update["over"] or (until_turn is not None and update["turn"] >= until_turn)
                or (update["started"] and update["to_move"] == client.seat))

    while True:
        update = await client.wait_for(ready, TIMEOUT)
        if update["over"] or (until_turn is not None and update["turn"] >= until_turn):
            return update
        obs = client.observation()
        if bot is not None:
            await client.move(bot.choose(obs, None))
        else:
            await client.move(rng.choice(sorted(obs.legal_moves(), key=str)))
        turn = update["turn"]
        await client.wait_for(lambda u, t=turn: u["turn"] > t, TIMEOUT)
