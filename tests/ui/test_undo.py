"""Undo against the bots (issue 24): the person's last turn and the bots' replies go back,
the log says so, and the game is marked in its record, the statistics and the archive.
With two people at one screen nobody takes a turn back."""

from __future__ import annotations

import json

import pygame

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.storage.archive import scan_finished
from astromagie.storage.finish import finish_game
from astromagie.storage.records import make_record, read_record
from astromagie.storage.stats import load_stats
from tests.ui.ui_events import frames, key

FAST = 1000.0


def open_table(app, kinds=("human", "random"), seed=4):
    """Astromagie at the table, the bots in a thread."""
    app.settings.animation_speed = FAST
    seats = tuple(SeatConfig(f"P{i}" if k != "human" else "Ada", k) for i, k in enumerate(kinds))
    scene = app.open_scene("table", GameConfig(seats, seed=seed, game="astromagie"),
                           ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    return scene


def human_turn(app, scene, limit=3000) -> None:
    for _ in range(limit):
        if scene.human_turn():
            return
        frames(app)
    raise AssertionError("no human turn")


def play_first_legal(app, scene) -> None:
    human_turn(app, scene)
    scene.play(scene.state.legal_moves()[0])
    frames(app, 2)


def test_undo_takes_back_the_last_turn_and_the_bots_replies(app):
    scene = open_table(app)
    human_turn(app, scene)
    start = list(scene.state.history)
    hand = sorted(scene.state.hand(0))
    assert not scene.can_undo()  # nothing of the person's to take back yet
    play_first_legal(app, scene)
    human_turn(app, scene)
    assert len(scene.state.history) >= len(start) + 2  # the person's move and a reply
    assert scene.can_undo()
    key(app, pygame.K_u)
    human_turn(app, scene)
    assert scene.state.history == start and sorted(scene.state.hand(0)) == hand
    assert scene.undos == 1 and scene.config.undos == 1
    assert scene.log_lines[-1] == "You take your last turn back."
    app.draw()
    assert not scene.can_undo()


def test_the_pause_menu_offers_undo_only_when_there_is_a_turn_to_take_back(app):
    scene = open_table(app)
    human_turn(app, scene)
    made = len(scene.state.history)
    pause = app.push_scene("pause")
    frames(app)
    undo = pause.form.get("undo")  # there, greyed: the buttons under it keep their places
    assert not undo.enabled
    undo.click()
    frames(app)
    assert app.stack.top is pause and len(scene.state.history) == made
    app.stack.pop()
    play_first_legal(app, scene)
    human_turn(app, scene)
    made = len(scene.state.history)
    pause = app.push_scene("pause")
    frames(app)
    pause.form.get("undo").click()
    frames(app, 3)
    assert app.stack.top is scene and len(scene.state.history) < made and scene.undos == 1


def test_a_game_with_undo_is_marked_in_its_record_statistics_and_archive(app):
    game = Game.new(2, 5)
    while not game.is_over():
        game.apply(game.legal_moves()[0])
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), undos=2, game="astromagie")
    record = make_record(game, config)
    assert record["undos"] == 2
    assert read_record(json.loads(json.dumps(record)))[1].undos == 2
    finish_game(game, config, record)
    stats, _ = load_stats()
    assert stats.total().undone == 1 and stats.total().played == 1
    games, _ = scan_finished()
    assert games[0].undos == 2
