"""Painting the row: positions 1-4 and the 5+6 stack, for the table and the replay screen.

`CardPainter` keeps what every painter of cards needs (card faces at the
game's ruler variant, shadows, cached texts); `RowPainter` paints a
`RowView` into a `RowGeometry`. Both read only what they are given and the
card art; they never change anything they paint.
"""

from __future__ import annotations

import pygame

from astromagie.games.astromagie.engine.cards import VALUE_OF
from astromagie.games.astromagie.view.faces import CardArt
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.words import ROMAN

from .layout import RowGeometry, visual_layer
from .view import RowView

STAGED_GLOW = (255, 214, 90)
LEGAL_GLOW = (120, 206, 150)
REFUSED = theme.DANGER
SHADOW = (0, 0, 12, 110)
TAKEN_ALPHA = 150  # the row a trick has just taken, faded (replay)
_TEXT_CACHE_LIMIT = 600


def font_size(base: int, scale: float) -> int:
    """A font size for `base` points at 1280x800, scaled by `scale`."""
    return max(10, round(base * scale))


class CardPainter:
    """Card faces, backs, shadows and texts, cached per size, colour and language."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self.modern_rulers = False  # the ruler variant of the game being painted
        self._texts: dict[tuple[object, ...], pygame.Surface] = {}
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}

    def forget_texts(self) -> None:
        """The language or the sizes changed: texts are rendered again when next asked for."""
        self._texts.clear()

    def text(self, text: str, size: int, color: theme.Color = theme.TEXT,
             role: str = "text") -> pygame.Surface:
        key = (text, size, color, role)
        surf = self._texts.get(key)
        if surf is None:
            if len(self._texts) > _TEXT_CACHE_LIMIT:
                self._texts.clear()
            surf = theme.render(text, role, size, color)
            self._texts[key] = surf
        return surf

    def fit_text(self, text: str, size: int, width: int, color: theme.Color = theme.TEXT,
                 role: str = "text") -> pygame.Surface:
        key = ("fit", text, size, width, color, role)
        surf = self._texts.get(key)
        if surf is None:
            surf = theme.render_fit(text, role, size, width, color)  # condensed, never < 13 px
            self._texts[key] = surf
        return surf

    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        return self.art.face(code, size, modern_rulers=self.modern_rulers)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self.art.back(size)

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        surf = self._shadows.get(size)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, SHADOW, surf.get_rect(), border_radius=max(4, size[0] // 12))
            self._shadows[size] = surf
        return surf

    def card(self, surface: pygame.Surface, code: str, rect: pygame.Rect, state: str) -> None:
        """A face-up card with its shadow; staged and just-moved cards glow, taken ones fade."""
        surface.blit(self.shadow(rect.size), rect.move(3, 4))
        face = self.face(code, rect.size)
        if state == "taken":
            face = face.copy()
            face.set_alpha(TAKEN_ALPHA)
        surface.blit(face, rect)
        if state in ("staged", "moved"):
            pygame.draw.rect(surface, STAGED_GLOW, rect.inflate(6, 6), 3,
                             border_radius=max(6, rect.width // 10))

    def outline(self, surface: pygame.Surface, rect: pygame.Rect, state: str) -> None:
        colour = {"legal": LEGAL_GLOW, "hover": theme.GOLD, "refused": REFUSED}.get(state)
        if colour is not None:
            pygame.draw.rect(surface, colour, rect.inflate(8, 8), 3,
                             border_radius=max(6, rect.width // 10))


class RowPainter(CardPainter):
    """Paints a RowView: slots, cards, the 5+6 cascade, its layer badge and caption."""

    def paint_row(self, surface: pygame.Surface, row: RowView, geom: RowGeometry,
                  scale: float) -> None:
        targets, over = row.targets, row.over
        layers = row.layers
        for pos, rect in geom.slots.items():
            state = "normal"
            if pos in targets:
                state = "hover" if over == pos else "legal"
            elif row.refused == pos:
                state = "refused"
            card = row.singles.get(pos) if pos <= 4 else None
            if card is not None:
                self.card(surface, card.code, rect, card.state)
                if pos in targets or state == "refused":
                    self.outline(surface, rect, state)
                continue
            if pos in (5, 6) and layers:
                continue  # drawn with the stack below
            surface.blit(self.art.slot(pos, rect.size, state), rect)
        if layers:
            for pos in (5, 6):  # the slot frame stays visible under the stack
                surface.blit(self.art.slot(pos, geom.slots[pos].size, "normal"), geom.slots[pos])
            for layer, cards in enumerate(layers):
                for pos, card in zip((5, 6), cards, strict=False):
                    self.card(surface, card.code, geom.stack_rect(pos, layer), card.state)
            top = len(layers) - 1
            if len(layers[-1]) == 1:  # a staged aspect waits for its planet on 6
                rect = geom.stack_rect(6, top)
                state = "legal" if 6 in targets else "normal"
                if 6 in targets and over == 6:
                    state = "hover"
                if top == 0:
                    surface.blit(self.art.slot(6, rect.size, state), rect)
                elif state != "normal":  # a planet lies below: frame the spot, never hide it
                    self.outline(surface, rect, state)
            else:
                for pos in (5, 6):
                    if pos in targets:
                        rect = geom.stack_rect(pos, top + 1)
                        self.outline(surface, rect, "hover" if over == pos else "legal")
        self._paint_pair_caption(surface, row, geom, scale)

    def _paint_pair_caption(self, surface: pygame.Surface, row: RowView, geom: RowGeometry,
                            scale: float) -> None:
        """Under the 5+6 stack: how many layers lie there, and what the next pair must meet."""
        five, six = geom.slots[5], geom.slots[6]
        centre_x = (five.x + six.right) // 2
        y = geom.stack_rect(5, visual_layer(max(0, len(row.layers) - 1))).bottom
        y += round(6 * scale)
        played = row.layer_count
        if played:
            key = "table.layers_one" if played == 1 else "table.layers"
            badge = self.text(tr(key, count=played), font_size(13, scale), theme.TEXT_DARK, "bold")
            box = badge.get_rect(midtop=(centre_x, y + 2))
            pill = box.inflate(round(16 * scale), round(4 * scale))
            pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.height // 2)
            surface.blit(badge, box)
            y = pill.bottom + round(3 * scale)
        nxt = row.next_pair
        if nxt is None:
            return
        if nxt.top_pair is not None:
            aspect, planet = nxt.top_pair
            if nxt.four is not None:  # R6: name the planet the new one must differ from
                text = "\n".join((tr("table.next_pair_named", aspect=ROMAN[VALUE_OF[aspect]],
                                      value=VALUE_OF[planet]),
                                   tr("table.next_pair_not", planet=tr(f"card.name.{nxt.four}"))))
            else:
                text = tr("table.next_pair", aspect=ROMAN[VALUE_OF[aspect]],
                          value=VALUE_OF[planet])
        elif nxt.four is not None:
            text = tr("table.first_pair", planet=tr(f"card.name.{nxt.four}"))
        else:
            text = tr("table.pair_needs_4")
        width = six.right - five.x + round(60 * scale)
        for line in text.split("\n"):  # a caption may come in two lines
            cap = self.fit_text(line, font_size(14, scale), width, theme.GOLD)
            surface.blit(cap, cap.get_rect(midtop=(centre_x, y)))
            y += cap.get_height()
