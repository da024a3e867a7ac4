"""Statistics: counted per opponent level and seat count, once per game; bad files set aside."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.storage import on_game_over
from astromagie.storage.saves import autosave_game, autosave_path, list_finished
from astromagie.storage.stats import (
    load_stats,
    opponent_level,
    record_game,
    reset_stats,
    save_stats,
    stats_path,
)
from tests.test_layers import imports_of

from .conftest import everything_under, play


def config(*kinds: str) -> GameConfig:
    return GameConfig(tuple(SeatConfig(f"P{i}", k) for i, k in enumerate(kinds)), game="astromagie")


def test_a_finished_game_is_counted_for_the_human_seat():
    game = play(4, 7)
    cfg = config("human", "medium", "medium", "medium")
    assert record_game(game, cfg) == []
    stats, notices = load_stats()
    assert notices == []
    [bucket] = stats.rows()
    assert (bucket.level, bucket.seats, bucket.played) == ("medium", 4, 1)
    assert bucket.won == (1 if 0 in game.winners() else 0)
    mine = [t.points for t in game.tricks if t.winner == 0]
    assert bucket.tricks == len(mine)
    assert bucket.best_trick == max(mine, default=0)
    assert bucket.mean_points == game.scores[0]


def test_two_games_add_up_and_the_same_game_counts_once():
    cfg = config("easy", "human", "easy")
    games = [play(3, 1), play(3, 2)]
    for game in games:
        record_game(game, cfg)
        record_game(game, cfg)
    stats, _ = load_stats()
    bucket = stats.buckets["easy/3"]
    assert bucket.played == 2
    assert bucket.points == sum(g.scores[1] for g in games)
    assert bucket.mean_points == sum(g.scores[1] for g in games) / 2
    assert bucket.best_trick == max(t.points for g in games for t in g.tricks if t.winner == 1)
    assert stats.total().played == 2


def test_a_tie_is_a_shared_win():
    game = Game.from_position(**{**play(2, 3).position(), "scores": [9, 9]})
    record_game(game, config("human", "hard"))
    bucket = load_stats()[0].buckets["hard/2"]
    assert (bucket.played, bucket.won, bucket.tied) == (1, 1, 1)


def test_a_loss():
    game = Game.from_position(**{**play(2, 4).position(), "scores": [3, 9]})
    record_game(game, config("human", "hard"))
    bucket = load_stats()[0].buckets["hard/2"]
    assert (bucket.played, bucket.won, bucket.tied) == (1, 0, 0)


def test_unfinished_and_bots_only_games_do_not_count():
    record_game(play(2, 5, 10), config("human", "easy"))
    record_game(play(2, 6), config("easy", "hard"))
    assert load_stats()[0].buckets == {}


def test_levels_per_bucket():
    assert opponent_level(config("human", "hard", "hard"), 0) == "hard"
    assert opponent_level(config("easy", "human", "hard"), 1) == "mixed"


def test_corrupt_file_is_set_aside_and_counting_restarts():
    stats_path().parent.mkdir(parents=True)
    stats_path().write_bytes(b'{"version": 1, "buckets": [}')
    stats, notices = load_stats()
    assert stats.buckets == {}
    assert [n.key for n in notices] == ["files.stats_broken"]
    [backup] = stats_path().parent.glob("stats.json.broken-*")
    assert backup.read_bytes() == b'{"version": 1, "buckets": [}'
    # the notice also reaches a caller that records a game straight away
    stats_path().write_text("42")
    notices = record_game(play(2, 8), config("human", "easy"))
    assert [n.key for n in notices] == ["files.stats_broken"]
    assert load_stats()[0].total().played == 1


def test_newer_version_is_set_aside():
    stats_path().parent.mkdir(parents=True)
    stats_path().write_text('{"version": 2, "buckets": {}}')
    assert [n.key for n in load_stats()[1]] == ["files.stats_newer"]


def test_one_bad_entry_is_dropped_the_rest_kept():
    record_game(play(2, 9), config("human", "easy"))
    data = json.loads(stats_path().read_text())
    data["buckets"]["hard/3"] = {"level": "hard", "seats": 3, "played": -1}
    original = json.dumps(data).encode()
    stats_path().write_bytes(original)
    stats, notices = load_stats()
    # issue 15 (3a): the rest is kept, the whole original is set aside first, the player told
    assert [n.key for n in notices] == ["files.repaired"]
    [backup] = stats_path().parent.glob("stats.json.broken-*")
    assert backup.read_bytes() == original
    assert list(stats.buckets) == ["easy/2"]
    assert load_stats() == (stats, [])


def test_reset():
    record_game(play(2, 10), config("human", "easy"))
    assert reset_stats() == []
    assert load_stats()[0].buckets == {}
    save_stats(load_stats()[0])
    assert json.loads(stats_path().read_text())["buckets"] == {}


def test_on_game_over_archives_counts_and_clears():
    game = play(3, 12)
    cfg = config("human", "medium", "hard")
    autosave_game(game, cfg)
    assert on_game_over(game, cfg) == []
    assert not autosave_path().exists()
    assert len(list_finished()) == 1
    assert load_stats()[0].buckets["mixed/3"].played == 1


def test_a_game_whose_scores_go_below_zero_is_counted_and_read_back():
    """The Solar Republic counts the hand against you: a final score of -18 is a score."""
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.host import registry
    from astromagie.storage.stats import load_stats, record_game

    rules = registry.rules("solar-republic")
    game = rules.new(2, 3)
    while not game.is_over():
        game.apply(game.legal_moves()[0])
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")),
                        game="solar-republic")
    assert record_game(game, config) == []
    stats, told = load_stats("solar-republic")
    assert told == [] and stats.total().played == 1
    assert stats.total().points == game.scores[0]
    assert (stats.total().tricks, stats.total().best_trick) == (0, 0)  # no tricks in it


def test_the_games_own_fields_come_from_its_rules(monkeypatch):
    """A game's rules name its statistics fields: `best_...` keeps the highest, others add,
    and a field without a column of its own is kept in the bucket's `extra`."""
    from astromagie.host import registry

    rules = registry.rules("solar-republic")
    said = iter([{"books": 3, "best_book": 7}, {"books": 2, "best_book": 5}])
    monkeypatch.setattr(type(rules), "stat_fields", lambda self, state, seat: next(said),
                        raising=True)
    cfg = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), game="solar-republic")
    for seed in (3, 4):
        game = rules.new(2, seed)
        while not game.is_over():
            game.apply(game.legal_moves()[0])
        record_game(game, cfg)
    bucket = load_stats("solar-republic")[0].buckets["easy/2"]
    assert bucket.extra == {"books": 5, "best_book": 7}
    raw = json.loads(stats_path("solar-republic").read_text(encoding="utf-8"))
    assert raw["buckets"]["easy/2"]["extra"] == {"books": 5, "best_book": 7}


def test_a_file_without_extra_fields_still_loads(tmp_path):
    old = {"version": 1, "last_game": None, "counted": [], "buckets": {"easy/2": {
        "level": "easy", "seats": 2, "played": 3, "won": 1, "tied": 0, "best_trick": 9,
        "points": 40, "tricks": 12}}}
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps(old), encoding="utf-8")
    stats, told = load_stats()
    assert told == []
    bucket = stats.buckets["easy/2"]
    assert (bucket.played, bucket.tricks, bucket.best_trick, bucket.extra) == (3, 12, 9, {})


def test_a_bucket_with_unreadable_extra_fields_is_dropped():
    bad = {"version": 1, "last_game": None, "counted": [], "buckets": {"easy/2": {
        "level": "easy", "seats": 2, "played": 3, "won": 1, "tied": 0, "best_trick": 9,
        "points": 40, "tricks": 12, "extra": {"books": "many"}}}}
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps(bad), encoding="utf-8")
    stats, told = load_stats()
    assert stats.buckets == {} and [n.key for n in told] == ["files.repaired"]


def test_statistics_with_a_bom_keep_counting():
    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("B", "easy"),
                         SeatConfig("C", "easy")), game="astromagie")
    record_game(play(3, 5), config)
    path = stats_path()
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    record_game(play(3, 6), config)
    stats, told = load_stats()
    assert stats.total().played == 2 and told == []


# -- statistics written by several instances at once ------------------------------------
def _env(home):
    import os
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[2])
    return {**os.environ, "ASTROMAGIE_HOME": str(home),
            "PYTHONPATH": root + os.pathsep + os.environ.get("PYTHONPATH", "")}


INSTANCE = textwrap.dedent("""
    import sys
    from astromagie.games.astromagie.engine import Game
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.storage.finish import finish_game

    first, count = int(sys.argv[1]), int(sys.argv[2])
    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("Vega", "easy")),
                        game="astromagie")
    games = []
    for seed in range(first, first + count):
        game = Game.new(2, seed)
        while not game.is_over():
            game.apply(game.legal_moves()[0])
        games.append(game)
    print("ready", flush=True)
    sys.stdin.readline()  # "go": every instance finishes its games at the same time
    for game in games:
        assert finish_game(game, config) == [], "a notice"
""")
INSTANCES, GAMES_EACH = 3, 8


def test_statistics_survive_instances_finishing_games_at_once(home):
    import subprocess
    import sys

    from astromagie.storage import notices

    children = [subprocess.Popen([sys.executable, "-c", INSTANCE, str(100 * i), str(GAMES_EACH)],
                                 env=_env(home), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
                for i in range(INSTANCES)]
    for child in children:  # each has imported everything and played its games
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
    for child in children:  # all at once: none waits for another to finish
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    for child in children:
        _, err = child.communicate(timeout=120)
        assert child.returncode == 0, err
    notices.reset_reported()
    stats, told = load_stats()
    assert told == []
    assert len(list_finished()) == INSTANCES * GAMES_EACH
    assert stats.total().played == INSTANCES * GAMES_EACH
    assert len(stats.counted) == INSTANCES * GAMES_EACH  # and each of them once


def test_a_game_finished_again_by_another_instance_counts_once():
    """Counted keys, not just the last one: instance A finishes game a, B finishes b,
    then A (or its autosave on the next start) finishes a again."""
    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("Vega", "easy")), game="astromagie")
    a, b = (Game.new(2, seed) for seed in (1, 2))
    for game in (a, b):
        while not game.is_over():
            game.apply(game.legal_moves()[0])
    for game in (a, b, a):
        record_game(game, config)
    assert load_stats()[0].total().played == 2


def test_a_lone_surrogate_in_stats_is_cleaned():
    stats_path().parent.mkdir(parents=True)
    stats_path().write_text(json.dumps({"version": 1, "buckets": {"e\ud800/2": {
        "level": "e\ud800", "seats": 2, "played": 1, "won": 1, "tied": 0, "best_trick": 3,
        "points": 5, "tricks": 1}}}))
    stats, told = load_stats()
    assert [b.level for b in stats.rows()] == ["e\ufffd"]
    assert [n.key for n in told] == ["files.repaired"]


@pytest.mark.parametrize("bucket", [{"points": 6.0}, {"points": float("nan")}, {"won": 9}])
def test_a_bad_statistics_entry_is_kept_aside(bucket):
    good = {"level": "easy", "seats": 2, "played": 3, "won": 1, "tied": 0, "best_trick": 3,
            "points": 5, "tricks": 1}
    data = {"version": 1, "buckets": {"easy/2": good, "hard/2": {**good, "level": "hard",
                                                                  **bucket}}}
    raw = json.dumps(data).encode()
    stats_path().parent.mkdir(parents=True)
    stats_path().write_bytes(raw)
    stats, told = load_stats()
    assert list(stats.buckets) == ["easy/2"]
    assert [n.key for n in told] == ["files.repaired"]
    assert raw in everything_under(stats_path().parent)


def test_statistics_and_saves_do_not_import_each_other():
    # each file is read and written on its own; a game's end joins them (storage.finish)
    storage = Path(__file__).resolve().parents[2] / "astromagie" / "storage"
    for module, other in (("stats", "saves"), ("saves", "stats")):
        other_name = f"astromagie.storage.{other}"
        found = imports_of(storage / f"{module}.py")
        assert not [n for n in found if n == other_name or n.startswith(other_name + ".")]
