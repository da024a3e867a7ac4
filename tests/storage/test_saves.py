"""Autosave and resume restore the exact position; finished games are kept and watchable."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from astromagie import storage
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.games.astromagie.engine.record import to_record
from astromagie.storage import archive, atomic, finish, on_game_over
from astromagie.storage.archive import scan_finished
from astromagie.storage.notices import reset_reported
from astromagie.storage.records import seats_of
from astromagie.storage.saves import (
    archive_finished,
    autosave,
    autosave_game,
    autosave_path,
    clear_autosave,
    games_dir,
    list_finished,
    load_autosave,
    load_finished,
    make_record,
)
from astromagie.storage.stats import load_stats

from .conftest import everything_under, play

LEVELS = ("easy", "medium", "hard", "random")
STORAGE = Path(storage.__file__).parent


def config_for(n: int) -> GameConfig:
    seats = [SeatConfig("Ada")] + [SeatConfig(f"Bot{i}", LEVELS[i % 4]) for i in range(1, n)]
    return GameConfig(tuple(seats), game="astromagie")


@pytest.mark.parametrize(("n", "seed", "turns"),
                         [(2, 1, 0), (2, 2, 17), (3, 3, 25), (4, 4, 31), (5, 5, 40)])
def test_resume_restores_every_seat_exactly(n, seed, turns):
    game = play(n, seed, turns)
    assert not game.is_over()
    config = config_for(n)
    assert autosave_game(game, config) == []
    info, notices = load_autosave()
    assert notices == []
    assert info is not None
    assert info.config.seats == config.seats  # the bots' levels
    assert info.config.options == game.variants.to_record()
    assert info.names == [s.name for s in config.seats]
    assert info.turn == turns
    restored = info.game
    assert restored.current_player == game.current_player
    assert restored.legal_moves() == game.legal_moves()
    for seat in range(n):
        assert restored.observation(seat) == game.observation(seat)
        assert restored.observation(seat).legal_moves() == game.observation(seat).legal_moves()
    assert places(restored) == places(game)
    assert restored.hand(0) == game.hand(0)  # the same order too (the table shows it)
    assert restored.row_pairs() == game.row_pairs()


def places(game) -> dict[str, list[str]]:
    """Where the cards are, by code (uids of twin cards may differ)."""
    from astromagie.games.astromagie.engine.cards import DECK as CODE

    out: dict[str, list[str]] = {}
    for uid, place in game.card_locations().items():
        out.setdefault(place, []).append(CODE[uid])
    return {place: sorted(codes) for place, codes in out.items()}


def test_saved_file_is_a_record_with_seats():
    game = play(3, 9, 12)
    config = config_for(3)
    autosave(make_record(game, config))
    data = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert data["format"] == "astromagie-record/1"
    assert data["players"] == [s.record_name() for s in config.seats]
    assert data["seats"][1] == {"name": "Bot1", "kind": "medium"}
    assert len(data["turns"]) == 12


def test_record_without_seats_key_reads_levels_from_names():
    game = play(3, 11, 8)
    autosave(to_record(game, ["Ada", "Vega (hard)", "Orion (easy)"]))
    info, _ = load_autosave()
    assert info.config.seats == (SeatConfig("Ada"), SeatConfig("Vega", "hard"),
                                 SeatConfig("Orion", "easy"))


def _write_raw(content: bytes) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_bytes(content)


@pytest.mark.parametrize("content", [
    b"\x00\x01garbage",
    b'{"format": "astromagie-record/1", "players": ["A"]}',
    b"[]",
])
def test_broken_save_is_set_aside_with_notice(content):
    _write_raw(content)
    info, notices = load_autosave()
    assert info is None
    assert [n.key for n in notices] == ["files.save_broken"]
    [backup] = autosave_path().parent.glob("autosave.json.broken-*")
    assert backup.read_bytes() == content
    assert not autosave_path().exists()
    assert load_autosave() == (None, [])


def test_save_with_an_illegal_turn_is_set_aside():
    game = play(2, 21, 10)
    record = make_record(game, config_for(2))
    record["turns"].append(record["turns"][-1])  # the same cards again: not in hand any more
    content = json.dumps(record).encode()
    _write_raw(content)
    info, notices = load_autosave()
    assert info is None
    assert [n.key for n in notices] == ["files.save_broken"]
    [backup] = autosave_path().parent.glob("autosave.json.broken-*")
    assert backup.read_bytes() == content


def test_newer_format_is_refused_and_kept():
    record = make_record(play(2, 5, 6), config_for(2))
    record["format"] = "astromagie-record/2"
    content = json.dumps(record).encode()
    _write_raw(content)
    for attempt in range(2):
        info, notices = load_autosave()
        assert info is None
        # told once per run (issue 15, defect 1: the title asks again after every OK)
        assert [n.key for n in notices] == (["files.save_newer"] if attempt == 0 else [])
        assert autosave_path().read_bytes() == content
    assert list(autosave_path().parent.glob("*.broken-*")) == []
    # A new game does not destroy it: it is renamed before the first autosave.
    autosave_game(play(2, 6, 3), config_for(2))
    [kept] = autosave_path().parent.glob("autosave.json.newer-*")
    assert kept.read_bytes() == content
    assert load_autosave()[0].turn == 3


def test_finished_game_in_autosave_goes_to_the_archive():
    game = play(3, 31)
    assert game.is_over()
    autosave_game(game, config_for(3))
    assert load_autosave() == (None, [])
    assert not autosave_path().exists()
    [entry] = list_finished()
    assert list(entry.scores) == game.scores
    assert load_stats()[0].total().played == 1
    # the results screen's own bookkeeping afterwards changes nothing
    on_game_over(game, config_for(3))
    assert len(list_finished()) == 1
    assert load_stats()[0].total().played == 1


def test_clear_autosave():
    autosave_game(play(2, 3, 4), config_for(2))
    clear_autosave()
    clear_autosave()  # nothing to clear is fine
    assert load_autosave() == (None, [])


def test_archive_keeps_the_last_hundred(monkeypatch):
    clock = iter(range(1000))
    monkeypatch.setattr(archive, "_now_stamp", lambda: f"20260101-{next(clock):06d}")
    record = make_record(play(2, 41), config_for(2))
    for i in range(105):
        variant = dict(record, variants={"target_score": 1000 + i})  # a different game each
        variant["seats"] = [{"name": f"A{i}", "kind": "human"}, record["seats"][1]]
        assert archive_finished(variant) == []
    files = sorted(p.name for p in games_dir().glob("*.json"))
    assert len(files) == 100
    assert files[0].startswith("20260101-000005-")  # the five oldest went
    listed = list_finished()
    assert len(listed) == 100
    assert listed[0].names[0] == "A104"  # newest first


def test_same_game_is_archived_once():
    record = make_record(play(2, 42), config_for(2))
    archive_finished(record)
    archive_finished(record)
    assert len(list_finished()) == 1


def test_watch_a_finished_game_turn_by_turn():
    game = play(4, 43)
    config = config_for(4)
    archive_finished(make_record(game, config))
    [entry] = list_finished()
    assert entry.names == tuple(s.name for s in config.seats)
    assert entry.kinds == tuple(s.kind for s in config.seats)
    assert entry.winners == game.winners()
    playback, notices = load_finished(entry.id)
    assert notices == []
    assert playback.turn_count == len(game.history)
    assert playback.config.seats == config.seats
    assert playback.game_at(0).history == []
    mid = playback.game_at(10)
    assert mid.observation(0) == play(4, 43, 10).observation(0)
    assert playback.final.scores == game.scores
    assert playback.game_at(10_000).scores == game.scores
    mid.apply(mid.legal_moves()[0])  # a copy: watching does not change the stored states
    assert len(playback.game_at(10).history) == 10


def test_unknown_or_hostile_id_loads_nothing():
    assert load_finished("../../etc/passwd") == (None, [])
    assert load_finished("20260101-000000-0123456789") == (None, [])


def test_broken_archived_game_is_skipped_and_set_aside():
    archive_finished(make_record(play(2, 44), config_for(2)))
    games_dir().joinpath("20200101-000000-abcdefabcd.json").write_text("{not json")
    assert len(list_finished()) == 1
    assert list(games_dir().glob("*.broken-*"))


def test_seats_of_a_record_only_name_bot_levels_that_exist():
    """A hand-edited level no bot answers to is played by the medium bot; a name in
    brackets that is no level is a person's name (records made elsewhere)."""
    game = Game.new(3, 5)
    record = to_record(game, ["Ada (Berlin)", "Vega (hard)", "Orion (random)"])
    assert [(s.name, s.kind) for s in seats_of(record, record["players"])] == [
        ("Ada (Berlin)", "human"), ("Vega", "hard"), ("Orion", "random")]
    record["seats"] = [{"name": "Ada", "kind": "human"}, {"name": "Vega", "kind": "ultra"},
                       {"name": "Orion", "kind": "easy"}]
    assert [s.kind for s in seats_of(record, record["players"])] == ["human", "medium", "easy"]


@pytest.mark.parametrize("language, first", [("en", "Player 1"), ("de", "Spieler 1")])
def test_a_hot_seat_record_names_the_seats_as_the_table_did(language, first, capsys):
    """Two people at one screen: nobody is "you", the default name became "Player 1" on the
    table, and the record, `replay` and the resumed game say the same."""
    from astromagie import i18n
    from astromagie.cli.main import main
    from astromagie.host import registry

    i18n.set_language(language)
    try:
        default = i18n.tr("setup.human")
        config = GameConfig((SeatConfig(default), SeatConfig("Ada"), SeatConfig("Vega", "easy")),
                            game="zahlenstreifen")
        game = registry.rules("zahlenstreifen").new(3, 5)
        while not game.is_over():
            game.apply(game.legal_moves()[0])
        record = make_record(game, config)
        assert record["players"] == [first, "Ada", "Vega (easy)"]
        assert record["seats"][0]["name"] == default  # the setup's own name, for resuming
        autosave(record, "zahlenstreifen")
        assert main(["replay", str(autosave_path("zahlenstreifen"))]) == 0
        out = capsys.readouterr().out
        assert f"scores: {first} " in out and default not in out.replace(first, "")
    finally:
        i18n.set_language("en")


def test_one_person_is_still_you_in_the_record():
    config = GameConfig((SeatConfig("You"), SeatConfig("Vega", "hard")), game="astromagie")
    assert make_record(play(2, 3, 4), config)["players"] == ["You", "Vega (hard)"]


# -- a clock set back: the game just finished is never pruned ----------------------------
def _archive_games(seeds: range, seats: int = 2) -> list[str]:
    """Archive a finished game per seed; returns their record keys in that order."""
    keys = []
    config = GameConfig(tuple(SeatConfig(f"P{i}", "easy") for i in range(seats)), game="astromagie")
    for seed in seeds:
        record = make_record(play(seats, seed), config)
        assert archive.archive_finished(record) == []
        keys.append(archive.record_key(record))
    return keys


def test_a_clock_set_back_never_prunes_the_games_just_finished(monkeypatch):
    monkeypatch.setattr(archive, "KEEP_FINISHED", 5)
    future = iter(f"20301231-2359{s:02d}" for s in range(5))
    monkeypatch.setattr(archive, "_now_stamp", lambda: next(future))
    ahead = _archive_games(range(5))  # played while the clock was years ahead
    monkeypatch.setattr(archive, "_now_stamp", lambda: "20261125-100000")
    behind = _archive_games(range(10, 13))  # the clock set back
    kept = [g.id[-10:] for g in archive.list_finished()]
    assert kept == [*reversed(behind), ahead[4], ahead[3]]  # newest first, in arrival order


def test_the_game_just_archived_survives_even_a_stamp_at_the_end_of_time(monkeypatch):
    monkeypatch.setattr(archive, "KEEP_FINISHED", 2)
    monkeypatch.setattr(archive, "_now_stamp", lambda: "99991231-235959")
    _archive_games(range(2))
    monkeypatch.setattr(archive, "_now_stamp", lambda: "20261125-100000")
    (last,) = _archive_games(range(20, 21))
    assert last in {g.id[-10:] for g in archive.list_finished()}
    assert len(archive.list_finished()) == 2


# -- a game finished in one instance never removes the other's autosave -----------------
def test_finishing_a_game_keeps_another_instances_autosave():
    from astromagie.storage.finish import finish_game

    config = GameConfig((SeatConfig("Ada", "human"), SeatConfig("Vega", "easy")), game="astromagie")
    running = Game.new(2, 8)
    for _ in range(5):
        running.apply(running.legal_moves()[0])
    autosave_game(running, config)  # instance B, mid-game
    finish_game(play(2, 3), config)  # instance A's game ends
    info, told = load_autosave()
    assert info is not None and told == []
    assert [str(m) for m in info.game.history] == [str(m) for m in running.history]
    while not running.is_over():
        running.apply(running.legal_moves()[0])
    finish_game(running, config)  # B's own game ends: now its autosave goes
    assert not autosave_path().exists()


# --- a file that cannot be used: told once, kept, and saving goes on ------------------------

def test_a_newer_save_is_told_once_per_run():
    record = make_record(play(3, 4, 8), config_for(3))
    record["format"] = "astromagie-record/2"
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text(json.dumps(record))
    assert [n.key for n in load_autosave()[1]] == ["files.save_newer"]
    assert load_autosave() == (None, [])  # the title asks again after every OK


def test_a_data_folder_that_is_a_file_is_set_aside_once(home):
    home.mkdir()
    (home / "data").write_bytes(b"not a folder")
    info, told = load_autosave()
    assert info is None and [n.key for n in told] == ["files.moved_aside"]
    assert load_autosave() == (None, [])
    assert b"not a folder" in everything_under(home)
    assert autosave_game(play(3, 4, 8), config_for(3)) == []  # and saving works again


def test_a_lone_surrogate_in_the_autosave_is_cleaned_and_the_original_kept():
    record = make_record(play(3, 4, 8), config_for(3))
    record["seats"][0]["name"] = record["players"][0] = "Ve\ud800ga"
    raw = json.dumps(record).encode()
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_bytes(raw)
    info, told = load_autosave()
    assert info is not None and info.names[0] == "Ve\ufffdga"
    assert info.names[0].encode("utf-8")  # drawable: no UnicodeEncodeError
    assert [n.key for n in told] == ["files.repaired"]
    assert raw in everything_under(autosave_path().parent)
    assert load_autosave()[1] == []


@pytest.mark.parametrize("kind", ["dev_zero", "fifo", "huge"])
def test_only_regular_files_of_a_sane_size_are_read(kind):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    if kind == "dev_zero":
        os.symlink("/dev/zero", path)
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.write_bytes(b'{"name": "' + b"x" * 5_000_000 + b'"}')
    info, told = load_autosave()  # read endlessly or blocked, it would never come back
    assert info is None and [n.key for n in told] == ["files.save_broken"]


def test_long_values_are_cut_in_messages():
    record = make_record(play(3, 4, 8), config_for(3))
    record["format"] = "astromagie-record/" + "9" * 10_000_000
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text(json.dumps(record))
    _, told = load_autosave()
    assert told and all(len(n.text()) < 1000 for n in told)


def test_a_broken_archived_game_is_told_and_kept():
    archive.archive_finished(make_record(play(2, 4), config_for(2)))
    broken = archive.games_dir() / "20200101-000000-0123456789.json"
    broken.write_bytes(b"{ broken")
    games, told = scan_finished()
    assert len(games) == 1
    assert [n.key for n in told] == ["files.game_broken"]
    assert b"{ broken" in everything_under(archive.games_dir())


def test_a_full_disk_at_game_end_keeps_the_autosave(monkeypatch):
    game, config = play(3, 4), config_for(3)
    assert autosave_game(game, config) == []
    saved = autosave_path().read_bytes()

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.tempfile, "mkstemp", full)
        told = finish.finish_game(game, config)
    assert "files.write_failed" in [n.key for n in told]
    assert autosave_path().read_bytes() == saved  # the game can still be finished later
    reset_reported()
    assert load_autosave() == (None, [])  # ... and it is, on the next start
    assert not autosave_path().exists()
    assert len(archive.list_finished()) == 1 and load_stats()[0].total().played == 1


def test_game_over_bookkeeping_lives_in_one_place():
    assert on_game_over is finish.finish_game
    sources = {p.stem: p.read_text(encoding="utf-8") for p in STORAGE.glob("*.py")}
    doers = [name for name, text in sources.items()
             if "archive_finished(" in text and "record_game(" in text
             and "clear_autosave(" in text]
    assert doers == ["finish"]
