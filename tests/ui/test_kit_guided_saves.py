"""The guided first game of a kit game is a real first game (G1): saved after every move, so
the title resumes it where it was left, as the lesson it is, with the coach at the step it
had reached; kept at the end in Finished games and the statistics; and the pause screen's
"saved after every turn" is true over it. Started while another game of the same game is
unfinished, it does not replace that game, and the pause screen promises nothing."""

from __future__ import annotations

import time

import pytest

from astromagie.storage.archive import scan_finished
from astromagie.storage.saves import has_autosave, load_autosave
from astromagie.storage.stats import load_stats
from astromagie.ui.kit.guided import guide_step_of, is_guided_deal
from astromagie.ui.kit.table import KitTableScene
from tests.kit import toy
from tests.ui.ui_events import frames

pytestmark = pytest.mark.usefixtures("toy_on_the_shelf")


def wait_for(app, condition, limit=3000) -> None:
    for _ in range(limit):
        if condition():
            return
        frames(app)
        time.sleep(0.001)
    raise AssertionError("the table did not get there")


def start_guide(app) -> KitTableScene:
    app.settings.animation_speed = 1000.0
    app.settings.game = toy.INFO.id
    title = app.push_scene("title")
    frames(app, 2)
    title.open_guide()
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, KitTableScene) and scene.guided
    return scene


def play_own_moves(app, scene, count) -> None:
    for _ in range(count):
        wait_for(app, scene.human_turn)
        scene.play(scene.state.legal_moves()[0])


def test_a_guided_game_left_at_turn_n_resumes_at_turn_n_with_its_coach(app):
    scene = start_guide(app)
    assert scene.saver.enabled
    play_own_moves(app, scene, 2)
    wait_for(app, scene.human_turn)
    made = len(scene.state.history)
    step = scene.guide_step
    app.back_to_title()  # the table exits: its last move is written
    frames(app, 2)
    title = app.stack.top
    assert title.resume_info is not None and title.resume_info.turn == made
    assert title.form.get("resume").visible
    title.resume_game()
    frames(app)
    resumed = app.stack.top
    assert isinstance(resumed, KitTableScene) and resumed is not scene
    assert list(resumed.state.history) == list(scene.state.history)
    assert resumed.guided and resumed.guide_step == step


def test_the_coachs_step_counts_the_persons_moves_in_the_record():
    from astromagie.host import registry

    rules = registry.rules(toy.INFO.id)
    state = rules.new(2, 5, {})
    mine = 0
    for _ in range(5):
        mine += state.current_player == 0
        state.apply(state.legal_moves()[0])
    assert guide_step_of(state, 0) == mine
    assert guide_step_of(state, 1) == 5 - mine


def test_only_the_guides_own_deal_resumes_as_the_lesson(app):
    scene = start_guide(app)
    play_own_moves(app, scene, 1)
    app.back_to_title()
    frames(app)
    info, _ = load_autosave(toy.INFO.id)
    assert info is not None and is_guided_deal(info.record, toy.INFO.id)
    reshuffled = {**info.record, "deck": list(reversed(info.record["deck"]))}
    assert not is_guided_deal(reshuffled, toy.INFO.id)
    assert not is_guided_deal({**info.record, "seats": info.record["seats"] * 2},
                              toy.INFO.id)


def test_a_finished_guided_game_is_kept_in_finished_games_and_statistics(app):
    scene = start_guide(app)
    for _ in range(4000):
        if scene.finished:
            break
        if scene.human_turn():
            scene.play(scene.state.legal_moves()[0])
        frames(app)
        time.sleep(0.001)
    assert scene.finished
    games, told = scan_finished(toy.INFO.id)
    assert told == [] and len(games) == 1 and games[0].turns == len(scene.state.history)
    stats, _ = load_stats(toy.INFO.id)
    assert stats.total().played == 1
    assert not has_autosave(toy.INFO.id)  # nothing left to resume


def test_the_pause_screen_promises_the_save_only_over_a_table_that_saves(app):
    scene = start_guide(app)
    wait_for(app, scene.human_turn)
    app.push_scene("pause")
    frames(app)
    pause = app.stack.top
    assert pause.promises_save()
    app.stack.pop()
    play_own_moves(app, scene, 1)
    app.back_to_title()
    frames(app)
    assert has_autosave(toy.INFO.id)
    unfinished = load_autosave(toy.INFO.id)[0].record
    # another guided game now would replace the unfinished one: it is a lesson only
    lesson = start_guide(app)
    assert not lesson.saver.enabled
    wait_for(app, lesson.human_turn)
    lesson.play(lesson.state.legal_moves()[0])
    app.push_scene("pause")
    frames(app)
    pause = app.stack.top
    assert not pause.promises_save()
    # and says so where a blank gap stood (pt11a 9): the title, then its words
    assert len(pause._texts) > 1 and all(surf.get_width() > 0 for surf, _ in pause._texts)
    app.back_to_title()
    frames(app)
    assert load_autosave(toy.INFO.id)[0].record == unfinished
