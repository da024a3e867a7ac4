"""`astromagie replay FILE [--json]` exactly as record-format.md describes it."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from astromagie.cli.main import main
from astromagie.games.astromagie.engine import Game
from astromagie.games.astromagie.engine.record import to_record


@pytest.fixture
def record_file(tmp_path):
    def write(record=None, text=None, players=4, seed=9, stop_after=None):
        if text is None:
            game = Game.new(players, seed)
            rng = random.Random(seed)
            while not game.is_over() and (stop_after is None or len(game.history) < stop_after):
                game.apply(rng.choice(game.legal_moves()))
            record = record or to_record(game, ["Ada", "Vega (hard)", "Orion (easy)", "Lyra"])
            text = json.dumps(record)
        path = tmp_path / "game.json"
        path.write_text(text, encoding="utf-8")
        return path
    return write


def run(capsys, *argv):
    code = main(["replay", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def test_success_lists_tricks_and_totals(capsys, record_file):
    code, out, err = run(capsys, record_file())
    assert code == 0 and err == ""
    assert "points" in out and "Vega (hard)" in out and "game over" in out


def test_success_json(capsys, record_file):
    code, out, _ = run(capsys, record_file(), "--json")
    data = json.loads(out)
    assert code == 0
    assert set(data) == {"tricks", "scores", "over"}
    assert data["over"] is True
    assert sum(t["points"] for t in data["tricks"]) == sum(data["scores"])
    assert all(set(t) == {"turn", "winner", "points"} for t in data["tricks"])


def test_a_save_that_stops_early_is_not_over(capsys, record_file):
    code, out, _ = run(capsys, record_file(stop_after=10), "--json")
    assert code == 0 and json.loads(out)["over"] is False


@pytest.mark.parametrize("text, turn, rule", [
    ("not json at all", 0, "FORMAT"),
    ('{"format": "astromagie-record/1"}', 0, "FORMAT"),
])
def test_malformed_file(capsys, record_file, text, turn, rule):
    code, out, err = run(capsys, record_file(text=text), "--json")
    assert code == 2
    assert json.loads(out) == {"error": {"turn": turn, "rule": rule,
                                         "message": json.loads(out)["error"]["message"]}}
    assert len(err.strip().splitlines()) == 1


def test_illegal_turn_without_json_prints_nothing_on_stdout(capsys, record_file):
    game = Game.new(2, 1)
    record = to_record(game, ["a", "b"])
    hand = game.hand(game.current_player)
    other = next(c for c in game.deck if c not in hand)
    record["turns"] = [f"D {other}"]
    code, out, err = run(capsys, record_file(record=record))
    assert code == 2 and out == ""
    assert "turn 1" in err and "R9" in err and len(err.strip().splitlines()) == 1


def test_missing_file_is_a_format_error(capsys, tmp_path):
    code, out, err = run(capsys, tmp_path / "nope.json", "--json")
    assert code == 2 and json.loads(out)["error"]["rule"] == "FORMAT"


def test_real_entry_point_never_shows_a_traceback(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe garbage \x00")
    proc = subprocess.run([sys.executable, "-m", "astromagie", "replay", str(bad), "--json"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert json.loads(proc.stdout)["error"]["turn"] == 0


# -- what reaches the terminal: a stream that cannot encode the names, a newline in one,
# a byte-order mark in front of the record
def _finished(seed: int = 5, seats: int = 3) -> Game:
    game = Game.new(seats, seed)
    while not game.is_over():
        game.apply(game.legal_moves()[0])
    return game


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
def test_replay_writes_what_the_stream_can_take(tmp_path, monkeypatch, encoding):
    import io

    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(_finished(), ["Мария", "李雷", "Ωmega"])),
                    encoding="utf-8")
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding=encoding, errors="strict")
    monkeypatch.setattr(sys, "stdout", stream)
    assert main(["replay", str(path)]) == 0
    stream.flush()
    out = raw.getvalue().decode("ascii")  # what an ascii stream took, nothing more
    assert "\\u041c\\u0430\\u0440\\u0438\\u044f" in out and "\\u03a9mega" in out


def test_a_newline_in_a_record_name_stays_on_its_line(capsys, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(_finished(), ["Ada\nforged", "B", "C"])),
                    encoding="utf-8")
    code, out, _ = run(capsys, path)
    assert code == 0
    assert not any(line.startswith("forged") for line in out.splitlines())


def test_a_record_with_a_bom_replays(capsys, tmp_path):
    from astromagie.gameconfig import GameConfig
    from astromagie.games.astromagie.engine.record import dumps, parse_record
    from astromagie.storage.records import make_record

    text = dumps(make_record(_finished(seats=4), GameConfig.default()))
    assert parse_record("\ufeff" + text).turns == parse_record(text).turns
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    code, out, err = run(capsys, path, "--json")
    assert code == 0, err
    assert "error" not in json.loads(out)
