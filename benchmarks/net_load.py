"""One table server's capacity on this machine, over loopback: `python benchmarks/net_load.py`.

Starts `astromagie serve` as a process of its own (127.0.0.1, a free port, a scratch
data folder) and drives it from this process with WebSocket clients that play random
legal moves from their own seats' observations the moment it is their turn (far
faster than people: the worst case). For each number of tables playing at once:

- moves a second the server applied (people's and bots' moves);
- the p95 time from a person's move leaving its client to the update reaching every
  client of that table (both people's);
- the server's CPU seconds a move.

Then memory: the server's resident memory grows by this much for each table it holds
(tables created and seated, a few moves in). Runs without bots (two people a table)
and with them (two people and a bot of --bot level a table). The figure is the moves a
second at the largest load that kept p95 under --p95-target ms. Loopback only.

    nice -n 10 python benchmarks/net_load.py            # the measurement (~2 minutes)
    python benchmarks/net_load.py --quick               # a few seconds: it still runs
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's package

from astromagie.net.client import TableClient  # noqa: E402
from benchmarks.machine import QUICK_HELP, describe, figure  # noqa: E402

LISTENING = re.compile(r"listening on ws://127\.0\.0\.1:(\d+)")


def start_server(data: Path, fsync: bool) -> tuple[subprocess.Popen[str], str]:
    args = [sys.executable, "-m", "astromagie", "serve", "--host", "127.0.0.1", "--port", "0",
            "--data", str(data), "--max-tables", "100000", "--per-address", "100000"]
    if not fsync:
        args.append("--no-fsync")
    process = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True,
                               env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert process.stdout is not None
    found = LISTENING.search(process.stdout.readline())
    if found is None:
        process.kill()
        raise SystemExit("the server did not start")
    return process, f"ws://127.0.0.1:{found.group(1)}"


def rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def sit(url: str, game: str, bot: str | None, seed: int) -> list[TableClient]:
    seats = [{"kind": "person", "name": "A"}, {"kind": "person", "name": "B"}]
    if bot:
        seats.append({"kind": "bot", "name": "R", "level": bot})
    people = [await TableClient.open(url), await TableClient.open(url)]
    created = await people[0].create(game, seats, seed=seed)
    for person in people:
        await person.join(created["table"])
    return people


async def play_table(people: list[TableClient], seed: int, deadline: float,
                     latencies: list[float]) -> int:
    """Both people play until the game ends or the deadline; returns the table's moves.

    A latency is taken for each person's move: from sending it to the moment the last
    of the table's people received an update past it."""
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    sent: dict[int, float] = {}
    arrived: dict[int, list[float]] = {}
    last_turn = [0]

    async def person(me: TableClient) -> None:
        moved_at = -1
        seen = 0
        while True:
            left = deadline - loop.time()
            if left <= 0:
                return
            try:
                message = await me.receive(left)
            except TimeoutError:
                return
            if message.get("type") != "update":
                continue
            turn = int(message["turn"])
            last_turn[0] = max(last_turn[0], turn)
            now = time.perf_counter()
            for t in range(seen, turn):
                if t in sent:
                    arrived.setdefault(t, []).append(now)
            seen = max(seen, turn)
            if message["over"]:
                return
            if me.my_turn() and moved_at != turn:
                moved_at = turn
                moves = sorted(me.observation().legal_moves(), key=str)
                sent[turn] = time.perf_counter()
                await me.move(rng.choice(moves))

    await asyncio.gather(*(person(p) for p in people))
    latencies.extend(max(arrived[t]) - sent[t] for t in sent
                     if len(arrived.get(t, ())) == len(people))
    return last_turn[0]


async def load(url: str, pid: int, game: str, bot: str | None, tables: int,
               seconds: float) -> dict[str, float]:
    """`tables` tables playing at once for `seconds`: moves a second, p95, CPU a move."""
    latencies: list[float] = []
    count = 0
    moved = 0
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    cpu0, wall0 = cpu_seconds(pid), time.perf_counter()

    async def one_table(index: int) -> None:
        nonlocal count, moved
        while loop.time() < deadline:  # a finished game: a new table in its place
            people = await sit(url, game, bot, index * 1000 + count)
            count += 1
            made = await play_table(people, index + count, deadline, latencies)
            moved += made  # not `moved += await ...`: that reads `moved` before the wait
            for person in people:
                await person.close()

    await asyncio.gather(*(one_table(i) for i in range(tables)))
    wall = time.perf_counter() - wall0
    cpu = cpu_seconds(pid) - cpu0
    total = moved
    p95 = statistics.quantiles(latencies, n=20)[18] if len(latencies) >= 20 else max(
        latencies, default=0.0)
    return {"moves_per_s": total / wall, "p95_ms": p95 * 1000,
            "cpu_ms_per_move": cpu * 1000 / max(1.0, total)}


async def memory(url: str, pid: int, game: str, bot: str | None, tables: int) -> float:
    """KiB of the server's resident memory a held table costs (seated, a few moves in)."""
    before = rss_kb(pid)
    held = []
    for index in range(tables):
        people = await sit(url, game, bot, 10**6 + index)
        await play_table(people, index, asyncio.get_running_loop().time() + 0.05, [])
        held.append(people)
    after = rss_kb(pid)
    for people in held:
        for person in people:
            await person.close()
    return (after - before) / tables


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    parser.add_argument("--game", default="astromagie")
    parser.add_argument("--bot", default="easy", help="the bots' level (default easy)")
    parser.add_argument("--seconds", type=float, default=8.0, help="each load step")
    parser.add_argument("--loads", default="5,20,50,100", help="tables at once, per step")
    parser.add_argument("--memory-tables", type=int, default=200)
    parser.add_argument("--fsync", action="store_true",
                        help="the server waits for the disk after each move (its default)")
    parser.add_argument("--p95-target", type=float, default=250.0, metavar="MS")
    args = parser.parse_args()
    loads = [2] if args.quick else [int(n) for n in args.loads.split(",")]
    seconds = 1.0 if args.quick else args.seconds
    memory_tables = 5 if args.quick else args.memory_tables
    print(f"machine: {describe()}")
    print(f"server: one process, {args.game}, fsync {'on' if args.fsync else 'off'}; "
          f"clients in this process (they share the machine)")
    best = 0.0
    for bot in (None, args.bot):
        with tempfile.TemporaryDirectory() as scratch:
            process, url = start_server(Path(scratch), args.fsync)
            try:
                label = f"with {bot} bots" if bot else "without bots"
                for tables in loads:
                    step = asyncio.run(load(url, process.pid, args.game, bot, tables, seconds))
                    print(f"{label:>18}: {tables:4d} tables at once: "
                          f"{step['moves_per_s']:7.0f} moves/s, p95 {step['p95_ms']:6.1f} ms, "
                          f"server CPU {step['cpu_ms_per_move']:.2f} ms a move", flush=True)
                    if bot is None and step["p95_ms"] <= args.p95_target:
                        best = max(best, step["moves_per_s"])
                per_table = asyncio.run(memory(url, process.pid, args.game, bot,
                                               memory_tables))
                print(f"{label:>18}: memory {per_table:.0f} KiB a held table "
                      f"({memory_tables} tables)", flush=True)
            finally:
                process.terminate()
                process.wait(timeout=30)
    figure("moves a second within the p95 target, no bots", best, "moves/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
