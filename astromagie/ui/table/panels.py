"""Painting the panels around the row: top bar, opponents, scoreboard, game log, the
score preview and messages, the buttons and the overlays, from a `TableView`.

`PanelPainter` is a mixin of `render.TableRenderer`, which supplies the caches
(`text`, `fit_text`, `face`, `back`); it paints the view it is given and
changes nothing.
"""

from __future__ import annotations

import logging
from typing import Protocol

import pygame

from astromagie.games.astromagie.view.row import STAGED_GLOW
from astromagie.games.astromagie.view.words import score_text
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.kit.seats import avatar, backs_fan
from astromagie.ui.words import shared

from .layout import Layout
from .view import TableView


class Paintable(Protocol):
    """Something the painter draws at its place in the order (the game log panel)."""

    def draw(self, surface: pygame.Surface) -> object: ...

log = logging.getLogger(__name__)

# The help lines that say the turn can only be a discard, and their short form for the top bar.
MUST_DISCARD = {"table.help_no_zodiac": "table.must_discard_no_zodiac",
                "table.help_no_fit": "table.must_discard_no_fit"}


class PanelPainter:
    """Draws everything but the row, the piles, the hand and what flies."""

    # supplied by the painter this is mixed into (rowpaint.CardPainter)
    def text(self, text: str, size: int, color: theme.Color = theme.TEXT,
             role: str = "text") -> pygame.Surface:
        raise NotImplementedError

    def fit_text(self, text: str, size: int, width: int, color: theme.Color = theme.TEXT,
                 role: str = "text") -> pygame.Surface:
        raise NotImplementedError

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        raise NotImplementedError

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        raise NotImplementedError

    # --- top bar -----------------------------------------------------------------------
    def _draw_topbar(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        bar = layout.topbar
        s = layout.scale
        x = bar.x + round(16 * s)
        if view.over:  # also while the last cards fly: nobody is to move any more
            turn_text, colour = tr("table.game_over"), theme.GOLD
        elif view.is_human(view.current):
            turn_text, colour = tr("table.your_turn"), theme.GOLD
            if view.several_humans:
                turn_text = tr("table.turn_of", name=view.seat_name(view.current))
        else:
            turn_text = tr("table.turn_of", name=view.seat_name(view.current))
            colour = theme.TEXT
        title = self.text(turn_text, layout.font(20), colour, "bold")
        surface.blit(title, title.get_rect(midleft=(x, bar.centery)))
        x += title.get_width() + round(24 * s)
        info_colour = theme.TEXT_DIM
        short_info = ""
        if view.help is not None and view.help[0] in MUST_DISCARD:
            # said up here too: the line under the row may be busy with news of a trick
            info, info_colour = tr(MUST_DISCARD[view.help[0]]), theme.GOLD
            short_info = tr("table.must_discard_short")
        elif view.staged_preview is not None and not view.over:
            # the header follows the staged cards: what playing them would do
            info = "★ " + tr("table.staged_header", points=view.staged_preview.points)
            short_info = "★ " + tr("table.staged_short", points=view.staged_preview.points)
        elif view.leader >= 0 and not view.over:
            passes = view.passes_left
            if view.leader == view.you:
                trick = tr("table.leads_you")
            else:
                trick = tr("table.leads", name=view.seat_name(view.leader))
            more = (tr("table.passes_one") if passes == 1
                    else tr("table.passes_many", count=passes))
            info = f"★ {trick} · {more}"
            # when the whole line would not fit on one line (German at 1024x700, F6)
            short_info = f"★ {trick} · {tr('table.passes_short', count=passes)}"
        elif not view.over:
            info = tr("table.row_empty")
            short_info = tr("table.preview_empty")  # "The row is empty", when only that fits
        else:
            info = ""
        variants = self._variants_text(view)
        right = layout.menu_button.x - round(12 * s)
        if variants:  # the rules that differ from the standard game, always in sight
            tag = self.fit_text(variants, layout.font(14), round(260 * s), theme.GOLD)
            spot = tag.get_rect(midright=(right, bar.centery))
            surface.blit(tag, spot)
            right = spot.x - round(16 * s)
        if info:
            width = right - x
            size, lines = self.topbar_lines(info, short_info, width, layout)
            surfs = [self.fit_text(line, size, width, info_colour) for line in lines]
            y = bar.centery - sum(surf.get_height() for surf in surfs) // 2
            for surf in surfs:
                surface.blit(surf, (x, y))
                y += surf.get_height()
        self._button(surface, layout, view.mouse, layout.menu_button, tr("table.button.menu"),
                     True, False)

    def topbar_lines(self, info: str, short_info: str, width: int,
                     layout: Layout) -> tuple[int, list[str]]:
        """The top bar's news at its size in one line: the short wording when only that fits
        (playtest F6: two cramped lines in German at 1024x700), else two readable lines."""
        size = layout.font(16)
        for text in (info, short_info):
            if text and theme.fit_font_size(text, "text", size, width, min_size=9) >= size:
                return size, [text]
        size = max(13, layout.font(14))  # two readable lines rather than one tiny
        return size, self._message_lines(info, size, width, most=2, role="text")

    @staticmethod
    def _variants_text(view: TableView) -> str:
        parts = []
        if view.modern_rulers:
            parts.append(tr("table.variant_modern"))
        if view.target_score is not None:
            parts.append(tr("table.variant_target", points=view.target_score))
        return tr("table.variants_on", variants=" · ".join(parts)) if parts else ""

    # --- opponents -------------------------------------------------------------------
    def _draw_opponents(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        s = layout.scale
        ticks = view.ticks
        for seat, rect in zip(view.opponents, layout.opponents, strict=False):
            info = view.seats[seat]
            active = view.current == seat and not view.finished
            if active:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 3,
                                 border_radius=theme.RADIUS + 2)
            pad = round(10 * s)
            # avatar: a coloured disc with the initial
            r = round(17 * s)
            centre = (rect.x + pad + r, rect.y + pad + r)
            name = info.name
            avatar(surface, centre, r, seat,
                   self.text(name[:1].upper() or "?", layout.font(18), theme.TEXT_DARK, "bold"))
            tx = centre[0] + r + round(8 * s)
            score_w = round(70 * s)
            name_s = self.fit_text(name, layout.font(17), rect.right - tx - score_w, theme.TEXT,
                                   "bold")
            surface.blit(name_s, (tx, rect.y + pad - 1))
            level = tr(f"table.level.{info.kind}")
            if active:
                level = tr("table.thinking_short") + "." * (1 + (ticks // 400) % 3)
            level_s = self.text(level, layout.font(13), theme.GOLD if active else theme.TEXT_DIM)
            surface.blit(level_s, (tx, rect.y + pad + name_s.get_height()))
            # score and tricks, right-aligned
            score = self.text(str(info.score), layout.font(26), theme.GOLD, "bold")
            surface.blit(score, score.get_rect(topright=(rect.right - pad, rect.y + pad - 4)))
            tricks = info.tricks
            pts = self.text(tr("table.points_short"), layout.font(12), theme.TEXT_DIM)
            surface.blit(pts, pts.get_rect(topright=(rect.right - pad,
                                                     rect.y + pad + score.get_height() - 6)))
            # card backs, fanned, with the count
            count = info.cards
            bw, bh = layout.back_size
            by = rect.bottom - pad - bh
            cx = backs_fan(surface, self.back((bw, bh)), rect.x + pad, by, count,
                           round(bw * 0.32), most=count) + round(8 * s)
            cards_text = (tr("table.cards_one") if count == 1
                          else tr("table.cards_in_hand", count=count))
            cards = self.text(cards_text, layout.font(13), theme.TEXT)
            surface.blit(cards, (cx, by + bh // 2 - cards.get_height()))
            tricks_text = (tr("table.tricks_one") if tricks == 1
                           else tr("table.tricks", count=tricks))
            trick_s = self.text(tricks_text, layout.font(13), theme.TEXT_DIM)
            surface.blit(trick_s, (cx, by + bh // 2 + 2))
            if view.leader == seat and not view.finished:
                badge = self.text("★ " + tr("table.leader_badge"), layout.font(12),
                                  theme.TEXT_DARK, "bold")
                # A tab hanging from the panel's foot: the panel's own lines (cards, tricks)
                # fill its width in a 5-seat table, so the badge never lies over them (F8);
                # where the gap above the positions' names is too low for it, a gold star on
                # the avatar says the same (the top bar names who holds the trick).
                box = badge.get_rect(right=rect.right - pad,
                                     centery=rect.bottom + round(1 * s))
                tab = box.inflate(10, 4)
                names_top = min(r.y for r in layout.slots.values()) - round(28 * s)
                if tab.bottom <= names_top - 2 and tab.top >= rect.bottom - pad:
                    pygame.draw.rect(surface, theme.GOLD, tab, border_radius=8)
                    surface.blit(badge, box)
                else:
                    star = self.text("★", layout.font(13), theme.TEXT_DARK, "bold")
                    spot = (centre[0] - round(r * 0.8), centre[1] + round(r * 0.8))
                    radius = max(star.get_width(), star.get_height()) // 2 + 2
                    pygame.draw.circle(surface, theme.GOLD, spot, radius)
                    pygame.draw.circle(surface, theme.TEXT_DARK, spot, radius, 1)
                    surface.blit(star, star.get_rect(center=spot))

    # --- side panel --------------------------------------------------------------------
    def _draw_scoreboard(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        box = layout.scoreboard
        s = layout.scale
        pad = round(12 * s)
        title = self.text(tr("table.scoreboard"), layout.font(17), theme.GOLD, "bold")
        surface.blit(title, (box.x + pad, box.y + pad - 2))
        head_y = box.y + pad + title.get_height() + 2
        col_pts = box.right - pad - round(58 * s)
        col_tricks = box.right - pad
        for text, x in ((tr("table.points_short"), col_pts), (tr("table.tricks_short"),
                                                               col_tricks)):
            h = self.text(text, layout.font(12), theme.TEXT_DIM)
            surface.blit(h, h.get_rect(topright=(x, head_y)))
        row_h = round(30 * s)
        y = head_y + round(18 * s)
        best = max((info.score for info in view.seats), default=0)
        for info in view.seats:
            seat = info.seat
            row = pygame.Rect(box.x + pad - 4, y, box.width - 2 * pad + 8, row_h - 4)
            if seat == view.current and not view.finished:
                pygame.draw.rect(surface, theme.SELECTED, row, border_radius=6)
            pygame.draw.circle(surface, theme.seat_colour(seat), (row.x + 12, row.centery),
                               round(6 * s))
            name_s = self.fit_text(info.name, layout.font(15), col_pts - row.x - 70, theme.TEXT)
            surface.blit(name_s, name_s.get_rect(midleft=(row.x + 24, row.centery)))
            pts_colour = theme.GOLD if info.score == best and best > 0 else theme.TEXT
            pts = self.text(str(info.score), layout.font(16), pts_colour, "bold")
            surface.blit(pts, pts.get_rect(midright=(col_pts, row.centery)))
            tr_s = self.text(str(info.tricks), layout.font(15), theme.TEXT_DIM)
            surface.blit(tr_s, tr_s.get_rect(midright=(col_tricks, row.centery)))
            y += row_h

    def _draw_log(self, surface: pygame.Surface, layout: Layout,
                  panel: Paintable | None) -> None:
        if panel is not None:
            try:
                panel.draw(surface)
                return
            except Exception:  # the log is a view; it must never break the table
                log.exception("game log panel failed")
        title = self.text(tr("table.log_title"), layout.font(17), theme.GOLD, "bold")
        surface.blit(title, (layout.log.x + 12, layout.log.y + 10))

    # --- status, preview, message -------------------------------------------------------------
    def _draw_status(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        s = layout.scale
        # score preview pill
        if view.staged_preview is not None:
            text = score_text("table.preview_staged", view.staged_preview)
            colour, fill = theme.TEXT_DARK, STAGED_GLOW
        elif view.row_score is not None:
            text = score_text("table.preview_now", view.row_score)
            colour, fill = theme.TEXT, (30, 40, 90)
        else:
            text, colour, fill = tr("table.preview_empty"), theme.TEXT_DIM, (30, 40, 90)
        surf = self.fit_text(text, layout.font(16), layout.status.width - 40, colour, "bold")
        box = surf.get_rect(center=layout.status.center).inflate(round(28 * s), round(8 * s))
        message_box = self._message_box(view, layout)
        if message_box is not None:  # a message of several lines: the pill steps up over it
            box.bottom = min(box.bottom, message_box.top - round(4 * s))
        pygame.draw.rect(surface, fill, box, border_radius=box.height // 2)
        surface.blit(surf, surf.get_rect(center=box.center))
        # help line
        help_text = tr(view.help[0], **view.help[1]) if view.help is not None else ""
        if help_text and view.message is None:
            size, width = self.help_size(layout)
            lines = [self.fit_text(line, size, width, theme.TEXT_DIM)
                     for line in self.help_lines(help_text, layout)]
            # one line on the preview line; two (a long German help) around it, never
            # squeezed, set close (a line's step is its font size) to stay on the felt
            step = size + 1
            y = layout.preview.centery - (step * (len(lines) - 1) + lines[-1].get_height()) // 2
            for line in lines:
                surface.blit(line, line.get_rect(midtop=(layout.preview.centerx, y)))
                y += step
        # refusals and hints
        message = view.message
        if message is not None and message_box is not None:
            ink = self._message_colour(message.kind)
            lines = self._message_surfaces(message.text, message.kind, layout)
            gap = round(2 * s)
            box = message_box
            fill = {"error": (70, 20, 36), "hint": (50, 44, 20)}.get(message.kind, (28, 32, 70))
            pygame.draw.rect(surface, fill, box, border_radius=8)
            pygame.draw.rect(surface, ink, box, 1, border_radius=8)
            y = box.y + round(3 * s)
            for line in lines:
                surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
                y += line.get_height() + gap

    @staticmethod
    def help_size(layout: Layout) -> tuple[int, int]:
        """The help line's font size and width: the felt's width, not the preview pill's."""
        return max(12, layout.font(14)), layout.status.width - round(16 * layout.scale)

    def help_lines(self, text: str, layout: Layout) -> list[str]:
        """The help under the row in one line, or two when it is too long for one
        (playtest F6: squeezed into a thin font in German at 1024x700)."""
        size, width = self.help_size(layout)
        return self._message_lines(text, size, width, most=2, role="text")

    @staticmethod
    def _message_colour(kind: str) -> theme.Color:
        return {"error": (255, 150, 150), "hint": theme.GOLD}.get(kind, theme.TEXT)

    def _message_surfaces(self, text: str, kind: str, layout: Layout) -> list[pygame.Surface]:
        size, width = layout.font(16), layout.message.width
        return [self.fit_text(part, size, width, self._message_colour(kind), "bold")
                for part in self._message_lines(text, size, width)]

    def _message_box(self, view: TableView, layout: Layout) -> pygame.Rect | None:
        """Where the message line's box goes: on the line, growing upwards with more lines
        (below it the hand may rise)."""
        if view.message is None:
            return None
        s = layout.scale
        lines = self._message_surfaces(view.message.text, view.message.kind, layout)
        height = sum(line.get_height() for line in lines) + round(2 * s) * (len(lines) - 1)
        box = pygame.Rect(0, 0, max(line.get_width() for line in lines), height)
        box.centerx = layout.message.centerx
        box.bottom = layout.message.centery + lines[-1].get_height() // 2
        return box.inflate(round(20 * s), round(6 * s))

    @staticmethod
    def _message_lines(text: str, size: int, width: int, most: int = 3,
                       role: str = "bold") -> list[str]:
        """`text` in lines that fit `width` at `size` (at most `most`; the last one is
        shrunk if it must), so a long hint or refusal is never shrunk unreadably.
        Two sentences that each fit go on a line of their own."""
        if theme.fit_font_size(text, role, size, width, min_size=9) >= size:
            return [text]
        middle = len(text) // 2
        cuts = [i + 1 for i, ch in enumerate(text[:-1]) if ch in ".:;" and text[i + 1] == " "]
        if cuts:
            cut = min(cuts, key=lambda i: abs(i - middle))
            halves = [text[:cut].strip(), text[cut:].strip()]
            if all(theme.fit_font_size(h, role, size, width, min_size=9) >= size
                   for h in halves):
                return halves
        lines = theme.wrap(text, role, size, width)
        return lines[: most - 1] + [" ".join(lines[most - 1:])] if len(lines) > most else lines

    # --- buttons ------------------------------------------------------------------------------
    def _button(self, surface: pygame.Surface, layout: Layout, mouse: tuple[int, int],
                rect: pygame.Rect, label: str, enabled: bool, primary: bool) -> None:
        hover = enabled and rect.collidepoint(mouse)
        if not enabled:
            fill, border, colour = theme.CONTROL_DISABLED, (60, 66, 100), (110, 114, 140)
        elif primary:
            fill = (246, 212, 128) if hover else theme.GOLD
            border, colour = theme.GOLD_DEEP, theme.TEXT_DARK
        else:
            fill = theme.CONTROL_HOVER if hover else theme.CONTROL
            border, colour = theme.CONTROL_BORDER, theme.TEXT
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, border, rect, 2, border_radius=10)
        text = self.fit_text(label, layout.font(16), rect.width - 12, colour, "bold")
        surface.blit(text, text.get_rect(center=rect.center))

    def _draw_buttons(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        b = layout.buttons
        mouse = view.mouse
        self._button(surface, layout, mouse, b["play"], tr("table.button.play"), view.can_play,
                     True)
        self._button(surface, layout, mouse, b["takeback"], tr("table.button.takeback"),
                     view.can_take_back, False)
        label = tr("table.button.hint_wait") if view.hint_waiting else tr("table.button.hint")
        self._button(surface, layout, mouse, b["hint"], label, view.can_hint, False)

    # --- overlays -----------------------------------------------------------------------------
    def _draw_discard_overlay(self, surface: pygame.Surface, view: TableView,
                              layout: Layout) -> None:
        """Every discarded card, oldest first, in a panel sized to hold them."""
        theme.shade(surface)
        cards = view.discard_open or ()
        s = layout.scale
        w, h = layout.size
        gap = max(4, round(8 * s))
        title = self.text(tr("table.discard_title", count=len(cards)), layout.font(22),
                          theme.GOLD, "bold")
        foot = self.text(tr("table.close_hint"), layout.font(14), theme.TEXT_DIM)
        inner_w = min(w - 120, round(900 * s))
        max_inner_h = h - 120 - title.get_height() - foot.get_height()
        ratio = layout.card[0] / layout.card[1]
        # The largest card size at which every discarded card fits.
        ch = min(round(140 * s), max_inner_h)
        while ch > 30:
            per_row = max(1, (inner_w + gap) // (round(ch * ratio) + gap))
            rows = max(1, -(-len(cards) // per_row))
            if rows * (ch + gap) <= max_inner_h:
                break
            ch -= 4
        cw = round(ch * ratio)
        per_row = max(1, (inner_w + gap) // (cw + gap))
        rows = max(1, -(-len(cards) // per_row))
        used_w = min(len(cards), per_row) * (cw + gap) - gap if cards else inner_w // 2
        box_w = max(used_w, title.get_width(), foot.get_width()) + round(48 * s)
        box_h = title.get_height() + rows * (ch + gap) + foot.get_height() + round(64 * s)
        box = pygame.Rect(0, 0, box_w, box_h)
        box.center = (w // 2, h // 2)
        theme.rounded_panel(surface, box, (18, 22, 56, 245), theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + round(16 * s))))
        top = box.y + round(28 * s) + title.get_height()
        if not cards:
            empty = self.text(tr("table.discard_empty"), layout.font(16), theme.TEXT_DIM)
            surface.blit(empty, empty.get_rect(midtop=(box.centerx, top + ch // 3)))
        left = box.centerx - used_w // 2
        for i, code in enumerate(cards):
            x = left + (i % per_row) * (cw + gap)
            y = top + (i // per_row) * (ch + gap)
            surface.blit(self.face(code, (cw, ch)), (x, y))
        surface.blit(foot, foot.get_rect(midbottom=(box.centerx, box.bottom - round(12 * s))))

    def _draw_game_over(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        winners = view.winners or ()
        points = view.points
        if len(winners) > 1:  # a shared win takes the plural in both languages
            text = shared("table.tie", winners, view.seat_name, view.you, points=points)
        elif winners and winners[0] == view.you:
            text = tr("table.winner_you", points=points)
        else:
            text = tr("table.winner", name=view.seat_name(winners[0] if winners else -1),
                      points=points)
        surf = self.text(text, layout.font(28), theme.GOLD, "bold")
        lines = [surf]
        if view.ending is not None:  # why the game ended, and how to go on
            width = layout.table.width - round(80 * layout.scale)
            key, params = view.ending
            size = layout.font(18)
            for part in self._message_lines(tr(key, **params), size, width):
                lines.append(self.fit_text(part, size, width, theme.TEXT))
            lines.append(self.fit_text(tr("table.end_continue"), layout.font(14), width,
                                       theme.TEXT_DIM))
        gap = round(6 * layout.scale)
        height = sum(line.get_height() for line in lines) + gap * (len(lines) - 1)
        box = pygame.Rect(0, 0, max(line.get_width() for line in lines) + 40, height + 24)
        # Over the (cleared) row, below its position names and above the preview line:
        # never over the opponents' panels or the row's headers (playtest F9).
        area = pygame.Rect(layout.table.x, layout.slots[1].top, layout.table.w,
                           max(box.h, layout.status.top - layout.slots[1].top))
        box.center = area.center
        theme.rounded_panel(surface, box, (18, 22, 56, 240), theme.GOLD)
        y = box.y + 12
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height() + gap
