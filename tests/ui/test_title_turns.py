"""The title's "Resume" line counts a saved game's turns as its review does (pt14d 9:
"Zug 127" for a Monad game whose review counted 110 turns of 214 moves)."""

from __future__ import annotations

import random

import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.storage.records import positions
from astromagie.storage.saves import autosave_game, load_autosave
from astromagie.ui.kit.chart import turns_done
from astromagie.ui.scenes.title import turns_played


@pytest.mark.parametrize("game", ["monad", "astromagie"])
def test_the_resume_line_counts_turns_as_the_review_does(tmp_path, monkeypatch, game):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path))
    rules = registry.rules(game)
    state = rules.new(2, 5, {})
    rng = random.Random(5)
    while len(state.history) < 60:
        after = state.clone()
        after.apply(rng.choice(after.legal_moves()))
        if after.is_over():  # a finished game is archived, not resumed
            break
        state = after
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=5, game=game)
    autosave_game(state, config)
    info, _ = load_autosave(game)
    assert info is not None and info.turn == len(state.history)
    view = registry.view(game).for_game(info.game)
    review = turns_done(positions(info.record), view)
    expected = review[-1] if review else len(state.history)
    assert turns_played(info) == expected
    if game == "monad":  # several moves a turn: fewer turns than moves
        assert turns_played(info) < len(state.history)
