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


class _DoneJob:
    """A review already done: its moments given (the panel's layout without a search)."""

    running = False
    error = None

    def __init__(self, game: str, moments: list) -> None:
        from astromagie.ai.review import Review
        from astromagie.ui.review_job import Progress

        self.game = game
        self.progress = Progress(1, 1)
        self.review = Review(moments, 25, [0], 6)

    def poll(self):
        return self.progress

    def cancel(self) -> None:
        pass


@pytest.mark.parametrize("app", [(1024, 700)], indirect=True)
def test_at_1024x700_a_chosen_moment_shows_whole_and_its_two_cards_stand_apart(app):
    """pt4b 15: the words were cut mid-sentence, the loss read "12,8 Punkte" and the two
    cards at the strip's 0 were drawn one on the other."""
    from astromagie import i18n
    from astromagie.ai.review import Moment
    from astromagie.host import registry
    from astromagie.look import theme
    from astromagie.ui.review_panel import ReviewPanel

    i18n.set_language("de")
    rules = registry.rules("zahlenstreifen")
    state = rules.new(3, 7, {})
    rng = random.Random(7)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    config = GameConfig((SeatConfig("Du"), SeatConfig("Vega", "easy"),
                         SeatConfig("Orion", "easy")), game="zahlenstreifen")
    playback = playback_of(state, config)
    turns = list(playback.record["turns"])
    mine = [n for n in range(len(turns)) if playback.game_at(n).current_player == 0]
    moments = [Moment(n + 1, 0, turns[n],  # the better move: another of the same choice
                      next(m for m in playback.game_at(n).legal_moves() if m != turns[n]),
                      12.8 - k, 0.0, 0.0, 3, "hint.takes_nothing", {})
               for k, n in enumerate(mine[:6])]
    scene = KitWatchScene(app, playback, review_mode="thread")
    app.stack.push(scene)
    scene.panel = panel = ReviewPanel(_DoneJob("zahlenstreifen", moments), scene.names,
                                      scene.you, scene.move_words)
    panel.place(scene.frame.log_rect(len(scene.names)), scene.frame.scale)
    reason = i18n.tr("zahlenstreifen.hint.takes_nothing")
    for index in (0, 5):
        scene.choose_moment(panel.choose(index))
        frames(app)
        rows = panel.row_rects()
        chosen = rows[index - panel.first]
        assert panel.rect.contains(chosen)
        # the whole reason is drawn: the row is as tall as all its wrapped lines
        size = panel._font(14)
        lines = theme.wrap(reason, "text", size, chosen.w)
        assert chosen.h >= len(lines) * theme.render("Ag", "text", size, theme.TEXT).get_height()
        assert "12,8" not in scene.snapshot().message and "13 Punkte" in i18n.tr(
            "review.row", number=1, turn=1, who="Du", loss=13)
    scene.choose_moment(panel.choose(0))
    ghosts = scene.ghosts()
    played = [rect for _code, rect, better in ghosts if not better]
    # two faces never one on the other: a better card on the played card's place is its
    # outline, right around it (pt8a 5), or stands free over it
    for _code, rect, better in ghosts:
        if better:
            assert all(rect == other or not rect.colliderect(other) for other in played)
