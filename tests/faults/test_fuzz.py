"""Replay and CLI fuzzing (issue 15): whatever the file or the arguments, an exit code and a
clear message, never a traceback; `replay --json` always prints one JSON object."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from astromagie.cli.main import main
from astromagie.games.astromagie.engine import Game
from astromagie.games.astromagie.engine.record import to_record

FUZZ = settings(suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


def _record() -> dict:
    game = Game.new(3, 21)
    rng = random.Random(21)
    while not game.is_over() and len(game.history) < 15:
        game.apply(rng.choice(game.legal_moves()))
    return to_record(game, ["Ada", "Vega (hard)", "Orion (easy)"])


RECORD = _record()
ROOT = str(Path(__file__).resolve().parents[2])  # this checkout, not an installed copy
KEYS = sorted(RECORD)
odd_text = st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=12)
json_leaf = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | odd_text
json_any = st.recursive(json_leaf, lambda inner: st.lists(inner, max_size=3)
                        | st.dictionaries(odd_text, inner, max_size=3), max_leaves=8)


@st.composite
def mutated_records(draw) -> bytes:
    """A valid record with one to three parts replaced, or a cut, or raw bytes."""
    how = draw(st.sampled_from(["field", "turn", "cut", "bytes"]))
    if how == "bytes":
        return draw(st.binary(max_size=300))
    record = json.loads(json.dumps(RECORD))
    if how == "field":
        for _ in range(draw(st.integers(1, 3))):
            record[draw(st.sampled_from(KEYS))] = draw(json_any)
    elif how == "turn":
        index = draw(st.integers(0, len(record["turns"]) - 1))
        record["turns"][index] = draw(odd_text | st.sampled_from(
            ["P ²:LEO", "P 1:LEO 1:LEO", "D", "P 9:SUN", "D ARI ARI", "P 1:" + "9" * 5000]))
    text = json.dumps(record).encode("utf-8", "surrogatepass")
    if how == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    return text


@FUZZ
@given(content=mutated_records())
def test_replay_answers_every_file(tmp_path_factory, capsys, content):
    path = tmp_path_factory.mktemp("replay") / "game.json"
    path.write_bytes(content)
    code = main(["replay", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code in (0, 2)
    answer = json.loads(out)  # exactly one JSON object, whatever the file held
    assert ("error" in answer) == (code == 2)
    assert "Traceback" not in err and len(err) < 2000
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code in (0, 2)
    (out + err).encode("utf-8")  # printable: no lone surrogate reaches the terminal


@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder", "missing", "huge", "empty"])
def test_replay_refuses_what_is_not_a_small_file_at_once(tmp_path, capsys, monkeypatch, kind):
    """Refused before reading: not one byte is read of what is not a small regular file, so
    a pipe with no writer, /dev/zero and a 10 MB file cost nothing (the open does not wait
    on the pipe: a test that hung there would never end)."""
    from astromagie.storage import userfile

    read = os.read
    bytes_read = []

    def counted(fd: int, n: int) -> bytes:
        chunk = read(fd, n)
        bytes_read.append(len(chunk))
        return chunk

    monkeypatch.setattr(userfile.os, "read", counted)
    path = tmp_path / "game.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        os.symlink("/dev/zero", path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        path.write_bytes(b'{"format": "' + b"x" * 10_000_000 + b'"}')
    elif kind == "empty":
        path.write_bytes(b"")
    code = main(["replay", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == 2 and json.loads(out)["error"]["rule"] == "FORMAT"
    assert len(out) < 2000 and len(err) < 2000  # a 10 MB bad value is not echoed back
    assert bytes_read == ([0] if kind == "empty" else [])  # only the empty file is read: to its end


def test_replay_with_surrogate_names_prints_through_a_pipe(tmp_path):
    record = dict(RECORD, players=["Ve\ud800ga", "B\x00b", "C"])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    for extra in ([], ["--json"]):
        result = subprocess.run([sys.executable, "-m", "astromagie", "replay", str(path), *extra],
                                capture_output=True, timeout=60,
                                env={**os.environ, "PYTHONIOENCODING": "utf-8",
                                     "PYTHONPATH": ROOT}, cwd=ROOT)
        assert result.returncode == 0, result.stderr
        assert b"Traceback" not in result.stderr


SUBCOMMANDS = ["replay", "simulate", "arena", "--smoke-test", "--screenshot", "--seed",
               "--help", "--bots", "--games", "--jobs", "--json", "--players", "--budget"]


@FUZZ
@given(argv=st.lists(st.sampled_from(SUBCOMMANDS) | st.sampled_from(
    ["0", "-1", "1", "x", "", "hard,easy", "99999999999999999999", "nan", "\ud800", "/dev/zero"])
    | odd_text, max_size=5))
def test_cli_answers_every_argument_list(monkeypatch, argv):
    if not argv or argv[0] not in ("replay", "simulate", "arena"):
        argv = ["replay", *argv]  # the desktop game itself is driven by the matrix
    if argv[0] in ("simulate", "arena"):  # bounded: one game of random bots at most
        argv = [a for a in argv if a not in ("--games", "--bots", "--budget", "--jobs")]
        argv += ["--games", "1", "--bots", "random"]
    # the streams of a real process: stdout strict UTF-8, stderr backslashreplace
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace")
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse: usage error (2) or --help (0)
        code = exc.code if isinstance(exc.code, int) else 2
    err.flush()
    assert isinstance(code, int) and 0 <= code <= 2
    assert b"Traceback" not in err.buffer.getvalue()  # type: ignore[attr-defined]


@FUZZ
@given(content=mutated_records() | st.builds(lambda v: json.dumps(v).encode(), json_any),
       which=st.sampled_from(["settings", "stats", "autosave"]))
def test_storage_loads_anything_and_keeps_the_bytes(tmp_path_factory, content, which):
    from astromagie.storage import notices
    from astromagie.storage.saves import autosave_path, load_autosave
    from astromagie.storage.settings import load_settings, save_settings, settings_path
    from astromagie.storage.stats import load_stats, save_stats, stats_path

    home = tmp_path_factory.mktemp("home")
    os.environ["ASTROMAGIE_HOME"] = str(home)  # the autouse fixture restores it afterwards
    notices.reset_reported()
    path = {"settings": settings_path, "stats": stats_path, "autosave": autosave_path}[which]()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    if which == "settings":
        settings, told = load_settings()
        told += save_settings(settings)
        again = load_settings()
    elif which == "stats":
        stats, told = load_stats()
        told += save_stats(stats)
        again = load_stats()
    else:
        _, told = load_autosave()
        again = load_autosave()
    assert again[1] == []  # nothing is told twice, nothing is found broken after a save
    for notice in told:
        notice.text().encode("utf-8")
    kept = [p.read_bytes() for p in home.rglob("*") if p.is_file()]
    # the original is still there: unchanged, set aside, or it was fully understood
    assert content in kept or not told
