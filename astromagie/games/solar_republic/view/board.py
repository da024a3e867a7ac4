"""The Solar Republic's board: the in-play pile, fanned, and the draw pile.

The in-play pile is open information (SR13): its top card lies large and the
cards under it fan out to its left, each showing its rank and suit, with the
pile's count under it, so a player sees what a trump would win. The draw pile
shows its count large and warns when it runs low: the game ends the moment it
is empty (SR14). Both are drawn from the state alone, so a book taken leaves
an empty pile and its caption says so in the same frame.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from astromagie.kit import draw as look
from astromagie.kit.people import Person, chip_rects, paint_people, score_words
from astromagie.kit.view import Highlight, Pile

from ..policy import LATE_DRAW
from .faces import CARD_RATIO, caption
from .names import NAMING
from .words import text_of

LOW_DRAW = LATE_DRAW  # the draw pile "runs low" from here on: the end is near (the hint says
# why a draw still pays from here: one threshold, one voice)
FAN = 5  # the most cards shown under the top card (each shows its rank whole in the
# frame's room); the caption counts them all
FAN_ROOM = 1.1  # the fan's room left of the top card, in card widths
FAN_ROOM_TWO = 0.75  # the same with two players
GAP = 0.45  # between the pile's frame and the draw pile, in card widths
DRAW_SIZE = 0.6  # the draw pile's card beside the pile's, as a share of its size
CAPTION_GAP = 28  # at least this much (at scale 1) between the two piles' captions: at 16
# "Leerer Stapel: Jede Karte passt" and "29 Karten zum Ziehen" read as one line (pt11c 11)


class Faces(Protocol):
    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface: ...

    def back(self, size: tuple[int, int]) -> pygame.Surface: ...

    def strip(self, code: str, size: tuple[int, int]) -> pygame.Surface: ...


def piles(state: Any, viewer: int) -> list[Pile]:
    """The in-play pile (open) and the draw pile (face down), with their depth. No badge:
    the captions under the frames name each pile and its count at a fixed place (finding
    31: the badges moved from pile to pile side as the fan grew)."""
    return [Pile("pile", len(state.pile), True, "", counted=True),
            Pile("draw", state.draw_count, False, "", counted=True)]


class SolarBoard:
    """The pile and the draw pile, placed in the board's rectangle.

    The pile's frame holds its top card and, left of it, a fixed room for the fan:
    more cards under the top one lie closer, never out of the frame (finding 31: the
    fan grew out of its frame to the left). The frame, the draw pile and the captions
    under them stay where they are from the first card to the last."""

    def __init__(self, rect: pygame.Rect, card: tuple[int, int], faces: Faces,
                 players: int = 2):
        self.rect = rect
        self.faces = faces
        self.players = players
        self.scale = max(0.6, min(1.4, rect.h / 480))
        # the other players sit across the top (the table's middle lay empty: issue 38)
        chip_h = round(56 * self.scale)
        self.people = pygame.Rect(rect.x, rect.y + round(6 * self.scale), rect.w, chip_h)
        area = pygame.Rect(rect.x, self.people.bottom + round(14 * self.scale), rect.w,
                           rect.bottom - self.people.bottom - round(14 * self.scale))
        # up to three lines under the piles (set smaller where they would reach the board's
        # foot, where the hint's line stands: pt3a, finding 7); room for two at their size,
        # the piles a little taller: with 62 px an 85 px band lay empty under the captions
        # on --screenshot (issue 38's measure: 80 at most)
        self.caption_h = round(52 * self.scale)
        room = area.h - self.caption_h - round(8 * self.scale)
        # the piles are the play: large, as large as the room under the chips allows (no
        # empty band across the table: issue 38)
        big = (round(card[0] * 2.2), round(card[1] * 2.2))
        if big[1] > room:
            big = (round(room / CARD_RATIO), room)
        # across: the fan's room, the top card, a gap, the draw pile (FAN_ROOM + 1 + GAP
        # + 1 card widths), all inside the board with a margin
        widths = FAN_ROOM + 2 + GAP
        most = (rect.w - round(48 * self.scale)) / widths
        if big[0] > most:
            big = (round(most), round(most * CARD_RATIO))
        # two players: a narrower fan room, so the lesson's room over the draw pile holds its
        # words in three lines at 1024x700 (pt4a, finding 6)
        fan_room = round(big[0] * (FAN_ROOM_TWO if players == 2 else FAN_ROOM))
        gap = round(big[0] * GAP)
        # a third of the room to spare on the left, where the fan's own room is empty at
        # first; two on the right, for the draw pile's caption ("27 cards to draw" wrapped
        # at 1024x700 with the piles centred)
        left = rect.x + (rect.w - round(big[0] * widths)) // 3
        # a little low: the caption is often one line, and the chips stand above
        middle = area.y + round((area.h - big[1] - self.caption_h) * 0.7) + big[1] // 2
        self.pile = pygame.Rect(left + fan_room, 0, *big)
        self.pile.centery = middle
        self.frame = pygame.Rect(left, self.pile.y, fan_room + big[0], big[1])
        # the draw pile smaller than the pile, at its foot: only its back and count show,
        # and above it stays room for the lesson's words, which lay over the draw pile the
        # person was to look at (pt4a, finding 6)
        self.draw = pygame.Rect(0, 0, round(big[0] * DRAW_SIZE), round(big[1] * DRAW_SIZE))
        # centred where a full-size card would lie: its caption keeps the room it had
        self.draw.midbottom = (self.pile.right + gap + big[0] // 2, self.pile.bottom)
        if players == 2:  # one opponent: their chip over the pile's frame, and the room over
            # the draw pile free for the lesson of the guided game (a two-player game)
            self.people.w = self.frame.right - rect.x
        # the pile's cards as last painted, for the lesson that is laid out over that
        # very picture (`SolarView.kept_in_sight`)
        self.shown: list[pygame.Rect] = []
        self.captions: list[pygame.Rect] = []  # the piles' captions' words as last painted

    def caption_half(self) -> int:
        """Half the draw pile's caption width: inside the board, clear of the pile's
        caption (finding 35)."""
        return min(self.draw.centerx - self.frame.right - 14,
                   self.rect.right - 6 - self.draw.centerx)

    def kept_in_sight(self) -> list[pygame.Rect]:
        """What a lesson's card or pill must not cover: the pile's cards as last painted,
        the other players' chips (name, cards, score) and the piles' captions (pt3a,
        finding 1: the folded pill lay over the caption, Vega's chip and her score)."""
        chips = chip_rects(self.people, self.players - 1, self.scale)
        # the pile's frame and the draw pile too, which the lesson covered while the person
        # was to look at them;
        # and a caption with room round it: a pill touching "2 cards in play" read as
        # lying on it (pt4a, findings 6 and 16)
        margin = round(12 * self.scale)
        captions = [r.inflate(2 * margin, margin) for r in self.captions if r.w]
        return [*self.shown, self.frame.inflate(14, 14), self.draw_face(), *chips, *captions]

    def draw_face(self) -> pygame.Rect:
        """The draw pile as painted, its stacked edge included: its back and its count."""
        return self.draw.inflate(14, 14)

    # --- where things are -------------------------------------------------------------
    def fan_step(self, under: int) -> int:
        """How far apart the cards under the top card lie: closer the more there are, so
        that the fan always fits the frame's room left of the top card."""
        if under <= 0:
            return 0
        room = self.pile.x - self.frame.x
        return max(2, min(round(self.pile.w * 0.3), room // under))

    def fan_rects(self, count: int) -> list[pygame.Rect]:
        """The rects of the pile's visible cards, bottom first; the last is the top card."""
        shown = min(count, FAN + 1)
        step = self.fan_step(shown - 1)
        return [self.pile.move(-(shown - 1 - i) * step, 0) for i in range(shown)]

    def zone_at(self, point: tuple[int, int]) -> str | None:
        if self.frame.inflate(24, 24).collidepoint(point):  # the fan is the pile too
            return "pile"
        if self.draw.inflate(24, 24).collidepoint(point):
            return "draw"
        return None

    def zone_rect(self, zone: str) -> pygame.Rect:
        if zone == "pile":
            return self.pile
        if zone == "draw":
            return self.draw
        # a seat's panel lies right of the board: a card flies off towards it
        return pygame.Rect(self.rect.right - self.pile.w // 2, self.rect.y, self.pile.w // 2,
                           self.pile.h // 2)

    def card_at(self, state: Any, point: tuple[int, int]) -> str | None:
        """The open card under `point`: the top card, or one fanned under it."""
        cards = NAMING.table(state).pile[-(FAN + 1):]
        rects = self.fan_rects(len(state.pile))
        for card, rect in reversed(list(zip(cards, rects, strict=True))):
            if rect.collidepoint(point):
                return card
        return None

    # --- painting ---------------------------------------------------------------------
    def _people(self, surface: pygame.Surface, state: Any, viewer: int,
                highlight: Highlight) -> None:
        """The other players across the top: name, cards in hand, score; who moves framed."""
        names = highlight.names
        people = [Person(seat, names[seat], len(state.hand(seat)),
                         score_words(state.scores[seat]),
                         moving=seat == state.current_player)
                  for seat in range(state.num_players) if seat != viewer and seat < len(names)]
        paint_people(surface, self.people, people, self.scale)

    def paint(self, surface: pygame.Surface, state: Any, viewer: int,
              highlight: Highlight) -> None:
        self._people(surface, state, viewer, highlight)
        size = max(14, min(22, self.pile.h // 12))
        for zone, rect in (("pile", self.frame), ("draw", self.draw)):
            lit = zone in highlight.targets
            low = zone == "draw" and 0 < state.draw_count <= LOW_DRAW  # the end is near
            # the pile's frame is its top card's place, empty or not, lit or not, the
            # cards under the top one fanning out from under it (pt11c 10: a one-card
            # frame when empty, the fan's wide one otherwise, its caption moving with it;
            # pt10c 6: a slot inside the wide frame read as a second pile), the very place
            # the coach and the hint frame in gold and a card flies to
            if zone == "pile":
                rect = self.pile
            colour = (look.DANGER if highlight.refused == zone
                      else look.GOLD if lit and highlight.over == zone
                      else look.SUCCESS if lit else look.DANGER if low else look.PANEL_BORDER)
            pygame.draw.rect(surface, colour, rect.inflate(14, 14), width=3 if lit or low else 2,
                             border_radius=14)
        # the cards flying away from the pile (a book to its taker) are drawn in flight
        # only, not in the pile as well (pt15c; `Highlight.left`)
        gone = highlight.left.get("pile", 0)
        staying = NAMING.table(state).pile[:max(0, len(state.pile) - gone)]
        cards = staying[-(FAN + 1):]
        rects = self.fan_rects(len(staying))
        self.shown = [r.inflate(8, 8) for r in rects]
        for card, rect in zip(cards, rects, strict=True):
            if rect is not rects[-1]:  # a card under the top one: its rank and suit
                surface.blit(self.faces.strip(card, rect.size), rect)
            else:
                surface.blit(self.faces.face(card, rect.size), rect)
        # each caption at a fixed place under its frame, wrapped inside its own width and
        # kept above the board's foot, where the hint's line stands (pt3a, finding 7)
        top = self.frame.bottom + round(12 * self.scale)
        foot = self.rect.bottom
        # the empty pile's advice only at the person's own turn: at a bot's the position
        # painted is the one before its move while its card lands on the pile, and it
        # read "No card in play" beside Titania (pt3a, finding 5)
        # a bot's cards count as they land on the pile, before its move is painted (pt10c 7)
        in_play = len(state.pile) + highlight.landed.get("pile", 0)
        words = (text_of("board.pile", count=in_play) if state.pile
                 else text_of("board.pile_empty") if highlight.live is not None else "")
        # the caption under the frame, empty or not (pt11c 10), a gap clear of
        # the draw pile's caption: German "Leerer Stapel: Jede Karte passt" ran on into
        # "38 Karten" (and nearly touched "29 Karten zum Ziehen" at 1024x700, pt11c 11)
        under = self.pile.centerx  # under the frame, where the top card lies
        if words:
            half = min(look.render(words, "text", size).get_width(), self.frame.w + 14) // 2
            left = state.draw_count
            draw_words = text_of("board.draw_low" if 0 < left <= LOW_DRAW else "board.draw",
                                 count=left)
            draw_half = min(look.render(draw_words, "bold", size).get_width() // 2,
                            self.caption_half())
            clear = self.draw.centerx - draw_half - round(CAPTION_GAP * self.scale)
            under = max(self.frame.left + half, min(under, clear - half))
        self.captions = [caption(surface, words, "text", size, self.frame.w + 14, look.TEXT,
                                 (under, top), foot)]
        left = state.draw_count
        if left:
            surface.blit(self.faces.back(self.draw.size), self.draw)
            badge = look.render(str(left), "bold", size * 2, look.GOLD)
            box = badge.get_rect(center=self.draw.center).inflate(24, 10)
            look.rounded_panel(surface, box)
            surface.blit(badge, badge.get_rect(center=box.center))
        low = 0 < left <= LOW_DRAW
        words = text_of("board.draw_low" if low else "board.draw", count=left)
        self.captions.append(caption(surface, words, "bold" if low else "text", size,
                                     2 * self.caption_half(),
                                     look.DANGER if low else look.TEXT,
                                     (self.draw.centerx, top), foot))
