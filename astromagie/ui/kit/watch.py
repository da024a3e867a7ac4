"""Watching a finished game of any kit game again, turn by turn.

`KitWatchScene(app, playback)` opens at the deal and shows the position after turn n of a
`storage.archive.Playback` at the kit's table, painted by the same painter and
the game's own board and cards: the scoreboard with the game's seat lines, the
hand of one seat at a time (the game is over, nothing is hidden any more: S or
the "Switch hand" button shows the next seat's; H, the table's Hint key,
means nothing here, pt6b 8), the move just made in words on the
message line, and the log of every move up to turn n beside it; at the last
turn the log ends with the game's breakdown.

With a review (`review=True`, or R), the log's place holds the review's panel
(`ui.review_panel`): its progress while the search works beside the window, then
the moments where a person's move cost points; choosing one goes to the position
before it and lays the move played (a card framed red, as it was played) and the
better one (a faint card in a dashed gold outline, never a second real card, pt6b 8)
on the table, with the loss and the reason in words; which is which the panel's
legend says, beside the table, so no word covers a card (pt8a 5).

Over the buttons, a timeline marks every turn (taller where a score changed) and the
current one; a click or a drag on it jumps to that turn. In the scoreboard every
seat's panel shows the faces of its hand (in the replay only: at the table they are
backs); the mouse on one of them shows it at the hand's size with its name beside the
scoreboard (`peek.py`).

Controls: previous / next (buttons, Left / Right), first / last (Home / End),
autoplay (Space) at a pace scaled by the animation speed setting, Back (Esc); Tab
and Shift+Tab move a focus ring over the buttons and Enter presses the one it marks.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

import pygame

from astromagie.ai.review import Moment
from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.i18n import tr
from astromagie.kit.view import HAND, Action, Board, GameViewBase, Highlight
from astromagie.look import theme
from astromagie.storage.archive import Playback
from astromagie.ui.review_job import ReviewJob
from astromagie.ui.review_panel import ReviewPanel, paint_ghosts
from astromagie.ui.scene import Scene, soonest
from astromagie.ui.words import seat_names

from .chart import turns_done
from .frame import HAND_MARGIN, Frame, compute_frame, reference_button
from .guided import coached_turns
from .overlays import paint_reference
from .paint import KitPainter, Snapshot
from .peek import paint_peek
from .timeline import paint_timeline, turn_at

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

STEP_SECONDS = 1.2  # autoplay pace at animation speed 1.0
TIMELINE_H = 16  # the timeline's height at scale 1 (its marks rise above and below it)
SIDE_BY_SIDE = 6  # cards the replay's hand lays apart, names whole (Astromagie's hand)
LEAST_CARD = 0.72  # the smallest share of the table's card size the replay's card takes


@dataclass(frozen=True)
class WatchFrame(Frame):
    """The kit's frame with the player's controls two by two beside the hand."""

    def button_rects(self, count: int) -> list[pygame.Rect]:
        rows = (count + 1) // 2
        gap = round(8 * self.scale)
        h = min(round(44 * self.scale), (self.buttons.h - gap * (rows - 1)) // max(1, rows))
        half = (self.buttons.w - gap) // 2
        top = self.buttons.bottom - rows * h - (rows - 1) * gap
        rects = []
        for i in range(count):
            row, col = divmod(i, 2)
            alone = i == count - 1 and count % 2 == 1
            rects.append(pygame.Rect(self.buttons.x + (0 if alone else col * (half + gap)),
                                     top + row * (h + gap), self.buttons.w if alone else half,
                                     h))
        return rects

    def timeline(self, count: int) -> pygame.Rect:
        """The slim bar of the game's turns, just over the `count` buttons."""
        top = min(r.top for r in self.button_rects(count))
        h = round(TIMELINE_H * self.scale)
        return pygame.Rect(self.buttons.x, top - round(10 * self.scale) - h, self.buttons.w, h)


def watch_frame(size: tuple[int, int], card_ratio: float, grouped: bool = False) -> WatchFrame:
    """The table's frame with the buttons' column twice as wide, taken from the hand: each
    of the two buttons side by side is as wide as one at the table, so no label is set
    smaller than at the table. `grouped`: the hand's shape as at the table (monad7: the
    replay fanned Monad's 18 cards as slivers). The hand is laid by the table's fan rules,
    a margin from the window's edge."""
    frame = compute_frame(size, card_ratio, grouped)
    extra = frame.buttons.w + round(8 * frame.scale)
    parts = {f.name: getattr(frame, f.name) for f in fields(frame)}
    parts["buttons"] = frame.buttons.inflate(extra, 0).move(-extra // 2, 0)
    # the hand keeps a margin inside its panel: the replay's narrower hand laid its first
    # card on the panel's edge, by the window's (pt8a 5)
    margin = round(12 * frame.scale)
    parts["hand"] = pygame.Rect(frame.hand.x + margin, frame.hand.y,
                                frame.hand.w - extra - margin, frame.hand.h)
    if not grouped:
        parts["card"] = whole_names_card(frame.card, parts["hand"].w, frame.scale)
    return WatchFrame(**parts)


def whole_names_card(card: tuple[int, int], hand_w: int, scale: float) -> tuple[int, int]:
    """The replay's card size: as at the table, or smaller (down to `LEAST_CARD` of it) so
    that `SIDE_BY_SIDE` cards lie apart in its narrower hand, each name whole (pt16a 7: at
    1024x700 "Capricor", "Conjunctio" under the next card)."""
    room = hand_w - 2 * round(HAND_MARGIN * scale) - (SIDE_BY_SIDE - 1) * round(8 * scale)
    share = max(LEAST_CARD, min(1.0, room / (SIDE_BY_SIDE * card[0])))
    return round(card[0] * share), round(card[1] * share)


def asks_for_rules(event: pygame.event.Event, frame: Frame) -> bool:
    """Whether `event` opens the quick rules: ? (the typed character decides, on any
    keyboard layout) or a click on their button in the top bar."""
    if event.type == pygame.KEYDOWN:
        return getattr(event, "unicode", "") == "?" or event.key == pygame.K_QUESTION
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
        reference_button(frame).collidepoint(event.pos)


class KitWatchScene(Scene):
    """A finished game at the kit's table, one turn at a time."""

    def __init__(self, app: Services, playback: Playback, review: bool = False,
                 review_mode: str = "process") -> None:
        super().__init__(app)
        self.playback = playback
        self.review_mode = review_mode
        self.panel: ReviewPanel | None = None
        self.moment: Moment | None = None  # the chosen moment of the review
        self.game = playback.config.game
        self.rules = registry.rules(self.game)
        self.kit: GameViewBase = registry.view(self.game).for_game(playback.game_at(0))
        seats = seat_names(playback.config.seats)
        self.names = list(seats.names)
        self.kinds = [seat.kind for seat in playback.config.seats]
        self.you = seats.you
        self.turn = 0  # open at the deal: a game is watched from its start
        self.seat = self.you if self.you is not None else 0  # whose hand is shown
        self.playing = False
        self.clock = 0.0
        self.mouse = (0, 0)
        self.focus: str | None = None  # the button Tab has marked (Enter presses it)
        self.rules_open = False  # the quick rules (?) over the replay, as at the table (pt19c 7)
        self.lines = self._describe_all()
        self.scoring = self._scoring_turns()
        # Monad's chart counts turns, the record actions: the status names both (pt10d 15)
        self.turns_done = turns_done([playback.game_at(k) for k in range(
            playback.turn_count + 1)], self.kit)
        self.scrubbing = False  # the mouse holds the timeline's knob
        size = app.screen.get_size() if app.screen is not None else (1280, 800)
        self.frame: WatchFrame = watch_frame(size, self.kit.card_ratio, self.kit.grouped_hand())
        self.board: Board = self.kit.board(self.frame.board, len(self.names), self.frame.card)
        self.painter = KitPainter(self.kit)
        if review:
            self.start_review()

    # --- the review ----------------------------------------------------------------------
    def start_review(self) -> None:
        """Review the people's moves (every seat's in a game of bots only)."""
        if self.panel is not None:
            return
        seats = [i for i, kind in enumerate(self.kinds) if kind == "human"] or \
            list(range(len(self.names)))
        job = ReviewJob(self.playback.record, seats, mode=self.review_mode)
        playback = self.playback
        coached = coached_turns(playback.record, self.game, [
            playback.game_at(k) for k in range(playback.turn_count + 1)]) \
            if self.you == 0 else set()
        self.panel = ReviewPanel(job, self.names, self.you, self.move_words, coached,
                                 self.kept_cards, self.told_turn)
        self.panel.place(self.frame.log_rect(len(self.names)), self.frame.scale)

    def told_turn(self, action: int) -> int:
        """The turn the move numbered `action` (from 1) is made in, as the chart counts."""
        return action if self.turns_done is None else self.turns_done[action - 1] + 1

    def move_words(self, turn: int, notation: str) -> str:
        """The move `notation` made at record entry `turn` (1-based) in words: as the hint
        names it where the view can (a secret choice shows its cards: the game is over),
        else as the log says it."""
        before = self.playback.game_at(turn - 1)
        move = self.rules.parse_move(notation)
        named = self.kit.move_words(move, before, self.names)
        if named:
            return named
        after = before.clone()
        after.apply(move, checked=False)
        return self.kit.describe(before, move, after, self.names, self.you)

    def choose_moment(self, moment: Moment | None) -> None:
        if moment is None:
            return
        self.moment = moment
        self.playing = False
        self.go(moment.turn - 1)

    def at_moment(self) -> bool:
        """Whether the table shows the chosen moment: the position before its move."""
        return self.moment is not None and self.turn == self.moment.turn - 1

    def turn_label(self) -> int:
        """The number over the timeline's knob: the moves made, or at a chosen moment
        that move's own number, as the review's list and message say it (pt8b 8)."""
        return self.moment.turn if self.moment is not None and self.at_moment() else self.turn

    def ghosts(self) -> list[tuple[str, pygame.Rect, bool]]:
        """At a chosen moment: where the move played and the better one put their open
        cards (code, where, whether it is the better one). A card lies on its place at the
        place's own size (a row's slot, whose words it then covers whole, H7), the better
        one too where the move played put a card there: it is then drawn as an outline
        only, its card named in the review's list (pt8a 5: two cards side by side covered
        the neighbouring slots and each other)."""
        moment = self.moment
        if moment is None or self.turn != moment.turn - 1:
            return []
        laid = [(code, zone, better)
                 for notation, better in ((moment.played, False), (moment.suggested, True))
                 for code, zone in self._laid(moment.turn, notation)]
        out = []
        for code, zone, better in laid:
            place = self.board.zone_rect(zone)
            rect = pygame.Rect((0, 0), self._ghost_size(place))
            rect.center = place.center
            rect.clamp_ip(self.frame.board)  # a zone at the edge keeps it on the board
            out.append((code, rect, better))
        played = [rect for _code, rect, better in out if not better]
        for index, (code, rect, better) in enumerate(out):
            if better and rect.collidelist(played) >= 0:
                out[index] = (code, self._above(rect, [r for _c, r, _b in out]), better)
        return out

    def _above(self, rect: pygame.Rect, taken: list[pygame.Rect]) -> pygame.Rect:
        """Where a better card whose place holds the card played can show its face: just
        over it where the board is free there (Zahlenstreifen's strip), else the place
        itself, where it is drawn as an outline only (Astromagie's row, its headers)."""
        gap = round(10 * self.frame.scale)
        over = rect.move(0, -(rect.h + gap))
        over.x = max(self.frame.board.x, min(over.x, self.frame.board.right - over.w))
        free = (self.frame.board.contains(over)
                and over.inflate(8, 8).collidelist(taken) < 0
                # what the game keeps in sight (Zahlenstreifen's collections, the Solar
                # Republic's chips): never under a ghost
                and over.inflate(8, 8).collidelist([
                    *self.kit.kept_in_sight(self.board), *self.kit.kept_areas(self.board),
                    *self.kit.badge_rects(self.board)]) < 0)
        return over if free else rect

    def _laid(self, turn: int, notation: str) -> list[tuple[str, str]]:
        """The open cards the move `notation` at record entry `turn` puts from the mover's
        hand onto the table: (code, zone)."""
        before = self.playback.game_at(turn - 1)
        move = self.rules.parse_move(notation)
        after = before.clone()
        after.apply(move, checked=False)
        laid = []
        for trip in self.kit.trips(before, move, after, self.board):
            code, zone = trip[0], trip[1]
            if code is None or zone == HAND or len(trip) > 2:  # a card face down (a
                # secret choice), into a hand, or not from the mover's hand (a dummy's
                # card that followed) shows nothing: the message line names them
                continue
            laid.append((code, zone))
        return laid

    def kept_cards(self, turn: int, played: str, better: str) -> list[str]:
        """The cards the move played put out that the better move keeps in hand, by name
        (pt8a 2: the review's "the cards it keeps" named none)."""
        rest = [code for code, _zone in self._laid(turn, better)]
        kept = []
        for code, _zone in self._laid(turn, played):
            if code in rest:
                rest.remove(code)
                continue
            facts = self.kit.facts(code)
            if not facts or ":" in str(facts[0]):
                return []  # no name to give ("Inner Planet: a 3 of Sol" is a kind)
            kept.append(str(facts[0]))
        return kept

    def _ghost_size(self, place: pygame.Rect) -> tuple[int, int]:
        """A ghost card's size on `place`: the place's own where it is card-shaped (a row's
        slot), else the table's card."""
        if place.w > 0 and abs(place.h / place.w - self.kit.card_ratio) < 0.15:
            return place.size
        return self.frame.card

    def _describe_all(self) -> list[str]:
        """One log line per turn, in the current language."""
        turns: list[Any] = list(self.playback.record.get("turns", ()))
        lines = []
        for n, text in enumerate(turns):
            before, after = self.playback.game_at(n), self.playback.game_at(n + 1)
            lines.append(self.kit.describe(before, self.rules.parse_move(text), after,
                                           self.names, self.you))
        return lines

    def _scoring_turns(self) -> set[int]:
        """The turns after which a score changed (a trick or a round ended): the timeline
        marks them taller."""
        count = self.playback.turn_count
        scores = [list(self.playback.game_at(n).scores) for n in range(count + 1)]
        return {n for n in range(1, count + 1) if scores[n] != scores[n - 1]}

    # --- environment -----------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.frame = watch_frame(size, self.kit.card_ratio, self.kit.grouped_hand())
        self.board = self.kit.board(self.frame.board, len(self.names), self.frame.card)
        self.painter.invalidate()
        if self.panel is not None:
            self.panel.place(self.frame.log_rect(len(self.names)), self.frame.scale)

    def on_language(self, lang: str) -> None:
        self.names = list(seat_names(self.playback.config.seats).names)
        if self.panel is not None:
            self.panel.names = self.names
        self.lines = self._describe_all()
        self.painter.invalidate()

    def enter(self) -> None:
        if self.app.screen.get_size() != self.frame.size:
            self.on_resize(self.app.screen.get_size())

    def exit(self) -> None:
        if self.panel is not None:
            self.panel.job.cancel()

    # --- moving through the game -----------------------------------------------------
    def go(self, turn: int) -> None:
        self.turn = max(0, min(turn, self.playback.turn_count))
        if self.turn == self.playback.turn_count:
            self.playing = False

    def next_seat(self) -> None:
        self.seat = (self.seat + 1) % len(self.names)

    def actions(self) -> list[Action]:
        last = self.playback.turn_count
        return [
            Action("seat", tr("kit.watch.seat"), True, pygame.K_s),
            Action("back", tr("kit.watch.back"), True, pygame.K_ESCAPE),
            Action("prev", tr("kit.watch.prev"), self.turn > 0, pygame.K_LEFT),
            Action("next", tr("kit.watch.next"), self.turn < last, pygame.K_RIGHT),
            Action("play", tr("kit.watch.pause" if self.playing else "kit.watch.play"),
                   self.turn < last, pygame.K_SPACE),
            Action("review", tr("kit.watch.review"), self.panel is None, pygame.K_r),
        ]

    def press(self, action: str) -> None:
        if action == "seat":
            self.next_seat()
        elif action == "first":
            self.go(0)
        elif action == "prev":
            self.playing = False
            self.go(self.turn - 1)
        elif action == "next":
            self.playing = False
            self.go(self.turn + 1)
        elif action == "last":
            self.go(self.playback.turn_count)
        elif action == "play":
            self.playing = not self.playing
            self.clock = 0.0
        elif action == "review":
            self.start_review()
        elif action == "back" and self in self.app.stack:
            self.app.stack.pop()

    # --- input -----------------------------------------------------------------------
    def timeline(self) -> pygame.Rect:
        """Where the timeline lies (over the buttons)."""
        return self.frame.timeline(len(self.actions()))

    def scrub(self, x: int) -> None:
        """Jump to the turn under `x` on the timeline (autoplay stops: the person chose)."""
        self.playing = False
        self.go(turn_at(self.timeline(), self.playback.turn_count, x))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.rules_open and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.rules_open = False  # a click or a key puts the quick rules away, as at the table
            return
        if self.painter.has_reference and asks_for_rules(event, self.frame):
            self.rules_open, self.playing = True, False  # the replay waits while they are read
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.scrubbing:
                self.scrub(event.pos[0])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.scrubbing = False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            grip = round(6 * self.frame.scale)  # a slim bar, easier to hit than it looks
            if self.timeline().inflate(0, 2 * grip).collidepoint(event.pos):
                self.scrubbing = True
                self.scrub(event.pos[0])
                return
            actions = self.actions()
            for action, rect in zip(actions, self.frame.button_rects(len(actions)),
                                    strict=True):
                if rect.collidepoint(event.pos) and action.enabled:
                    self.press(action.id)
                    return
            if self.frame.menu.collidepoint(event.pos):
                self.press("back")
            elif self.panel is not None:
                self.choose_moment(self.panel.choose_at(event.pos))
        elif event.type == pygame.MOUSEWHEEL and self.panel is not None:
            self.panel.scroll(-event.y)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = next((a for a in self.actions() if a.id == self.focus), None)
            if focused is not None and focused.enabled:
                self.press(focused.id)
        elif event.type == pygame.KEYDOWN:
            jumps = {pygame.K_BACKSPACE: "back", pygame.K_HOME: "first", pygame.K_END: "last"}
            if event.key in jumps:
                self.press(jumps[event.key])
                return
            if self.panel is not None and pygame.K_1 <= event.key <= pygame.K_9:
                self.choose_moment(self.panel.choose(event.key - pygame.K_1))
                return
            for action in self.actions():
                if action.key == event.key and action.enabled:
                    self.press(action.id)
                    return

    def move_focus(self, step: int) -> None:
        """Tab: the focus ring to the next (Shift+Tab: the previous) button that can be
        pressed now."""
        ids = [a.id for a in self.actions() if a.enabled]
        if not ids:
            self.focus = None
            return
        if self.focus not in ids:
            self.focus = ids[0 if step > 0 else -1]
            return
        self.focus = ids[(ids.index(self.focus) + step) % len(ids)]

    def update(self, dt: float) -> None:
        if self.panel is not None:
            self.panel.update()
        if not self.playing:
            return
        self.clock += dt
        if self.clock >= self._pace():
            self.clock = 0.0
            self.go(self.turn + 1)

    def _pace(self) -> float:
        """Seconds a turn stays on screen while the game plays by itself."""
        return STEP_SECONDS / max(0.1, float(self.app.settings.animation_speed))

    def wake_in(self) -> float | None:
        """The next step while playing, the review's progress, else only events."""
        return soonest(
            max(0.0, self._pace() - self.clock) if self.playing else None,
            self.panel.wake_in() if self.panel is not None else None,
        )

    # --- painting ----------------------------------------------------------------------
    def state(self) -> GameState:
        return self.playback.game_at(self.turn)

    def snapshot(self) -> Snapshot:
        state = self.state()
        last = self.playback.turn_count
        log = [line for line in self.lines[:self.turn] if line]  # "": told with another move
        if self.turn == last:
            log = [*log, "", *self.kit.breakdown(state, self.names)]
        status = tr("kit.watch.status", turn=self.turn, turns=last,
                    name=self.names[self.seat]) if self.turns_done is None else tr(
            "kit.watch.status_turns", turn=self.turns_done[self.turn],
            turns=self.turns_done[-1], action=self.turn, actions=last,
            name=self.names[self.seat])
        message = self.lines[self.turn - 1] if self.turn else tr("kit.watch.dealt")
        if self.moment is not None and self.panel is not None and self.at_moment():
            message = self.panel.explain(self.moment)
            # the list's number (the move's own) at the top too, not the turns made
            # before it (pt8b 8: "turn 2 of 75" over a list saying "Turn 3")
            status = tr("review.status", turn=self.told_turn(self.moment.turn),
                        turns=last if self.turns_done is None else self.turns_done[-1],
                        name=self.names[self.seat])
        return Snapshot(
            state=state, names=self.names, kinds=self.kinds, viewer=self.seat,
            hand=self.kit.hand(state, self.seat), hidden_hand=False, selected=None,
            dragging=None, drag_rect=None, actions=self.actions(),
            highlight=Highlight(names=tuple(self.names), you=self.you,
                                options=self.playback.config.options),
            message=message, message_kind="info", status=status,
            log=[] if self.panel is not None else log[-40:], picker=None, finished=False,
            mouse=self.mouse, playing=False,  # nobody plays a replay
            open_hands=True)  # the game is over: every seat's hand shows its faces

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.snapshot(), self.frame, self.board)
        bar = self.timeline()
        paint_timeline(surface, bar, self.playback.turn_count, self.turn, self.scoring,
                       self.scrubbing or bar.collidepoint(self.mouse), self.painter.text,
                       self.frame.font(13), label=self.turn_label())
        paint_ghosts(surface, self.ghosts(), self.painter, self.frame)
        actions = self.actions()
        for action, rect in zip(actions, self.frame.button_rects(len(actions)), strict=True):
            if action.id == self.focus:  # the button Enter presses
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=12)
        if self.panel is not None:
            self.panel.draw(surface, self.mouse)
        spot = self.painter.mini_card_at(self.mouse)  # a seat's open card under the mouse
        if spot is not None:
            code, rect = spot
            facts = self.painter.facts(code)
            paint_peek(surface, code, rect, self.frame, self.painter.face, self.painter.text,
                       facts[0] if facts else "")
        # the game's card without the table's keys (Enter plays, U undoes: not here; the
        # replay's buttons show their own keys)
        reference = self.kit.reference() if self.rules_open else None
        if reference is not None:  # over all of the replay's own marks
            paint_reference(surface, reference, self.frame, self.painter.text)
