"""Where everything on the table goes, computed from the window size alone.

`compute_layout(size, num_seats)` returns plain rectangles; the painter
draws into them and the scene asks the layout what lies under the mouse
(`hand_card_at`, `slot_at`, `on_discard`, `button_at`). Nothing here draws or
keeps state, so a resize is just a new `Layout`. The row of six positions
with its 5+6 cascade is a `RowGeometry` of its own, which the replay screen
places in its smaller felt.

The table at a glance (the game log panel on the right):

    +--------------------------------------------------------+----------+
    | top bar: whose turn, trick leader, passes left, menu   |          |
    | opponents side by side                                 | score-   |
    |        [1] [2] [3] [4]   [5] [6] (+ stacked layers)    | board    |
    |               status line + score preview              | game log |
    | pile discard   the player's hand, fanned   [Hint][Play]|          |
    +--------------------------------------------------------+----------+
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from astromagie.games.astromagie.view.faces import CARD_RATIO
from astromagie.games.astromagie.view.row import (
    MAX_CASCADE,
    RowGeometry,
    layer_step_for,
    place_row,
)

DISCARD_DROP_MARGIN = 20  # a dragged card lands on the discard pile this far around it


@dataclass
class Layout:
    size: tuple[int, int]
    scale: float  # 1.0 at 1280x800; fonts and margins follow it
    topbar: pygame.Rect
    menu_button: pygame.Rect
    table: pygame.Rect  # the felt (everything but the side panel)
    side: pygame.Rect
    scoreboard: pygame.Rect
    log: pygame.Rect
    opponents: list[pygame.Rect]  # one panel per opponent, left to right
    back_size: tuple[int, int]  # small card backs in the opponent panels
    card: tuple[int, int]  # cards in the row and on the piles
    slots: dict[int, pygame.Rect]  # row positions 1-6
    layer_step: int  # vertical offset between stacked 5+6 layers
    pile: pygame.Rect
    discard: pygame.Rect
    status: pygame.Rect  # the turn line under the row
    preview: pygame.Rect  # the score preview box
    message: pygame.Rect  # refusals and hints, in place of the help line
    hand_area: pygame.Rect
    hand_card: tuple[int, int]
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)

    def font(self, base: int) -> int:
        """A font size for `base` points at 1280x800, scaled to this window."""
        return max(10, round(base * self.scale))

    def hand_slots(self, count: int, raised: int | None = None) -> list[tuple[pygame.Rect, float]]:
        """Rect and tilt (degrees) of each of `count` hand cards, fanned along a gentle arc.

        `raised` lifts that card (hover or selection) so it reads as picked up.
        """
        if count <= 0:
            return []
        w, h = self.hand_card
        area = self.hand_area
        step = min(w * 0.92, (area.width - w) / max(1, count - 1)) if count > 1 else 0
        total = step * (count - 1) + w
        left = area.centerx - total / 2
        mid = (count - 1) / 2
        arc = 3.0 * self.scale  # pixels a card sinks per (distance from the middle) squared
        base_y = area.bottom - h - round(arc * mid * mid) - round(26 * self.scale)
        out = []
        for i in range(count):
            off = i - mid
            tilt = -off * 2.5  # degrees; rightmost cards lean right (negative = clockwise)
            drop = round(off * off * arc)  # the arc
            y = base_y + drop
            if raised == i:
                # lifted, but never over the help line above the hand (playtest F10): the
                # selection's outline says the rest
                lift = round(h * 0.16)
                y -= max(min(lift, y - self.message.bottom - round(2 * self.scale)),
                         round(6 * self.scale))
            out.append((pygame.Rect(round(left + i * step), y, w, h), tilt))
        return out

    @property
    def row(self) -> RowGeometry:
        return RowGeometry(self.slots, self.layer_step)

    def stack_rect(self, pos: int, layer: int) -> pygame.Rect:
        """Where visual layer `layer` (0 = bottom) of the 5+6 stack is drawn on `pos`."""
        return self.row.stack_rect(pos, layer)

    # --- hit-testing: what lies under the mouse ---------------------------------------
    def hand_rects(self, visible: Sequence[int],
                   raised: int | None = None) -> dict[int, tuple[pygame.Rect, float]]:
        """Rect and tilt of each hand card drawn in the fan, by hand index.

        `visible` are the hand indexes in the fan (staged cards lie on the row);
        `raised` is the hand index lifted by hover or selection.
        """
        order = visible.index(raised) if raised in visible else None
        spots = self.hand_slots(len(visible), order)
        return {index: spot for index, spot in zip(visible, spots, strict=True)}

    def hand_rect(self, visible: Sequence[int], hand_index: int) -> pygame.Rect | None:
        """Where hand card `hand_index` rests in the fan (nothing raised), or None."""
        spot = self.hand_rects(visible).get(hand_index)
        return spot[0].copy() if spot else None

    def hand_card_at(self, point: tuple[int, int], visible: Sequence[int],
                     raised: int | None = None) -> tuple[int, pygame.Rect] | None:
        """The top-most hand card under `point` (the fan overlaps: later cards lie on top)."""
        rects = self.hand_rects(visible, raised)
        for index in reversed(list(rects)):
            rect = rects[index][0]
            if rect.collidepoint(point):
                return index, rect
        return None

    def slot_at(self, point: tuple[int, int]) -> int | None:
        return self.row.slot_at(point)

    def on_discard(self, point: tuple[int, int], dropping: bool = False) -> bool:
        """Whether `point` is on the discard pile (a dragged card gets a wider margin)."""
        margin = DISCARD_DROP_MARGIN if dropping else 0
        return bool(self.discard.inflate(margin, margin).collidepoint(point))

    def button_at(self, point: tuple[int, int]) -> str | None:
        """"menu", "hint", "play" or "takeback" under `point`, or None."""
        if self.menu_button.collidepoint(point):
            return "menu"
        for name in ("hint", "play", "takeback"):
            if self.buttons[name].collidepoint(point):
                return name
        return None

    def seat_anchor(self, seat: int, viewer: int) -> pygame.Rect:
        """Where cards of `seat` come from and go to (its panel, or the viewer's hand)."""
        w, h = self.card
        rect = pygame.Rect(0, 0, w, h)
        if seat == viewer:
            rect.midbottom = (self.hand_area.centerx, self.hand_area.bottom)
            return rect
        seats = len(self.opponents) + 1
        rect.center = self.opponents[(seat - viewer) % seats - 1].center
        return rect

    def score_anchor(self, seat: int) -> pygame.Rect:
        """Where a won trick flies to: the seat's line on the scoreboard, by its points
        (the lines follow the scoreboard's painter: title, column heads, one line a seat)."""
        s = self.scale
        w, h = self.card
        rect = pygame.Rect(0, 0, round(w * 0.5), round(h * 0.5))
        first = self.scoreboard.y + round(12 * s) + self.font(17) + round(26 * s)
        rect.center = (self.scoreboard.right - round(70 * s),
                       first + seat * round(30 * s) + round(13 * s))
        return rect


def compute_layout(size: tuple[int, int], num_seats: int) -> Layout:
    """All rectangles for a window of `size` with `num_seats` players (2-5)."""
    w, h = max(640, size[0]), max(480, size[1])
    scale = min(w / 1280, h / 800)
    pad = max(6, round(12 * scale))

    side_w = max(220, min(340, round(w * 0.22)))
    topbar = pygame.Rect(0, 0, w - side_w, max(30, round(40 * scale)))
    table = pygame.Rect(0, 0, w - side_w, h)
    side = pygame.Rect(w - side_w, 0, side_w, h)
    menu_h = topbar.height - 2 * round(6 * scale)
    menu_button = pygame.Rect(0, 0, round(100 * scale) + 20, menu_h)
    menu_button.midright = (topbar.right - pad, topbar.centery)
    score_h = round(74 * scale) + num_seats * round(30 * scale)
    scoreboard = pygame.Rect(side.x + pad, pad, side_w - 2 * pad, score_h)
    log = pygame.Rect(side.x + pad, scoreboard.bottom + pad, side_w - 2 * pad,
                      h - scoreboard.bottom - 2 * pad)

    # Vertical bands of the felt.
    body_top = topbar.bottom + pad
    body_h = h - body_top
    opp_h = max(96, round(body_h * 0.17))
    opp_band = pygame.Rect(pad, body_top, table.width - 2 * pad, opp_h)
    row_top = opp_band.bottom + pad

    ratio = CARD_RATIO
    # The row: 6 slots with a wider gap before the 5+6 pair.
    gap_u, pair_gap_u = 0.18, 0.55
    units = 6 + 5 * gap_u + pair_gap_u
    card_w_by_width = (table.width - 2 * pad) * 0.9 / units
    label_h = round(30 * scale)
    row_band_h = round(body_h * 0.40)
    # Stacked 5+6 layers cascade downwards by layer_step (MAX_CASCADE steps at most), so
    # the top strip of every lower pair, with its values, stays visible.
    cascade = round(row_band_h * 0.2)
    card_h_by_height = row_band_h - label_h - cascade - round(26 * scale)
    card_h = max(60, min(card_w_by_width / ratio, card_h_by_height, h * 0.24))
    card_w = round(card_h * ratio)
    card_h = round(card_h)
    gap = round(card_w * gap_u)
    total = 6 * card_w + 5 * gap + round(card_w * pair_gap_u)
    card_y = row_top + label_h
    row = place_row(table.x + (table.width - total) // 2, card_y, (card_w, card_h), gap,
                    gap + round(card_w * pair_gap_u), layer_step_for(card_h, cascade))
    slots, layer_step = row.slots, row.layer_step

    # The "next pair" caption sits under the deepest cascade, above this line.
    below_row = card_y + card_h + MAX_CASCADE * layer_step + round(50 * scale)
    status = pygame.Rect(pad, below_row, table.width - 2 * pad, round(28 * scale))
    preview_w = min(table.width - 2 * pad, round(820 * scale))
    preview = pygame.Rect(0, status.bottom + round(2 * scale), preview_w, round(30 * scale))
    preview.centerx = table.centerx
    message = preview.copy()  # a refusal or hint replaces the help line while it shows

    # The hand band: piles on the left, the hand in the middle, buttons on the right.
    hand_top = message.bottom + round(4 * scale)
    hand_h = h - hand_top
    hand_card_h = max(70, min(hand_h - round(48 * scale), card_h * 1.1))
    hand_card = (round(hand_card_h * ratio), round(hand_card_h))
    pile_h = min(card_h * 0.85, hand_h - round(40 * scale))
    pile_size = (round(pile_h * ratio), round(pile_h))
    pile_y = h - pad - round(18 * scale) - pile_size[1]
    pile = pygame.Rect((table.x + pad + round(8 * scale), pile_y), pile_size)
    # Wide enough apart that their captions (German "Nachziehstapel", "Ablagestapel") never
    # touch at 1024x700 (playtest F6).
    discard = pygame.Rect((pile.right + round(pile_size[0] * 0.45), pile_y), pile_size)
    button_w, button_h = round(132 * scale), round(40 * scale)
    button_col = pygame.Rect(table.right - pad - button_w, hand_top, button_w, hand_h)
    hand_left = discard.right + round(24 * scale)
    hand_area = pygame.Rect(hand_left, hand_top, button_col.x - round(16 * scale) - hand_left,
                            hand_h)
    buttons = {}
    by = h - pad - button_h
    for name in ("play", "takeback", "hint"):
        buttons[name] = pygame.Rect(button_col.x, by, button_w, button_h)
        by -= button_h + round(10 * scale)

    opponents = []
    n_opp = num_seats - 1
    if n_opp > 0:
        panel_w = min(round(300 * scale), (opp_band.width - (n_opp - 1) * pad) // n_opp)
        total_w = n_opp * panel_w + (n_opp - 1) * pad
        ox = opp_band.x + (opp_band.width - total_w) // 2
        for _ in range(n_opp):
            opponents.append(pygame.Rect(ox, opp_band.y, panel_w, opp_h))
            ox += panel_w + pad
    back_h = max(30, round(opp_h * 0.42))
    back_size = (round(back_h * ratio), back_h)

    return Layout(
        size=(w, h), scale=scale, topbar=topbar, menu_button=menu_button, table=table,
        side=side, scoreboard=scoreboard, log=log, opponents=opponents, back_size=back_size,
        card=(card_w, card_h), slots=slots, layer_step=layer_step, pile=pile, discard=discard,
        status=status, preview=preview, message=message, hand_area=hand_area,
        hand_card=hand_card, buttons=buttons,
    )
