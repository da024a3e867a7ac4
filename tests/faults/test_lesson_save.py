"""A lesson never writes over a real game (issue 40, finding 1).

Window A plays a game's guided game (a lesson, saved after every move while its place
is free); window B, opened later, saves a real game of the same game. When A plays on,
its autosave must leave B's game where it is (Resume offers B's game, not the lesson),
and A goes on unsaved. The decision is made at each write, never only at the start.
"""

from __future__ import annotations

import time

import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.storage.saves import autosave_game, clear_autosave, load_autosave
from astromagie.ui.kit.guided import is_guided_deal
from astromagie.ui.kit.saver import AutoSaver

GAMES = ["astromagie", "solar-republic", "monad", "zahlenstreifen"]


def lesson_of(game: str) -> tuple[GameState, GameConfig]:
    guide = registry.view(game).guide()
    seats = (SeatConfig("You"),
             *(SeatConfig(f"Bot{i}", guide.level) for i in range(guide.players - 1)))
    config = GameConfig(seats, dict(guide.options), seed=guide.seed, game=game)
    return registry.rules(game).new(guide.players, guide.seed, dict(guide.options)), config


def real_game_of(game: str) -> tuple[GameState, GameConfig]:
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), {}, seed=77, game=game)
    state = registry.rules(game).new(2, 77, {})
    state.apply(state.legal_moves()[0])
    return state, config


def saved_after(saver: AutoSaver, state: GameState, config: GameConfig) -> None:
    """One move of the lesson saved (or refused) by the saver's own thread."""
    state.apply(state.legal_moves()[0])
    before = saver.saved
    saver.save(state, config)
    deadline = time.monotonic() + 10
    while saver.saved == before and time.monotonic() < deadline:
        time.sleep(0.002)
    assert saver.saved > before, "the saver never wrote"


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_played_on_never_writes_over_a_real_game_saved_since(game):
    lesson, lesson_config = lesson_of(game)
    saver = AutoSaver()
    try:
        saved_after(saver, lesson, lesson_config)  # the place was free: the lesson is saved
        info, _ = load_autosave(game)
        assert info is not None and is_guided_deal(info.record, game)

        real, real_config = real_game_of(game)  # window B plays a real game and leaves
        assert autosave_game(real, real_config) == []

        saved_after(saver, lesson, lesson_config)  # window A plays on
        info, _ = load_autosave(game)
        assert info is not None and not is_guided_deal(info.record, game)
        assert info.config.seats == real_config.seats
        assert list(info.game.history) == list(real.history)
        assert not saver.enabled  # the pause screen no longer promises a save
    finally:
        saver.close()


@pytest.mark.parametrize("game", ["monad"])
def test_a_resumed_lesson_keeps_saving_over_itself_and_into_a_freed_place(game):
    lesson, config = lesson_of(game)
    first = AutoSaver()
    saved_after(first, lesson, config)
    first.close()
    resumed = AutoSaver()  # the title resumed the lesson: its own save is in its place
    try:
        saved_after(resumed, lesson, config)
        info, _ = load_autosave(game)
        assert info is not None and info.turn == len(lesson.history) == 2
        clear_autosave(game)  # the place is free again (the real game there was finished)
        saved_after(resumed, lesson, config)
        info, _ = load_autosave(game)
        assert info is not None and info.turn == 3 and resumed.enabled
    finally:
        resumed.close()
