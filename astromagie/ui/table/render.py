"""Painting the table: reads the scene, never changes it.

Everything that does not change from frame to frame (backdrop, felt, panel
frames, slot labels) is drawn once per layout and language into a cached
layer; texts are cached per language; card faces come from the card-art
module, which caches them per size. What moves is drawn on top each frame.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import pygame

from astromagie.engine import Violation
from astromagie.engine.cards import CODES, VALUE_OF
from astromagie.i18n import tr
from astromagie.ui import theme
from astromagie.ui.gamelog import GameLogPanel

from .dragdrop import DISCARD
from .layout import MAX_CASCADE as MAX_VISUAL_LAYERS  # deeper layers lie flush; a badge counts
from .panels import STAGED_GLOW, PanelPainter, discard_codes

if TYPE_CHECKING:
    from astromagie.ui.scenes.table import TableScene

log = logging.getLogger(__name__)

ROMAN = {1: "I", 2: "II", 3: "III"}
FELT_TOP = (20, 38, 74)
FELT_BOTTOM = (12, 24, 52)
FELT_BORDER = (150, 124, 70)
LEGAL_GLOW = (120, 206, 150)
REFUSED = theme.DANGER
SHADOW = (0, 0, 12, 110)
_TEXT_CACHE_LIMIT = 600


def _translated_params(violation: Violation, names: list[str]) -> dict[str, object]:
    """The violation's params in words: card names, kinds and player names."""
    params = dict(violation.params)
    for key in ("card", "planet"):
        if isinstance(params.get(key), str):
            params[key] = tr(f"card.name.{params[key]}")
    if isinstance(params.get("kind"), str):
        params["kind"] = tr(f"kind.{params['kind']}")
    for key in ("to_move", "seat"):
        value = params.get(key)
        if isinstance(value, int) and 0 <= value < len(names):
            params[key] = names[value]
    if isinstance(params.get("minimum"), int):
        params["minimum"] = ROMAN.get(params["minimum"], params["minimum"])
    return params


def violation_text(violation: Violation, names: list[str]) -> str:
    """The refusal in the player's language, with its rule: '... (R6)'."""
    params = _translated_params(violation, names)
    text = None
    for key in (f"violation.{violation.reason}", f"table.refuse.{violation.reason}"):
        candidate = tr(key, **params)
        if candidate != key:
            text = candidate
            break
    if text is None:
        text = violation.message
    return f"{text} ({violation.rule})"


class TableRenderer(PanelPainter):
    """Draws one TableScene; also answers hit tests, since it knows where things are."""

    def __init__(self, scene: TableScene):
        self.scene = scene
        self._texts: dict[tuple, pygame.Surface] = {}
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._rotated: dict[tuple, pygame.Surface] = {}
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}
        self._log_panel: GameLogPanel | None = None
        self._log_rect: pygame.Rect | None = None
        self._warm_queue: list | None = None

    # --- caches -----------------------------------------------------------------
    def invalidate(self) -> None:
        """Layout or language changed: rebuild static layer, texts and the log panel."""
        self._texts.clear()
        self._static = None
        self._rotated.clear()
        self._log_panel = None
        self._warm_queue = None

    def warm(self, budget_s: float = 0.004) -> bool:
        """Draw card surfaces ahead of need, a few per frame (a new face costs ~8 ms).

        Without this, the frame in which a bot's card first appears at a new size
        would take several faces' worth of drawing and stutter. Returns True
        while there is more to draw.
        """
        if getattr(self, "_warm_queue", None) is None:
            self._warm_queue = self._warm_jobs()
        if self.scene.app is None:
            return False
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

    def _warm_jobs(self) -> list:
        """Every surface the table may need at this layout, most urgent last (popped first)."""
        layout = self.scene.layout
        jobs: list = []
        sizes = dict.fromkeys((layout.card, layout.hand_card, layout.pile.size))
        for code in CODES:
            for size in sizes:
                jobs.append(lambda c=code, z=size: self.face(c, z))
        for pos in range(1, 7):
            for state in ("legal", "hover", "refused", "normal"):
                jobs.append(lambda p=pos, st=state: self.art.slot(p, layout.card, st))
        jobs.append(lambda: self.back(layout.back_size))
        jobs.append(lambda: self.back(layout.pile.size))
        jobs.append(lambda: self.back(layout.card))
        return jobs

    def game_changed(self) -> None:
        self.log_panel.set_game(self.scene.game, self.scene.names, self.scene.you)

    @property
    def log_panel(self) -> GameLogPanel:
        """The game log in the side panel, rebuilt when the layout moves it."""
        layout = self.scene.layout
        if self._log_panel is None or self._log_rect != layout.log:
            self._log_panel = GameLogPanel(layout.log.copy())
            self._log_rect = layout.log.copy()
            self._log_panel.set_game(self.scene.game, self.scene.names, self.scene.you)
        return self._log_panel

    def text(self, text: str, size: int, color=theme.TEXT, role: str = "text") -> pygame.Surface:
        key = (text, size, color, role)
        surf = self._texts.get(key)
        if surf is None:
            if len(self._texts) > _TEXT_CACHE_LIMIT:
                self._texts.clear()
            surf = theme.render(text, role, size, color)
            self._texts[key] = surf
        return surf

    def fit_text(self, text: str, size: int, width: int, color=theme.TEXT,
                 role: str = "text") -> pygame.Surface:
        key = ("fit", text, size, width, color, role)
        surf = self._texts.get(key)
        if surf is None:
            fitted = theme.fit_font_size(text, role, size, width, min_size=9)
            surf = theme.render(text, role, fitted, color)
            self._texts[key] = surf
        return surf

    def _shadow(self, size: tuple[int, int]) -> pygame.Surface:
        surf = self._shadows.get(size)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, SHADOW, surf.get_rect(), border_radius=max(4, size[0] // 12))
            self._shadows[size] = surf
        return surf

    # --- card surfaces ------------------------------------------------------------
    @property
    def art(self):
        return self.scene.app.art

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        return self.art.face(code, size, modern_rulers=self.scene.game.variants.modern_rulers)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self.art.back(size)

    def rotated(self, code: str, size: tuple[int, int], angle: float,
                outline: tuple[int, int, int] | None = None) -> pygame.Surface:
        """A hand card tilted by `angle` degrees, optionally framed (selection), cached."""
        key = (code, size, round(angle, 1), outline)
        surf = self._rotated.get(key)
        if surf is None:
            base = self.face(code, size)
            if outline is not None:
                framed = pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA)
                framed.blit(base, (4, 4))
                pygame.draw.rect(framed, outline, framed.get_rect(), 4,
                                 border_radius=max(6, size[0] // 10))
                base = framed
            surf = pygame.transform.rotozoom(base, angle, 1.0) if angle else base
            if len(self._rotated) > 240:  # hands change; old tilts are not worth the memory
                self._rotated.clear()
            self._rotated[key] = surf
        return surf

    # --- geometry the scene asks about ---------------------------------------------
    def visual_layer(self, layer: int) -> int:
        """Where layer `layer` of the 5+6 stack is drawn: deeper layers lie flush."""
        return min(layer, MAX_VISUAL_LAYERS)

    def _hand_codes(self) -> list[str]:
        scene = self.scene
        return scene.game.hand(scene.turn.seat if scene.turn is not None else scene.viewer)

    def _visible_hand(self) -> list[int]:
        """Hand indexes drawn in the fan: not staged."""
        scene = self.scene
        codes = self._hand_codes()
        staged = scene.turn.staging.staged_indexes() if scene.turn is not None else set()
        return [i for i in range(len(codes)) if i not in staged]

    def hand_rects(self, raised: int | None = None) -> dict[int, tuple[pygame.Rect, float]]:
        visible = self._visible_hand()
        order = visible.index(raised) if raised in visible else None
        spots = self.scene.layout.hand_slots(len(visible), order)
        return {index: spot for index, spot in zip(visible, spots, strict=True)}

    def hand_rect(self, hand_index: int) -> pygame.Rect | None:
        spot = self.hand_rects().get(hand_index)
        return spot[0].copy() if spot else None

    def hand_card_at(self, pos: tuple[int, int]) -> tuple[int, pygame.Rect] | None:
        """The top-most hand card under `pos` (the fan overlaps: later cards lie on top)."""
        raised = self.scene.turn.selected if self.scene.turn is not None else None
        rects = self.hand_rects(raised)
        for index in reversed(list(rects)):
            rect = rects[index][0]
            if rect.collidepoint(pos):
                return index, rect
        return None

    def slot_at(self, pos: tuple[int, int]) -> int | None:
        layout = self.scene.layout
        for p, rect in layout.slots.items():
            area = rect.inflate(8, 8)
            if p in (5, 6):
                area = area.union(layout.stack_rect(p, MAX_VISUAL_LAYERS))
            if area.collidepoint(pos):
                return p
        return None

    # --- what lies on the row ----------------------------------------------------------
    def row_view(self) -> tuple[dict[int, tuple[str, str]], list[list[tuple[str, str]]]]:
        """Positions 1-4 as {pos: (code, state)} and the 5+6 layers as [[(code, state)]...].

        state is "row" (played), "staged" (this turn, not confirmed) or "ghost"
        (a bot's card that has landed but whose move is not applied yet).
        """
        scene = self.scene
        game = scene.game
        singles: dict[int, tuple[str, str]] = {}
        for pos, code in enumerate(game.row(), start=1):
            if code is not None:
                singles[pos] = (code, "row")
        layers: list[list[tuple[str, str]]] = [[(a, "row"), (p, "row")]
                                               for a, p in game.row_pairs()]
        extra: list[tuple[int, str, str]] = []
        if scene.turn is not None:
            extra += [(s.pos, s.code, "staged") for s in scene.turn.staging.items]
        extra += [(int(w), c, "ghost") for w, c, _ in scene.ghosts if w != DISCARD]
        for pos, code, state in extra:
            if pos <= 4:
                singles[pos] = (code, state)
            elif pos == 5:
                layers.append([(code, state)])
            elif layers and len(layers[-1]) == 1:
                layers[-1].append((code, state))
        return singles, layers

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        layout = scene.layout
        key = (layout.size, id(layout))
        if self._static is None or self._static_key != key:
            self._static = self._build_static()
            self._static_key = key
        surface.blit(self._static, (0, 0))
        self._draw_topbar(surface)
        self._draw_opponents(surface)
        self._draw_scoreboard(surface)
        self._draw_log(surface)
        self._draw_row(surface)
        self._draw_piles(surface)
        self._draw_status(surface)
        self._draw_buttons(surface)
        self._draw_hand(surface)
        self._draw_flights(surface)
        self._draw_drag(surface)
        if scene.overlay_discard:
            self._draw_discard_overlay(surface)
        elif scene.finished and not scene.results_shown:
            self._draw_game_over(surface)

    def _build_static(self) -> pygame.Surface:
        layout = self.scene.layout
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
            cap = self.fit_text(tr(key), small, rect.width + round(30 * s), theme.TEXT_DIM, "bold")
            surf.blit(cap, cap.get_rect(midtop=(rect.centerx, rect.bottom + round(3 * s))))
        if self.scene.app is not None and pygame.display.get_surface() is not None:
            return surf.convert()
        return surf

    # --- the row -------------------------------------------------------------------------
    def _active_code(self) -> tuple[int | None, str | None]:
        """The hand card being dragged or selected (its targets light up)."""
        scene = self.scene
        if scene.turn is None:
            return None, None
        if scene.drag is not None and scene.drag.moving:
            return scene.drag.hand_index, scene.drag.code
        if scene.turn.selected is not None:
            index = scene.turn.selected
            hand = scene.turn.hand()
            if 0 <= index < len(hand):
                return index, hand[index]
        return None, None

    def _draw_row(self, surface: pygame.Surface) -> None:
        scene, layout = self.scene, self.scene.layout
        index, _code = self._active_code()
        targets = scene.turn.targets(index) if index is not None and scene.human_turn() else []
        over = self.slot_at(scene.mouse) if targets else None
        singles, layers = self.row_view()
        for pos, rect in layout.slots.items():
            state = "normal"
            if pos in targets:
                state = "hover" if over == pos else "legal"
            elif scene.refused_slot == pos and scene.message is not None:
                state = "refused"
            if pos <= 4 and pos in singles:
                code, kind = singles[pos]
                self._card(surface, code, rect, kind)
                if pos in targets or state == "refused":
                    self._outline(surface, rect, state)
                continue
            if pos in (5, 6) and layers:
                continue  # drawn with the stack below
            surface.blit(self.art.slot(pos, rect.size, state), rect)
        if layers:
            for pos in (5, 6):  # the slot frame stays visible under the stack
                surface.blit(self.art.slot(pos, layout.slots[pos].size, "normal"),
                             layout.slots[pos])
            for layer, cards in enumerate(layers):
                vl = self.visual_layer(layer)
                for pos, (code, kind) in zip((5, 6), cards, strict=False):
                    self._card(surface, code, layout.stack_rect(pos, vl), kind)
            top = len(layers) - 1
            if len(layers[-1]) == 1:  # a staged aspect waits for its planet on 6
                rect = layout.stack_rect(6, self.visual_layer(top))
                state = "legal" if 6 in targets else "normal"
                if 6 in targets and over == 6:
                    state = "hover"
                surface.blit(self.art.slot(6, rect.size, state), rect)
            else:
                for pos in (5, 6):
                    if pos in targets:
                        rect = layout.stack_rect(pos, self.visual_layer(top + 1))
                        self._outline(surface, rect, "hover" if over == pos else "legal")
        self._draw_pair_caption(surface, layers)

    def _draw_pair_caption(self, surface: pygame.Surface,
                           layers: list[list[tuple[str, str]]]) -> None:
        """Under the 5+6 stack: how many layers lie there, and what the next pair must meet."""
        scene, layout = self.scene, self.scene.layout
        s = layout.scale
        five, six = layout.slots[5], layout.slots[6]
        centre_x = (five.x + six.right) // 2
        y = layout.stack_rect(5, self.visual_layer(max(0, len(layers) - 1))).bottom + round(6 * s)
        played = sum(1 for cards in layers if cards[0][1] == "row")
        if played:
            key = "table.layers_one" if played == 1 else "table.layers"
            badge = self.text(tr(key, count=played), layout.font(13), theme.TEXT_DARK, "bold")
            box = badge.get_rect(midtop=(centre_x, y + 2))
            pill = box.inflate(round(16 * s), round(4 * s))
            pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.height // 2)
            surface.blit(badge, box)
            y = pill.bottom + round(3 * s)
        complete = [cards for cards in layers if len(cards) == 2]
        four = scene.game.row()[3]
        if scene.turn is not None:
            staged4 = scene.turn.staging.at(4)
            if staged4 is not None:
                four = staged4.code
        if complete:
            aspect, planet = complete[-1][0][0], complete[-1][1][0]
            text = tr("table.next_pair", aspect=ROMAN[VALUE_OF[aspect]], value=VALUE_OF[planet])
        elif four is not None:
            text = tr("table.first_pair", planet=tr(f"card.name.{four}"))
        else:
            text = tr("table.pair_needs_4")
        width = six.right - five.x + round(60 * s)
        cap = self.fit_text(text, layout.font(14), width, theme.GOLD)
        surface.blit(cap, cap.get_rect(midtop=(centre_x, y)))

    def _card(self, surface: pygame.Surface, code: str, rect: pygame.Rect, state: str) -> None:
        surface.blit(self._shadow(rect.size), rect.move(3, 4))
        surface.blit(self.face(code, rect.size), rect)
        if state == "staged":
            pygame.draw.rect(surface, STAGED_GLOW, rect.inflate(6, 6), 3,
                             border_radius=max(6, rect.width // 10))

    def _outline(self, surface: pygame.Surface, rect: pygame.Rect, state: str) -> None:
        colour = {"legal": LEGAL_GLOW, "hover": theme.GOLD, "refused": REFUSED}.get(state)
        if colour is not None:
            pygame.draw.rect(surface, colour, rect.inflate(8, 8), 3,
                             border_radius=max(6, rect.width // 10))

    # --- piles -----------------------------------------------------------------------------
    def _draw_piles(self, surface: pygame.Surface) -> None:
        scene, layout = self.scene, self.scene.layout
        game = scene.game
        pile = layout.pile
        count = game.pile_count
        if count:
            for i in range(min(3, (count + 9) // 10), 0, -1):
                surface.blit(self.back(pile.size), pile.move(-i * 2, -i * 2))
            surface.blit(self.back(pile.size), pile)
        else:
            self._empty_spot(surface, pile)
        self._count_badge(surface, str(count), pile.topright)
        # discard: the top card face up; a drop target while a card is held
        rect = layout.discard
        shown = discard_codes(game)
        for where, code, _ in scene.ghosts:
            if where == DISCARD:
                shown.append(code)
        if scene.hide_discard_top:
            shown = shown[: max(0, len(shown) - scene.hide_discard_top)]
        if shown:
            if len(shown) > 1:
                surface.blit(self.face(shown[-2], rect.size), rect.move(-3, -3))
            self._card(surface, shown[-1], rect, "row")
        else:
            self._empty_spot(surface, rect)
        self._count_badge(surface, str(len(shown)), rect.topright)
        index, _ = self._active_code()
        if index is not None and scene.human_turn():
            state = "legal" if scene.turn.can_discard() else "refused"
            if scene.drag is not None and rect.inflate(20, 20).collidepoint(scene.mouse):
                state = "hover" if state == "legal" else "refused"
            if state != "refused" or scene.drag is not None:
                self._outline(surface, rect, state)

    def _empty_spot(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, (60, 70, 120), rect, 2, border_radius=max(6, rect.width // 10))

    def _count_badge(self, surface: pygame.Surface, text: str, topright: tuple[int, int]) -> None:
        layout = self.scene.layout
        label = self.text(text, layout.font(13), theme.TEXT, "bold")
        r = max(label.get_width(), label.get_height()) // 2 + round(5 * layout.scale)
        centre = (topright[0] - round(2 * layout.scale), topright[1] + round(2 * layout.scale))
        pygame.draw.circle(surface, (40, 46, 100), centre, r)
        pygame.draw.circle(surface, theme.GOLD, centre, r, 2)
        surface.blit(label, label.get_rect(center=centre))

    # --- the hand ---------------------------------------------------------------------------
    def _draw_hand(self, surface: pygame.Surface) -> None:
        scene = self.scene
        codes = self._hand_codes()
        turn = scene.turn
        selected = turn.selected if turn is not None else None
        hover = None
        if scene.drag is None and scene.human_turn():
            hit = self.hand_card_at(scene.mouse)
            hover = hit[0] if hit else None
        raised = selected if selected is not None else hover
        rects = self.hand_rects(raised)
        dragged = scene.drag.hand_index if scene.drag is not None and scene.drag.moving else None
        snapping = {f.card for f in scene.animator.flights if f.kind == "snap"}
        dim = not scene.human_turn() and not scene.finished
        for index, (rect, tilt) in rects.items():
            if index == dragged or index in scene.dealing:
                continue
            code = codes[index]
            if code in snapping and turn is not None:
                continue  # it is flying back to this spot
            surf = self.rotated(code, rect.size, tilt,
                                STAGED_GLOW if index == selected else None)
            spot = surf.get_rect(center=rect.center)
            surface.blit(self._shadow(rect.size), rect.move(4, 6))
            surface.blit(surf, spot)
            if dim:
                veil = self._veil(spot.size)
                surface.blit(veil, spot)

    def _veil(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("veil", size)
        surf = self._texts.get(key)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (6, 8, 24, 70), surf.get_rect(), border_radius=size[0] // 10)
            self._texts[key] = surf
        return surf

    def _draw_flights(self, surface: pygame.Surface) -> None:
        scene = self.scene
        for flight, rect in scene.animator.flights_now():
            size = flight.end.size
            spot = pygame.Rect((0, 0), size)
            spot.center = rect.center
            surface.blit(self._shadow(size), spot.move(5, 8))
            if flight.card is None:
                surface.blit(self.back(size), spot)
            else:
                surface.blit(self.face(flight.card, size), spot)
        layout = scene.layout
        for label in scene.animator.labels:
            centre, alpha = label.now()
            text = self.text(label.text, layout.font(40), theme.GOLD, "bold")
            outline = self.text(label.text, layout.font(40), theme.TEXT_DARK, "bold")
            for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                o = outline.copy()
                o.set_alpha(alpha)
                surface.blit(o, o.get_rect(center=(centre[0] + dx, centre[1] + dy)))
            t = text.copy()
            t.set_alpha(alpha)
            surface.blit(t, t.get_rect(center=centre))

    def _draw_drag(self, surface: pygame.Surface) -> None:
        drag = self.scene.drag
        if drag is None or not drag.moving:
            return
        size = self.scene.layout.hand_card
        rect = drag.rect(size)
        surface.blit(self._shadow(size), rect.move(8, 12))
        surface.blit(self.face(drag.code, size), rect)
