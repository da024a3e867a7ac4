"""The score chart of the results screen: every player's total over the course of the game.

x is the turn, y the running total; one coloured step line and one marker
shape per player (so the lines stay apart without colour too), with a legend
giving each name and final score. `ScoreChart` renders once into a cached
surface and only again when the game, the size or the language changes;
`draw_score_chart` is the one-call form.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from astromagie.games.astromagie.engine import Game
from astromagie.i18n import current_language, tr
from astromagie.look import theme

# Okabe-Ito colours (told apart with most colour-vision deficiencies), brightened for the sky.
COLOURS = theme.SEAT_COLOURS  # the table's seat colours, with a marker shape each
MARKERS = ("circle", "square", "triangle", "diamond", "cross")


def score_series(game: Game) -> list[list[int]]:
    """Per seat, the running total after each turn: index 0 is the deal, the last is now."""
    turns = len(game.history)
    gains = [[0] * (turns + 1) for _ in range(game.num_players)]
    for trick in game.tricks:
        gains[trick.winner][min(trick.turn, turns)] += trick.points
    series = []
    for row in gains:
        total, out = 0, []
        for gain in row:
            total += gain
            out.append(total)
        series.append(out)
    return series


def nice_step(span: float, target_ticks: int = 5) -> int:
    """A round tick step (1, 2, 5, 10, 20, ...) giving about `target_ticks` ticks over `span`."""
    raw = max(1.0, span / max(1, target_ticks))
    magnitude = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * magnitude >= raw:
            return int(factor * magnitude)
    return int(10 * magnitude)


def draw_marker(surface: pygame.Surface, shape: str, centre: tuple[float, float], r: float,
                colour: theme.Color) -> None:
    x, y = centre
    if shape == "circle":
        pygame.draw.circle(surface, colour, (round(x), round(y)), round(r))
    elif shape == "square":
        pygame.draw.rect(surface, colour, pygame.Rect(round(x - r), round(y - r),
                                                      round(2 * r), round(2 * r)))
    elif shape == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r * 1.2), (x + r * 1.1, y + r * 0.8),
                                              (x - r * 1.1, y + r * 0.8)])
    elif shape == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - r * 1.3), (x + r * 1.3, y),
                                              (x, y + r * 1.3), (x - r * 1.3, y)])
    else:  # cross
        w = max(2, round(r * 0.7))
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), w)


class ScoreChart:
    """The chart in `rect`, rendered once per game state, size and language."""

    def __init__(self, rect: pygame.Rect | Sequence[int], title_key: str = "results.chart") -> None:
        self.rect = pygame.Rect(rect)
        self.title_key = title_key  # which game it shows: this one, or (statistics) the last
        self._game: Game | None = None
        self._names: tuple[str, ...] = ()
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None

    def set_rect(self, rect: pygame.Rect | Sequence[int]) -> None:
        self.rect = pygame.Rect(rect)

    def set_game(self, game: Game, names: Sequence[str]) -> None:
        self._game = game
        self._names = tuple(names)

    def draw(self, surface: pygame.Surface) -> None:
        if self._game is None:
            return
        key = (self.rect.size, len(self._game.history), len(self._game.tricks), self._names,
               current_language(), id(self._game))
        if key != self._key or self._surface is None:
            self._surface = self.render(self._game, self._names, self.rect.size,
                                        title_key=self.title_key)
            self._key = key
        surface.blit(self._surface, self.rect.topleft)

    @staticmethod
    def render(game: Game, names: Sequence[str], size: tuple[int, int],
               framed: bool = True, title_key: str = "results.chart") -> pygame.Surface:
        """The chart as a surface of `size`: on its own translucent panel, or (`framed`
        False) on a transparent ground for a panel the caller already draws. `title_key`
        names the chart's title, which says which game it shows."""
        w, h = max(120, size[0]), max(90, size[1])
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        if framed:
            theme.rounded_panel(out, out.get_rect())
        fs = max(11, min(theme.SMALL_SIZE, h // 14))
        pad = max(6, fs // 2)
        series = score_series(game)
        n = len(series)
        turns = len(game.history)

        title = theme.render(tr(title_key), "bold", round(fs * 1.15), theme.GOLD)
        out.blit(title, (pad * 2, pad))
        top = pad + title.get_height() + pad

        # legend: one entry per player, as many per line as fit
        entries = []
        for seat in range(n):
            name = names[seat] if seat < len(names) else f"#{seat + 1}"
            label = theme.render(f"{name}  {series[seat][-1]}", "text", fs, theme.TEXT)
            entries.append((seat, label))
        sample = fs * 2
        legend_lines: list[list[tuple[int, pygame.Surface]]] = [[]]
        x = pad * 2
        for seat, label in entries:
            width = sample + pad + label.get_width() + pad * 3
            if legend_lines[-1] and x + width > w - pad * 2:
                legend_lines.append([])
                x = pad * 2
            legend_lines[-1].append((seat, label))
            x += width
        line_h = max(fs, entries[0][1].get_height()) + pad // 2
        legend_h = line_h * len(legend_lines)
        y = h - pad - legend_h
        for line in legend_lines:
            x = pad * 2
            for seat, label in line:
                cy = y + line_h // 2
                colour = COLOURS[seat % len(COLOURS)]
                pygame.draw.line(out, colour, (x, cy), (x + sample, cy), 3)
                draw_marker(out, MARKERS[seat % len(MARKERS)], (x + sample / 2, cy), fs / 4,
                            colour)
                out.blit(label, (x + sample + pad, y + (line_h - label.get_height()) // 2))
                x += sample + pad + label.get_width() + pad * 3
            y += line_h

        # axes and plot area
        best = max(max(s) for s in series)
        y_step = nice_step(best)
        y_max = max(y_step, math.ceil(best / y_step) * y_step)
        y_labels = [theme.render(str(v), "text", fs, theme.TEXT_DIM)
                    for v in range(0, y_max + 1, y_step)]
        axis_w = max(lbl.get_width() for lbl in y_labels) + pad
        x_title = theme.render(tr("stats.chart.turn"), "text", fs, theme.TEXT_DIM)
        plot = pygame.Rect(pad * 2 + axis_w, top + fs // 2, 0, 0)
        plot.w = max(10, w - plot.x - pad * 3)
        plot.h = max(10, h - legend_h - pad * 2 - x_title.get_height() - fs - plot.y)
        y_title = theme.render(tr("stats.chart.points"), "text", fs, theme.TEXT_DIM)
        out.blit(y_title, (w - pad * 2 - y_title.get_width(), pad + (title.get_height()
                                                                      - y_title.get_height())))

        def px(turn: float, score: float) -> tuple[float, float]:
            return (plot.x + plot.w * turn / max(1, turns),
                    plot.bottom - plot.h * score / y_max)

        grid = theme.lerp(theme.PANEL_BORDER, (18, 22, 56), 0.55)
        for i, label in enumerate(y_labels):
            gy = px(0, i * y_step)[1]
            pygame.draw.line(out, grid, (plot.x, gy), (plot.right, gy))
            out.blit(label, (plot.x - pad - label.get_width(), gy - label.get_height() / 2))
        x_step = nice_step(max(1, turns), 6)
        for t in range(0, turns + 1, x_step):
            gx = px(t, 0)[0]
            pygame.draw.line(out, grid, (gx, plot.top), (gx, plot.bottom))
            label = theme.render(str(t), "text", fs, theme.TEXT_DIM)
            out.blit(label, (gx - label.get_width() / 2, plot.bottom + pad // 2))
        out.blit(x_title, (plot.centerx - x_title.get_width() // 2, plot.bottom + fs + pad // 2))
        pygame.draw.line(out, theme.PANEL_BORDER, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(out, theme.PANEL_BORDER, plot.topleft, plot.bottomleft, 2)

        # lines: steps, because a total only changes when a trick is won. Equal totals
        # would hide each other, so every seat's line sits a pixel or two apart.
        r = max(3.0, fs / 4)
        for seat, values in enumerate(series):
            colour = COLOURS[seat % len(COLOURS)]
            shift = (seat - (n - 1) / 2) * 2
            points = [px(0, 0)]
            for t in range(1, len(values)):
                if values[t] != values[t - 1]:
                    points.append(px(t, values[t - 1]))
                    points.append(px(t, values[t]))
            points.append(px(turns, values[-1]))
            points = [(x, y + shift) for x, y in points]
            pygame.draw.lines(out, colour, False, points, 3)
            shape = MARKERS[seat % len(MARKERS)]
            for t in range(1, len(values)):
                if values[t] != values[t - 1]:
                    draw_marker(out, shape, (px(t, values[t])[0], px(t, values[t])[1] + shift),
                                r, colour)
            end = px(turns, values[-1])
            draw_marker(out, shape, (end[0], end[1] + shift), r * 1.3, colour)
        return out


def draw_score_chart(surface: pygame.Surface, rect: pygame.Rect | Sequence[int], game: Game,
                     names: Sequence[str], framed: bool = True) -> None:
    """Draw the chart of `game` into `rect` (renders every call: keep a ScoreChart to cache)."""
    rect = pygame.Rect(rect)
    surface.blit(ScoreChart.render(game, names, rect.size, framed), rect.topleft)
