"""A game's folder that can be read but not written (`data/zahlenstreifen` r-x).

Nothing that can be read is set aside: the archived games stay on Watch, the
statistics keep counting from where they were, and the player is told once
that saving failed. The tests run as root, where chmod does not refuse, so the
refusals a non-root player gets are injected (`read_only`): creating, renaming
or removing anything inside the folder fails with EACCES, and `os.access` says
the folder is not writable.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.storage import (
    autosave_game,
    list_finished,
    load_autosave,
    load_stats,
    notices,
    on_game_over,
    paths,
)

WRITING = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


@contextmanager
def read_only(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Make `folder` behave as r-x for this process: readable, nothing made or moved in it."""
    root = os.path.abspath(folder)

    def inside(path: object) -> bool:
        try:
            name = os.path.abspath(os.fspath(path))  # type: ignore[call-overload]
        except TypeError:
            return False
        return os.path.dirname(name) == root or name.startswith(root + os.sep)

    def refuse(path: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))  # type: ignore[call-overload]

    real = {name: getattr(os, name) for name in
            ("open", "access", "mkdir", "replace", "rename", "unlink", "rmdir")}

    def fake_open(path, flags, mode=0o777, *, dir_fd=None):  # type: ignore[no-untyped-def]
        if dir_fd is None and flags & WRITING and inside(path):
            refuse(path)
        return real["open"](path, flags, mode, dir_fd=dir_fd)

    def fake_access(path, mode, **kwargs):  # type: ignore[no-untyped-def]
        if mode & os.W_OK and (inside(path) or os.path.abspath(path) == root):
            return False
        return real["access"](path, mode, **kwargs)

    def guarded(name: str):  # type: ignore[no-untyped-def]
        def call(*paths: object, **kwargs: object) -> object:
            if any(inside(p) for p in paths[:2]):
                refuse(paths[0])
            return real[name](*paths, **kwargs)
        return call

    monkeypatch.setattr(os, "open", fake_open)
    monkeypatch.setattr(os, "access", fake_access)
    for name in ("mkdir", "replace", "rename", "unlink", "rmdir"):
        monkeypatch.setattr(os, name, guarded(name))
    yield
    for name, function in real.items():
        monkeypatch.setattr(os, name, function)


def _config() -> GameConfig:
    return GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), game="zahlenstreifen")


def _played(seed: int, turns: int | None = None):  # type: ignore[no-untyped-def]
    game = registry.rules("zahlenstreifen").new(2, seed)
    while not game.is_over() and (turns is None or len(game.history) < turns):
        game.apply(game.legal_moves()[0])
    return game


def test_a_read_only_game_folder_keeps_the_history_and_says_saving_failed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert on_game_over(_played(1), _config()) == []
    folder = paths.game_data_dir("zahlenstreifen")
    before = sorted(p.name for p in folder.rglob("*"))
    notices.reset_reported()
    with read_only(folder, monkeypatch):
        told = autosave_game(_played(2, turns=6), _config())
        assert [n.key for n in told] == ["files.write_failed"]
        assert autosave_game(_played(2, turns=7), _config()) == []  # told once a run
        told = on_game_over(_played(3), _config())
        assert {n.key for n in told} <= {"files.write_failed"}
        assert len(list_finished("zahlenstreifen")) == 1  # still there to watch
        stats, told = load_stats("zahlenstreifen")
        assert stats.total().played == 1 and told == []
        assert load_autosave("zahlenstreifen") == (None, [])
    assert folder.is_dir()
    assert sorted(p.name for p in folder.rglob("*")) == before  # nothing set aside
    assert not list(folder.parent.glob("zahlenstreifen.*"))


def test_a_folder_that_cannot_be_read_is_still_set_aside(monkeypatch: pytest.MonkeyPatch) -> None:
    """The other side of the line: chmod 000 (no reading) is moved aside, as before."""
    on_game_over(_played(1), _config())
    folder = paths.game_data_dir("zahlenstreifen")
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: False
                        if os.path.abspath(path) == str(folder) else real_access(path, mode, **kw))
    told = autosave_game(_played(2, turns=6), _config())
    assert [n.key for n in told] == ["files.moved_aside"]
    assert [p.name[:len("zahlenstreifen.broken")] for p in folder.parent.glob(
        "zahlenstreifen.*")] == ["zahlenstreifen.broken"]
