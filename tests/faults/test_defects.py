"""Issue 15's defects, one test each (the matrix in test_matrix.py covers the combinations).

Each test names its defect; each failed on the code before the fix.
"""

from __future__ import annotations

import ast
import json
import os
import time
from pathlib import Path

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.storage import archive, atomic, finish, notices, paths
from astromagie.storage.archive import scan_finished
from astromagie.storage.records import make_record
from astromagie.storage.saves import autosave_game, autosave_path, load_autosave
from astromagie.storage.settings import (
    MAX_WINDOW,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from astromagie.storage.stats import load_stats, stats_path

from .cases import Built, injected

STORAGE = Path(__file__).resolve().parents[2] / "astromagie" / "storage"


def _game(turns: int | None = 8, seats: int = 3, seed: int = 4) -> Game:
    game = Game.new(seats, seed)
    while not game.is_over() and (turns is None or len(game.history) < turns):
        game.apply(game.legal_moves()[0])
    return game


def _config(seats: int = 3) -> GameConfig:
    kinds = ("human", "easy", "hard", "medium", "random")
    return GameConfig(tuple(SeatConfig(f"P{i}", kinds[i]) for i in range(seats)))


def _everything_under(folder: Path) -> list[bytes]:
    return [p.read_bytes() for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]


# --- 1: a notice is told once --------------------------------------------------------------

def test_defect_1_newer_save_is_told_once_per_run():
    record = make_record(_game(), _config())
    record["format"] = "astromagie-record/2"
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text(json.dumps(record))
    assert [n.key for n in load_autosave()[1]] == ["files.save_newer"]
    assert load_autosave() == (None, [])  # the title asks again after every OK


def test_defect_1_data_folder_that_is_a_file_is_set_aside_once(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "data").write_bytes(b"not a folder")
    info, told = load_autosave()
    assert info is None and [n.key for n in told] == ["files.moved_aside"]
    assert load_autosave() == (None, [])
    assert b"not a folder" in _everything_under(home)
    assert autosave_game(_game(), _config()) == []  # and saving works again


# --- 2: lone surrogates -----------------------------------------------------------------------

def test_defect_2_surrogate_in_the_autosave_is_cleaned_and_the_original_kept():
    record = make_record(_game(), _config())
    record["seats"][0]["name"] = record["players"][0] = "Ve\ud800ga"
    raw = json.dumps(record).encode()
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_bytes(raw)
    info, told = load_autosave()
    assert info is not None and info.names[0] == "Ve\ufffdga"
    assert info.names[0].encode("utf-8")  # drawable: no UnicodeEncodeError
    assert [n.key for n in told] == ["files.repaired"]
    assert raw in _everything_under(autosave_path().parent)
    assert load_autosave()[1] == []


def test_defect_2_settings_with_a_surrogate_can_still_be_saved():
    settings = Settings()
    settings.seats[0]["name"] = "Ve\ud800ga"
    assert save_settings(settings) == []
    loaded, told = load_settings()
    assert told == [] and loaded.seats[0]["name"] == "Ve\ufffdga"


def test_defect_2_surrogate_in_stats_is_cleaned():
    stats_path().parent.mkdir(parents=True)
    stats_path().write_text(json.dumps({"version": 1, "buckets": {"e\ud800/2": {
        "level": "e\ud800", "seats": 2, "played": 1, "won": 1, "tied": 0, "best_trick": 3,
        "points": 5, "tricks": 1}}}))
    stats, told = load_stats()
    assert [b.level for b in stats.rows()] == ["e\ufffd"]
    assert [n.key for n in told] == ["files.repaired"]


# --- 3: set aside byte for byte before writing ------------------------------------------------

@pytest.mark.parametrize("bucket", [{"points": 6.0}, {"points": float("nan")}, {"won": 9}])
def test_defect_3a_a_bad_statistics_entry_is_kept_aside(bucket):
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
    assert raw in _everything_under(stats_path().parent)


@pytest.mark.parametrize("which", ["settings", "stats"])
def test_defect_3b_an_unreadable_file_is_set_aside_not_replaced(which):
    path = settings_path() if which == "settings" else stats_path()
    path.parent.mkdir(parents=True)
    raw = b'{"version": 1, "precious": true}'
    path.write_bytes(raw)
    with injected(Built(raw, unreadable=path)):
        told = (load_settings() if which == "settings" else load_stats())[1]
        assert [n.key for n in told] == [f"files.{which}_broken"]
        save_settings(Settings()) if which == "settings" else load_stats()
    assert raw in _everything_under(path.parent)


def test_defect_3b_screenshot_never_touches_the_players_files(tmp_path):
    from astromagie.ui.app import App, screenshot

    home = tmp_path / "home"
    data = home / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_bytes(b"unreadable or not: the player's")
    before = sorted((p.name, p.read_bytes()) for p in home.rglob("*") if p.is_file())
    app = App(size=(1024, 700))
    try:
        assert screenshot(app, str(tmp_path / "shot.png"), timeout=0.5) == 0
    finally:
        app.close()
    after = sorted((p.name, p.read_bytes()) for p in home.rglob("*") if p.is_file())
    assert after == before
    assert (tmp_path / "shot.png").stat().st_size > 0


# --- 4: a huge window ----------------------------------------------------------------------

def test_defect_4_a_huge_window_size_fits_the_desktop():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"version": 1, "window_size": [20000, 20000]}))
    settings, told = load_settings()
    assert settings.window_size == MAX_WINDOW
    assert [n.key for n in told] == ["files.repaired"]
    from astromagie.ui.app import App

    started = time.perf_counter()
    app = App()
    try:
        desktop = max(pygame.display.get_desktop_sizes())
        assert app.size[0] <= max(desktop[0], 1024) and app.size[1] <= max(desktop[1], 700)
    finally:
        app.keep_settings = True
        app.close()
    assert time.perf_counter() - started < 10


# --- 8: size limits ----------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["dev_zero", "fifo", "huge"])
def test_defect_8_only_regular_files_of_a_sane_size_are_read(kind):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    if kind == "dev_zero":
        os.symlink("/dev/zero", path)
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.write_bytes(b'{"name": "' + b"x" * 5_000_000 + b'"}')
    started = time.perf_counter()
    info, told = load_autosave()
    assert info is None and [n.key for n in told] == ["files.save_broken"]
    assert time.perf_counter() - started < 5


def test_defect_8_long_values_are_cut_in_messages():
    record = make_record(_game(), _config())
    record["format"] = "astromagie-record/" + "9" * 10_000_000
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text(json.dumps(record))
    _, told = load_autosave()
    assert told and all(len(n.text()) < 1000 for n in told)


# --- 11: lesser ---------------------------------------------------------------------------------

def test_defect_11_a_broken_archived_game_is_told():
    archive.archive_finished(make_record(_game(None, 2), _config(2)))
    broken = archive.games_dir() / "20200101-000000-0123456789.json"
    broken.write_bytes(b"{ broken")
    games, told = scan_finished()
    assert len(games) == 1
    assert [n.key for n in told] == ["files.game_broken"]
    assert b"{ broken" in _everything_under(archive.games_dir())


def test_defect_11_stray_temporary_files_are_cleaned():
    folder = paths.config_dir()
    folder.mkdir(parents=True)
    stray = folder / ".settings.json.abc123.tmp"
    fresh = folder / ".settings.json.def456.tmp"  # perhaps another instance writing now
    stray.write_text("half")
    fresh.write_text("half")
    old = time.time() - 2 * atomic.TEMP_MAX_AGE
    os.utime(stray, (old, old))
    load_settings()
    assert not stray.exists() and fresh.exists()


def test_defect_11_a_full_disk_at_game_end_keeps_the_autosave(monkeypatch):
    game, config = _game(None), _config()
    assert autosave_game(game, config) == []
    saved = autosave_path().read_bytes()

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.tempfile, "mkstemp", full)
        told = finish.finish_game(game, config)
    assert "files.write_failed" in [n.key for n in told]
    assert autosave_path().read_bytes() == saved  # the game can still be finished later
    notices.reset_reported()
    assert load_autosave() == (None, [])  # ... and it is, on the next start
    assert not autosave_path().exists()
    assert len(archive.list_finished()) == 1 and load_stats()[0].total().played == 1


def test_defect_11_a_failed_settings_save_is_told(monkeypatch):
    def read_only(*args, **kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", read_only)
    assert [n.key for n in save_settings(Settings())] == ["files.write_failed"]


def test_defect_11_screenshot_refuses_a_bad_path(tmp_path, capsys):
    from astromagie.ui.app import App, screenshot

    app = App(size=(1024, 700))
    try:
        for bad in ("", str(tmp_path), str(tmp_path / "no" / "such" / "shot.png")):
            assert screenshot(app, bad) == 2
            err = capsys.readouterr().err
            assert "screenshot" in err and "Traceback" not in err
    finally:
        app.close()


# --- issue 11 item 3: storage without a cycle ------------------------------------------------

def _imports(module: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "astromagie.storage."):
            found.add(node.module.split(".")[2])
    return found


def test_storage_modules_import_each_other_without_a_cycle():
    graph = {p.stem: _imports(p) for p in STORAGE.glob("*.py") if p.stem != "__init__"}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for nxt in graph.get(start, ()):
            if nxt == goal or (nxt not in seen and reaches(nxt, goal, seen | {nxt})):
                return True
        return False

    cycles = [m for m in graph if reaches(m, m, {m})]
    assert cycles == []
    assert "saves" not in graph["stats"] and "stats" not in graph["saves"]


def test_game_over_bookkeeping_lives_in_one_place():
    from astromagie import storage

    assert storage.on_game_over is finish.finish_game
    sources = {p.stem: p.read_text(encoding="utf-8") for p in STORAGE.glob("*.py")}
    doers = [name for name, text in sources.items()
             if "archive_finished(" in text and "record_game(" in text
             and "clear_autosave(" in text]
    assert doers == ["finish"]
