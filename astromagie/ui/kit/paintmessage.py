"""The kit painter's message line: a refusal in the strip between the board and the
hand's tray (`messageline.py` fits the words), the hint or a note at the top of the log
column (`column_message`: one place, pt15b 3). A hint is shown whole (pt11c 5, pt11d 6:
cut with "…", its end showed only on a hover nobody knew of); where the column has no
room for it, in the strip, one too long for its two lines in a taller panel rising from
the strip over the board's foot while it is shown. `KitPainter` inherits it."""

from __future__ import annotations

import pygame

from astromagie.i18n import tr
from astromagie.kit.view import Board
from astromagie.look import theme

from .frame import Frame
from .messageline import (
    HINT_PX,
    LEADING,
    MESSAGE_LINES,
    WHOLE_KINDS,
    fit_lines,
    hint_under,
    log_kept_h,
    message_strip,
    width_beside_buttons,
)
from .paintcoach import CoachPainting
from .previewplace import nearest_free, over_chosen, target_spot
from .snapshot import Snapshot

# the hint in the log column: its panel, its lines and the step from one to the next
ColumnMessage = tuple[pygame.Rect, list[pygame.Surface], int]
LOW_SHARE = 0.4  # a tall hint moved off what is kept stands below this share of the board


def row_captions(board: Board, target: pygame.Rect, room: pygame.Rect, line: int
                 ) -> list[pygame.Rect]:
    """Where the captions under the places in the target's row may stand, two lines
    under each (a board draws its own there: pt16a 6, Tab's "You discard Air" lay over
    Astromagie's "Draw pile" and "Discard pile" at 1024x700)."""
    zones = {board.zone_at((x, target.centery)) for x in range(room.x, room.right, 8)}
    rects = [board.zone_rect(zone) for zone in sorted(z for z in zones if z is not None)]
    return [pygame.Rect(r.x - line, r.bottom, r.w + 2 * line, 2 * line) for r in rects]


class MessagePainting(CoachPainting):
    """The message line (see the module)."""

    _hint_over = False  # the hint said stands in the coach's card's place (column_message)

    def column_message(self, snap: Snapshot, frame: Frame) -> ColumnMessage | None:
        """The hint or a note (`WHOLE_KINDS`) at the top of the log column, under the
        coach's card where it stands there: its panel, lines and line step. One place
        for every hint, short or long (pt15b 3, pt15d 8: a short one under the board, a
        long one as a bubble over the log, and the person looked in two places); the
        column, not the strip under the board, as the strip holds two lines and a long
        hint risen from it covered the board's foot (pt9a 4, pt9d 4), while the column
        covers no card, pile or hand at any size. Where it has no room under the coach's
        card (the hand-over's long words: pt16b 4 saw that hint under the board), it
        stands at the column's top and the card folds into its pill while it is said
        (`hint_over_card`). None: a refusal (it stands under the board, by the move
        refused), or a column too short for the words (the strip)."""
        if not snap.message or snap.message_kind not in WHOLE_KINDS:
            return None
        log = self.log_column(snap, frame)
        card = self.aside_card(snap, frame)
        key = (snap.message, snap.message_kind, frame.size, tuple(log),
               tuple(card) if card is not None else None)
        if self._column is not None and self._column[0] == key:
            return self._column[1]
        top = card.bottom + round(6 * frame.scale) if card is not None and card.bottom > log.y \
            else log.y
        found = self._column_fit(snap, frame, log, top)
        self._hint_over = found is None and top != log.y
        if self._hint_over:
            found = self._column_fit(snap, frame, log, log.y)
            self._hint_over = found is not None
        self._column = key, found
        return found

    def hint_over_card(self, snap: Snapshot, frame: Frame) -> bool:
        """Whether the hint said stands in the coach's card's place this frame (see
        `column_message`): the card is folded into its pill meanwhile."""
        return self.column_message(snap, frame) is not None and self._hint_over

    def _column_fit(self, snap: Snapshot, frame: Frame, log: pygame.Rect, top: int
                    ) -> ColumnMessage | None:
        """The message's panel from `top` down the log column, at the hint's size or a
        smaller one, leaving the log's newest lines in sight; None where it does not fit."""
        colour = theme.SUCCESS if snap.message_kind == "hint" else theme.TEXT
        inner = log.w - round(20 * frame.scale)
        # the log's newest lines still show (pt18b 8: bots' moves were missed under a
        # hint); a step smaller, then with only the newest line kept, before it leaves
        # the column for the strip (pt18d 4: where the hint stood jumped between the
        # column and a wide box over the board's foot)
        for least_log in (log_kept_h(frame), log_kept_h(frame, 1)):
            for size in (frame.font(HINT_PX), frame.font(15), frame.font(14)):
                lines = self.even_wrap(snap.message, size, inner)  # no tails (pt19c 10)
                texts = [self.fit(line, size, inner, colour) for line in lines]
                step = min(texts[0].get_height(), round(size * LEADING))
                height = step * (len(texts) - 1) + texts[-1].get_height() \
                    + round(12 * frame.scale)
                if top + height <= log.bottom - least_log:
                    return pygame.Rect(log.x, top, log.w, height), texts, step
        return None

    def _message(self, surface: pygame.Surface, snap: Snapshot, frame: Frame,
                 board: Board | None = None) -> None:
        self.message_box = None
        self.message_cut = False
        said = self.column_message(snap, frame)
        if said is not None:  # the hint's one place: the log column's top (see there)
            panel, texts, step = said
            colour = theme.SUCCESS if snap.message_kind == "hint" else theme.GOLD
            # solid, its whole rectangle: the log's words never show round it (pt15b 8)
            theme.rounded_panel(surface, panel, theme.PANEL[:3], colour)
            y = panel.y + round(6 * frame.scale)
            for text in texts:
                surface.blit(text, (panel.x + round(10 * frame.scale), y))
                y += step
            self.message_box = panel
            return
        if not snap.message or (snap.message_kind == "hint" and snap.dragging is not None):
            return  # a carried card's preview under the board is read, not the hint (pt6b 4)
        colour = {"error": theme.DANGER, "hint": theme.SUCCESS}.get(snap.message_kind,
                                                                     theme.TEXT)
        kind = snap.message_kind
        lines, size = self.message_lines(snap.message, frame, kind=kind)
        width = frame.message.w - 24
        if len(lines) > 1:  # two lines reach down into the tray: short of its buttons
            width = self.message_width(snap.actions, frame)
            lines, size = self.message_lines(snap.message, frame, width, kind)
        self.message_cut = " ".join(lines).split() != snap.message.split()
        tall = kind in WHOLE_KINDS and len(lines) > MESSAGE_LINES  # whole, in a taller panel
        # every message keeps to its strip between the board's foot and the tray's
        # border (pt9a 4, pt9d 4: a hint risen over the board sat on its captions and
        # column frames); a step smaller where two lines would not fit in it
        strip = message_strip(frame)
        under = hint_under(frame)  # room under the last line (pt5a 6: the descenders)
        room = strip.h - under - round(2 * frame.scale)
        while True:
            texts = [self.fit(line, size, width, colour) for line in lines]
            if snap.message_kind == "error":
                texts[-1] = self.with_rule(lines[-1], size, width, colour)
            step = min(texts[0].get_height(), round(size * LEADING))  # lines set close
            height = step * (len(texts) - 1) + texts[-1].get_height()
            if len(texts) == 1 or tall or height <= room or size <= frame.font(15):
                break
            size -= 1
            wrapped = self.wrap(snap.message if kind not in WHOLE_KINDS else " ".join(lines),
                                size, width)
            lines = [*wrapped[:MESSAGE_LINES - 1], " ".join(wrapped[MESSAGE_LINES - 1:])]
        box = pygame.Rect(0, 0, max(t.get_width() for t in texts), height)
        box.midleft = (frame.message.x + 12, strip.centery)
        self.message_box = box.inflate(20, 10)
        if tall:  # from the strip's foot up over the board's, while it is shown
            box.bottom = strip.bottom - under - round(2 * frame.scale)
            top = box.top - round(2 * frame.scale)
            self.message_box = pygame.Rect(box.x - 10, top, box.w + 20, strip.bottom - top)
            clear = self._tall_clear(surface, snap, frame, board, colour) \
                if board is not None else None
            if clear is not None:  # it would cover what the view keeps in sight
                self.message_box, texts, step = clear
                box = self.message_box.inflate(-20, -round(4 * frame.scale))
        elif self.message_box.h > strip.h:  # two lines: the panel fills the strip
            top = max(strip.top, strip.bottom - box.h - under - round(2 * frame.scale))
            box.top = top + round(2 * frame.scale)
            self.message_box = pygame.Rect(box.x - 10, top, box.w + 20,
                                           min(strip.bottom, box.bottom + under) - top)
        # over the log column the panel is solid: its lines showed through (pt14b 1, 2)
        solid = self.message_box.colliderect(frame.side)
        theme.rounded_panel(surface, self.message_box, theme.PANEL[:3] if solid else theme.PANEL)
        y = box.y
        for text in texts:  # a long refusal or hint takes a second line, not a tiny font
            surface.blit(text, (box.x, y))
            y += step

    def chosen_kept(self, surface: pygame.Surface, snap: Snapshot, frame: Frame,
                    board: Board) -> list[pygame.Rect]:
        """What a chosen card's preview and a tall hint keep off: what the view keeps in
        sight (piles, captions, warnings, the hint's kept areas), every count badge, kit's
        and game's, and the kit's piles with a caption's line under each."""
        line = frame.font(18)
        piles = self.piles(snap)
        return [*self.view.kept_areas(board), *self.view.kept_in_sight(board),
                *self.view.badge_rects(board),
                *self.badge_boxes(surface, piles, frame, board),
                *(board.zone_rect(p.zone).inflate(0, line).move(0, line // 2) for p in piles)]

    def _chosen_preview(self, surface: pygame.Surface, text: str, snap: Snapshot,
                        frame: Frame, board: Board) -> None:
        """A card taken up by a click (the mouse not on its place): what it would do and
        how, over the card (`over_chosen`): a second click or Enter plays it there."""
        hand = snap.hand
        if snap.selected is None or not 0 <= snap.selected < len(hand):
            return
        card = frame.hand_rects(len(hand), snap.selected, hand)[snap.selected]
        over = snap.highlight.over
        # at the place it goes to (the hint's, once H then Enter took it up): there the
        # person sees where Enter puts it (pt15a 8: it stood by the hand)
        target = board.zone_rect(over) if over is not None else None
        px, inner = frame.font(18), frame.board.w - round(40 * frame.scale)
        labels = [*([self.fit(text, px, inner, theme.GOLD)] if text else []),
                  self.fit(tr("kit.click_again"), frame.font(15), inner, theme.TEXT)]
        pad = round(10 * frame.scale)
        size = (max(label.get_width() for label in labels) + 2 * pad,
                sum(label.get_height() for label in labels) + pad)
        room = frame.board.union(message_strip(frame))
        line = frame.font(18)  # and the piles' captions, two lines under them at most
        said = [self.message_box] if self.message_box is not None else []  # (pt18c 16)
        kept = [*self.chosen_kept(surface, snap, frame, board), *self.coach_boxes(), *said,
                *(board.zone_rect(p.zone).inflate(0, 4 * line) for p in self.piles(snap)),
                *(row_captions(board, target, frame.board, line) if target is not None else ())]
        box = target_spot(size, target, room, round(6 * frame.scale), kept, board, over) \
            if target is not None and over is not None else None
        if box is None:
            box = over_chosen(size, card, room, round(6 * frame.scale), self.message_box, kept)
        theme.rounded_panel(surface, box, theme.PANEL[:3])
        self.chosen_box = box
        y = box.y + pad // 2
        for label in labels:
            surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
            y += label.get_height()

    def _tall_clear(self, surface: pygame.Surface, snap: Snapshot, frame: Frame,
                    board: Board, colour: tuple[int, int, int]
                    ) -> tuple[pygame.Rect, list[pygame.Surface], int] | None:
        """A hint too long for the strip rises over the board's foot; where that covers
        something the view keeps in sight (pt13d 7: Monad's tray line and its columns'
        feet; pt12a 5: Astromagie's pile captions), the panel (its lines re-wrapped as
        narrow as needs be) takes the free spot nearest its usual one on the board or the
        strip, else stands over the log column, which nothing else claims while a hint is
        read. None: its usual spot covers nothing kept (or no spot is free)."""
        assert self.message_box is not None
        kept = self.chosen_kept(surface, snap, frame, board)
        if self.message_box.collidelist(kept) < 0:
            return None
        size = frame.font(HINT_PX)
        # the board's lower part and the strip: a hint read far up the board, over cards
        # the view does not list (Monad's back cards), is better read over the log
        strip = message_strip(frame)
        top = frame.board.y + round(frame.board.h * LOW_SHARE)
        room = pygame.Rect(frame.board.x, top, frame.board.w, strip.bottom - top)
        log = self.log_box
        widths = [self.message_box.w - 20,
                  *(round(frame.board.w * share) for share in (0.6, 0.45))]
        for width, where in [*((w, room) for w in widths), (log.w - 24, log)]:
            lines = self.wrap(snap.message, size, width)
            texts = [self.fit(line, size, width, colour) for line in lines]
            step = min(texts[0].get_height(), round(size * LEADING))
            panel = pygame.Rect(0, 0, max(t.get_width() for t in texts) + 20,
                                step * (len(texts) - 1) + texts[-1].get_height()
                                + round(4 * frame.scale))
            panel.bottomleft = self.message_box.bottomleft
            if where is log:
                panel.topleft = log.topleft
                if panel.h <= log.h:
                    return panel, texts, step
                continue
            spot = nearest_free(panel.clamp(room), room, kept)
            if spot is not None:
                return spot, texts, step
        return None

    message_width = staticmethod(width_beside_buttons)  # a two-line message's room

    def message_lines(self, message: str, frame: Frame, width: int | None = None,
                      kind: str = "") -> tuple[list[str], int]:
        """The message in lines and their font size (`messageline.fit_lines`: a long
        refusal or hint takes a second line, a hint a third or its first sentence, before
        the font shrinks); `width` is the room (the whole message line unless told)."""
        width = frame.message.w - 24 if width is None else width
        return fit_lines(self.wrap, message, frame, width, kind)
