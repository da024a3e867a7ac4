"""The table: where a game of Astromagie is played, by the human and the bots.

This module is the controller. It owns the game and hands every other part
of the table its own small piece of state:

* `TurnController` (dragdrop.py): the human's turn, staged cards, selection;
* `Pointer` (dragdrop.py): the mouse, the held card, the opened discard pile;
* `BotDesk` (bots.py): the questions to the bots and the hint bot;
* `MessageBoard` (messages.py): the message line;
* `Motion` (motion.py): what flies across the screen and the move being shown;
* `AutoSaver` (saver.py): the autosave after every turn.

Every move, a human's or a bot's, goes the same way (`_play`): committed to
the engine first, then animated from the old position to the new. Rules are
never re-coded here: every yes or no comes from the engine through the
`TurnController`. Input is recorded in `handle_event` and acted on in
`update`, so all state changes happen in one place per frame; `draw` builds
a read-only `TableView` (view.py) and hands it to the painter (render.py),
which never sees this scene. Where things are and what lies under the mouse
is the layout's business (layout.py).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from astromagie.gameconfig import GameConfig
from astromagie.games.astromagie.engine import Game, Move, Trick, Violation
from astromagie.games.astromagie.rules import variants_from
from astromagie.games.astromagie.view.words import (
    BIG_TRICK,
    breakdown_words,
    celebration,
    skipped_seats,
    takeover_reason,
    takeover_text,
)
from astromagie.i18n import tr
from astromagie.ui.gamelog import GameLogPanel
from astromagie.ui.kit import animation as anim
from astromagie.ui.kit.ai_worker import DEFAULT_MODE, AIWorker, Reply
from astromagie.ui.kit.animation import Place
from astromagie.ui.kit.bots import AI_BUDGET, BotDesk
from astromagie.ui.kit.flourish import CELEBRATION_SECONDS
from astromagie.ui.kit.handorder import drop_place
from astromagie.ui.kit.pointer import Drag, Pointer
from astromagie.ui.kit.saver import AutoSaver
from astromagie.ui.scene import EVERY_FRAME, THREAD_POLL, Scene, soonest
from astromagie.ui.words import seat_names

from .closeup import CloseUp
from .dragdrop import DISCARD, DropResult, TurnController
from .hand import HandOrder, next_sort, sort_button_rect
from .hint import hint_reason, reason_words
from .layout import Layout, compute_layout
from .messages import MessageBoard
from .motion import CardTrip, Motion
from .render import TableRenderer
from .view import Seating, TableView, build_view, visible_hand

if TYPE_CHECKING:  # typing only: the app module imports the scenes
    from astromagie.ui.scene import Services

END_HOLD = 6.0  # seconds the end of the game is explained before the results (skippable)
BREAKDOWN_SECONDS = 7.0  # how long a won trick's breakdown stays readable
log = logging.getLogger(__name__)

COUNT_RULES = ("R9", "R10")  # refusals about a turn's cards, not about a position (F5)

# Keys that try to act at the table (told "not your turn" while a bot moves).
_ACTION_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d,
                pygame.K_BACKSPACE)


def is_cheat_key(event: pygame.event.Event) -> bool:
    """The ? key (on any keyboard layout: the typed character decides), which opens the
    cheat card."""
    return getattr(event, "unicode", "") == "?" or event.key == pygame.K_QUESTION


def seating_of(config: GameConfig) -> Seating:
    """Who sits where, in the current language: a default name the player kept ("You")
    is worded in it (or, with several people at the screen, is "Player 1"), a name they
    typed stays as it is (words.seat_names)."""
    return Seating(seat_names(config.seats).names,
                   tuple(s.kind for s in config.seats),
                   tuple(i for i, s in enumerate(config.seats) if s.is_human))


class TableScene(Scene):
    """One game at the table. `game` is given when resuming a save."""

    def __init__(self, app: Services, config: GameConfig, game: Game | None = None, *,
                 ai_mode: str = DEFAULT_MODE, ai_budget: float = AI_BUDGET,
                 autosave: bool = True):
        super().__init__(app)
        self.config = config
        if game is None:
            seed = config.seed
            if seed is None:
                seed = random.SystemRandom().randrange(2**48)
            game = Game.new(len(config.seats), seed, variants_from(config.options))
        else:
            seed = config.seed if config.seed is not None else 0
        self.game = game
        self.seating = seating_of(config)
        self.viewer = self.seating.humans[0] if self.seating.humans else 0  # whose hand is shown
        self.bots = BotDesk(AIWorker(ai_mode), seed, ai_budget)
        # autosave=False for demo games (--screenshot): the player's own save is kept
        self.saver = AutoSaver(enabled=autosave)
        self.turn: TurnController | None = None
        self.pointer = Pointer()
        self.board = MessageBoard()
        self.motion = Motion(self._speed())
        self.finished = False
        self.results_shown = False
        self._warming = True  # card surfaces are still being drawn ahead of need
        self.end_wait = 0.0  # seconds the end of the game is still explained at the table
        self._events: list[pygame.event.Event] = []
        size = app.screen.get_size() if app is not None and app.screen is not None else (1280, 800)
        self.layout: Layout = compute_layout(size, self.game.num_players)
        self.painter = TableRenderer(app.art) if app is not None else None
        self.log_panel = self._new_log_panel()
        self.closeup = CloseUp()  # a card shown large (closeup.py)
        self.cheat_open = False  # the cheat card (the ? key, cheatcard.py)
        self.celebration: str | None = None  # the last flourish shown (a big trick)
        self.hand_orders: dict[int, HandOrder] = {}  # how each person holds their hand (hand.py)
        self._last_human: int | None = None  # whose hand was shown last (the hand-over screen)
        # Undo against the bots: the game at the start of each of the person's turns.
        self.undo_points: list[Game] = []
        self.undos = config.undos  # turns taken back so far (a resumed game keeps its count)
        self._handover: str | None = None  # the name a hand-over screen is due for
        # Hooks for a scene that wraps the table (the guided game); neither changes the game.
        # allow_move: asked before the human's play or discard is made (False: not now).
        self.allow_move: Callable[[Move], bool] | None = None
        # on_refusal: told of every refusal the table shows (the violation, and the position
        # the card was dropped on, which may differ from the one the table points at).
        self.on_refusal: Callable[[Violation, int | None], None] | None = None

    # --- environment ------------------------------------------------------------
    def _speed(self) -> float:
        """The player's animation speed (settings are checked when loaded)."""
        return max(0.1, float(self.app.settings.animation_speed)) if self.app is not None else 1.0

    def human_turn(self) -> bool:
        """The human may act now: their turn and nothing is moving on the table."""
        return self.turn is not None and not self.motion.busy and not self.finished

    def _new_log_panel(self) -> GameLogPanel:
        """The game log in the side panel, up to the position on screen."""
        panel = GameLogPanel(self.layout.log.copy())
        panel.set_game(self.motion.shown(self.game), list(self.seating.names), self.seating.you)
        return panel

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = compute_layout(size, self.game.num_players)
        if self.painter is not None:
            self.painter.invalidate()
        self.log_panel = self._new_log_panel()
        self.pointer.drag = None

    def on_language(self, lang: str) -> None:
        self.seating = seating_of(self.config)  # a default name ("You") follows the language
        if self.painter is not None:
            self.painter.invalidate()
        self.log_panel = self._new_log_panel()

    # --- lifecycle ---------------------------------------------------------------
    def enter(self) -> None:
        size = self.app.screen.get_size() if self.app is not None else self.layout.size
        if size != self.layout.size:
            self.on_resize(size)
        self.bots.worker.start()
        self._begin_turn()

    def resume(self) -> None:
        self.motion.animator.speed = self._speed()
        size = self.app.screen.get_size() if self.app is not None else self.layout.size
        if size != self.layout.size:
            self.on_resize(size)

    def pause(self) -> None:
        self.pointer.drag = None
        self._set_hand_cursor(False)

    def exit(self) -> None:
        self._set_hand_cursor(False)
        self.bots.worker.close()
        self.saver.close()

    # --- events: recorded here, acted on in update -----------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                          pygame.KEYDOWN, pygame.MOUSEWHEEL):
            self._events.append(event)
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            try:
                self.log_panel.handle_event(event)
            except Exception:  # the log is a view; it must never break the table
                log.exception("game log panel failed")

    def update(self, dt: float) -> None:
        if self._handover is not None and self.app is not None:
            name, self._handover = self._handover, None
            self._events.clear()
            self.app.push_scene("handover", name)
            return
        self.motion.animator.speed = self._speed()
        for event in self._events:
            self._dispatch(event)
        self._events.clear()
        self.closeup.track(None if self.pointer.discard_open
                           else self._card_under(self.pointer.mouse), dt,
                           dragging=self.pointer.drag is not None, mouse=self.pointer.mouse)
        self.motion.animator.update(dt)
        for notice in self.saver.take_notices():  # e.g. the disk is full: say so, play on
            self.board.say(notice.text, "info", 8.0)
        for key in self.bots.worker.take_problems():  # the bots' helper process died
            self.board.say(partial(tr, key), "info", 8.0)
        self.board.tick(dt)
        hint = self.bots.poll(dt, self.game.current_player)
        if hint is not None:
            self._show_hint(hint)
        if not self.motion.busy:
            reply = self.bots.take_move(self.motion.animator.scaled(anim.THINK_MIN))
            if reply is not None:
                self._play_bot_move(reply.move)
        if not self.motion.busy and not self.finished:
            self._begin_turn()
        if self.finished and not self.results_shown:
            self.end_wait -= dt
            if self.end_wait <= 0:
                self._show_results()
        self._update_cursor()
        if self.painter is not None and self.app is not None:
            self._warming = self.painter.warm(self.layout)

    def wake_in(self) -> float | None:
        """Every frame while cards move; a bot's answer is polled; timers otherwise.

        At the person's turn with nothing moving, only the message's timeout and the
        close-up's delay wake the table: a table waiting for a person draws nothing.
        """
        if self._events or self._handover is not None or self.motion.busy or self._warming:
            return EVERY_FRAME
        message = self.board.message
        return soonest(
            THREAD_POLL if self.bots.asked or self.bots.hint_token is not None else None,
            message.remaining if message is not None else None,
            max(0.0, self.end_wait) if self.finished and not self.results_shown else None,
            self.closeup.wake_in(),
        )

    def _set_hand_cursor(self, hand: bool) -> None:
        if hand == self.pointer.hand_cursor:
            return
        self.pointer.hand_cursor = hand
        try:
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand
                                    else pygame.SYSTEM_CURSOR_ARROW)
        except pygame.error:  # no cursors on this video driver
            pass

    def hand_order(self, seat: int) -> HandOrder:
        """How the person at `seat` holds their hand (a view concern; the engine never sees it)."""
        return self.hand_orders.setdefault(seat, HandOrder())

    def _shown_seat(self) -> int:
        return self.turn.seat if self.turn is not None else self.viewer

    def _visible(self) -> list[int]:
        """Hand indexes in the fan, left to right (the staged cards lie on the row)."""
        seat = self._shown_seat()
        hand = self.game.hand(seat)
        return visible_hand(hand, self.turn, self.hand_order(seat).arrange(hand))

    def _hand_card_at(self, pos: tuple[int, int]) -> tuple[int, pygame.Rect] | None:
        raised = self.turn.selected if self.turn is not None else None
        return self.layout.hand_card_at(pos, self._visible(), raised)

    def _update_cursor(self) -> None:
        """A hand over what the player may pick up or press, an arrow elsewhere."""
        active = False
        pointer = self.pointer
        if self.board.rule_now is not None and self.layout.message.collidepoint(pointer.mouse):
            active = True  # the refusal's rule opens with a click
        elif self.human_turn() and not pointer.discard_open:
            pos = pointer.mouse
            active = (pointer.drag is not None or self._hand_card_at(pos) is not None
                      or self.layout.button_at(pos) not in (None, "menu")
                      or (self.turn is not None and self.turn.selected is not None
                          and self.layout.slot_at(pos) is not None))
        self._set_hand_cursor(active)

    # --- turns -------------------------------------------------------------------
    def _begin_turn(self) -> None:
        """Prepare whoever is to move: a TurnController for a human, a question for a bot."""
        game = self.game
        if game.is_over():
            self._finish()
            return
        seat = game.current_player
        if self.seating.is_human(seat):
            if self.turn is None or self.turn.seat != seat:
                self.viewer = seat
                self.turn = TurnController(game, seat)
                self._hand_over(seat)
                if not self.undo_points or self.undo_points[-1].history != game.history:
                    self.undo_points.append(game.clone())  # where an undo may lead back to
            return
        self.turn = None
        self.bots.ask_move(game, seat, self.seating.kinds[seat])

    # --- undo ---------------------------------------------------------------------------
    def _undo_target(self) -> Game | None:
        """The start of the person's last turn before the position now, if there is one."""
        if len(self.seating.humans) != 1 or len(self.seating.kinds) < 2 or self.finished:
            return None  # with two people at one screen nobody takes a turn back
        made = len(self.game.history)
        for point in reversed(self.undo_points):
            if len(point.history) < made:
                return point
        return None

    def can_undo(self) -> bool:
        """The person may take their last turn back now (the pause menu asks too)."""
        return self.human_turn() and self._undo_target() is not None

    def undo_last_turn(self) -> bool:
        """Back to the start of the person's last turn; the bots' replies go too."""
        target = self._undo_target() if self.human_turn() else None
        if target is None:
            return False
        self.undo_points = [p for p in self.undo_points
                            if len(p.history) <= len(target.history)]
        seat = target.current_player
        self.game = target.clone()
        self.turn = None
        self.pointer.drag = None
        self.bots.forget_hint()
        self.board.clear()
        self.undos += 1
        self.config = replace(self.config, undos=self.undos)
        self.saver.save(self.game, self.config)
        self.log_panel.note_undo(len(self.game.history), seat)
        self.log_panel.set_game(self.game, list(self.seating.names), self.seating.you)
        self.board.say(lambda: tr("table.undone"), "info", 4.0)
        self._begin_turn()
        return True

    def _hand_over(self, seat: int) -> None:
        """Two or more people at one screen: before another person's turn, hide the hand
        until they are ready (the "handover" screen, pushed in the next update)."""
        if len(self.seating.humans) > 1 and seat != self._last_human:
            self._handover = self.seating.name(seat)
            self.closeup.close()
        self._last_human = seat

    def _play_bot_move(self, move: Move | None) -> None:
        game = self.game
        seat = game.current_player
        if move is None or game.check(move) is not None:
            # A bot bug must not stop the game: play the first legal move and say so in the log.
            log.error("bot for seat %d gave %s; playing a legal move instead", seat, move)
            move = game.legal_moves()[0]
        start = self.layout.seat_anchor(seat, self.viewer)
        if move.discard is not None:
            trips = [CardTrip(move.discard, start, ("discard", 0), self._place_rect(DISCARD))]
        else:
            layers = len(game.row_pairs())
            trips = [CardTrip(code, start, ("row", pos), self._place_rect(pos, layers))
                     for pos, code in move.placements]
        self._play(move, trips, paced=True)

    def _place_rect(self, where: int | str, layer: int = 0) -> pygame.Rect:
        """Where a card of a move lands: a row position (on top of the stack) or the discard."""
        if where == DISCARD:
            rect = pygame.Rect((0, 0), self.layout.card)
            rect.center = self.layout.discard.center
            return rect
        pos = int(where)
        if pos in (5, 6):
            return self.layout.stack_rect(pos, layer)
        return self.layout.slots[pos].copy()

    def _play(self, move: Move, trips: list[CardTrip], *, paced: bool) -> None:
        """The one way a move is made: commit it to the engine, then animate old to new.

        `trips` are the cards that travel to their places (none for the human's
        play, whose cards already lie staged on the row). A bot's move is paced
        so a person can follow it; the human's own is not held back.
        """
        game = self.game
        before = game.clone()
        seat = game.current_player
        kept = len(game.hand(seat)) - len(move.codes)
        tricks = len(game.tricks)
        game.apply(move)
        self.turn = None
        self.board.refused_slot = None
        self.board.clear_kind("error", "hint")
        self.bots.forget_hint()
        self.saver.save(game, self.config)
        if not paced:
            self._sound("discard" if move.discard is not None else "place")

        def landed(place: Place) -> None:
            self._sound("discard" if place[0] == "discard" else "place")

        # a bot took a row over: say how, once its cards have landed
        why = takeover_reason(before, game, move, self.seating.you) if paced else None

        def settle() -> None:
            self.log_panel.set_game(game, list(self.seating.names), self.seating.you)
            if why is not None:
                reason = why
                self.board.say(lambda: takeover_text(reason, self.seating.names), "info",
                               BREAKDOWN_SECONDS)
            drawn = len(game.hand(seat)) - kept
            if drawn > 0:
                self._animate_draw(seat, kept, drawn)
            if len(game.tricks) > tricks:
                self._animate_trick(game.tricks[-1])
            skipped = skipped_seats(seat, game)
            if skipped:
                self._tell_skipped(skipped)

        self.motion.show_move(before, move, trips, paced=paced, landed=landed, settle=settle)

    def _animate_draw(self, seat: int, kept: int, drawn: int) -> None:
        """Cards drawn after a turn (R11) travel from the draw pile to the hand or the seat."""
        cards: list[tuple[str | None, pygame.Rect, Place | None]] = []
        if seat == self.viewer:
            hand = self.game.hand(seat)
            visible = visible_hand(hand, None, self.hand_order(seat).arrange(hand))
            for index in range(kept, kept + drawn):
                home = self.layout.hand_rect(visible, index)
                if home is not None:
                    cards.append((hand[index], home, ("hand", index)))
        else:
            end = self.layout.seat_anchor(seat, self.viewer)
            cards = [(None, end, None)] * drawn
        self.motion.deal(self.layout.pile, cards)

    def _animate_trick(self, trick: Trick) -> None:
        layout = self.layout
        cards = [(layout.slots[pos], code) for pos, code in enumerate(trick.slots, start=1)
                 if code is not None]
        for layer, (aspect, planet) in enumerate(trick.pairs):
            cards.append((layout.stack_rect(5, layer), aspect))
            cards.append((layout.stack_rect(6, layer), planet))
        winner = trick.winner
        # The cards go to the winner's score on the scoreboard, where the points are added.
        self.motion.award(cards, layout.score_anchor(winner), f"+{trick.points}",
                          round(60 * layout.scale))
        self._sound("trick")
        self._celebrate(trick)
        modern = self.game.variants.modern_rulers

        def words() -> str:
            breakdown = breakdown_words(trick.slots, modern)
            if winner == self.seating.you:
                return tr("table.trick_won_you_why", breakdown=breakdown)
            return tr("table.trick_won_why", name=self.seating.name(winner), breakdown=breakdown)

        self.board.say(words, "info", BREAKDOWN_SECONDS)

    def _celebrate(self, trick: Trick) -> None:
        """A flourish when a person at the table takes a big trick (BIG_TRICK points or more)
        or the perfect 18: a word over the row that rises and fades."""
        if not self.seating.is_human(trick.winner) or trick.points < BIG_TRICK:
            return
        text = celebration(trick.points)
        self.celebration = text
        centre = (self.layout.table.centerx, self.layout.slots[3].centery)
        self.motion.animator.label(text, centre, duration=CELEBRATION_SECONDS,
                                   rise=round(40 * self.layout.scale))

    def _tell_skipped(self, seats: list[int]) -> None:
        """Players without cards are passed over (R9): said on the message line, after any
        news of a trick, so both can be read."""
        names = self.seating

        def skipped() -> str:
            return " ".join(tr("table.skipped_you") if s == names.you
                            else tr("table.skipped", name=names.name(s)) for s in seats)

        earlier = self.board.message
        if earlier is not None and earlier.kind == "info":
            before = earlier.words
            self.board.say(lambda: f"{before()} · {skipped()}", "info",
                           max(earlier.remaining, BREAKDOWN_SECONDS))
        else:
            self.board.say(skipped, "info", BREAKDOWN_SECONDS)

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.turn = None
        self.pointer.drag = None
        self.bots.worker.close()
        # The table says why the game ended and who won before the results open
        # (a click or a key goes on at once).
        self.end_wait = self.motion.animator.scaled(END_HOLD)

    def _show_results(self) -> None:
        if self.app is not None and not self.results_shown:
            self.results_shown = True
            self.app.replace_scene("results", self.game, self.config)

    def _sound(self, name: str) -> None:
        if self.app is None or not self.app.settings.sound:
            return  # switched off in the settings (the sound module may also check)
        try:
            self.app.sound.play(name)
        except Exception:  # a sound problem is never worth a crash
            log.debug("sound %s failed", name, exc_info=True)

    def refuse(self, violation: Violation, pos: int | None = None,
               dropped_on: int | None = None) -> None:
        """Say why a placement or play was refused and point at the position `pos` (the
        card's own, or the one that is the reason: the planet on 4 for R6). A refusal about
        how many cards a turn holds (R9, R10) is about no position: nothing turns red."""
        shown = None if violation.rule in COUNT_RULES else pos
        self.board.refuse(violation, self.seating.names, shown)
        if self.on_refusal is not None:
            self.on_refusal(violation, dropped_on if dropped_on is not None else pos)

    # --- hints ---------------------------------------------------------------------
    def request_hint(self) -> None:
        if not self.human_turn():
            return
        assert self.turn is not None
        if self.bots.hint_token is not None:
            return
        self.turn.staging.clear()
        self.bots.ask_hint(self.game, self.turn.seat)
        self.board.say(lambda: tr("table.hint.thinking"), "hint", 30.0)

    def _show_hint(self, reply: Reply) -> None:
        turn = self.turn
        if turn is None or len(self.game.history) != self.bots.hint_turn or reply.move is None:
            return
        move = reply.move
        self.bots.hint_move = move
        reason = hint_reason(self.game, move, reply.detail)  # why this move, in the player's words

        def why(text: str) -> str:
            extra = reason_words(reason)
            return f"{text} {extra}" if extra else text

        if move.discard is not None:
            hand = turn.hand()
            turn.staging.clear()
            turn.selected = hand.index(move.discard) if move.discard in hand else None
            code = move.discard
            self.board.say(lambda: why(tr("table.hint.discard", card=tr(f"card.name.{code}"))),
                           "hint", 15.0)
            return
        if turn.staging.stage_move(move):
            points = turn.staging.preview().points
            self.board.say(lambda: why(tr("table.hint.play", points=points)), "hint", 15.0)

    # --- input -----------------------------------------------------------------------
    def _dispatch(self, event: pygame.event.Event) -> None:
        pointer = self.pointer
        if self.cheat_open and (event.type == pygame.KEYDOWN
                                or event.type == pygame.MOUSEBUTTONDOWN):
            self.cheat_open = False  # any key or click puts the cheat card away
            return
        if event.type == pygame.KEYDOWN and is_cheat_key(event):
            self.cheat_open = True
            self.closeup.close()
            return
        if self.finished and not pointer.discard_open and (
                (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)) or (
                    event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)):
            self._show_results()  # the end has been read: on to the results
            return
        if self.closeup.pinned and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.closeup.close()  # a click or a key puts the card back
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            under = self._card_under(event.pos)
            if under is not None:
                pointer.drag = None
                self.closeup.open(under[1])
                return
        if event.type == pygame.MOUSEMOTION:
            pointer.mouse = event.pos
            if pointer.drag is not None:
                pointer.drag.follow(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pointer.mouse = event.pos
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pointer.mouse = event.pos
            self._release(event.pos)
            self.closeup.hold()  # a drop or a click: no close-up under the mouse that let go
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            pointer.drag = None
            if self.turn is not None:
                self.turn.selected = None
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _not_now(self) -> None:
        """The player tried to act while it is not their turn (or cards still move)."""
        if self.finished:
            return
        seat = self.game.current_player
        if not self.seating.is_human(seat):
            name = self.seating.name(seat)
            self.board.say(lambda: tr("table.refuse.not_your_turn", name=name), "info", 2.5)

    def _press(self, pos: tuple[int, int]) -> None:
        layout = self.layout
        if self.pointer.discard_open:
            self.pointer.discard_open = False
            return
        if self.board.rule_now is not None and layout.message.collidepoint(pos):
            self.look_up_rule()  # the refusal on screen: read its rule
            return
        if self.seating.humans and sort_button_rect(layout).collidepoint(pos):
            self.sort_hand()
            return
        button = layout.button_at(pos)
        if button is not None:
            {"menu": self._open_menu, "hint": self.request_hint, "play": self._confirm,
             "takeback": self._take_back}[button]()
            return
        hit = self._hand_card_at(pos)
        on_discard = layout.on_discard(pos)
        if not self.human_turn():
            if on_discard:
                self.pointer.discard_open = True
            elif hit is not None or layout.slot_at(pos) is not None:
                self._not_now()
            return
        turn = self.turn
        assert turn is not None
        if hit is not None:
            index, rect = hit
            self.pointer.drag = Drag(index, turn.hand()[index], (pos[0] - rect.x, pos[1] - rect.y),
                                     pos, pos)
            return
        slot = layout.slot_at(pos)
        if slot is not None:
            staged = turn.staging.at(slot)
            if turn.selected is not None:
                self._drop(turn.selected, slot)
            elif staged is not None:
                turn.take_back(staged.hand_index)
                self.bots.hint_move = None
            return
        if on_discard:
            if turn.selected is not None:
                self._drop(turn.selected, DISCARD)
            else:
                self.pointer.discard_open = True
            return
        turn.selected = None

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.pointer.drag = self.pointer.drag, None
        if drag is None or self.turn is None:
            return
        if not drag.moving:  # a click: select (or unselect) the card
            self.turn.selected = None if self.turn.selected == drag.hand_index else drag.hand_index
            return
        target: int | str | None = self.layout.slot_at(pos)
        if target is None and self.layout.on_discard(pos, dropping=True):
            target = DISCARD
        held = drag.rect(self.layout.hand_card)
        if target is None and self.layout.hand_area.collidepoint(pos):
            self._rearrange(drag, pos, held)  # let go in the hand: a new place in the fan
            return
        result = self._drop(drag.hand_index, target, from_rect=held)
        if not result.accepted:
            self._snap_back(drag, held)
            if result.action == "none" and not self.layout.hand_area.collidepoint(pos):
                self.board.say(lambda: tr("table.drop_hint"), "info", 3.0)  # dropped on no place

    def _rearrange(self, drag: Drag, pos: tuple[int, int], held: pygame.Rect) -> None:
        """Move the held card to where it was let go in the fan, then let it fly there."""
        seat = self._shown_seat()
        visible = self._visible()
        rects = self.layout.hand_rects(visible)
        others = [rects[i][0].centerx for i in visible if i != drag.hand_index]
        place = drop_place(others, pos[0])
        # `place` counts the fan's cards; the order also holds the staged ones: count those in
        hand = self.game.hand(seat)
        order = self.hand_order(seat).arrange(hand)
        shown_others = [i for i in visible if i != drag.hand_index]
        anchor = shown_others[place] if place < len(shown_others) else None
        rest = [i for i in order if i != drag.hand_index]
        at = rest.index(anchor) if anchor is not None else len(rest)
        self.hand_order(seat).move(hand, drag.hand_index, at)
        self._snap_back(drag, held)

    def sort_hand(self) -> None:
        """Sort the shown hand by the other sort (the button above Hint, or S)."""
        seat = self._shown_seat()
        if not self.seating.is_human(seat):
            return
        mode = self.hand_order(seat).next_sort(self.game.hand(seat))
        self.board.say(lambda: tr(f"hand.sorted_{mode}"), "info", 3.0)

    def open_closeup(self) -> None:
        """The I key: the selected hand card large (or else the card under the mouse)."""
        seat = self._shown_seat()
        hand = self.game.hand(seat)
        selected = self.turn.selected if self.turn is not None else None
        if selected is not None and 0 <= selected < len(hand):
            self.closeup.open(hand[selected])
            return
        under = self._card_under(self.pointer.mouse)
        if under is not None:
            self.closeup.open(under[1])

    def _card_under(self, pos: tuple[int, int]) -> tuple[object, str] | None:
        """The card under `pos` (in the hand or on the row) and where it lies, or None."""
        hit = self._hand_card_at(pos)
        if hit is not None:
            hand = self.game.hand(self._shown_seat())
            return ("hand", hit[0]), hand[hit[0]]
        slot = self.layout.slot_at(pos)
        if slot is None:
            return None
        staged = self.turn.staging.at(slot) if self.turn is not None else None
        if staged is not None:
            return ("row", slot), staged.code
        shown = self.motion.shown(self.game)
        code: str | None
        if slot <= 4:
            code = shown.row()[slot - 1]
        else:
            pairs = shown.row_pairs()
            code = pairs[-1][slot - 5] if pairs else None
        return (("row", slot), code) if code is not None else None

    def _snap_back(self, drag: Drag, held: pygame.Rect) -> None:
        home = self.layout.hand_rect(self._visible(), drag.hand_index)
        if home is None:
            return
        self.motion.animator.fly(drag.code, held, home, duration=anim.SNAP_BACK, kind="snap",
                                 smooth=True, place=("hand", drag.hand_index))

    def _drop(self, hand_index: int, target: int | str | None,
              from_rect: pygame.Rect | None = None) -> DropResult:
        turn = self.turn
        assert turn is not None
        start = from_rect or self.layout.hand_rect(self._visible(), hand_index) \
            or self.layout.discard
        result = turn.drop(hand_index, target)
        if result.action == "refused" and result.violation is not None:
            self.refuse(result.violation, result.pos,
                        dropped_on=target if isinstance(target, int) else None)
        elif result.action == "staged":
            self.bots.hint_move = None
            self.board.clear_kind("error")  # the card found its place: the old refusal is history
            self._sound("place")
        elif result.action == "discard" and result.move is not None:
            if self.allow_move is not None and not self.allow_move(result.move):
                return DropResult("refused")  # the card flies back; the wrapper says why
            code = result.move.discard
            assert code is not None
            self._play(result.move, [CardTrip(code, start, ("discard", 0),
                                              self._place_rect(DISCARD))], paced=False)
        return result

    def _take_back(self) -> None:
        if self.human_turn() and self.turn is not None and self.turn.take_back():
            self.bots.hint_move = None
            self.board.message = None

    def _confirm(self) -> None:
        if not self.human_turn():
            self._not_now()
            return
        assert self.turn is not None
        move, violation = self.turn.confirm()
        if violation is not None:
            self.refuse(violation)
            return
        assert move is not None
        if self.allow_move is not None and not self.allow_move(move):
            return  # the wrapping scene says why
        self._play(move, [], paced=False)

    def _open_menu(self) -> None:
        if self.app is None:
            return
        self.pointer.drag = None
        self.app.push_scene("pause")

    def look_up_rule(self) -> None:
        """The rules screen, at the rule of the last refusal (at the start if none)."""
        if self.app is None:
            return
        self.pointer.drag = None
        self.app.push_scene("rules", self.board.rule)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        pointer = self.pointer
        if key == pygame.K_ESCAPE:
            if pointer.discard_open:
                pointer.discard_open = False
            elif pointer.drag is not None:
                pointer.drag = None
            elif self.turn is not None and self.turn.selected is not None:
                self.turn.selected = None
            else:
                self._open_menu()
            return
        if key == pygame.K_F1:
            self.look_up_rule()
            return
        if key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            if not self.undo_last_turn():
                self.board.say(lambda: tr("table.undo_not_now"), "info", 3.0)
            return
        if key == pygame.K_s:
            self.sort_hand()
            return
        if key == pygame.K_i:
            self.open_closeup()
            return
        if pointer.discard_open:
            pointer.discard_open = False
            return
        if not self.human_turn():
            if key in _ACTION_KEYS or pygame.K_1 <= key <= pygame.K_6:
                self._not_now()
            return
        turn = self.turn
        assert turn is not None
        if key == pygame.K_LEFT:
            turn.select_step(-1, self._visible())  # left on screen, whatever the sort
        elif key == pygame.K_RIGHT:
            turn.select_step(1, self._visible())
        elif pygame.K_1 <= key <= pygame.K_6 or pygame.K_KP1 <= key <= pygame.K_KP6:
            pos = key - pygame.K_0 if key <= pygame.K_6 else key - pygame.K_KP1 + 1
            if turn.selected is not None:
                placed = turn.selected
                shown = self._visible()  # the fan before the card leaves it
                if self._drop(placed, pos).action == "staged":
                    turn.select_after(placed, shown)  # go on from here, not from the start
        elif key == pygame.K_d:
            if turn.selected is not None:
                self._drop(turn.selected, DISCARD)
        elif key == pygame.K_BACKSPACE:
            self._take_back()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._confirm()
        elif key == pygame.K_h:
            self.request_hint()
        elif key == pygame.K_TAB:
            pointer.discard_open = True

    # --- painting ----------------------------------------------------------------------
    def view(self) -> TableView:
        """This frame's read-only snapshot of the table."""
        return build_view(game=self.game, seating=self.seating, viewer=self.viewer,
                          turn=self.turn, pointer=self.pointer, board=self.board,
                          motion=self.motion, layout=self.layout,
                          hint_waiting=self.bots.hint_token is not None,
                          finished=self.finished, banner=not self.results_shown,
                          hand_order=self._hand_order_now(),
                          closeup=self.closeup,
                          sort_next=self._sort_next(), hide_hand=self._hand_hidden(),
                          cheat=self.cheat_open)

    def _hand_hidden(self) -> bool:
        """Two or more people at one screen: a hand shows only in its owner's turn, after
        the hand-over screen (never while the computer plays, nor before the hand-over)."""
        return len(self.seating.humans) > 1 and (self.turn is None
                                                 or self._handover is not None)

    def _hand_order_now(self) -> list[int]:
        seat = self._shown_seat()
        return self.hand_orders[seat].arrange(self.game.hand(seat)) \
            if seat in self.hand_orders else list(range(len(self.game.hand(seat))))

    def _sort_next(self) -> str | None:
        """The sort the button offers (None: no button, e.g. when only bots play)."""
        if not self.seating.humans or self.finished or self._hand_hidden():
            return None
        order = self.hand_orders.get(self._shown_seat())
        return next_sort(order.mode if order is not None else None)

    def draw(self, surface: pygame.Surface) -> None:
        if self.painter is not None:
            self.painter.draw(surface, self.view(), self.layout, self.log_panel)

    def screenshot_ready(self) -> bool:
        """The row holds several cards and nothing is moving (for --screenshot)."""
        game = self.game
        if game.is_over():
            return True
        placed = sum(1 for c in game.row() if c is not None) + 2 * len(game.row_pairs())
        return placed >= 4 and not self.motion.busy
