"""`astromagie arena`: seats rotate evenly, deals repeat per rotation, one JSON object out."""

from __future__ import annotations

import json

import pytest

from astromagie.cli.arena import percentile, play_one, seating
from astromagie.cli.main import main


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_entry_sits_in_every_seat_once_per_rotation(players):
    for block in range(3):
        seen = [seating(block * players + r, players) for r in range(players)]
        for seat in range(players):
            assert sorted(row[seat] for row in seen) == list(range(players))
        for row in seen:
            assert sorted(row) == list(range(players))


def test_one_deal_is_played_from_every_seat():
    names = ["easy", "random", "random"]
    outcomes = [play_one(names, 5, i, 1.0, "astromagie") for i in range(3)]
    # Same deal, different seats: the easy bot's seat differs, the game does too.
    assert len({tuple(o.points) for o in outcomes}) > 1
    for o in outcomes:
        assert sum(o.shares) == pytest.approx(1.0)
        assert all(times for times in o.move_seconds)


def run_json(capsys, *args: str) -> dict:
    assert main(["arena", *args, "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1  # exactly one object, one line
    return json.loads(out)


def test_json_shape_and_order(capsys):
    data = run_json(capsys, "--players", "3", "--bots", "random,easy,random", "--games", "6",
                    "--seed", "4")
    assert set(data) == {"game", "games", "results"}
    assert data["game"] == "astromagie"
    assert data["games"] == 6
    assert [r["bot"] for r in data["results"]] == ["random", "easy"]
    for r in data["results"]:
        assert set(r) == {"bot", "share", "ci95", "mean_points", "move_ms_p50", "move_ms_p95"}
        lo, hi = r["ci95"]
        assert 0.0 <= lo <= r["share"] <= hi <= 1.0
        assert 0.0 <= r["move_ms_p50"] <= r["move_ms_p95"]
    shares = {r["bot"]: r["share"] for r in data["results"]}
    # Per-seat shares: two random seats and one easy seat share the 6 wins.
    assert 2 * shares["random"] + shares["easy"] == pytest.approx(1.0, abs=1e-3)


def test_jobs_do_not_change_the_results(capsys):
    args = ("--players", "2", "--bots", "easy,random", "--games", "8", "--seed", "9")
    one = run_json(capsys, *args)
    two = run_json(capsys, *args, "--jobs", "2")
    strip = [[{k: v for k, v in r.items() if not k.startswith("move_ms")} for r in d["results"]]
             for d in (one, two)]
    assert strip[0] == strip[1]


def test_bad_arguments_are_refused(capsys):
    assert main(["arena", "--players", "4", "--bots", "easy,random", "--games", "4"]) == 2
    assert "2 bots for 4 seats" in capsys.readouterr().err
    assert main(["arena", "--players", "2", "--bots", "wizard", "--games", "4"]) == 2
    assert main(["arena", "--players", "2", "--bots", "easy", "--games", "4",
                 "--budget", "9"]) == 2


def test_percentile():
    assert percentile([], 0.5) == 0.0
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile([0.0, 10.0], 0.95) == pytest.approx(9.5)
