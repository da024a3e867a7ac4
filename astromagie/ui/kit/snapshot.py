"""What the kit's painter is handed each frame: a read-only `Snapshot` of the table
(the scene builds it, `KitPainter` paints it; a replay builds its own)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from astromagie.host.game import GameState
from astromagie.kit.view import Action, Coaching, Highlight
from astromagie.look import theme
from astromagie.ui.kit.animation import Flight


@dataclass(frozen=True)
class Snapshot:
    """Everything the painter needs for one frame, and nothing it could change."""

    state: GameState
    names: Sequence[str]
    kinds: Sequence[str]
    viewer: int
    hand: list[str]
    hidden_hand: bool
    selected: int | None
    dragging: int | None
    drag_rect: pygame.Rect | None
    actions: list[Action]
    highlight: Highlight
    message: str
    message_kind: str
    status: str
    log: list[str]
    picker: Any  # table.Picker | None
    finished: bool
    flights: list[tuple[Flight, pygame.Rect]] = field(default_factory=list)
    landed: list[tuple[str | None, pygame.Rect]] = field(default_factory=list)  # a bot's
    # cards already on the board while the position before its move is still shown
    mouse: tuple[int, int] = (0, 0)
    coaching: Coaching | None = None  # the guided game's words for this turn
    coach_step: tuple[int, int] | None = None  # the lesson's turn (from 1) of how many
    closeup: str | None = None  # a card shown large
    thinking: int | None = None  # the seat whose bot is thinking
    playing: bool = True  # a person plays at this table (a replay: False, no "your turn")
    closeup_pinned: bool = False  # the close-up was opened on purpose (a click closes it)
    labels: list[tuple[str, tuple[int, int], int]] = field(default_factory=list)  # words,
    # where, how opaque: a celebration rising over the board
    ticks: int = 0  # milliseconds of play (the thinking dots move with it)
    overlay: str | None = None  # "reference" or "piles": the game's card or piles on top
    open_hands: bool = False  # every seat's panel shows its hand's faces (the replay only)
    # a score change: its words, centre, alpha, colour and text size (0: the painter's)
    points: list[tuple[str, tuple[int, int], int, theme.Color, int]] = field(
        default_factory=list)
    # score changes flying to their seats' panels: words, where, how opaque, colour
    returning: tuple[int, ...] = ()  # places of the fan a refused card is flying back to
    picker_focus: int = 0  # the question's option the keyboard is on (Cancel: the last)
    lesson_open: bool = True  # the coach's lesson on its card (else folded into its pill)
    tip: tuple[str, pygame.Rect] | None = None  # what a button does, and the button
    rested: bool = False  # the mouse and keys at rest, nothing over the table: a seat's
    # or a pile's tip may show (`hovertips`, pt4b 18)
    tip_asked: bool = True  # the tip is the mouse's on its button (not the first one's,
    # which never goes beside its button over the hand: playtest pt3b, 1)
    log_back: int = 0  # the log's newest entries scrolled out at its foot (logscroll.py)
    hinted: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # the hinted move's hand
    # cards and zones, lit as the coach lights its own until the hint goes (pt3b, 5)
