"""The row: positions 1-4 and the 5+6 stack, placed and painted for every screen.

`RowGeometry` (from `place_row`) says where the six positions and the 5+6
cascade lie, wherever the board puts them (at the kit's table and in the replay
alike). A `RowView` is the row as one frame shows it (played,
staged, landed cards); `RowPainter` paints it into a geometry. `CardPainter`
keeps what every painter of cards needs (faces at the game's ruler variant,
shadows, cached texts). They read only what they are given and the card art.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from astromagie.i18n import tr
from astromagie.look import theme

from ..engine.cards import VALUE_OF
from ..engine.rules import ROMAN
from .faces import CardArt
from .kinds import ELEMENT_COLOURS, PLANET_COLOURS
from .lettering import draw_symbol

MAX_CASCADE = 2  # stacked pairs shift down at most this many steps; deeper ones lie flush
LAYER_STEP_RATIO = 0.17  # a lower pair peeks out this share of a card's height
MIN_LAYER_STEP = 6
SLOT_MARGIN = 8  # a drop counts this many pixels around a slot
ROW_POSITIONS = (1, 2, 3, 4, 5, 6)


def visual_layer(layer: int) -> int:
    """Where layer `layer` of the 5+6 stack is drawn: deeper layers lie flush."""
    return min(layer, MAX_CASCADE)


@dataclass(frozen=True)
class RowGeometry:
    """The six row positions and the 5+6 cascade, wherever a screen puts them."""

    slots: dict[int, pygame.Rect]
    layer_step: int

    def stack_rect(self, pos: int, layer: int) -> pygame.Rect:
        """Where visual layer `layer` (0 = bottom) of the 5+6 stack is drawn on `pos`."""
        rect = self.slots[pos].copy()
        rect.y += visual_layer(layer) * self.layer_step
        return rect

    def slot_at(self, point: tuple[int, int]) -> int | None:
        """The row position under `point` (5 and 6 include their whole cascade)."""
        for pos, rect in self.slots.items():
            area = rect.inflate(SLOT_MARGIN, SLOT_MARGIN)
            if pos in (5, 6):
                area = area.union(self.stack_rect(pos, MAX_CASCADE))
            if area.collidepoint(point):
                return pos
        return None


def place_row(left: int, top: int, card: tuple[int, int], gap: int, pair_gap: int,
              layer_step: int) -> RowGeometry:
    """Six slots from `left`: `gap` between neighbours, `pair_gap` between 4 and the 5+6 pair."""
    slots: dict[int, pygame.Rect] = {}
    x = left
    for pos in ROW_POSITIONS:
        slots[pos] = pygame.Rect(x, top, *card)
        x += card[0] + (pair_gap if pos == 4 else gap)
    return RowGeometry(slots, layer_step)


@dataclass(frozen=True)
class RowCard:
    code: str
    # "row" (played), "staged" (this turn, not confirmed), "ghost" (a bot's card that has
    # landed while its move is still being shown), "moved" (replay: the move just made),
    # "taken" (replay: the row a trick has just taken)
    state: str


@dataclass(frozen=True)
class NextPair:
    """What the next 5+6 pair must meet: the top complete pair, or the planet on 4."""

    top_pair: tuple[str, str] | None
    four: str | None


@dataclass(frozen=True)
class RowView:
    """Positions 1-4 and the 5+6 layers (bottom first), with the slots' highlights."""

    singles: Mapping[int, RowCard]
    layers: tuple[tuple[RowCard, ...], ...]
    targets: frozenset[int] = frozenset()  # where the held or selected card may go
    over: int | None = None  # the target under the mouse
    refused: int | None = None  # the position a refusal points at
    next_pair: NextPair | None = None  # the caption under the stack (the table only)
    # the symbols that score on positions 1-4 (matches.py), marked on their cards
    matches: Mapping[int, tuple[str, ...]] | None = None

    @property
    def layer_count(self) -> int:
        """Layers that are really on the row (not this turn's, not still being shown)."""
        return sum(1 for cards in self.layers if cards[0].state not in ("staged", "ghost"))

    @property
    def shown_count(self) -> int:
        """The pairs the stack shows under it: those on the row and a whole pair this turn
        has staged (pt7a, 8: "1 pair" stayed under a second pair laid until Play); half
        a pair is not yet one."""
        staged = sum(1 for cards in self.layers
                     if len(cards) == 2 and all(card.state == "staged" for card in cards))
        return self.layer_count + staged


def stack_row(row: tuple[str | None, ...], pairs: tuple[tuple[str, str], ...],
              extra: list[tuple[int, RowCard]]) -> tuple[dict[int, RowCard],
                                                          list[tuple[RowCard, ...]]]:
    """The row's singles and 5+6 layers with `extra` cards (staged, landed) laid on it."""
    singles = {pos: RowCard(code, "row") for pos, code in enumerate(row, start=1)
               if code is not None}
    layers: list[tuple[RowCard, ...]] = [(RowCard(a, "row"), RowCard(p, "row"))
                                         for a, p in pairs]
    for pos, card in extra:
        if pos <= 4:
            singles[pos] = card
        elif pos == 5:
            layers.append((card,))
        elif layers and len(layers[-1]) == 1:
            layers[-1] = (layers[-1][0], card)
    return singles, layers


def next_pair(layers: list[tuple[RowCard, ...]], four: str | None) -> NextPair:
    """What the next pair must meet: the top complete pair's values, the planet on 4."""
    complete = [cards for cards in layers if len(cards) == 2]
    top = (complete[-1][0].code, complete[-1][1].code) if complete else None
    return NextPair(top, four)


STAGED_GLOW = (255, 214, 90)
LEGAL_GLOW = (120, 206, 150)
REFUSED = theme.DANGER
SHADOW = (0, 0, 12, 110)
TAKEN_ALPHA = 150  # the row a trick has just taken, faded (replay)
PILE_DEPTH_PX = 6  # how far the draw pile's backs reach up-left of its top card
MATCH_PLATE = (22, 26, 52)  # under a symbol that scores (a dark plate, as the faces' badges)
# The faces' corner index (faces.py: glyphs centred at 0.175 of the width, 0.13 wide) ends
# at this share of the card's width: the match plates stay right of it (pt7a, 7: on a
# zodiac card the Earth plate half covered Capricorn's corner sign at 1024x700).
CORNER_INDEX_END = 0.175 + 0.13 / 2


def match_plates(card: pygame.Rect, count: int) -> list[tuple[int, int, int]]:
    """The (x, y, radius) of `count` match plates side by side at the top of `card`:
    centred, or moved right just clear of the corner index when centred would cover it."""
    size = max(14, round(card.w * 0.2))
    radius = round(size * 0.62)
    step = 2 * radius + 4
    left = card.centerx - (count - 1) * step / 2 - radius  # the group's left edge, centred
    clear = card.x + card.w * (CORNER_INDEX_END + 0.06)  # air past a wide sign (♑)
    right = left + (count - 1) * step + 2 * radius
    shift = max(0.0, min(clear - left, card.right - 2 - right))  # never off the card
    y = card.y + radius + 3
    return [(round(left + shift + radius + index * step), y, radius) for index in range(count)]
_TEXT_CACHE_LIMIT = 600


def font_size(base: int, scale: float) -> int:
    """A font size for `base` points at 1280x800, scaled by `scale`."""
    return max(10, round(base * scale))


class CardPainter:
    """Card faces, backs, shadows and texts, cached per size, colour and language."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self.badges: list[pygame.Rect] = []  # the piles' count badges, as last painted
        self.modern_rulers = False  # the ruler variant of the game being painted
        self._texts: dict[tuple[object, ...], pygame.Surface] = {}
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}

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

    def piles(self, surface: pygame.Surface, pile: pygame.Rect, count: int,
              discard: pygame.Rect, shown: tuple[str, ...]) -> None:
        """The draw pile (a few backs deep, by its count) and the discard pile (its top card
        face up over the one below); their counts are `pile_badges`, painted after any
        outline of the piles (a frame never runs through a count, pt4a 11)."""
        if count:
            for i in range(min(3, (count + 9) // 10), 0, -1):
                step = PILE_DEPTH_PX // 3
                surface.blit(self.back(pile.size), pile.move(-i * step, -i * step))
            surface.blit(self.back(pile.size), pile)
        else:
            self.empty_spot(surface, pile)
        if shown:
            if len(shown) > 1:
                surface.blit(self.face(shown[-2], discard.size), discard.move(-3, -3))
            self.card(surface, shown[-1], discard, "row")
        else:
            self.empty_spot(surface, discard)

    def pile_badges(self, surface: pygame.Surface, pile: pygame.Rect, count: int,
                    discard: pygame.Rect, shown: int, badge: int, scale: float) -> None:
        """The draw pile's and the discard pile's counts, each in a badge of `badge` points
        (remembered in `badges`: the kit's frames leave them on top too)."""
        self.badges = []
        self.count_badge(surface, str(count), pile, badge, scale)
        self.count_badge(surface, str(shown), discard, badge, scale)

    def empty_spot(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, (60, 70, 120), rect, 2, border_radius=max(6, rect.width // 10))

    def count_badge(self, surface: pygame.Surface, text: str, card: pygame.Rect,
                    size: int, scale: float) -> None:
        """A pile's count in a round badge over the pile's top right, clear of its cards:
        on the corner it hid the top card's index ("12" over the Sun's "1", pt10a 4)."""
        label = self.text(text, size, theme.TEXT, "bold")
        r = max(label.get_width(), label.get_height()) // 2 + round(5 * scale)
        # above the deepest back drawn under the top card (`piles`: up to 6 px up-left)
        centre = (card.right - r, card.top - PILE_DEPTH_PX - round(3 * scale) - r)
        self.badges.append(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r + 1, 2 * r + 1))
        pygame.draw.circle(surface, (40, 46, 100), centre, r)
        pygame.draw.circle(surface, theme.GOLD, centre, r, 2)
        surface.blit(label, label.get_rect(center=centre))

    def outline(self, surface: pygame.Surface, rect: pygame.Rect, state: str) -> None:
        colour = {"legal": LEGAL_GLOW, "hover": theme.GOLD, "refused": REFUSED}.get(state)
        if colour is not None:
            pygame.draw.rect(surface, colour, rect.inflate(8, 8), 3,
                             border_radius=max(6, rect.width // 10))


class RowPainter(CardPainter):
    """Paints a RowView: slots, cards, the 5+6 cascade, its layer badge and caption."""

    # where the pair's caption was painted last (a lesson's card stands clear of it)
    caption_rect: pygame.Rect | None = None
    # how far right the caption may reach: the board's edge less a margin (pt16a 8: "Pair:
    # an aspect and a planet other than Jupiter" touched the table's edge at 1024x700)
    caption_right: int | None = None

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
        self._paint_matches(surface, row, geom)
        self._paint_pair_caption(surface, row, geom, scale)

    def _paint_matches(self, surface: pygame.Surface, row: RowView, geom: RowGeometry) -> None:
        """Each symbol that scores, on a gold-rimmed plate at the top of its card: Fire
        by Gemini's Air shows none, Fire by Aries shows the Fire on both."""
        for pos, symbols in (row.matches or {}).items():
            rect = geom.slots[pos]
            size = max(14, round(rect.w * 0.2))
            plates = match_plates(rect, len(symbols))
            for (x, y, radius), symbol in zip(plates, symbols, strict=True):
                pygame.draw.circle(surface, MATCH_PLATE, (x, y), radius)
                pygame.draw.circle(surface, theme.GOLD, (x, y), radius, 2)
                colour = ELEMENT_COLOURS.get(symbol) or PLANET_COLOURS.get(symbol, theme.GOLD)
                draw_symbol(surface, symbol, x, y, size * 0.78, colour)

    def _paint_pair_caption(self, surface: pygame.Surface, row: RowView, geom: RowGeometry,
                            scale: float) -> None:
        """Under the 5+6 stack: how many layers lie there, and what the next pair must meet."""
        five, six = geom.slots[5], geom.slots[6]
        centre_x = (five.x + six.right) // 2
        y = geom.stack_rect(5, visual_layer(max(0, len(row.layers) - 1))).bottom
        y += round(6 * scale)
        played = row.shown_count
        if played:
            key = "table.layers_one" if played == 1 else "table.layers"
            badge = self.text(tr(key, count=played), font_size(13, scale), theme.TEXT_DARK, "bold")
            box = badge.get_rect(midtop=(centre_x, y + 2))
            pill = box.inflate(round(16 * scale), round(4 * scale))
            pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.height // 2)
            surface.blit(badge, box)
            y = pill.bottom + round(3 * scale)
        nxt = row.next_pair
        self.caption_rect = None
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
        right = self.caption_right
        if right is not None:  # from past 4 to the margin: a line moves left before it wraps
            width = min(width, right - geom.slots[4].right - round(8 * scale))
        size = font_size(14, scale)
        # wrapped at its normal size rather than condensed to the edge (pt16a 8)
        for line in theme.wrap(text, "text", size, width):
            cap = self.fit_text(line, size, width, theme.GOLD)
            box = cap.get_rect(midtop=(centre_x, y))
            if right is not None and box.right > right:
                box.right = right
            surface.blit(cap, box)
            self.caption_rect = box if self.caption_rect is None else self.caption_rect.union(box)
            y += cap.get_height()
