"""Astromagie's board at the kit's table: the row with its 5+6 stack, the draw and discard piles.

    1 · Zodiac  2 · Element  3 · Zodiac  4 · Planet     5 · Aspect  6 · Planet
    +-------+   +-------+    +-------+   +-------+      +-------+   +-------+
    |       |   |       |    |       |   |       |      | stack | | stack |
    +-------+   +-------+    +-------+   +-------+      +-------+   +-------+
                                                         2 pairs · next pair
    [draw] [discard]   the row's worth (or the staged cards', while staging)

Zones: `pos:1`..`pos:6` (5 and 6 with their whole cascade), `discard`, `draw`.
The row is placed with `row.place_row` and painted by `row.RowPainter`, at the
table and in the replay alike; the staged cards come from the person's turn being
composed, which the kit hands the board with every frame (`Highlight.live`); the board
answers where things are for the position it painted last (the one on screen).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from astromagie.i18n import tr
from astromagie.kit.people import Person, chip_rects, paint_people, score_words
from astromagie.kit.view import SEAT, Highlight
from astromagie.look import theme

from ..engine import Game
from .faces import CARD_RATIO
from .matches import matched_symbols
from .row import (
    LAYER_STEP_RATIO,
    MAX_CASCADE,
    MIN_LAYER_STEP,
    RowCard,
    RowPainter,
    RowView,
    next_pair,
    place_row,
    stack_row,
)
from .turn import DISCARD, AstromagieTurn, position_of, takes_over, zone_of
from .words import score_text, variants_words

if TYPE_CHECKING:
    from . import AstromagieView

DRAW = "draw"
GAP_UNITS, PAIR_GAP_UNITS = 0.18, 0.55  # gaps between slots, before the 5+6 pair (card widths)
ROW_UNITS = 6 + 5 * GAP_UNITS + PAIR_GAP_UNITS
PILE_SHARE = 0.62  # a pile's card, of a row card's height
DISCARD_MARGIN = 20  # a dragged card lands on the discard pile this far around it
MIN_TEXT = 13  # the house's smallest text
# the lines of text the board's height keeps beside the cards, in captions: the row's
# names over it (1.6), the piles' under them (1.4), the variants' line and the pair's
# note; the people band lies in the room the 5+6 cascade keeps under positions 1-4.
# (7 kept a band of about 50 px empty at 1280x800: the row grows into it instead)
CAPTION_LINES = 5.5
CELEBRATION_AIR = 16  # px (at scale 1) between the piles' captions and the board's foot


class AstromagieBoard:
    """Where the row and the piles lie for one board size, and how they are painted."""

    def __init__(self, rect: pygame.Rect, players: int, card: tuple[int, int],
                 view: AstromagieView) -> None:
        self.rect = rect
        self.view = view
        self.players = players
        self.caption = max(MIN_TEXT, min(20, rect.h // 26))
        self.scale = max(0.6, min(1.4, rect.h / 480))
        gap = max(6, rect.w // 120)
        self.gap = gap
        cascade = MAX_CASCADE * LAYER_STEP_RATIO
        by_height = (rect.h - CAPTION_LINES * self.caption - 4 * gap) / (1 + cascade + PILE_SHARE)
        by_width = rect.w * 0.94 / ROW_UNITS / CARD_RATIO
        card_h = max(60, round(min(by_height, by_width)))
        card_w = round(card_h * CARD_RATIO)
        self.card = (card_w, card_h)
        slot_gap = round(card_w * GAP_UNITS)
        total = 6 * card_w + 5 * slot_gap + round(card_w * PAIR_GAP_UNITS)
        top = rect.y + round(self.caption * 1.6)
        self.row = place_row(rect.centerx - total // 2, top, self.card, slot_gap,
                             slot_gap + round(card_w * PAIR_GAP_UNITS),
                             max(MIN_LAYER_STEP, round(card_h * LAYER_STEP_RATIO)))
        pile_h = round(card_h * PILE_SHARE)
        pile = (round(pile_h * CARD_RATIO), pile_h)
        # the piles stand a little above the board's foot: a celebration rises from the
        # band under the board and lay over "Discard pile" (pt18a 10)
        air = round(CELEBRATION_AIR * self.scale)
        pile_y = rect.bottom - round(self.caption * 1.4) - pile_h - air
        self.draw_pile = pygame.Rect((rect.x + 2 * gap, pile_y), pile)
        self.discard = pygame.Rect((self.draw_pile.right + pile[0] // 2, pile_y), pile)
        self.worth = pygame.Rect(self.discard.right + 3 * gap, pile_y,
                                 rect.right - self.discard.right - 4 * gap, pile_h)
        self.painter = RowPainter(view.art)
        self.painter.caption_right = rect.right - 2 * gap  # the pair's caption keeps a margin
        self.shown: Game | None = None  # the position painted last (what is on screen)
        self.live: AstromagieTurn | None = None  # the person's turn painted with it
        self.people = self._people_band()
        self.chips: dict[int, pygame.Rect] = {}  # each other seat's chip as painted last
        self.worth_box: pygame.Rect | None = None  # the worth's pill as painted last
        self.slot_labels: list[pygame.Rect] = []  # "5 · Aspect" over each place, as painted
        self._worth_cache: dict[tuple[str, int], tuple[int, list[str]]] = {}

    def _see(self, state: Game, highlight: Highlight) -> None:
        """The position painted now and the person's turn on it (where things are asked of
        the board between frames answer for what is on screen)."""
        self.shown = state
        self.live = live_turn(state, highlight)

    def staged_placements(self, state: Game) -> list[tuple[int, str]]:
        """The person's staged cards on `state`, as painted last."""
        live = self.live
        return list(live.placements) if live is not None and live.is_live(state) else []

    def _people_band(self) -> pygame.Rect | None:
        """Where the other players sit: under positions 1 to 4 (5 and 6 cascade down as
        pairs are stacked), between the row and the piles, where the band lay empty; None
        where the board has no room for them (they stay on the scoreboard)."""
        top = self.row.slots[1].bottom + 2 * self.gap
        bottom = self.variants_rect().y - 2 * self.gap
        height = min(bottom - top, round(58 * self.scale))
        if height < 2 * MIN_TEXT + 8:
            return None
        left, right = self.row.slots[1].x, self.row.slots[4].right
        return pygame.Rect(left, (top + bottom) // 2 - height // 2, right - left, height)

    def kept_in_sight(self) -> list[pygame.Rect]:
        """What a lesson's card must not cover: the other players' chips by the row (with
        the trick holder's badge under one), the caption under 5+6 saying what the next
        pair needs (pt2, finding 15: the lesson's pill lay over both), the row's worth, and
        the places' names over the row (pt14a 3: the folded pill covered "5 · Aspect" and
        "6 · Planet"), last."""
        kept: list[pygame.Rect] = []
        if self.people is not None:
            badge = round(16 * self.scale)  # "holds the trick" hangs under its chip
            kept += [chip.inflate(0, badge).move(0, badge // 2)
                     for chip in chip_rects(self.people, self.players - 1, self.scale)]
        caption = self.painter.caption_rect
        if caption is not None:
            kept.append(caption.copy())
        if self.worth_box is not None:  # the row's worth (pt3b, finding 8)
            kept.append(self.worth_box.copy())
        return kept + [label.copy() for label in self.slot_labels]

    # --- where things are --------------------------------------------------------------
    def zone_at(self, point: tuple[int, int]) -> str | None:
        pos = self.row.slot_at(point)
        if pos is not None:
            return zone_of(pos)
        if self.discard.inflate(DISCARD_MARGIN, DISCARD_MARGIN).collidepoint(point):
            return DISCARD
        if self.draw_pile.collidepoint(point):
            return DRAW
        return None

    def zone_rect(self, zone: str) -> pygame.Rect:
        pos = position_of(zone)
        if pos is not None:
            if pos in (5, 6):  # the top of the stack: the pair a new one covers, or lands as
                return self.row.stack_rect(pos, max(0, self._layers() - 1))
            return self.row.slots[pos].copy()
        if zone == DISCARD:
            return self.discard.copy()
        if zone == DRAW:
            return self.draw_pile.copy()
        seat = zone.removeprefix(SEAT)
        if zone.startswith(SEAT) and seat.isdigit() and int(seat) in self.chips:
            return self.chips[int(seat)].copy()  # where a seat's cards leave for the row
        return self.row.slots[3].copy()  # a seat's zone the kit does not know: the row

    def _layers(self) -> int:
        """The 5+6 layers as painted last, the person's staged cards included: a staged
        pair lies a layer lower, and what points at 5 and 6 (the lesson's frames and its
        pill, laid out beside the places) moves down with it, clear of the staged card's
        banner (playtest pt1, finding 26: the pill hid a staged Trine's kind)."""
        state = self.shown
        if state is None:
            return 0
        return len(self._shown_row(state)[1])

    def card_at(self, state: Game, point: tuple[int, int]) -> str | None:
        """The open card under `point`: a row card as the row is shown, with the person's
        staged cards on it (the top of the stack first), or the discard pile's top card."""
        singles, layers = self._shown_row(state)
        for layer in reversed(range(len(layers))):
            for pos, card in zip((5, 6), layers[layer], strict=False):
                if self.row.stack_rect(pos, layer).collidepoint(point):
                    return card.code
        for pos, single in singles.items():
            if self.row.slots[pos].collidepoint(point):
                return single.code
        if state.discard_codes and self.discard.collidepoint(point):
            return state.discard_codes[-1]
        return None

    def _shown_row(self, state: Game) -> tuple[dict[int, RowCard], list[tuple[RowCard, ...]]]:
        """The row's singles and 5+6 layers with the person's staged cards laid on them."""
        extra = [(pos, RowCard(code, "staged"))
                 for pos, code in self.staged_placements(state)]
        return stack_row(state.row(), state.row_pairs(), extra)

    # --- painting ----------------------------------------------------------------------
    def row_view(self, state: Game, highlight: Highlight) -> RowView:
        """The row as it lies, with the person's staged cards on it and the lit positions."""
        self._see(state, highlight)
        placements = self.staged_placements(state)
        singles, layers = self._shown_row(state)
        four = next((code for pos, code in placements if pos == 4), state.row()[3])
        targets = frozenset(p for p in map(position_of, highlight.targets) if p is not None)
        refused = position_of(highlight.refused)
        live = self.live
        if refused is not None and live is not None and live.pointed is not None:
            refused = live.pointed  # R6: the planet on 4 is the reason
        over = position_of(highlight.over)
        return RowView(singles, tuple(layers), targets, over, refused, next_pair(layers, four),
                       self._matches(state, singles, placements, highlight, over, targets))

    @staticmethod
    def _matches(state: Game, singles: dict[int, RowCard], placements: list[tuple[int, str]],
                 highlight: Highlight, over: int | None,
                 targets: frozenset[int]) -> dict[int, tuple[str, ...]]:
        """The symbols that score on 1-4 as the row lies, with the staged cards and the
        card held over a legal place among them (the engine's count, matches.py)."""
        slots = {pos: card.code for pos, card in singles.items() if pos <= 4}
        staged = list(placements)
        held = highlight.held
        if held is not None and over is not None and over <= 4 and over in targets:
            slots[over] = held
            staged.append((over, held))
        score = state.preview(staged)
        return matched_symbols(slots, score, state.variants.modern_rulers)

    def paint(self, surface: pygame.Surface, state: Game, viewer: int,
              highlight: Highlight) -> None:
        self._see(state, highlight)
        painter = self.painter
        painter.modern_rulers = state.variants.modern_rulers
        label_size = max(MIN_TEXT, round(self.caption * 0.8))
        self.slot_labels = []
        for pos, slot in self.row.slots.items():
            label = painter.fit_text(tr("table.slot_label", pos=pos, kind=tr(f"position.{pos}")),
                                     label_size, slot.w + self.gap, theme.TEXT_DIM, "bold")
            self.slot_labels.append(
                surface.blit(label, label.get_rect(midbottom=(slot.centerx, slot.y - 4))))
        painter.paint_row(surface, self.row_view(state, highlight), self.row, self.scale)
        self._people(surface, state, viewer, highlight)
        self._piles(surface, state, highlight)
        self._worth(surface, state, highlight)
        self._variants(surface, state)

    def _people(self, surface: pygame.Surface, state: Game, viewer: int,
                highlight: Highlight) -> None:
        """The other players by the row: name, cards in hand, points, and the trick
        holder's gold badge (the playtest missed them there: H6, issue 38)."""
        if self.people is None or not highlight.names:
            self.chips = {}
            return
        moving = state.current_player
        people = [Person(seat, highlight.names[seat],
                         len(state.hand(seat)),
                         score_words(state.scores[seat]),
                         tr("table.leader_badge") if state.leader == seat else "",
                         seat == moving)
                  for seat in range(state.num_players)
                  if seat != viewer and seat < len(highlight.names)]
        rects = paint_people(surface, self.people, people, self.scale)
        self.chips = {person.seat: rect for person, rect in zip(people, rects, strict=True)}

    def _piles(self, surface: pygame.Surface, state: Game, highlight: Highlight) -> None:
        painter = self.painter
        pile, discard = self.draw_pile, self.discard
        painter.piles(surface, pile, state.pile_count, discard, state.discard_codes)
        if DISCARD in highlight.targets:
            painter.outline(surface, discard, "hover" if highlight.over == DISCARD else "legal")
        elif highlight.refused == DISCARD:
            painter.outline(surface, discard, "refused")
        painter.pile_badges(surface, pile, state.pile_count, discard, len(state.discard_codes),
                            max(MIN_TEXT, round(self.caption * 0.7)), self.scale)
        size = max(MIN_TEXT, round(self.caption * 0.75))
        for rect, key in ((pile, "table.draw_pile"), (discard, "table.discard_pile")):
            cap = painter.fit_text(tr(key), size, round(rect.w * 1.4), theme.TEXT_DIM, "bold")
            surface.blit(cap, cap.get_rect(midtop=(rect.centerx, rect.bottom + 3)))

    def variants_rect(self) -> pygame.Rect:
        """Where the variants are named: a line over the piles' row, right of the piles'
        count badges (pt12a 1: once the badges stood over the piles, "Variante:
        Zielpunktzahl 50" ran through them), over the row's worth."""
        height = max(MIN_TEXT, round(self.caption * 0.75)) + 4
        bottom = self.draw_pile.top - round(16 * self.scale)
        left = self.discard.right + round(12 * self.scale)
        return pygame.Rect(left, bottom - height, self.worth.right - left, height)

    def _variants(self, surface: pygame.Surface, state: Game) -> None:
        """The variants the game is played with (V1, V2), so the table never hides them."""
        text = variants_words(state.variants)
        if not text:
            return
        rect = self.variants_rect()
        label = self.painter.fit_text(text, rect.h - 4, rect.w, theme.TEXT_DIM, "bold")
        surface.blit(label, label.get_rect(midleft=(rect.x, rect.centery)))

    def _worth(self, surface: pygame.Surface, state: Game, highlight: Highlight) -> None:
        """What the row is worth now, or with the person's staged cards: at the person's
        own turn only. At anyone else's the position painted may be the one before a
        bot's move whose cards are already landing on the row, and the pill said "the
        row is empty" beside the Leo just laid on 3 (playtest pt2, finding 16); the
        status line and the seats say whose turn it is and who holds the trick.

        The pill stands under positions 1-4, whose cards it reckons, in two or three
        short lines: one long line ran under the pair's side of the table, where a
        lesson's card stands, and was cut behind it (playtest pt3b, finding 8).

        It is the table's one score preview: a card held over a legal place (carried,
        pointed at, or taken up for the hint's place) is reckoned in, and the bubble by the
        card says no points of its own (pt17 1: two previews at once, "2 Punkte" by the
        card and "= 1 Punkt" in the pill, for the same turn)."""
        self.worth_box = None
        if self.live is None:
            return
        text, staged = self.worth_words(state, highlight)
        colour, fill = (theme.TEXT_DARK, (255, 214, 90)) if staged else \
            (theme.TEXT if state.row()[2] is not None else theme.TEXT_DIM, (30, 40, 90))
        width = self.worth_width()
        size, lines = self._worth_lines(text, width)
        labels = [self.painter.fit_text(line, size, width, colour, "bold") for line in lines]
        height = sum(label.get_height() for label in labels)
        box = pygame.Rect(self.worth.x + 12, self.worth.centery - height // 2,
                          max(label.get_width() for label in labels), height)
        pill = box.inflate(24, 10)
        pygame.draw.rect(surface, fill, pill, border_radius=min(pill.height // 2, 16))
        y = box.y
        for label in labels:
            surface.blit(label, (box.x, y))
            y += label.get_height()
        self.worth_box = pill

    def worth_words(self, state: Game, highlight: Highlight) -> tuple[str, bool]:
        """The worth's words at the person's turn, and whether they reckon cards of theirs
        (staged, or held over a legal place)."""
        self._see(state, highlight)
        placements = self.staged_placements(state) + pointed_placement(highlight)
        if placements and self.live is not None:
            return staged_worth(state, self.live.seat, placements), True
        if state.row()[2] is not None:
            return score_text("table.preview_now", state.score_now()), False
        # an empty pile too: why only discards follow, and when it ends (pt8a 6)
        key = "astromagie.row_empty_end" if state.pile_count == 0 else "astromagie.row_empty"
        return tr(key), False

    def worth_width(self) -> int:
        """The worth's lines end under position 4 (the pair's side is the lesson's room),
        unless that leaves too little for a line's words."""
        under_four = self.row.slots[4].right - self.worth.x - 24
        return max(min(under_four, self.worth.w - 24), min(self.worth.w - 24, 14 * self.caption))

    def _worth_lines(self, text: str, width: int) -> tuple[int, list[str]]:
        """The worth's text in lines of at most `width`: the first sentence part ("The
        row is worth 8 points:") on its own, the reckoning wrapped under it, set smaller
        while the lines are taller than the piles, and up to two steps smaller while the
        first part would break: at 1024x700 "Die Reihe ist 12 / Punkte wert:" parted the
        number from its unit (playtest pt4a, 13); cached, as it is painted every frame."""
        key = (text, width)
        cached = self._worth_cache.get(key)
        if cached is not None:
            return cached
        cut = min((i for i in (text.find(": "), text.find("; ")) if i >= 0), default=-1)
        parts = [text[:cut + 1], text[cut + 2:]] if cut >= 0 else [text]
        parts = [glue_numbers(part) for part in parts]
        size = self.caption
        while True:
            lines = [line for part in parts for line in theme.wrap(part, "bold", size, width)]
            head_breaks = len(parts) > 1 and len(lines) > 1 \
                and theme.font("bold", size).size(parts[0])[0] > width
            if size <= MIN_TEXT or (len(lines) * theme.font("bold", size).get_linesize()
                                    <= self.worth.h
                                    and not (head_breaks and size > self.caption - 2)):
                break
            size -= 1
        if len(self._worth_cache) > 64:
            self._worth_cache.clear()
        self._worth_cache[key] = (size, lines)
        return size, lines


def pointed_placement(highlight: Highlight) -> list[tuple[int, str]]:
    """The card held over a legal row place, as a placement ([] where none is)."""
    pos = position_of(highlight.over)
    if highlight.held is None or pos is None or highlight.over not in highlight.targets:
        return []
    return [(pos, highlight.held)]


def staged_worth(state: Game, seat: int, placements: list[tuple[int, str]]) -> str:
    """What the staged cards make the row worth. On a row another seat holds the points
    are the row's, not the cards': "With your cards: ... = 8 points" for a lone 5+6 pair
    misled (playtest pt6a, 3), so it says "You take the row over: ... = 8 points"."""
    places = {pos for pos, _ in placements}
    if len(places & {5, 6}) == 1:  # half a pair takes nothing over yet (pt7a, 9)
        return tr("astromagie.preview.half_pair", place=6 if 5 in places else 5)
    key = "astromagie.preview.takeover" if takes_over(state, seat) else "table.preview_staged"
    return score_text(key, state.preview(placements))


# a space the wrap never breaks at: before a number, and after a sign that leads one
NUMBER_SPACE = re.compile(r"(?<=[×=]) | (?=\d)")


def glue_numbers(text: str) -> str:
    """`text` with no line to start with a number or end with "×" or "=": the reckoning
    wrapped as "→ sum / 2, × 1 = 2 points" (pt4a, 13, "Die Reihe ist 12 / Punkte")."""
    return NUMBER_SPACE.sub("\u00a0", text)


def live_turn(state: Game, highlight: Highlight) -> AstromagieTurn | None:
    """The person's turn the kit handed over this frame, if it is Astromagie's and still
    on `state` (none once a move was made)."""
    live = highlight.live
    return live if isinstance(live, AstromagieTurn) and live.is_live(state) else None
