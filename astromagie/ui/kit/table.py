"""The kit's table scene: a game of any game on the shelf, for people and bots.

The scene owns the game state and hands each part its piece: the game's view
(`view.GameView`) paints the board and turns a person's drops, clicks and
buttons into `Decision`s over the engine's legal moves; the kit does the rest
with the table's shared parts: `BotDesk` and the AI worker (each bot sees its
own seat's observation only), `AutoSaver` (after every move), `MessageBoard`
(refusals in words, with the rule), the `Animator` (cards flying to their
zones), the hand-over screen between people and the end with the score
breakdown. Input is recorded in `handle_event` and acted on in `update`; `draw`
hands a read-only snapshot to the painter (`paint.py`).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from astromagie import i18n
from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.game import GameState, Violation
from astromagie.i18n import tr
from astromagie.kit.view import (
    HAND,
    SEAT,
    Action,
    Board,
    Coaching,
    Decision,
    GameView,
    Highlight,
    TurnInput,
)
from astromagie.storage.archive import BAD_RECORD, playback_of
from astromagie.storage.finish import finish_game
from astromagie.storage.saves import has_autosave
from astromagie.storage.stats import new_bests
from astromagie.ui.kit import animation as anim
from astromagie.ui.kit.ai_worker import DEFAULT_MODE, AIWorker
from astromagie.ui.kit.bots import AI_BUDGET, BotDesk
from astromagie.ui.kit.closeup_state import CloseUp
from astromagie.ui.kit.pointer import Drag, Pointer
from astromagie.ui.kit.saver import AutoSaver
from astromagie.ui.kit.seating import Seating
from astromagie.ui.scene import EVERY_FRAME, THREAD_POLL, Scene, soonest
from astromagie.ui.words import seat_names

from .again import LessonSteps
from .buttons import AGAIN_KEY, button_rects, column, key_name
from .desk import ENTER_KEYS, Picker, TurnDesk, UndoPoint
from .flights import Places
from .flourish import CELEBRATION_SECONDS
from .frame import Frame, compute_frame
from .guided import guide_step_of
from .hinting import hint_for, told_again
from .paint import KitPainter, Snapshot
from .points import POINTS, score_changes, send_points

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

log = logging.getLogger(__name__)
LOG_LINES = 200  # the game log keeps this many lines
# Words told on the table (a log line, the message) as a function, asked again when the
# language changes: the log and the message never stay in the language they were told in.
Told = Callable[[], str]
GUIDE_BOTS = ("Vega", "Orion", "Lyra", "Altair")  # the guided game's opponents
SCREENSHOT_MOVES = 14  # moves made before --screenshot takes its picture (mid-game)


def seating_of(config: GameConfig) -> Seating:
    """Who sits where, worded as at every table (words.seat_names)."""
    return Seating(seat_names(config.seats).names, tuple(s.kind for s in config.seats),
                   tuple(i for i, s in enumerate(config.seats) if s.is_human))


def refusal_text(game: str, view: GameView, violation: Violation,
                 names: Sequence[str] = ()) -> str:
    """The refusal in the player's language with its rule: '... (SR5)'.

    A view that words its own refusals (`violation_words`) is asked first; otherwise
    the game's catalog says it (`<game>.violation.<reason>`), or else the engine's message.
    """
    worder = getattr(view, "violation_words", None)
    if worder is not None:
        text = worder(violation, names)
    else:
        key = f"{game}.violation.{violation.reason}"
        text = tr(key, **violation.params) if i18n.has(key) else violation.message
    return f"{text} ({violation.rule})"


class KitTableScene(Scene):
    """One game at a kit table. `state` is given when resuming a save."""

    def __init__(self, app: Services, config: GameConfig, state: GameState | None = None, *,
                 ai_mode: str = DEFAULT_MODE, ai_budget: float = AI_BUDGET,
                 autosave: bool = True, guided: bool = False) -> None:
        super().__init__(app)
        self.config = config
        self.rules = registry.rules(config.game)
        self.kit: GameView = registry.view(config.game)
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**48)
        self.state = state if state is not None else self.rules.new(
            len(config.seats), seed, config.options)
        self.seating = seating_of(config)
        self.viewer = self.seating.humans[0] if self.seating.humans else 0
        self.bots = BotDesk(AIWorker(ai_mode), seed, ai_budget, config.game)
        self.saver = AutoSaver(enabled=autosave)
        self.turn: TurnInput | None = None
        self.pointer = Pointer()
        self.selected: int | None = None  # the hand card chosen by a click or the arrow keys
        self.keyed_on = False  # the choice went on by itself after a place's key (1-6)
        self.picker: Picker | None = None
        self.animator = anim.Animator(self._speed())
        self.message = ""
        self.message_words: Told | None = None  # the message, told again in a new language
        self.message_kind = "info"
        self.message_left = 0.0
        self.refused_zone: str | None = None
        self.rule: str | None = None  # the last refusal's rule (F1 opens it)
        self.log_words: list[Told] = self._log_so_far() if state is not None else []
        self.log_lines: list[str] = [told() for told in self.log_words]
        # the person's hand as held, the keys' choices, undo against the bots (desk.py)
        self.desk = TurnDesk(sort_key=getattr(self.kit, "sort_key", None))
        self.undos = config.undos
        self.finished = False  # over: the results screen lies on top (route results)
        self._handover: str | None = None
        self._last_human: int | None = None
        self._mover: int | None = None  # who made the last move (a turn of several moves)
        self.pending: GameState | None = None  # the position before a bot's flying move
        # the bot's cards that have landed on the board while `pending` is still shown: they
        # lie where they landed until the whole move is shown, never vanish in between
        self.landed: list[tuple[str | None, pygame.Rect]] = []
        self.celebration: str | None = None  # the last moment celebrated
        self._events: list[pygame.event.Event] = []
        size = app.screen.get_size() if app.screen is not None else (1280, 800)
        self.frame: Frame = compute_frame(size, self.kit.card_ratio)
        self.board: Board = self.kit.board(self.frame.board, self.state.num_players,
                                           self.frame.card)
        self.painter = KitPainter(self.kit)
        # The guided first game: the game's coach speaks before the person's first turns.
        self.guided = guided
        self.guide_steps = self.kit.guide().steps if guided else 0
        # a resumed guided game: the coach goes on where the person left it
        self.guide_step = guide_step_of(self.state, 0) if guided and state is not None else 0
        self.coaching: Coaching | None = None
        self.lesson = LessonSteps()  # the lesson's turn now, and Again (again.py)
        self.closeup = CloseUp()  # a card shown large: rest the mouse, right-click or I
        self.overlay: str | None = None  # "reference" (?) or "piles" (Tab) over the board
        self.clock = 0.0  # seconds of play (what moves on screen by itself keeps time by it)

    def _log_so_far(self) -> list[Told]:
        """A resumed game's log: each move so far told again from the game's record (once
        per language: a switch tells it all again)."""
        try:
            playback = playback_of(self.state, self.config)
        except BAD_RECORD:  # a log is never worth losing the game over
            log.exception("the resumed game's log could not be told again")
            return []
        retold: dict[str, list[str]] = {}

        def lines() -> list[str]:
            lang = i18n.current_language()
            if lang not in retold:
                try:
                    retold[lang] = told_again(playback, self.rules, self.kit,
                                              self.seating.names, self.seating.you)
                except BAD_RECORD:  # a log is never worth losing the game over
                    log.exception("the resumed game's log could not be told again")
                    retold[lang] = []
            return retold[lang]

        def line(index: int) -> str:
            told = lines()
            return told[index] if index < len(told) else ""

        count = len(lines())
        return [partial(line, i) for i in range(max(0, count - LOG_LINES), count)]

    def _log(self, told: Told, line: str | None = None) -> None:
        """A line at the end of the log (`line`: the words already told now)."""
        self.log_words.append(told)
        self.log_lines.append(told() if line is None else line)
        del self.log_words[:-LOG_LINES]
        del self.log_lines[:-LOG_LINES]

    def _describe(self, before: GameState, move: Any, after: GameState) -> str:
        """A move in the log's words, with the seats' names of the moment."""
        return self.kit.describe(before, move, after, self.seating.names, self.seating.you)

    @classmethod
    def guided_game(cls, app: Services, game: str) -> KitTableScene:
        """The game's guided first game (route "guide"): its deal, the person at seat 0
        against its bots; saved after every move and kept at the end like any game, unless
        it would replace an unfinished game of this game (then it is a lesson only)."""
        guide = registry.view(game).guide()
        bots = tuple(SeatConfig(GUIDE_BOTS[i % len(GUIDE_BOTS)], guide.level)
                     for i in range(guide.players - 1))
        config = GameConfig((SeatConfig(tr("setup.human")), *bots), dict(guide.options),
                            seed=guide.seed, game=game)
        return cls(app, config, autosave=not has_autosave(game), guided=True)

    # --- environment -----------------------------------------------------------------
    def _speed(self) -> float:
        return max(0.1, float(self.app.settings.animation_speed))

    def on_resize(self, size: tuple[int, int]) -> None:
        self.frame = compute_frame(size, self.kit.card_ratio)
        self.board = self.kit.board(self.frame.board, self.state.num_players, self.frame.card)
        self.pointer.drag = None
        self.landed.clear()  # where they lay is gone with the old size
        self.painter.invalidate()

    def on_language(self, lang: str) -> None:
        self.seating = seating_of(self.config)
        self.log_lines = [told() for told in self.log_words]
        if self.message_words is not None:
            self.message = self.message_words()
        self.painter.invalidate()

    def enter(self) -> None:
        if self.app.screen.get_size() != self.frame.size:
            self.on_resize(self.app.screen.get_size())
        self.bots.worker.start()
        self._begin_turn()

    def resume(self) -> None:
        self.animator.speed = self._speed()
        if self.app.screen.get_size() != self.frame.size:
            self.on_resize(self.app.screen.get_size())

    def exit(self) -> None:
        self.bots.worker.close()
        self.saver.close()

    # --- the flow of the game ------------------------------------------------------------
    def human_turn(self) -> bool:
        return self.turn is not None and not self.animator.busy and not self.finished

    @property
    def undo_points(self) -> list[UndoPoint]:
        return self.desk.undo_points

    def _held(self) -> tuple[int, list[str]]:
        """The seat whose hand the fan shows and its cards, without what the turn staged."""
        seat = self.turn.seat if self.turn is not None else self.viewer
        cards = self.kit.hand(self.state, seat)
        for code in self.turn.staged() if self.turn is not None else ():
            if code in cards:
                cards.remove(code)
        return seat, cards

    def hand(self) -> list[str]:
        """The hand as the fan shows it: as the person arranged or sorted it (a card's code
        names its kind first, so sorting groups them), else in the game's order."""
        seat, cards = self._held()
        return self.desk.shown(seat, cards)

    def sort_hand(self) -> None:
        now_sorted = self.desk.toggle_sort(*self._held())
        self.selected = None
        self.say(partial(tr, "kit.sorted" if now_sorted else "kit.unsorted"), "info", 3.0)

    def rearrange(self, index: int, x: int) -> None:
        """The shown card `index` let go over the hand at `x`: it takes its place there."""
        count = len(self.hand())
        centres = [r.centerx for i, r in enumerate(self.frame.hand_rects(count)) if i != index]
        self.desk.rearrange(*self._held(), index, centres, x)
        self.selected = None

    def card_under(self, pos: tuple[int, int]) -> tuple[object, str] | None:
        """The open card under `pos` (in the hand or on the board) and where it lies."""
        hand = [] if self._hand_hidden() else self.hand()
        index = self.frame.hand_card_at(pos, len(hand), self.selected)
        if index is not None:
            return ("hand", index), hand[index]
        code = self.board.card_at(self.state, pos)
        return (("board", code), code) if code is not None else None

    def open_closeup(self) -> None:
        """I: the selected hand card large, else the card under the mouse."""
        hand = self.hand()
        if self.selected is not None and 0 <= self.selected < len(hand):
            self.closeup.open(hand[self.selected])
            return
        under = self.card_under(self.pointer.mouse)
        if under is not None:
            self.closeup.open(under[1])

    def _hand_hidden(self) -> bool:
        return len(self.seating.humans) > 1 and (self.turn is None or self._handover is not None)

    def _begin_turn(self) -> None:
        state = self.state
        if state.is_over():
            self._finish()
            return
        seat = state.current_player
        if seat in self.seating.humans:
            if self.turn is None or self.turn.seat != seat:
                self.viewer = seat
                self.turn = self.kit.turn_input(state, seat, self.seating.names)
                self.selected = None
                # undo goes back to the start of the person's turn, however many moves
                # it holds (Monad's trades, buys and leaps): a point where a turn begins
                if self._mover != seat:
                    self.desk.mark(state, len(self.log_lines))
                if len(self.seating.humans) > 1 and seat != self._last_human:
                    self._handover = self.seating.name(seat)
                self._last_human = seat
                self._coach(state, seat)
            return
        self.turn = None
        self.bots.ask_move(state, seat, self.seating.kinds[seat])

    def _hand_end(self) -> pygame.Rect:
        """Where a card coming into the person's hand lands: the fan's right end."""
        rects = self.frame.hand_rects(len(self.hand()) + 1)
        return rects[-1]

    def _coach(self, state: GameState, seat: int) -> None:
        """In the guided game: the coach's words for this turn, then a last word."""
        if not self.guided:
            return
        if self.guide_step < self.guide_steps:
            coaching = self.kit.coach(state, seat, self.guide_step)
            self.coaching = coaching if coaching.text else None
            self.lesson.begin(state, len(self.log_lines), self.guide_step)
        elif self.guide_step == self.guide_steps:
            self.coaching = None
            self.say(partial(tr, "kit.guide_done"), "hint", 8.0)
        self.guide_step += 1

    def play(self, move: Any, from_rect: pygame.Rect | None = None) -> None:
        """The one way a move is made: the engine first, then the log, the save, the flight."""
        state = self.state
        violation = state.check(move)
        if violation is not None:
            self.refuse(violation)
            return
        before = state.clone()
        seat = state.current_player
        coaching = self.coaching if seat in self.seating.humans else None
        state.apply(move)
        self._mover = seat
        self.turn = None
        self.selected = None
        self.picker = None
        self.refused_zone = None
        self.coaching = None
        self.bots.forget_hint()
        if self.message_kind in ("hint", "error"):  # they spoke of the position before
            self.say("", "info", 0.0)
        self.saver.save(state, self.config)
        told = partial(self._describe, before, move, state.clone())
        line = told()
        if line:  # "": this move is told with another one
            self._log(told, line)
        self._celebrate(before, move, state)
        paced = seat not in self.seating.humans
        trips = self.kit.trips(before, move, state, self.board)
        if paced:  # a bot's move: the position before it stays until its cards have landed
            self.pending = before
        places = Places(self.board.zone_rect, self._seat_rect, self._hand_end,
                        self.kit.card_ratio, self.frame.card)
        mine = seat == self.viewer and seat in self.seating.humans
        for i, trip in enumerate(trips):
            code, source, target = places.aim(trip, seat, mine, from_rect)
            last = paced and i == len(trips) - 1
            on_board = trip[1] != HAND and not trip[1].startswith(SEAT)
            self.animator.fly(code, source, target, duration=anim.FLIGHT,
                              delay=anim.STAGGER * i if paced else 0.0, kind="move",
                              on_land=partial(self._landed, code, target, on_board and paced,
                                              last) if paced else None)
        if paced and not trips:
            self._settle_later()
        if not paced and self.lesson.judge(coaching, trips):
            self.say(lambda: tr("kit.again_strayed", shortcut=key_name(AGAIN_KEY)), "info", 12.0)
        self._send_points(before, state, len(trips), paced)
        self._sound("place")

    def _send_points(self, before: GameState, after: GameState, trips: int,
                     paced: bool) -> None:
        """A score the move changed flies to its seat's panel (points.py): at once after a
        person's move, whose score the panel shows at once; after a bot's, once its cards
        have landed (the panel shows the new score when the move has been shown)."""
        changes = score_changes(before.scores, after.scores)
        if not changes:
            return
        landed = anim.FLIGHT + anim.STAGGER * (trips - 1) if paced and trips else 0.0
        send_points(self.animator, changes, self.frame.board.center, self._seat_rect,
                    self.frame.scale, delay=landed)

    def again(self) -> None:
        """Again: the lesson's step back to its start, the bots' replies since with it, and
        the coach says it once more."""
        point = self.lesson.take() if self.human_turn() else None
        if point is None:
            return
        taken_back = len(point.state.history) < len(self.state.history)
        self.state = point.state.clone()
        self.desk.undo_to(UndoPoint(point.state, point.log_lines))
        del self.log_lines[point.log_lines:]
        del self.log_words[point.log_lines:]
        if taken_back:  # a move is taken back: counted as an undo, as Undo my turn is
            self.undos += 1
            self.config = replace(self.config, undos=self.undos)
            self.saver.save(self.state, self.config)
        self.guide_step = point.step
        self.turn = None
        self._mover = None
        self.picker = None
        self.selected = None
        self.refused_zone = None
        self.bots.forget_hint()
        self.say(partial(tr, "kit.again_done"), "info", 4.0)
        self._begin_turn()

    def _fly_back(self, index: int, from_rect: pygame.Rect) -> None:
        """A refused card goes back from where it was dropped to its place in the fan (the
        place stays empty until it lands)."""
        hand = self.hand()
        if not 0 <= index < len(hand):
            return
        slot = self.frame.hand_rects(len(hand), self.selected)[index]
        if slot != from_rect:  # a key's drop never left the fan
            self.animator.fly(hand[index], from_rect, slot, duration=anim.RETURN_SECONDS,
                              kind=anim.RETURN, smooth=True, place=("hand", index))

    def _celebrate(self, before: GameState, move: Any, after: GameState) -> None:
        """A moment the game names (optional `GameView.celebrate`): its word rises over
        the board."""
        celebrate = getattr(self.kit, "celebrate", None)
        words = str(celebrate(before, move, after)) if celebrate is not None else ""
        if words:
            self.celebration = words
            self.animator.label(words, self.frame.board.center, duration=CELEBRATION_SECONDS,
                                rise=round(40 * self.frame.scale))

    def _landed(self, code: str | None, target: pygame.Rect, stays: bool, last: bool) -> None:
        """One of a bot's cards has landed: on the board it stays in sight until the move
        is shown; after the last one, the new position."""
        if stays:
            self.landed.append((code, target))
        if last:
            self._settle_later()

    def _settle_later(self) -> None:
        """The bot's cards have landed: a moment later the new position is shown."""
        self.animator.after(anim.AFTER_MOVE, self._settle)

    def _settle(self) -> None:
        self.pending = None
        self.landed.clear()

    def shown_state(self) -> GameState:
        """The position on screen: before a bot's move still on its way, else the game."""
        return self.pending if self.pending is not None else self.state

    def _seat_rect(self, seat: int) -> pygame.Rect:
        """A seat's panel on the scoreboard."""
        return self.frame.seat_rect(seat, self.painter.seat_count(self.state,
                                                                  len(self.seating.names)))

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.turn = None
        self.bots.worker.close()
        bests: dict[str, int] = {}
        if self.saver.enabled:
            self.saver.close()  # the last position is written before the game is filed
            bests, notices = new_bests(self.state, self.config)  # before it is counted
            for notice in notices + finish_game(self.state, self.config):
                self.say(notice.text, "info", 8.0)
        self.app.push_scene("results", self.state, self.config, bests=bests)

    def _undo_target(self) -> UndoPoint | None:
        if len(self.seating.humans) != 1 or len(self.seating.kinds) < 2 or self.finished:
            return None  # with two people at one screen nobody takes a turn back
        return self.desk.undo_target(self.state)

    def can_undo(self) -> bool:
        return self.human_turn() and self._undo_target() is not None

    def undo_last_turn(self) -> bool:
        """Back to the start of the person's last turn; the bots' replies go too."""
        target = self._undo_target() if self.human_turn() else None
        if target is None:
            return False
        self.desk.undo_to(target)
        state, lines = target.state, target.log_lines
        self.state = state.clone()
        self.lesson.offered = None
        if self.guided:  # the coach goes back with the game: its step is said again
            self.guide_step = guide_step_of(self.state, 0)
        self.turn = None
        self._mover = None  # the person's turn begins again
        self.picker = None
        self.selected = None
        self.bots.forget_hint()
        self.undos += 1
        self.config = replace(self.config, undos=self.undos)
        self.saver.save(self.state, self.config)
        del self.log_lines[lines:]
        seat = self.state.current_player
        del self.log_words[lines:]
        self._log(lambda: tr("kit.undone_log_you") if seat == self.seating.you
                  else tr("kit.undone_log", name=self.seating.name(seat)))
        self.say(partial(tr, "kit.undone"), "info", 4.0)
        self._begin_turn()
        return True

    def refuse(self, violation: Violation, zone: str | None = None) -> None:
        game = self.config.game
        # a refusal stays until it is read and acted on (a card staged, a move made): the
        # person may click it to open its rule however long they took to read it
        self.say(lambda: refusal_text(game, self.kit, violation, self.seating.names), "error",
                 0.0)
        self.refused_zone = zone
        self.rule = violation.rule
        if self.coaching is not None and self.human_turn():  # a lesson's turn: Again
            self.lesson.refused()

    def say(self, text: str | Told, kind: str = "info", seconds: float = 4.0) -> None:
        """A message over the table; words given as a function follow a language change."""
        self.message_words = None if isinstance(text, str) else text
        self.message = text if isinstance(text, str) else text()
        self.message_kind, self.message_left = kind, seconds

    def _sound(self, name: str) -> None:
        if not self.app.settings.sound:
            return
        try:
            self.app.sound.play(name)
        except Exception:  # a sound problem is never worth a crash
            log.debug("sound %s failed", name, exc_info=True)

    # --- decisions ---------------------------------------------------------------------
    def decide(self, decision: Decision, zone: str | None = None,
               from_rect: pygame.Rect | None = None, hand_index: int | None = None) -> None:
        """Act on the turn's answer; a refused card dropped from the fan (`hand_index`,
        let go at `from_rect`) flies back to its place."""
        if decision.kind == "refused" and from_rect is not None and hand_index is not None:
            self._fly_back(hand_index, from_rect)
        if zone is not None:
            self.lesson.used.append(zone)
        if decision.kind == "move":
            self.play(decision.move, from_rect)
        elif decision.kind == "moves":
            self.play_all(decision.moves, from_rect)
        elif decision.kind == "choose":
            self.picker = Picker(decision.question, decision.options)
        elif decision.kind == "refused" and decision.violation is not None:
            self.refuse(decision.violation, zone)
        elif decision.kind == "staged":
            if self.message_kind == "error":  # the refusal has done its work
                self.say("", "info", 0.0)
            self.refused_zone = None
            self.selected = None  # the selected card may have left the hand
            self._sound("place")

    def play_all(self, moves: Any, from_rect: pygame.Rect | None = None) -> None:
        """Several moves of one seat's action, in order; a refusal stops them, as does
        the turn passing to another seat (the rest would not be this seat's)."""
        seat = self.state.current_player
        for move in moves:
            if self.state.current_player != seat:
                break
            violation = self.state.check(move)
            if violation is not None:
                self.refuse(violation)
                break
            self.play(move, from_rect)

    def request_hint(self) -> None:
        if not self.human_turn() or self.bots.hint_token is not None:
            return
        assert self.turn is not None
        self.bots.ask_hint(self.state, self.turn.seat)
        self.say(partial(tr, "kit.hint_thinking"), "hint", 30.0)

    # --- update ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                          pygame.KEYDOWN):
            self._events.append(event)

    def update(self, dt: float) -> None:
        if self._handover is not None:
            name, self._handover = self._handover, None
            self._events.clear()
            self.app.push_scene("handover", name)
            return
        self.animator.speed = self._speed()
        self.clock += dt
        for event in self._events:
            self._dispatch(event)
        self._events.clear()
        self.closeup.track(self.card_under(self.pointer.mouse), dt,
                           dragging=self.pointer.drag is not None, mouse=self.pointer.mouse)
        self.animator.update(dt)
        for notice in self.saver.take_notices():
            self.say(notice.text, "info", 8.0)
        for problem in self.bots.worker.take_problems():  # the bots' helper restarted
            self.say(partial(tr, problem), "info", 8.0)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message, self.message_words = "", None
        hint = self.bots.poll(dt, self.state.current_player)
        if hint is not None and hint.move is not None and self.turn is not None:
            self.show_hint(hint.move)
        if not self.animator.busy:
            reply = self.bots.take_move(self.animator.scaled(anim.THINK_MIN))
            if reply is not None:
                move = reply.move
                if move is None or self.state.check(move) is not None:
                    log.error("bot gave %s; playing a legal move instead", move)
                    move = self.state.legal_moves()[0]
                self.play(move)
        if not self.animator.busy and not self.finished:
            self._begin_turn()

    def wake_in(self) -> float | None:
        """Every frame while cards fly; a bot's answer is polled; timers otherwise.

        At the person's turn with nothing moving only the message's timeout, the
        close-up's delay and the end's reading time wake the table.
        """
        if self._events or self._handover is not None or self.animator.moving:
            return EVERY_FRAME
        return soonest(
            THREAD_POLL if self.bots.asked or self.bots.hint_token is not None else None,
            self.message_left if self.message_left > 0 else None,
            self.closeup.wake_in(),
        )

    def _dispatch(self, event: pygame.event.Event) -> None:
        if self.overlay is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.overlay = None  # a click or a key puts the reference card or the piles away
            return
        if event.type == pygame.KEYDOWN and (wanted := self.overlay_for(event)) is not None:
            self.overlay = wanted
            self.closeup.close()
            self.pointer.drag = None
            return
        if self.closeup.pinned and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.closeup.close()  # a click or a key puts the card back
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            under = self.card_under(event.pos)
            if under is not None:
                self.pointer.drag = None
                self.closeup.open(under[1])
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer.mouse = event.pos
            if self.pointer.drag is not None:
                self.pointer.drag.follow(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer.mouse = event.pos
            self.keyed_on = False
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer.mouse = event.pos
            self._release(event.pos)
            self.closeup.hold()  # no close-up under the mouse that just let go
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)

    def overlay_for(self, event: pygame.event.Event) -> str | None:
        """The overlay a key opens, if the game has it: ? (on any keyboard layout: the
        typed character decides) its reference card, Tab its open piles."""
        if getattr(event, "unicode", "") == "?" or event.key == pygame.K_QUESTION:
            return "reference" if getattr(self.kit, "reference", None) is not None else None
        if event.key == pygame.K_TAB:
            return "piles" if getattr(self.kit, "open_piles", None) is not None else None
        return None

    def _button_at(self, pos: tuple[int, int]) -> Action | None:
        actions = self.actions()
        return next((a for a, rect in zip(actions, button_rects(self.frame, actions),
                                          strict=True) if rect.collidepoint(pos)), None)

    def _press(self, pos: tuple[int, int]) -> None:
        button = self._button_at(pos)
        if self.picker is not None:
            self._pick_at(pos)
            return
        if self.frame.menu.collidepoint(pos):
            self.app.push_scene("pause")
            return
        if self.message_kind == "error" and self.message and self.rule is not None \
                and self.frame.message.collidepoint(pos):
            self.open_rules()  # a click on a refusal opens its rule, as F1 does
            return
        if button is not None:
            self.press_action(button)
            return
        if not self.human_turn():
            if self.frame.hand.collidepoint(pos) or self.board.zone_at(pos) is not None:
                self._not_now()
            return
        assert self.turn is not None
        index = self.frame.hand_card_at(pos, len(self.hand()), self.selected)
        if index is not None:
            rect = self.frame.hand_rects(len(self.hand()), self.selected)[index]
            self.pointer.drag = Drag(index, self.hand()[index], (pos[0] - rect.x, pos[1] - rect.y),
                                     pos, pos)
            return
        zone = self.board.zone_at(pos)
        if zone is None:
            self.selected = None
            return
        if self.selected is not None:
            self._drop(self.selected, zone)
        else:
            self.decide(self.turn.click(zone), zone)

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.pointer.drag = self.pointer.drag, None
        if drag is None or self.turn is None:
            return
        if not drag.moving:  # a click: select (or unselect) the card
            self.selected = None if self.selected == drag.hand_index else drag.hand_index
            return
        zone = self.board.zone_at(pos)
        if zone is None:
            if self.frame.hand.collidepoint(pos):
                self.rearrange(drag.hand_index, pos[0])  # the person holds it there now
            else:
                self.say(partial(tr, "kit.drop_hint"), "info", 3.0)
            return
        self._drop(drag.hand_index, zone, drag.rect(self.frame.card))

    def _drop(self, index: int, zone: str, from_rect: pygame.Rect | None = None) -> None:
        assert self.turn is not None
        hand = self.hand()
        if not 0 <= index < len(hand):
            return
        self.decide(self.turn.drop(hand[index], zone), zone, from_rect, index)

    def _pick_at(self, pos: tuple[int, int]) -> None:
        assert self.picker is not None
        rects = self.painter.picker_rects(self.frame, len(self.picker.options),
                                          self.painter.picker_labels(self.picker))
        for option, rect in zip(self.picker.options, rects[:-1], strict=True):
            if rect.collidepoint(pos):
                self.picker = None
                self.play(option.move)
                return
        if rects[-1].collidepoint(pos):
            self.picker = None  # cancelled: the card stays in the hand

    def actions(self) -> list[Action]:
        """The button column (buttons.column): the turn's own, undo and the hint."""
        own = self.turn.actions() if self.turn is not None and self.human_turn() else []
        return column(own, self.can_undo(), self.human_turn(),
                      self.lesson.offered is not None and self.human_turn())

    def press_action(self, action: Action) -> None:
        if not action.enabled:
            self._not_now()
            return
        if action.id == "hint":
            self.request_hint()
        elif action.id == "undo":
            self.undo_last_turn()
        elif action.id == "again":
            self.again()
        elif self.turn is not None:
            self.decide(self.turn.press(action.id))

    def _key(self, key: int) -> None:
        keyed_on, self.keyed_on = self.keyed_on, False
        if key == pygame.K_ESCAPE:
            if self.picker is not None:
                self.picker = None
            elif self.selected is not None:
                self.selected = None
            else:
                self.app.push_scene("pause")
            return
        if key == pygame.K_F1:
            self.open_rules()
            return
        if key == pygame.K_s:
            self.sort_hand()
            return
        if key == pygame.K_i:
            self.open_closeup()
            return
        if key in ENTER_KEYS and keyed_on and self.human_turn():
            # after 1-6 the next card is chosen by the table, not the person: Enter plays
            enter = next((a for a in self.actions() if a.key in ENTER_KEYS and a.enabled), None)
            if enter is not None:
                self.press_action(enter)
                return
        if key in ENTER_KEYS and self.selected is not None and self.human_turn():
            self.play_selected()
            return
        count = len(self.hand()) if self.human_turn() else 0
        for action in self.actions():
            # Enter on a closed action (Confirm with nothing chosen) picks a card instead
            if action.key == key and not (key in ENTER_KEYS and not action.enabled
                                          and self.selected is None and count):
                self.press_action(action)
                return
        if not self.human_turn():
            return
        if key in ENTER_KEYS and self.selected is None and count:
            self.selected = 0  # Enter with nothing chosen picks the first card; again, plays it
            return
        if self.selected is not None and self.turn is not None and (
                zone := self.desk.key_zone(self.turn, key)) is not None:
            self._drop_by_key(zone)  # the game's key for a place (Astromagie's 1-6)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.selected = self.desk.step(self.selected, count, key)
        elif (number := self.desk.numbered(key, count)) is not None:
            self.selected = number

    def play_selected(self) -> None:
        """Enter: the selected card goes where the keyboard plays it (desk.keyboard_zone)."""
        assert self.turn is not None and self.selected is not None
        hand = self.hand()
        if not 0 <= self.selected < len(hand):
            return
        zone = self.desk.keyboard_zone(self.turn, hand[self.selected], self.board)
        if zone is None:
            self.say(partial(tr, "kit.no_place"), "info", 3.0)
            return
        self._drop_selected(zone)

    def _drop_selected(self, zone: str) -> None:
        """The selected card dropped on `zone` by a key, flying from its place in the fan."""
        assert self.selected is not None
        hand = self.hand()
        if not 0 <= self.selected < len(hand):
            return
        rect = self.frame.hand_rects(len(hand), self.selected)[self.selected]
        self._drop(self.selected, zone, rect)

    def _drop_by_key(self, zone: str) -> None:
        """A place's key (Astromagie's 1-6): the selected card goes there, and the choice
        goes on to the card that took its place in the fan (or the last one), so the
        next key lays the next card; Enter, with nothing chosen, still presses Play."""
        assert self.selected is not None
        index, before = self.selected, len(self.hand())
        self._drop_selected(zone)
        left = len(self.hand())
        if self.human_turn() and 0 < left < before:  # staged: the card left the fan
            self.selected = min(index, left - 1)
            self.keyed_on = True

    def screenshot_ready(self) -> bool:
        """Mid-game and nothing moving, or over (for --screenshot)."""
        return self.finished or (len(self.state.history) >= SCREENSHOT_MOVES
                                 and not self.animator.busy)

    def open_rules(self) -> None:
        """F1: the game's rule book, at the rule of the last refusal."""
        game = self.config.game
        if registry.has_rule_book(game):
            self.app.push_scene("rules", self.rule, game)

    def show_hint(self, move: Any) -> None:
        """The hint's sentence; a move the view cannot name has its card raised instead."""
        hand = self.hand()
        state = self.state.clone()  # the hint speaks of the position it was asked in
        text, card = hint_for(self.kit, self.rules.policy(), self.config.game, state, move,
                              self.board, hand)
        told_in = {i18n.current_language(): text}  # worded again only in a new language

        def words() -> str:
            lang = i18n.current_language()
            if lang not in told_in:
                told_in[lang] = hint_for(self.kit, self.rules.policy(), self.config.game,
                                         state, move, self.board, hand)[0]
            return told_in[lang]

        if card is not None:
            self.selected = hand.index(card)
        self.say(words, "hint", 15.0)

    def _not_now(self) -> None:
        if self.finished:
            return
        seat = self.state.current_player
        if seat not in self.seating.humans:
            self.say(lambda: tr("kit.not_your_turn", name=self.seating.name(seat)), "info", 2.5)

    # --- painting ----------------------------------------------------------------------
    def highlight(self) -> Highlight:
        drag = self.pointer.moved_drag()
        held = drag.code if drag is not None else (
            self.hand()[self.selected] if self.selected is not None
            and self.selected < len(self.hand()) else None)
        refused = self.refused_zone if self.message and self.message_kind == "error" else None
        staged = tuple(self.turn.staged()) if self.turn is not None else ()
        names = tuple(self.seating.names)
        if held is None or self.turn is None or not self.human_turn():
            return Highlight(refused=refused, staged=staged, names=names)
        targets = frozenset(self.turn.targets(held))
        over = self.board.zone_at(self.pointer.mouse)
        preview = self.turn.preview(held, over) if over is not None else ""
        return Highlight(targets, over, refused, preview, held, staged, names)

    def snapshot(self) -> Snapshot:
        drag = self.pointer.moved_drag()
        hidden = self._hand_hidden()
        return Snapshot(
            state=self.shown_state(), names=self.seating.names, kinds=self.seating.kinds,
            viewer=self.viewer, hand=[] if hidden else self.hand(),
            hidden_hand=hidden, selected=self.selected,
            dragging=drag.hand_index if drag is not None else None,
            drag_rect=drag.rect(self.frame.card) if drag is not None else None,
            actions=self.actions(), highlight=self.highlight(),
            message=self.message, message_kind=self.message_kind,
            status=self.kit.status(self.shown_state(), self.viewer,
                                   playing=self.viewer in self.seating.humans),
            log=self.log_lines[-40:],
            picker=self.picker, finished=self.finished,
            flights=self.animator.flights_now(), landed=list(self.landed),
            mouse=self.pointer.mouse,
            coaching=self.coaching if self.human_turn() else None,
            coach_step=(self.guide_step, self.guide_steps) if self.guided else None,
            closeup=self.closeup.code, closeup_pinned=self.closeup.pinned,
            labels=[(label.text, *label.now()) for label in self.animator.labels
                    if label.kind != POINTS],
            points=[(label.text, *label.now(), label.color) for label in self.animator.labels
                    if label.kind == POINTS and label.started],
            returning=tuple(self.animator.arriving("hand")),
            thinking=self.state.current_player if self.bots.move_token is not None else None,
            overlay=self.overlay,
            playing=self.viewer in self.seating.humans,
            ticks=round(self.clock * 1000))

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.snapshot(), self.frame, self.board)

