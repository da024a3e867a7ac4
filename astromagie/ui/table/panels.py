"""Painting the panels around the row: top bar, opponents, scoreboard, game log, the
score preview and messages, the buttons and the overlays. Reads the scene, never changes it.

`PanelPainter` is a mixin of `render.TableRenderer`, which supplies the caches
(`text`, `fit_text`, `face`, `back`) and the scene.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from astromagie.i18n import tr
from astromagie.ui import theme

if TYPE_CHECKING:
    from astromagie.ui.scenes.table import TableScene

log = logging.getLogger(__name__)

STAGED_GLOW = (255, 214, 90)


def discard_codes(game: Any) -> list[str]:
    """The open discard pile as codes, oldest first."""
    return list(game.discard_codes)


class PanelPainter:
    """Draws everything but the row, the piles, the hand and what flies."""

    scene: TableScene

    # --- top bar -----------------------------------------------------------------------
    def _draw_topbar(self, surface: pygame.Surface) -> None:
        scene, layout = self.scene, self.scene.layout
        game = scene.game
        bar = layout.topbar
        s = layout.scale
        x = bar.x + round(16 * s)
        if scene.finished:
            turn_text, colour = tr("table.game_over"), theme.GOLD
        elif scene.is_human(game.current_player):
            turn_text, colour = tr("table.your_turn"), theme.GOLD
            if len(scene.humans) > 1:
                turn_text = tr("table.turn_of", name=scene.seat_name(game.current_player))
        else:
            turn_text = tr("table.turn_of", name=scene.seat_name(game.current_player))
            colour = theme.TEXT
        title = self.text(turn_text, layout.font(20), colour, "bold")
        surface.blit(title, title.get_rect(midleft=(x, bar.centery)))
        x += title.get_width() + round(24 * s)
        if game.leader >= 0 and not scene.finished:
            passes = game.passes_left()
            if scene.is_human(game.leader) and len(scene.humans) == 1:
                trick = tr("table.leads_you")
            else:
                trick = tr("table.leads", name=scene.seat_name(game.leader))
            more = (tr("table.passes_one") if passes == 1
                    else tr("table.passes_many", count=passes))
            info = f"★ {trick} · {more}"
        elif not scene.finished:
            info = tr("table.row_empty")
        else:
            info = ""
        if info:
            width = layout.menu_button.x - x - round(12 * s)
            surf = self.fit_text(info, layout.font(16), width, theme.TEXT_DIM)
            surface.blit(surf, surf.get_rect(midleft=(x, bar.centery)))
        self._button(surface, layout.menu_button, tr("table.button.menu"), True, False)

    # --- opponents -------------------------------------------------------------------
    def _draw_opponents(self, surface: pygame.Surface) -> None:
        scene, layout = self.scene, self.scene.layout
        game = scene.game
        s = layout.scale
        ticks = pygame.time.get_ticks()
        for seat, rect in zip(scene.opponents(), layout.opponents, strict=False):
            colour = theme.seat_colour(seat)
            active = game.current_player == seat and not scene.finished
            if active:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 3,
                                 border_radius=theme.RADIUS + 2)
            pad = round(10 * s)
            # avatar: a coloured disc with the initial
            r = round(17 * s)
            centre = (rect.x + pad + r, rect.y + pad + r)
            pygame.draw.circle(surface, colour, centre, r)
            pygame.draw.circle(surface, theme.TEXT_DARK, centre, r, 2)
            name = scene.seat_name(seat)
            initial = self.text(name[:1].upper() or "?", layout.font(18), theme.TEXT_DARK, "bold")
            surface.blit(initial, initial.get_rect(center=centre))
            tx = centre[0] + r + round(8 * s)
            score_w = round(70 * s)
            name_s = self.fit_text(name, layout.font(17), rect.right - tx - score_w, theme.TEXT,
                                   "bold")
            surface.blit(name_s, (tx, rect.y + pad - 1))
            kind = scene.config.seats[seat].kind
            level = tr(f"table.level.{kind}")
            if active:
                level = tr("table.thinking_short") + "." * (1 + (ticks // 400) % 3)
            level_s = self.text(level, layout.font(13), theme.GOLD if active else theme.TEXT_DIM)
            surface.blit(level_s, (tx, rect.y + pad + name_s.get_height()))
            # score and tricks, right-aligned
            score = self.text(str(game.scores[seat]), layout.font(26), theme.GOLD, "bold")
            surface.blit(score, score.get_rect(topright=(rect.right - pad, rect.y + pad - 4)))
            tricks = sum(1 for t in game.tricks if t.winner == seat)
            pts = self.text(tr("table.points_short"), layout.font(12), theme.TEXT_DIM)
            surface.blit(pts, pts.get_rect(topright=(rect.right - pad,
                                                     rect.y + pad + score.get_height() - 6)))
            # card backs, fanned, with the count
            count = game.hand_count(seat)
            bw, bh = layout.back_size
            by = rect.bottom - pad - bh
            step = round(bw * 0.32)
            for i in range(count):
                surface.blit(self.back((bw, bh)), (rect.x + pad + i * step, by))
            cx = rect.x + pad + max(0, count - 1) * step + bw + round(8 * s)
            cards_text = (tr("table.cards_one") if count == 1
                          else tr("table.cards_in_hand", count=count))
            cards = self.text(cards_text, layout.font(13), theme.TEXT)
            surface.blit(cards, (cx, by + bh // 2 - cards.get_height()))
            tricks_text = (tr("table.tricks_one") if tricks == 1
                           else tr("table.tricks", count=tricks))
            trick_s = self.text(tricks_text, layout.font(13), theme.TEXT_DIM)
            surface.blit(trick_s, (cx, by + bh // 2 + 2))
            if game.leader == seat and not scene.finished:
                badge = self.text("★ " + tr("table.leader_badge"), layout.font(12),
                                  theme.TEXT_DARK, "bold")
                box = badge.get_rect(bottomright=(rect.right - pad, rect.bottom - pad))
                pygame.draw.rect(surface, theme.GOLD, box.inflate(12, 6), border_radius=8)
                surface.blit(badge, box)

    # --- side panel --------------------------------------------------------------------
    def _draw_scoreboard(self, surface: pygame.Surface) -> None:
        scene, layout = self.scene, self.scene.layout
        game = scene.game
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
        best = max(game.scores) if game.scores else 0
        for seat in range(game.num_players):
            colour = theme.seat_colour(seat)
            row = pygame.Rect(box.x + pad - 4, y, box.width - 2 * pad + 8, row_h - 4)
            if seat == game.current_player and not scene.finished:
                pygame.draw.rect(surface, theme.SELECTED, row, border_radius=6)
            pygame.draw.circle(surface, colour, (row.x + 12, row.centery), round(6 * s))
            name = scene.seat_name(seat)
            name_s = self.fit_text(name, layout.font(15), col_pts - row.x - 70, theme.TEXT)
            surface.blit(name_s, name_s.get_rect(midleft=(row.x + 24, row.centery)))
            pts_colour = theme.GOLD if game.scores[seat] == best and best > 0 else theme.TEXT
            pts = self.text(str(game.scores[seat]), layout.font(16), pts_colour, "bold")
            surface.blit(pts, pts.get_rect(midright=(col_pts, row.centery)))
            tricks = sum(1 for t in game.tricks if t.winner == seat)
            tr_s = self.text(str(tricks), layout.font(15), theme.TEXT_DIM)
            surface.blit(tr_s, tr_s.get_rect(midright=(col_tricks, row.centery)))
            y += row_h

    def _draw_log(self, surface: pygame.Surface) -> None:
        panel = self.log_panel
        if panel is not None:
            try:
                panel.draw(surface)
                return
            except Exception:
                log.exception("game log panel failed")
                self._log_failed = True
                self._log_panel = None
        layout = self.scene.layout
        title = self.text(tr("table.log_title"), layout.font(17), theme.GOLD, "bold")
        surface.blit(title, (layout.log.x + 12, layout.log.y + 10))

    # --- status, preview, message -------------------------------------------------------------
    def _draw_status(self, surface: pygame.Surface) -> None:
        scene, layout = self.scene, self.scene.layout
        game = scene.game
        s = layout.scale
        # score preview pill
        if scene.turn is not None and scene.turn.staging:
            b = scene.turn.staging.preview()
            text = tr("table.preview_staged", elements=b.elements, planets=b.planets, base=b.base,
                      multiplier=b.multiplier, points=b.points)
            colour, fill = theme.TEXT_DARK, STAGED_GLOW
        elif game.row()[2] is not None:
            b = game.score_now()
            text = tr("table.preview_now", elements=b.elements, planets=b.planets, base=b.base,
                      multiplier=b.multiplier, points=b.points)
            colour, fill = theme.TEXT, (30, 40, 90)
        else:
            text, colour, fill = tr("table.preview_empty"), theme.TEXT_DIM, (30, 40, 90)
        surf = self.fit_text(text, layout.font(16), layout.status.width - 40, colour, "bold")
        box = surf.get_rect(center=layout.status.center).inflate(round(28 * s), round(8 * s))
        pygame.draw.rect(surface, fill, box, border_radius=box.height // 2)
        surface.blit(surf, surf.get_rect(center=box.center))
        # help line
        if scene.finished:
            help_text = ""
        elif scene.human_turn():
            assert scene.turn is not None
            if scene.turn.staging:
                help_text = tr("table.help_staged", count=len(scene.turn.staging))
            else:
                help_text = tr("table.help_turn")
        elif not scene.is_human(game.current_player):
            help_text = tr("table.thinking", name=scene.seat_name(game.current_player))
        else:
            help_text = ""
        if help_text and scene.message is None:
            h = self.fit_text(help_text, layout.font(14), layout.preview.width, theme.TEXT_DIM)
            surface.blit(h, h.get_rect(center=layout.preview.center))
        # refusals and hints
        message = scene.message
        if message is not None:
            colour = {"error": (255, 150, 150), "hint": theme.GOLD}.get(message.kind, theme.TEXT)
            m = self.fit_text(message.text, layout.font(16), layout.message.width, colour, "bold")
            box = m.get_rect(center=layout.message.center).inflate(round(20 * s), round(6 * s))
            fill = {"error": (70, 20, 36), "hint": (50, 44, 20)}.get(message.kind, (28, 32, 70))
            pygame.draw.rect(surface, fill, box, border_radius=8)
            pygame.draw.rect(surface, colour, box, 1, border_radius=8)
            surface.blit(m, m.get_rect(center=box.center))

    # --- buttons ------------------------------------------------------------------------------
    def _button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool,
                primary: bool) -> None:
        hover = enabled and rect.collidepoint(self.scene.mouse)
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
        text = self.fit_text(label, self.scene.layout.font(16), rect.width - 12, colour, "bold")
        surface.blit(text, text.get_rect(center=rect.center))

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        scene, layout = self.scene, self.scene.layout
        my_turn = scene.human_turn()
        turn = scene.turn
        can_play = my_turn and turn is not None and turn.can_confirm()
        can_back = my_turn and turn is not None and bool(turn.staging)
        can_hint = my_turn and scene.hint_token is None
        b = layout.buttons
        self._button(surface, b["play"], tr("table.button.play"), can_play, True)
        self._button(surface, b["takeback"], tr("table.button.takeback"), can_back, False)
        label = tr("table.button.hint_wait") if scene.hint_token is not None else tr(
            "table.button.hint")
        self._button(surface, b["hint"], label, can_hint, False)

    # --- overlays -----------------------------------------------------------------------------
    def _draw_discard_overlay(self, surface: pygame.Surface) -> None:
        """Every discarded card, oldest first, in a panel sized to hold them."""
        scene, layout = self.scene, self.scene.layout
        theme.shade(surface)
        cards = discard_codes(scene.game)
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

    def _draw_game_over(self, surface: pygame.Surface) -> None:
        scene, layout = self.scene, self.scene.layout
        game = scene.game
        winners = game.winners()
        points = max(game.scores)
        if len(winners) > 1:  # a shared win takes the plural in both languages
            text = tr("table.tie", names=", ".join(scene.seat_name(i) for i in winners),
                      points=points)
        elif winners[0] == scene.you:
            text = tr("table.winner_you", points=points)
        else:
            text = tr("table.winner", name=scene.seat_name(winners[0]), points=points)
        surf = self.text(text, layout.font(28), theme.GOLD, "bold")
        box = surf.get_rect(center=layout.slots[3].midtop).inflate(40, 24)
        box.centerx = layout.table.centerx
        theme.rounded_panel(surface, box, (18, 22, 56, 240), theme.GOLD)
        surface.blit(surf, surf.get_rect(center=box.center))
