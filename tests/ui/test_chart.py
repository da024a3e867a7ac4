"""The score chart of any game: the scores it plots, read by replaying the record through
the game's rules, and that it draws inside its box, below zero too."""

from __future__ import annotations

import random

import pygame

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Game
from astromagie.host import registry
from astromagie.storage.archive import playback_of
from astromagie.ui.kit.chart import (
    ChartWords,
    ScoreChart,
    draw_score_chart,
    nice_step,
    playback_series,
    value_range,
)
from tests.ui.spy import texts_drawn


def finished(n: int, seed: int) -> Game:
    game = Game.new(n, seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    return game


def config(n: int, game: str = registry.DEFAULT_GAME) -> GameConfig:
    return GameConfig(tuple(SeatConfig(f"P{i}", "random") for i in range(n)), game=game)


def played(game_id: str, n: int, seed: int):
    rules = registry.rules(game_id)
    state = rules.new(n, seed, {})
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_astromagies_series_from_the_record_are_its_tricks_running_totals():
    game = finished(4, 5)
    series = playback_series(playback_of(game, config(4)))
    assert [s[-1] for s in series] == game.scores
    assert all(len(s) == len(game.history) + 1 and s[0] == 0 for s in series)
    for seat, values in enumerate(series):
        jumps = [b - a for a, b in zip(values, values[1:], strict=False) if b != a]
        assert jumps == [t.points for t in game.tricks if t.winner == seat and t.points]


def test_every_games_series_replays_its_record_to_the_final_scores():
    for game_id in ("solar-republic", "monad", "zahlenstreifen"):
        state = played(game_id, 3, 11)
        series = playback_series(playback_of(state, config(3, game_id)))
        assert [s[-1] for s in series] == state.scores, game_id
        assert all(len(s) == len(state.history) + 1 for s in series), game_id


def test_nice_steps():
    assert [nice_step(s) for s in (0, 4, 9, 18, 40, 120)] == [1, 1, 2, 5, 10, 50]


def test_the_axis_takes_in_zero_and_every_score_below_it():
    assert value_range([[0, 3, 7], [0, -12, -38]]) == (-40, 10, 10)
    assert value_range([[0, 0]]) == (0, 1, 1)
    low, high, _ = value_range([[5, 9], [6, 44]])
    assert low == 0 and high >= 44


def test_draws_inside_its_rect_for_every_table_size():
    for n in range(2, 6):
        surface = pygame.Surface((700, 500))
        surface.fill((1, 2, 3))
        game = finished(n, n)
        series = playback_series(playback_of(game, config(n)))
        draw_score_chart(surface, (100, 80, 420, 300), series, [f"P{i}" for i in range(n)])
        assert surface.get_at((99, 200))[:3] == (1, 2, 3)
        assert surface.get_at((521, 200))[:3] == (1, 2, 3)
        assert surface.get_at((300, 381))[:3] == (1, 2, 3)
        assert surface.get_at((300, 200))[:3] != (1, 2, 3)


def test_a_score_below_zero_is_drawn_below_the_zero_line():
    names = ["A", "B"]
    low = ScoreChart.render([[0, 0, 0], [0, -20, -40]], names, (400, 300), framed=False)
    high = ScoreChart.render([[0, 0, 0], [0, 20, 40]], names, (400, 300), framed=False)

    def line_end(surface: pygame.Surface, colour) -> float:
        """Where B's line ends: the mean height of its colour at the plot's right edge
        (the legend below the plot left out)."""
        rows = [y for y in range(220) for x in range(350, 385)
                if surface.get_at((x, y))[:3] == colour[:3]]
        return sum(rows) / len(rows)

    from astromagie.ui.kit.chart import COLOURS
    assert line_end(low, COLOURS[1]) > line_end(high, COLOURS[1]) + 50


def test_cached_chart_renders_once_per_series():
    chart = ScoreChart((0, 0, 400, 300))
    chart.set_series([[0, 1, 2], [0, 0, 3]], ["A", "B"])
    target = pygame.Surface((400, 300))
    chart.draw(target)
    first = chart._surface
    chart.draw(target)
    assert chart._surface is first
    chart.set_rect((0, 0, 300, 200))
    chart.draw(target)
    assert chart._surface is not first and chart._surface.get_size() == (300, 200)


def test_unframed_chart_leaves_the_ground_to_the_caller():
    series = [[0, 2, 2], [0, 0, 5]]
    framed = ScoreChart.render(series, ["A", "B"], (300, 200))
    bare = ScoreChart.render(series, ["A", "B"], (300, 200), framed=False)
    assert framed.get_at((150, 2)).a > 0  # the panel's edge
    assert bare.get_at((150, 2)).a == 0


def test_the_title_says_which_game_the_chart_shows(monkeypatch):
    """The results show this game, the statistics the last one."""
    from astromagie import i18n
    from astromagie.ui.kit import chart as chart_module

    titles = texts_drawn(monkeypatch, chart_module.theme, "render")
    series = [[0, 1], [0, 2]]
    ScoreChart.render(series, ["A", "B"], (300, 200))
    assert titles[0] == i18n.tr("results.chart") == "Points over the game"
    titles.clear()
    chart = ScoreChart((0, 0, 300, 200), ChartWords(title="stats.chart.title"))
    chart.set_series(series, ["A", "B"])
    chart.draw(pygame.Surface((300, 200)))
    assert titles[0] == "Points over the last game"


def test_the_statistics_chart_says_which_game_it_shows():
    from astromagie.ui.kit.chart import ScoreChart

    assert ScoreChart((0, 0, 400, 300)).words.title == "results.chart"  # the results' chart
    for lang in ("en", "de"):
        i18n.set_language(lang)
        assert i18n.tr("stats.chart.title") != i18n.tr("results.chart")
    i18n.set_language("en")
    assert "last game" in i18n.tr("stats.chart.title")


def test_pt12b_13_the_y_axis_name_stands_at_the_axis_not_at_the_top_right():
    """pt12b 13: "Score" stood at the chart's top right, away from the y axis it names."""
    series = [[0, 3, 5], [0, 2, 7]]
    size = (600, 360)
    named = ScoreChart.render(series, ["A", "B"], size, framed=False,
                              words=ChartWords(y="stats.chart.points"))
    other = ScoreChart.render(series, ["A", "B"], size, framed=False,
                              words=ChartWords(y="stats.chart.turn"))
    differ = [(x, y) for x in range(size[0]) for y in range(size[1])
              if named.get_at((x, y)) != other.get_at((x, y))]
    assert differ  # the axis's name is drawn
    assert max(x for x, _ in differ) < size[0] // 4  # at the left, over the axis's numbers
    assert min(y for _, y in differ) > 10  # under the title, not beside it
