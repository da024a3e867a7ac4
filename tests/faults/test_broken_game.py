"""A game package that fails to import: the shelf serves the others and names it once.

The broken package is made in a temporary folder added to `astromagie.games`'
search path, so the real games are untouched.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import astromagie.games
from astromagie.cli.main import main
from astromagie.host import registry
from astromagie.storage import notices

from .cases import smoke_test

GAMES = ["astromagie", "solar-republic", "monad", "zahlenstreifen"]


@pytest.fixture
def broken_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A package `broken_room` beside the real games whose import raises."""
    folder = tmp_path / "broken_room"
    folder.mkdir()
    (folder / "__init__.py").write_text(
        "from astromagie.host.game import GameInfo\n"
        "from astromagie.host.registry import register\n"
        "register(GameInfo('half-room', ('half-record/1',), 2, 4, 'x:y'))\n"
        "raise ImportError('a module this game needs is missing')\n", encoding="utf-8")
    monkeypatch.setattr(astromagie.games, "__path__", [*astromagie.games.__path__,
                                                       str(tmp_path)])
    registry._discover.cache_clear()
    yield folder
    monkeypatch.undo()
    sys.modules.pop("astromagie.games.broken_room", None)
    registry._discover.cache_clear()
    registry.shelf()


def test_the_shelf_keeps_the_games_that_load(broken_game: Path,
                                             caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR, logger="astromagie.host.registry"):
        assert registry.ids() == GAMES
        registry.ids()
    assert "half-room" not in registry.ids()  # what it registered before failing is gone
    assert registry.broken() == {str(broken_game): "ImportError: a module this game needs "
                                 "is missing"}
    logged = [r for r in caplog.records if str(broken_game) in r.getMessage()]
    assert len(logged) == 1 and logged[0].exc_info is None


def test_the_commands_keep_working(broken_game: Path, tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [g["id"] for g in shown["games"]] == GAMES
    record = Path(__file__).resolve().parents[1] / "games/monad/examples/record-1.json"
    assert main(["replay", str(record)]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_the_player_is_told_once(broken_game: Path) -> None:
    notices.reset_reported()
    told = notices.broken_games()
    assert [n.key for n in told] == ["files.game_folder_broken"]
    assert str(broken_game) in told[0].text() and "ImportError" in told[0].text()
    assert notices.broken_games() == []


def test_a_sound_shelf_tells_nothing() -> None:
    assert registry.broken() == {}
    assert notices.broken_games() == []


def test_the_game_starts_and_tells_the_folder(broken_game: Path) -> None:
    code, said = smoke_test()
    assert code == 0, said
    assert "Traceback" not in said
    assert str(broken_game) in said and "not on the shelf" in said  # the notice, told
