"""The guided first game: a real table, a fixed deal, and a coach who points at things.

`GuideScene` wraps a table scene (opened by name, never imported) and drives it by
composition: it hands the table a scripted AI (worker.py), turns the autosave off,
and uses the table's two hooks, `allow_move` (a move outside the lesson is not made)
and `on_refusal` (a refused drop the lesson asked for moves it on). The player makes
every move with the mouse at the real table; the `Tour` (script.py) says which step
they are at, and a coach mark (coach.py) points at the slot, card, button or panel
the step is about. A wrong move is undone (a staged card goes back to the hand) and
the bubble says what to do instead.

It never touches the player's files: no autosave, and the lesson ends before the
game does, so nothing reaches the statistics or the archive. Esc or Leave goes back
to the title at any step; Again starts the lesson over.
"""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, cast

import pygame

from astromagie.gameconfig import GameConfig, SeatConfig
from astromagie.games.astromagie.engine import Move, Violation
from astromagie.games.astromagie.view.row import visual_layer
from astromagie.i18n import tr
from astromagie.ui.kit.bots import BotDesk
from astromagie.ui.scene import EVERY_FRAME, Scene
from astromagie.ui.table.hand import sort_button_rect
from astromagie.ui.table.view import visible_hand

from .coach import Avoid, CoachMark, build_mark, draw_mark
from .script import AI_SEAT, PLAYER, STEPS, Facts, Refusal, Target, Tour, new_game
from .worker import ScriptedWorker

if TYPE_CHECKING:
    from astromagie.ui.scene import Services
    from astromagie.ui.table.scene import TableScene

log = logging.getLogger(__name__)
PULSE_SECONDS = 6.0  # a new coach mark breathes this long, then stays lit

AI_NAME = "Vega"
_NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def guide_config() -> GameConfig:
    """Who plays the lesson: the player ("You", in the current language) against one AI."""
    return GameConfig((SeatConfig(tr("setup.human")), SeatConfig(AI_NAME, "easy")), seed=1)


class GuideScene(Scene):
    """The lesson: a table scene inside, a coach mark on top."""

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.tour = Tour()
        self.table = self._new_table()
        self.mark: CoachMark | None = None
        self._mark_key: object = None
        self.wrong: str | None = None  # the catalog key of the hint after a wrong action
        self.pulse = 0.0
        self._clock = 0.0
        self._actions: list[str] = []  # the bubble's buttons pressed this frame
        self._refusals: list[Refusal] = []
        self._blocked = False  # a move the lesson did not want was held back this frame
        self._hover: str | None = None

    def _new_table(self) -> TableScene:
        table = cast("TableScene", self.app.open_scene(
            "table", guide_config(), new_game(), autosave=False, ai_mode="thread"))
        table.bots = BotDesk(ScriptedWorker(), 1, budget=0.0)
        table.allow_move = self._allow_move
        table.on_refusal = self._refused
        return table

    # --- lifecycle --------------------------------------------------------------------
    def enter(self) -> None:
        self.table.enter()

    def exit(self) -> None:
        self.table.exit()

    def pause(self) -> None:
        self.table.pause()

    def resume(self) -> None:
        self.table.resume()
        self._mark_key = None

    def on_resize(self, size: tuple[int, int]) -> None:
        self.table.on_resize(size)
        self._mark_key = None

    def on_language(self, lang: str) -> None:
        self.table.on_language(lang)
        self._mark_key = None

    # --- the table's hooks --------------------------------------------------------------
    def _allow_move(self, move: Move) -> bool:
        if self.tour.allows(move):
            self.wrong = None
            return True
        self._blocked = True
        return False

    def _refused(self, violation: Violation, pos: int | None) -> None:
        self._refusals.append(Refusal(pos, violation.rule))

    # --- input: recorded here, acted on in update -----------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._hover = self._button_at(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and not self._table_busy_with_escape():
                self._actions.append("leave")
                return
            if event.key in _NEXT_KEYS and self.tour.step.action in ("next", "end"):
                self._actions.append("again" if self.tour.finished else "next")
                return
        if (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1
                and self.table.pointer.drag is None):  # a held card is always let go
            wid = self._button_at(event.pos)
            if wid is not None:
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self._actions.append(wid)
                return
            if (event.type == pygame.MOUSEBUTTONDOWN
                    and self.table.layout.button_at(event.pos) == "menu"):
                self._actions.append("menu")
                return
        if self.tour.finished and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return  # the lesson is over: the table only shows it
        self.table.handle_event(event)

    def _table_busy_with_escape(self) -> bool:
        """Esc first lets go of a held card, a selection or the opened discard pile."""
        table = self.table
        pointer = table.pointer
        return (pointer.drag is not None or pointer.discard_open or table.cheat_open
                or (table.turn is not None and table.turn.selected is not None))

    def _button_at(self, pos: tuple[int, int]) -> str | None:
        if self.mark is None:
            return None
        for wid, rect in self.mark.buttons.items():
            if rect.collidepoint(pos):
                return wid
        return None

    # --- per frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        actions, self._actions = self._actions, []
        for action in actions:
            if action == "leave":
                self.app.back_to_title()
                return
            if action == "again":
                self.restart()
                return
            if action == "menu":
                self.app.push_scene("pause", False)  # nothing is saved here
                return
            if action == "next" and self.tour.next():
                self.wrong = None
        self.table.update(dt)
        self._follow_table()
        self._clock += dt
        # The mark breathes for a while to catch the eye, then stays lit and still, so a
        # lesson waiting for the person draws nothing.
        breathing = self._clock < PULSE_SECONDS
        self.pulse = 0.5 + 0.5 * math.sin(self._clock * 4.0) if breathing else 1.0
        key = self._mark_signature()
        if key != self._mark_key:
            self._mark_key = key
            self.mark = self._build_mark()
            self._clock = 0.0

    def wake_in(self) -> float | None:
        if self._actions or (self.mark is not None and self._clock < PULSE_SECONDS):
            return EVERY_FRAME
        return self.table.wake_in()

    def restart(self) -> None:
        """Start the lesson over with a new table (the same deal)."""
        old = self.table
        old.exit()
        self.tour.restart()
        self.wrong = None
        self._refusals.clear()
        self.table = self._new_table()
        self.table.enter()
        self._mark_key = None

    def _follow_table(self) -> None:
        """Move the lesson on by what happened at the table; undo what does not belong."""
        table = self.table
        tour = self.tour
        refusals, self._refusals = self._refusals, []
        for refusal in refusals:
            if tour.refused(refusal):
                self.wrong = None
            elif tour.step.waits_for_player:
                self.wrong = self._wrong_key()
        if self._blocked:
            self._blocked = False
            self.wrong = self._wrong_key()
        turn = table.turn
        staged = turn.staging.placements if turn is not None else ()
        stray = tour.stray(staged) if turn is not None else None
        if stray is not None and turn is not None:
            item = turn.staging.at(stray[0])
            if item is not None:
                turn.take_back(item.hand_index)
                self.wrong = self._wrong_key()
            staged = turn.staging.placements
        # The AI's move counts as made once the table shows it (its cards have landed, the
        # top bar and the log say so), not when every flight after it (draws, the trick's
        # award) is over: the coach never lags behind the table (playtest F4).
        shown = table.motion.pending is None and not table.bots.asked
        facts = Facts(table.game.observation(PLAYER).turn, staged, shown)
        if tour.observe(facts):
            self.wrong = None

    def _wrong_key(self) -> str:
        """The hint after a wrong action: what this step wants instead."""
        step = self.tour.step
        if step.waits_for_player:
            return step.key
        return "ai_turn" if step.action == "ai" else "read"

    # --- the coach mark -------------------------------------------------------------------
    def _mark_signature(self) -> object:
        """What the coach mark depends on: rebuilt only when one of these changes."""
        return (self.tour.index, self.wrong, self.table.layout.size,
                tuple(tuple(r) for r in self._target_rects()))

    def _target_rects(self) -> list[pygame.Rect]:
        rects = [self.target_rect(t) for t in self.tour.step.targets]
        return [r for r in rects if r is not None]

    def target_rect(self, target: Target) -> pygame.Rect | None:
        """Where on the screen `target` is now (a hand card only while it is in the fan)."""
        layout = self.table.layout
        game = self.table.game
        kind, arg = target.kind, target.arg
        if kind == "slot" and isinstance(arg, int):
            rect = layout.slots[arg].copy()
            if arg in (5, 6):
                rect = rect.union(layout.stack_rect(arg, visual_layer(len(game.row_pairs()))))
            label = round(30 * layout.scale)  # the position's name above it stays readable
            return rect.union(pygame.Rect(rect.x, rect.y - label, rect.w, label))
        if kind == "card" and isinstance(arg, str):
            index = self.hand_index(arg)
            if index is None:
                return None
            return layout.hand_rect(self._visible(), index)
        if kind == "button" and isinstance(arg, str):
            return layout.buttons[arg].copy()
        if kind == "opponent":
            return layout.seat_anchor(AI_SEAT, PLAYER) if not layout.opponents \
                else layout.opponents[0].copy()
        return {"preview": layout.status, "message": layout.message, "discard": layout.discard,
                "pile": layout.pile, "scoreboard": layout.scoreboard,
                "hand": layout.hand_area}.get(kind, None)

    def _visible(self) -> list[int]:
        table = self.table
        return visible_hand(table.game.hand(PLAYER), table.turn)

    def hand_index(self, code: str) -> int | None:
        """The hand index of a card `code` lying in the fan (not staged)."""
        hand = self.table.game.hand(PLAYER)
        for index in self._visible():
            if hand[index] == code:
                return index
        return None

    def _avoid(self) -> list[Avoid]:
        layout = self.table.layout
        row = layout.slots[1].union(layout.stack_rect(6, 2))
        label = round(30 * layout.scale)  # with the positions' names above
        row = row.union(pygame.Rect(row.x, row.y - label, row.w, label))
        out = [Avoid(row, 12.0), Avoid(layout.hand_area, 4.0), Avoid(layout.message, 3.0),
               Avoid(layout.status, 2.0), Avoid(layout.pile.union(layout.discard), 3.0),
               Avoid(layout.topbar, 4.0), Avoid(layout.side, 1.0), Avoid(layout.scoreboard, 3.0)]
        out += [Avoid(r, 5.0) for r in layout.buttons.values()]
        out += [Avoid(r, 1.0) for r in layout.opponents]
        return out

    def _build_mark(self) -> CoachMark:
        step = self.tour.step
        layout = self.table.layout
        names = {"name": AI_NAME, "play": tr("table.button.play"), "new_game": tr("menu.new_game")}
        counter = tr("guide.counter", step=self.tour.index + 1, total=len(STEPS))
        if step.action == "end":
            buttons = [("leave", tr("guide.button.leave")), ("again", tr("guide.button.again"))]
            primary: str | None = "again"
        elif step.action == "next":
            buttons = [("leave", tr("guide.button.leave")), ("next", tr("guide.button.next"))]
            primary = "next"
        else:
            buttons = [("leave", tr("guide.button.leave"))]
            primary = None
        wrong = tr(f"guide.wrong.{self.wrong}", **names) if self.wrong else None
        return build_mark(layout.size, layout.scale, tr(f"guide.step.{step.key}.title", **names),
                          tr(f"guide.step.{step.key}.text", **names), counter, buttons, primary,
                          self._target_rects(), self._avoid(), wrong, dim=step.action == "end",
                          clear=[layout.status, layout.message],  # the preview, the refusals
                          path=self._drag_path(), labels_below=self._labels())

    def _labels(self) -> list[pygame.Rect]:
        """The table's labels a coach arrow should not cross: its buttons (the sort button
        too), the score preview's line and the positions' names."""
        layout = self.table.layout
        label = round(30 * layout.scale)  # the positions' names above the row
        names = [pygame.Rect(r.x, r.y - label, r.w, label - round(6 * layout.scale))
                 for r in layout.slots.values()]
        return [*layout.buttons.values(), sort_button_rect(layout), layout.status, *names]

    def _drag_path(self) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """From the card to drag to its place, for a step that asks for a drag."""
        targets = self.tour.step.targets
        kinds = [t.kind for t in targets]
        if kinds[:1] != ["card"] or "slot" not in kinds:
            return None
        card = self.target_rect(targets[0])
        slot = self.table.layout.slots[int(targets[kinds.index("slot")].arg or 0)]
        return (card.center, slot.center) if card is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        if self.mark is not None:
            draw_mark(surface, self.mark, self.pulse, self._hover)
