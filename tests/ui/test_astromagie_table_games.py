"""Whole games of Astromagie at the kit's table, played by mouse in 2 and 4 seats to the
results and watched again from the deal; a game left mid-way and resumed from the title
with its log; an autosave that fails or a bots' helper that restarts told once while the
game goes on; the table laid out at every window size and seat count, and in German."""

from __future__ import annotations

import pygame
import pytest

from astromagie import i18n
from astromagie.games.astromagie.engine import Game, Move
from astromagie.games.astromagie.guide import PLAYER_MOVES
from astromagie.games.astromagie.view import VIEW
from astromagie.host import registry
from astromagie.ui.routes import scene_class
from tests.ui.test_astromagie_table import (
    NAMES,
    RESULTS,
    TABLE,
    WATCH,
    drop,
    longest_play,
    make_by_mouse,
    open_table,
    opening,
    play_to_the_end,
    to_the_persons_turn,
)
from tests.ui.ui_events import click, frames, key

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]


# --- saving and resuming ---------------------------------------------------------------------
@pytest.mark.app(fast=True)
def test_a_game_left_mid_way_is_resumed_from_the_title_with_its_log(app):
    scene = open_table(app, kinds=("human", "easy"), seed=21, autosave=True)
    for _ in range(3):
        to_the_persons_turn(app, scene)
        make_by_mouse(app, scene, longest_play(scene.state))
    to_the_persons_turn(app, scene)
    history, lines = list(scene.state.history), list(scene.log_lines)
    app.back_to_title()  # the table exits: its last move is written
    frames(app, 2)
    title = app.stack.top
    assert title.resume_info is not None and title.resume_info.turn == len(history)
    click(app, title.form.get("resume").rect.center, settle=3)
    resumed = app.stack.top
    assert isinstance(resumed, scene_class(TABLE)) and resumed is not scene
    assert list(resumed.state.history) == history  # nothing replayed or lost
    assert resumed.log_lines == lines and resumed.seating.names == scene.seating.names
    to_the_persons_turn(app, resumed)
    move = longest_play(resumed.state)
    make_by_mouse(app, resumed, move)
    assert resumed.state.history[len(history)] == move


@pytest.mark.app(fast=True)
def test_a_failed_autosave_is_told_once_and_the_game_goes_on(app, monkeypatch):
    from astromagie.storage import jsonfile, notices

    notices.reset_reported()

    def disk_full(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(jsonfile, "write_text_atomic", disk_full)
    scene = open_table(app, kinds=("easy", "easy"), seed=2, autosave=True)
    told: list[str] = []
    left = [0.0]

    def read() -> None:
        frames(app)
        if "No space left" in scene.message and scene.message_left > left[0]:
            told.append(scene.message)  # said anew, not still showing
        left[0] = scene.message_left

    while len(scene.state.history) < 8:
        read()
    scene.saver.close()  # the writer has tried every position it was given
    read()
    assert not scene.state.is_over() or len(scene.state.history) >= 8  # the game went on
    assert len(told) == 1, told  # said once, not after every move


def test_a_restarted_ai_helper_is_told_at_the_table(app):
    from astromagie.ui.kit import ai_worker

    scene = open_table(app, opening())
    problems = [ai_worker.RESTARTED]
    scene.bots.worker.take_problems = lambda: [problems.pop()] if problems else []
    frames(app, 2)
    assert scene.message == i18n.tr(ai_worker.RESTARTED)


# --- the table at every size, in both languages -------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 5])
def test_the_row_and_the_piles_fit_every_window_and_seat_count(app, size, seats):
    scene = open_table(app, Game.new(seats, 3), kinds=("human",) + ("easy",) * (seats - 1))
    scene.on_resize(size)
    board = scene.frame.board
    zones = [scene.board.zone_rect(f"pos:{p}") for p in range(1, 7)]
    zones += [scene.board.zone_rect("discard")]
    assert all(board.contains(z) for z in zones), (board, zones)
    assert not any(a.colliderect(b) for i, a in enumerate(zones[:4]) for b in zones[i + 1:4])
    for pos in range(1, 7):
        assert scene.board.zone_at(scene.board.zone_rect(f"pos:{pos}").center) == f"pos:{pos}"
    scene.draw(app.screen)  # draws at every size without error


def test_a_resize_mid_game_lays_the_table_out_again_and_it_still_plays_by_mouse(app):
    scene = open_table(app, opening())
    three = scene.board.zone_rect("pos:3").copy()
    app.set_window_size((1024, 700))
    frames(app, 2)
    assert scene.frame.size == (1024, 700) and scene.board.zone_rect("pos:3") != three
    make_by_mouse(app, scene, PLAYER_MOVES[0])
    assert scene.state.history[0] == PLAYER_MOVES[0]


def test_a_language_switch_words_the_table_anew(app):
    scene = open_table(app, opening())
    assert scene.snapshot().status.startswith("Your turn")
    i18n.set_language("de")
    frames(app)
    assert scene.snapshot().status.startswith("Du bist am Zug")
    drop(app, scene, "FIRE", "pos:3")
    violation = scene.state.check_placement(3, "FIRE")
    assert scene.message == VIEW.violation_words(violation, scene.seating.names) + " (Regel R3)"
    assert "Zeichen" in scene.message


# --- whole games by mouse ------------------------------------------------------------------------
def test_a_whole_game_by_mouse_in_two_seats_to_the_results_then_watched_from_the_deal(app):
    scene = open_table(app, kinds=("human", "easy"), seed=5)
    turns = iter(range(1000))

    def mixed(state: Game) -> Move:  # plays and discards, the longest play most often
        plays = [m for m in state.legal_moves() if not m.is_discard]
        return longest_play(state) if plays and next(turns) % 4 else state.legal_moves()[-1]

    made = play_to_the_end(app, scene, mixed)
    assert made >= 5 and scene.state.is_over()
    frames(app, 2)
    results = app.stack.top
    assert isinstance(results, scene_class(RESULTS)) and results.state is scene.state
    assert [row[-1] for row in results.series] == list(scene.state.scores)
    lines = results.view.breakdown(results.state, results.names)
    winners = results.state.winners()  # the last line names the winner, "You" included
    assert len(winners) > 1 or lines[-1] == (
        f"Winner: {results.names[winners[0]]} ({max(results.state.scores)} points)")
    assert lines[0].startswith("Ada") and lines[1].startswith("Vega")
    assert len(scene.log_lines) >= len(scene.state.history) // 2
    frames(app, 40)  # past the guard against a key still pressed in play
    click(app, results.widget("watch").rect.center)
    watch = app.stack.top
    assert isinstance(watch, scene_class(WATCH)) and watch.turn == 0
    deal_again = registry.rules("astromagie").new(2, 5, {})
    assert [watch.state().hand(s) for s in range(2)] == [deal_again.hand(s) for s in range(2)]
    key(app, pygame.K_RIGHT)
    first = deal_again.clone()
    first.apply(scene.state.history[0])
    assert watch.turn == 1 and watch.state().row() == first.row()


def test_a_whole_game_by_mouse_in_four_seats_to_the_results(app):
    scene = open_table(app, kinds=("human", "easy", "easy", "easy"), seed=8)
    made = play_to_the_end(app, scene, longest_play)
    assert made >= 3 and scene.state.is_over()
    frames(app, 2)
    results = app.stack.top
    assert isinstance(results, scene_class(RESULTS))
    assert len(results.series) == 4 and [row[-1] for row in results.series] == list(
        scene.state.scores)
    lines = results.view.breakdown(results.state, results.names)
    assert [line.split(":")[0] for line in lines[:4]] == list(NAMES[:4])
