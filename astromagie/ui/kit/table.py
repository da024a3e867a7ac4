"""The kit's table scene: a game of any game on the shelf, shown in a window.

The game in progress is a `TableSession` (`session.py`): the state, the seats (people,
bots), every move made, undo, the hint, the lesson and the end live there, with no
window. The scene keeps only a window's work: its listening half (`gestures.py`) turns
pygame events into turn-input and session calls; as the session's listener it turns
each move made (`played.Played`) into cards flying to their zones on the `Animator`,
points rising to the seats, a celebration over the board, and keeps the position
before a bot's move on show until its cards have landed (`session.settle`); `draw`
hands a read-only snapshot to the painter (`paint.py`). The hand-over screen between
people and the end's results screen are pushed from here.
"""

from __future__ import annotations

import logging
from collections import Counter
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame

from astromagie.gameconfig import GameConfig
from astromagie.host.game import GameState
from astromagie.kit.view import (
    HAND,
    SEAT,
    Board,
    Coaching,
    GameViewBase,
    Highlight,
    TurnInput,
    TurnInputBase,
)
from astromagie.ui.kit import animation as anim
from astromagie.ui.kit.ai_worker import DEFAULT_MODE, AIWorker
from astromagie.ui.kit.bots import AI_BUDGET, BotDesk
from astromagie.ui.kit.saver import AutoSaver
from astromagie.ui.kit.seating import Seating
from astromagie.ui.scene import EVERY_FRAME, THREAD_POLL, soonest

from .again import LessonSteps
from .buttons import AGAIN_KEY, fitted, key_name, with_room_kept
from .desk import TurnDesk
from .ending import ends_the_beat, status_line, tell_the_last_move
from .enterkeys import chosen_place
from .fan import kept_places
from .flights import Departures, Places
from .flourish import CELEBRATION_SECONDS
from .frame import Frame, compute_frame
from .gestures import TableGestures
from .guided import HandOverCard
from .hintmarks import shown_hint_marks
from .hovertips import HOVER_REST, rested
from .keyfocus import OVERLAY_KEY
from .logscroll import draw_once_placed
from .paint import KitPainter, Snapshot
from .played import Played, TableListener
from .points import POINTS, send_points, shown_points
from .seatcolumn import with_seat_heights
from .session import (
    GUIDE_BOTS,
    LOG_LINES,
    SCREENSHOT_MOVES,
    TableSession,
    guided_config,
    lesson_count,
    refusal_text,
    seating_of,
)
from .statusline import status_position
from .tempo import FULL, ask_ahead, beat, pause_before, trip_delays
from .undo import UndoPoint

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

__all__ = ["GUIDE_BOTS", "LOG_LINES", "SCREENSHOT_MOVES", "AIWorker",
           "KitTableScene", "refusal_text", "seating_of"]

log = logging.getLogger(__name__)
T = TypeVar("T")
KEYS_HELD = 4  # at most this many keys wait for the cards to land; older ones are dropped
EVENTS_HELD = 64  # and this many events in all (a held click's motion and release with it)
KEYS_AT_ONCE = frozenset({pygame.K_ESCAPE, pygame.K_F1, OVERLAY_KEY, pygame.K_i})
# the game's last move stays in sight this long before the results (pt3b, 16); a click
# or a key goes on at once; without animations the pause is shorter, and it goes with
# the animations' speed
END_SECONDS, END_SECONDS_STILL = 3.5, 1.5  # pt6c 17, pt6d 11: at 2 s nobody saw it
INPUT_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                pygame.KEYDOWN)


class OfSession(Generic[T]):
    """A scene attribute that is the session's (read and written there): what a game in
    progress holds is asked of the scene by name, as it was before the session."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, scene: Any, owner: type | None = None) -> T:
        value: T = getattr(scene.session, self.name)
        return value

    def __set__(self, scene: Any, value: T) -> None:
        setattr(scene.session, self.name, value)


class KitTableScene(TableGestures, TableListener):
    """One game at a kit table. `state` is given when resuming a save."""

    paces = True  # a bot's move is shown card by card before the next
    state: OfSession[GameState] = OfSession()
    config: OfSession[GameConfig] = OfSession()
    seating: OfSession[Seating] = OfSession()
    viewer: OfSession[int] = OfSession()
    turn: OfSession[TurnInput | None] = OfSession()
    finished: OfSession[bool] = OfSession()
    undos: OfSession[int] = OfSession()
    pending: OfSession[GameState | None] = OfSession()
    celebration: OfSession[str | None] = OfSession()
    log_lines: OfSession[list[str]] = OfSession()
    message: OfSession[str] = OfSession()
    message_kind: OfSession[str] = OfSession()
    message_left: OfSession[float] = OfSession()
    refused_zone: OfSession[str | None] = OfSession()
    rule: OfSession[str | None] = OfSession()
    coaching: OfSession[Coaching | None] = OfSession()
    guided: OfSession[bool] = OfSession()
    guide_step: OfSession[int] = OfSession()
    lesson: OfSession[LessonSteps] = OfSession()
    bots: OfSession[BotDesk] = OfSession()
    saver: OfSession[AutoSaver] = OfSession()
    undo_points: OfSession[list[UndoPoint]] = OfSession()

    def __init__(self, app: Services, config: GameConfig, state: GameState | None = None, *,
                 ai_mode: str = DEFAULT_MODE, ai_budget: float = AI_BUDGET,
                 autosave: bool = True, guided: bool = False,
                 session: TableSession | None = None) -> None:
        super().__init__(app)
        # `session`: a game already in progress elsewhere (a network table's, netscene.py)
        self.session = session if session is not None else TableSession(
            config, state, worker=AIWorker(ai_mode), ai_budget=ai_budget,
            autosave=autosave, guided=guided)
        self.session.listener = self
        self.session.again_key = key_name(AGAIN_KEY)
        self.kit: GameViewBase = self.session.view
        self.rules = self.session.rules
        self.animator = anim.Animator(self._speed(), still=not self.app.settings.animations)
        # the bot's cards that have landed on the board while the position before its move
        # is still shown: they lie where they landed until the whole move is shown
        self.landed: list[tuple[str | None, pygame.Rect]] = []
        self.landed_on: Counter[str] = Counter()  # how many of them by zone (Highlight)
        self.departures = Departures()  # the cards leaving a zone meanwhile (flights.py)
        self.last_mover: int | None = None  # the seat whose move was shown last
        self.beat = FULL  # the pace of the move shown last (tempo.py)
        self.desk = TurnDesk(sort_key=self.kit.sort_key)
        size = app.screen.get_size() if app.screen is not None else (1280, 800)
        self.frame: Frame = compute_frame(size, self.kit.card_ratio, self.kit.grouped_hand())
        self.board: Board = self.kit.board(self.frame.board, self.state.num_players,
                                           self.frame.card)
        self.session.board = self.board
        self.painter = KitPainter(self.kit)
        self.clock = 0.0  # seconds of play (what moves on screen by itself keeps time by it)
        self._lesson_seen: tuple[int, str] | None = None  # the lesson turn whose card opened
        self._handover_shown = ""  # the hand-over card's words, once they have opened
        self._keys_held: list[pygame.event.Event] = []  # typed while cards fly (_waits_for_cards)
        self.touched = 0.0  # the clock at the mouse's or the keys' last event
        # the game is over: its results wait (with the players' bests) until the last move
        # has been seen a moment (`END_SECONDS`)
        self.ending: dict[str, int] | None = None
        self.end_left = 0.0

    @classmethod
    def guided_game(cls, app: Services, game: str) -> KitTableScene:
        """The game's guided first game (route "guide", `session.guided_config`)."""
        config, autosave = guided_config(game)
        return cls(app, config, autosave=autosave, guided=True)

    # --- environment -----------------------------------------------------------------
    def _speed(self) -> float:
        return max(0.1, float(self.app.settings.animation_speed))

    def on_resize(self, size: tuple[int, int]) -> None:
        self.frame = compute_frame(size, self.kit.card_ratio, self.kit.grouped_hand())
        self.board = self.kit.board(self.frame.board, self.state.num_players, self.frame.card)
        self.session.board = self.board
        self.pointer.drag = None
        self.landed.clear()  # where they lay is gone with the old size
        self.landed_on.clear()
        self.painter.invalidate()

    def on_language(self, lang: str) -> None:
        self.session.on_language()
        self.painter.invalidate()

    def enter(self) -> None:
        if self.app.screen.get_size() != self.frame.size:
            self.on_resize(self.app.screen.get_size())
        self.session.bots.worker.start()
        self.session.begin_turn()

    def pause(self) -> None:
        """A dialog opens over the table (the pause menu, the hand-over): the cards on
        their way land first, so none is left in mid-air over the scoreboard under it
        (playtest pt1, 32); the game goes on from the landed position on return."""
        self.animator.finish()
        self.pointer.drag = None

    def resume(self) -> None:
        self.animator.speed = self._speed()
        self.animator.still = not self.app.settings.animations  # the player's setting
        if self.app.screen.get_size() != self.frame.size:
            self.on_resize(self.app.screen.get_size())

    def exit(self) -> None:
        self.session.close()

    # --- the session's listener: a move shown ------------------------------------------------
    def turn_began(self, seat: int) -> None:
        self.selected = None

    def hinted(self, card: str | None) -> None:
        """A hint came: a card chosen before it is put down (Enter now takes up the hint's
        card: enterkeys.py); a card the hint lights is not raised for it (pt5b 8: Enter
        then played it at once), one it cannot light is (the view names no trip)."""
        hand = self.hand()
        lit = card in self.session.hint_marks[0]
        self.selected = hand.index(card) if card is not None and card in hand and not lit \
            else None
        self.light_hinted_option()  # H inside a question: its option lit (hintwait.py)

    def ended(self, bests: dict[str, int]) -> None:
        """The game is over: the results come once the last move has landed and been
        seen (`_end_after`)."""
        self.ending = bests
        self.end_left = self.animator.scaled(
            END_SECONDS if self.app.settings.animations else END_SECONDS_STILL)
        tell_the_last_move(self.session)
        # keys and clicks sent before the last move began do not skip it (pt9d 19: D
        # pressed twice as the game ended hid Vega's winning move)
        self._events.clear()
        self._keys_held = []

    def _end_after(self, dt: float, events: list[pygame.event.Event]) -> bool:
        """The results, once the last move's cards have landed and it has stayed in sight
        `end_left` seconds, or at a click or a key. True once they are shown."""
        if self.ending is None:
            return False
        if any(ends_the_beat(e) for e in events):
            self.end_left = 0.0
        elif not self.animator.busy:  # (a board's own slide runs within the pause)
            self.end_left -= dt
        if self.end_left > 0:
            return False
        bests, self.ending = self.ending, None
        self.app.push_scene("results", self.state, self.config, bests=bests)
        return True

    def played(self, played: Played) -> None:
        """A move made: its cards fly (a bot's one after the other, the position before it
        shown until the last has landed), its points rise to the seats, the moment the game
        names rises over the board."""
        self.selected = None
        self.picker = None
        self.touched = self.clock  # a pile's tip of the table before goes (pt6c 4)
        paced, trips, seat = played.paced, played.trips, played.seat
        # a later move of a bot's turn flies quicker, unless it scores or is celebrated
        drawn = bool(trips) and all(t[1] == HAND or t[1].startswith(SEAT) for t in trips)
        # a draw's score change (Solar's -1 a card in hand) is no moment to stop for
        self.beat = beat(self.last_mover == seat, bool(played.celebration)
                         or bool(played.changes and not drawn), drawn)
        self.last_mover, delays = seat, trip_delays(self.beat, trips)
        places = Places(self.board.zone_rect, self._seat_rect, self._hand_end,
                        self.kit.card_ratio, self.frame.card)
        for i, trip in enumerate(trips):
            code, source, target = places.aim(trip, seat, played.mine, self._from_rect)
            if played.mine and target.collidepoint(source.center):
                continue  # dropped on its place: the board shows it there (pt12b 5)
            last = paced and i == len(trips) - 1
            on_board = trip[1] != HAND and not trip[1].startswith(SEAT)
            self.departures.note(self.animator.fly(
                code, source, target, duration=self.beat.flight if paced else anim.FLIGHT,
                delay=delays[i] if paced else 0.0,
                kind=anim.PLACED if played.mine and on_board and not paced else "move",
                on_land=partial(self._landed, code, target, on_board and paced, last,
                                trip[1]) if paced else None), trip, paced)
        if paced and not trips:  # nothing flies (a Monad End turn): nothing to wait for
            self._settle()
        # over the band between the board and the hand, off the cards' faces (pt6c 15)
        free = (self.frame.board.centerx, self.frame.message.centery)
        if played.celebration:
            self.animator.label(played.celebration, free,
                                duration=CELEBRATION_SECONDS,
                                rise=round(12 * self.frame.scale))  # stays in its band
        if played.changes:
            # at once after a person's move, whose score the panel shows at once; after a
            # bot's, once its cards have landed (the panel shows the move when it is shown)
            landed = delays[-1] + self.beat.flight if paced and delays else 0.0
            send_points(self.animator, played.changes, self._seat_rect, self.frame.scale,
                        delay=landed)  # on each seat's own score (pt7c 4)
        self._sound("place")

    def _hand_end(self) -> pygame.Rect:
        """Where a card coming into the person's hand lands: the fan's right end."""
        return self.frame.hand_rects(len(self.hand()) + 1)[-1]

    def _landed(self, code: str | None, target: pygame.Rect, stays: bool, last: bool,
                zone: str = "") -> None:
        """One of a bot's cards has landed: on the board it stays in sight until the move
        is shown; after the last one, the new position."""
        if stays:
            self.landed.append((code, target))
            self.landed_on[zone] += 1
        if last and not self.landed:  # all went to a seat (a bot's draw): nothing to look at
            self._settle()
        elif last:  # its line now, with its points; a moment later the new position
            self.session.settle(shown=False)
            self.animator.after(self.beat.after, self._settle)

    def _settle(self) -> None:
        self.session.settle()
        self.landed.clear()
        self.landed_on.clear()
        self.departures.clear()

    def shown_state(self) -> GameState:
        """The position on screen: before a bot's move still on its way, else the game."""
        return self.session.shown()

    def _seat_rect(self, seat: int) -> pygame.Rect:
        """A seat's panel on the scoreboard."""
        return self.frame.seat_rect(seat, self.painter.seat_count(self.state))

    # --- the session's words, asked of the scene ------------------------------------------
    def say(self, text: Any, kind: str = "info", seconds: float = 4.0) -> None:
        self.session.say(text, kind, seconds)

    def refuse(self, violation: Any, zone: str | None = None) -> None:
        self.session.refuse(violation, zone)

    def show_hint(self, move: Any) -> None:
        """The hint's sentence; a move the view cannot name has its card raised instead."""
        self.session.show_hint(move)

    def screenshot_ready(self) -> bool:
        """Mid-game and nothing moving, or over (for --screenshot)."""
        return self.finished or (len(self.state.history) >= SCREENSHOT_MOVES
                                 and not self.animator.busy)

    # --- update ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        session = self.session
        if session.handover is not None:
            name, session.handover = session.handover, None
            self._events.clear()
            self.app.push_scene("handover", name)
            return
        self.animator.speed = self._speed()
        self.animator.still = not self.app.settings.animations  # may change in the pause menu
        self.clock += dt
        self._new_lesson()  # before the events: the first key of a new lesson turn folds it
        events, self._events = self._events, []
        if self.ending is not None:  # over: the last move in sight, then the results
            self.animator.update(dt)
            self._end_after(dt, events)
            return
        if any(e.type in INPUT_EVENTS for e in events):
            # a touch puts a seat's or a pile's tip away (it is there for a resting mouse)
            self.touched = self.clock
        for event in events:
            if self._waits_for_cards(event) or (self._keys_held and event.type in INPUT_EVENTS):
                # behind a held click its motion and release wait too, in their order
                held = [*self._keys_held, event]
                keys_only = all(e.type == pygame.KEYDOWN for e in held)
                self._keys_held = held[-(KEYS_HELD if keys_only else EVENTS_HELD):]
            else:
                self._dispatch(event)
        if self._keys_held and not self.moving_cards():
            held, self._keys_held = self._keys_held, []
            for event in held:
                self._dispatch(event)
        self.closeup.track(self.rest_target(self.card_under(self.pointer.mouse)), dt,
                           dragging=self.pointer.drag is not None, mouse=self.pointer.mouse)
        self.animator.update(dt, overtaken=not self.kit.board_at_rest(self.board))
        session.poll(dt)
        if self.animator.busy:
            ask_ahead(session)  # its thinking overlaps the cards' flight
        else:
            # the least "thinking" is there so a new turn is noticed; a bot's move that goes
            # on with its own turn (a Monad payment, its End turn) waits for none (pt2 29)
            goes_on = self.last_mover == session.state.current_player
            session.play_answer(self.animator.scaled(pause_before(goes_on)))
        if not self.animator.busy and not session.finished:
            session.begin_turn()
        self.turn_came()  # a held hint asked, "wait" words gone (gestures.py)
        self.fit_buttons()
        self._keep_fan()
        self._new_lesson()

    def _waits_for_cards(self, event: pygame.event.Event) -> bool:
        """A key pressed or a card or place clicked on the person's own turn while the
        last move's cards still fly is held until they land, not lost (a player types
        and clicks on as the table moves: pt6a 10's quick Steinbock->1 went unheard
        while Erde flew to 2, and no line said so; the pause, the rules and the
        reference card answer at once)."""
        if self.picker is not None or not self.moving_cards() or not self.session.person_turn():
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button == 1 and (self.frame.hand.collidepoint(event.pos)
                                          or self.board.zone_at(event.pos) is not None)
        return event.type == pygame.KEYDOWN and event.key not in KEYS_AT_ONCE

    def moving_cards(self) -> bool:
        """Cards still move: a move's flights, or the board's own animation (Zahlenstreifen's
        row sliding one place, `GameViewBase.board_at_rest`)."""
        return self.animator.busy or not self.kit.board_at_rest(self.board)

    def settled(self) -> bool:
        """A person here is to move and the table has come to rest: the lesson's card, the
        hint and the status line's "your turn" advice wait for it (playtest pt2: the coach
        spoke while the bots' cards still slid in, over a half-drawn row)."""
        return self.human_turn() and self.kit.board_at_rest(self.board)

    def _new_lesson(self) -> None:
        """A lesson's turn begins (or is said again): its card opens."""
        coaching = self.session.coaching if self.settled() else None
        seen = None if coaching is None else (self.session.guide_step, coaching.text)
        if seen is not None and seen != self._lesson_seen:
            # the hand-over's card opens once: folded, it stays so on its later turns
            # (pt15a 1: it came back over slots 4-6 each turn after L closed it)
            if not (isinstance(coaching, HandOverCard) and coaching.text == self._handover_shown):
                self.coach_card.begin()
            if isinstance(coaching, HandOverCard):
                self._handover_shown = coaching.text
        self._lesson_seen = seen

    def fit_buttons(self) -> None:
        """The turn's buttons in one column, or two where one would reach out of the
        hand's tray (the hand gives up the room while they are there)."""
        fit = fitted(self.frame, with_room_kept(self.actions(), self.session.guided))
        if fit != self.frame:  # never squeezed less: the buttons keep their places
            moved, self.frame = fit.hand != self.frame.hand, fit
            self.pointer.drag = None if moved else self.pointer.drag  # the fan moved

    def _keep_fan(self) -> None:
        """The hand keeps its places while the turn goes on (`fan.kept_places`)."""
        fan, holes = kept_places(self.session, self.desk, self.pointer.hold, self.hand(),
                                 self.pointer.mouse, self.frame, self.clock)
        if fan != self.frame.fan or holes != self.frame.holes:
            self.frame = replace(self.frame, fan=fan, holes=holes)

    def wake_in(self) -> float | None:
        """Every frame while cards fly; a bot's answer is polled; timers otherwise.

        At the person's turn with nothing moving only the message's timeout, the
        close-up's delay and the end's reading time wake the table.
        """
        session = self.session
        if self._events or session.handover is not None or self.animator.moving \
                or not self.kit.board_at_rest(self.board) or self.bounce is not None:
            return EVERY_FRAME
        if self.ending is not None:
            return max(0.0, self.end_left)
        rest = self.touched + HOVER_REST - self.clock
        return soonest(
            THREAD_POLL if session.waiting() else None,
            session.message_left if session.message_left > 0 else None,
            rest if rest > 0 else None,  # a seat's or a pile's tip (hovertips)
            self.closeup.wake_in(), self.pointer.hold.wake_in(self.clock),  # (pt18c 1)
        )

    # --- painting ----------------------------------------------------------------------
    def highlight(self) -> Highlight:
        drag = self.pointer.moved_drag()
        session = self.session
        held = drag.code if drag is not None else (
            self.hand()[self.selected] if self.selected is not None
            and self.selected < len(self.hand()) else None)
        refused = session.refused_zone if session.message and \
            session.message_kind == "error" else None
        staged = tuple(session.staged_cards())
        names = tuple(session.seating.names)
        turn = session.turn
        seen = Highlight(refused=refused, staged=staged, names=names, live=turn,
                         you=session.seating.you, options=session.config.options,
                         landed=self.departures.net(self.landed_on),
                         left=self.departures.left())
        if held is None or turn is None or not self.human_turn():
            return seen
        targets = frozenset(turn.targets(held))
        keyed = drag is None and self.pointer.keyed  # chosen by a key: not the mouse's place
        over = None if keyed else self.board.zone_at(self.pointer.mouse)
        if drag is None and over not in targets:
            lit = session.hint_marks[1] if session.message_kind == "hint" else ()
            over = None if self.held_unarmed() else chosen_place(targets, lit)  # (pt6b 11)
        preview = turn.preview(held, over) if over is not None else ""
        if drag is not None and over is not None and over not in targets:
            # a drag says "no" before the drop: the zone framed red, the refusal shown (H9)
            violation = turn.refusal(held, over) if isinstance(turn, TurnInputBase) else None
            if violation is not None:
                preview = refusal_text(self.config.game, self.kit, violation, names)
                seen = replace(seen, refused=over)
        elif drag is not None and over in targets:
            seen = replace(seen, refused=None)  # a legal place says yes, whatever was refused
        return replace(seen, targets=targets, over=over, held=held, preview=preview)

    def snapshot(self) -> Snapshot:
        drag = self.pointer.moved_drag()
        hidden = self._hand_hidden()
        session = self.session
        shown = session.shown()
        playing = session.viewer in session.seating.humans
        # the advice for the person's turn waits until the table is at rest, as the lesson
        # does; whose turn it is does not (zs7: the bots' words stood for a moment)
        resting = not session.person_turn() or self.settled()
        highlight = self.highlight()
        told = highlight if resting else replace(highlight, live=None, settling=True)
        actions = self.actions()
        # a question or an open card over the table puts a button's tip away (pt4a)
        tip = self.tip(actions) if self.picker is None and self.overlay is None else None
        asked = tip is not None and tip[1].collidepoint(self.pointer.mouse)
        return Snapshot(
            state=shown, names=session.seating.names, kinds=session.seating.kinds,
            viewer=session.viewer, hand=[] if hidden else self.hand(),
            hidden_hand=hidden, selected=self.selected,
            dragging=drag.hand_index if drag is not None else None,
            drag_rect=drag.rect(self.frame.card) if drag is not None else None,
            actions=actions, highlight=highlight, tip=tip, tip_asked=asked,
            hinted=shown_hint_marks(session, self.hand(), self.selected),  # (pt17 3)
            message=session.message, message_kind=session.message_kind,
            status=status_line(self.kit, session, status_position(session, self.animator),
                               playing, told),  # as the cards on the table (pt17 4)
            log=self.log_scroll.window(session.log_lines), log_back=self.log_scroll.back,
            picker=self.picker, picker_focus=self.picker_focus, finished=session.finished,
            lesson_open=self.coach_card.open,
            flights=self.animator.flights_now(), landed=list(self.landed),
            mouse=self.pointer.mouse, rested=rested(self) and self.hover_allowed(),
            coaching=session.coaching if self.settled() else None,
            coach_step=lesson_count(session.guide_step,
                                    session.guide_steps if session.guide_counted else 0,
                                    session.view.guide().lessons) if session.guided else None,
            closeup=self.closeup.code, closeup_pinned=self.closeup.pinned,
            labels=[(label.text, *label.now()) for label in self.animator.labels
                    if label.kind != POINTS],
            points=shown_points(self.animator, self.frame),
            returning=tuple(self.animator.arriving("hand")),
            thinking=session.thinking(),
            overlay=self.overlay,
            playing=playing,
            ticks=round(self.clock * 1000))

    def draw(self, surface: pygame.Surface) -> None:
        snap = self.snapshot()
        self.frame = with_seat_heights(self.frame, self.painter, snap)  # sized to their words
        draw_once_placed(self.painter, surface, snap, self.frame, self.board)
        self.hand_cues(surface, snap)

