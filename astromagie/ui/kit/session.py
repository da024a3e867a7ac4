"""The table session: one game in progress, with no window.

`TableSession` is "a game being played" wherever one is: at the table scene
(`table.py`, which turns pygame events into calls here and paints what it reads
here), under `--screenshot`, in the results' New game and in tests, which play whole
games through it with plain calls. It handles no events, paints nothing and imports
neither pygame nor any game (the game's rules and view come from the registry when
a session is made). It holds:

- the state, the seating, the config (with its undo count) and the undo points;
- `play(move)`, the one way a move is made: checked by the engine, applied, saved
  (`saver.py`), told in the log, celebrated, its score changes and its cards' flights
  handed to the listener as data (`played.Played`);
- undo, the guided game's lesson and Again (`again.py`), the hint and the bots'
  turns (through the AI worker, `bots.py`);
- pacing as "the position to show" (`shown()`: before a paced move until the
  listener has shown it and calls `settle()`);
- the end: the game filed, the personal bests (`ended` to the listener);
- the live turn input of the person at this window (`turn`) and what it staged where.

The seat interface
------------------
Every seat is a `Seat`. A seat with `local` True is a person at this window: on their
turn the session makes the view's `TurnInput` (`turn`), which the window feeds, and
the window's calls (`play`, `undo_last_turn`, `again`, ...) make the moves. Any other
seat is asked and waits: when it is its turn the session calls `ask(state, seat)`
once per position, then `answer(think_min)` every step until it returns an `Answer`
(the move; None lets the session play a legal move for a seat that gave none);
`withdraw()` voids an open question (the seat is handed to someone else, the game
ends); `thinking` says an answer is awaited. `BotSeat` asks the AI worker with its
own seat's observation only; `session.seat(n, BotSeat(session.bots, "medium"))` hands
seat n to a bot and back. At a network table (issue 42, `netplay.py`) the state is a
mirror of the server's: `resync` takes each new position, other windows' seats are
`RemoteSeat`s, thinking until the server tells their move.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.game import GameState, Violation
from astromagie.i18n import tr
from astromagie.kit.view import Board, Coaching, GameViewBase, TurnInput
from astromagie.storage.finish import finish_game
from astromagie.storage.saves import has_autosave
from astromagie.storage.stats import new_bests
from astromagie.ui.words import seat_names

from .again import LessonSteps, asks_a_move, strayed
from .ai_worker import DEFAULT_MODE, AIWorker
from .bots import AI_BUDGET, BotDesk
from .guided import guide_step_of
from .hinting import lesson_hint, told_hint_staged, who_begins
from .played import HEADLESS, Played, TableListener, score_changes
from .players import Seat, seat_for
from .refusing import lesson_asks, refusal_text, strayed_words
from .resumed import log_so_far, resumed_playback, turns_so_far
from .saver import AutoSaver
from .seating import Seating
from .undo import UndoPoint, UndoPoints, undone_words

log = logging.getLogger(__name__)
LOG_LINES = 200  # the game log keeps this many lines
# Words told on the table (a log line, the message) as a function, asked again when the
# language changes: the log and the message never stay in the language they were told in.
Told = Callable[[], str]
GUIDE_BOTS = ("Vega", "Orion", "Lyra", "Altair")  # the guided game's opponents
SCREENSHOT_MOVES = 14  # moves made before --screenshot takes its picture (mid-game)


def seating_of(config: GameConfig, guided: bool = False) -> Seating:
    """Who sits where, worded as at every table (words.seat_names). A guided game's bots
    are its practice partners: they play at the lesson's level, then at random (pt15b 5:
    "Easy AI" on the scoreboard while the hand-over said they now play at random)."""
    kinds = tuple("guide" if guided and not s.is_human else s.kind for s in config.seats)
    return Seating(seat_names(config.seats).names, kinds,
                   tuple(i for i, s in enumerate(config.seats) if s.is_human))


def next_game(config: GameConfig) -> GameConfig:
    """The results' New game: the same seats and options, a new deal, no undos yet."""
    return replace(config, seed=None, undos=0)


def lesson_count(step: int, steps: int, lessons: int) -> tuple[int, int]:
    """The lesson card's count ("step 3 of 7") at the guided game's `step` (from 1): of
    its `lessons` (0: all `steps`); a total of 0 for a later moment's note, which no
    count fits (Solar's game runs as long as its draw pile lasts): the card then names
    the coach without a count (`lesson_title`)."""
    counted = lessons or steps
    return (step, counted) if 0 < step <= counted else (step, 0)


def guided_config(game: str) -> tuple[GameConfig, bool]:
    """The game's guided first game: its deal, the person at seat 0 against its bots;
    and whether it is saved (not if it would replace an unfinished game of this game:
    then it is a lesson only)."""
    guide = registry.view(game).guide()
    bots = tuple(SeatConfig(GUIDE_BOTS[i % len(GUIDE_BOTS)], guide.level)
                 for i in range(guide.players - 1))
    config = GameConfig((SeatConfig(tr("setup.human")), *bots), dict(guide.options),
                        seed=guide.seed, game=game)
    return config, not has_autosave(game)




class TableSession:
    """One game in progress (see the module's docstring). `state` resumes a save."""

    def __init__(self, config: GameConfig, state: GameState | None = None, *,
                 worker: AIWorker | None = None, ai_mode: str = DEFAULT_MODE,
                 ai_budget: float = AI_BUDGET, autosave: bool = True,
                 guided: bool = False) -> None:
        self.config = config
        self.rules = registry.rules(config.game)
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**48)
        self.state = state if state is not None else self.rules.new(
            len(config.seats), seed, config.options)
        self.view: GameViewBase = registry.view(config.game).for_game(self.state)
        self.seating = seating_of(config, guided)
        self.viewer = self.seating.humans[0] if self.seating.humans else 0
        self.bots = BotDesk(worker if worker is not None else AIWorker(ai_mode), seed,
                            ai_budget, config.game)
        guide = self.view.guide() if guided else None  # its bots go gentle after the lessons
        self.seats: list[Seat] = [seat_for(s, self.bots, guide) for s in config.seats]
        self.saver = AutoSaver(enabled=autosave)
        self.listener: TableListener = HEADLESS
        self.board: Board | None = None  # the window's board, for the views' trips
        self.turn: TurnInput | None = None  # the person's turn at this window, live
        self.undo, self.undos = UndoPoints(), config.undos
        self.finished = False
        self.end_notices: list[Callable[[], str]] = []  # said at the end (a new best)
        self.handover: str | None = None  # a person to hand the screen to (several people)
        self._last_human: int | None = None
        self._mover: int | None = None  # who made the last move (a turn of several moves)
        self._asked: bool = False  # the waiting seat to move was asked in this position
        self.pending: GameState | None = None  # the position shown while a move is shown
        self._held_lines: list[tuple[Told, str]] = []  # its log line, told once it is shown
        self.celebration: str | None = None  # the last moment celebrated
        # the message over the table, its rule and the zone a refusal names
        self.message, self.message_kind, self.message_left = "", "info", 0.0
        self.message_words: Told | None = None  # the message, told again in a new language
        self.refused_zone: str | None = None
        self.hint_marks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # lit (hinting)
        self.rule: str | None = None  # the last refusal's rule (F1 opens it)
        self.refusal_age = 0.0  # seconds the refusal in the message line has been shown
        playback = resumed_playback(self.state, config) if state is not None else None
        self.log_words: list[Told] = log_so_far(
            playback, self.rules, self.view, self.seating, LOG_LINES) if playback else [
            partial(who_begins, self.state.current_player, self.seating.names,
                    self.seating.you)] if state is None else []  # who begins (pt3b, 17)
        self.log_lines: list[str] = [told() for told in self.log_words]
        if playback is not None:  # a resumed game: Undo goes back as far as before
            self._mover = turns_so_far(playback, self.rules, self.seating.you, self.undo,
                                       self._describe, LOG_LINES)
        self.guided = guided
        self.guide_steps = self.view.guide().steps if guided else 0
        self.guide_counted = not guided or self.view.guide().counted
        # a resumed guided game: the coach goes on where the person left it
        self.guide_step = guide_step_of(self.state, 0) if guided and state is not None else 0
        self.coaching: Coaching | None = None
        self.lesson = LessonSteps()  # the lesson's turn now, and Again (again.py)
        self.again_key = "R"  # Again's key as the window names it (the lesson's words say it)

    @classmethod
    def guided_game(cls, game: str, **kwargs: Any) -> TableSession:
        """The game's guided first game (see `guided_config`)."""
        config, autosave = guided_config(game)
        return cls(config, autosave=autosave, guided=True, **kwargs)

    # --- the log and the message ---------------------------------------------------------
    def tell(self, told: Told) -> None:
        """A line of the table's own at the end of the log (a network table's return)."""
        self._log(told)

    def _log(self, told: Told, line: str | None = None, held: bool = False) -> None:
        """A log line (`line`: told now); `held`: waits for its move's cards (`settle`)."""
        line = told() if line is None else line
        if held:
            self._held_lines.append((told, line))  # pt11b 3: the winner was told first
            return
        self.log_words.append(told)
        self.log_lines.append(line)
        del self.log_words[:-LOG_LINES], self.log_lines[:-LOG_LINES]

    def say(self, text: str | Told, kind: str = "info", seconds: float = 4.0) -> None:
        """A message over the table; words given as a function follow a language change."""
        self.message_words = None if isinstance(text, str) else text
        self.message = text if isinstance(text, str) else text()
        self.message_kind, self.message_left = kind, seconds
        self.refusal_age = math.inf  # not new, unless `refuse` says it is a refusal

    def on_language(self) -> None:
        """Everything told is told again in the new language."""
        self.seating = replace(seating_of(self.config, self.guided), humans=self.seating.humans)
        self.log_lines = [told() for told in self.log_words]
        if self.message_words is not None:
            self.message = self.message_words()

    # --- seats -----------------------------------------------------------------------------
    def seat(self, index: int, seat: Seat) -> None:
        """Seat `index` handed to `seat`: the old question withdrawn, the new one asked."""
        self.seats[index].withdraw()
        self.seats[index] = seat
        humans = tuple(i for i, s in enumerate(self.seats) if s.local)
        self.seating = replace(self.seating, humans=humans)
        if self.state.current_player == index:
            self.turn = None
            self._asked = False

    def thinking(self) -> int | None:
        """The seat whose answer is awaited (a bot thinking), if any."""
        seat = self.state.current_player
        return seat if 0 <= seat < len(self.seats) and self.seats[seat].thinking else None

    def waiting(self) -> bool:
        """An answer may arrive without the person doing anything (poll soon)."""
        return (self.bots.asked or self.bots.hint_token is not None
                or any(not s.local and s.thinking for s in self.seats))

    # --- turns -------------------------------------------------------------------------------
    def begin_turn(self) -> None:
        """Whoever is to move is given the turn: a person here their turn input (and the
        coach's words), a waiting seat the question; the end if the game is over."""
        state = self.state
        if state.is_over():
            self._finish()
            return
        seat = state.current_player
        if self.seats[seat].local:
            if self.turn is None or self.turn.seat != seat:
                self.viewer = seat
                self.turn = self.view.turn_input(state, seat, self.seating.names)
                # undo goes back to the start of the person's turn, however many moves
                # it holds (Monad's trades, buys and leaps): a point where a turn begins
                if self._mover != seat:
                    self.undo.mark(state, len(self.log_lines))
                if len(self.seating.humans) > 1 and seat != self._last_human:
                    self.handover = self.seating.name(seat)
                self._last_human = seat
                self._coach(state, seat)
                self.listener.turn_began(seat)
            return
        self.turn = None
        if not self._asked:
            self._asked = True
            self.seats[seat].ask(state, seat)

    def person_turn(self) -> bool:
        """A person at this window is to move (and the game goes on)."""
        return self.turn is not None and not self.finished

    def _coach(self, state: GameState, seat: int) -> None:
        """In the guided game: the coach's words for this turn, then a last word."""
        if not self.guided:
            return
        if self.guide_step < self.guide_steps:
            coaching = self.view.coach(state, seat, self.guide_step, self.board)
            self.coaching = coaching if coaching.text else None
            if self.message == strayed_words(self.again_key):  # said of the last lesson (H3)
                self.say("", "info", 0.0)
            self.lesson.begin(state, len(self.log_lines), self.guide_step)
        else:  # then the hand-over words, on the card for a few turns (pt14c 3)
            self.coaching = None
        self.coaching = self.lesson.handover.card(self.view, self.guide_step, self.coaching)
        self.guide_step += 1

    def poll(self, dt: float) -> None:
        """Time passes: the message's clock, the writer's and the worker's news, a hint."""
        for notice in self.saver.take_notices():
            self.say(notice.text, "info", 8.0)
        for problem in self.bots.worker.take_problems():  # the bots' helper restarted
            self.say(partial(tr, problem), "info", 8.0)
        self.refusal_age += dt
        if self.message_kind == "wait" and self.message_words is not None:
            self.message = self.message_words()  # whom to wait for moves on (pt16b 7)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message, self.message_words = "", None
        hint = self.bots.poll(dt, self.state.current_player)
        if hint is not None and hint.move is not None and self.turn is not None:
            self.show_hint(hint.move)

    def play_answer(self, think_min: float = 0.0) -> bool:
        """The waiting seat to move has answered: its move is made. True if one was."""
        if self.finished:
            return False
        seat = self.state.current_player
        answer = self.seats[seat].answer(think_min)
        if answer is None:
            return False
        move = answer.move
        if move is None or self.state.check(move) is not None:
            log.error("seat %d gave %s; playing a legal move instead", seat, move)
            move = self.state.legal_moves()[0]
        self.play(move)
        return True

    def step(self, think_min: float = 0.0) -> None:
        """A headless table's step: a waiting seat's answer played, the next turn begun."""
        self.poll(0.0)
        self.play_answer(think_min)
        if not self.finished:
            self.begin_turn()

    # --- moves ---------------------------------------------------------------------------------
    def play(self, move: Any) -> bool:
        """The one way a move is made: the engine first, then the save, the log, the
        celebration, and the listener shown the move. False (and said why) if refused."""
        state = self.state
        violation = state.check(move)
        if violation is not None:
            self.refuse(violation)
            return False
        before = state.clone()
        seat = state.current_player
        coaching = self.coaching if seat in self.seating.humans else None
        if coaching is not None and asks_a_move(coaching) and self._strays(coaching, move):
            # a lesson asks for its move at once: another one is answered now, with the
            # lesson's reason, not played and only offered back after the bots' replies
            self.say(partial(lesson_asks, coaching), "error", 0.0)
            return False
        state.apply(move)
        self._mover = seat
        self._asked = False
        self.turn = None
        self.refused_zone, self.hint_marks = None, ((), ())  # the hint's move lit no more
        self.coaching = None
        self.bots.forget_hint()
        self.spoke_of_before()
        self.saver.save(state, self.config)
        told = partial(self._describe, before, move, state.clone())
        line = told()
        local = seat in self.seating.humans
        paced = not local and self.listener.paces
        if line:  # "": this move is told with another one
            self._log(told, line, held=paced)
        celebration = self.view.celebrate(before, move, state, self.seating.you)
        if celebration:
            self.celebration = celebration
        trips = tuple(self.view.trips(before, move, state, self.board))
        if paced:  # the position before it stays until its cards have landed
            self.pending = before
        if local and self.lesson.judge(coaching, trips):
            self.say(partial(strayed_words, self.again_key), "info", 12.0)
        self.listener.played(Played(
            before, move, state, seat, trips, paced, local and seat == self.viewer,
            celebration, tuple(score_changes(before.scores, state.scores))))
        return True

    def _strays(self, coaching: Coaching, move: Any) -> bool:
        """Whether `move` would go where the lesson did not point (again.strayed)."""
        after = self.state.clone()
        after.apply(move)
        trips = self.view.trips(self.state, move, after, self.board)
        return strayed(coaching, trips, self.lesson.used)

    def play_all(self, moves: Sequence[Any]) -> None:
        """One seat's moves in order, until one is refused or the turn passes to another."""
        seat = self.state.current_player
        for move in moves:
            if self.state.current_player != seat or not self.play(move):
                break

    def _describe(self, before: GameState, move: Any, after: GameState) -> str:
        """A move in the log's words, with the seats' names of the moment."""
        return self.view.describe(before, move, after, self.seating.names, self.seating.you)

    def refuse(self, violation: Violation, zone: str | None = None) -> None:
        game = self.config.game
        # a refusal stays until it is read and acted on (a card staged, a move made): the
        # person may click it to open its rule however long they took to read it
        self.say(lambda: refusal_text(game, self.view, violation, self.seating.names),
                 "error", 0.0)
        self.refused_zone, self.rule, self.refusal_age = zone, violation.rule, 0.0
        # a lesson's turn with cards laid: Again puts them back (with none laid there is
        # nothing to put back, and a button that does nothing puzzled the playtest)
        if self.coaching is not None and self.person_turn() and self.staged_cards():
            self.lesson.refused()

    def staged(self, zone: str | None = None) -> None:
        """The turn input kept a card for later in the turn (or gave one back): a hint spoke
        of the position before it (pt1, 16: "Try: draw a card" stayed as a Tri was paid)."""
        if zone is not None:
            self.lesson.used.append(zone)
        self.spoke_of_before()
        self.bots.forget_hint()
        self.refused_zone = None

    def spoke_of_before(self, hints: bool = True) -> None:
        """The person acts again (a card lifted or dragged, a card staged, a move made): a
        refusal goes, read by now (pt16b 6: NS5 stood red under a legal card's preview;
        pt15a 5 after a legal placement; the reading times it once kept were for a refusal
        nobody had read), and with `hints` a hint of the position before (a card lifted
        may be the hint's). Only a refusal told in this very frame, by the act, stays."""
        if self.message_kind == "error" and self.message and self.refusal_age == 0.0:
            return
        if self.message_kind == "error" or (hints and self.message_kind == "hint"):
            self.say("", "info", 0.0)

    def resync(self, state: GameState, move: Any = None, seat: int | None = None,
               log_lines: int | None = None) -> None:
        """The game as it is elsewhere (a network table's server): `state` replaces the
        game without a move made here, any staging ends and the log is kept (cut back
        to `log_lines`: a move here the server refused). `move`, made by `seat` at
        another window, is told in the log and shown as a bot's move is."""
        self.settle()  # a move still on show is overtaken: its line comes first
        before, self.state = self.state, state
        self.turn, self._asked, self.refused_zone = None, False, None
        self.bots.forget_hint()
        if log_lines is not None:
            del self.log_words[log_lines:], self.log_lines[log_lines:]
        if move is None or seat is None:
            return
        try:  # `before` is this window's mirror: its unseen cards are only a guess
            told = partial(self._describe, before, move, state.clone())
            line, trips = told(), tuple(self.view.trips(before, move, state, self.board))
        except Exception:  # a line of the log is never worth losing the game over
            log.exception("a move made elsewhere could not be told")
            return
        paces, changes = self.listener.paces, tuple(score_changes(before.scores, state.scores))
        if line:
            self._log(told, line, held=paces)
        self._mover, self.pending = seat, before if paces else None
        self.listener.played(Played(before, move, state, seat, trips, paces, False, "", changes))

    def settle(self, shown: bool = True) -> None:
        """A paced move's last card has landed: its log line (pt14c 4: it came a pause
        after its points); `shown`: it has been shown, the new position too."""
        held, self._held_lines = self._held_lines, []
        self.pending = None if shown else self.pending
        for told, line in held:
            self._log(told, line)

    def shown(self) -> GameState:
        """The position to show: before a paced move still being shown, else the game."""
        return self.pending if self.pending is not None else self.state

    def staged_cards(self) -> list[str]:
        """The cards the person's live turn has taken from the hand (shown on the board)."""
        return list(self.turn.staged()) if self.turn is not None else []

    # --- undo, Again, the hint -----------------------------------------------------------
    @property
    def undo_points(self) -> list[UndoPoint]:
        return self.undo.points

    def undo_target(self) -> UndoPoint | None:
        if len(self.seating.humans) != 1 or len(self.seats) < 2 or self.finished:
            return None  # with two people at one screen nobody takes a turn back
        return self.undo.target(self.state)

    def can_undo(self) -> bool:
        return self.person_turn() and self.undo_target() is not None

    def _back_to(self, state: GameState, log_lines: int) -> None:
        """The game as it was at a turn's start, the log with it (an undo or Again)."""
        self.state = state.clone()
        del self.log_lines[log_lines:]
        del self.log_words[log_lines:]
        self._held_lines.clear()  # the lines of moves taken back, never shown
        # the person's turn begins again
        self.turn, self._mover, self._asked, self.refused_zone = None, None, False, None
        self.bots.forget_hint()

    def _count_undo(self) -> None:
        self.undos += 1
        self.config = replace(self.config, undos=self.undos)
        self.saver.save(self.state, self.config)

    def undo_last_turn(self) -> bool:
        """Back to the start of the person's last turn; the bots' replies go too."""
        target = self.undo_target() if self.person_turn() else None
        if target is None:
            return False
        words = undone_words(target.state, self.state.history)
        self.undo.undo_to(target)
        self._back_to(target.state, target.log_lines)
        self.lesson.offered = None
        if self.guided:  # the coach goes back with the game: its step is said again
            self.guide_step = guide_step_of(self.state, 0)
        self._count_undo()
        seat = self.state.current_player
        own = "_own" if words == "kit.undone_own" else ""  # the log says what the line
        self._log(lambda: tr(f"kit.undone{own}_log_you") if seat == self.seating.you  # said
                  else tr(f"kit.undone{own}_log", name=self.seating.name(seat)))  # (pt7d 9)
        self.say(partial(tr, words), "info", 4.0)
        self.begin_turn()
        return True

    def again(self) -> bool:
        """Again: the lesson's step back to its start, the bots' replies since with it, and
        the coach says it once more. False if Again is not offered."""
        point = self.lesson.take() if self.person_turn() else None
        if point is None:
            return False
        taken_back = len(point.state.history) < len(self.state.history)
        self.undo.undo_to(UndoPoint(point.state, point.log_lines))
        self._back_to(point.state, point.log_lines)
        if taken_back:  # a move is taken back: counted as an undo, as Undo my turn is
            self._count_undo()
        self.guide_step = point.step
        self.say(partial(tr, "kit.again_done"), "info", 4.0)
        self.begin_turn()
        return True

    def request_hint(self) -> bool:
        """Ask the hint's bot what the person should do (its answer comes in `poll`)."""
        if not self.person_turn() or self.bots.hint_token is not None:
            return False
        assert self.turn is not None
        lesson = self.coaching.move if self.coaching is not None else None
        if lesson is not None and self.state.check(lesson) is None:
            lesson_hint(self, lesson)  # in a lesson the hint is the lesson's move (H2)
            return True
        self.bots.ask_hint(self.state, self.turn.seat)
        self.say(partial(tr, "kit.hint_thinking"), "hint", 30.0)
        return True

    def show_hint(self, move: Any) -> str | None:
        """The hint's sentence said; the card to raise in the hand when the view cannot
        name the move (None otherwise), also told to the listener."""
        seat = self.turn.seat if self.turn is not None else self.viewer
        hand = list(self.view.hand(self.state, seat))
        state = self.state.clone()  # the hint speaks of the position it was asked in
        words, card, self.hint_marks = told_hint_staged(
            self.view, self.rules.policy(), self.config.game, state, move, self.board, hand,
            self.staged_cards(), self.seating.names)
        self.say(words, "hint", 15.0)
        self.listener.hinted(card)
        return card

    # --- the end -------------------------------------------------------------------------
    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.turn = None
        for seat in self.seats:
            seat.withdraw()
        self.bots.worker.close()
        bests: dict[str, int] = {}
        if self.saver.enabled:
            self.saver.close()  # the last position is written before the game is filed
            bests, notices = new_bests(self.state, self.config)  # before it is counted
            for notice in notices + finish_game(self.state, self.config):
                self.say(notice.text, "info", 8.0)
                self.end_notices.append(notice.text)
        self.listener.ended(bests)

    def close(self) -> None:
        """The table goes away: the worker stops, the last position is written."""
        self.bots.worker.close()
        self.saver.close()
