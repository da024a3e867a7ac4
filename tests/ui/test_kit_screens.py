"""Another game's statistics, finished games and replay: the host's screens, per game.

The made-up "Higher" (tests/kit/toy.py) is played to the end at the kit's table; its
statistics screen counts it (without Astromagie's tricks), its list of finished games
shows it in its own folder, and the kit's replay steps through it turn by turn with
every hand open, the move in words and the breakdown at the end.
"""

from __future__ import annotations

import time

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.storage.archive import scan_finished
from astromagie.ui.kit.table import KitTableScene
from astromagie.ui.kit.watch import KitWatchScene
from astromagie.ui.scenes.archive import ArchiveScene
from astromagie.ui.scenes.stats import StatsScene
from tests.kit import toy
from tests.ui.ui_events import frames, key

pytestmark = pytest.mark.usefixtures("app", "toy_on_the_shelf")



@pytest.fixture
def finished(app):
    """A game of the toy played to the end by bots and filed."""
    app.settings.animation_speed = 1000.0
    seats = (SeatConfig("You"), SeatConfig("Vega", "easy"))
    scene = KitTableScene(app, GameConfig(seats, seed=3, game=toy.INFO.id),
                          ai_mode="thread", ai_budget=0.01)
    app.stack.push(scene)
    for _ in range(4000):
        if scene.finished:
            break
        if scene.human_turn():
            scene.play(scene.state.legal_moves()[0])
        frames(app)
        time.sleep(0.001)
    assert scene.finished
    app.stack.pop()
    return scene


def test_the_statistics_of_another_game_count_its_games_without_tricks(app, finished):
    stats = StatsScene(app, toy.INFO.id)
    app.stack.push(stats)
    frames(app, 2)
    assert stats.stats.total().played == 1
    assert [c.key for c in stats.columns] == [  # no best trick, no mean tricks
        "opponents", "seats", "played", "won", "win_rate", "mean_points"]
    assert StatsScene(app, "astromagie").stats.total().played == 0  # Astromagie's are its own


def test_the_finished_games_of_another_game_open_in_the_kits_replay(app, finished):
    archive = ArchiveScene(app, toy.INFO.id)
    app.stack.push(archive)
    frames(app, 2)
    assert len(archive.games) == 1 and archive.games[0].id == scan_finished(toy.INFO.id)[0][0].id
    archive.open(0)
    frames(app)
    watch = app.stack.top
    assert isinstance(watch, KitWatchScene)
    turns = len(finished.state.history)
    assert watch.turn == 0  # opened at the deal: a game is watched from its start
    key(app, pygame.K_END)
    snap = watch.snapshot()
    assert snap.log[:turns] == finished.log_lines[-turns:]  # the same words as at the table
    assert snap.log[-2:] == toy.VIEW.breakdown(finished.state, ["You", "Vega"])


def test_the_replay_steps_turn_by_turn_and_shows_every_hand(app, finished):
    archive = ArchiveScene(app, toy.INFO.id)
    app.stack.push(archive)
    frames(app)
    archive.open(0)
    frames(app)
    watch = app.stack.top
    key(app, pygame.K_HOME)
    frames(app)
    assert watch.turn == 0 and watch.snapshot().message == i18n.tr("kit.watch.dealt")
    assert watch.snapshot().hand == toy.VIEW.hand(watch.playback.game_at(0), watch.seat)
    assert watch.snapshot().highlight.names == tuple(watch.names)  # a board may label seats
    key(app, pygame.K_RIGHT)
    frames(app)
    assert watch.turn == 1 and watch.snapshot().message == watch.lines[0]
    seat = watch.seat
    key(app, pygame.K_s)  # S switches the hand shown (H is the table's Hint key, pt6b 8)
    frames(app)
    assert watch.seat == (seat + 1) % 2
    assert watch.snapshot().hand == toy.VIEW.hand(watch.playback.game_at(1), watch.seat)
    rects = watch.frame.button_rects(len(watch.actions()))
    assert all(watch.frame.buttons.contains(r) for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    app.settings.animation_speed = 100.0
    key(app, pygame.K_SPACE)
    for _ in range(200):
        watch.update(0.05)
    assert watch.turn == watch.playback.turn_count and not watch.playing
    surface = pygame.Surface(app.size)
    watch.draw(surface)
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert app.stack.top is archive
