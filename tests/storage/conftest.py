"""Every storage test gets its own ASTROMAGIE_HOME: the real user's files are never touched."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from astromagie.games.astromagie.engine import Game
from astromagie.i18n import set_language
from astromagie.storage import notices


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path / "home"))
    notices.reset_reported()
    yield tmp_path / "home"
    set_language("en")


def play(num_players: int, seed: int, turns: int | None = None) -> Game:
    """A game played with random legal moves, `turns` turns long (or to the end)."""
    game = Game.new(num_players, seed)
    rng = random.Random(seed)
    while not game.is_over() and (turns is None or len(game.history) < turns):
        game.apply(rng.choice(game.legal_moves()))
    return game


def everything_under(folder: Path) -> list[bytes]:
    """The bytes of every regular file under `folder`: what the player had must be among them."""
    return [p.read_bytes() for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
