"""The list of kept finished games (the last 100), newest first, to pick one to watch again.

Each line shows when the game ended, who played with their final scores, the
winner and the number of turns. Click a line, or choose it with Up / Down and
press Enter, to open it in the `WatchScene`; the wheel and Page Up / Down
scroll. An archived game that cannot be read any more is set aside by storage;
the player is told why (the notice from `load_finished`) and the list goes on
without it. Lines are rendered in `layout`, so a frame only blits.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import pygame

from astromagie.gameconfig import SeatConfig
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.storage.notices import Notice
from astromagie.storage.saves import FinishedGame, games_dir, load_finished, scan_finished
from astromagie.ui.widgets import Button, MenuScene, ScrollBarStyle, ScrollView, T, row
from astromagie.ui.words import SeatNames, date_text, game_heading, seat_names, shared, stamp_of

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

log = logging.getLogger(__name__)

SCROLL_BAR = ScrollBarStyle(theme.CONTROL, theme.PANEL_BORDER, radius=3)


def when(game: FinishedGame) -> str:
    """The date of a kept game: from its id (the time it was archived), else the file time."""
    stamp = stamp_of(game.id)
    if stamp is None and game.finished_at:
        stamp = time.localtime(game.finished_at)
    return date_text(stamp)


def seats_of(game: FinishedGame) -> SeatNames:
    """The kept game's seats as the screens name them (who was "you", "Player 1"...)."""
    kinds = game.kinds
    return seat_names([SeatConfig(name, kinds[i] if i < len(kinds) else "medium")
                       for i, name in enumerate(game.names)])


def winner_text(game: FinishedGame) -> str:
    winners = game.winners
    if not winners:
        return tr("watch.archive.no_result")
    best = game.scores[winners[0]]
    seats = seats_of(game)
    if len(winners) == 1:
        if winners[0] == seats.you:
            return f"{tr('watch.archive.winner_you')} · {best}"
        return f"{tr('watch.archive.winner', name=seats.name(winners[0]))} · {best}"
    return f"{shared('watch.archive.tie', winners, seats.name, seats.you)} · {best}"


class ArchiveScene(MenuScene):
    """Finished games, newest first; choosing one opens it in the replay."""

    def __init__(self, app: Services, game: str) -> None:
        super().__init__(app)
        self.game = game  # whose finished games (each game keeps its own)
        self.games: list[FinishedGame] = []
        self.notices: list[Notice] = []
        self.selected = 0
        self.hover: int | None = None
        self.list_view = ScrollView(SCROLL_BAR)  # the lines, scrolled down from the first
        self._pressed: int | None = None
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._list = pygame.Rect(0, 0, 0, 0)
        self._row_h = 1
        self._blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._rows: list[pygame.Surface] = []
        self.texts: list[str] = []  # the panel's texts as shown, in order (tests, accessibility)

    # -- data ------------------------------------------------------------------------
    def load(self) -> None:
        try:
            self.games, notices = scan_finished(self.game)
            # a broken game was set aside: the title tells where it went (once)
            if self.app is not None:
                self.app.tell(notices)
        except Exception:  # a storage problem must not take the menu down
            log.exception("finished games could not be listed")
            self.games = []
        self.selected = max(0, min(self.selected, len(self.games) - 1))

    def build(self) -> None:
        self.load()
        self.add(Button(T("watch.archive.back"), self.back, wid="back"))
        self.add(Button(T("watch.archive.review"), self.review_selected, wid="review",
                        hotkey=pygame.K_r))
        self.add(Button(T("watch.archive.watch"), self.open_selected, style="primary",
                        wid="watch"))
        self._enable()

    def _enable(self) -> None:
        for wid in ("watch", "review"):
            self.form.get(wid, Button).set_enabled(bool(self.games))

    def resume(self) -> None:
        self.load()
        super().resume()

    # -- actions -----------------------------------------------------------------------
    def open_selected(self) -> None:
        if self.games:
            self.open(self.selected)

    def review_selected(self) -> None:
        """Watch the chosen game with a review of the person's moves beside it."""
        if self.games:
            self.open(self.selected, review=True)

    def open(self, index: int, review: bool = False) -> None:
        """Watch game `index` of the list; a broken one is explained and dropped from it."""
        if not 0 <= index < len(self.games):
            return
        self.selected = index
        game_id = self.games[index].id
        try:
            playback, notices = load_finished(game_id, self.game)
        except Exception:  # whatever is wrong with the file, the list stays usable
            log.exception("finished game %s could not be opened", game_id)
            playback, notices = None, [Notice("files.game_broken",
                                              {"file": f"{game_id}.json", "backup": "-",
                                               "folder": "-"})]
        if playback is not None:
            self.app.push_scene("watch", playback, review=review)
            return
        self.notices = list(notices)
        self.load()
        self._enable()
        self.layout(self.size)

    # -- input -------------------------------------------------------------------------
    @property
    def scroll(self) -> int:
        """Pixels scrolled down from the first line."""
        return round(self.list_view.offset)

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self._list.collidepoint(pos):
            return None
        index = (pos[1] - self._list.y + self.scroll) // self._row_h
        return index if 0 <= index < len(self.games) else None

    def row_rect(self, index: int) -> pygame.Rect:
        """Where line `index` is drawn now (tests click there)."""
        return pygame.Rect(self._list.x, self._list.y + index * self._row_h - self.scroll,
                           self._list.w, self._row_h)

    def max_scroll(self) -> int:
        return self.list_view.max_offset()

    def scroll_by(self, pixels: int) -> None:
        self.list_view.scroll_by(pixels)

    def select(self, index: int) -> None:
        if not self.games:
            return
        self.selected = max(0, min(len(self.games) - 1, index))
        top = self.selected * self._row_h
        if top < self.scroll:
            self.list_view.scroll_to(top)
        elif top + self._row_h > self.scroll + self._list.h:
            self.list_view.scroll_to(top + self._row_h - self._list.h)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            page = max(1, self._list.h // self._row_h - 1)
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page}
            if event.key in moves:
                self.select(self.selected + moves[event.key])
                return
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.select(0 if event.key == pygame.K_HOME else len(self.games) - 1)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.form.focus is None:
                self.open_selected()
                return
        elif self.list_view.handle_event(event):  # the wheel over the list
            return
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.index_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.index_at(event.pos)
            if self._pressed is not None:
                self.selected = self._pressed
                return
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and self.index_at(event.pos) == pressed:
                self.open(pressed)
                return
        super().handle_event(event)

    # -- layout: every text rendered here, once ------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        margin = px(48)
        panel_w = min(w - 2 * margin, px(1000))
        panel = pygame.Rect((w - panel_w) // 2, px(36), panel_w, h - px(36) - px(120))
        self._panel = panel
        blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        heading = game_heading("watch.archive.title", self.game)
        self.texts = [heading]
        title = theme.render(heading, "bold", px(theme.HEADING_SIZE + 4),
                             theme.GOLD)
        blits.append((title, (w // 2 - title.get_width() // 2, panel.y + px(20))))
        y = panel.y + px(20) + title.get_height() + px(6)
        inner_w = panel.w - px(48)
        small = px(theme.SMALL_SIZE)
        if self.games:
            count, hint = tr("watch.archive.count", count=len(self.games)), tr(
                "watch.archive.hint")
            lines = [f"{count} · {hint}"]
            if theme.fit_font_size(lines[0], "text", small, inner_w) < small * 0.9:
                lines = [count, hint]  # rather two lines than a tiny one (German)
            self.texts.extend(lines)
            for line in lines:
                size_ = theme.fit_font_size(line, "text", small, inner_w)
                surf = theme.render(line, "text", size_, theme.TEXT_DIM)
                blits.append((surf, (w // 2 - surf.get_width() // 2, y)))
                y += surf.get_height()
            y += px(10)
        for notice in self.notices:
            self.texts.append(notice.text())
            for line in theme.wrap(notice.text(), "text", small, inner_w):
                surf = theme.render(line, "text", small, theme.DANGER)
                blits.append((surf, (panel.x + px(24), y)))
                y += surf.get_height()
            y += px(8)
        # where the record files are: a player can copy them or check one with the
        # command line (playtest F15: nothing in the game said where they are)
        where = tr("watch.archive.folder", folder=str(games_dir(self.game)))
        folder = theme.render_fit(where, "text", small, inner_w, theme.TEXT_DIM)
        self.texts.append(where)
        folder_y = panel.bottom - px(12) - folder.get_height()
        blits.append((folder, (w // 2 - folder.get_width() // 2, folder_y)))
        self._list = pygame.Rect(panel.x + px(20), y, panel.w - px(40),
                                 max(px(60), folder_y - px(8) - y))
        self._row_h = px(66)
        if not self.games:
            body = px(theme.BODY_SIZE)
            ty = self._list.y + self._list.h // 4
            self.texts.append(tr("watch.archive.none"))
            for line in theme.wrap(tr("watch.archive.none"), "text", body, inner_w - px(60)):
                surf = theme.render(line, "text", body, theme.TEXT_DIM)
                blits.append((surf, (w // 2 - surf.get_width() // 2, ty)))
                ty += surf.get_height()
        self._blits = blits
        self._rows = [self._render_row(game) for game in self.games]
        view = self._list
        self.list_view.configure(
            view, len(self.games) * self._row_h,
            pygame.Rect(view.right - px(6), view.y, px(5), view.h),
            line=self._row_h, page=self._row_h, wheel=self._row_h, min_thumb=px(24),
            wheel_area=view)

        bw, bh, gap = px(260), px(theme.BUTTON_HEIGHT - 4), px(20)
        back, review, watch = row(w // 2 - (3 * bw + 2 * gap) // 2, panel.bottom + px(28),
                                  [bw, bw, bw], bh, gap)
        self.place(self.form.get("back"), back)
        self.place(self.form.get("review"), review)
        self.place(self.form.get("watch"), watch)

    def _render_row(self, game: FinishedGame) -> pygame.Surface:
        px = self.px
        width = self._list.w - px(14)  # room for the scroll bar
        surf = pygame.Surface((width, self._row_h), pygame.SRCALPHA)
        pad = px(14)
        top_y, bottom_y = px(9), self._row_h // 2 + px(2)
        date = theme.render(when(game), "bold", px(18), theme.TEXT)
        surf.blit(date, (pad, top_y))
        win = winner_text(game)
        wsize = theme.fit_font_size(win, "bold", px(18), width // 2)
        winner = theme.render(win, "bold", wsize, theme.GOLD if game.winners else theme.TEXT_DIM)
        surf.blit(winner, (width - pad - winner.get_width(), top_y))
        said = tr("watch.archive.turns", turns=game.turns)
        if game.undos:  # a game with turns taken back says so
            said = f"{said} · {tr('watch.archive.undone')}"
        turns = theme.render(said, "text", px(15), theme.TEXT_DIM)
        surf.blit(turns, (width - pad - turns.get_width(), bottom_y))
        # players with their final scores, each with the colour they have at the table
        x = pad
        limit = width - 2 * pad - turns.get_width() - px(16)
        size = px(16)
        parts = [f"{n} {game.scores[i]}" if len(game.scores) == len(game.names) else n
                 for i, n in enumerate(seats_of(game).names)]
        while size > 9 and theme.font("text", size).size("   ".join(parts))[0] + \
                len(parts) * px(16) > limit:
            size -= 1
        for i, part in enumerate(parts):
            dot_r = max(3, px(5))
            colour = theme.seat_colour(i)
            text = theme.render(part, "text", size, theme.TEXT)
            cy = bottom_y + text.get_height() // 2
            pygame.draw.circle(surf, colour, (x + dot_r, cy), dot_r)
            x += 2 * dot_r + px(6)
            surf.blit(text, (x, bottom_y))
            x += text.get_width() + px(18)
        return surf

    # -- drawing: blits only -------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.px
        theme.rounded_panel(surface, self._panel, radius=px(theme.RADIUS + 6))
        for surf, pos in self._blits:
            surface.blit(surf, pos)
        if not self._rows:
            return
        old_clip = surface.get_clip()
        surface.set_clip(self._list.clip(old_clip) if old_clip else self._list)
        first = self.scroll // self._row_h
        last = min(len(self._rows), (self.scroll + self._list.h) // self._row_h + 1)
        for index in range(first, last):
            rect = self.row_rect(index)
            inner = rect.inflate(-px(14), -px(6)).move(-px(7), 0)
            if index == self.selected:
                pygame.draw.rect(surface, theme.SELECTED, inner, border_radius=px(10))
                pygame.draw.rect(surface, theme.GOLD, inner, 2, border_radius=px(10))
            elif index == self.hover:
                pygame.draw.rect(surface, theme.CONTROL_HOVER, inner, border_radius=px(10))
            else:
                pygame.draw.rect(surface, theme.CONTROL, inner, border_radius=px(10))
            surface.blit(self._rows[index], (inner.x, inner.y + (inner.h - self._row_h) // 2))
        surface.set_clip(old_clip)
        self.list_view.draw_bar(surface)
