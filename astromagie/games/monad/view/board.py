"""Monad's board: the four columns fanned open, the Monad supply, the talon, the
discard pile and the tray where a purchase or a leap is composed.

    +---------+---------+---------+---------+  +--------+ +--------+
    | Bi  3   | Tri  7  | Quad 16 | Quint 36|  | Monad  | | talon  |
    |  (the bottom card at the back,        |  +--------+ +--------+
    |   the top card, taken next, in front) |  discard pile, fanned
    |                                       |  tray: staged cards
    +---------------------------------------+  +-----------------------+

Zones: `col:2`..`col:5`, `monad`, `talon`, `discard`, `tray`, and `staged:i` for
the i-th staged card on the tray (a click takes it back). The purchase or leap being
composed is the person's turn, handed over with every frame (`Highlight.live`); the
board answers where things are for what it painted last (what is on screen).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from astromagie.kit import draw as look
from astromagie.kit.view import Highlight

from ..cards import CODES, RANK_VALUE
from ..state import MonadState
from .faces import RELATIVE, identity_face
from .turn import MonadTurn
from .words import rank_name, text_of

if TYPE_CHECKING:
    from . import MonadView

PEEK = 0.27  # how much of each covered card a column fan shows, of a card's height
CARD_RATIO = 1.4
MAX_COLUMN = 6  # a column never holds more than the six cards of its rank
MIN_TEXT = 13  # the house's smallest text
LIT_FRAME = 8  # how far a lit zone's frame reaches out of it (the kit pulses 4 px out, 3 wide)
READABLE = 0.3  # a discard fan showing less of each card than this is shown by counts


class MonadBoard:
    """Where everything lies for one window size, and how it is painted."""

    def __init__(self, rect: pygame.Rect, players: int, card: tuple[int, int], view: MonadView):
        self.rect = rect
        self.view = view
        self.caption = max(MIN_TEXT + 1, min(22, rect.h // 24))
        self._captions: dict[tuple[str, ...], int] = {}
        gap = max(6, rect.w // 120)
        self.gap = gap
        left_w = round(rect.w * 0.58)
        col_w = (left_w - 3 * gap) // 4
        # room between a column's header and a lone card for its frame when lit (the
        # hint's pulses 4 px out): a lone Bi's frame ran through "Bi · 3" (pt6d 10); a
        # longer column's lit card, the one in front, lies lower down anyway
        self.head_room = gap // 2 + 4
        room = rect.h - 2 * self.caption - gap
        card_h = min(room / (1 + (MAX_COLUMN - 1) * PEEK), (col_w - 2 * gap) * CARD_RATIO,
                     card[1] * 1.1)
        self.card = (round(card_h / CARD_RATIO), round(card_h))
        self.columns: dict[int, pygame.Rect] = {}
        # each column's size when last painted: its card taken next lies in front, lowest
        self.sizes: dict[int, int] = dict.fromkeys(range(2, 6), 1)
        # where each column's "next" label stood in the last paint: the kit's gold frames
        # (the coach's, the hint's) leave them on top (monad7: a lesson's frame crossed it)
        self.next_labels: dict[int, pygame.Rect] = {}
        self.live: MonadTurn | None = None  # the person's turn as painted last
        # a guided game's lessons are on this board (`MonadView.coach`): their card keeps
        # every column's fan in sight (pt12d 1); a pointer's preview elsewhere needs the
        # back cards' room (pt8d 8)
        self.coached = False
        # the discard pile's top card as painted last (its spot when the pile is empty)
        self.discard_top = pygame.Rect(0, 0, 0, 0)
        # the identity colour of the seat painted for last: a column card's close-up is
        # then the person's relative, star and words (pt9d 9: the purple Quint had neither)
        self.identity = -1
        self.identity_card = pygame.Rect(0, 0, 0, 0)  # where that seat's card was painted
        self.identity_words = pygame.Rect(0, 0, 0, 0)  # and where its label was
        for i, rank in enumerate(range(2, 6)):
            slot = pygame.Rect(rect.x + i * (col_w + gap), rect.y + self.caption + gap // 2,
                               col_w, rect.h - self.caption - gap // 2)
            self.columns[rank] = slot
        right = pygame.Rect(rect.x + left_w + gap, rect.y, rect.w - left_w - gap, rect.h)
        self.right = right
        small_h = min(round(card_h * 0.82), (rect.h - 4 * self.caption - 3 * gap) // 3)
        self.small = (round(small_h / CARD_RATIO), small_h)
        sw, sh = self.small
        top = rect.y + self.caption + gap // 2
        self.monad = pygame.Rect(right.x + gap, top, sw, sh)
        self.talon = pygame.Rect(right.right - sw - gap, top, sw, sh)
        self.discard = pygame.Rect(right.x + gap, self.monad.bottom + self.caption + 2 * gap,
                                   right.w - 2 * gap, sh)
        self.discard_top = pygame.Rect(self.discard.topleft, self.small)
        tray_top = self.discard.bottom + self.caption + 2 * gap
        self.tray = pygame.Rect(right.x + gap, tray_top, right.w - 2 * gap,
                                min(rect.bottom - tray_top, sh + 2 * gap))

    # --- where things are ----------------------------------------------------------------
    def column_card_rect(self, rank: int, place: int) -> pygame.Rect:
        """Card `place` of a column's fan counted from its back (0 = the bottom card); a
        lone card stands `head_room` lower, clear of its header."""
        slot = self.columns[rank]
        w, h = self.card
        lone = self.head_room if self.sizes[rank] <= 1 else 0
        return pygame.Rect(slot.centerx - w // 2, slot.y + lone + round(place * h * PEEK), w, h)

    def fan_step(self, count: int, width: int, card_w: int) -> int:
        if count <= 1:
            return 0
        return max(2, min(round(card_w * 0.55), (width - card_w) // (count - 1)))

    def staged_rects(self, count: int) -> list[pygame.Rect]:
        sw, sh = self.small
        inner = self.tray.inflate(-2 * self.gap, -self.gap)
        h = min(sh, inner.h)
        w = round(h / CARD_RATIO)
        step = self.fan_step(count, inner.w, w) if count > 1 else 0
        step = min(step, w + self.gap // 2)
        return [pygame.Rect(inner.x + i * step, inner.bottom - h, w, h) for i in range(count)]

    def zone_at(self, point: tuple[int, int]) -> str | None:
        cards = list(self.live.cards) if self.live is not None else []
        if cards:
            for i, r in reversed(list(enumerate(self.staged_rects(len(cards))))):
                if r.collidepoint(point):
                    return f"staged:{i}"
        if self.tray.collidepoint(point):
            return "tray"
        for rank, slot in self.columns.items():
            if slot.collidepoint(point):
                return f"col:{rank}"
        if self.monad.inflate(self.gap * 2, self.gap * 2).collidepoint(point):
            return "monad"
        if self.talon.inflate(self.gap * 2, self.gap * 2).collidepoint(point):
            return "talon"
        if self.discard.collidepoint(point):
            return "discard"
        return None

    def zone_rect(self, zone: str) -> pygame.Rect:
        if zone.startswith("col:"):  # the card taken next: the one a trade or buy gets
            rank = int(zone[4:])
            return self.column_card_rect(rank, max(0, self.sizes[rank] - 1))
        if zone.startswith("staged:"):
            rects = self.staged_rects(int(zone[7:]) + 1)
            return rects[-1]
        return {"monad": self.monad, "talon": self.talon, "tray": self.tray,
                "discard": pygame.Rect(self.discard.topleft, self.small)}.get(zone, self.tray)

    def kept_rects(self, named: Collection[str] | None = None) -> list[pygame.Rect]:
        """What a lesson's card must leave in sight, as painted last: each column's fan,
        its card taken next with its "taken next" line, the columns' headers, the Monad
        supply with its name and goal, the talon with its count, the discard pile's
        heading and top card, and the tray's heading once the tray can be used (pt2 item
        21: the card covered the Tri and Quad columns, then the Monad card, the pile and
        the tray, just what its words named; pt7d 2: kept whole, the columns leave the
        first lesson's card the tray and an empty pile's spot).

        `named`: the zones the lesson talks about (None: every one); with some named, the
        Sammelfeld and the discard pile are kept whole (pt8d 1: the first lessons' card
        lay over the Sammelfeld's words and the pile just filled). A column the lesson
        names is kept whole, back card to front (pt7d 2: the card lay over the fans it
        spoke of); in a guided game (`coached`) every column is (pt12d 1: the card lay
        over the other columns' back cards, whose ranks and points the player reads, in
        steps 1 to 7: it goes to the log column); else a column not named keeps its card
        taken next and its line, its back cards give room."""
        kept = []
        for rank in self.columns:
            front = self.zone_rect(f"col:{rank}")
            foot = front.inflate(self.gap, 0).union(
                pygame.Rect(front.x, front.bottom, front.w, self.caption + 4))
            whole = named is None or self.coached or f"col:{rank}" in named
            kept.append(foot.union(self.column_card_rect(rank, 0)) if whole else foot)
        # the columns' headers, "Tri · 7": what a lesson's words call the columns (pt3
        # item 13: the card lay over them and the player folded it to find the target)
        slots = list(self.columns.values())
        kept.append(pygame.Rect(slots[0].x, slots[0].y - self.caption - self.gap // 2,
                                slots[-1].right - slots[0].x, self.caption + self.gap // 2))
        kept.append(self.monad.union(pygame.Rect(self.monad.right, self.monad.y,
                                                 self.talon.x - self.monad.right, self.monad.h))
                    .union(pygame.Rect(self.monad.x, self.monad.y - self.caption - 4,
                                       self.monad.w, self.caption + 4)))
        kept.append(self.talon.inflate(self.gap * 2, self.gap * 2))
        # the headers weighed twice, last in the list: kept things weigh by the area
        # covered, and their thin strip lost to a pile's card (monad5: the shortened bonus
        # and buy lessons lay over "Tri · 7", "Quad · 16" and "Quint · 36")
        heads = [kept[len(slots)]]
        # the pile's count and its top card, and the tray's heading: what a lesson names
        # there (the pile's older cards and the tray's help lie under a lesson at need)
        kept.append(pygame.Rect(self.discard.x, self.discard.y - self.caption - 4,
                                self.discard.w, self.caption + 4))
        live = self.live
        if named is not None and (live is None or live.state.discard):
            kept.append(self.discard.union(self.discard_top))  # the pile whole
        elif live is None or live.state.discard:  # an empty pile's spot is bare felt
            kept.append(self.discard_top)
        if named is not None:
            # the Sammelfeld with its words once the turn uses it; before its first action
            # the column backs leave the card too little room without touching the
            # headers or the Monad supply, and it lies there (tests/ui/test_kit_settle.py)
            kept.append(self.tray)
        if live is not None and (live.mode or live.state.acted or live.state.target):
            # the tray's heading while the tray is in use or a leap is possible (after an
            # action); before, with the columns kept whole, the lesson's card lies there
            kept.append(pygame.Rect(self.tray.x, self.tray.y - self.caption - 4, self.tray.w,
                                    self.caption + 4))
        # the hand under the board (pt9d 1: the End turn lesson lay over it)
        hand = pygame.Rect(self.rect.x, self.rect.bottom + 1, self.rect.w, self.rect.h)
        return kept + [hand] + heads

    def card_at(self, state: MonadState, point: tuple[int, int]) -> str | None:
        for rank in range(2, 6):
            col = state.cols[rank]
            for place in reversed(range(len(col))):  # front first
                if self.column_card_rect(rank, place).collidepoint(point):
                    card = col[len(col) - 1 - place]
                    return CODES[card] + (RELATIVE if card % 6 == self.identity else "")
        return None

    # --- painting --------------------------------------------------------------------------
    def _frame(self, surface: pygame.Surface, zone: str, rect: pygame.Rect,
               highlight: Highlight) -> None:
        lit = zone in highlight.targets
        colour = (look.DANGER if highlight.refused == zone
                  else look.GOLD if lit and highlight.over == zone
                  else look.SUCCESS if lit else look.PANEL_BORDER)
        pygame.draw.rect(surface, colour, rect, width=3 if lit or highlight.refused == zone
                         else 1, border_radius=10)

    def _label(self, surface: pygame.Surface, text: str, pos: tuple[int, int], width: int,
               colour: look.Color = look.TEXT, anchor: str = "midtop",
               role: str = "text", size: int = 0) -> pygame.Rect:
        label = look.render_fit(text, role, size or self.caption, width, colour)
        rect = label.get_rect(**{anchor: pos})
        surface.blit(label, rect)
        return rect

    def _column_caption(self, width: int) -> tuple[int, str]:
        """One size and wording for the four columns' captions: the largest size at which
        all of them fit, in the short wording ("Quint · 36") when the long one gets small."""
        for key in ("board.column", "board.column_short"):
            texts = tuple(text_of(key, rank=rank_name(r), value=RANK_VALUE[r])
                          for r in range(2, 6))
            if texts not in self._captions:
                size = self.caption
                for words in texts:
                    wide = look.render(words, "bold", size).get_width()
                    if wide > width:
                        size = size * width // wide
                self._captions[texts] = size
            size = self._captions[texts]
            if size >= min(self.caption, 15) or key == "board.column_short":
                return max(MIN_TEXT, size), key
        raise AssertionError("unreachable")

    def _face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        return self.view.face(code, size)

    def paint(self, surface: pygame.Surface, state: MonadState, viewer: int,
              highlight: Highlight) -> None:
        self.live = live_turn(state, highlight)
        identity = state.ident[viewer] if 0 <= viewer < len(state.ident) else -1
        self.identity = identity
        for rank, slot in self.columns.items():
            self._column(surface, state, rank, slot, identity, highlight)
        self._supply(surface, state, highlight)
        self._talon(surface, state, highlight)
        self._discard_pile(surface, state, highlight)
        self._tray(surface, state, viewer, highlight)

    def _buying(self, state: MonadState) -> str | None:
        """The zone whose card a purchase being composed is for, if any."""
        live = self.live
        if live is None or not live.is_live(state) or live.mode != "buy":
            return None
        return "monad" if live.target == 6 else f"col:{live.target}"

    def _column(self, surface: pygame.Surface, state: MonadState, rank: int,
                slot: pygame.Rect, identity: int, highlight: Highlight) -> None:
        zone = f"col:{rank}"
        col = state.cols[rank]
        self.sizes[rank] = len(col)
        pygame.draw.rect(surface, look.PANEL_BORDER, slot.inflate(-2, 0), width=1,
                         border_radius=10)
        # lit, refused or being bought: the frame goes round the card the move gets
        front = self.zone_rect(zone).inflate(self.gap, self.gap)
        if zone in highlight.targets or highlight.refused == zone:
            self._frame(surface, zone, front, highlight)
        if self._buying(state) == zone:
            pygame.draw.rect(surface, look.GOLD, front, width=3, border_radius=10)
        if not col:
            self._label(surface, text_of("board.empty"), (slot.centerx, slot.y + self.card[1] // 2),
                        slot.w - 8, look.TEXT_DIM, anchor="center")
        for place, card in enumerate(reversed(col)):  # the bottom card at the back
            code = CODES[card]
            if rank > 1 and card % 6 == identity:
                code += RELATIVE
            surface.blit(self._face(code, self.card), self.column_card_rect(rank, place))
        top = self.column_card_rect(rank, len(col) - 1)
        self.next_labels.pop(rank, None)
        if col:  # "next" under the front card: it is the one taken; smaller than the
            # captions, with room at its sides (pt6d 17: at 1024x700 it filled the column);
            # a lone card keeps it too (pt13d 8: the coach's key word vanished with the fan)
            self.next_labels[rank] = self._label(
                surface, text_of("board.next"), (top.centerx, top.bottom + 2),
                slot.w - 2 * self.gap, look.TEXT_DIM,
                size=max(MIN_TEXT, round(self.caption * 0.85)))
        # the header last, over the frame of a lit lone card (pt6d 10: a lone Bi, lit by
        # the hint, hid the lower half of "Bi · 3")
        bold = zone in highlight.targets
        size, key = self._column_caption(slot.w - 6)
        words = text_of(key, rank=rank_name(rank), value=RANK_VALUE[rank])
        label = look.render(words, "bold", size, look.GOLD if bold else look.TEXT)
        surface.blit(label, label.get_rect(midtop=(slot.centerx,
                                                   slot.y - self.caption - self.gap // 2 + 2)))

    def _supply(self, surface: pygame.Surface, state: MonadState,
                highlight: Highlight) -> None:
        rect = self.monad
        self._frame(surface, "monad", rect.inflate(self.gap, self.gap), highlight)
        if self._buying(state) == "monad":
            pygame.draw.rect(surface, look.GOLD, rect.inflate(self.gap, self.gap), width=3,
                             border_radius=10)
        surface.blit(self._face("M", rect.size), rect)
        self._label(surface, text_of("board.monad"), (rect.x, rect.y - self.caption - 4),
                    self.talon.x - rect.x, look.TEXT, anchor="topleft")
        room = self.talon.x - rect.right - 2 * self.gap
        self._label(surface, text_of("board.goal", goal=state.goal),
                    (rect.right + self.gap, rect.y + rect.h // 4), room, look.GOLD,
                    anchor="midleft", role="bold")
        if 0 <= self.identity < 6:  # the person's identity card on the table, small, named
            # beside (pt16d 5: it was a word in the side panel only)
            h = rect.h // 2
            card = pygame.Rect(rect.right + self.gap, rect.bottom - h, round(h / CARD_RATIO), h)
            surface.blit(identity_face("ROYPBG"[self.identity], card.size), card)
            self.identity_card = card
            # clear of the talon's frame and of the hint's pulse around it (pt19d 7: "card"
            # ran under the lit talon at 1024x700): on two lines when one does not fit
            self.identity_words = identity_label(
                surface, text_of("board.identity"), card.right + self.gap // 2, card.centery,
                self.talon.x - self.gap // 2 - LIT_FRAME, self.caption)

    def _talon(self, surface: pygame.Surface, state: MonadState, highlight: Highlight) -> None:
        rect = self.talon
        self._frame(surface, "talon", rect.inflate(self.gap, self.gap), highlight)
        count = len(state.talon)
        if count:
            surface.blit(self.view.back(rect.size), rect)
            badge = look.render(str(count), "bold", self.caption * 2, look.GOLD)
            box = badge.get_rect(center=rect.center).inflate(16, 6)
            look.rounded_panel(surface, box)
            surface.blit(badge, badge.get_rect(center=box.center))
        words = text_of("board.talon") if count else text_of("board.talon_empty")  # count: badge
        self._label(surface, words, (rect.centerx, rect.y - self.caption - 4),
                    rect.w + 2 * self.gap, look.TEXT)

    def _discard_pile(self, surface: pygame.Surface, state: MonadState,
                 highlight: Highlight) -> None:
        rect = self.discard
        pile = state.discard
        shown = self.discard_shown(pile)
        self._label(surface, self.discard_caption(pile, shown),
                    (rect.x, rect.y - self.caption - 4), rect.w, look.TEXT, anchor="topleft")
        self.discard_top = pygame.Rect(rect.topleft, self.small)
        if not pile:
            pygame.draw.rect(surface, look.PANEL_BORDER, pygame.Rect(rect.topleft, self.small),
                             width=1, border_radius=8)
            return
        sw, sh = self.small
        step = self.fan_step(len(shown), rect.w, sw)
        if len(shown) > 1:
            step = min(step, sw + self.gap // 2)
        badge_size = max(MIN_TEXT, self.caption)
        for i, (code, words) in enumerate(shown):  # the bottom first, the top card last
            x = rect.x + i * step
            surface.blit(self._face(code, self.small), (x, rect.y))
            self.discard_top = pygame.Rect((x, rect.y), self.small)  # the last: the top
            if not words:
                continue
            badge = look.render(words, "bold", badge_size, look.GOLD)
            last = i == len(shown) - 1
            box = badge.get_rect(midbottom=(x + (sw if last else min(step, sw)) // 2,
                                            rect.y + sh - 2)).inflate(8, 2)
            look.rounded_panel(surface, box)
            surface.blit(badge, badge.get_rect(center=box.center))

    @staticmethod
    def discard_caption(pile: list[int], shown: list[tuple[str, str]]) -> str:
        """The pile's caption: its count, and when it is shown as one card per colour what
        the "×3" badges count (pt10d 10: they were never explained)."""
        if not pile:
            return text_of("board.discard_empty")
        counted = any(badge.startswith("×") for _, badge in shown)
        return text_of("board.discard_counted" if counted else "board.discard", count=len(pile))

    def discard_shown(self, pile: list[int]) -> list[tuple[str, str]]:
        """The discard pile as it is drawn: (code, badge) from the bottom card to the top.

        Fanned card by card while no card repeats and each shows enough to be read; else
        one card per colour with its count, in card order, and the top card (a flip turns
        it to the talon's bottom) last, whole and marked. So a pile of repeats is always
        counted (pt16d 7: eight cards fanned at 1280x800, counted at 1024x700)."""
        sw = self.small[0]
        if len(pile) <= 1 or len(set(pile)) == len(pile) \
                and self.fan_step(len(pile), self.discard.w, sw) >= sw * READABLE:
            # one card is just that card (H11: not a "×1" and a "top" copy of it)
            return [(CODES[c], "") for c in pile]
        counts = [(CODES[c], f"×{pile.count(c)}") for c in sorted(set(pile))]
        return [*counts, (CODES[pile[-1]], text_of("board.top"))]

    def _tray(self, surface: pygame.Surface, state: MonadState, viewer: int,
              highlight: Highlight) -> None:
        rect = self.tray
        if highlight.over is not None and highlight.over.startswith("staged:"):
            highlight = replace(highlight, over="tray")  # the staged cards lie on the tray
        self._frame(surface, "tray", rect, highlight)
        live = self.live
        note = live.note() if live is not None else ""
        # its foot clear of the tray's frame, however tall the words' font draws (pt3 item
        # 25: at 1024x700 the lit frame ran through "Sprung: 4 Einer erreichen Tri grün")
        self._label(surface, note or text_of("board.tray"), (rect.x, rect.y - 3),
                    rect.w, look.GOLD if note else look.TEXT_DIM, anchor="bottomleft")
        if live is None or not live.cards:
            if not note:  # a purchase begun says its own words over the tray
                self._tray_uses(surface, state, rect,
                                state.acted and state.current_player == viewer)
            elif live is not None and live.mode == "buy":
                # and how it is paid (pt3 item 18: the payment rule was never said there)
                self._tray_lines(surface, rect, [(line, look.TEXT_DIM, False) for line in text_of(
                    "board.tray_pay", rank=rank_name(live.target)).split("\n")])
            return
        staged = self.staged_rects(len(live.cards))
        for code, r in zip(live.cards, staged, strict=True):
            surface.blit(self._face(code, r.size), r)
        if live.switched:  # why the drop buys, beside the card it put there (pt15d 4)
            beside = pygame.Rect(staged[-1].right + self.gap, rect.y + self.gap // 2, 0, 0)
            beside.size = (rect.right - self.gap - beside.x, rect.h - self.gap)
            draw_wrapped(surface, live.switched, beside, self.caption)


    def _tray_uses(self, surface: pygame.Surface, state: MonadState, rect: pygame.Rect,
                   acted: bool) -> None:
        """The empty tray says what it is for: buying, and when a leap is possible (issue 38
        playtest item 15: one label said "pay here", then "leap here", and never that a
        leap waits for a trade or a buy). The leap line is lit once a leap can be made;
        after an action without one, it says how many colours the Commons show."""
        leap, lit = tray_leap_words(state, acted)
        blocks = [(text_of("board.tray_buy"), look.TEXT_DIM),
                  # lit in plain text, not gold: gold points where the hint means, and a
                  # possible leap is no advice (pt10d 6: it read as one)
                  (leap, look.TEXT if lit else look.TEXT_DIM)]
        # each use on its own lines (the catalog breaks them: one line was squeezed thin)
        self._tray_lines(surface, rect, [
            (line, colour, b > 0 and k == 0) for b, (words, colour) in enumerate(blocks)
            for k, line in enumerate(words.split("\n"))])

    def _tray_lines(self, surface: pygame.Surface, rect: pygame.Rect,
                    lines: list[tuple[str, look.Color, bool]]) -> None:
        """Lines centred on the tray, a gap before each that starts a new block, all at
        one size: the largest at which the widest fits (monad8: at 1024x700 "Leap: 4 to 6
        Commons of different colours" shrank alone above its larger "(your Commons show 3
        colours)", two sizes in one sentence)."""
        width = rect.w - 2 * self.gap
        size = fitting_size([line for line, _, _ in lines], self.caption, width)
        line_h = size + 4
        height = len(lines) * line_h + self.gap * sum(new for _, _, new in lines)
        y = rect.centery - height // 2
        for line, colour, new_block in lines:
            y += self.gap if new_block else 0
            self._label(surface, line, (rect.centerx, y), width, colour, size=size)
            y += line_h


def wrapped(text: str, size: int, width: int) -> list[str]:
    """`text` in lines that each fit `width` at `size` (a word wider alone is its line)."""
    lines: list[str] = []
    for word in text.split():
        line = f"{lines[-1]} {word}" if lines else word
        if lines and look.render(line, "text", size).get_width() <= width:
            lines[-1] = line
        else:
            lines.append(word)
    return lines


def draw_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int) -> None:
    """`text` wrapped into `rect`, top left, at the largest size up to `size` at which its
    lines fit the height (the house's smallest text at least)."""
    lines = wrapped(text, size, rect.w)
    while size > MIN_TEXT and len(lines) * (size + 3) > rect.h:
        size -= 1
        lines = wrapped(text, size, rect.w)
    y = rect.y
    for line in lines:
        surface.blit(look.render_fit(line, "text", size, rect.w, look.GOLD), (rect.x, y))
        y += size + 3


def identity_label(surface: pygame.Surface, text: str, left: int, centery: int, right: int,
                   size: int) -> pygame.Rect:
    """`text` between `left` and `right`, centred on `centery`: one line down to the
    house's smallest text, else two or more lines at the largest size they fit; the rect
    it covers."""
    width = max(1, right - left)
    size = max(MIN_TEXT, size)
    one_line = fitting_size([text], size, width)
    lines = [text]
    if one_line >= MIN_TEXT:
        size = one_line
    else:
        lines = wrapped(text, size, width)
        while len(lines) > 2 and size > MIN_TEXT:  # two lines rather than a word a line
            size -= 1
            lines = wrapped(text, size, width)
        size = max(MIN_TEXT, fitting_size(lines, size, width))
    step = size + 2
    top = centery - len(lines) * step // 2
    covered = pygame.Rect(left, top, 0, 0)
    for i, line in enumerate(lines):
        label = look.render_fit(line, "text", size, width, look.TEXT)
        rect = label.get_rect(topleft=(left, top + i * step))
        surface.blit(label, rect)
        covered.union_ip(rect)
    return covered


def fitting_size(lines: list[str], size: int, width: int) -> int:
    """The largest text size up to `size` at which each of `lines` fits in `width`."""
    widest = max((look.render(line, "text", size).get_width() for line in lines), default=0)
    return size if widest <= width else max(8, size * width // widest)


def tray_leap_words(state: MonadState, acted: bool) -> tuple[str, bool]:
    """The empty tray's leap line for the seat to move, and whether it is lit: before an
    action, that a leap waits for one; after it, "Leap now" once the Commons held show
    4 colours or more (and a column they reach holds a card), else how many they show."""
    if not acted:
        return text_of("board.tray_leap_later"), False
    hand = state.hands[state.current_player]
    colours = sum(1 for c in range(6) if hand[c])
    if colours >= 4 and any(state.cols[k - 1] for k in range(4, colours + 1)):
        return text_of("board.tray_leap"), True
    if not colours:  # monad8: "(your Commons show 0 colours)" stood after a leap gave them all
        return text_of("board.tray_leap_none"), False
    return text_of("board.tray_leap_colours", count=colours), False


def live_turn(state: MonadState, highlight: Highlight) -> MonadTurn | None:
    """The person's turn the kit handed over this frame, if it is Monad's and still on
    `state` (none once a move was made)."""
    live = highlight.live
    return live if isinstance(live, MonadTurn) and live.is_live(state) else None
