"""The kit painter's part that measures the picture to place things: the piles' badges
beside their piles, the coach's lesson (its card and pill, clear of what is kept in
sight: the game's own rects, the badges and the message line) and a button's tip.
Each place is worked out once per lesson turn, pile or tip, window and words, then
kept, so nothing jumps while the person plays; `KitPainter` inherits it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from astromagie.i18n import tr
from astromagie.kit.view import Board, Coaching, Pile
from astromagie.look import theme

from .buttons import button_rects
from .coachmarks import frame_places, light_action, still_pointed
from .frame import Frame
from .guided import HandOverCard
from .lesson import (
    Crowd,
    CrowdFn,
    LessonCard,
    layout_card,
    lesson_title,
    paint_card,
    paint_pill,
    paint_waiting,
    pill_box,
    probe_step,
)
from .lessonsover import offer_labels, offered
from .paintcache import PaintCache
from .piles import badge_label, badge_place, pile_extent
from .snapshot import Snapshot


def visible_part(rects: Sequence[pygame.Rect], index: int) -> pygame.Rect:
    """A lit hand card's frame: around the card, or where the next card lies on it, around
    the part that shows, so it never covers the next card's rank (pt6c 16: at 1024x700
    Saturn's frame hid Mercury's "3")."""
    framed = rects[index].inflate(8, 8)
    card = rects[index]
    if index + 1 < len(rects) and card.x + card.w // 3 <= rects[index + 1].x < card.right:
        framed.width = rects[index + 1].x - framed.x - 1
    # a next card stacked on this one (Monad's ×2 groups) hides it whole: frame the card
    # whole, not a sliver at its edge
    return framed


def own_move_flying(snap: Snapshot, said_step: int) -> bool:
    """Whether the person's own move's cards are flying on their turn, the lesson said at
    `said_step` (or the one before the step counted since): its card stays as it stood
    (pt18d 3, 12: it went at each card's flight and came back, a flicker on every
    payment of Monad's guided game)."""
    return snap.coach_step is not None and snap.coach_step[0] - said_step in (0, 1) \
        and bool(snap.flights or snap.landed)


def card_title(snap: Snapshot, coaching: Coaching) -> str:
    """The lesson card's title: the hand-over's own ("On your own now"), else the step's."""
    return coaching.title if isinstance(coaching, HandOverCard) else \
        lesson_title(snap.coach_step)


class CoachPainting(PaintCache):
    """Badges, the lesson and tips placed where they cover the least (see the module)."""

    # the lessons' end's buttons on the open card this frame (lessonsover.py; () if none)
    offer_buttons: tuple[pygame.Rect, ...] = ()
    # the open card last painted over the side column, and the coach's step it was said
    # at: it stays, dimmed, while the bots play that turn out (`waiting_card`)
    _said: tuple[int, LessonCard] | None = None

    def badge_boxes(self, surface: pygame.Surface, piles: Sequence[Pile], frame: Frame,
                    board: Board) -> list[pygame.Rect]:
        """Where each pile's badge lies beside it (`piles.badge_rect`: where the least is
        painted, clear of every pile and of the badges placed before it), found again only
        when a pile, its words or the window change."""
        rects = [board.zone_rect(pile.zone) for pile in piles]
        labels = [badge_label(pile, frame.scale, self.text) for pile in piles]
        key = (frame.size, tuple((p.zone, tuple(r), lab.get_size(), p.count > 1)
                                 for p, r, lab in zip(piles, rects, labels, strict=True)))
        boxes = self._badges.get(key)
        if boxes is None:
            extents = [pile_extent(r, p.count, frame.scale) for p, r in zip(piles, rects,
                                                                            strict=True)]
            boxes = []
            for pile, rect, label in zip(piles, rects, labels, strict=True):
                crowd = Crowd(surface, self._felt_for(frame), [*extents, *boxes],
                              max(3, round(4 * frame.scale)))
                sides = self._badge_sides  # the side each pile's badge took: it stays
                side, box = badge_place(pile, rect, label, frame.scale, crowd, frame.board,
                                        sides.get((frame.size, pile.zone)))
                sides[(frame.size, pile.zone)] = side
                boxes.append(box)
            if len(self._badges) > 64:
                self._badges.clear()
            self._badges[key] = boxes
        return boxes

    def piles(self, snap: Snapshot) -> list[Pile]:
        """The view's piles (`GameViewBase.piles`: none by default)."""
        return list(self.view.piles(snap.state, snap.viewer))

    def lesson_places(self, snap: Snapshot, coaching: Coaching, frame: Frame,
                      board: Board) -> list[pygame.Rect]:
        """What the lesson stands beside: the places it points at, else its cards in the
        hand, else the button it ends with, else the board's top."""
        if coaching.zones:
            return [board.zone_rect(zone) for zone in coaching.zones]
        if not snap.hidden_hand:
            rects = frame.hand_rects(len(snap.hand), snap.selected, snap.hand)
            cards = [r for code, r in zip(snap.hand, rects, strict=True)
                     if code in coaching.cards]
            if cards:
                return cards
        buttons = [r for a, r in zip(snap.actions, button_rects(frame, snap.actions),
                                     strict=True) if coaching.action and a.id == coaching.action]
        return buttons or [pygame.Rect(frame.board.centerx, frame.board.y, 1, 1)]

    def lesson_layout(self, surface: pygame.Surface, snap: Snapshot, coaching: Coaching,
                      frame: Frame, board: Board) -> tuple[LessonCard, pygame.Rect]:
        """The open lesson's card and the folded lesson's pill, where they cover the least
        of what is painted so far (worked out once per lesson turn, window and place: it
        probes the picture, and the lesson stays put while the person plays)."""
        title = card_title(snap, coaching)
        key = self.lesson_key(snap, coaching, frame)
        if self._lesson is None or self._lesson[0] != key:
            places = self.lesson_places(snap, coaching, frame, board)
            short = coaching.short or tr("kit.lesson_title")
            kept = [*self.view.kept_in_sight(board), *self.kit_kept(surface, snap, frame, board)]
            crowd = Crowd(surface, self._felt_for(frame), places, probe_step(frame), kept)
            # the log column, from its title down: the card's home (`lesson.card_rect`),
            # as the frame lays it (not as the last frame's log was, laid below a hint)
            above = frame.title_h() + round(2 * frame.scale)
            log = self.log_column(snap, frame)
            aside = log.inflate(0, above).move(0, -above // 2) if log.h > 0 else None
            offer = offer_labels() if offered(coaching) else ()
            card = layout_card(short, coaching.text, title, frame, places, crowd, self.wrap,
                               kept, aside, offer)
            if offer and aside is not None and not card.box.colliderect(frame.side):
                # no room in the column: the line on what the rest is for goes (the head
                # and the buttons say it), not the card onto the board's rows (a small
                # window, three seats)
                card = layout_card(short, coaching.text.rsplit("\n", 1)[0], title, frame,
                                   places, crowd, self.wrap, kept, aside, offer)
            self._lesson = (key, card, pill_box(short, places, frame, crowd, kept))
        return self._lesson[1], self._lesson[2]

    def log_column(self, snap: Snapshot, frame: Frame) -> pygame.Rect:
        """The log's column under its title, as the frame lays it for this table's seats
        (the coach's card and the hint stand at its top, the log's lines below them)."""
        seats = len(snap.names) + len(list(self.view.neutral_seats(snap.state)))
        return frame.log_rect(seats)

    def _side(self, surface: pygame.Surface, snap: Snapshot, frame: Frame) -> None:
        """The side column, the scoreboard and the log (`KitPainter._side` paints it)."""

    def _message(self, surface: pygame.Surface, snap: Snapshot, frame: Frame,
                 board: Board | None = None) -> None:
        """The message line (`MessagePainting._message` paints it)."""

    def column_message(self, snap: Snapshot, frame: Frame
                       ) -> tuple[pygame.Rect, list[pygame.Surface], int] | None:
        """The hint at the log column's top (`MessagePainting.column_message`)."""
        return None

    @staticmethod
    def lesson_key(snap: Snapshot, coaching: Coaching, frame: Frame) -> tuple[object, ...]:
        """What a lesson's place is chosen once for: its words, its step and the window
        (the language is in the words). Not the places it points at, nor the buttons'
        columns: staging a card moves those, and the card jumped from the board onto the
        log column mid-step (pt11a 1, pt11d 3)."""
        # the hand-over card stands over several turns: placed anew at each (its step)
        return (coaching.text, coaching.short, card_title(snap, coaching), frame.size,
                offered(coaching),
                snap.coach_step if isinstance(coaching, HandOverCard) else None)

    def coach_boxes(self) -> list[pygame.Rect]:
        """The coach's card and pill as painted this frame: a preview keeps off them
        (pt15c 4: "Eine 2: Du bist gleich noch einmal am Zug" over the card's last lines)."""
        return [box for box in (self.lesson_box, self.lesson_pill) if box is not None]

    def aside_lesson(self, snap: Snapshot, frame: Frame) -> pygame.Rect | None:
        """The open lesson's card where it lies over the side column (None: on the board,
        folded, given way to a hint, or not yet placed for this lesson): the log starts
        below it."""
        card = self.aside_card(snap, frame)
        return None if card is None or self.hint_over_card(snap, frame) else card

    def hint_over_card(self, snap: Snapshot, frame: Frame) -> bool:
        """Whether the hint stands in the card's place (`MessagePainting.hint_over_card`)."""
        return False

    def aside_card(self, snap: Snapshot, frame: Frame) -> pygame.Rect | None:
        """The open lesson's card over the side column, whether or not a hint folds it."""
        coaching = snap.coaching
        if coaching is None:
            return self.waiting_card(snap, frame)
        if not snap.lesson_open or self._lesson is None or \
                self._lesson[0] != self.lesson_key(snap, coaching, frame):
            return None
        box = self._lesson[1].box
        return box if box.colliderect(frame.side) else None

    def waiting_card(self, snap: Snapshot, frame: Frame) -> pygame.Rect | None:
        """The last lesson's card while the bots play the turn it was said in, over the
        side column (None: none kept, a new turn of the person's, the game over)."""
        said = self._said
        if said is None or snap.coach_step is None or snap.finished:
            return None
        if snap.state.current_player == snap.viewer:
            if own_move_flying(snap, said[0]):
                return said[1].box  # the person's own move's cards fly (`own_move_flying`)
            if snap.coach_step[0] != said[0]:
                self._said = None  # the person's next turn has come: its own words now
            return None
        # (the session runs ahead of what is shown: the next step may be counted while
        # the bot's last move still flies)
        return said[1].box if snap.coach_step[0] - said[0] in (0, 1) else None

    def resting_coach(self, surface: pygame.Surface, snap: Snapshot, frame: Frame) -> None:
        """While the bots play: the coach's last words stay on their card, dimmed, its
        head saying who plays now (pt17: in Solar's guided game the card vanished during
        the opponents' turns and the newcomer lost the thread). It lies over the side
        column only, off the board where their cards go."""
        if self.waiting_card(snap, frame) is None or self._said is None:
            return
        if own_move_flying(snap, self._said[0]):  # the person's words, as they stood
            paint_card(surface, self._said[1], frame, self.text)
            return
        player = snap.state.current_player
        name = snap.names[player] if 0 <= player < len(snap.names) else ""
        paint_waiting(surface, self._said[1], frame, self.text,
                      tr("kit.coach_waits", name=name))

    def _tip_crowd(self, surface: pygame.Surface, snap: Snapshot,
                   frame: Frame) -> CrowdFn:
        """How much a button's tip would cover where it may lie, measured once per tip,
        button and window (the tip never moves while it shows); the lesson and the hand's
        cards are kept clear."""
        assert snap.tip is not None
        key = (snap.tip[0], tuple(snap.tip[1]), frame.size)
        if len(self._tips) > 64:
            self._tips.clear()
        kept = [r for r in (self.lesson_box, self.lesson_pill) if r is not None]
        if not snap.hidden_hand:  # nor the hand's cards (pt11a 8: Undo's tip lay on two)
            kept += frame.hand_rects(len(snap.hand), snap.selected, snap.hand)
        measure = Crowd(surface, self._felt_for(frame), [], max(6, round(10 * frame.scale)),
                        kept)

        def crowd(rect: pygame.Rect) -> int:
            found = self._tips.get((key, tuple(rect)))
            if found is None:
                found = self._tips[(key, tuple(rect))] = measure(rect)
            return found
        return crowd

    def kit_kept(self, surface: pygame.Surface, snap: Snapshot, frame: Frame,
                 board: Board) -> list[pygame.Rect]:
        """What the kit paints on the board that a lesson must not cover: the piles'
        badges and the message line (where a refusal or the hint will stand)."""
        badges = self.badge_boxes(surface, self.piles(snap), frame, board)
        line = frame.message.clip(frame.board)
        return [*badges, line] if line.h > 0 else badges

    def hinted_marks(self, surface: pygame.Surface, snap: Snapshot, frame: Frame,
                     board: Board) -> None:
        """The hint's move lit as the coach lights its own: gold frames on its places and
        on its cards in the hand, while the hint is said (playtest pt3b, 5: "Try: play
        green 7" with green 7 nowhere marked)."""
        cards, zones = snap.hinted
        if cards or zones:
            self._mark(surface, snap, frame, board, cards, zones)

    def _mark(self, surface: pygame.Surface, snap: Snapshot, frame: Frame, board: Board,
              cards: Sequence[str], zones: Sequence[str]) -> int:
        """Gold frames on `zones` and on the hand's `cards` not yet staged, as the coach
        and the hint point; returns the frames' width (the pulse)."""
        pulse = 2 + round(2 * frame.scale)
        # a frame never runs through a count badge (pt4a 11): the badges, kit's and game's,
        # are kept as painted and laid back over the frames
        bounds = surface.get_rect()
        # (a pile with no badge words has none painted: its empty box, laid back, cut a
        # notch in the frame round Solar's empty pile, pt14c 11)
        piles = self.piles(snap)
        worded = [box for pile, box in zip(piles, self.badge_boxes(surface, piles, frame, board),
                                          strict=True)
                  if badge_label(pile, frame.scale, self.text).get_width()]
        badges = [r.clip(bounds) for r in (*worded, *self.view.badge_rects(board))]
        kept = [(r, surface.subsurface(r).copy()) for r in badges if r.w and r.h]
        frame_places(surface, [board.zone_rect(zone) for zone in zones], pulse)
        wanted = still_pointed(cards, snap.highlight.staged)
        if not snap.hidden_hand:
            rects = frame.hand_rects(len(snap.hand), snap.selected, snap.hand)
            for index, code in enumerate(snap.hand):
                if code in wanted:
                    wanted.remove(code)
                    pygame.draw.rect(surface, theme.GOLD, visible_part(rects, index),
                                     width=pulse, border_radius=10)
        for rect, painted in kept:
            surface.blit(painted, rect)
        return pulse

    def _coaching(self, surface: pygame.Surface, snap: Snapshot, coaching: Coaching,
                  frame: Frame, board: Board) -> None:
        """The guided game: gold frames on what the coach points at, and its lesson beside
        them, open on a card or folded into its pill (`lesson.py`)."""
        pulse = self._mark(surface, snap, frame, board, coaching.cards, coaching.zones)
        light_action(surface, snap.actions, coaching.action, frame, pulse)
        short = coaching.short or tr("kit.lesson_title")
        card, pill = self.lesson_layout(surface, snap, coaching, frame, board)
        # a hint with no room under the card stands in its place, the card folded meanwhile
        open_card = snap.lesson_open and not self.hint_over_card(snap, frame)
        if open_card and self.log_box.colliderect(card.box):
            # placed just now, over the log painted before it: the log again, below it,
            # and the hint at the column's top again, now under the card
            self._side(surface, snap, frame)
            self._message(surface, snap, frame, board)
        self.offer_buttons = card.buttons if open_card else ()
        # kept for the bots' turns after it (pt17: Solar's card vanished as they played);
        # a card folded, or on the board (where the bots' cards go), is not kept
        self._said = (snap.coach_step[0], card) if open_card and snap.coach_step \
            and card.box.colliderect(frame.side) else None
        if open_card:
            paint_card(surface, card, frame, self.text)
            self.lesson_box = card.box
        else:
            paint_pill(surface, short, pill, frame)
            self.lesson_pill = pill
