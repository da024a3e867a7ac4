"""`astromagie serve` as a person starts it: it listens on the address given, holds a
table, and stops cleanly (exit 0, the table's file on disk) on SIGTERM and on SIGINT."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from astromagie.net.client import TableClient

ROOT = Path(__file__).resolve().parents[2]
LISTENING = re.compile(r"listening on ws://127\.0\.0\.1:(\d+)")


def start(data: Path) -> tuple[subprocess.Popen[str], int]:
    process = subprocess.Popen(
        [sys.executable, "-m", "astromagie", "serve", "--host", "127.0.0.1", "--port", "0",
         "--data", str(data), "--no-fsync"], cwd=ROOT, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert process.stdout is not None
    line = process.stdout.readline()  # the first line says where it listens
    found = LISTENING.search(line)
    if found is None:
        process.kill()
        pytest.fail(f"serve did not say where it listens: {line!r} {process.stderr.read()!r}")
    return process, int(found.group(1))


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_serve_holds_a_table_and_exits_0_on_sigterm_and_sigint(tmp_path: Path):
    servers = [start(tmp_path / "a"), start(tmp_path / "b")]

    async def sit_down(port: int) -> str:
        async with await TableClient.open(f"ws://127.0.0.1:{port}") as client:
            created = await client.create("zahlenstreifen", [
                {"kind": "person", "name": "Ann"}, {"kind": "bot", "level": "random"}])
            await client.join(created["table"])
            await client.wait_for(lambda u: u["started"])
            return str(created["table"])

    codes = [asyncio.run(sit_down(port)) for _process, port in servers]
    for (process, _port), signum in zip(servers, (signal.SIGTERM, signal.SIGINT), strict=True):
        process.send_signal(signum)
    for (process, _port), folder, code in zip(servers, ("a", "b"), codes, strict=True):
        out, err = process.communicate(timeout=20)
        assert process.returncode == 0, err[-500:]
        assert "stopped" in out and "Traceback" not in err
        assert (tmp_path / folder / f"{code}.json").is_file()


def test_serve_refuses_a_port_that_is_no_port(capsys):
    from astromagie.cli.main import main

    assert main(["serve", "--port", "70000"]) == 2
    assert "not a port" in capsys.readouterr().err
