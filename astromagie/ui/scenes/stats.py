"""The statistics screen: games played and won per opponent level and seat count.

One row per (opponent level, number of players) bucket and a total row:
played, won (a tie is a shared win), win rate, mean points, and the game's own
figures (`GameInfo.statistics`, in the words it gives them: Astromagie's best trick
and tricks per game, a `best_...` figure before the means, the others per game);
below, the score chart of the last finished game. Reset
asks first (an in-place confirmation: only Delete and Keep are active while
it shows). Everything is rendered in `layout`, so a frame only blits; a
language switch re-renders once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from astromagie import i18n
from astromagie.host import registry
from astromagie.i18n import current_language, tr
from astromagie.look import theme
from astromagie.storage.notices import Notice
from astromagie.storage.saves import load_finished, scan_finished
from astromagie.storage.stats import LevelStats, Stats, load_stats, reset_stats
from astromagie.ui.kit.chart import ChartWords, ScoreChart, Series, playback_series
from astromagie.ui.widgets import Button, MenuScene, T, row
from astromagie.ui.words import game_heading, seat_names

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

log = logging.getLogger(__name__)



def level_name(level: str) -> str:
    key = f"stats.level.{level}"
    text = tr(key)
    return level.title() if text == key else text


def number(value: float, decimals: int = 1) -> str:
    """`value` with the current language's decimal mark ("12.5", "12,5")."""
    text = f"{value:.{decimals}f}"
    return text.replace(".", ",") if current_language() == "de" else text


@dataclass(frozen=True)
class Column:
    """One column of the table: its heading's key, its relative width and its cells."""

    key: str  # the house's heading `stats.<key>` (a game may word it: `<game>.stats.<key>`)
    width: float
    cell: Callable[[LevelStats], str]
    words: str = ""  # a game's field: the catalog key of its heading, as the game gives it


def _mean(name: str) -> Callable[[LevelStats], str]:
    return lambda b: number(b.figure(name) / b.played if b.played else 0.0)


def _best(name: str) -> Callable[[LevelStats], str]:
    return lambda b: str(b.figure(name))


OPPONENTS = Column("opponents", 1.5, lambda b: level_name(b.level))
SEATS = Column("seats", 0.9, lambda b: str(b.seats))
HOUSE = (OPPONENTS, SEATS, Column("played", 0.9, lambda b: str(b.played)),
         Column("won", 0.9, lambda b: str(b.won)),
         Column("win_rate", 1.0, lambda b: tr("stats.percent", value=round(b.win_rate * 100))))
MEAN_POINTS = Column("mean_points", 1.1, lambda b: number(b.mean_points))


def columns_of(game: str) -> tuple[Column, ...]:
    """The columns a game shows: the house's, then its own fields (`GameInfo.statistics`):
    the best ones before the mean points, the counted ones after them, per game."""
    fields = registry.info(game).statistics
    best = tuple(Column(f.name, 1.0, _best(f.name), f.words) for f in fields if f.is_best)
    means = tuple(Column(f.name, 1.1, _mean(f.name), f.words) for f in fields if not f.is_best)
    return HOUSE + best + (MEAN_POINTS,) + means


def cells(bucket: LevelStats, columns: tuple[Column, ...], total: bool = False) -> list[str]:
    """The texts of one table row (the total row names no level and no seat count)."""
    named = {OPPONENTS.key: tr("stats.total"), SEATS.key: ""} if total else {}
    return [named[c.key] if c.key in named else c.cell(bucket) for c in columns]


class StatsScene(MenuScene):
    """Statistics with Back and Reset (with confirmation)."""

    def __init__(self, app: Services, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.columns = columns_of(game)
        self.stats = Stats()
        self.notices: list[Notice] = []
        self.confirming = False
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._confirm_panel = pygame.Rect(0, 0, 0, 0)
        self._blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._confirm_blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._lines: list[tuple[tuple[int, int], tuple[int, int]]] = []
        # (scores after every turn, names) of the newest kept game
        self._last_game: tuple[Series, list[str]] | None = None
        self._chart: ScoreChart | None = None

    # -- data ------------------------------------------------------------------
    def heading(self, column: Column | str) -> str:
        """A column's heading: a game's field in the words the game gives it; a house
        column in the game's own words where it has them (Monad's score is its Monads,
        so its average is "Monads per game"), else the house's."""
        if isinstance(column, Column) and column.words:
            return tr(column.words)
        key = column.key if isinstance(column, Column) else column
        own = f"{self.game}.stats.{key}"
        return tr(own) if i18n.has(own) else tr(f"stats.{key}")

    def load(self) -> None:
        try:
            self.stats, notices = load_stats(self.game)
        except Exception:  # never let a statistics problem take the menu down
            log.exception("statistics could not be loaded")
            self.stats, notices = Stats(), []
        self.notices = list(notices)
        self._last_game = None
        try:
            games, set_aside = scan_finished(self.game)
            self.notices += set_aside  # a broken finished game is told here too
            if games:
                playback, _ = load_finished(games[0].id, self.game)
                if playback is not None:
                    self._last_game = (playback_series(playback),
                                       list(seat_names(playback.config.seats).names))
        except Exception:  # the chart is a bonus; the table must show regardless
            log.exception("the last game could not be loaded")

    def build(self) -> None:
        self.load()
        add = self.add
        add(Button(T("stats.back"), self.back, style="primary", wid="back",
                   hotkey=pygame.K_BACKSPACE))
        add(Button(T("stats.reset"), self.ask_reset, style="danger", wid="reset"))
        add(Button(T("links.archive"), self.open_archive, wid="archive"))
        add(Button(T("stats.reset_yes"), self.confirm_reset, style="danger", wid="reset_yes"))
        add(Button(T("stats.reset_no"), self.cancel_reset, wid="reset_no"))
        self._sync_buttons()

    def resume(self) -> None:
        self.load()
        super().resume()

    # -- actions ---------------------------------------------------------------
    def ask_reset(self) -> None:
        self.confirming = True
        self._sync_buttons()
        self.layout(self.size)

    def cancel_reset(self) -> None:
        self.confirming = False
        self._sync_buttons()
        self.layout(self.size)

    def confirm_reset(self) -> None:
        notices = reset_stats(self.game)
        self.notices = list(notices)
        self.load()
        self.notices += notices
        self.confirming = False
        self._sync_buttons()
        self.layout(self.size)

    def open_archive(self) -> None:
        """The finished games behind these figures, each to watch again."""
        self.app.push_scene("archive", self.game)

    def back(self) -> None:
        if self.confirming:  # Esc closes the question first
            self.cancel_reset()
        else:
            self.app.stack.pop()

    def _sync_buttons(self) -> None:
        form = self.form
        form.get("back").visible = not self.confirming
        form.get("reset").visible = not self.confirming
        form.get("archive").visible = not self.confirming
        form.get("reset", Button).set_enabled(bool(self.stats.buckets))
        form.get("reset_yes").visible = self.confirming
        form.get("reset_no").visible = self.confirming
        if form.focus is not None and not form.focus.visible:
            form.set_focus(None)

    # -- layout: everything rendered here, once --------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._lines = []
        margin = px(48)
        panel_w = min(w - 2 * margin, px(1080))
        panel = pygame.Rect((w - panel_w) // 2, px(36), panel_w, h - px(36) - px(120))
        self._panel = panel

        title_text = game_heading("stats.title", self.game)
        title = theme.render(title_text, "bold", px(theme.HEADING_SIZE + 4), theme.GOLD)
        blits.append((title, (w // 2 - title.get_width() // 2, panel.y + px(20))))
        y = panel.y + px(20) + title.get_height() + px(12)
        small = px(theme.SMALL_SIZE)
        for notice in self.notices:
            for line in theme.wrap(notice.text(), "text", small, panel.w - px(48)):
                surf = theme.render(line, "text", small, theme.DANGER)
                blits.append((surf, (panel.x + px(24), y)))
                y += surf.get_height()
            y += px(6)

        inner = pygame.Rect(panel.x + px(24), y, panel.w - px(48), 0)
        rows = self.stats.rows()
        if not rows:
            for line in theme.wrap(tr("stats.none"), "text", px(theme.BODY_SIZE), inner.w):
                surf = theme.render(line, "text", px(theme.BODY_SIZE), theme.TEXT_DIM)
                blits.append((surf, (w // 2 - surf.get_width() // 2, y + px(30))))
                y += surf.get_height()
        else:
            shares = [column.width for column in self.columns]
            total = sum(shares)
            widths = [round(inner.w * part / total) for part in shares]
            lefts = [inner.x + sum(widths[:i]) for i in range(len(widths))]
            row_h = px(34)
            body = px(theme.BODY_SIZE - 2)

            def put_row(texts: list[str], role: str, colour: theme.Color, top: int) -> None:
                for i, text in enumerate(texts):
                    cell_w = widths[i] - px(10)
                    size = theme.fit_font_size(text, role, body, cell_w, min_size=9)
                    surf = theme.render(text, role, size, colour)
                    # names left, numbers right: columns of figures line up
                    x = lefts[i] if i == 0 else lefts[i] + widths[i] - px(6) - surf.get_width()
                    blits.append((surf, (x, top + (row_h - surf.get_height()) // 2)))

            # headings share one size and wrap onto two lines rather than shrink alone
            head_size = px(theme.SMALL_SIZE)
            heads = [theme.wrap(self.heading(c), "bold", head_size, widths[i] - px(10))
                     for i, c in enumerate(self.columns)]
            head_lines = max(len(lines) for lines in heads)
            line_h = theme.font("bold", head_size).get_linesize()
            for i, lines in enumerate(heads):
                top = y + (head_lines - len(lines)) * line_h  # bottom-aligned
                for line in lines:
                    surf = theme.render(line, "bold", head_size, theme.GOLD)
                    x = lefts[i] if i == 0 else lefts[i] + widths[i] - px(6) - surf.get_width()
                    blits.append((surf, (x, top)))
                    top += line_h
            y += head_lines * line_h + px(6)
            self._lines.append(((inner.x, y), (inner.right, y)))
            shown = rows[:max(1, (panel.bottom - y - 3 * row_h) // row_h)]
            for bucket in shown:
                put_row(cells(bucket, self.columns), "text", theme.TEXT, y)
                y += row_h
            self._lines.append(((inner.x, y + 2), (inner.right, y + 2)))
            put_row(cells(self.stats.total(), self.columns, total=True), "bold", theme.TEXT,
                    y + px(4))
            y += row_h + px(10)
            note = theme.render(tr("stats.ties_note"), "text", small, theme.TEXT_DIM)
            blits.append((note, (inner.x, y)))
            y += note.get_height() + px(4)
            undone = self.stats.total().undone
            if undone:  # games in which a turn was taken back are counted, and said to be
                note = theme.render(tr("stats.undone_note", count=undone), "text", small,
                                    theme.TEXT_DIM)
                blits.append((note, (inner.x, y)))
                y += note.get_height() + px(4)
            y += px(12)
        self._blits = blits

        # the last finished game's scores, where there is room for them
        chart_rect = pygame.Rect(inner.x, y, inner.w, panel.bottom - px(20) - y)
        self._chart = None
        if self._last_game is not None and chart_rect.h >= px(180):
            chart_rect.w = min(chart_rect.w, round(chart_rect.h * 2.6))
            chart_rect.centerx = panel.centerx
            self._chart = ScoreChart(chart_rect, ChartWords(title="stats.chart.title"))
            self._chart.set_series(*self._last_game)

        bw, bh, gap = px(300), px(theme.BUTTON_HEIGHT - 4), px(20)
        bw3 = min(bw, (w - 2 * margin - 2 * gap) // 3)
        buttons = row(w // 2 - (3 * bw3 + 2 * gap) // 2, panel.bottom + px(28), [bw3] * 3, bh,
                      gap)
        self.place(self.form.get("reset"), buttons[0])
        self.place(self.form.get("archive"), buttons[1])
        self.place(self.form.get("back"), buttons[2])

        # the confirmation, centred over the table
        self._confirm_blits = []
        cw = min(w - 2 * margin, px(560))
        lines = theme.wrap(tr("stats.reset_question"), "text", px(theme.BODY_SIZE), cw - px(60))
        text_h = len(lines) * px(30)
        ch = px(36) + text_h + px(28) + bh + px(36)
        self._confirm_panel = pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)
        cy = self._confirm_panel.y + px(36)
        for line in lines:
            surf = theme.render(line, "text", px(theme.BODY_SIZE), theme.TEXT)
            self._confirm_blits.append((surf, (w // 2 - surf.get_width() // 2, cy)))
            cy += px(30)
        cbw = (cw - px(60) - gap) // 2
        yes, no = row(self._confirm_panel.x + px(30), cy + px(28), [cbw, cbw], bh, gap)
        self.place(self.form.get("reset_yes"), yes)
        self.place(self.form.get("reset_no"), no)

    # -- drawing: blits only -----------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.px
        theme.rounded_panel(surface, self._panel, radius=px(theme.RADIUS + 6))
        for surf, pos in self._blits:
            surface.blit(surf, pos)
        for start, end in self._lines:
            pygame.draw.line(surface, theme.PANEL_BORDER, start, end, 1)
        if self._chart is not None:
            self._chart.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.confirming:
            super().draw(surface)
            return
        self.draw_background(surface)
        self.draw_content(surface)
        self.form.get("back").draw(surface)
        self.form.get("reset").draw(surface)
        theme.shade(surface)
        px = self.px
        theme.rounded_panel(surface, self._confirm_panel, (20, 24, 60, 245), theme.GOLD,
                            px(theme.RADIUS + 8), 2)
        for surf, pos in self._confirm_blits:
            surface.blit(surf, pos)
        for wid in ("reset_yes", "reset_no"):
            widget = self.form.get(wid)
            widget.draw(surface, focused=widget is self.form.focus)
