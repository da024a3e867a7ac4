"""Games played by bots alone, for the screenshot, the smoke test and the tests.

`ai_config` seats bots only; `random_game` plays a game of random legal moves at a
table session with no window, like any game; `screenshot_target_problem` says before
a game is played why a path cannot take the screenshot's PNG.
"""

from __future__ import annotations

import os
import random

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.ui.kit.players import RandomSeat
from astromagie.ui.kit.session import TableSession


def ai_config(seed: int | None, seats: int = 4, level: str = "easy", *,
              game: str) -> GameConfig:
    """A game of bots only (smoke test, screenshot); as many seats as the game allows."""
    names = ("Vega", "Orion", "Lyra", "Altair", "Sirius")
    players = registry.info(game).players
    seats = min(max(seats, players.start), players.stop - 1)
    return GameConfig(tuple(SeatConfig(names[i], level) for i in range(seats)), seed=seed,
                      game=game)


def random_game(game: str, players: int, seed: int, limit: int = 20_000) -> GameState:
    """A game of `game` played by random legal moves (at most `limit` of them), at a table
    session with no window like any game (its seats random: players.RandomSeat)."""
    rng = random.Random(seed)
    seats = tuple(SeatConfig(f"P{i + 1}", "random") for i in range(players))
    session = TableSession(GameConfig(seats, seed=seed, game=game), autosave=False)
    for seat in range(players):
        session.seat(seat, RandomSeat(rng))
    session.begin_turn()
    for _ in range(limit):
        if session.state.is_over():
            break
        session.step()
    session.close()
    return session.state


def screenshot_target_problem(path: str) -> str:
    """Why `path` cannot take a PNG ("" if it can): checked before a game is played."""
    if not path.strip():
        return "no file name"
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        return "a folder"
    if not os.path.isdir(folder):
        return f"no folder {folder}"
    if not os.access(folder, os.W_OK):
        return f"{folder} is not writable"
    return ""
