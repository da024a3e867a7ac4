"""The finished games screen: the list of archived games, newest first, its keys, its
words in both languages, a broken record set aside, and a game opened in the replay."""

from __future__ import annotations

import random

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.storage import archive, saves
from astromagie.ui.app import App
from astromagie.ui.routes import scene_class
from astromagie.ui.scene import Scene
from astromagie.ui.scenes.archive import ArchiveScene


def finished(n: int, seed: int) -> Game:
    game = Game.new(n, seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    return game


def config(n: int, humans: int = 1, names: tuple[str, ...] = ("Ada", "Vega", "Orion", "Lyra",
                                                             "Altair")) -> GameConfig:
    return GameConfig(tuple(SeatConfig(names[i], "human" if i < humans else "easy")
                            for i in range(n)), game="astromagie")


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
    scene = ArchiveScene(app, "astromagie")
    app.stack.push(scene)
    app.run_frames(1)
    return scene


def test_archive_lists_newest_first_and_a_click_opens_the_replay(app, archived):
    older, newer = archived
    scene = open_archive(app)
    assert [g.scores for g in scene.games] == [tuple(newer.scores), tuple(older.scores)]
    assert scene.games[0].names == ("Ada", "Vega", "Orion", "Lyra")
    post_click(app, scene.row_rect(1).center)
    watch = app.stack.top
    assert isinstance(watch, scene_class("watch"))
    assert watch.playback.id == scene.games[1].id
    assert tuple(watch.playback.final.scores) == tuple(older.scores)
    post_key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_the_keys_choose_a_game_and_enter_opens_it(app, archived):
    scene = open_archive(app)
    post_key(app, pygame.K_DOWN)
    assert scene.selected == 1
    post_key(app, pygame.K_UP)
    post_key(app, pygame.K_RETURN)
    watch = app.stack.top
    assert isinstance(watch, scene_class("watch"))
    assert tuple(watch.playback.final.scores) == tuple(archived[1].scores)


def test_archive_texts_follow_the_language(app, archived):
    scene = open_archive(app)
    assert scene.texts[0] == "Finished games · Astromagie"  # the shelf holds several games
    i18n.set_language("de")
    assert scene.texts[0] == "Beendete Partien · Astromagie"
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
    assert isinstance(app.stack.top, scene_class("watch"))


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


@pytest.mark.app(fast=True, autosave=False)
def test_the_finished_games_screen_names_the_folder_of_the_records(app):
    from astromagie.storage.saves import games_dir
    from astromagie.ui.scene import Scene
    from astromagie.ui.scenes.archive import ArchiveScene

    app.stack.push(Scene(app))
    scene = ArchiveScene(app, "astromagie")
    app.stack.push(scene)
    app.run_frames(1)
    assert any(str(games_dir()) in text for text in scene.texts)
