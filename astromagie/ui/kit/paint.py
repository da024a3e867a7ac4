"""The kit table's painter: paints a read-only `Snapshot` into a `Frame`.

It never sees the scene: the board is painted by the game's `Board`, the
cards by the game's faces (cached per size), everything around them here:
the felt, the status line, the titled scoreboard (each seat's panel,
`seats.py`), the titled game log, the hand fan with the
selected card raised, the action buttons, the message line, the card in the
mouse, the cards in flight, a question's options, and the game's reference card
or open piles (`overlays.py`). The end has its own screen (`results.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from astromagie.host.game import GameState
from astromagie.i18n import tr
from astromagie.kit.view import (
    Board,
    NeutralSeat,
)
from astromagie.look import theme

from .buttons import column_fit, paint_button, paint_tip
from .fan import HandGlide
from .flourish import paint_flourish
from .frame import Frame, reference_button
from .handholes import paint_places_on_top
from .hovertips import hover_tip, paint_hover_tip, paint_tip_off, seats_card
from .keyhelp import with_keys
from .logscroll import paint_log_lines
from .overlays import paint_piles, paint_reference
from .paintmessage import MessagePainting
from .peek import paint_rest, rest_rect
from .picking import labels_of, option_lines, option_rects, paint_picker
from .piles import paint_badge, paint_count, paint_depth, shown_piles
from .points import POINTS_PX, badge
from .previewplace import preview_layout
from .refusedrag import paint_refused_drag
from .seats import SeatPanel, paint_seat
from .snapshot import Snapshot
from .statusline import paint_status


def side_fade(rect: pygame.Rect, start: pygame.Rect, end: pygame.Rect, side: pygame.Rect,
              words: int) -> float:
    """How far a flying card bound for or coming from the scoreboard (`start` or `end` in
    `side`) has faded: 0 whole, 1 gone; 0 for one that neither leaves nor reaches it. It
    fades from half a card before the column and is gone where the panels' words begin
    (`words`, their left edge), so it covers no panel's words, its seat's or another's
    (pt7c 16; pt10d 17: one bound for Orion, faded by its share of the column only, lay
    over Vega's lines)."""
    # its centre there: a card dropped at the board's right end, at the hand's size,
    # reaches past the column's edge and is not bound for it (pt12b 5)
    if not (side.collidepoint(end.center) or side.collidepoint(start.center)) or rect.w <= 0:
        return 0.0
    begin = side.x - rect.w // 2
    return min(1.0, max(0.0, (rect.right - begin) / max(1, words - begin)))


def previewing(snap: Snapshot) -> bool:
    """Whether a preview bubble shows (a card carried or taken up over its place): a
    button's tip then gives way, one floating text at a time (pt15a 6: "Karte zurück"'s
    tip lay under the preview's "Nochmal klicken (oder Enter)", both cut). The preview
    is what the person is doing now; the tip only where the mouse passes on its way.
    A card taken up by a key or a click shows its "click again" preview even without the
    view's words (`_chosen_preview`): a pile's tip stood clipped behind it (pt18a 6)."""
    chosen = snap.selected is not None and snap.drag_rect is None \
        and snap.highlight.over is not None
    return chosen or bool(snap.highlight.preview) and (snap.drag_rect is not None
                                                       or snap.highlight.over is not None)


def clear_of(centre: tuple[int, int], box: pygame.Rect | None, px: int) -> tuple[int, int]:
    """A celebration's centre moved up off the message line's `box` when it would stand
    on it (pt7d 3: "A Monad!" covered the line saying the winning move and what next)."""
    half = theme.font("bold", px).get_linesize() // 2
    if box is None or not box.top - half < centre[1] < box.bottom + half:
        return centre
    return centre[0], box.top - half - 2


TURN_MARK = theme.GOLD
WORDS_INSET = 16  # px from the side column's edge to its panels' words, at scale 1


class KitPainter(MessagePainting):
    """Paints snapshots into a frame (the caches it keeps are `PaintCache`'s, the places
    it measures `CoachPainting`'s, the message line `MessagePainting`'s)."""

    glide: HandGlide | None = None  # the hand closing up after a move slides (fan.py)

    # --- the frame ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, snap: Snapshot, frame: Frame, board: Board) -> None:
        surface.blit(self._felt_for(frame), (0, 0))
        self._top_bar(surface, snap, frame)
        piles = shown_piles(self.piles(snap), snap.highlight.landed)
        for pile in piles:
            paint_depth(surface, pile, board.zone_rect(pile.zone), frame.scale, self.back)
        board.paint(surface, snap.state, snap.viewer, snap.highlight)
        for pile, box in zip(piles, self.badge_boxes(surface, piles, frame, board),
                             strict=True):
            paint_badge(surface, pile, board.zone_rect(pile.zone), frame.scale, self.text, box)
        self._side(surface, snap, frame)
        self._hand(surface, snap, frame)
        self._buttons(surface, snap, frame)
        self._message(surface, snap, frame, board)
        self.hinted_marks(surface, snap, frame, board)
        self.lesson_box = None
        if snap.coaching is None or not self.view.board_at_rest(board):
            # asked again after the board's paint: a slide begins as it paints a new card
            self.lesson_pill = None
            self.resting_coach(surface, snap, frame)  # while the bots play (paintcoach.py)
        else:
            self._coaching(surface, snap, snap.coaching, frame, board)
        for code, rect in snap.landed:
            surface.blit(self.back(rect.size) if code is None else self.face(code, rect.size),
                         rect)
        for flight, rect in snap.flights:
            # drawn once at the size it lands at, scaled on the way (its proportions kept)
            size = flight.end.size
            card = self.back(size) if flight.card is None else self.face(flight.card, size)
            card = card if rect.size == size else pygame.transform.smoothscale(card, rect.size)
            into = side_fade(rect, flight.start, flight.end, frame.side,
                             frame.side.x + round(WORDS_INSET * frame.scale))
            if into:  # a card to a seat fades into its panel, never over its words (pt7c 16)
                if into >= 1.0:
                    continue
                card = card.copy()
                card.set_alpha(round(255 * (1.0 - into)))
            surface.blit(card, rect)
        if snap.drag_rect is not None and snap.dragging is not None \
                and snap.dragging < len(snap.hand):
            surface.blit(self.face(snap.hand[snap.dragging], frame.card), snap.drag_rect)
        said = self.message_box  # a celebration keeps off the message under the board
        said = said if said is not None and said.colliderect(frame.board.union(
            frame.message)) else None
        for words, centre, alpha in snap.labels:
            centre = clear_of(centre, said, frame.font(40))
            paint_flourish(surface, self.text, words, centre, alpha, frame.font(40),
                           frame.board.w - 2 * frame.font(12))
        for words, centre, alpha, colour, px in snap.points:
            px = px or frame.font(POINTS_PX)  # it shrinks as it lands: `points.landing`
            label = badge(self.text, words, px, colour, frame.scale)
            label.set_alpha(alpha)  # pill, outline and words fade as one (pt8c 9)
            surface.blit(label, label.get_rect(center=centre))
        self.tip_box = None
        if previewing(snap):
            pass  # one floating text at a time: a tip gives way to the preview (pt15a 6)
        elif snap.tip is not None and self.message_box is not None:  # off the hint (pt9d 7)
            self.tip_box = paint_tip_off(surface, *snap.tip, self.message_box, frame,
                                         self.text, self._tip_crowd(surface, snap, frame))
        elif snap.tip is not None:
            self.tip_box = paint_tip(surface, *snap.tip, frame, self.text,  # over the tray
                                     self._tip_crowd(surface, snap, frame)
                                     if snap.tip_asked else None)
        elif snap.rested:  # a seat's box or a pile under a still mouse (pt4b 18)
            seats = len(snap.names) + len(self.neutral_seats(snap.state))
            piles = shown_piles(self.piles(snap), snap.highlight.landed)
            tip = hover_tip(snap.state.game_id, self.seat_panels(snap), piles,
                            board, frame, seats, snap.mouse)
            if tip is None and self.status_cut and self.status_box.collidepoint(snap.mouse):
                tip = snap.status, self.status_box  # the whole of a status cut short
            said = self.message_box  # the whole of a hint cut to its first sentence (pt9a 4)
            if tip is None and self.message_cut and said and said.collidepoint(snap.mouse):
                tip = snap.message, said
            if tip is not None:
                paint_hover_tip(surface, *tip, frame, self.text)
        self._preview(surface, snap, frame, board)  # over everything it could be cut by
        if snap.closeup is not None:
            if snap.closeup_pinned:
                self._closeup(surface, snap.closeup, True, frame)
            else:  # a rested mouse: the card a little larger where it lies (pt9a 6)
                paint_rest(surface, snap.closeup, frame, snap.mouse, self.face)
        if snap.picker is not None:
            paint_picker(surface, snap.picker, snap.picker_focus, frame, self.text,
                         self.lesson_box)
        self._overlay(surface, snap, frame)

    def _overlay(self, surface: pygame.Surface, snap: Snapshot, frame: Frame) -> None:
        """The game's reference card or its open piles, when the person asked for one."""
        reference = with_keys(self.view.reference()) if snap.overlay == "reference" else None
        if snap.overlay == "seats":  # every seat's words, for the keyboard (Tab)
            reference = seats_card(self.seat_panels(snap))
        if reference is not None:
            paint_reference(surface, reference, frame, self.text)
        piles = self.view.open_piles(snap.state, snap.viewer) if snap.overlay == "piles" \
            else None
        if piles is not None:
            paint_piles(surface, piles, frame, self.text, self.face, self.view.card_ratio)

    def _top_bar(self, surface: pygame.Surface, snap: Snapshot, frame: Frame) -> None:
        theme.rounded_panel(surface, frame.top.inflate(-8, -8))
        buttons = [(frame.menu, tr("table.button.menu"))]
        if self.has_reference:
            buttons.append((reference_button(frame), tr("table.button.reference")))
        left = min(rect.x for rect, _ in buttons)
        self.status_box, self.status_cut = paint_status(
            surface, snap.status, frame, left - frame.top.x - 32, self.fit)
        for rect, words in buttons:
            hover = rect.collidepoint(snap.mouse)
            pygame.draw.rect(surface, theme.CONTROL_HOVER if hover else theme.CONTROL, rect,
                             border_radius=8)
            label = self.fit(words, frame.font(18), rect.w - 8)
            surface.blit(label, label.get_rect(center=rect.center))

    def preview_box(self, text: str, snap: Snapshot, frame: Frame,
                    held: pygame.Rect | None = None,
                    kept: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """The preview's panel: over the held card, or beside it where the board has no
        room above (H8), wholly on the board, off what the view keeps in sight (`kept`)."""
        return self.preview_layout(text, snap, frame, held, kept)[0]

    def preview_layout(self, text: str, snap: Snapshot, frame: Frame,
                       held: pygame.Rect | None, kept: Sequence[pygame.Rect]
                       ) -> tuple[pygame.Rect, list[str]]:
        """The preview's panel and lines (previewplace.py)."""
        held = held or (snap.drag_rect if snap.drag_rect is not None else frame.board)
        return preview_layout(text, self.text, self.wrap, frame.font(18), frame.scale, held,
                              frame.board, held is frame.board, kept, theme.GOLD)

    def _preview(self, surface: pygame.Surface, snap: Snapshot, frame: Frame,
                 board: Board) -> None:
        """What the drop under the mouse would do, over the card held; for a card taken up
        by a click or a key, over the place it is shown over (pt6b 11)."""
        text, over = snap.highlight.preview, snap.highlight.over
        self.chosen_box = None
        if snap.drag_rect is None and over is None:
            return
        held = board.zone_rect(over) if snap.drag_rect is None and over is not None else None
        if held is not None and not held.collidepoint(snap.mouse) and snap.selected is not None:
            # even with no words of the view's (Zahlenstreifen's own caption says the cost):
            # "click again (or Enter)" still says how it is played (pt16b 3)
            self._chosen_preview(surface, text, snap, frame, board)
            return
        if not text:
            return
        refused = snap.highlight.refused is not None and \
            snap.highlight.refused == snap.highlight.over  # the drag's "no" (H9)
        kept = [*self.view.kept_areas(board), *self.view.kept_in_sight(board),
                *self.coach_boxes()]  # off the coach's card (pt15c 4)
        if refused and over is not None:  # by the refused place, wrapped (pt19c 11)
            paint_refused_drag(surface, self, text, frame, board.zone_rect(over), kept)
            return
        box, lines = self.preview_layout(text, snap, frame, held, kept)
        theme.rounded_panel(surface, box, theme.PANEL[:3])  # opaque: nothing shows through
        inner = box.w - round(16 * frame.scale)
        labels = [self.fit(line, frame.font(18), inner, theme.GOLD)
                  for line in lines]
        y = box.centery - sum(label.get_height() for label in labels) // 2
        for label in labels:
            surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
            y += label.get_height()

    def seat_panels(self, snap: Snapshot) -> list[SeatPanel]:
        """Each player's panel as the state has it now (worked out again only when the
        position, the turn or who looks changes: a game's seat lines may cost)."""
        state = snap.state
        key = (id(state), len(state.history), state.current_player, snap.finished,
               snap.thinking, snap.viewer, snap.hidden_hand, snap.playing, tuple(snap.names),
               tuple(snap.kinds), snap.open_hands)
        if self._panels is None or self._panels[0] != key:
            self._panels = (key, self._seat_panels(snap))
        return self._panels[1]

    def _seat_panels(self, snap: Snapshot) -> list[SeatPanel]:
        state = snap.state
        scores = state.scores
        to_move = -1 if snap.finished else state.current_player
        panels = []
        for seat, name in enumerate(snap.names):
            you = snap.playing and seat == snap.viewer and snap.kinds[seat] == "human"
            hand = self.view.hand(state, seat)
            cards = None if you and not snap.hidden_hand else len(hand)
            panels.append(SeatPanel(
                seat, name, snap.kinds[seat], scores[seat] if seat < len(scores) else None,
                cards, tuple(self.view.seat_lines(state, seat)), seat == to_move,
                seat == snap.thinking and seat == to_move, you,
                tuple(hand) if snap.open_hands else None, state.game_id))
        return panels

    def neutral_seats(self, state: GameState) -> list[NeutralSeat]:
        return list(self.view.neutral_seats(state))  # a dummy's seat

    def seat_count(self, state: GameState, players: int | None = None) -> int:
        """How many panels the scoreboard holds: the players (all of `state`'s unless
        said), then the neutral seats."""
        return (state.num_players if players is None else players) \
            + len(self.neutral_seats(state))

    def _side(self, surface: pygame.Surface, snap: Snapshot, frame: Frame) -> None:
        theme.rounded_panel(surface, frame.side.inflate(-6, -6))
        extra = self.neutral_seats(snap.state)
        seats = len(snap.names) + len(extra)
        self._title(surface, tr("kit.scoreboard"), frame.scores_title(), frame)
        self.mini_cards = []
        for panel in self.seat_panels(snap):
            self.mini_cards += paint_seat(surface, panel, frame.seat_rect(panel.seat, seats),
                                          frame.scale, self.text, self.fit, self.back,
                                          self.view.card_ratio, snap.ticks, self.face)
        for index, seat_info in enumerate(extra, start=len(snap.names)):
            self._neutral_seat(surface, seat_info, frame.seat_rect(index, seats), frame)
        card = self.aside_lesson(snap, frame)  # the coach's card over the log's title: the
        heading = frame.log_title(seats)  # title goes while it stands (pt16a 2: half hidden)
        if card is None or not card.colliderect(heading):
            self._title(surface, tr("kit.log_title"), heading, frame)
        log = frame.log_rect(seats)
        # the coach's card and the hint over the column: the log's lines below them, none
        # cut (pt11a 1), none showing round them (pt15b 8)
        above = [r for r in (card,
                             (self.column_message(snap, frame) or (None,))[0])
                 if r is not None and r.colliderect(log)]
        if above:
            top = min(log.bottom, max(r.bottom for r in above) + round(6 * frame.scale))
            log = pygame.Rect(log.x, top, log.w, log.bottom - top)
        size = frame.font(15)
        if not snap.log and snap.playing:
            self._log_empty(surface, log, size, snap)
        self.log_box = log
        mark_h = self.text("▲", frame.font(12), theme.GOLD).get_height()
        blocks = [[self.text(part, size, theme.TEXT_DIM)  # each broken as late as it can
                   for part in self.even_wrap(line, size, log.w - 8, widows=False)]
                  for line in reversed(snap.log)]  # the newest first
        if not paint_log_lines(surface, blocks, log, mark_h, bool(snap.log_back)):
            self._log_mark(surface, log, "▲", log.y, frame)  # older ones: the wheel's
        if snap.log_back:
            self._log_mark(surface, log, "▼", log.bottom, frame)  # newer ones below

    def _log_mark(self, surface: pygame.Surface, log: pygame.Rect, mark: str, y: int,
                  frame: Frame) -> None:
        """A small mark at the log's right edge: more entries that way (pt6a 8)."""
        text = self.text(mark, frame.font(12), theme.GOLD)
        box = text.get_rect(topright=(log.right - 2, y)) if mark == "▲" else \
            text.get_rect(bottomright=(log.right - 2, y))
        surface.blit(text, box)

    def _log_empty(self, surface: pygame.Surface, log: pygame.Rect, size: int,
                   snap: Snapshot) -> None:
        """Before the first move: that the log is empty, and the keys that open what the
        game has to look at (its reference card, its open piles), which no button shows."""
        lines = [tr("kit.log_empty")]
        if self.view.reference() is not None:
            lines.append(tr("kit.overlay.reference_key"))
        has_piles = self.view.open_piles(snap.state, snap.viewer) is not None
        lines.append(tr("kit.overlay.piles_key" if has_piles else "kit.overlay.seats_key"))
        y = log.y + 4
        for line in lines:
            for part in self.wrap(line, size, log.w - 8):
                text = self.text(part, size, theme.TEXT_DIM)
                if y + text.get_height() > log.bottom:
                    return
                surface.blit(text, (log.x + 4, y))
                y += text.get_height()

    def _title(self, surface: pygame.Surface, words: str, rect: pygame.Rect,
               frame: Frame) -> None:
        """A side panel's title, in gold, with a rule under it."""
        title = self.text(words, frame.font(17), theme.GOLD, "bold")
        surface.blit(title, title.get_rect(midleft=(rect.x + 4, rect.centery)))
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.x, rect.bottom - 2),
                         (rect.right, rect.bottom - 2))

    def _neutral_seat(self, surface: pygame.Surface, seat: NeutralSeat, rect: pygame.Rect,
                      frame: Frame) -> None:
        """A seat with nobody behind it (a dummy): dimmer, dashed at its edge, no score."""
        pygame.draw.rect(surface, theme.CONTROL_DISABLED, rect, border_radius=8)
        for y in range(rect.y + 4, rect.bottom - 4, 10):
            pygame.draw.line(surface, theme.TEXT_DIM, (rect.x + 3, y), (rect.x + 3, y + 5), 2)
        name = self.fit(seat.name, frame.font(19), rect.w - 24, theme.TEXT_DIM)
        surface.blit(name, (rect.x + 14, rect.y + 6))
        y = rect.y + 8 + name.get_height()
        for line in seat.lines:
            text = self.fit(line, frame.font(15), rect.w - 24, theme.TEXT_DIM)
            if y + text.get_height() > rect.bottom:
                break
            surface.blit(text, (rect.x + 14, y))
            y += text.get_height()

    def _hand(self, surface: pygame.Surface, snap: Snapshot, frame: Frame) -> None:
        if snap.hidden_hand:
            return
        if self.glide is None:
            self.glide = HandGlide()
        # the frame's places, or on their way there as the hand closes up (pt7c 2)
        rects = self.glide.rects(frame, snap.hand, snap.selected, snap.ticks)
        # where a staged card comes back to; a played card's hole gets none (pt7c 2)
        for place in frame.staged_places(snap.hand) if snap.highlight.staged else ():
            pygame.draw.rect(surface, theme.PANEL_BORDER, place, width=2, border_radius=8)
        counts = {last: run for last, run in frame.groups(snap.hand) if run > 1} \
            if frame.grouped else {}
        # the raised card last, whole over its neighbours: the next card clipped its
        # corner's trump ring at 1024x700 (pt7c 16)
        order = [i for i in range(len(rects)) if i != snap.selected]
        order += [snap.selected] if snap.selected is not None and snap.selected < len(rects) \
            else []
        away = {i for i in (snap.dragging, *snap.returning) if i is not None}
        for index in order:
            code, rect = snap.hand[index], rects[index]
            if index in away:
                # a card carried off a stack of its like leaves the stack, not a hole: an
                # outline over the card under it doubled its corner's numerals (pt8d 15)
                if not (frame.grouped and index > 0 and snap.hand[index - 1] == code):
                    pygame.draw.rect(surface, theme.PANEL_BORDER, rect, width=2,
                                     border_radius=8)
                continue
            # the next card lies on this one's right part: the view may say its name in
            # the strip that shows (Solar's names stood cut in a 15-card hand); a card
            # carried away shows what lay under it
            after = next((i for i in range(index + 1, len(rects)) if i not in away), None)
            shown = rects[after].x - rect.x if after is not None \
                and index != snap.selected else rect.w
            surface.blit(self.hand_face(code, frame.card, shown), rect)
            if index in counts:  # a grouped hand: the group's count on its top card
                label = self.text(f"\u00d7{counts[index]}", frame.font(16), theme.TEXT_DARK,
                                  "bold")
                paint_count(surface, label, rect, frame.scale)
            if index == snap.selected:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), width=3,
                                 border_radius=10)
        if snap.highlight.staged:  # a place over the card to its left, whole (pt18b 5)
            raised = rects[snap.selected] if snap.selected is not None \
                and snap.selected < len(rects) else None
            paint_places_on_top(surface, frame.staged_places(snap.hand), rects, frame.hand,
                                raised)

    def _buttons(self, surface: pygame.Surface, snap: Snapshot, frame: Frame) -> None:
        size, rects = column_fit(frame, snap.actions)
        for action, rect in zip(snap.actions, rects, strict=True):
            paint_button(surface, action, rect, frame, snap.mouse, self.text, size)

    def mini_card_at(self, point: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The seats' open card under `point` in the last frame (the one on top)."""
        return next(((code, rect) for code, rect in reversed(self.mini_cards)
                     if rect.collidepoint(point)), None)

    def facts(self, code: str) -> list[str]:
        """The card's facts from the view (`GameViewBase.facts`; none by default)."""
        return [str(f) for f in self.view.facts(code)]

    def closeup_rects(self, frame: Frame, with_facts: bool) -> tuple[pygame.Rect, pygame.Rect]:
        """The card shown large, as tall as the board allows, and the panel of its facts
        beside it (an empty rect without facts); both centred on the board."""
        pad = round(16 * frame.scale)
        h = frame.board.h - 2 * pad
        ratio = frame.card[1] / max(1, frame.card[0])
        card = pygame.Rect(0, 0, round(h / ratio), h)
        if not with_facts:
            card.center = frame.board.center
            return card, pygame.Rect(card.right, card.y, 0, 0)
        panel_w = min(round(400 * frame.scale), frame.board.w - card.w - 3 * pad)
        card.x = frame.board.centerx - (card.w + pad + panel_w) // 2
        card.y = frame.board.y + pad
        return card, pygame.Rect(card.right + pad, card.y, panel_w, card.h)

    def closeup_rect(self, frame: Frame, code: str | None = None) -> pygame.Rect:
        """Where a card shown large lies."""
        return self.closeup_rects(frame, bool(code and self.facts(code)))[0]

    def rest_closeup_rect(self, frame: Frame, mouse: tuple[int, int]) -> pygame.Rect:
        """Where a card the mouse rests on shows a little larger (`peek.rest_rect`)."""
        return rest_rect(frame, mouse)

    def _closeup(self, surface: pygame.Surface, code: str, pinned: bool, frame: Frame) -> None:
        """The card large over the board, drawn at that size (crisp, not a scaled copy),
        with its facts beside it and how to close (or keep) it."""
        shade = pygame.Surface(frame.board.size, pygame.SRCALPHA)
        shade.fill((6, 8, 24, 200))
        surface.blit(shade, frame.board)
        facts = self.facts(code)
        card, panel = self.closeup_rects(frame, bool(facts))
        surface.blit(self.face(code, card.size), card)
        if not facts:
            return
        margin = frame.font(14)
        inner = panel.inflate(-2 * margin, -2 * margin)
        blits: list[tuple[pygame.Surface, int]] = []
        for i, fact in enumerate(facts):  # the first fact, the card's name, in gold
            size, colour = (frame.font(26), theme.GOLD) if i == 0 else (frame.font(18),
                                                                         theme.TEXT)
            lines = theme.wrap(fact, "bold" if i == 0 else "text", size, inner.w) or [""]
            for j, line in enumerate(lines):
                gap = frame.font(8) if j == len(lines) - 1 else 0
                blits.append((self.text(line, size, colour, "bold" if i == 0 else "text"), gap))
        small = frame.font(15)
        for line in theme.wrap(tr("closeup.close" if pinned else "closeup.how"), "text", small,
                               inner.w):
            blits.append((self.text(line, small, theme.TEXT_DIM), 0))
        panel.h = min(panel.h, sum(s.get_height() + g for s, g in blits) + 2 * margin)
        theme.rounded_panel(surface, panel, (16, 20, 52, 250), theme.PANEL_BORDER)
        y = inner.y
        for line_surface, gap in blits:
            if y + line_surface.get_height() > panel.bottom - margin // 2:
                break
            surface.blit(line_surface, (inner.x, y))
            y += line_surface.get_height() + gap

    def picker_rects(self, frame: Frame, options: int,
                     labels: Sequence[str] = ()) -> list[pygame.Rect]:
        """The option buttons of a question, then Cancel (`picking.option_rects`), clear of
        the open lesson's card as painted."""
        return option_rects(frame, options, labels, self.lesson_box)

    def picker_lines(self, label: str, width: int, frame: Frame) -> list[str]:
        """An option's words in lines at the options' one size (never shrunk)."""
        return option_lines(label, width, frame)

    @staticmethod
    def picker_labels(picker: Any) -> list[str]:
        return labels_of(picker)
