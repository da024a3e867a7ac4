"""The end of a game: totals, the winner(s) (a tie is shown as a tie), a chart of the points
over the game, and every trick (turn, winner, the cards on 1-4, the layers on 5+6, points).

The table replaces itself with this screen when the game is over. Everything
shown is read from the engine's `Game` (scores, winners(), tricks); nothing is
recomputed here. The trick list scrolls (mouse wheel, Up/Down, Page Up/Down).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from astromagie.gameconfig import GameConfig
from astromagie.games.astromagie.engine import Game
from astromagie.games.astromagie.view.faces import CardArt
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.storage import on_game_over
from astromagie.storage.archive import playback_of
from astromagie.storage.records import game_key
from astromagie.storage.stats import load_stats
from astromagie.ui.kit.chart import ScoreChart, playback_series
from astromagie.ui.kit.standings import Column, standings
from astromagie.ui.widgets import Button, MenuScene, ScrollBarStyle, ScrollView, T
from astromagie.ui.words import seat_names, shared

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

log = logging.getLogger(__name__)

SCROLL_BAR = ScrollBarStyle((60, 66, 110), theme.GOLD_DEEP, radius=3)
# the keys that scroll the list when no button has the focus (Space presses buttons here)
SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN)


def outcome_text(game: Game, names: Sequence[str], you: int | None = None) -> str:
    """One sentence: who won with how many points, or who share a tie. `you`: the seat of
    the one person at the screen, told in the second person ("You win with 30 points")."""
    winners = list(game.winners())
    scores = list(game.scores)
    if not winners or (max(scores, default=0) == 0 and len(winners) == len(names)):
        return tr("results.no_points")
    points = scores[winners[0]]
    if len(winners) == 1:
        if winners[0] == you:
            return tr("results.winner_you", points=points)
        return tr("results.winner", name=names[winners[0]], points=points)
    return shared("results.tie", winners, names.__getitem__, you, points=points)


def new_best_trick(game: Game, config: GameConfig) -> int | None:
    """The points of the first person's best trick of `game` when it beats every trick of
    theirs the statistics hold (a personal best, celebrated on the results), else None.

    Asked before the game is counted; a game already counted, a first game (nothing to
    beat) and a game without a person say nothing."""
    seat = next((i for i, s in enumerate(config.seats) if s.is_human), None)
    if seat is None or len(config.seats) != game.num_players:
        return None
    mine = max((t.points for t in game.tricks if t.winner == seat), default=0)
    if mine <= 0:
        return None
    stats, _ = load_stats()
    rows = stats.rows()
    if stats.last_game == game_key(game) or not any(b.played for b in rows):
        return None
    return mine if mine > max(b.best_trick for b in rows) else None


@lru_cache(maxsize=4)
def _fade(width: int, height: int) -> pygame.Surface:
    """Panel colour from transparent to opaque, top to bottom (drawn over the list's end)."""
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        pygame.draw.line(strip, (*theme.PANEL[:3], round(theme.PANEL[3] * y / height)),
                         (0, y), (width, y))
    return strip


class ResultsScene(MenuScene):
    """Shown once a game is over."""

    def __init__(self, app: Services, game: Game, config: GameConfig, *,
                 record: bool = True) -> None:
        super().__init__(app)
        self.game = game
        self.config = config
        self.record = record  # False: a game shown for another reason (smoke test), not kept
        self.tricks_view = ScrollView(SCROLL_BAR)  # the list of tricks
        self._static: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._panels: list[pygame.Rect] = []
        self._list_rect = pygame.Rect(0, 0, 0, 0)
        self._list: pygame.Surface | None = None
        self._chart_rect = pygame.Rect(0, 0, 0, 0)
        self._chart: pygame.Surface | None = None
        self.best_trick: int | None = None  # a new personal best trick, celebrated

    @property
    def names(self) -> list[str]:
        """The seats' names in the current language ("Player 1" where several people play)."""
        return list(seat_names(self.config.seats).names)

    def enter(self) -> None:
        if self.record:
            try:  # read before the game is counted: is its best trick a personal best?
                self.best_trick = new_best_trick(self.game, self.config)
            except Exception:  # a flourish is never worth losing the results over
                log.exception("the personal best could not be read")
            self.keep_game()
        super().enter()

    def keep_game(self) -> None:
        """Archive the game, count it in the statistics, drop the autosave (storage; once:
        storage ignores a game it has already counted)."""
        try:
            self.app.tell(on_game_over(self.game, self.config))
        except Exception:  # keeping the game is a convenience; the results still show
            log.exception("the finished game could not be kept")

    def build(self) -> None:
        self.add(Button(T("results.to_title"), self.to_title, wid="title"))
        self.add(Button(T("results.watch"), self.watch, wid="watch", hotkey=pygame.K_w))
        self.add(Button(T("results.review"), self.review, wid="review", hotkey=pygame.K_r))
        self.add(Button(T("links.archive"), self.open_archive, wid="archive"))
        self.add(Button(T("results.new_game"), self.new_game, style="primary", wid="new_game",
                        hotkey=pygame.K_n))

    # -- actions -------------------------------------------------------------------
    def to_title(self) -> None:
        self.app.back_to_title()

    def back(self) -> None:
        self.to_title()

    def watch(self) -> None:
        """Replay this game turn by turn."""
        self.app.push_scene("watch_game", self.game, self.config)

    def review(self) -> None:
        """Replay this game with a review of the person's moves beside it."""
        self.app.push_scene("watch_game", self.game, self.config, review=True)

    def open_archive(self) -> None:
        """Every finished game kept (this one first), each to watch again."""
        self.app.push_scene("archive")

    def new_game(self) -> None:
        self.app.back_to_title()
        self.app.push_scene("setup")

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.tricks_view.handle_event(event):
            return
        if (event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS
                and self.form.focus is None and self.tricks_view.key(event.key)):
            return
        super().handle_event(event)

    def scroll_by(self, dy: float) -> None:
        self.tricks_view.scroll_by(dy)

    @property
    def scroll(self) -> float:
        """How far the list of tricks is scrolled down, in pixels."""
        return self.tricks_view.offset

    # -- layout and rendering (once per size or language) ------------------------------
    def level_text(self, seat: int) -> str:
        kind = self.config.seats[seat].kind
        return tr(f"common.level.{kind}")

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        self._static = []
        self._panels = []
        title = theme.render(tr("results.title"), "bold", px(theme.HEADING_SIZE + 10), theme.GOLD)
        self._static.append((title, (w // 2 - title.get_width() // 2, px(22))))
        outcome = outcome_text(self.game, self.names, seat_names(self.config.seats).you)
        fs = theme.fit_font_size(outcome, "bold", px(theme.BODY_SIZE + 4), w - px(80))
        line = theme.render(outcome, "bold", fs, theme.TEXT)
        y = px(22) + title.get_height() + px(6)
        self._static.append((line, (w // 2 - line.get_width() // 2, y)))
        y += line.get_height()
        if self.best_trick is not None:
            best = theme.render(tr("results.personal_best", points=self.best_trick), "bold",
                                px(theme.BODY_SIZE), theme.GOLD)
            self._static.append((best, (w // 2 - best.get_width() // 2, y + px(4))))
            y += best.get_height() + px(4)
        top = y + px(18)

        margin = px(36)
        bh = px(theme.BUTTON_HEIGHT)
        bottom = h - bh - px(40)
        full = pygame.Rect(margin, top, w - 2 * margin, bottom - top)
        upper_h = round(full.h * 0.40)
        standings = pygame.Rect(full.x, full.y, round(full.w * 0.46), upper_h)
        self._chart_rect = pygame.Rect(standings.right + px(20), full.y,
                                       full.right - standings.right - px(20), upper_h)
        tricks = pygame.Rect(full.x, standings.bottom + px(18), full.w,
                             full.bottom - standings.bottom - px(18))
        self._panels = [standings, tricks]
        self._layout_standings(standings)
        self._chart = self._render_chart(self._chart_rect)
        self._layout_tricks(tricks)

        ids = ["title", "watch", "review", "archive", "new_game"]
        gap = px(20)
        bw = min(px(240), (w - 2 * margin - (len(ids) - 1) * gap) // len(ids))
        y = h - bh - px(24)
        x = w // 2 - (len(ids) * bw + (len(ids) - 1) * gap) // 2
        for wid in ids:
            self.place(self.form.get(wid), (x, y, bw, bh))
            x += bw + gap

    def _layout_standings(self, rect: pygame.Rect) -> None:
        scores = list(self.game.scores)
        counts = [0] * len(scores)
        for trick in self.game.tricks:
            counts[trick.winner] += 1
        order = sorted(range(len(scores)), key=lambda s: (-scores[s], -counts[s], s))
        levels = [self.level_text(seat) for seat in range(len(scores))]
        self._static += standings(rect, self.names, levels,
                                  [Column("results.points", scores),
                                   Column("results.tricks", counts)],
                                  set(self.game.winners()), order, self.px)

    def _render_chart(self, rect: pygame.Rect) -> pygame.Surface:
        """Points over the game: the shared score chart, on its own panel."""
        return ScoreChart.render(playback_series(playback_of(self.game, self.config)),
                                 self.names, rect.size)

    def _layout_tricks(self, rect: pygame.Rect) -> None:
        px = self.px
        inner = rect.inflate(-px(32), -px(20))
        small = px(theme.SMALL_SIZE)
        heading = theme.render(tr("results.every_trick"), "bold", px(theme.BODY_SIZE),
                               theme.GOLD)
        self._static.append((heading, (inner.x, inner.y)))
        y = inner.y + heading.get_height() + px(8)
        # columns: No. | Turn | Won by | Cards on 1-4 | Layers on 5+6 | Points
        xs = [inner.x, inner.x + px(60), inner.x + px(140), inner.x + round(inner.w * 0.36),
              inner.x + round(inner.w * 0.58), inner.right]
        keys = ("results.number", "results.turn", "results.won_by", "results.cards",
                "results.pairs", "results.points")
        for i, key in enumerate(keys):
            s = theme.render(tr(key), "bold", small, theme.TEXT_DIM)
            x = xs[i] - s.get_width() if i == len(keys) - 1 else xs[i]
            self._static.append((s, (x, y)))
        y += small + px(12)
        self._list_rect = pygame.Rect(inner.x, y, inner.w, inner.bottom - y)
        self._list = self._render_trick_rows(self._list_rect.w, xs, inner.x)
        view = self._list_rect
        line = px(48)
        self.tricks_view.configure(
            view, self._list.get_height(),
            pygame.Rect(view.right + px(6), view.y, px(5), view.h),
            line=line, page=6 * line, wheel=line, min_thumb=px(20))

    def _render_trick_rows(self, width: int, xs: list[int], x0: int) -> pygame.Surface:
        px = self.px
        tricks = list(self.game.tricks)
        row_h = px(54)
        card_h = row_h - px(8)
        card_w = round(card_h * 0.68)
        body = px(theme.BODY_SIZE - 2)
        if not tricks:
            surf = pygame.Surface((width, row_h), pygame.SRCALPHA)
            s = theme.render(tr("results.no_tricks"), "text", body, theme.TEXT_DIM)
            surf.blit(s, (0, (row_h - s.get_height()) // 2))
            return surf
        surf = pygame.Surface((width, row_h * len(tricks)), pygame.SRCALPHA)
        art = self.app.art
        modern = self.game.variants.modern_rulers
        for n, trick in enumerate(tricks):
            y = n * row_h
            if n % 2 == 0:
                pygame.draw.rect(surf, (255, 255, 255, 12), (0, y, width, row_h),
                                 border_radius=px(6))
            cy = y + row_h // 2
            colour = theme.seat_colour(trick.winner)
            cells = ((xs[0], str(n + 1), theme.TEXT_DIM), (xs[1], str(trick.turn), theme.TEXT),
                     (xs[2], self.names[trick.winner], colour))
            for x, text, c in cells:
                max_w = (xs[3] - xs[2] - px(12)) if x == xs[2] else px(70)
                fs = theme.fit_font_size(text, "text", body, max_w)
                s = theme.render(text, "text", fs, c)
                surf.blit(s, (x - x0, cy - s.get_height() // 2))
            x = xs[3] - x0
            for code in trick.slots:
                self._mini_card(surf, art, code, pygame.Rect(x, cy - card_h // 2, card_w, card_h),
                                modern)
                x += card_w + px(6)
            x = xs[4] - x0
            # each layer as its aspect and planet side by side, bottom layer first
            room = xs[5] - x0 - px(50) - x
            per_pair = 2 * card_w + px(12)
            shown = max(1, room // per_pair)
            pairs = trick.pairs if len(trick.pairs) <= shown else trick.pairs[: shown - 1]
            for aspect, planet in pairs:
                for code in (aspect, planet):
                    self._mini_card(surf, art, code,
                                    pygame.Rect(x, cy - card_h // 2, card_w, card_h), modern)
                    x += card_w + px(2)
                x += px(10)
            if len(pairs) < len(trick.pairs):
                more = theme.render(f"+{len(trick.pairs) - len(pairs)}", "bold", body,
                                    theme.TEXT_DIM)
                surf.blit(more, (x, cy - more.get_height() // 2))
            s = theme.render(str(trick.points), "bold", body, theme.GOLD)
            surf.blit(s, (xs[5] - x0 - s.get_width(), cy - s.get_height() // 2))
        return surf

    def _mini_card(self, surf: pygame.Surface, art: CardArt, code: str | None,
                   rect: pygame.Rect, modern: bool) -> None:
        if code is None:  # an empty position: a dashed outline
            pygame.draw.rect(surf, (80, 88, 140), rect, 1, border_radius=self.px(4))
            return
        surf.blit(art.face(code, rect.size, modern), rect)

    # -- drawing -----------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        radius = self.px(theme.RADIUS + 4)
        for rect in self._panels:
            theme.rounded_panel(surface, rect, theme.PANEL, theme.PANEL_BORDER, radius)
        for surf, pos in self._static:
            surface.blit(surf, pos)
        if self._chart is not None:
            surface.blit(self._chart, self._chart_rect)
        if self._list is not None:
            clip = surface.get_clip()
            surface.set_clip(self._list_rect)
            surface.blit(self._list, (self._list_rect.x, self.tricks_view.content_y()))
            surface.set_clip(clip)
            if self.scroll < self.tricks_view.max_offset():  # more below: the last row fades
                fade = _fade(self._list_rect.w, self.px(28))
                surface.blit(fade, (self._list_rect.x, self._list_rect.bottom - fade.get_height()))
            self.tricks_view.draw_bar(surface)  # a scroll bar shows there is more below
