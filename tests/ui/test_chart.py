"""The score chart: the running totals it plots, and that it draws inside its box."""

from __future__ import annotations

import random

import pygame

from astromagie.games.astromagie.engine import Game
from astromagie.ui.chart import ScoreChart, draw_score_chart, nice_step, score_series


def finished(n: int, seed: int) -> Game:
    game = Game.new(n, seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_moves()))
    return game


def test_series_are_running_totals_ending_in_the_scores():
    game = finished(4, 5)
    series = score_series(game)
    assert [s[-1] for s in series] == game.scores
    assert all(len(s) == len(game.history) + 1 and s[0] == 0 for s in series)
    for seat, values in enumerate(series):
        assert values == sorted(values)  # totals never go down
        jumps = [b - a for a, b in zip(values, values[1:], strict=False) if b != a]
        assert jumps == [t.points for t in game.tricks if t.winner == seat and t.points]


def test_nice_steps():
    assert [nice_step(s) for s in (0, 4, 9, 18, 40, 120)] == [1, 1, 2, 5, 10, 50]


def test_draws_inside_its_rect_for_every_table_size():
    for n in range(2, 6):
        surface = pygame.Surface((700, 500))
        surface.fill((1, 2, 3))
        draw_score_chart(surface, (100, 80, 420, 300), finished(n, n), [f"P{i}" for i in range(n)])
        assert surface.get_at((99, 200))[:3] == (1, 2, 3)
        assert surface.get_at((521, 200))[:3] == (1, 2, 3)
        assert surface.get_at((300, 381))[:3] == (1, 2, 3)
        assert surface.get_at((300, 200))[:3] != (1, 2, 3)


def test_cached_chart_renders_once_per_state():
    game = finished(3, 9)
    chart = ScoreChart((0, 0, 400, 300))
    chart.set_game(game, ["A", "B", "C"])
    target = pygame.Surface((400, 300))
    chart.draw(target)
    first = chart._surface
    chart.draw(target)
    assert chart._surface is first
    chart.set_rect((0, 0, 300, 200))
    chart.draw(target)
    assert chart._surface is not first and chart._surface.get_size() == (300, 200)


def test_unframed_chart_leaves_the_ground_to_the_caller():
    game = finished(2, 4)
    framed = ScoreChart.render(game, ["A", "B"], (300, 200))
    bare = ScoreChart.render(game, ["A", "B"], (300, 200), framed=False)
    assert framed.get_at((150, 2)).a > 0  # the panel's edge
    assert bare.get_at((150, 2)).a == 0


def test_the_title_says_which_game_the_chart_shows(monkeypatch):
    """Playtest F14 / review S25: the results show this game, the statistics the last one."""
    from astromagie import i18n
    from astromagie.ui import chart as chart_module

    titles: list[str] = []
    real = chart_module.theme.render

    def render(text, *args, **kwargs):
        titles.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(chart_module.theme, "render", render)
    game = finished(2, 4)
    ScoreChart.render(game, ["A", "B"], (300, 200))
    assert titles[0] == i18n.tr("results.chart") == "Points over the game"
    titles.clear()
    chart = ScoreChart((0, 0, 300, 200), title_key="stats.chart.title")
    chart.set_game(game, ["A", "B"])
    chart.draw(pygame.Surface((300, 200)))
    assert titles[0] == "Points over the last game"
