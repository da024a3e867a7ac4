"""The post-game review in the app: beside the replay of any game, never in the way.

A finished game is reviewed in the background (a thread here; a process in the app),
its progress shown; then the costly moments are listed, and choosing one goes to the
position before it and lays the move played and the better one on the table, with the
loss in words.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.storage.archive import playback_of
from astromagie.ui.kit.watch import KitWatchScene
from astromagie.ui.review_job import ReviewJob
from tests.kit import toy
from tests.ui.ui_events import click, frames, key

pytestmark = pytest.mark.usefixtures("app")


@pytest.fixture(autouse=True)
def cheap_hint(monkeypatch):
    """Astromagie's review asks the table's hint at every decision; whole games reviewed
    here ask a hint of a few deals (the agreement itself: tests/games/astromagie)."""
    monkeypatch.setattr("astromagie.ui.review_job.HINT_WORLDS", 6)


def played_randomly(seed: int = 11) -> Game:
    game = Game.new(2, seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    return game


def wait_done(app, scene, limit: float = 60.0) -> None:
    end = time.monotonic() + limit
    while scene.panel.job.running and time.monotonic() < end:
        frames(app)
        time.sleep(0.01)
    frames(app)
    assert not scene.panel.job.running and scene.panel.job.error is None


def test_the_review_job_reports_progress_then_the_moments():
    game = played_randomly()
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=11, game="astromagie")
    job = ReviewJob(playback_of(game, config).record, [0], worlds=4, mode="thread")
    seen = []
    end = time.monotonic() + 60
    while job.running and time.monotonic() < end:
        seen.append(job.poll().done)
        time.sleep(0.005)
    assert job.review is not None and job.review.decisions > 0
    assert job.progress.done == job.progress.total == job.review.decisions
    assert seen == sorted(seen)  # progress only goes forward


def test_a_broken_record_is_told_not_raised():
    job = ReviewJob({"format": "astromagie-record/1", "turns": ["nonsense"]}, [0],
                    mode="thread")
    for _ in range(500):
        if not job.running:
            break
        job.poll()
        time.sleep(0.002)
    assert job.error is not None and job.review is None


def test_astromagie_replay_lists_the_moments_and_shows_one_on_the_row(app):
    game = played_randomly()
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=11, game="astromagie")
    scene = KitWatchScene(app, playback_of(game, config), review=True, review_mode="thread")
    app.stack.push(scene)
    frames(app)
    assert scene.panel is not None
    wait_done(app, scene)
    moments = scene.panel.moments
    assert moments, "a random player loses points somewhere"
    assert all(m.seat == 0 for m in moments)  # the person's moves only
    rows = scene.panel.row_rects()
    click(app, rows[0].center)
    frames(app)
    first = moments[0]
    assert scene.turn == first.turn - 1 and scene.moment == first
    ghosts = scene.ghosts()
    assert {better for _c, _r, better in ghosts} == {True, False}
    from astromagie.games.astromagie.view.turn import DISCARD, zone_of
    places = [scene.board.zone_rect(zone_of(p)) for p in range(1, 7)]
    places.append(scene.board.zone_rect(DISCARD))
    # H7: a ghost has its place's size, covering its words whole, and lies right on it
    # unless the other move put a card on the same place
    for _c, rect, _b in ghosts:
        assert any(rect.size == p.size for p in places), rect
    lone = [r for _c, r, _b in ghosts
            if sum(o.colliderect(r) for _c2, o, _b2 in ghosts) == 1]  # overlaps only itself
    assert all(any(r.center == p.center for p in places) for r in lone)
    assert scene.snapshot().message == scene.panel.explain(first)
    key(app, pygame.K_RIGHT)
    frames(app)
    assert scene.ghosts() == []  # the ghosts belong to the position before the move


def test_the_kits_replay_reviews_on_r_and_lays_the_better_move_as_a_ghost(app,
                                                                          toy_on_the_shelf):
    rules = toy.RULES
    state = rules.new(2, 12, {})  # a deal in which a random move costs two points
    rng = random.Random(12)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=12,
                        game=toy.INFO.id)
    scene = KitWatchScene(app, playback_of(state, config), review_mode="thread")
    app.stack.push(scene)
    frames(app)
    key(app, pygame.K_r)
    frames(app)
    assert scene.panel is not None
    assert not any(a.id == "review" and a.enabled for a in scene.actions())
    wait_done(app, scene)
    assert scene.snapshot().log == []  # the panel has the log's place
    assert len(scene.panel.moments) == 1
    key(app, pygame.K_1)
    frames(app)
    moment = scene.panel.moments[0]
    assert scene.turn == moment.turn - 1
    assert scene.snapshot().message == scene.panel.explain(moment)
    ghosts = scene.ghosts()
    assert any(better for _c, _r, better in ghosts)  # the better move lies on the table
    surface = pygame.Surface(app.size)
    scene.draw(surface)


def test_the_review_runs_in_a_process_beside_the_window():
    game = played_randomly()
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=11, game="astromagie")
    job = ReviewJob(playback_of(game, config).record, [0], worlds=2, mode="process")
    end = time.monotonic() + 120
    while job.running and time.monotonic() < end:
        job.poll()
        time.sleep(0.02)
    assert job.error is None and job.review is not None and job.review.decisions > 0


def test_a_long_list_of_moments_scrolls_and_a_chosen_number_comes_into_view(app):
    game = played_randomly()
    config = GameConfig((SeatConfig("Ada"), SeatConfig("Vega", "easy")), seed=11, game="astromagie")
    scene = KitWatchScene(app, playback_of(game, config), review_mode="thread")
    app.stack.push(scene)
    frames(app)
    key(app, pygame.K_r)
    frames(app)
    wait_done(app, scene)
    panel = scene.panel
    shown = len(panel.row_rects())
    assert len(panel.moments) > shown >= 1, "more moments than the panel shows at once"
    post_wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    pygame.event.post(post_wheel)
    frames(app)
    assert panel.first == 1
    click(app, panel.row_rects()[0].center)
    frames(app)
    assert scene.moment == panel.moments[1]  # the row under the mouse, not the first moment
    for _ in range(3):  # the list scrolled on, past the first moments
        pygame.event.post(post_wheel)
    frames(app)
    assert panel.first == 4
    key(app, pygame.K_1)  # the first moment, above the rows shown: it comes into view
    frames(app)
    assert scene.moment == panel.moments[0] and panel.first == 0
