"""After a game of Astromagie at the kit's table: the results screen breaks each seat's
score down trick by trick, says why the game ended and charts the scores over the game;
the replay steps through it from the deal, by key, button and by itself, and tells each
turn as the log does, in English and German (the finished games' list: test_archive.py)."""

from __future__ import annotations

import random

import pygame
import pytest

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game, Variants
from astromagie.games.astromagie.view import VIEW
from astromagie.look import theme
from astromagie.storage.archive import playback_of
from astromagie.ui.kit.results import KitResultsScene
from astromagie.ui.kit.watch import KitWatchScene
from astromagie.ui.routes import scene_class
from tests.ui.test_astromagie_table import RESULTS, WATCH, deal
from tests.ui.ui_events import click, frames, key

pytestmark = [pytest.mark.usefixtures("instant_bots"),
              pytest.mark.app(fast=True, autosave=False)]

NAMES = ("Ada", "Vega", "Orion", "Lyra", "Altair")
SIZES = ((1280, 800), (1024, 700))


def finished(players: int, seed: int, variants: Variants = Variants()) -> Game:
    """A game of random moves (plays rather than discards) to its end."""
    game = Game.new(players, seed, variants)
    rng = random.Random(seed)
    while not game.is_over():
        moves = game.legal_moves()
        game.apply(rng.choice([m for m in moves if not m.is_discard] or moves))
    return game


def config(players: int, people: int = 1, names: tuple[str, ...] = NAMES,
           variants: Variants = Variants()) -> GameConfig:
    return GameConfig(tuple(SeatConfig(names[i], "human" if i < people else "easy")
                            for i in range(players)), variants.to_record(), game="astromagie")


def open_results(app, game: Game, seats: GameConfig) -> KitResultsScene:
    scene = app.open_scene(RESULTS, game, seats)
    assert isinstance(scene, KitResultsScene)
    app.stack.push(scene)
    frames(app, 40)  # past the guard against a key still pressed in play
    return scene


def open_replay(app, game: Game, seats: GameConfig) -> KitWatchScene:
    scene = app.open_scene(WATCH, playback_of(game, seats))
    assert isinstance(scene, KitWatchScene)
    app.stack.push(scene)
    frames(app)
    return scene


# --- the results ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_give_each_seats_tricks_why_the_game_ended_and_who_won(app, lang):
    i18n.set_language(lang)
    game = finished(3, 12)
    scene = open_results(app, game, config(3))
    lines = VIEW.breakdown(game, scene.names)
    for seat, name in enumerate(scene.names):
        won = [t.points for t in game.tricks if t.winner == seat]
        line = next(line for line in lines if line.startswith(name))
        assert all(str(points) in line for points in won)
        assert str(sum(won)) in line
    assert i18n.tr("table.end_no_zodiac") in lines  # why it ended
    best = max(game.scores)
    assert str(best) in lines[-1] and scene.names[game.winners()[0]] in lines[-1]
    assert [item for row in scene.rows() for item in row.items]  # laid out as a table
    scene.draw(app.screen)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("app", SIZES, indirect=True)
def test_the_breakdown_of_five_seats_fits_its_panel_whole(app, lang):
    i18n.set_language(lang)
    scene = open_results(app, finished(5, 21), config(5))
    assert scene.breakdown_size >= theme.MIN_TEXT_PX
    box = scene.breakdown_rect
    buttons = min(scene.widget(w).rect.top for w in ("new_game", "watch", "review", "title"))
    assert box.bottom <= buttons and not box.colliderect(scene.chart_rect)  # under or beside
    font = theme.font("text", scene.breakdown_size)
    for piece in scene.placed:
        assert 0 <= piece.rect.x and piece.rect.right <= box.w
        if piece.kind == "item":
            assert piece.rect.w == font.size(piece.text)[0], piece.text  # never squeezed
    scene.draw(app.screen)


def test_the_chart_climbs_by_each_trick_when_it_is_won(app):
    game = finished(2, 13)
    scene = open_results(app, game, config(2))
    assert [row[-1] for row in scene.series] == list(game.scores)
    assert all(len(row) == len(game.history) + 1 for row in scene.series)
    for trick in game.tricks:
        row = scene.series[trick.winner]
        assert row[trick.turn] - row[trick.turn - 1] >= trick.points
    assert sum(row[-1] - row[0] for row in scene.series) == sum(t.points for t in game.tricks)
    assert scene.chart_rect.w > 200 and scene.chart_rect.h > 120
    scene.draw(app.screen)


def test_a_target_score_reached_is_named_as_the_reason_the_game_ended(app):
    target = Variants(target_score=8)
    game = deal((("LEO", "FIRE", "ARI", "MARS", "SQU", "MOON"),
                 ("EARTH", "WATER", "AIR", "VENUS", "SUN", "MOON")), variants=target)
    while not game.is_over():
        game.apply(max(game.legal_moves(), key=lambda m: len(m.placements)))
    assert max(game.scores) >= 8
    scene = open_results(app, game, config(2, variants=target))
    winner = game.tricks[-1].winner
    said = i18n.tr("table.end_target", name=scene.names[winner], target=8)
    assert said in VIEW.breakdown(game, scene.names)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_person_who_reached_the_target_is_told_so_in_the_second_person(app, language):
    """Playtest pt1, finding 29: "You has reached the target score of 30". The person at
    the screen (named "You"/"Du") gets "You have"/"Du hast"; a name keeps the third person."""
    i18n.set_language(language)
    target = Variants(target_score=8)
    game = deal((("LEO", "FIRE", "ARI", "MARS", "SQU", "MOON"),
                 ("EARTH", "WATER", "AIR", "VENUS", "SUN", "MOON")), variants=target)
    while not game.is_over():
        game.apply(max(game.legal_moves(), key=lambda m: len(m.placements)))
    winner = game.tricks[-1].winner
    you = i18n.tr("setup.human")
    names = ["Vega", "Vega"]
    names[winner] = you
    lines = VIEW.breakdown(game, names)
    assert i18n.tr("table.end_target_you", target=8) in lines
    assert i18n.tr("table.end_target", name=you, target=8) not in lines
    names[winner] = "Lyra"
    assert i18n.tr("table.end_target", name="Lyra", target=8) in VIEW.breakdown(game, names)


def test_watch_again_from_the_results_starts_at_the_deal(app):
    game = finished(3, 14)
    scene = open_results(app, game, config(3))
    key(app, pygame.K_w)
    watch = app.stack.top
    assert isinstance(watch, scene_class(WATCH)) and watch.turn == 0
    dealt = Game.from_deck(game.deck, 3, game.first_player, game.variants)
    assert [watch.state().hand(s) for s in range(3)] == [dealt.hand(s) for s in range(3)]
    assert watch.snapshot().message == i18n.tr("kit.watch.dealt")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


# --- the replay ------------------------------------------------------------------------------
def after(game: Game, turns: int) -> Game:
    """The position after the first `turns` moves of `game`."""
    replay = Game.from_deck(game.deck, game.num_players, game.first_player, game.variants)
    for move in game.history[:turns]:
        replay.apply(move)
    return replay


def shows(watch: KitWatchScene, game: Game, turn: int) -> None:
    expected, shown = after(game, turn), watch.state()
    assert watch.turn == turn
    assert shown.row() == expected.row() and shown.row_pairs() == expected.row_pairs()
    assert list(shown.scores) == list(expected.scores)
    assert [shown.hand(s) for s in range(game.num_players)] == [
        expected.hand(s) for s in range(game.num_players)]
    assert shown.pile_count == expected.pile_count


def test_keys_step_through_the_game_and_show_each_position(app):
    game = finished(4, 12)
    watch = open_replay(app, game, config(4))
    shows(watch, game, 0)
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    shows(watch, game, 5)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    shows(watch, game, 3)
    key(app, pygame.K_END)
    shows(watch, game, len(game.history))
    key(app, pygame.K_RIGHT)  # past the end: stays
    shows(watch, game, len(game.history))
    key(app, pygame.K_HOME)
    shows(watch, game, 0)
    key(app, pygame.K_LEFT)
    shows(watch, game, 0)


def test_the_buttons_step_and_the_game_plays_by_itself_at_the_chosen_pace(app):
    game = finished(3, 11)
    watch = open_replay(app, game, config(3))
    actions = {a.id: a for a in watch.actions()}
    assert not actions["prev"].enabled and actions["next"].enabled
    rects = dict(zip([a.id for a in watch.actions()],
                     watch.frame.button_rects(len(watch.actions())), strict=True))
    click(app, rects["next"].center)
    click(app, rects["next"].center)
    shows(watch, game, 2)
    click(app, rects["prev"].center)
    shows(watch, game, 1)
    app.settings.animation_speed = 2.0
    key(app, pygame.K_SPACE)
    assert watch.playing
    pace = watch._pace()
    app.run_frames(round(pace * 1.5 / 0.05), dt=0.05)
    assert watch.turn == 2
    app.settings.animation_speed = 1.0  # the slower pace: a turn in twice the time
    app.run_frames(round(pace * 1.2 / 0.05), dt=0.05)  # half a step waited: 1.7 of 2
    assert watch.turn == 2
    app.run_frames(round(pace * 0.5 / 0.05), dt=0.05)
    assert watch.turn == 3
    key(app, pygame.K_SPACE)
    app.run_frames(12, dt=0.5)
    assert watch.turn == 3 and not watch.playing
    watch.go(len(game.history) - 1)
    key(app, pygame.K_SPACE)
    app.run_frames(12, dt=0.5)
    shows(watch, game, len(game.history))
    assert not watch.playing


def test_each_turn_is_told_as_the_log_tells_it_and_a_trick_names_its_winner(app):
    game = finished(3, 11)
    watch = open_replay(app, game, config(3, people=0))  # the computer's game: all by name
    trick = game.tricks[0]
    watch.go(trick.turn)
    frames(app)
    told = watch.snapshot().message
    before, made = after(game, trick.turn - 1), after(game, trick.turn)
    assert told == VIEW.describe(before, game.history[trick.turn - 1], made, watch.names, None)
    won = i18n.tr("log.trick", player=watch.names[trick.winner], points=trick.points) \
        if trick.points != 1 else i18n.tr("log.trick_one", player=watch.names[trick.winner])
    assert won in told
    watch.go(len(game.history))
    frames(app)
    log = watch.snapshot().log
    assert log[-len(VIEW.breakdown(game, watch.names)):] == VIEW.breakdown(game, watch.names)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_one_person_is_told_in_the_second_person_in_the_replay(app, lang):
    i18n.set_language(lang)
    game = finished(2, 11)
    you = i18n.tr("setup.human")
    watch = open_replay(app, game, config(2, names=(you, "Vega")))
    broken = {"en": ("You plays", "You discards", "You wins"),
              "de": ("Du legt ", "Du wirft ", "Du gewinnt den")}[lang]
    mine = {"en": ("You play", "You discard"), "de": ("Du legst", "Du wirfst")}[lang]
    assert not [line for line in watch.lines if line.startswith(broken)]
    assert any(line.startswith(mine) for line in watch.lines)
    assert any(line.startswith("Vega") for line in watch.lines)


def test_two_people_in_a_replay_are_named_not_you(app):
    game = finished(2, 11)
    watch = open_replay(app, game, config(2, people=2, names=("You", "Bea")))
    assert watch.names == ["Player 1", "Bea"] and watch.you is None
    assert not [line for line in watch.lines if line.startswith("You")]
    assert any(line.startswith("Player 1 ") for line in watch.lines)


def test_a_language_switch_tells_the_replay_again_in_german(app):
    game = finished(3, 21)
    watch = open_replay(app, game, config(3))
    watch.go(game.tricks[0].turn)
    frames(app)
    english = list(watch.lines)
    i18n.set_language("de")
    frames(app)
    assert watch.lines != english
    assert "Stich" in watch.snapshot().message
    assert watch.snapshot().status == i18n.tr("kit.watch.status", turn=watch.turn,
                                              turns=len(game.history), name=watch.names[0])
    shows(watch, game, game.tricks[0].turn)
