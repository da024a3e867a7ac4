"""Zahlenstreifen's board: the collections, the row over its number strip, the pile.

    +---------------------------------------------------------------+
    | Ada  [R2 R5]* [B4]            -7 | Ben  [G2 G7]* ...      -5   |  collections
    | Dummy [R4 R4 R6]* ...            |                             |  (* the most)
    |                                                               |
    |  +>[26] [27] [28]                                             |  positions >= 10:
    |  +-[25] . . . . [20] . . . . [15] . . . . [10]                |  leftwards, then up
    |                                                               |  and rightwards
    | [pile] [9] [8] [7] [6] [5] [4] [3] [2] [1] [ 0 ]              |  the row, full size
    |        9   8   7   6   5   4   3   2   1   0                  |  the number strip
    +---------------------------------------------------------------+

The strip is fixed and the row slides over it: the newest card always lies over
the 1, the empty place for the next card over the 0 (NS4, NS8). When a card is
added the row slides one place to the left in SLIDE_SECONDS, the new card from
the 0 to the 1, as a player slides the strip along. A played card's
value reaches at most 9, so the safe reach (positions 0..v) always lies in the
full-size part; older cards that can only be taken form the band above, oldest
first, each showing its colour, symbol and value in its left strip.

Zones: "end" (position 0, where a card is played), "row" (the rest of the row; "band",
its older cards above, only pointed at by a lesson),
"pile", "secret" (in the secret choice: the two places for the chosen cards)
and "coll:<owner>" (a collection; the dummy's is "coll:<players>"); "down:<owner>", a
card's place in a collection's line, is where a face-down pair flies to.
"""

from __future__ import annotations

from typing import Any

import pygame

from astromagie.kit import draw as look
from astromagie.kit.view import Highlight

from . import bandmarks, faces
from . import lit as lifted_look
from .bandmarks import FULL as FULL  # the board's, where the view and guide look for it
from .collectionrows import paint_collections
from .lit import TAKEN
from .outcome import Outcome, play_outcome, taken_positions
from .panels import (  # new_pill lives with the pills' sizes; named here as before
    new_pill,
    paint_reveal,
    paint_secret,
)
from .words import reach_words

BAND_SHARE = 0.68  # a band card's size, of a full card's
TWO_LINES_SHARE = 0.37  # the band takes two lines when their cards are at least this tall
MIN_BAND_PX = 40  # ... and at least this many px: a band card's corner must read
MIN_CELL = 32  # a collection line gives up height for the band's two lines down to this (under
# it, five long collections at 1024x700 no longer fit their lines: pt6b 13)
PILE_EDGES = 12  # the kit's pile edges at most (4 edges, 3 px each at 1280x800)
SAFE = (120, 206, 150, 70)
SLIDE_SECONDS = 0.3  # the row's slide of one place when a card is added


def cell_height(rect: pygame.Rect, rows: int, gap: int,
                heights: tuple[int, int, int, int]) -> int:
    """A collection line's height: as the board's height gives (at most 46 px), or a few px
    less where that lets the band take two lines of whole cards (pt18b 2: with four or five
    collections one line squeezed a long band into slivers, "29◂28◂27", where the rule book
    shows it wrapping). `heights`: the board's label, strip, line under it, band numbers."""
    label, strip_h, under, numbers = heights
    plain = max(26, min(46, round(rect.h * 0.46 / rows) - 3, round(rect.h * 0.095)))
    card_w = rect.w / (FULL + 1) - gap
    for cell_h in range(plain, min(plain, MIN_CELL) - 1, -1):
        top = rect.y + rows * (cell_h + 3) + gap
        room = rect.bottom - top - strip_h - label - under - 3 * gap
        card_h = min(card_w * faces.CARD_RATIO, room / (1 + BAND_SHARE))
        band_bottom = rect.bottom - strip_h - under - 2 - 2 - round(card_h) - gap - label
        line_h = (band_bottom - top - gap - numbers - gap / 2) / 2
        if line_h >= max(MIN_BAND_PX, card_h * TWO_LINES_SHARE):
            return cell_h
    return plain


class StripBoard:
    """The board for one window size; `paint` reads the viewer's observation only."""

    def __init__(self, rect: pygame.Rect, players: int, view: Any):
        self.rect = rect
        self.players = players
        self.view = view
        self.owners = players + (1 if players == 2 else 0)
        self.choosing = False  # the phase last painted: the secret places are a zone then
        self.last_round = False  # the last round was painted (the pile empty, one card more)
        self.shown_length: int | None = None  # the row's length last painted
        # each collection's name and pills as last painted, and each colour's pill (with a
        # tie's "=") by (owner, letter): what a lesson keeps in sight or points at
        self.collection_ink: list[pygame.Rect] = []
        self.pill_boxes: dict[tuple[int, str], pygame.Rect] = {}
        self.band_arrows: list[pygame.Rect] = []  # the band's count-on arrowheads (bandmarks)
        self.band_ten: pygame.Rect | None = None  # where the band's 10 is numbered (bandmarks)
        self.slide_start: int | None = None  # ticks (ms) when the row began to slide
        # the row positions a held card would take, as last painted: lit while it is held
        # away from the 0 (None: no card held, or held over the 0), and those framed as
        # taken over the 0 (`_row`)
        self.lit: set[int] | None = None
        self.framed: set[int] = set()
        self._texts: dict[tuple[str, str, int, tuple[int, ...]], pygame.Surface] = {}
        self._pills: dict[tuple[str, tuple[int, ...], int, int, bool], pygame.Surface] = {}
        self._fonts: dict[tuple[Any, ...], Any] = {}  # per line, and for all (panels)
        gap = max(5, rect.h // 70)
        self.gap = gap
        rows = self.owners  # one line per collection, the dummy's last
        # a line's height follows the board's under 1280x800 (484 px): at 1024x700 the 5 px
        # a line gives up make the band's cards ~7 px taller (pt12b 11: their corner numbers
        # were ~8 px there)
        label = max(13, round(rect.h * 0.032))
        strip_h = max(18, round(rect.h * 0.05))
        # the line under the strip (the held card's reach and words) as high as its text
        under = max(label, look.render("Ag", "bold", label, look.TEXT).get_height())
        numbers = look.render("10", "text", label, look.TEXT).get_height()  # a line's numbers
        cell_h = cell_height(rect, rows, gap, (label, strip_h, under, numbers))
        self.cells = [pygame.Rect(rect.x, rect.y + owner * (cell_h + 3), rect.w, cell_h)
                      for owner in range(self.owners)]
        top = rect.y + rows * (cell_h + 3) + gap
        slot_w = rect.w / (FULL + 1)
        card_w = slot_w - gap
        room = rect.bottom - top - strip_h - label - under - 3 * gap
        card_h = min(card_w * faces.CARD_RATIO, room / (1 + BAND_SHARE))
        card_w = card_h / faces.CARD_RATIO
        self.card = (round(card_w), round(card_h))
        self.band_card = (round(card_w * BAND_SHARE), round(card_h * BAND_SHARE))
        self.label = label
        self.strip = pygame.Rect(rect.x, rect.bottom - strip_h - under - 2, rect.w, strip_h)
        row_y = self.strip.y - self.card[1] - 2
        self.slots: dict[int, pygame.Rect] = {}
        for position in range(FULL):
            centre_x = rect.x + slot_w * (FULL - position + 0.5)
            slot = pygame.Rect(0, row_y, *self.card)
            slot.centerx = round(centre_x)
            self.slots[position] = slot
        # its edges (the kit's) a gap before the 9, narrower where it must (pt14b 11: they
        # touched the 9), as tall as the row: a badge over or under it clears the cards
        pile_right = self.slots[FULL - 1].x - gap - PILE_EDGES
        pile_w = min(self.card[0], pile_right - rect.x)
        self.pile = pygame.Rect(0, row_y, pile_w, self.card[1])
        self.pile.centerx = round(rect.x + slot_w * 0.5)
        self.pile.right = min(self.pile.right, pile_right)
        band_bottom = row_y - gap - label
        # the older cards: position 10 at the lower line's right end, counting on leftwards
        # and then, turning up, rightwards along the upper line (`row_rects`). Two lines, each card
        # whole with its own number under it, where one overlapped line left 29 cards'
        # corners and numbers that seemed to belong to the row (pt2, finding 5): the band
        # cards are as tall as two lines allow in the room over the row. The lines start
        # over position 8: the room above the pile, and over position 9, is the pile's
        # badge's (the kit puts a badge where the least is painted: a band card there
        # sent it under the pile as the band grew, finding 10), and the band's numbers
        # leave it too (`badge_room`). One line (four or five collections) needs that
        # width for its overlapping cards and starts over position 9, as it did
        # a gap more under the collections: the band's upper line stood right under them
        # and read as part of them (pt3b, finding 6)
        band_top = top + gap
        line_h = min(card_h * BAND_SHARE, (band_bottom - band_top - numbers - gap / 2) / 2)
        # where the collection lines could not give enough (`cell_height`: a very low
        # board) one line only: its cards overlap once it is full
        self.band_rows = 2 if line_h >= max(MIN_BAND_PX, card_h * TWO_LINES_SHARE) else 1
        if self.band_rows == 1:
            line_h = min(card_h * BAND_SHARE, band_bottom - band_top)
        self.band_card = (round(line_h / faces.CARD_RATIO), round(line_h))
        left = bandmarks.band_left(self, self.slots[FULL - self.band_rows].x)
        lower = pygame.Rect(left, band_bottom - self.band_card[1], rect.right - left,
                            self.band_card[1])
        upper = lower.move(0, -(self.band_card[1] + numbers + round(gap / 2))) \
            if self.band_rows == 2 else lower
        self.band_lines = (upper, lower)
        # one line holds this many cards side by side; more overlap, two lines share them
        self.band_cap = max(2, int((lower.w - self.band_card[0]) // self.band_step) + 1)
        self.band = upper.union(lower)
        self.badge_room = pygame.Rect(rect.x, lower.bottom, self.slots[FULL - 2].x - rect.x,
                                      self.pile.y - lower.bottom)
        # the secret choice: two places at the row's right end, words at their left, over
        # the whole row (pt14b 12: its 9 to 7 peeking out read as a leftover; 11: ~12 px)
        left_end = self.slots[FULL - 1].x - gap // 2  # clear of the pile's edges
        self.secret_panel = pygame.Rect(left_end, row_y - gap, rect.right - left_end,
                                        self.card[1] + 2 * gap)
        self.secret_slots = [self.slots[1].copy(), self.slots[0].copy()]

    # --- hit tests -----------------------------------------------------------------------
    def zone_at(self, point: tuple[int, int]) -> str | None:
        if self.choosing:
            if any(s.inflate(self.gap * 2, self.gap * 2).collidepoint(point)
                   for s in self.secret_slots):
                return "secret"
        if self.slots[0].inflate(self.gap * 2, self.gap * 2).collidepoint(point):
            return "end"
        if self.pile.collidepoint(point):
            return "pile"
        row = self.slots[FULL - 1].unionall([self.slots[p] for p in range(1, FULL)])
        if row.collidepoint(point) or self.band.collidepoint(point):
            return "row"
        return None

    def zone_rect(self, zone: str) -> pygame.Rect:
        if zone == "end":
            return self.slots[0]
        if zone == "pile":
            return self.pile
        if zone == "secret":
            return self.secret_slots[0].union(self.secret_slots[1])
        if zone == "band":  # the band's cards as last painted (a lesson points at them)
            shown = self.band_in_sight()
            return shown[0].unionall(shown[1:]) if shown else self.band_lines[1]
        if zone.startswith("coll:"):
            return self.cells[int(zone[5:])]
        if zone.startswith("tie:"):  # "tie:<owner>:<letter>": one colour's pill and its "="
            owner, letter = zone[4:].split(":")
            return self.pill_boxes.get((int(owner), letter), self.cells[int(owner)])
        if zone.startswith("down:"):  # where an owner's face-down pair lies: a card's size
            cell = self.cells[int(zone[5:])]
            back = pygame.Rect(0, 0, round((cell.h - 10) / faces.CARD_RATIO), cell.h - 10)
            back.midright = (cell.right - round(cell.w * 0.12), cell.centery)
            return back
        return self.slots[FULL - 1].unionall([self.slots[p] for p in range(1, FULL)])

    @property
    def band_step(self) -> float:
        """From one band card to the next in a line when they lie side by side."""
        return self.band_card[0] + self.gap / 2

    def band_split(self, older: int) -> tuple[int, int]:
        """How many of the `older` band cards lie in the upper and the lower line: the
        lower line (positions 10 on) full first, the upper one holding the oldest."""
        if older <= self.band_cap or self.band_rows == 1:
            return 0, older
        lower = max(self.band_cap, -(-older // 2))
        return older - lower, lower

    def _line_rects(self, line: pygame.Rect, count: int) -> list[pygame.Rect]:
        """`count` band cards along `line` from its left end, overlapping when they must."""
        bw = self.band_card[0]
        step = self.band_step if count <= 1 else min(self.band_step,
                                                     (line.w - bw) / (count - 1))
        return [pygame.Rect(round(line.x + i * step), line.y, *self.band_card)
                for i in range(count)]

    def row_rects(self, length: int) -> list[pygame.Rect]:
        """Where each row card lies, oldest first: the band's upper line, its lower line,
        then positions 9..1 at full size. The positions count on leftwards along the
        lower line from 10 and turn up at its left end, going on rightwards along the
        upper line: the next number always stands beside the one before (pt3b, finding
        6: an upper line read left to right, 28 27 26 over 25 24 23, took a moment)."""
        older = max(0, length - (FULL - 1))
        upper, lower = self.band_split(older)
        rects = (self._line_rects(self.band_lines[0], upper)[::-1]
                 + self._line_rects(self.band_lines[1], lower))
        return rects + [self.slots[position] for position in range(min(length, FULL - 1), 0, -1)]

    def card_at(self, state: Any, point: tuple[int, int]) -> str | None:
        row = state.observation(0).row
        hits = [code for code, rect in zip(row, self.row_rects(len(row)), strict=True)
                if rect.collidepoint(point)]
        return hits[-1] if hits else None  # the topmost (the band overlaps to the right)

    # --- painting ------------------------------------------------------------------------
    def _text(self, text: str, size: int, colour: look.Color = look.TEXT,
              role: str = "text") -> pygame.Surface:
        key = (text, role, size, tuple(colour))
        if key not in self._texts:
            if len(self._texts) > 400:
                self._texts.clear()
            self._texts[key] = look.render(text, role, size, colour)
        return self._texts[key]

    def _fit(self, text: str, role: str, size: int, width: int,
             colour: look.Color = look.TEXT) -> pygame.Surface:
        """`look.render_fit`, kept: the board paints every frame and its words rarely change."""
        key = (text, f"{role}<{width}", size, tuple(colour))
        if key not in self._texts:
            if len(self._texts) > 400:
                self._texts.clear()
            self._texts[key] = look.render_fit(text, role, size, width, colour)
        return self._texts[key]

    def shown(self, state: Any, viewer: int, highlight: Highlight) -> dict[str, list[str | None]]:
        """What the board shows open in each zone to `viewer` (None: a card face down).

        Read from the viewer's observation only, so nothing hidden can be painted.
        """
        obs = state.observation(viewer)
        shown: dict[str, list[str | None]] = {"row": list(obs.row)}
        collections = list(obs.collections) + ([list(obs.dummy_collection)]
                                               if obs.has_dummy else [])
        for owner, cards in enumerate(collections):
            down: list[str | None] = []
            if owner < obs.num_players and obs.phase == "choose" and obs.chosen[owner]:
                down = list(obs.secret) if owner == viewer else [None, None]
            shown[f"coll:{owner}"] = list(cards) + down
        if obs.phase == "choose":
            shown["secret"] = list(obs.secret) or list(highlight.staged)
        return shown

    def paint(self, surface: pygame.Surface, state: Any, viewer: int,
              highlight: Highlight) -> None:
        obs = state.observation(viewer)
        self.choosing = obs.phase == "choose"
        self.last_round = obs.phase == "play" and obs.last_round_left >= 0
        paint_collections(self, surface, state, obs, highlight)
        paint_strip(self, surface)
        self._row(surface, state, obs, highlight)
        paint_pile(self, surface, obs)
        if self.choosing:
            paint_secret(self, surface, state, obs, viewer, highlight)
        elif obs.phase == "over":
            paint_reveal(self, surface, state, highlight)

    def _pill(self, letter: str, values: list[int], h: int, font: int,
              tight: bool = False) -> pygame.Surface:
        """One colour of a collection: its symbol, then its values in order, on its colour
        (`tight`: the values without spaces between them, for a line that must fit)."""
        key = (letter, tuple(values), h, font, tight)
        if key not in self._pills:
            if len(self._pills) > 200:
                self._pills.clear()
            self._pills[key] = new_pill(letter, values, h, font, tight)
        return self._pills[key]

    def sliding(self, length: int, now: int) -> float:
        """How far the row's slide has come (1.0: at rest), given the length painted now."""
        if self.shown_length is not None and length == self.shown_length + 1:
            self.slide_start = now  # one card added: slide one place
        elif length != self.shown_length:
            self.slide_start = None  # a jump (a replay's step back, a new game): no slide
        self.shown_length = length
        if self.slide_start is None:
            return 1.0
        progress = (now - self.slide_start) / (SLIDE_SECONDS * 1000)
        if progress >= 1.0:
            self.slide_start = None
            return 1.0
        return max(0.0, progress)

    def at_rest(self, now: int) -> bool:
        """Whether the row's slide (`sliding`) is over at `now` (ticks, ms)."""
        return self.slide_start is None or now - self.slide_start >= SLIDE_SECONDS * 1000

    @property
    def reach_line(self) -> pygame.Rect:
        """The line under the strip where a held card's reach and cost stand."""
        return pygame.Rect(self.rect.x, self.strip.bottom, self.rect.w,
                           max(1, self.rect.bottom - self.strip.bottom))

    def row_in_sight(self) -> pygame.Rect:
        """The row's cards as last painted, with the strip's numbers under them."""
        length = min(FULL, self.shown_length or 0)
        cards = [self.slots[p] for p in range(length)]
        return self.strip.unionall(cards) if cards else self.strip.copy()

    def band_in_sight(self) -> list[pygame.Rect]:
        """Each band line's cards with their numbers, as last painted (none: no band)."""
        length = self.shown_length or 0
        older = length - (FULL - 1)
        if older <= 0:
            return []
        rects = self.row_rects(length)[:older]
        upper, _ = self.band_split(older)
        lines = [rects[:upper], rects[upper:]]
        return [line[0].unionall(line[1:]).inflate(0, 2 * self.label + 4)
                for line in lines if line]

    def slid_rects(self, length: int, progress: float) -> list[pygame.Rect]:
        """The row's rects part-way through its slide: each card between the place it had
        before the newest card came (the newest: the 0) and its place now."""
        rects = self.row_rects(length)
        if progress >= 1.0 or length == 0:
            return rects
        before = [*self.row_rects(length - 1), self.slots[0]]
        eased = 1 - (1 - progress) ** 2
        out = []
        for old, new in zip(before, rects, strict=True):
            moved = new.copy()  # the size it has now: a face is drawn at few sizes
            moved.x = round(old.x + (new.x - old.x) * eased)
            moved.y = round(old.y + (new.y - old.y) * eased)
            out.append(moved)
        return out

    def _row(self, surface: pygame.Surface, state: Any, obs: Any, highlight: Highlight) -> None:
        row = obs.row
        rects = self.slid_rects(len(row), self.sliding(len(row), pygame.time.get_ticks()))
        held = highlight.held
        # the engine's answer for the held card, wherever it is held: over the 0 the row
        # shows it in full (its reach, the taken cards lifted, its cost); anywhere else
        # the cards it would take are framed and the rest dimmed (pt16b 9: finding one's
        # colour, value <= X among 25 band cards was each turn's main effort)
        preview = (play_outcome(state, held) if held and obs.phase == "play"
                   and obs.to_move == obs.seat else None)
        outcome = preview if highlight.over == "end" else None
        taken = (taken_positions(row, int(held[1:]), outcome.taken)
                 if outcome is not None and held else set())
        self.lit = (taken_positions(row, int(held[1:]), preview.taken)
                    if preview is not None and outcome is None and held else None)
        self.framed = taken
        if outcome is not None and held:  # the safe reach: positions 0..v
            value = int(held[1:])
            reach = self.slots[min(value, FULL - 1)].union(self.slots[0]).inflate(
                self.gap, self.gap)
            reach.h = self.strip.bottom - reach.y
            layer = pygame.Surface(reach.size, pygame.SRCALPHA)
            layer.fill(SAFE)
            surface.blit(layer, reach)
            self.paint_reach_words(surface, outcome, reach)
        for position in range(1, FULL):  # the empty places still show where cards will be
            if position > len(row):
                pygame.draw.rect(surface, look.PANEL_BORDER, self.slots[position], width=1,
                                 border_radius=6)
        bandmarks.band_plate(self, surface, len(row))  # one band, not two rows (pt17 2)
        for i, (code, rect) in enumerate(zip(row, rects, strict=True)):
            position = len(row) - i
            place = rect.move(0, -self.gap) if position in taken else rect
            surface.blit(self.view.face(code, place.size), place)
            if position in taken:
                pygame.draw.rect(surface, TAKEN, place.inflate(4, 4), width=3, border_radius=7)
            elif self.lit is not None:
                lifted_look.light_or_dim(surface, place, position in self.lit)
        if outcome is not None and held:
            pygame.draw.rect(surface, look.SUCCESS, reach, width=2, border_radius=8)
        # the positions' numbers stand where the cards come to rest: a card sliding from
        # the row into the band would carry its number over the band's (10 over 16)
        self._band_labels(surface, self.row_rects(len(row)), len(row))
        self._band_turn(surface, len(row))
        bandmarks.band_word(self, surface, len(row))
        # also while a card is held (pt14b 3: the path from the 9 to the 10 was gone just
        # when a take reached into the band); it passes behind the lifted cards
        lifted = [rect.move(0, -self.gap).inflate(4, 4)
                  for i, rect in enumerate(rects) if len(row) - i in taken]
        if not self.choosing:  # the choice's panel lies over the row: no path from its 9
            bandmarks.band_jump(self, surface, lifted)
        end = self.slots[0]
        lit = "end" in highlight.targets
        colour = (look.DANGER if highlight.refused == "end"
                  else look.GOLD if lit and highlight.over == "end"
                  else look.SUCCESS if lit else look.PANEL_BORDER)
        pygame.draw.rect(surface, colour, end, width=3 if lit else 2, border_radius=8)
        if held and highlight.over == "end" and outcome is not None:
            surface.blit(self.view.face(held, end.size), end)
        if highlight.refused == "row":
            box = self.zone_rect("row").union(self.band) if len(row) >= FULL else \
                self.zone_rect("row")
            pygame.draw.rect(surface, look.DANGER, box.inflate(8, 8), width=2, border_radius=8)
        if self.choosing:
            shade = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            shade.fill((4, 6, 20, 110))
            area = pygame.Rect(self.rect.x, self.band.y, self.rect.w,
                               self.strip.bottom - self.band.y)
            surface.blit(shade, area, area.move(-self.rect.x, -self.rect.y))

    def reach_words_rect(self, words: pygame.Surface, reach: pygame.Rect) -> pygame.Rect:
        """Where the held card's words stand: under the strip, centred under its safe reach,
        inside the board (the board's own line at its foot: a coach's pill stands over the
        strip's places there, never on the line under them, finding 22)."""
        box = words.get_rect(midtop=(reach.centerx, self.strip.bottom + 2))
        # they end left of the 1's middle, where the card held over the 0 does not reach
        # (pt17 4: it hid their end, the minus points), when they fit there
        clear = self.slots[1].centerx - self.rect.x
        room = pygame.Rect(self.rect.x, box.y, clear if box.w <= clear else self.rect.w, box.h)
        return box.clamp(room)

    def paint_reach_words(self, surface: pygame.Surface, outcome: Outcome,
                          reach: pygame.Rect) -> pygame.Rect:
        """"safe 0–7 · takes nothing" in green, or what the play takes and costs in gold."""
        colour = look.GOLD if outcome.taken else look.SUCCESS
        words = self._fit(reach_words(outcome), "bold", self.label, self.rect.w, colour)
        return surface.blit(words, self.reach_words_rect(words, reach))

    def _band_labels(self, surface: pygame.Surface, rects: list[pygame.Rect],
                     length: int) -> list[pygame.Rect]:
        return bandmarks.band_labels(self, surface, rects, length)

    def _band_turn(self, surface: pygame.Surface, length: int) -> pygame.Rect | None:
        return bandmarks.band_turn(self, surface, length)

def paint_strip(board: StripBoard, surface: pygame.Surface) -> None:
    """The strip's ruler: its positions 0 to 9, under the row (a function of the board
    beside it, as `panels` has: the class keeps the rects and caches)."""
    ruler = board.strip.copy()
    ruler.x, ruler.w = board.slots[FULL - 1].x - board.gap, (board.slots[0].right + board.gap
                                                              - board.slots[FULL - 1].x
                                                              + board.gap)
    pygame.draw.rect(surface, faces.PAPER, ruler, border_radius=4)
    size = max(13, round(ruler.h * 0.72))
    for position, slot in board.slots.items():
        pygame.draw.line(surface, faces.INK, (slot.centerx, ruler.y),
                         (slot.centerx, ruler.y + ruler.h // 4), 2)
        digit = board._text(str(position), size, faces.INK, "bold")
        surface.blit(digit, digit.get_rect(midbottom=(slot.centerx, ruler.bottom)))


def paint_pile(board: StripBoard, surface: pygame.Surface, obs: Any) -> None:
    """The draw pile: a back, or an empty outline."""
    if obs.pile_size:
        surface.blit(board.view.back(board.pile.size), board.pile)
    else:
        pygame.draw.rect(surface, look.PANEL_BORDER, board.pile, width=1, border_radius=6)
    # its name and count are the kit's badge (`piles`), said once: a count of the
    # board's own on the back lay under that badge, half covered (finding 24)
