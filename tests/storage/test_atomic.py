"""Atomic writes leave the old file or the new one, never a part; quarantine never overwrites."""

from __future__ import annotations

import os
import time

import pytest

from astromagie.storage import atomic, paths
from astromagie.storage.atomic import quarantine, write_text_atomic
from astromagie.storage.settings import load_settings


def test_paths_follow_astromagie_home(home):
    assert paths.config_dir() == home / "config"
    assert paths.data_dir() == home / "data"
    assert paths.log_dir() == home / "logs"


def test_paths_without_override_are_user_folders(monkeypatch):
    monkeypatch.delenv("ASTROMAGIE_HOME")
    assert "Astromagie" in str(paths.config_dir())
    assert "Astromagie" in str(paths.data_dir())


def test_write_creates_folder_and_replaces(tmp_path):
    target = tmp_path / "a" / "b" / "file.txt"
    write_text_atomic(target, "one")
    write_text_atomic(target, "zwei ✓")
    assert target.read_text(encoding="utf-8") == "zwei ✓"
    assert os.listdir(target.parent) == ["file.txt"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_failed_write_keeps_old_file_and_leaves_no_partial(tmp_path, monkeypatch, failing):
    target = tmp_path / "file.txt"
    write_text_atomic(target, "old content")

    def boom(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, failing, boom)
    with pytest.raises(OSError):
        write_text_atomic(target, "new content " * 1000)
    monkeypatch.undo()
    assert target.read_text() == "old content"
    assert os.listdir(tmp_path) == ["file.txt"]


def test_quarantine_keeps_bytes_and_never_overwrites(tmp_path, monkeypatch):
    monkeypatch.setattr(atomic.time, "strftime", lambda fmt: "20260101-120000")
    taken = tmp_path / "settings.json.broken-20260101-120000"
    taken.write_bytes(b"older backup")
    for content in (b"\xff\xfe first", b"{ second"):
        path = tmp_path / "settings.json"
        path.write_bytes(content)
        backup = quarantine(path, "test")
        assert not path.exists()
        assert backup.read_bytes() == content
    assert taken.read_bytes() == b"older backup"
    names = sorted(os.listdir(tmp_path))
    assert names == ["settings.json.broken-20260101-120000",
                     "settings.json.broken-20260101-120000-1",
                     "settings.json.broken-20260101-120000-2"]


def test_stray_temporary_files_are_cleaned_and_fresh_ones_left():
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
