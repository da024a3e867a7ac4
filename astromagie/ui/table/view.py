"""What is on the table this frame, as a read-only snapshot for the painter.

`build_view` reads the game (or, while a bot's move is still travelling, the
position before it), the human's turn (`TurnController`), the mouse, the
message line and the animator, and returns a `TableView` of frozen
dataclasses. The painter paints only that, the layout and the card art; it
never sees the scene, so it cannot change the game by accident and can be
tested with a hand-made view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from astromagie.games.astromagie.engine import Game, ScoreBreakdown
from astromagie.games.astromagie.view.row import RowCard, RowView, next_pair, stack_row
from astromagie.games.astromagie.view.words import end_reason
from astromagie.ui.kit.pointer import Pointer
from astromagie.ui.kit.seating import Seating

from .closeup import CloseUp, CloseUpView, closeup_view
from .dragdrop import TurnController
from .layout import Layout
from .messages import MessageBoard
from .motion import Motion


@dataclass(frozen=True)
class SeatView:
    seat: int
    name: str
    kind: str
    score: int
    tricks: int
    cards: int


@dataclass(frozen=True)
class HandCard:
    index: int
    code: str
    rect: pygame.Rect
    tilt: float
    selected: bool


@dataclass(frozen=True)
class FlightView:
    code: str | None  # None: a face-down card
    rect: pygame.Rect


@dataclass(frozen=True)
class LabelView:
    text: str
    center: tuple[int, int]
    alpha: int


@dataclass(frozen=True)
class MessageView:
    text: str
    kind: str


@dataclass(frozen=True)
class TableView:
    modern_rulers: bool
    seats: tuple[SeatView, ...]
    opponents: tuple[int, ...]  # clockwise from the viewer: left to right on screen
    you: int | None
    several_humans: bool
    humans: frozenset[int]
    current: int
    leader: int
    passes_left: int
    finished: bool
    ticks: int  # milliseconds, for the bots' "thinking..." dots
    mouse: tuple[int, int]
    row: RowView
    staged_preview: ScoreBreakdown | None  # the human's staged cards, scored
    row_score: ScoreBreakdown | None  # the row as it lies (once 3 holds a card)
    help: tuple[str, dict[str, object]] | None  # a locale key and its params
    message: MessageView | None
    can_play: bool
    can_take_back: bool
    can_hint: bool
    hint_waiting: bool
    pile: int
    discard: tuple[str, ...]  # codes on the discard pile as shown, oldest first
    discard_outline: str | None  # "legal" | "hover" | "refused" while a card is held
    hand: tuple[HandCard, ...]
    dim_hand: bool
    flights: tuple[FlightView, ...]
    labels: tuple[LabelView, ...]
    drag: FlightView | None
    discard_open: tuple[str, ...] | None  # the whole discard pile, when opened
    winners: tuple[int, ...] | None = None  # the game-over banner (before the results screen)
    points: int = 0
    closeup: CloseUpView | None = None  # a card shown large (closeup.py)
    sort_next: str | None = None  # the sort the hand's sort button switches to (hand.py)
    ending: tuple[str, dict[str, object]] | None = None  # why the game ended: key, params
    target_score: int | None = None  # variant V2, shown with the variants that are on
    cheat: bool = False  # the cheat card is open (the ? key, cheatcard.py)

    @property
    def over(self) -> bool:
        """The game has ended (also while its last cards still fly): nobody is to move."""
        return self.finished or not 0 <= self.current < len(self.seats)

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    def is_human(self, seat: int) -> bool:
        return seat in self.humans


def discard_codes(game: Game) -> list[str]:
    """The open discard pile as codes, oldest first."""
    return list(game.discard_codes)


def visible_hand(hand: Sequence[str], turn: TurnController | None,
                 order: Sequence[int] | None = None) -> list[int]:
    """Hand indexes drawn in the fan, left to right: all but the staged ones, in `order`
    (the player's arrangement, hand.py) or else in the hand's own order."""
    staged = turn.staging.staged_indexes() if turn is not None else set()
    shown = order if order is not None and sorted(order) == list(range(len(hand))) \
        else range(len(hand))
    return [i for i in shown if i not in staged]


def active_card(turn: TurnController | None, pointer: Pointer) -> int | None:
    """The hand index being dragged or selected (its targets light up)."""
    if turn is None:
        return None
    held = pointer.moved_drag()
    if held is not None:
        return held.hand_index
    if turn.selected is not None and 0 <= turn.selected < len(turn.hand()):
        return turn.selected
    return None


def row_view(shown: Game, motion: Motion, turn: TurnController | None, *,
             targets: Sequence[int] = (), over: int | None = None,
             refused: int | None = None) -> RowView:
    """The row as the screen shows it: played, staged and landed-but-unshown cards."""
    extra: list[tuple[int, RowCard]] = []
    if turn is not None:
        extra += [(s.pos, RowCard(s.code, "staged")) for s in turn.staging.items]
    if motion.pending is not None:
        flying = Counter(motion.animator.arriving("row"))
        for pos, code in motion.pending.move.placements:
            if flying[pos]:
                flying[pos] -= 1
            else:
                extra.append((pos, RowCard(code, "ghost")))
    singles, layers = stack_row(shown.row(), shown.row_pairs(), extra)
    four = shown.row()[3]
    if turn is not None:
        staged4 = turn.staging.at(4)
        if staged4 is not None:
            four = staged4.code
    return RowView(singles, tuple(layers), frozenset(targets), over, refused,
                   next_pair(layers, four))


def _discard_shown(shown: Game, motion: Motion) -> tuple[str, ...]:
    codes = discard_codes(shown)
    flying = len(motion.animator.arriving("discard"))
    if motion.pending is not None:
        move = motion.pending.move
        if move.discard is not None and not flying:
            codes.append(move.discard)
        return tuple(codes)
    return tuple(codes[: max(0, len(codes) - flying)])


def build_view(*, game: Game, seating: Seating, viewer: int, turn: TurnController | None,
               pointer: Pointer, board: MessageBoard, motion: Motion, layout: Layout,
               hint_waiting: bool, finished: bool, banner: bool,
               hand_order: Sequence[int] | None = None, closeup: CloseUp | None = None,
               sort_next: str | None = None, hide_hand: bool = False,
               cheat: bool = False) -> TableView:
    """The frame's snapshot of the table (reads everything, changes nothing)."""
    shown = motion.shown(game)
    n = shown.num_players
    my_turn = turn is not None and not motion.busy and not finished
    mouse = pointer.mouse
    held = pointer.moved_drag()
    index = active_card(turn, pointer)
    targets: list[int] = turn.targets(index) if turn is not None and index is not None \
        and my_turn else []
    row = row_view(shown, motion, turn, targets=targets,
                   over=layout.slot_at(mouse) if targets else None, refused=board.refused_now)
    # the hand, fanned
    hand_codes = shown.hand(turn.seat if turn is not None else viewer)
    visible = visible_hand(hand_codes, turn, hand_order)
    selected = turn.selected if turn is not None else None
    hover = None
    if pointer.drag is None and not finished:  # waiting, too: the player may read their cards
        hit = layout.hand_card_at(mouse, visible, selected)
        hover = hit[0] if hit else None
    # the card under the pointer rises and lies on top, so its name and symbols can be read
    raised = hover if hover is not None else selected
    arriving = set(motion.animator.arriving("hand"))
    hand = tuple(HandCard(i, hand_codes[i], rect, tilt, i == selected)
                 for i, (rect, tilt) in layout.hand_rects(visible, raised).items()
                 if i not in arriving and (held is None or i != held.hand_index))
    hand = tuple(sorted(hand, key=lambda card: card.index == raised))  # painted last: on top
    if hide_hand:  # people share the screen and it is none of theirs to see now
        hand = ()
    # what the status line says
    staged_preview = turn.staging.preview() if turn is not None and turn.staging else None
    row_score = shown.score_now() if shown.row()[2] is not None else None
    help_line: tuple[str, dict[str, object]] | None = None
    if finished or shown.is_over():  # nobody is to move: no "? is thinking"
        help_line = None
    elif my_turn:
        assert turn is not None
        if turn.staging:
            help_line = ("table.help_staged", {"count": len(turn.staging)})
        elif turn.must_discard():  # say it before the player searches for a place
            help_line = (("table.help_no_zodiac", {}) if shown.row()[2] is None
                         else ("table.help_no_fit", {}))
        else:
            help_line = ("table.help_turn", {})
    elif not seating.is_human(shown.current_player):
        help_line = ("table.thinking", {"name": seating.name(shown.current_player)})
    message = board.message
    outline = None
    if index is not None and my_turn:
        assert turn is not None
        outline = "legal" if turn.can_discard() else "refused"
        if pointer.drag is not None and layout.on_discard(mouse, dropping=True):
            outline = "hover" if outline == "legal" else "refused"
        if outline == "refused" and pointer.drag is None:
            outline = None
    flights = []
    for flight, rect in motion.animator.flights_now():
        spot = pygame.Rect((0, 0), flight.end.size)
        spot.center = rect.center
        flights.append(FlightView(flight.card, spot))
    labels = []
    for label in motion.animator.labels:
        centre, alpha = label.now()
        labels.append(LabelView(label.text, centre, alpha))
    seats = tuple(SeatView(s, seating.name(s), seating.kinds[s] if s < len(seating.kinds)
                           else "human", shown.scores[s],
                           sum(1 for t in shown.tricks if t.winner == s), shown.hand_count(s))
                  for s in range(n))
    winners = tuple(shown.winners()) if finished and banner else None
    ending = None
    if finished and banner:
        key, params = end_reason(shown)
        seat = params.get("seat")
        if isinstance(seat, int):
            if seat == seating.you:
                key = f"{key}_you"
            params = {**params, "name": seating.name(seat)}
        ending = (key, params)
    return TableView(
        modern_rulers=shown.variants.modern_rulers, seats=seats,
        opponents=tuple((viewer + k) % n for k in range(1, n)), you=seating.you,
        several_humans=len(seating.humans) > 1, humans=frozenset(seating.humans),
        current=shown.current_player, leader=shown.leader,
        passes_left=shown.passes_left() if shown.leader >= 0 else 0, finished=finished,
        ticks=pygame.time.get_ticks(), mouse=mouse, row=row, staged_preview=staged_preview,
        row_score=row_score, help=help_line,
        message=MessageView(message.text, message.kind) if message is not None else None,
        can_play=my_turn and turn is not None and turn.can_confirm(),
        can_take_back=my_turn and turn is not None and bool(turn.staging),
        can_hint=my_turn and not hint_waiting, hint_waiting=hint_waiting,
        pile=shown.pile_count, discard=_discard_shown(shown, motion), discard_outline=outline,
        hand=hand, dim_hand=not my_turn and not finished, flights=tuple(flights),
        labels=tuple(labels),
        drag=FlightView(held.code, held.rect(layout.hand_card)) if held is not None else None,
        discard_open=tuple(discard_codes(shown)) if pointer.discard_open else None,
        winners=winners, points=max(shown.scores) if shown.scores else 0,
        closeup=closeup_view(closeup, shown.variants.modern_rulers), sort_next=sort_next,
        cheat=cheat,
        ending=ending, target_score=shown.variants.target_score,
    )
