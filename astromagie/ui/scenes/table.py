"""The table: where a game of Astromagie is played, by the human and the bots.

This module is the scene's logic (input, turns, bots, animations, the end of
the game); `astromagie.ui.table.render` paints it and
`astromagie.ui.table.layout` says where everything goes. Rules are never
re-coded here: every yes or no comes from the engine through
`ui.table.dragdrop.TurnController`.

Input is recorded in `handle_event` and acted on in `update`, so all state
changes happen in one place per frame; `draw` only paints.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from astromagie.engine import Game, Move, Violation
from astromagie.gameconfig import GameConfig
from astromagie.i18n import tr
from astromagie.ui.scene import Scene
from astromagie.ui.table import animation as anim
from astromagie.ui.table.ai_worker import DEFAULT_MODE, AIWorker, Reply, resolve_bot
from astromagie.ui.table.dragdrop import DISCARD, DropResult, TurnController
from astromagie.ui.table.hint import HINT_BUDGET, hint_bot
from astromagie.ui.table.layout import Layout, compute_layout
from astromagie.ui.table.render import TableRenderer, violation_text
from astromagie.ui.table.saver import AutoSaver

log = logging.getLogger(__name__)

AI_BUDGET = 1.0  # seconds a bot may think per move
AI_PATIENCE = 15.0  # seconds after which a silent bot is played for
DRAG_THRESHOLD = 5  # pixels the mouse must travel before a press becomes a drag
MESSAGE_SECONDS = 5.0


@dataclass
class Drag:
    """A hand card held by the mouse."""

    hand_index: int
    code: str
    grab: tuple[int, int]  # mouse offset inside the card
    pos: tuple[int, int]  # current mouse position
    start: tuple[int, int]
    moving: bool = False  # False until the mouse travelled DRAG_THRESHOLD (a click otherwise)

    def rect(self, size: tuple[int, int]) -> pygame.Rect:
        return pygame.Rect(self.pos[0] - self.grab[0], self.pos[1] - self.grab[1], *size)


@dataclass
class Message:
    words: Callable[[], str]  # asked at every draw, so a language switch re-words it
    kind: str  # "error" | "info" | "hint"
    remaining: float

    @property
    def text(self) -> str:
        return self.words()


class TableScene(Scene):
    """One game at the table. `game` is given when resuming a save."""

    def __init__(self, app, config: GameConfig, game: Game | None = None, *,
                 ai_mode: str = DEFAULT_MODE, ai_budget: float = AI_BUDGET,
                 autosave: bool = True):
        super().__init__(app)
        self.config = config
        if game is None:
            seed = config.seed
            if seed is None:
                seed = random.SystemRandom().randrange(2**48)
            game = Game.new(len(config.seats), seed, config.variants)
        else:
            seed = config.seed if config.seed is not None else 0
        self.game = game
        self.seed = seed
        self.names = [s.name for s in config.seats]
        self.humans = [i for i, s in enumerate(config.seats) if s.is_human]
        self.viewer = self.humans[0] if self.humans else 0
        # the one person at the screen, told in the second person ("You win the trick")
        self.you = self.humans[0] if len(self.humans) == 1 else None
        self.worker = AIWorker(ai_mode)
        self.saver = AutoSaver()
        self.autosave = autosave  # False for demo games (--screenshot): keep the player's save
        self.ai_budget = ai_budget
        self.ai_token: int | None = None
        self.ai_reply: Reply | None = None
        self.ai_wait = 0.0  # seconds the current bot has been thinking
        self.hint_token: int | None = None
        self.hint_turn = -1
        self.hint_move: Move | None = None
        self.turn: TurnController | None = None
        self.drag: Drag | None = None
        self.mouse = (0, 0)
        self.message: Message | None = None
        self.refused_slot: int | None = None
        self.overlay_discard = False
        self.ghosts: list[tuple[int | str, str, int]] = []  # (pos|DISCARD, code, layer) landed
        self.hide_discard_top = 0  # cards just discarded still flying to the pile
        self.dealing: set[int] = set()  # viewer's hand indexes still flying in from the pile
        self.finished = False
        self.results_shown = False
        self._events: list[pygame.event.Event] = []
        self._hand_cursor = False
        self.animator = anim.Animator(self._speed())
        size = app.screen.get_size() if app is not None and app.screen is not None else (1280, 800)
        self.layout: Layout = compute_layout(size, self.game.num_players)
        self.renderer = TableRenderer(self)

    # --- environment ------------------------------------------------------------
    def _speed(self) -> float:
        settings = getattr(self.app, "settings", None)
        try:
            return max(0.1, float(getattr(settings, "animation_speed", 1.0)))
        except (TypeError, ValueError):
            return 1.0

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def is_human(self, seat: int) -> bool:
        return seat in self.humans

    def human_turn(self) -> bool:
        """The human may act now: their turn and nothing is moving on the table."""
        return self.turn is not None and not self.animator.busy and not self.finished

    def opponents(self) -> list[int]:
        """Every seat but the viewer, clockwise from the viewer (left to right on screen)."""
        n = self.game.num_players
        return [(self.viewer + k) % n for k in range(1, n)]

    def seat_anchor(self, seat: int) -> pygame.Rect:
        """Where cards of `seat` come from and go to (its panel, or the viewer's hand)."""
        w, h = self.layout.card
        if seat == self.viewer:
            rect = pygame.Rect(0, 0, w, h)
            rect.midbottom = (self.layout.hand_area.centerx, self.layout.hand_area.bottom)
            return rect
        panel = self.layout.opponents[self.opponents().index(seat)]
        rect = pygame.Rect(0, 0, w, h)
        rect.center = panel.center
        return rect

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = compute_layout(size, self.game.num_players)
        self.renderer.invalidate()
        self.drag = None

    def on_language(self, lang: str) -> None:
        self.renderer.invalidate()

    # --- lifecycle ---------------------------------------------------------------
    def enter(self) -> None:
        size = self.app.screen.get_size() if self.app is not None else self.layout.size
        if size != self.layout.size:
            self.on_resize(size)
        self.worker.start()
        self._begin_turn()

    def resume(self) -> None:
        self.animator.speed = self._speed()
        size = self.app.screen.get_size() if self.app is not None else self.layout.size
        if size != self.layout.size:
            self.on_resize(size)

    def pause(self) -> None:
        self.drag = None
        self._arrow_cursor()

    def exit(self) -> None:
        self._arrow_cursor()
        self.worker.close()
        self.saver.close()

    # --- events: recorded here, acted on in update -----------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                          pygame.KEYDOWN, pygame.MOUSEWHEEL):
            self._events.append(event)
        log_panel = self.renderer.log_panel
        if log_panel is not None and event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN,
                                                    pygame.MOUSEMOTION):
            try:
                log_panel.handle_event(event)
            except Exception:  # the log is a view; it must never break the table
                log.exception("game log panel failed")

    def update(self, dt: float) -> None:
        self.animator.speed = self._speed()
        for event in self._events:
            self._dispatch(event)
        self._events.clear()
        self.animator.update(dt)
        for notice in self.saver.take_notices():  # e.g. the disk is full: say so, play on
            self.say(notice.text, "info", 8.0)
        if self.message is not None:
            self.message.remaining -= dt
            if self.message.remaining <= 0:
                self.message = None
                self.refused_slot = None
        self._poll_worker(dt)
        if not self.animator.busy and not self.finished:
            self._begin_turn()
        self._update_cursor()
        self.renderer.warm()

    def _arrow_cursor(self) -> None:
        if self._hand_cursor:
            self._hand_cursor = False
            try:
                pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_ARROW)
            except pygame.error:
                pass

    def _update_cursor(self) -> None:
        """A hand over what the player may pick up or press, an arrow elsewhere."""
        active = False
        if self.human_turn() and not self.overlay_discard:
            pos = self.mouse
            active = (self.drag is not None or self.renderer.hand_card_at(pos) is not None
                      or any(r.collidepoint(pos) for r in self.layout.buttons.values())
                      or (self.turn is not None and self.turn.selected is not None
                          and self.renderer.slot_at(pos) is not None))
        if active != self._hand_cursor:
            self._hand_cursor = active
            try:
                pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if active
                                        else pygame.SYSTEM_CURSOR_ARROW)
            except pygame.error:  # no cursors on this video driver
                pass

    # --- turns -------------------------------------------------------------------
    def _begin_turn(self) -> None:
        """Prepare whoever is to move: a TurnController for a human, a question for a bot."""
        game = self.game
        if game.is_over():
            self._finish()
            return
        seat = game.current_player
        if self.is_human(seat):
            if self.turn is None or self.turn.seat != seat:
                self.viewer = seat
                self.turn = TurnController(game, seat)
            return
        self.turn = None
        if self.ai_token is None and self.ai_reply is None:
            bot = resolve_bot(self.config.seats[seat].kind)
            obs = game.observation(seat)
            self.ai_token = self.worker.submit(bot, self._bot_seed(seat), obs, self.ai_budget)
            self.ai_wait = 0.0

    def _bot_seed(self, seat: int) -> int:
        return (self.seed * 7919 + seat * 104_729) & 0xFFFFFFFF

    def _poll_worker(self, dt: float) -> None:
        if self.ai_token is not None or self.ai_reply is not None:
            self.ai_wait += dt
        for reply in self.worker.poll():
            if reply.token == self.ai_token:
                self.ai_token = None
                self.ai_reply = reply
            elif reply.token == self.hint_token:
                self.hint_token = None
                self._show_hint(reply)
        if self.ai_token is not None and self.ai_wait > max(AI_PATIENCE, 6 * self.ai_budget):
            # A bot that never answers must not freeze the game: it plays a legal move.
            log.error("bot for seat %d did not answer; playing for it", self.game.current_player)
            self.worker.forget(self.ai_token)
            self.ai_token = None
            self.ai_reply = Reply(0, None, "timeout", self.ai_wait)
        if (self.ai_reply is not None and not self.animator.busy
                and self.ai_wait >= self.animator.scaled(anim.THINK_MIN)):
            reply, self.ai_reply = self.ai_reply, None
            self._play_bot_move(reply.move)

    def _play_bot_move(self, move: Move | None) -> None:
        game = self.game
        seat = game.current_player
        if move is None or game.check(move) is not None:
            # A bot bug must not stop the game: play the first legal move and say so in the log.
            log.error("bot for seat %d gave %s; playing a legal move instead", seat, move)
            move = game.legal_moves()[0]
        start = self.seat_anchor(seat)
        layers = len(game.row_pairs())
        targets: list[tuple[int | str, str, int]] = []
        if move.discard is not None:
            targets.append((DISCARD, move.discard, 0))
        else:
            for pos, code in move.placements:
                targets.append((pos, code, layers if pos in (5, 6) else 0))
        last = len(targets) - 1
        for i, (where, code, layer) in enumerate(targets):
            end = self._target_rect(where, layer)

            def land(where=where, code=code, layer=layer, final=(i == last)) -> None:
                self.ghosts.append((where, code, layer))
                self._sound("discard" if where == DISCARD else "place")
                if final:
                    self.animator.after(anim.AFTER_MOVE, lambda: self._commit(move, sound=False))

            self.animator.fly(code, start, end, delay=i * anim.STAGGER, on_land=land)

    def _target_rect(self, where: int | str, layer: int) -> pygame.Rect:
        if where == DISCARD:
            rect = pygame.Rect((0, 0), self.layout.card)
            rect.center = self.layout.discard.center
            return rect
        pos = int(where)
        if pos in (5, 6):
            return self.layout.stack_rect(pos, self.renderer.visual_layer(layer))
        return self.layout.slots[pos].copy()

    def _commit(self, move: Move, sound: bool = True) -> None:
        """Apply `move` for the player to move, then animate a trick if it ended one."""
        game = self.game
        tricks_before = len(game.tricks)
        seat = game.current_player
        kept = len(game.hand(seat)) - len(move.codes)
        game.apply(move)
        self.ghosts.clear()
        self.refused_slot = None
        if self.message is not None and self.message.kind != "info":
            self.message = None
        self.turn = None
        self.hint_move = None
        if self.hint_token is not None:
            self.worker.forget(self.hint_token)
            self.hint_token = None
        if sound:
            self._sound("discard" if move.discard is not None else "place")
        self._autosave()
        self.renderer.game_changed()
        drawn = len(game.hand(seat)) - kept
        if drawn > 0:
            self._animate_draw(seat, kept, drawn)
        if len(game.tricks) > tricks_before:
            self._animate_trick(game.tricks[-1])

    def _animate_draw(self, seat: int, kept: int, drawn: int) -> None:
        """Cards drawn after a turn (R11) travel from the draw pile to the hand or the seat."""
        pile = self.layout.pile
        if seat == self.viewer:
            hand = self.game.hand(seat)
            for k, index in enumerate(range(kept, kept + drawn)):
                home = self.renderer.hand_rect(index)
                if home is None:
                    continue
                self.dealing.add(index)

                def landed(index: int = index) -> None:
                    self.dealing.discard(index)

                start = pygame.Rect(pile.topleft, home.size)
                self.animator.fly(hand[index], start, home, duration=anim.DEAL,
                                  delay=k * anim.DEAL_STAGGER, on_land=landed, kind="deal")
            return
        end = self.seat_anchor(seat)
        for k in range(drawn):
            start = pygame.Rect(pile.topleft, end.size)
            self.animator.fly(None, start, end, duration=anim.DEAL, delay=k * anim.DEAL_STAGGER,
                              kind="deal")

    def _animate_trick(self, trick) -> None:
        winner = trick.winner
        end = self.seat_anchor(winner)
        cards: list[tuple[pygame.Rect, str]] = []
        for pos, code in enumerate(trick.slots, start=1):
            if code is not None:
                cards.append((self.layout.slots[pos], code))
        for layer, (aspect, planet) in enumerate(trick.pairs):
            vl = self.renderer.visual_layer(layer)
            cards.append((self.layout.stack_rect(5, vl), aspect))
            cards.append((self.layout.stack_rect(6, vl), planet))
        for i, (rect, code) in enumerate(cards):
            self.animator.fly(code, rect, end, duration=anim.TRICK_FLIGHT, delay=0.25 + i * 0.05,
                              kind="trick", smooth=True)
        self.animator.label(f"+{trick.points}", end.center, rise=round(60 * self.layout.scale))
        # Hold the table still a moment after the cards have gone: the next turn waits for it.
        self.animator.after(0.25 + anim.TRICK_FLIGHT + len(cards) * 0.05 + anim.TRICK_HOLD,
                            lambda: None)
        self._sound("trick")
        if self.is_human(winner) and len(self.humans) == 1:
            self.say(lambda: tr("table.trick_won_you", points=trick.points), "info")
        else:
            name = self.seat_name(winner)
            self.say(lambda: tr("table.trick_won", name=name, points=trick.points), "info")

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.turn = None
        self.drag = None
        self.worker.close()
        from astromagie.ui.scenes.results import ResultsScene  # results can start a new table

        if self.app is not None:
            self.results_shown = True
            self.app.stack.replace(ResultsScene(self.app, self.game, self.config))

    def _autosave(self) -> None:
        if self.autosave:
            self.saver.save(self.game, self.config)

    def _sound(self, name: str) -> None:
        if not getattr(getattr(self.app, "settings", None), "sound", True):
            return  # switched off in the settings (the sound module may also check)
        sound = getattr(self.app, "sound", None)
        if sound is None:
            return
        try:
            sound.play(name)
        except Exception:  # a sound problem is never worth a crash
            log.debug("sound %s failed", name, exc_info=True)

    def say(self, words: Callable[[], str], kind: str = "error",
            seconds: float = MESSAGE_SECONDS) -> None:
        """Show a message for `seconds`; `words()` gives it in the current language."""
        self.message = Message(words, kind, seconds)

    def refuse(self, violation: Violation, pos: int | None = None) -> None:
        self.say(lambda: violation_text(violation, self.names), "error")
        self.refused_slot = pos

    # --- hints ---------------------------------------------------------------------
    def request_hint(self) -> None:
        if not self.human_turn() or self.hint_token is not None:
            return
        assert self.turn is not None
        self.turn.staging.clear()
        self.hint_turn = len(self.game.history)
        obs = self.game.observation(self.turn.seat)
        self.hint_token = self.worker.submit(hint_bot(), self._bot_seed(self.turn.seat) + 1,
                                             obs, HINT_BUDGET)
        self.say(lambda: tr("table.hint.thinking"), "hint", 30.0)

    def _show_hint(self, reply: Reply) -> None:
        if self.turn is None or len(self.game.history) != self.hint_turn or reply.move is None:
            return
        move = reply.move
        self.hint_move = move
        if move.discard is not None:
            hand = self.turn.hand()
            self.turn.staging.clear()
            self.turn.selected = hand.index(move.discard) if move.discard in hand else None
            code = move.discard
            self.say(lambda: tr("table.hint.discard", card=tr(f"card.name.{code}")), "hint", 12.0)
            return
        if self.turn.staging.stage_move(move):
            points = self.turn.staging.preview().points
            self.say(lambda: tr("table.hint.play", points=points), "hint", 12.0)

    # --- input -----------------------------------------------------------------------
    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                self.drag.pos = event.pos
                if not self.drag.moving:
                    dx = event.pos[0] - self.drag.start[0]
                    dy = event.pos[1] - self.drag.start[1]
                    self.drag.moving = dx * dx + dy * dy >= DRAG_THRESHOLD ** 2
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.drag = None
            if self.turn is not None:
                self.turn.selected = None
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _not_now(self) -> None:
        """The player tried to act while it is not their turn (or cards still move)."""
        if self.finished:
            return
        seat = self.game.current_player
        if not self.is_human(seat):
            name = self.seat_name(seat)
            self.say(lambda: tr("table.refuse.not_your_turn", name=name), "info", 2.5)

    def _press(self, pos: tuple[int, int]) -> None:
        if self.overlay_discard:
            self.overlay_discard = False
            return
        buttons = self.layout.buttons
        if self.layout.menu_button.collidepoint(pos):
            self._open_menu()
            return
        if buttons["hint"].collidepoint(pos):
            self.request_hint()
            return
        if buttons["play"].collidepoint(pos):
            self._confirm()
            return
        if buttons["takeback"].collidepoint(pos):
            self._take_back()
            return
        hit = self.renderer.hand_card_at(pos)
        on_discard = self.layout.discard.collidepoint(pos)
        if not self.human_turn():
            if on_discard:
                self.overlay_discard = True
            elif hit is not None or self.renderer.slot_at(pos) is not None:
                self._not_now()
            return
        turn = self.turn
        assert turn is not None
        if hit is not None:
            index, rect = hit
            self.drag = Drag(index, turn.hand()[index], (pos[0] - rect.x, pos[1] - rect.y),
                             pos, pos)
            return
        slot = self.renderer.slot_at(pos)
        if slot is not None:
            staged = turn.staging.at(slot)
            if turn.selected is not None:
                self._drop(turn.selected, slot)
            elif staged is not None:
                turn.take_back(staged.hand_index)
                self.hint_move = None
            return
        if on_discard:
            if turn.selected is not None:
                self._drop(turn.selected, DISCARD)
            else:
                self.overlay_discard = True
            return
        turn.selected = None

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None or self.turn is None:
            return
        if not drag.moving:  # a click: select (or unselect) the card
            self.turn.selected = None if self.turn.selected == drag.hand_index else drag.hand_index
            return
        target: int | str | None = self.renderer.slot_at(pos)
        if target is None and self.layout.discard.inflate(20, 20).collidepoint(pos):
            target = DISCARD
        result = self._drop(drag.hand_index, target, from_rect=drag.rect(self.layout.hand_card))
        if not result.accepted:
            self._snap_back(drag)
            if result.action == "none" and not self.layout.hand_area.collidepoint(pos):
                self.say(lambda: tr("table.drop_hint"), "info", 3.0)  # dropped on no place at all

    def _snap_back(self, drag: Drag) -> None:
        home = self.renderer.hand_rect(drag.hand_index)
        if home is None:
            return
        self.animator.fly(drag.code, drag.rect(self.layout.hand_card), home,
                          duration=anim.SNAP_BACK, kind="snap", smooth=True)

    def _drop(self, hand_index: int, target: int | str | None,
              from_rect: pygame.Rect | None = None) -> DropResult:
        turn = self.turn
        assert turn is not None
        result = turn.drop(hand_index, target)
        if result.action == "refused" and result.violation is not None:
            self.refuse(result.violation, result.pos)
        elif result.action == "staged":
            self.hint_move = None
            if self.message is not None and self.message.kind == "error":
                self.message = None  # the card found its place: the old refusal is history
            self._sound("place")
        elif result.action == "discard" and result.move is not None:
            code = result.move.discard
            start = from_rect or self.renderer.hand_rect(hand_index) or self.layout.discard
            self.hide_discard_top += 1

            def landed() -> None:
                self.hide_discard_top = max(0, self.hide_discard_top - 1)

            self._commit(result.move)
            self.animator.fly(code, start, self._target_rect(DISCARD, 0),
                              duration=anim.SNAP_BACK * 1.4, on_land=landed, kind="snap")
        return result

    def _take_back(self) -> None:
        if self.human_turn() and self.turn is not None and self.turn.take_back():
            self.hint_move = None
            self.message = None

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
        self._commit(move)

    def _open_menu(self) -> None:
        if self.app is None:
            return
        from astromagie.ui.scenes.pause import PauseScene  # pause can lead back here

        self.drag = None
        self.app.stack.push(PauseScene(self.app))

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.overlay_discard:
                self.overlay_discard = False
            elif self.drag is not None:
                self.drag = None
            elif self.turn is not None and self.turn.selected is not None:
                self.turn.selected = None
            else:
                self._open_menu()
            return
        if self.overlay_discard:
            self.overlay_discard = False
            return
        if not self.human_turn():
            if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER,
                       pygame.K_d, pygame.K_BACKSPACE) or pygame.K_1 <= key <= pygame.K_6:
                self._not_now()
            return
        turn = self.turn
        assert turn is not None
        if key == pygame.K_LEFT:
            turn.select_step(-1)
        elif key == pygame.K_RIGHT:
            turn.select_step(1)
        elif pygame.K_1 <= key <= pygame.K_6 or pygame.K_KP1 <= key <= pygame.K_KP6:
            pos = key - pygame.K_0 if key <= pygame.K_6 else key - pygame.K_KP1 + 1
            if turn.selected is not None:
                self._drop(turn.selected, pos)
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
            self.overlay_discard = True

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)
