"""`astromagie serve [--host H] [--port P] [--data DIR]`: the table server (issue 42).

Holds tables of every game of the shelf for players on other machines (see
docs/network.md). It listens only on the address given (default 127.0.0.1: this
machine; a club's server names its own address or sits behind a reverse proxy),
keeps each table's record in --data (default: the user's data folder, `tables/`) and
resumes them when started again. SIGTERM or SIGINT stops it cleanly (exit 0).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from astromagie.storage import paths

if TYPE_CHECKING:
    from astromagie.net.server import ServerConfig

MAX_TABLES = 500  # the default of --max-tables
PER_ADDRESS = 32  # the default of --per-address


def add_parser(sub) -> None:
    p = sub.add_parser("serve", help="hold tables for players on other machines")
    p.add_argument("--host", default="127.0.0.1", metavar="H",
                   help="the address to listen on (default 127.0.0.1, this machine only)")
    p.add_argument("--port", type=int, default=8765, metavar="P",
                   help="the port (default 8765; 0: any free port, printed)")
    p.add_argument("--data", default=None, metavar="DIR",
                   help="where the tables' records are kept (default: the data folder)")
    p.add_argument("--max-tables", type=int, default=MAX_TABLES, metavar="N",
                   help=f"tables held at once (default {MAX_TABLES})")
    p.add_argument("--per-address", type=int, default=PER_ADDRESS, metavar="N",
                   help=f"connections one address may hold (default {PER_ADDRESS}; behind "
                        "a reverse proxy every player comes from the proxy's address)")
    p.add_argument("--bot-budget", type=float, default=None, metavar="SECONDS",
                   help="seconds a bot may think a move (default: its fixed work)")
    p.add_argument("--no-fsync", action="store_true",
                   help="do not wait for the disk after each move (faster; a move "
                        "survives a crash of the server but not a power cut)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    # websockets and asyncio only for this command: the game and the other tools start
    # without them
    from astromagie.net.server import Limits, ServerConfig

    if not 0 <= args.port <= 65535:
        print(f"serve: --port {args.port} is not a port (0 to 65535)", file=sys.stderr)
        return 2
    data = Path(args.data) if args.data else paths.data_dir() / "tables"
    config = ServerConfig(data=data, host=args.host, port=args.port,
                          limits=Limits(max_tables=max(1, args.max_tables),
                                        per_address=max(1, args.per_address)),
                          bot_budget=args.bot_budget, durable=not args.no_fsync)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    try:
        asyncio.run(_serve(config))  # returns once SIGTERM or SIGINT stopped it
    except OSError as exc:  # the port is taken, the address is not this machine's, ...
        print(f"serve: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}",
              file=sys.stderr)
        return 1
    print("serve: stopped", flush=True)
    return 0


async def _serve(config: ServerConfig) -> None:
    from astromagie.net.server import run as run_server

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(signum, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: no loop signal handlers
            signal.signal(signum, lambda *_: loop.call_soon_threadsafe(stop.set))

    def ready(host: str, port: int) -> None:
        print(f"serve: listening on ws://{host}:{port} (tables in {config.data})", flush=True)

    await run_server(config, stop, ready)
