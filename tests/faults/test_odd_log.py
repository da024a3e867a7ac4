"""A log file that is not a regular file never hangs or stops the game (issue 40,
finding 6).

A named pipe where the log file belongs used to hang the game before any window: the
log was opened for writing, which waits for a reader. Now it is opened without waiting,
and a pipe (with or without a reader), or a folder, in the place of the log or of the
crash log is set aside and a fresh log begun. Each start runs in a child process with a
time limit, so a hang fails the test instead of stopping the suite.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")

ROOT = str(Path(__file__).resolve().parents[2])
START = ("import faulthandler, logging; faulthandler.disable(); from astromagie import applog; "
         "path = applog.setup_logging(); "
         "logging.getLogger('astromagie.test').warning('written after the odd file'); "
         "applog.close_logging(); print(path)")


def start(home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ASTROMAGIE_HOME": str(home),
           "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.run([sys.executable, "-c", START], env=env,
                          capture_output=True, text=True, timeout=15)


def odd_nodes(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()
                  if stat.S_ISFIFO(p.lstat().st_mode) or p.is_dir())


@pytest.mark.parametrize("name", ["astromagie.log", "faults.log"])
@pytest.mark.parametrize("odd", ["fifo", "fifo_with_reader", "folder"])
def test_an_odd_file_in_the_logs_place_is_set_aside(tmp_path, name, odd):
    logs = tmp_path / "home" / "logs"
    logs.mkdir(parents=True)
    place = logs / name
    reader = None
    if odd == "folder":
        place.mkdir()
        (place / "kept.txt").write_text("the player's")
    else:
        os.mkfifo(place)
        if odd == "fifo_with_reader":
            reader = os.open(place, os.O_RDONLY | os.O_NONBLOCK)
    try:
        done = start(tmp_path / "home")  # before the fix: waits for a reader, forever
    finally:
        if reader is not None:
            os.close(reader)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()) == logs / "astromagie.log"
    assert (logs / name).is_file() and not (logs / name).is_symlink()
    assert "written after the odd file" in (logs / "astromagie.log").read_text()
    assert len(odd_nodes(logs)) == 1 and odd_nodes(logs)[0].startswith(f"{name}.odd-")
    if odd == "folder":
        assert (logs / odd_nodes(logs)[0] / "kept.txt").read_text() == "the player's"


def test_a_named_pipe_where_a_font_or_a_lock_belongs_is_never_waited_on(tmp_path):
    from astromagie.look.fonts import damaged
    from astromagie.storage.filelock import locked

    pipe = tmp_path / "DejaVuSans.ttf"
    os.mkfifo(pipe)
    answer: list[str | None] = []
    reading = threading.Thread(target=lambda: answer.append(damaged(str(pipe))), daemon=True)
    reading.start()
    reading.join(10)
    if reading.is_alive():  # a hang: give the reader its end of file, then fail
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("reading a font waited on a named pipe")
    assert answer and answer[0] is not None  # not a usable font: pygame's own stands in
    os.mkfifo(tmp_path / "stats.json.lock")
    with locked(tmp_path / "stats.json", timeout=0.1) as held:
        assert held is False  # the work goes ahead unlocked, and the pipe is left alone
    assert stat.S_ISFIFO((tmp_path / "stats.json.lock").lstat().st_mode)
