"""The score chart: every seat's score over the course of a game, for any game.

x is the move (a record entry), y the score the game itself reports after it
(`GameState.scores`); one coloured step line and one marker shape per seat (so
the lines stay apart without colour too), with a legend giving each name and
final score. Scores may go below zero (a game of minus points, hands counted
against won cards). The series come from replaying the game's record through
its rules (`score_series` over the positions of a `storage.archive.Playback`).
A game whose score says nothing until the end (Monad: 0 Monads, then one) plots its
view's `progress` instead, the race as everyone could see it, and names its own title
and y axis (`<game>.results.progress_chart`, `<game>.results.progress_axis`).
`ScoreChart` renders once into a cached surface and only again when the
series, the size or the language changes; `draw_score_chart` is the one-call form.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from astromagie.host.game import GameState
from astromagie.i18n import current_language, has, tr
from astromagie.kit.view import GameViewBase
from astromagie.look import theme
from astromagie.storage.archive import Playback
from astromagie.ui.words import number_text

# Okabe-Ito colours (told apart with most colour-vision deficiencies), brightened for the sky.
COLOURS = theme.SEAT_COLOURS  # the table's seat colours, with a marker shape each
MARKERS = ("circle", "square", "triangle", "diamond", "cross")
MARKED_CHANGES = 40  # a line with more changes than this gets a marker at its end only
Series = list[list[int]]  # per seat, the score after 0, 1, 2, ... moves


def score_series(positions: Sequence[GameState]) -> Series:
    """Per seat, the score after each move: `positions[k]` is the game after k moves
    (index 0 the deal), so every list has one entry per position."""
    if not positions:
        return []
    seats = positions[0].num_players
    return [[state.scores[seat] for state in positions] for seat in range(seats)]


def progress_series(positions: Sequence[GameState], view: GameViewBase) -> Series | None:
    """Per seat, the view's `progress` after each move, rounded to whole points; None
    when the view plots none (the chart then plots the score). A position after the deal
    whose progress is None is left out: the view plots the ends of turns only (Monad: a
    payment half made dipped the line to almost 0, and the x axis counted 101 actions for
    30 turns, pt6d 12)."""
    if not positions or view.progress(positions[0], 0) is None:
        return None
    kept = [positions[0], *(state for state in positions[1:]
                            if view.progress(state, 0) is not None)]
    seats = positions[0].num_players
    return [[round(view.progress(state, seat) or 0) for state in kept]
            for seat in range(seats)]


def turns_done(positions: Sequence[GameState], view: GameViewBase) -> list[int] | None:
    """After each of the record's actions (`positions[k]`: after k), how many turns the
    results' chart has counted by then (`progress_series` plots the ends of turns); None
    where the chart counts every move. The replay names both counts (pt10d 15: the chart
    counted about 120 turns, the replay "move 0 of 245")."""
    if not positions or view.progress(positions[0], 0) is None:
        return None
    done = [0]
    for state in positions[1:]:
        done.append(done[-1] + (view.progress(state, 0) is not None))
    return done


def playback_series(playback: Playback, view: GameViewBase | None = None) -> Series:
    """The series of a finished game: its record replayed through the game's rules; the
    view's progress where it has one, else the scores."""
    positions = [playback.game_at(k) for k in range(playback.turn_count + 1)]
    progress = progress_series(positions, view) if view is not None else None
    return progress if progress is not None else score_series(positions)


def nice_step(span: float, target_ticks: int = 5) -> int:
    """A round tick step (1, 2, 5, 10, 20, ...) giving about `target_ticks` ticks over `span`."""
    raw = max(1.0, span / max(1, target_ticks))
    magnitude = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * magnitude >= raw:
            return int(factor * magnitude)
    return int(10 * magnitude)


def value_range(series: Series) -> tuple[int, int, int]:
    """The y axis: (lowest tick, highest tick, step), round numbers around every value
    and always including 0."""
    values = [v for row in series for v in row] or [0]
    low, high = min(0, min(values)), max(0, max(values))
    step = nice_step(high - low)
    bottom = math.floor(low / step) * step
    top = max(bottom + step, math.ceil(high / step) * step)
    return bottom, top, step


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


@dataclass(frozen=True)
class ChartWords:
    """The catalog keys of the chart's title and axes: which game it shows (this one, or
    the statistics' last one) and what a step on x is (a turn, a move)."""

    title: str = "results.chart"
    x: str = "stats.chart.turn"
    y: str = "stats.chart.points"


RESULTS_WORDS = ChartWords()  # the results' chart of this game, by turn


def chart_words(words: ChartWords, game: str, view: GameViewBase,
                state: GameState) -> ChartWords:
    """`words` for `game`'s chart: its own title and y axis where its view plots progress
    at `state` rather than the score (the axis says what the lines measure), else `words`."""
    if view.progress(state, 0) is None:
        return words
    title, axis = f"{game}.results.progress_chart", f"{game}.results.progress_axis"
    steps = f"{game}.results.progress_steps"  # the x axis, where the view plots turns
    return ChartWords(title if has(title) else words.title, steps if has(steps) else words.x,
                      axis if has(axis) else words.y)


class ScoreChart:
    """The chart in `rect`, rendered once per series, size and language."""

    def __init__(self, rect: pygame.Rect | Sequence[int],
                 words: ChartWords = RESULTS_WORDS) -> None:
        self.rect = pygame.Rect(rect)
        self.words = words
        self._series: Series = []
        self._names: tuple[str, ...] = ()
        self._key: tuple[object, ...] | None = None
        self._surface: pygame.Surface | None = None

    def set_rect(self, rect: pygame.Rect | Sequence[int]) -> None:
        self.rect = pygame.Rect(rect)

    def set_series(self, series: Series, names: Sequence[str]) -> None:
        self._series = [list(row) for row in series]
        self._names = tuple(names)

    def draw(self, surface: pygame.Surface) -> None:
        if not self._series:
            return
        key = (self.rect.size, tuple(tuple(row) for row in self._series), self._names,
               current_language())
        if key != self._key or self._surface is None:
            self._surface = self.render(self._series, self._names, self.rect.size,
                                        words=self.words)
            self._key = key
        surface.blit(self._surface, self.rect.topleft)

    @staticmethod
    def render(series: Series, names: Sequence[str], size: tuple[int, int],
               framed: bool = True, words: ChartWords = RESULTS_WORDS) -> pygame.Surface:
        """The chart as a surface of `size`: on its own translucent panel, or (`framed`
        False) on a transparent ground for a panel the caller already draws."""
        w, h = max(120, size[0]), max(90, size[1])
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        if framed:
            theme.rounded_panel(out, out.get_rect())
        fs = max(theme.MIN_TEXT_PX, min(theme.SMALL_SIZE, h // 14))
        pad = max(6, fs // 2)
        series = [list(row) or [0] for row in series] or [[0]]
        n = len(series)
        moves = max(len(row) for row in series) - 1

        title = theme.render(tr(words.title), "bold", round(fs * 1.15), theme.GOLD)
        out.blit(title, (pad * 2, pad))
        top = pad + title.get_height() + pad
        # the y axis's name at the axis's head, over its numbers, under the title (pt12b 13:
        # "Score" stood at the top right, away from the axis it names; monad5: beside the
        # title Monad's longer axis ran into it)
        y_title = theme.render(tr(words.y), "text", fs, theme.TEXT_DIM)
        y_title_at = (pad * 2, top)
        top += y_title.get_height()

        # legend: one entry per seat, as many per line as fit
        entries = []
        for seat in range(n):
            name = names[seat] if seat < len(names) else f"#{seat + 1}"
            label = theme.render(f"{name}  {number_text(series[seat][-1])}", "text", fs,
                                 theme.TEXT)
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
        y_min, y_max, y_step = value_range(series)
        y_labels = [(v, theme.render(number_text(v), "text", fs, theme.TEXT_DIM))
                    for v in range(y_min, y_max + 1, y_step)]
        axis_w = max(lbl.get_width() for _, lbl in y_labels) + pad
        x_title = theme.render(tr(words.x), "text", fs, theme.TEXT_DIM)
        plot = pygame.Rect(pad * 2 + axis_w, top + fs // 2, 0, 0)
        plot.w = max(10, w - plot.x - pad * 3)
        plot.h = max(10, h - legend_h - pad * 2 - x_title.get_height() - fs - plot.y)
        out.blit(y_title, y_title_at)

        def at(move: float, score: float) -> tuple[float, float]:
            return (plot.x + plot.w * move / max(1, moves),
                    plot.bottom - plot.h * (score - y_min) / (y_max - y_min))

        grid = theme.lerp(theme.PANEL_BORDER, (18, 22, 56), 0.55)
        for value, label in y_labels:
            gy = at(0, value)[1]
            pygame.draw.line(out, theme.PANEL_BORDER if value == 0 else grid,
                             (plot.x, gy), (plot.right, gy), 2 if value == 0 else 1)
            out.blit(label, (plot.x - pad - label.get_width(), gy - label.get_height() / 2))
        x_step = nice_step(max(1, moves), 6)
        for t in range(0, moves + 1, x_step):
            gx = at(t, 0)[0]
            pygame.draw.line(out, grid, (gx, plot.top), (gx, plot.bottom))
            label = theme.render(str(t), "text", fs, theme.TEXT_DIM)
            out.blit(label, (gx - label.get_width() / 2, plot.bottom + pad // 2))
        out.blit(x_title, (plot.centerx - x_title.get_width() // 2, plot.bottom + fs + pad // 2))
        pygame.draw.line(out, theme.PANEL_BORDER, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(out, theme.PANEL_BORDER, plot.topleft, plot.bottomleft, 2)

        # lines: steps, because a score changes at a move. Equal scores would hide each
        # other, so every seat's line sits a pixel or two apart.
        r = max(3.0, fs / 4)
        for seat, values in enumerate(series):
            colour = COLOURS[seat % len(COLOURS)]
            shift = (seat - (n - 1) / 2) * 2
            changes = [t for t in range(1, len(values)) if values[t] != values[t - 1]]
            points = [at(0, values[0])]
            for t in changes:
                points.append(at(t, values[t - 1]))
                points.append(at(t, values[t]))
            points.append(at(moves, values[-1]))
            points = [(x, y + shift) for x, y in points]
            pygame.draw.lines(out, colour, False, points, 3)
            shape = MARKERS[seat % len(MARKERS)]
            if len(changes) <= MARKED_CHANGES:
                for t in changes:
                    mx, my = at(t, values[t])
                    draw_marker(out, shape, (mx, my + shift), r, colour)
            end = at(moves, values[-1])
            draw_marker(out, shape, (end[0], end[1] + shift), r * 1.3, colour)
        return out


def draw_score_chart(surface: pygame.Surface, rect: pygame.Rect | Sequence[int],
                     series: Series, names: Sequence[str], framed: bool = True) -> None:
    """Draw the chart of `series` into `rect` (renders every call: keep a ScoreChart to
    cache)."""
    rect = pygame.Rect(rect)
    surface.blit(ScoreChart.render(series, names, rect.size, framed), rect.topleft)
