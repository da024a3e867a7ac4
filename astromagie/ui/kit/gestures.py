"""The table scene's hands: pygame events turned into turn-input and session calls.

`TableGestures` is the half of the kit's table scene (`table.py`) that listens: the
mouse (press, drag, release over the hand, the board, the buttons, a question's
options), the keys (choose a card, play it, a place's key, sort, the close-up, the
overlays, Esc) and the person's hand as they hold it (`desk.py`). It decides nothing
about the game: a gesture becomes the turn input's `Decision`, and a move goes to the
table session (`session.py`), the one place a move is made. `KitTableScene` adds the
session, the flights and the painting.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from astromagie.host import registry
from astromagie.i18n import tr
from astromagie.kit.view import Action, Board, Decision, TurnInputBase
from astromagie.ui.kit import animation as anim
from astromagie.ui.kit.closeup_state import CloseUp
from astromagie.ui.kit.pointer import Drag, Pointer
from astromagie.ui.scene import Scene

from .buttons import button_rects, column
from .buttontips import ButtonTips
from .desk import ENTER_KEYS, Picker, TurnDesk
from .enterkeys import EnterKeys
from .fan import kept_places
from .frame import Frame, fan_place, reference_button
from .handcues import HandCues
from .hintwait import HintTiming
from .keyfocus import OVERLAY_KEY, KeyFocus, focus_key
from .lesson import LessonFold
from .lessonsover import LessonsOffer
from .logscroll import LogScroll
from .paint import KitPainter
from .paintcoach import visible_part
from .picking import wanted_option
from .refusing import lesson_asks
from .session import TableSession

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

log = logging.getLogger(__name__)


def play_sound(app: Services, name: str) -> None:
    """The table's sound `name`, where the settings have sound on."""
    if not app.settings.sound:
        return
    try:
        app.sound.play(name)
    except Exception:  # a sound problem is never worth a crash
        log.debug("sound %s failed", name, exc_info=True)


class TableGestures(ButtonTips, EnterKeys, HandCues, KeyFocus, HintTiming, Scene):
    """Events in, calls out: the listening half of the table scene."""

    session: TableSession
    frame: Frame
    board: Board
    painter: KitPainter
    animator: anim.Animator
    desk: TurnDesk  # how the person holds their hand (made with the session's view)

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.pointer = Pointer()
        self.selected: int | None = None  # the hand card chosen by a click or the arrow keys
        self.keyed_on = False  # the choice went on by itself after a place's key (1-6)
        self.picker: Picker | None = None
        self.picker_focus = 0  # the question's option the keyboard is on (picking.py)
        self.coach_card = LessonFold(offer=LessonsOffer(self))  # its card, or folded (lesson.py)
        self.closeup = CloseUp()  # a card shown large: rest the mouse, right-click or I
        self.overlay: str | None = None  # "reference" (?) or "piles" (T) over the board
        self._events: list[pygame.event.Event] = []
        self._from_rect: pygame.Rect | None = None  # where the move being made was let go
        self.log_scroll = LogScroll()

    # --- whose turn, the hand ------------------------------------------------------------
    def human_turn(self) -> bool:
        """A person here is to move and nothing is moving on the table."""
        return self.session.person_turn() and not self.animator.busy

    def _held(self) -> tuple[int, list[str]]:
        """The seat whose hand the fan shows and its cards, without what the turn staged."""
        session = self.session
        seat = session.turn.seat if session.turn is not None else session.viewer
        cards = session.view.hand(session.state, seat)
        for code in session.staged_cards():
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
        self.session.say(partial(tr, "kit.sorted" if now_sorted else "kit.unsorted"), "info",
                         3.0)

    def rearrange(self, index: int, x: int) -> None:
        """The shown card `index` let go over the hand at `x`: it takes its place there."""
        hand = self.hand()
        centres = [r.centerx for i, r in enumerate(self.frame.hand_rects(len(hand), None, hand))
                   if i != index]
        self.desk.rearrange(*self._held(), index, centres, x)
        self.selected = None

    def card_under(self, pos: tuple[int, int]) -> tuple[object, str] | None:
        """The open card under `pos` (in the hand or on the board) and where it lies."""
        hand = [] if self._hand_hidden() else self.hand()
        index = self.frame.hand_card_at(pos, len(hand), self.selected, hand)
        if index is not None:
            return ("hand", index), hand[index]
        code = self.board.card_at(self.session.state, pos)
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
        session = self.session
        return len(session.seating.humans) > 1 and (session.turn is None
                                                     or session.handover is not None)

    # --- the buttons and the turn's answers ------------------------------------------------
    def can_undo(self) -> bool:
        return self.human_turn() and self.session.undo_target() is not None

    def actions(self) -> list[Action]:
        """The button column (buttons.column): the turn's own, undo and the hint."""
        turn = self.session.turn
        own = turn.actions() if turn is not None and self.human_turn() else []
        return [] if self.session.finished else column(  # none at the end (pt4b 14)
            own, self.can_undo(), self.human_turn(),
            self.session.lesson.offered is not None and self.human_turn(),
            self.can_undo() and not self.session.view.moves_are_turns
            and self.session.undo.own_turn_open(self.session.state), self.session.guided)

    def press_action(self, action: Action) -> None:
        self.tip_quiet, self.quiet_at = action.id, self.pointer.mouse  # (pt5b 13, pt15d 7)
        if action.id == "hint" and not action.enabled and self._hold_hint():
            return
        if not action.enabled:
            turn = self.session.turn  # a refusal is TurnInputBase's, as a drop's is
            why = turn.action_refusal(action.id) \
                if isinstance(turn, TurnInputBase) and self.human_turn() else None
            if why is not None:  # a shut button pressed says why (pt5a, 1)
                self.decide(Decision.refuse(why))
            else:
                self._not_now()
            return
        if action.id == "hint":
            self.request_hint()
        elif action.id == "undo":
            self.undo_last_turn()
        elif action.id == "again":
            self.again()
        elif self.session.turn is not None:
            self.decide(self.session.turn.press(action.id))

    def request_hint(self) -> None:
        if self.human_turn():
            self.session.request_hint()

    def undo_last_turn(self) -> bool:
        """Back to the start of the person's last turn; the bots' replies go too."""
        if not (self.human_turn() and self.session.undo_last_turn()):
            return False
        self.picker = None
        self.selected = None
        return True

    def again(self) -> None:
        """Again: the lesson's turn back to its start (again.py)."""
        if self.human_turn() and self.session.again():
            self.picker = None
            self.selected = None

    def play(self, move: Any, from_rect: pygame.Rect | None = None) -> None:
        """A move made by the person here; its card flies from `from_rect` (where let go)."""
        self._from_rect = from_rect
        try:
            self.session.play(move)
        finally:
            self._from_rect = None
        self._show_the_lesson_asked()

    def play_all(self, moves: Any, from_rect: pygame.Rect | None = None) -> None:
        self._from_rect = from_rect
        try:
            self.session.play_all(moves)
        finally:
            self._from_rect = None
        self._show_the_lesson_asked()

    def _show_the_lesson_asked(self) -> None:
        """A move off the lesson was answered "the lesson's move: …, why: in the coach's
        box": the box opens, not left folded to its pill (pt5b 1)."""
        coaching = self.session.coaching
        if coaching is not None and self.session.message_kind == "error" \
                and self.session.message == lesson_asks(coaching):
            self.coach_card.begin()

    def decide(self, decision: Decision, zone: str | None = None,
               from_rect: pygame.Rect | None = None, hand_index: int | None = None) -> None:
        """Act on the turn's answer; a refused card dropped from the fan (`hand_index`,
        let go at `from_rect`) flies back to its place."""
        if decision.kind == "refused" and hand_index is not None:
            self._fly_back(hand_index, from_rect)
        if zone is not None and decision.kind != "staged":
            self.session.lesson.used.append(zone)
        if decision.kind in ("move", "moves", "staged"):
            self.place_picked()
        if decision.kind == "move":
            self.play(decision.move, from_rect)
        elif decision.kind == "moves":
            self.play_all(decision.moves, from_rect)
        elif decision.kind == "choose":
            # the lesson's option is lit, else the hint's, and Return takes it (pt2, pt3a 8)
            coaching = self.session.coaching
            wanted = coaching.move if coaching is not None else self.session.bots.hint_move
            found = wanted_option(decision.options, wanted)  # the keys say whose (pt12c 6)
            lit = "" if found is None else "lesson" if coaching is not None else "hint"
            self.picker = Picker(decision.question, decision.options, lit)
            self.picker_focus = found or 0
        elif decision.kind == "refused" and decision.violation is not None:
            self.session.refuse(decision.violation, zone)
        elif decision.kind == "staged":
            self.session.staged(zone)
            self.selected = None  # the selected card may have left the hand
            self._sound("place")

    def open_rules(self) -> None:
        """F1: the game's rule book, at the rule of the last refusal."""
        game = self.session.config.game
        if registry.has_rule_book(game):
            self.app.push_scene("rules", self.session.rule, game)

    def _sound(self, name: str) -> None:
        play_sound(self.app, name)

    # --- events --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                          pygame.KEYDOWN):
            self._events.append(event)
        elif event.type == pygame.MOUSEWHEEL and self.painter.log_box.collidepoint(
                self.pointer.mouse):  # the log goes back through older entries (pt6a 8)
            self.log_scroll.wheel(event.y, len(self.session.log_lines))

    def _dispatch(self, event: pygame.event.Event) -> None:
        self.hover_event(event)  # a pile or seat clicked keeps its tip away (pt7c 3)
        if self.picker is not None and event.type == pygame.KEYDOWN:
            self._picker_key(event)  # a question takes every key (Tab too) until answered
            return
        if event.type == pygame.KEYDOWN:
            self.pointer.hold.release(self.clock)  # keys aim by order: the hand shuts (pt18c 1)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            # the next action puts a refusal's red mark away; its words go when the person
            # acts again: a card lifted or dragged, placed, a move made (`spoke_of_before`:
            # pt16b 6, the red NS5 stood under a legal card's preview)
            self.session.refused_zone = None
            if self.coach_card.event(event, self.painter.lesson_box, self.painter.lesson_pill):
                return
        elif event.type == pygame.MOUSEMOTION and self.pointer.drag is None:
            # (a card carried over the pill does not open the lesson over the places)
            self.coach_card.hover(event.pos, self.painter.lesson_box, self.painter.lesson_pill)
        if self.overlay is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            # a click or a key puts an overlay away; T goes on from the piles to the seats
            again = event.type == pygame.KEYDOWN and event.key == OVERLAY_KEY
            self.overlay = "seats" if again and self.overlay == "piles" else None
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
            self.pointer.mouse, self.pointer.keyed = event.pos, False
            if self.picker is not None:  # the mouse takes the focus along: one option lit
                rects = self.painter.picker_rects(self.frame, len(self.picker.options),
                                                  self.painter.picker_labels(self.picker))
                self.picker_focus = next((i for i, r in enumerate(rects)
                                          if r.collidepoint(event.pos)), self.picker_focus)
            if self.pointer.drag is not None and self.pointer.drag.follow(event.pos):
                self.session.spoke_of_before(hints=False)  # a card dragged: refusal read
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer.mouse = event.pos
            self.keyed_on = False
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer.mouse = event.pos
            if self.pointer.drag is not None and self.pointer.drag.moving:
                # a drop, as a click does, keeps the pile's tip under it away until the
                # mouse leaves and rests again (pt9c 9: it stood over the draw pile)
                self.quiet_hover(event.pos)
            self._release(event.pos)
            self.closeup.hold()  # no close-up under the mouse that just let go
        elif event.type == pygame.KEYDOWN:
            self.pointer.keyed = True
            self._key(focus_key(event))  # Tab steps through the hand as → does

    def overlay_for(self, event: pygame.event.Event) -> str | None:
        """The overlay a key opens, if the game has it: ? (on any keyboard layout: the
        typed character decides) its reference card, T its open piles or the seats."""
        session = self.session
        if getattr(event, "unicode", "") == "?" or event.key == pygame.K_QUESTION:
            return "reference" if session.view.reference() is not None else None
        if event.key == OVERLAY_KEY:  # its open piles, else (and then) each seat's words
            piles = session.view.open_piles(session.state, session.viewer)
            return "piles" if piles is not None else "seats"
        return None

    def _button_at(self, pos: tuple[int, int]) -> Action | None:
        actions = self.actions()
        return next((a for a, rect in zip(actions, button_rects(self.frame, actions),
                                          strict=True) if rect.collidepoint(pos)), None)

    def _press(self, pos: tuple[int, int]) -> None:
        button = self._button_at(pos)
        session = self.session
        if self.picker is not None:
            self._pick_at(pos)
            return
        if self.frame.menu.collidepoint(pos):
            self.app.push_scene("pause")
            return
        if self.painter.has_reference and reference_button(self.frame).collidepoint(pos):
            self.overlay = "reference"  # as the ? key does
            return
        if session.message_kind == "error" and session.message and session.rule is not None \
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
        assert session.turn is not None
        hand = self.hand()  # the places of a card staged by a click earlier in this frame
        fan, holes = kept_places(session, self.desk, self.pointer.hold, hand, pos, self.frame,
                                 self.clock)  # (pt6a 10), of a hand held still (pt16c 5)
        if fan != self.frame.fan or holes != self.frame.holes:
            self.frame = replace(self.frame, fan=fan, holes=holes)
        # a hand still gliding shut is hit where it is drawn (pt10c 8)
        seen = self.painter.glide.card_at(pos, len(hand), round(self.clock * 1000)) \
            if self.painter.glide is not None else None
        index = seen[0] if seen else self.frame.hand_card_hit(pos, len(hand), self.selected, hand)
        if index is not None:
            rect = seen[1] if seen else self.frame.hand_rects(len(hand), self.selected, hand)[index]
            self.pointer.drag = Drag(index, self.hand()[index], (pos[0] - rect.x, pos[1] - rect.y),
                                     pos, pos)
            return
        zone = self.board.zone_at(pos)
        if zone is None:
            self.selected = None
            return
        if self.selected is not None:
            self._drop(self.selected, zone)
        elif self.click_on_hinted(zone):
            return  # the hint's card laid on the lit place clicked (pt7b 5)
        elif (decision := session.turn.click(zone)).kind == "none" and hand:
            # a place clicked with no card chosen said nothing (pt6a 10)
            session.say(partial(tr, "kit.choose_card_first"), "info", 4.0)
        else:
            self.decide(decision, zone)

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.pointer.drag = self.pointer.drag, None
        if drag is None or self.session.turn is None:
            return
        drag.follow(pos)  # a quick drag with no motion between is a drag (pt8c 7)
        hand = self.hand()
        places = self.frame.hand_rects(len(hand), self.selected, hand)
        home = visible_part(places, drag.hand_index) if drag.hand_index < len(hand) else None
        # a click, or a quick one whose mouse slid a little but let go over the card's own
        # place (pt6a 10: taken for a move within the hand, the card was not chosen and
        # the next click on a place did nothing): select (or unselect) the card
        if not drag.moving or (home is not None and home.collidepoint(pos)):
            lays = getattr(self.session.turn, "lays_on_click", False)  # one click lays it
            if (self.selected == drag.hand_index or lays) and self._second_click(drag.hand_index):
                return
            if self.selected != drag.hand_index and not self.said_why_dimmed(drag.hand_index):
                self.selected, self.unarmed = drag.hand_index, None  # lifted, or switched to
                self.session.spoke_of_before(hints=False)  # read, acted on (pt16b 6)
            return
        zone = self.board.zone_at(pos)
        if zone is None:
            if self.frame.hand.collidepoint(pos):
                self.rearrange(drag.hand_index, pos[0])  # the person holds it there now
            elif not (self.session.message_kind == "error" and self.session.message):
                # (a refusal stands until a card is placed: pt9a 3)
                self.session.say(partial(tr, "kit.drop_hint"), "info", 3.0)
            return
        self._drop(drag.hand_index, zone, drag.rect(self.frame.card))

    def _drop(self, index: int, zone: str, from_rect: pygame.Rect | None = None) -> None:
        turn = self.session.turn
        assert turn is not None
        hand = self.hand()
        if not 0 <= index < len(hand):
            return
        place = fan_place(self.frame, hand, index)  # where in the whole fan it was carried from
        decision = turn.drop(hand[index], zone)
        self.decide(decision, zone, from_rect, index)
        if decision.kind == "refused" and self.selected == index:
            self.unarmed = hand[index]  # it stays lifted with no default move (pt12a 3)
        if decision.kind == "staged" and len(self.hand()) < len(hand):
            self.desk.holes.append(place)
            self.desk.gap = index  # ←/→ go on from its neighbours (pt19a 3)

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

    def _key(self, key: int) -> None:
        keyed_on, self.keyed_on = self.keyed_on, False
        if key == pygame.K_ESCAPE:
            if not self.escape():  # what is open goes first (keyfocus.py)
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
        if self.enter_first(key):
            return  # the hint followed step by step, or kept for it (enterkeys.py)
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
        if not self.human_turn() or self._hidden_key(key, self.actions()):
            return
        turn = self.session.turn
        if key in ENTER_KEYS and self.selected is None and count:
            self.selected = 0  # Enter with nothing chosen picks the first card; again, plays it
            return
        if self.selected is not None and turn is not None and (
                zone := self.desk.key_zone(turn, key)) is not None:
            self._drop_by_key(zone)  # the game's key for a place (Astromagie's 1-6)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.selected = self.desk.step(self.selected, count, key)
        elif (number := self.desk.numbered(key, count)) is not None:
            self.selected = number
