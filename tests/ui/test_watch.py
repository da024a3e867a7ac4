"""Watching finished games again: the archive list and the turn-by-turn replay.

Games are archived through storage (ASTROMAGIE_HOME in a temporary folder);
input goes in as real pygame events through the app's own loop.
"""

from __future__ import annotations

import random

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.storage import archive, saves
from astromagie.storage.settings import Settings
from astromagie.ui.app import App
from astromagie.ui.scene import Scene
from astromagie.ui.scenes.archive import ArchiveScene
from astromagie.ui.scenes.watch import WatchScene, compute_layout


def finished(n: int, seed: int) -> Game:
    game = Game.new(n, seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    return game


def config(n: int, humans: int = 1, names: tuple[str, ...] = ("Ada", "Vega", "Orion", "Lyra",
                                                             "Altair")) -> GameConfig:
    return GameConfig(tuple(SeatConfig(names[i], "human" if i < humans else "easy")
                            for i in range(n)))


@pytest.fixture
def archived(app, monkeypatch):
    """Two finished games archived a minute apart: (older, newer) Games."""
    games = []
    for minute, (n, seed) in enumerate(((3, 11), (4, 12))):
        monkeypatch.setattr(archive, "_now_stamp", lambda m=minute: f"20261122-09{m:02d}00")
        game = finished(n, seed)
        assert saves.archive_finished(saves.make_record(game, config(n))) == []
        games.append(game)
    return games


def post_key(app: App, key: int, times: int = 1) -> None:
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.run_frames(1)


def post_click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.run_frames(1)


def open_archive(app: App) -> ArchiveScene:
    app.stack.push(Scene(app))  # something to go back to
    scene = ArchiveScene(app)
    app.stack.push(scene)
    app.run_frames(1)
    return scene


def assert_shows(scene: WatchScene, turn: int) -> None:
    expected = scene.playback.game_at(turn)
    assert scene.turn == turn
    assert scene.shown["turn"] == turn
    assert scene.shown["row"] == expected.row()
    assert scene.shown["pairs"] == expected.row_pairs()
    assert scene.shown["scores"] == tuple(expected.scores)
    assert scene.shown["hands"] == tuple(tuple(expected.hand(s))
                                         for s in range(expected.num_players))
    assert scene.shown["pile"] == expected.pile_count


def test_archive_lists_newest_first_and_a_click_opens_the_replay(app, archived):
    older, newer = archived
    scene = open_archive(app)
    assert [g.scores for g in scene.games] == [tuple(newer.scores), tuple(older.scores)]
    assert scene.games[0].names == ("Ada", "Vega", "Orion", "Lyra")
    post_click(app, scene.row_rect(1).center)
    watch = app.stack.top
    assert isinstance(watch, WatchScene)
    assert watch.playback.id == scene.games[1].id
    assert watch.playback.final.scores == older.scores
    assert_shows(watch, 0)
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_keys_step_through_the_game_and_show_each_position(app, archived):
    scene = open_archive(app)
    post_key(app, pygame.K_DOWN)
    assert scene.selected == 1
    post_key(app, pygame.K_UP)
    post_key(app, pygame.K_RETURN)
    watch = app.stack.top
    assert isinstance(watch, WatchScene)
    assert watch.playback.final.scores == archived[1].scores
    post_key(app, pygame.K_RIGHT, 5)
    assert_shows(watch, 5)
    post_key(app, pygame.K_LEFT, 2)
    assert_shows(watch, 3)
    post_key(app, pygame.K_END)
    assert_shows(watch, watch.total)
    assert watch.shown["scores"] == tuple(archived[1].scores)
    post_key(app, pygame.K_RIGHT)  # past the end: stays
    assert_shows(watch, watch.total)
    post_key(app, pygame.K_HOME)
    assert_shows(watch, 0)
    post_key(app, pygame.K_LEFT)
    assert_shows(watch, 0)


def test_buttons_and_slider_move_through_the_game(app, archived):
    open_archive(app)
    post_key(app, pygame.K_RETURN)
    watch = app.stack.top
    assert not watch.widget("prev").enabled and watch.widget("next").enabled
    post_click(app, watch.widget("next").rect.center)
    post_click(app, watch.widget("next").rect.center)
    assert_shows(watch, 2)
    post_click(app, watch.widget("prev").rect.center)
    assert_shows(watch, 1)
    post_click(app, watch.widget("last").rect.center)
    assert_shows(watch, watch.total)
    assert not watch.widget("next").enabled
    post_click(app, (watch.knob_x(10), watch._layout.slider.centery))
    assert_shows(watch, 10)
    post_click(app, watch.widget("first").rect.center)
    assert_shows(watch, 0)


def test_each_turn_is_described_and_a_trick_shows_its_winner_and_points(app, archived):
    # the computer's game, watched: every seat is named (the one person would be "you")
    watch = WatchScene.from_game(app, archived[0], config(3, humans=0))
    app.stack.push(watch)
    app.run_frames(1)
    assert watch.description[0] == i18n.tr("watch.dealt", player=watch.playback.names[
        watch.playback.game_at(0).current_player])
    trick = watch.playback.final.tricks[0]
    watch.set_turn(trick.turn)
    app.run_frames(1)
    assert watch.shown["trick"] == trick
    points = "1 point" if trick.points == 1 else f"{trick.points} points"
    assert watch.description[1] == f"{watch.playback.names[trick.winner]} wins the trick: {points}"
    move = watch.playback.final.history[trick.turn - 1]
    mover = watch.shown["mover"]
    assert watch.playback.game_at(trick.turn - 1).current_player == mover
    name = watch.playback.names[mover]
    assert watch.description[0].startswith(name)
    if move.discard is not None:
        assert watch.shown["discard_top"] == move.discard
    watch.set_turn(1)
    app.run_frames(1)
    assert watch.shown["trick"] is None
    watch.set_turn(watch.total)
    app.run_frames(1)
    winner = watch.playback.names[watch.playback.final.winners()[0]]
    assert winner in watch.description[-1]


def test_autoplay_follows_the_animation_speed_and_stops_at_the_end(app, archived):
    app.settings.animation_speed = 2.0
    watch = WatchScene.from_game(app, archived[0], config(3))
    app.stack.push(watch)
    post_key(app, pygame.K_SPACE)
    assert watch.playing
    step = watch.step_seconds
    assert step == pytest.approx(WatchScene.from_game(app, archived[0], config(3)).step_seconds)
    app.run_frames(round(step * 1.5 / 0.05), dt=0.05)
    assert watch.turn == 1
    app.settings.animation_speed = 1.0
    app.run_frames(round(step * 2 * 1.2 / 0.05), dt=0.05)  # the slower pace: one more turn
    assert watch.turn == 2
    post_key(app, pygame.K_SPACE)
    assert not watch.playing
    app.run_frames(40, dt=0.1)
    assert watch.turn == 2
    watch.set_turn(watch.total - 1)
    post_key(app, pygame.K_SPACE)
    app.run_frames(40, dt=0.1)
    assert watch.turn == watch.total and not watch.playing
    assert_shows(watch, watch.total)


def test_draw_never_changes_what_is_shown(app, archived):
    watch = WatchScene.from_game(app, archived[0], config(3))
    app.stack.push(watch)
    app.run_frames(1)
    watch.set_turn(4)
    assert watch.shown["turn"] == 0
    app.draw()
    app.draw()
    assert watch.shown["turn"] == 0  # drawing painted the old picture, nothing more
    app.run_frames(1)
    assert_shows(watch, 4)


def test_a_language_switch_renders_everything_again(app, archived):
    watch = WatchScene.from_game(app, archived[0], config(3))
    app.stack.push(watch)
    watch.set_turn(3)
    app.run_frames(1)
    english = (watch.turn_text, list(watch.description), watch.widget("next").text)
    before = pygame.image.tobytes(watch._frame, "RGB")
    i18n.set_language("de")
    german = (watch.turn_text, list(watch.description), watch.widget("next").text)
    assert german[0] == f"Zug 3 / {watch.total}"
    assert german[1] != english[1]
    assert german[2].startswith("Weiter") and english[2].startswith("Next")
    assert pygame.image.tobytes(watch._frame, "RGB") != before
    assert watch.log_panel.texts()[-1] == german[1][0] or "Stich" in watch.log_panel.texts()[-1]
    assert_shows(watch, 3)


def test_archive_texts_follow_the_language(app, archived):
    scene = open_archive(app)
    assert scene.texts[0] == "Finished games"
    i18n.set_language("de")
    assert scene.texts[0] == "Beendete Partien"
    assert scene.widget("watch").text == "Ansehen"


def test_empty_archive_says_so_and_enter_does_nothing(app):
    scene = open_archive(app)
    assert scene.games == []
    assert i18n.tr("watch.archive.none") in scene.texts
    assert not scene.widget("watch").enabled
    post_key(app, pygame.K_RETURN)
    post_key(app, pygame.K_DOWN)
    assert app.stack.top is scene
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_a_broken_archived_game_is_explained_and_dropped(app, archived):
    scene = open_archive(app)
    broken_id = scene.games[0].id
    path = saves.games_dir() / f"{broken_id}.json"
    path.write_text('{"format": "astromagie-record/1", "turns": 5}', encoding="utf-8")
    post_click(app, scene.row_rect(0).center)
    assert app.stack.top is scene  # no replay, no crash
    assert [n.key for n in scene.notices] == ["files.game_broken"]
    assert scene.notices[0].text() in scene.texts
    assert [g.id for g in scene.games] != [] and broken_id not in [g.id for g in scene.games]
    assert any(p.name.startswith(broken_id) for p in saves.games_dir().iterdir()
               if p.suffix != ".json")  # kept aside, not deleted
    post_key(app, pygame.K_RETURN)  # the remaining game still opens
    assert isinstance(app.stack.top, WatchScene)


def test_from_id_of_a_missing_game_gives_none(app):
    scene, notices = WatchScene.from_id(app, "20261122-090000-0123456789")
    assert scene is None and notices == []


def test_the_list_scrolls_with_the_keyboard_and_the_wheel(app, monkeypatch):
    for k in range(14):
        monkeypatch.setattr(archive, "_now_stamp", lambda k=k: f"20261122-10{k:02d}00")
        saves.archive_finished(saves.make_record(finished(2, 50 + k), config(2)))
    scene = open_archive(app)
    assert len(scene.games) == 14 and scene.max_scroll() > 0
    post_key(app, pygame.K_END)
    assert scene.selected == 13 and scene.scroll == scene.max_scroll()
    post_key(app, pygame.K_HOME)
    assert scene.selected == 0 and scene.scroll == 0
    scene.scroll_by(10_000)
    assert scene.scroll == scene.max_scroll()
    index = scene.index_at(scene.row_rect(12).center)
    assert index == 12


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 5])
def test_layout_fits_the_window(size, seats):
    pygame.display.init()
    lay = compute_layout(size, seats)
    screen = pygame.Rect((0, 0), size)
    parts = [lay.topbar, lay.log, lay.felt, lay.slider, lay.pile, lay.discard, *lay.seats,
             *lay.buttons.values(), *lay.row.slots.values()]
    assert all(screen.contains(r) for r in parts)
    assert lay.row.stack_rect(5, 3).bottom < lay.describe.top
    assert lay.pile.bottom < lay.felt.bottom
    assert not any(lay.felt.colliderect(r) for r in lay.seats)
    assert not lay.log.colliderect(lay.felt)
    buttons = list(lay.buttons.values())
    assert not any(a.colliderect(b) for i, a in enumerate(buttons) for b in buttons[i + 1:])
    assert lay.row.slots[1].w >= 60  # cards stay readable at the smallest window


def test_a_resize_lays_the_replay_out_again_at_the_same_turn(app, archived):
    watch = WatchScene.from_game(app, archived[1], config(4))
    app.stack.push(watch)
    post_key(app, pygame.K_RIGHT, 7)
    app.set_window_size((1024, 700))
    app.run_frames(1)
    assert watch._frame.get_size() == (1024, 700)
    screen = pygame.Rect(0, 0, 1024, 700)
    assert all(screen.contains(watch.widget(w).rect)
               for w in ("first", "prev", "play", "next", "last", "back"))
    assert_shows(watch, 7)


def test_tab_and_enter_press_the_focused_button(app, archived):
    watch = WatchScene.from_game(app, archived[0], config(3))
    app.stack.push(watch)
    app.run_frames(1)
    post_key(app, pygame.K_TAB)  # the first enabled control: Play (First and Previous are off)
    assert watch.form.focus is watch.widget("play")
    post_key(app, pygame.K_TAB)
    assert watch.form.focus is watch.widget("next")
    post_key(app, pygame.K_RETURN)
    assert_shows(watch, 1)


@pytest.mark.parametrize("screen", ["archive", "replay"])
def test_after_a_switch_the_screen_equals_one_built_in_german(tmp_path, monkeypatch, screen):
    monkeypatch.setenv("ASTROMAGIE_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(archive, "_now_stamp", lambda: "20261122-091500")
    game = finished(3, 21)
    saves.archive_finished(saves.make_record(game, config(3)))

    def build(lang: str) -> bytes | tuple[bytes, bytes]:
        i18n.set_language(lang)
        app = App(Settings(language=lang), size=(1024, 700))
        app.save_settings = lambda: None
        try:
            if screen == "archive":
                app.stack.push(ArchiveScene(app))
            else:
                scene, _ = WatchScene.from_id(app, saves.list_finished()[0].id)
                app.stack.push(scene)
                scene.set_turn(scene.playback.final.tricks[0].turn)
            app.run_frames(1)
            app.draw()
            first = pygame.image.tobytes(app.screen, "RGB")
            if lang == "de":
                return first
            i18n.set_language("de")
            app.run_frames(1)
            app.draw()
            return first, pygame.image.tobytes(app.screen, "RGB")
        finally:
            app.close()
            i18n.set_language("en")

    english, switched = build("en")
    german = build("de")
    assert switched != english
    assert switched == german


# -- who is "you" in a replay (playtest F1) -------------------------------------------------
def _described_turns(watch: WatchScene, app: App) -> list[str]:
    lines = []
    for turn in range(watch.total + 1):
        watch.set_turn(turn)
        app.run_frames(1)
        lines += watch.description
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_one_person_is_told_in_the_second_person_in_the_replay(app, lang):
    """The default name "You"/"Du" never goes into a "{name} plays" sentence."""
    i18n.set_language(lang)
    game = finished(2, 11)
    you = i18n.tr("setup.human")
    watch = WatchScene.from_game(app, game, config(2, names=(you, "Vega")))
    app.stack.push(watch)
    lines = _described_turns(watch, app)
    broken = {"en": ("You plays", "You discards", "You wins", "You begins", "You has"),
              "de": ("Du legt", "Du wirft", "Du gewinnt den", "Du beginnt", "Du hat")}[lang]
    assert not [line for line in lines if line.startswith(broken)]
    mine = {"en": ("You play", "You discard", "You win", "You begin"),
            "de": ("Du legst", "Du wirfst", "Du gewinnst", "Du beginnst")}[lang]
    assert any(line.startswith(mine[:2]) for line in lines)  # your own turns are there
    assert any(line.startswith("Vega") for line in lines)  # and the computer's, by name
    assert any(line.startswith(you) for line in watch.log_panel.texts())


def test_two_people_in_a_replay_are_named_not_you(app):
    game = finished(2, 11)
    watch = WatchScene.from_game(app, game, config(2, humans=2, names=("You", "Bea")))
    app.stack.push(watch)
    lines = _described_turns(watch, app)
    assert not [line for line in lines if line.startswith("You")]
    assert any(line.startswith("Player 1 ") for line in lines)
    assert watch.seats.names == ("Player 1", "Bea") and watch.seats.you is None


def test_the_archive_list_says_you_won_or_names_the_winner():
    from astromagie.storage.archive import FinishedGame
    from astromagie.ui.scenes.archive import winner_text

    def kept(names: tuple[str, ...], kinds: tuple[str, ...],
             scores: tuple[int, ...]) -> FinishedGame:
        return FinishedGame("20261122-090000-0123456789", names, kinds, scores, 40, 0.0)

    mine = kept(("You", "Vega"), ("human", "easy"), (30, 14))
    assert winner_text(mine) == "You won · 30"
    assert winner_text(kept(("You", "Vega"), ("human", "easy"), (14, 30))) == "Winner: Vega · 30"
    assert winner_text(kept(("You", "Vega", "Orion"), ("human", "easy", "easy"),
                            (9, 14, 14))) == "Tie: Vega and Orion · 14"
    assert winner_text(kept(("You", "Vega"), ("human", "easy"), (14, 14))) == (
        "Tie: Vega and you · 14")
    hot_seat = kept(("You", "Bea"), ("human", "human"), (30, 14))
    assert winner_text(hot_seat) == "Winner: Player 1 · 30"
    i18n.set_language("de")
    assert winner_text(mine) == "Du hast gewonnen · 30"
    assert winner_text(hot_seat) == "Sieg: Spieler 1 · 30"
