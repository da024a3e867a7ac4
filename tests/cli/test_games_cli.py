"""`astromagie games`: the shelf's games, and the folders left off it named with why.

The clashing game is made in a temporary folder added to `astromagie.games`' search
path (as tests/faults/test_broken_game.py does), so the real games are untouched.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import astromagie.games
from astromagie.cli.main import main
from astromagie.host import registry

GAMES = ["astromagie", "solar-republic", "monad", "zahlenstreifen"]


@pytest.fixture
def clashing_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copied room `ribbon` that kept Zahlenstreifen's record format."""
    registry.shelf()  # the real games are on the shelf first, as in a running program
    folder = tmp_path / "ribbon"
    folder.mkdir()
    (folder / "__init__.py").write_text(
        "from astromagie.host.game import GameInfo\n"
        "from astromagie.host.registry import register\n"
        "register(GameInfo('ribbon', ('strip-record/1',), 2, 4, 'x:y'))\n", encoding="utf-8")
    monkeypatch.setattr(astromagie.games, "__path__", [*astromagie.games.__path__,
                                                       str(tmp_path)])
    registry._discover.cache_clear()
    yield folder
    monkeypatch.undo()
    registry.unregister("ribbon")
    sys.modules.pop("astromagie.games.ribbon", None)
    registry._discover.cache_clear()
    registry.shelf()


def test_games_lists_every_game_of_the_shelf(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    out, err = capsys.readouterr()
    assert [line.split()[0] for line in out.splitlines()] == GAMES
    assert "2-4 players" in out and err == ""
    assert main(["games", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [g["id"] for g in shown["games"]] == GAMES and shown["broken"] == []


def test_a_record_format_clash_is_named_on_the_terminal(
        clashing_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    out, err = capsys.readouterr()
    assert [line.split()[0] for line in out.splitlines()] == GAMES
    [told] = err.splitlines()
    assert told.startswith(f"left off the shelf: {clashing_copy}: ValueError: ")
    assert "ribbon and zahlenstreifen both read strip-record/1" in told
    assert "Traceback" not in err


def test_a_record_format_clash_is_in_the_json(
        clashing_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [g["id"] for g in shown["games"]] == GAMES
    [broken] = shown["broken"]
    assert broken["folder"] == str(clashing_copy)
    assert "both read strip-record/1" in broken["error"]


def test_the_help_speaks_of_the_shelf_not_of_one_game(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit):
        main(["--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "card games" in said and "'astromagie games' lists the games" in said
    assert "astrology" not in said
