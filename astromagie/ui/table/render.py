"""Painting the table: a `TableView` snapshot, the layout and the card art, nothing else.

Everything that does not change from frame to frame (backdrop, felt, panel
frames, slot labels) is drawn once per layout and language into a cached
layer; texts are cached per language; card faces come from the card-art
module, which caches them per size. What moves is drawn on top each frame.
The painter never sees the scene: it cannot change the game, and a test can
hand it a view it made itself.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from functools import partial

import pygame

from astromagie.games.astromagie.engine.cards import CODES
from astromagie.games.astromagie.view.faces import CardArt
from astromagie.games.astromagie.view.row import STAGED_GLOW, RowPainter
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.kit.flourish import paint_flourish

from .cheatcard import paint_cheat
from .closeup import paint_closeup
from .hand import sort_button_rect
from .layout import Layout
from .panels import Paintable, PanelPainter
from .view import TableView

log = logging.getLogger(__name__)

FELT_TOP = (20, 38, 74)
FELT_BOTTOM = (12, 24, 52)
FELT_BORDER = (150, 124, 70)


class TableRenderer(RowPainter, PanelPainter):
    """Paints a TableView into a Layout with the card art."""

    def __init__(self, art: CardArt) -> None:
        super().__init__(art)
        self._static: pygame.Surface | None = None
        self._static_key: tuple[tuple[int, int], int] | None = None
        self._rotated: dict[tuple[object, ...], pygame.Surface] = {}
        self._warm_queue: list[Callable[[], object]] | None = None

    # --- caches -----------------------------------------------------------------
    def invalidate(self) -> None:
        """Layout or language changed: rebuild the static layer and the texts."""
        self.forget_texts()
        self._static = None
        self._rotated.clear()
        self._warm_queue = None

    def warm(self, layout: Layout, budget_s: float = 0.004) -> bool:
        """Draw card surfaces ahead of need, a few per frame (a new face costs ~8 ms).

        Without this, the frame in which a bot's card first appears at a new size
        would take several faces' worth of drawing and stutter. Returns True
        while there is more to draw.
        """
        if self._warm_queue is None:
            self._warm_queue = self._warm_jobs(layout)
        start = time.perf_counter()
        queue = self._warm_queue
        while queue:
            job = queue.pop()
            try:
                job()
            except Exception:  # warming is an optimisation only
                log.debug("warming a card surface failed", exc_info=True)
            if time.perf_counter() - start >= budget_s:
                break
        return bool(queue)

    def _warm_jobs(self, layout: Layout) -> list[Callable[[], object]]:
        """Every surface the table may need at this layout, most urgent last (popped first)."""
        jobs: list[Callable[[], object]] = []
        sizes = dict.fromkeys((layout.card, layout.hand_card, layout.pile.size))
        for code in CODES:
            for size in sizes:
                jobs.append(partial(self.face, code, size))
        for pos in range(1, 7):
            for state in ("legal", "hover", "refused", "normal"):
                jobs.append(partial(self.art.slot, pos, layout.card, state))
        for size in (layout.back_size, layout.pile.size, layout.card):
            jobs.append(partial(self.back, size))
        return jobs

    def rotated(self, code: str, size: tuple[int, int], angle: float,
                outline: tuple[int, int, int] | None = None) -> pygame.Surface:
        """A hand card tilted by `angle` degrees, optionally framed (selection), cached."""
        key = (code, size, round(angle, 1), outline, self.modern_rulers)
        surf = self._rotated.get(key)
        if surf is None:
            base = self.face(code, size)
            if outline is not None:
                # the focus: a thick gold frame with a dark rim, seen on light and dark alike
                framed = pygame.Surface((size[0] + 16, size[1] + 16), pygame.SRCALPHA)
                framed.blit(base, (8, 8))
                radius = max(6, size[0] // 10)
                pygame.draw.rect(framed, theme.TEXT_DARK, framed.get_rect(), 8,
                                 border_radius=radius + 4)
                pygame.draw.rect(framed, outline, framed.get_rect().inflate(-4, -4), 5,
                                 border_radius=radius + 2)
                base = framed
            surf = pygame.transform.rotozoom(base, angle, 1.0) if angle else base
            if len(self._rotated) > 240:  # hands change; old tilts are not worth the memory
                self._rotated.clear()
            self._rotated[key] = surf
        return surf

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: TableView, layout: Layout,
             log_panel: Paintable | None = None) -> None:
        """Paint `view`; `log_panel` (a widget the scene owns) is drawn in the side panel."""
        self.modern_rulers = view.modern_rulers
        key = (layout.size, id(layout))
        if self._static is None or self._static_key != key:
            self._static = self._build_static(layout)
            self._static_key = key
        surface.blit(self._static, (0, 0))
        self._draw_topbar(surface, view, layout)
        self._draw_opponents(surface, view, layout)
        self._draw_scoreboard(surface, view, layout)
        self._draw_log(surface, layout, log_panel)
        self.paint_row(surface, view.row, layout.row, layout.scale)
        self._draw_piles(surface, view, layout)
        self._draw_status(surface, view, layout)
        self._draw_buttons(surface, view, layout)
        if view.sort_next is not None:
            self._button(surface, layout, view.mouse, sort_button_rect(layout),
                         tr(f"hand.sort_{view.sort_next}"), True, False)
        self._draw_hand(surface, view)
        self._draw_flights(surface, view, layout)
        self._draw_drag(surface, view, layout)
        self._draw_pile_tip(surface, view, layout)
        if view.discard_open is not None:
            self._draw_discard_overlay(surface, view, layout)
        elif view.winners is not None:
            self._draw_game_over(surface, view, layout)
        if view.closeup is not None:
            paint_closeup(self, surface, view.closeup, layout)
        if view.cheat:
            paint_cheat(self, surface, layout)

    def _build_static(self, layout: Layout) -> pygame.Surface:
        size = layout.size
        surf = pygame.Surface(size)
        surf.blit(theme.backdrop(size), (0, 0))
        s = layout.scale
        # The felt under the row: a rounded velvet cloth with a thin gold trim.
        felt = pygame.Rect(layout.table.x + round(6 * s), layout.slots[1].y - round(40 * s),
                           layout.table.width - round(12 * s), 0)
        felt.height = layout.message.bottom - felt.y + round(4 * s)
        cloth = pygame.Surface(felt.size, pygame.SRCALPHA)
        for y in range(felt.height):
            colour = theme.lerp(FELT_TOP, FELT_BOTTOM, y / max(1, felt.height - 1))
            pygame.draw.line(cloth, (*colour, 235), (0, y), (felt.width, y))
        mask = pygame.Surface(felt.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(22 * s))
        cloth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(cloth, felt.topleft)
        pygame.draw.rect(surf, FELT_BORDER, felt, 2, border_radius=round(22 * s))
        # The hand's shelf and the side panel.
        theme.rounded_panel(surf, layout.side.inflate(-2, 0).move(1, 0), (10, 12, 34, 235),
                            theme.PANEL_BORDER, radius=0)
        theme.rounded_panel(surf, layout.scoreboard, theme.PANEL, theme.PANEL_BORDER)
        theme.rounded_panel(surf, layout.log, theme.PANEL, theme.PANEL_BORDER)
        for rect in layout.opponents:
            theme.rounded_panel(surf, rect, theme.PANEL, theme.PANEL_BORDER)
        bar = pygame.Surface(layout.topbar.size, pygame.SRCALPHA)
        bar.fill((6, 8, 24, 200))
        surf.blit(bar, layout.topbar.topleft)
        pygame.draw.line(surf, theme.PANEL_BORDER, layout.topbar.bottomleft,
                         layout.topbar.bottomright)
        # Slot labels: position number and the kind of card it takes.
        label_size = layout.font(15)
        for pos, rect in layout.slots.items():
            label = self.text(tr("table.slot_label", pos=pos, kind=tr(f"position.{pos}")),
                              label_size, theme.TEXT_DIM, "bold")
            y = rect.y - round(28 * s)
            surf.blit(label, label.get_rect(midtop=(rect.centerx, y)))
        # The pair bracket over 5 and 6: they go down together.
        five, six = layout.slots[5], layout.slots[6]
        y = five.y - round(8 * s)
        pygame.draw.line(surf, FELT_BORDER, (five.x + 6, y), (six.right - 6, y), 1)
        for x in (five.x + 6, six.right - 6):
            pygame.draw.line(surf, FELT_BORDER, (x, y), (x, y + 5), 1)
        # Pile captions.
        small = layout.font(14)
        for rect, key in ((layout.pile, "table.draw_pile"), (layout.discard, "table.discard_pile")):
            cap = self.fit_text(tr(key), small, round(rect.width * 1.25), theme.TEXT_DIM, "bold")
            surf.blit(cap, cap.get_rect(midtop=(rect.centerx, rect.bottom + round(3 * s))))
        if pygame.display.get_surface() is not None:
            return surf.convert()
        return surf

    # --- piles -----------------------------------------------------------------------------
    def _draw_piles(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        """The piles; the discard pile is a drop target while a card is held."""
        self.piles(surface, layout.pile, view.pile, layout.discard, view.discard,
                   layout.font(13), layout.scale)
        if view.discard_outline is not None:
            self.outline(surface, layout.discard, view.discard_outline)

    def _draw_pile_tip(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        """Under the mouse, the discard pile says that a click opens it."""
        if view.discard_open is not None or view.drag is not None \
                or not layout.discard.collidepoint(view.mouse):
            return
        tip = self.text(tr("table.discard_click"), max(13, layout.font(15)), theme.TEXT)
        box = tip.get_rect(midbottom=(layout.discard.centerx,
                                      layout.discard.top - round(10 * layout.scale)))
        box.left = max(box.left, 6)
        theme.rounded_panel(surface, box.inflate(14, 8), (18, 22, 56, 240), theme.GOLD)
        surface.blit(tip, box)

    # --- the hand ---------------------------------------------------------------------------
    def _draw_hand(self, surface: pygame.Surface, view: TableView) -> None:
        for card in view.hand:
            rect = card.rect
            surf = self.rotated(card.code, rect.size, card.tilt,
                                STAGED_GLOW if card.selected else None)
            spot = surf.get_rect(center=rect.center)
            surface.blit(self.shadow(rect.size), rect.move(4, 6))
            surface.blit(surf, spot)
            if view.dim_hand:
                surface.blit(self._veil(spot.size), spot)

    def _veil(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("veil", size)
        surf = self._texts.get(key)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (6, 8, 24, 70), surf.get_rect(), border_radius=size[0] // 10)
            self._texts[key] = surf
        return surf

    def _draw_flights(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        for flight in view.flights:
            spot = flight.rect
            surface.blit(self.shadow(spot.size), spot.move(5, 8))
            if flight.code is None:
                surface.blit(self.back(spot.size), spot)
            else:
                surface.blit(self.face(flight.code, spot.size), spot)
        for label in view.labels:
            paint_flourish(surface, self.text, label.text, label.center, label.alpha,
                           layout.font(40))

    def _draw_drag(self, surface: pygame.Surface, view: TableView, layout: Layout) -> None:
        if view.drag is None or view.drag.code is None:
            return
        rect = view.drag.rect
        surface.blit(self.shadow(rect.size), rect.move(8, 12))
        surface.blit(self.face(view.drag.code, rect.size), rect)
