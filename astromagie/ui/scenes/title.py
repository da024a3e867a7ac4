"""The title screen: New game, Resume (when a game was left unfinished), Rules, Statistics,
Finished games, Settings, Quit, and the EN/DE language switch.

The buttons open the other screens by name through the app (`app.push_scene`).
Messages about the player's files (a broken settings file, a failed save) are
shown once, in a dialog over the title (`NoticeScene`) that OK closes; the app
makes sure a message found again on every return to the title is told only once.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from astromagie import i18n
from astromagie.host import registry
from astromagie.look import theme
from astromagie.look.fonts import GLYPHS, glyph_font
from astromagie.storage.notices import Notice
from astromagie.storage.records import positions
from astromagie.storage.saves import ResumeInfo, load_autosave
from astromagie.storage.stats import stats_path
from astromagie.ui.kit.chart import turns_done
from astromagie.ui.kit.guided import is_guided_deal
from astromagie.ui.scene import EVERY_FRAME, soonest
from astromagie.ui.widgets import Button, Choice, Label, MenuScene, T, column
from astromagie.ui.widgets.shelf import ShelfTiles, Tile
from astromagie.ui.words import seat_names

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

log = logging.getLogger(__name__)

ZODIAC = ("ARI", "TAU", "GEM", "CAN", "LEO", "VIR", "LIB", "SCO", "SAG", "CAP", "AQU", "PIS")
WHEEL_SPEED = 1.5  # degrees a second at animation speed 1
MENU_HALF = 236  # half the menu column with its lines, at scale 1: the fans stay outside
FAN_SEED = 7  # another game's fans: the first cards of two hands of this deal
FAN_CARDS = 5
BLURB_ROOM = 20  # reference pixels: the shelf's blurb may take a second line


def own_screens(game: str) -> list[str]:
    """The title's screens of the chosen game, in menu order: its guided first game (a
    table view with a coach), its rule book, its statistics and its finished games."""
    if not registry.has_view(game):
        return []
    return ["guide", *(["rules"] if registry.has_rule_book(game) else []), "stats", "archive"]


def load_resume(game: str) -> tuple[ResumeInfo | None, list[Notice]]:
    """The unfinished game from storage (or None) and notices about the save."""
    try:  # the last guard: whatever the file holds, the title must come up
        info, notices = load_autosave(game)
    except Exception:
        log.exception("the autosave could not be loaded")
        return None, []
    return info, list(notices)


def turns_played(info: ResumeInfo) -> int:
    """The turns a saved game has had, counted as its review and chart count them: a
    Monad turn of a trade, a leap and a buy is one (pt14d 9: "Zug 127" on the title for a
    game whose review counted 110 turns of 214 moves)."""
    try:
        done = turns_done(positions(info.record),
                          registry.view(info.config.game).for_game(info.game))
    except Exception:  # a count is never worth a broken title: the moves then
        log.exception("the saved game's turns could not be counted")
        return info.turn
    return done[-1] if done else info.turn


class TitleScene(MenuScene):
    """The first screen."""

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.resume_info: ResumeInfo | None = None
        self._title: pygame.Surface | None = None
        self._tagline: pygame.Surface | None = None
        self._house: pygame.Surface | None = None  # "Astromagie · 4 card games"
        self._wheel: pygame.Surface | None = None
        self._fan: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._title_glow: pygame.Surface | None = None
        self._wheel_cache: tuple[int, pygame.Surface] | None = None
        self.wheel_angle = 0.0
        self._notices_pending = False
        # The first frame shows the menu at once; the fanned cards (the costliest drawing)
        # and the notices come with the frames right after it.
        self._first_frame = True
        self._fan_due = False
        # The shelf: the game the menu is for (the last one played), chosen above the menu
        # when more than one game can be played at a table.
        self.games = registry.playable()
        chosen = app.settings.chosen_game()
        self.game = chosen if chosen in self.games else self.games[0]

    # -- building --------------------------------------------------------------
    def build(self) -> None:
        add = self.add
        add(Button(T("menu.new_game"), self.new_game, style="primary", wid="new_game",
                   hotkey=pygame.K_n))
        add(Button(T("menu.resume"), self.resume_game, wid="resume", hotkey=pygame.K_r))
        add(Button(T("guide.menu"), self.open_guide, wid="guide", hotkey=pygame.K_g))
        add(Button(T("menu.rules"), self.open_rules, wid="rules"))
        add(Button(T("net.friends"), self.open_lobby, wid="friends", hotkey=pygame.K_f))
        add(Button(T("menu.statistics"), self.open_stats, wid="stats"))
        add(Button(T("links.archive"), self.open_archive, wid="archive"))
        add(Button(T("menu.settings"), self.open_settings, wid="settings"))
        add(Button(T("menu.quit"), self.app.quit, wid="quit"))
        add(Choice([(lang, T(f"common.lang_{lang}")) for lang in i18n.LANGUAGES],
                   i18n.current_language(), i18n.set_language, wid="language",
                   size=theme.SMALL_SIZE + 1))
        add(Label(T("menu.resume_summary", players="", turn=0), role="text",
                  size=theme.SMALL_SIZE, color=theme.TEXT_DIM, align="center",
                  wid="resume_summary"))
        add(Label(T("guide.offer"), role="text", size=theme.SMALL_SIZE, color=theme.GOLD,
                  align="center", wid="guide_offer"))
        add(Label(T("menu.footer"), size=theme.SMALL_SIZE - 2, color=theme.TEXT_DIM,
                  wid="footer"))
        if len(self.games) > 1:
            add(ShelfTiles([self._tile(g, len(self.app.settings.seat_configs(g)))
                            for g in self.games], self.game, self.choose_game,
                           wid="shelf"))
            # wrapped onto a second line at its size, never squeezed (playtest pt1, 3)
            add(Label(T(f"{self.game}.game.blurb"), role="text", size=theme.SMALL_SIZE,
                      color=theme.TEXT_DIM, align="center", wrap=True, wid="shelf_line"))
        self.check_resume()

    @staticmethod
    def _tile(game: str, table: int) -> Tile:
        """A game's tile: its people filled as many as New game seats (`table`), the seats
        that may join or stay empty in outline (pt17: two filled read "2 players" over a
        set-up of four)."""
        info = registry.info(game)
        seats = T("menu.shelf_seats", low=info.min_players, high=info.max_players)
        return Tile(game, T(f"{game}.game.name"), seats, table, info.max_players)

    def choose_game(self, game: str) -> None:
        """Another game of the shelf: the menu (New game, Resume) now follows it."""
        self.game = game
        self.app.settings.game = game
        self.form.get("shelf", ShelfTiles).value = game  # when chosen other than by a click
        self.form.get("shelf_line", Label).set_text(T(f"{game}.game.blurb"))
        self.check_resume()
        self.layout(self.size)

    def enter(self) -> None:
        super().enter()
        self._notices_pending = True  # collected after the first frame, which comes sooner

    def resume(self) -> None:
        # back from a game or the settings: the save and the language may have changed
        self.check_resume()
        self._notices_pending = True
        self.form.get("language", Choice).value = i18n.current_language()
        super().resume()

    def check_resume(self) -> None:
        info, notices = load_resume(self.game)
        self.app.tell(notices)  # told once, however often the same problem is found again
        self.resume_info = info
        summary = self.form.get("resume_summary", Label)
        if info is not None:
            names = seat_names(info.config.seats).names
            summary.source = T("menu.resume_summary", players=", ".join(names),
                               turn=turns_played(info))
        else:  # Resume stays in its place, greyed, and says why
            summary.source = T("menu.resume_none")
        summary.refresh()

    def _relayout(self) -> None:
        if self.size[0]:
            self.layout(self.size)

    # -- layout ----------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        # the heading and the cards are the chosen game's; the line above names the house
        self._title = theme.render_fit(i18n.tr(f"{self.game}.game.name"), "bold",
                                       px(theme.TITLE_SIZE), w - px(220), theme.GOLD)
        self._title_glow = self._title.copy()
        self._title_glow.set_alpha(60)
        tagline = f"menu.taglines.{self.game.replace('-', '_')}"
        self._tagline = theme.render(i18n.tr(tagline if i18n.has(tagline) else "menu.tagline_any"),
                                     "text", px(24), theme.TEXT_DIM)
        self._house = theme.render(i18n.tr("menu.house", count=len(self.games)), "bold",
                                   px(theme.SMALL_SIZE), theme.GOLD_DEEP)
        self._render_wheel(size)
        if self._first_frame:
            self._fan, self._fan_due = [], True
        else:
            self._render_fan(size)

        resume = self.form.get("resume", Button)
        resuming = self.resume_info is not None
        # Resume always holds its place (greyed when there is nothing to resume), and the
        # lines under it and under the guided game are always there: every button stays
        # where the hand remembers it, with a saved game or without (playtest pt1, 2)
        resume.set_enabled(resuming)
        own = own_screens(self.game)
        for wid in ("guide", "rules", "stats", "archive"):
            self.form.get(wid).visible = wid in own
        ids = ["new_game", "resume", *own, "friends", "settings", "quit"]
        under = {"resume": px(20), "guide": px(22)}  # the line under each of these
        bw, bh, gap = px(340), px(theme.BUTTON_HEIGHT), px(theme.GAP)
        top = round(h * 0.37)
        if len(self.games) > 1:
            top += px(20) + px(BLURB_ROOM)  # the shelf's tiles and its two-line blurb
        # under the tagline, whatever the menu, and its blurb's second line clear of New
        # game by a gap (pt4a 13: "...gewinnt / den Stich." touched it at 1024x700)
        shelf_top = top - px(112) - px(BLURB_ROOM)
        # however many entries the menu has, the column ends above the footer line
        room = h - px(48) - top - sum(under[wid] for wid in ids if wid in under)
        if (room - gap * (len(ids) - 1)) // len(ids) < px(40):  # a full menu: closer,
            gap = px(7)  # rather than buttons too thin for their words
        bh = min(bh, (room - gap * (len(ids) - 1)) // len(ids))
        heights = [bh + under.get(wid, 0) for wid in ids]
        for wid, rect in zip(ids, column(w // 2 - bw // 2, top, bw, heights, gap), strict=True):
            self.place(self.form.get(wid), (rect.x, rect.y, rect.w, bh))
        # the player usually wants to go on with the saved game: make it the main action
        self.form.get("new_game", Button).style = "normal" if resuming else "primary"
        resume.style = "primary" if resuming else "normal"
        for wid in ("new_game", "resume"):
            self.form.get(wid).refresh()
        summary = self.form.get("resume_summary", Label)
        r = resume.rect
        self.place(summary, (r.x - px(80), r.bottom + px(2), r.w + px(160), px(20)))
        lang = self.form.get("language")
        self.place(lang, (w - px(24) - px(250), px(22), px(250), px(40)))
        if len(self.games) > 1:  # the shelf: which game the menu is for, and what it is like
            shelf_w = min(w - px(48), px(210) * len(self.games))
            shelf = pygame.Rect((w - shelf_w) // 2, shelf_top, shelf_w, px(72))
            self.place(self.form.get("shelf"), shelf)
            line_w = min(w - px(48), px(760))
            # its dark box (3 px round the words) a few px off the tiles: it touched them
            # at 1024x700 (pt10a 10, pt10d 18)
            self.place(self.form.get("shelf_line"), ((w - line_w) // 2, shelf.bottom + px(8),
                                                      line_w, px(22 + BLURB_ROOM)))
        self._place_guide_offer(resuming)
        self.place(self.form.get("footer"), (px(24), h - px(36), w // 2, px(24)))

    def _render_wheel(self, size: tuple[int, int]) -> None:
        """An astrological wheel behind the title: two rings and the twelve signs."""
        w, h = size
        radius = round(min(w, h) * 0.47)
        surf = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
        c = (radius + 2, radius + 2)
        ring = (*theme.GOLD, 38)
        pygame.draw.circle(surf, ring, c, radius, 2)
        pygame.draw.circle(surf, ring, c, round(radius * 0.82), 1)
        pygame.draw.circle(surf, (*theme.GOLD, 20), c, round(radius * 0.62), 1)
        glyph_size = max(12, round(radius * 0.1))
        for i, code in enumerate(ZODIAC):
            a = math.radians(i * 30 - 90)
            b = math.radians(i * 30 - 75)
            inner = (c[0] + radius * 0.82 * math.cos(a), c[1] + radius * 0.82 * math.sin(a))
            outer = (c[0] + radius * math.cos(a), c[1] + radius * math.sin(a))
            pygame.draw.line(surf, ring, inner, outer, 1)
            g = glyph_font(code, glyph_size).render(GLYPHS[code].char, True, theme.GOLD)
            g.set_alpha(70)
            mid = radius * 0.91
            surf.blit(g, g.get_rect(center=(c[0] + mid * math.cos(b), c[1] + mid * math.sin(b))))
        self._wheel = surf
        self._wheel_cache = None

    def fan_cards(self) -> tuple[list[str], list[str], Callable[[str, tuple[int, int]], Any],
                                 float]:
        """The cards fanned on the left and the right, how to paint one, and the cards'
        width / height, all from the chosen game's view: the cards it chose for its title
        (optional `title_cards()`), else the first cards of two hands of a fixed deal."""
        view = registry.view(self.game)
        chosen = view.title_cards()
        if chosen is not None:
            left, right = (list(cards) for cards in chosen)
        else:
            info = registry.info(self.game)
            state = registry.rules(self.game).new(max(2, info.min_players), FAN_SEED, {})
            left, right = (list(dict.fromkeys(view.hand(state, seat)))[:FAN_CARDS]
                           for seat in (0, 1))
        return left, right, view.face, 1 / view.card_ratio

    def _render_fan(self, size: tuple[int, int]) -> None:
        """Five cards of the chosen game fanned on each side of the menu."""
        self._fan = []
        w, h = size
        try:
            left, right, face_of, ratio = self.fan_cards()
        except Exception:  # decoration is never worth the title screen
            log.exception("the title's cards could not be painted")
            return
        # each fan fills the space between the window edge and the menu column with the
        # lines under its buttons, wider than they are ("Keine angefangene Partie zum
        # Fortsetzen": pt5b 20, the fan reached it at 1024x700); a fan five cards wide,
        # turned, spans about 2.9 cards
        margin = round(w * 0.02)
        half = self.px(MENU_HALF)
        space = w // 2 - half - 2 * margin
        card_w = round(min(h * 0.28 * ratio, space / 2.9))
        card_h = round(card_w / ratio)
        for side, codes in ((-1, left), (1, right)):
            cx = w // 2 + side * (half + margin + space // 2)
            cy = round(h * 0.62)
            for i, code in enumerate(codes):
                face = face_of(code, (card_w, card_h))
                k = i - (len(codes) - 1) / 2
                angle = -k * 9
                rotated = pygame.transform.rotozoom(face, angle, 1.0)
                dx = k * card_w * 0.36
                dy = abs(k) * card_h * 0.05
                self._fan.append((rotated, rotated.get_rect(center=(cx + dx, cy + dy))))

    def _place_guide_offer(self, resuming: bool) -> None:
        """The line under the guided game says what it is; on a first start (no game
        finished yet, none to resume) the guided game is the main button and its line gold.
        The line's room is kept either way, so no button moves when it changes."""
        px = self.px
        guide = self.form.get("guide", Button)
        first = not resuming and guide.visible and self.first_start()
        offer = self.form.get("guide_offer", Label)
        offer.visible = guide.visible
        offer.color = theme.GOLD if first else theme.TEXT_DIM
        if first:
            self.form.get("new_game", Button).style = "normal"
        guide.style = "primary" if first else "normal"
        r = guide.rect
        self.place(offer, (r.x - px(60), r.bottom + px(2), r.w + px(120), px(22)))
        for wid in ("new_game", "guide"):
            self.form.get(wid).refresh()

    def first_start(self) -> bool:
        """No game of the chosen game finished yet: its statistics were never written."""
        try:
            return not stats_path(self.game).exists()
        except OSError:
            return False

    # -- actions ---------------------------------------------------------------
    def open_guide(self) -> None:
        self.app.push_scene("guide", self.game)

    def new_game(self) -> None:
        self.app.push_scene("setup", self.game)

    def resume_game(self) -> None:
        info = self.resume_info
        if info is None:
            return
        # the guided first game goes on as the lesson it is, the coach where it was
        self.app.push_scene("table", info.config, info.game,
                            guided=is_guided_deal(info.record, info.config.game))

    def open_rules(self) -> None:
        self.app.push_scene("rules", None, self.game)

    def open_lobby(self) -> None:
        self.app.push_scene("lobby")

    def open_stats(self) -> None:
        self.app.push_scene("stats", self.game)

    def open_settings(self) -> None:
        self.app.push_scene("settings")

    def open_archive(self) -> None:
        self.app.push_scene("archive", self.game)

    def back(self) -> None:
        """Esc on the title does nothing: quitting takes the Quit button."""

    # -- per frame ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self._first_frame:  # this update's frame is the first: the rest follows it
            self._first_frame = False
            return
        if self._fan_due:
            self._fan_due = False
            self._render_fan(self.size)
        if self._notices_pending:
            self._notices_pending = False
            found = self.app.take_notices()  # also checks the translation files once
            if found:
                self.app.push_scene("notice", found)
        self.wheel_angle = (self.wheel_angle + dt * self._wheel_speed()) % 360

    def _wheel_speed(self) -> float:
        """Degrees a second: the wheel turns very slowly, scaled by the animation speed."""
        return WHEEL_SPEED * float(self.app.settings.animation_speed or 1.0)

    def wake_in(self) -> float | None:
        """The wheel is drawn turned by whole degrees: the next frame is at the next one."""
        if self._notices_pending or self._first_frame or self._fan_due:
            return EVERY_FRAME
        speed = self._wheel_speed()
        turn = (math.floor(self.wheel_angle) + 1 - self.wheel_angle) / speed if speed > 0 else None
        return soonest(super().wake_in(), turn)

    def on_language(self, lang: str) -> None:
        self.form.get("language", Choice).value = lang
        super().on_language(lang)

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        px = self.px
        if self._wheel is not None:
            # rotating a large surface each frame costs a few ms; turn in whole degrees only
            wheel = self._rotated_wheel(int(self.wheel_angle))
            surface.blit(wheel, wheel.get_rect(center=(w // 2, round(h * 0.52))))
        for card, rect in self._fan:
            surface.blit(card, rect)
        blurb = self.form.get("shelf_line", Label) if len(self.games) > 1 else None
        if blurb is not None and blurb.line_rects():
            # the night sky behind the game's blurb: the wheel's ring ran through its
            # letters ("H|immel", pt6a 7)
            back = pygame.Rect.unionall(blurb.line_rects()[0], blurb.line_rects()[1:])
            theme.rounded_panel(surface, back.inflate(px(20), px(6)), (*theme.SKY_TOP, 225),
                                None, px(10))
        if self._title is not None and self._title_glow is not None:
            r = self._title.get_rect(center=(w // 2, round(h * 0.15)))
            surface.blit(self._title_glow, r.move(0, 3))
            surface.blit(self._title, r)
            for side in (-1, 1):
                cx = w // 2 + side * (r.w // 2 + px(40))
                pygame.draw.polygon(surface, theme.GOLD,
                                    theme.star_polygon((cx, r.centery), px(14), 4, 0.3))
            if self._tagline is not None:
                surface.blit(self._tagline,
                             self._tagline.get_rect(center=(w // 2, r.bottom + px(14))))
        if self._house is not None:
            surface.blit(self._house, (px(24), px(30)))

    def _rotated_wheel(self, angle: int) -> pygame.Surface:
        cached = self._wheel_cache
        if cached is not None and cached[0] == angle:
            return cached[1]
        assert self._wheel is not None  # drawn only after layout rendered it
        rotated = pygame.transform.rotate(self._wheel, -angle)
        self._wheel_cache = (angle, rotated)
        return rotated


class NoticeScene(MenuScene):
    """Messages for the player (a file set aside, a failed save) over the title, until OK."""

    opaque = False
    backdrop = False

    def __init__(self, app: Services, texts: list[str]) -> None:
        super().__init__(app)
        self.texts = list(texts)
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._lines: list[tuple[pygame.Surface, tuple[int, int]]] = []

    def build(self) -> None:
        self.add(Button(T("common.ok"), self.back, style="primary", wid="ok",
                        hotkey=pygame.K_RETURN))

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        width = min(w - px(80), px(760))
        fs = px(theme.BODY_SIZE - 2)
        line_h = theme.font("text", fs).get_linesize()
        wrapped: list[str] = []
        for i, text in enumerate(self.texts):
            if i:
                wrapped.append("")
            wrapped += theme.wrap(text, "text", fs, width - px(64))
        bh = px(theme.BUTTON_HEIGHT - 4)
        height = px(40) + len(wrapped) * line_h + px(28) + bh + px(32)
        self._panel = pygame.Rect((w - width) // 2, (h - height) // 2, width, height)
        y = self._panel.y + px(40)
        self._lines = []
        for line in wrapped:
            if line:
                self._lines.append((theme.render(line, "text", fs, theme.TEXT),
                                    (self._panel.x + px(32), y)))
            y += line_h
        self.place(self.form.get("ok"), (self._panel.centerx - px(80), y + px(28), px(160), bh))

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.shade(surface)
        theme.rounded_panel(surface, self._panel, (20, 24, 60, 245), theme.GOLD,
                            self.px(theme.RADIUS + 8), 2)
        for surf, pos in self._lines:
            surface.blit(surf, pos)
