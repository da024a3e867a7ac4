"""The kit painter's caches: what it keeps between frames, and nothing else.

A frame is painted from a read-only snapshot (`paint.KitPainter`); what is costly to
make every frame is made once here: the game's card faces and backs per size, the
words rendered once per text, size and colour (and again after a language change:
`invalidate`), the log's wrapped lines, and the felt with the hand's tray per window.
"""

from __future__ import annotations

import pygame

from astromagie.kit.view import GameViewBase
from astromagie.look import theme

from .frame import Frame
from .lesson import LessonCard, balanced
from .reference import with_reference
from .seats import SeatPanel

FELT_TOP = (20, 38, 74)
FELT_BOTTOM = (12, 24, 52)


class PaintCache:
    """What the painter keeps between frames: only caches (card faces and backs per size,
    words rendered once per language and size, the felt per window)."""

    def __init__(self, view: GameViewBase) -> None:
        self.view = view
        # whether the game has a reference card: the top bar's button for it (asked once)
        self.has_reference = view.reference() is not None
        self._faces: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._backs: dict[tuple[int, int], pygame.Surface] = {}
        self._felt: pygame.Surface | None = None
        self._texts: dict[tuple[str, int, tuple[int, ...], str], pygame.Surface] = {}
        self._fits: dict[tuple[str, int, int, tuple[int, ...], str], pygame.Surface] = {}
        self._panels: tuple[tuple[object, ...], list[SeatPanel]] | None = None
        self._wraps: dict[tuple[str, int, int, bool], list[str]] = {}
        self._evens: dict[tuple[str, int, int, bool], list[str]] = {}
        # where the seats' panels showed open cards in the last frame (a replay's hands),
        # the card on top last: what the mouse rests on is looked up here
        self.mini_cards: list[tuple[str, pygame.Rect]] = []
        # where the coach's lesson lay in the last frames: its open card (None when folded)
        # and its pill when last folded; the mouse resting on the pill opens the card, a
        # click on the card folds it
        self.status_box = pygame.Rect(0, 0, 0, 0)  # where the status line's words lay
        self.status_cut = False  # and whether they were cut short (statusline.py)
        self.message_cut = False  # a hint shown cut to its first sentence
        self._tips: dict[tuple[object, ...], int] = {}  # a tip's place: how much it covers
        self._badge_sides: dict[tuple[tuple[int, int], str], int] = {}  # by window, zone
        self.lesson_box: pygame.Rect | None = None
        self.lesson_pill: pygame.Rect | None = None
        self.message_box: pygame.Rect | None = None  # the message's panel in the last frame
        # the hint's panel in the log column, kept for its words, window and top
        self._column: tuple[object, tuple[pygame.Rect, list[pygame.Surface], int] | None] \
            | None = None
        self.chosen_box: pygame.Rect | None = None  # a clicked card's preview (pt11c 8)
        self.tip_box: pygame.Rect | None = None  # a button's tip in the last frame
        self.log_box = pygame.Rect(0, 0, 0, 0)  # where the game log stood (the wheel's)
        self._badges: dict[tuple[object, ...], list[pygame.Rect]] = {}  # the piles' badges
        self._lesson: tuple[tuple[object, ...], LessonCard, pygame.Rect] | None = None

    def invalidate(self) -> None:
        """Forget what a new window size or language draws differently (faces carry words)."""
        self._felt = None
        self._panels = None
        self._faces.clear()
        self._texts.clear()
        self._fits.clear()
        self._wraps.clear()
        self._lesson = None
        self._column = None
        self._badges.clear()

    # --- cached pieces ---------------------------------------------------------------
    def face(self, code: str, size: tuple[int, int]) -> pygame.Surface:
        key = (code, size)
        if key not in self._faces:
            self._faces[key] = self.view.face(code, size)
        return self._faces[key]

    def hand_face(self, code: str, size: tuple[int, int], shown: int) -> pygame.Surface:
        """A fanned hand's card, `shown` pixels of it showing: the view's `hand_face` (a
        view that lays out the strip keeps its own faces; a hand's width changes often)."""
        if shown >= size[0] or type(self.view).hand_face is GameViewBase.hand_face:
            return self.face(code, size)
        return self.view.hand_face(code, size, shown)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        if size not in self._backs:
            self._backs[size] = self.view.back(size)
        return self._backs[size]

    def text(self, text: str, size: int, color: theme.Color = theme.TEXT,
             role: str = "text") -> pygame.Surface:
        key = (text, size, tuple(color), role)
        if key not in self._texts:
            if len(self._texts) > 600:
                self._texts.clear()
            self._texts[key] = theme.render(text, role, size, color)
        return self._texts[key]

    def fit(self, text: str, size: int, width: int, color: theme.Color = theme.TEXT,
            role: str = "text") -> pygame.Surface:
        """`text` shrunk to fit `width` if it must (cached: the seats' words every frame)."""
        key = (text, size, width, tuple(color), role)
        if key not in self._fits:
            if len(self._fits) > 600:
                self._fits.clear()
            self._fits[key] = theme.render_fit(text, role, size, width, color)
        return self._fits[key]

    def with_rule(self, text: str, size: int, width: int,
                  color: theme.Color) -> pygame.Surface:
        """A refusal's words with its rule's reference dimmer (`reference.py`), cached
        as `fit` is (a refused drag paints it every frame)."""
        key = (text, size, width, tuple(color), "rule")
        if key not in self._fits:
            if len(self._fits) > 600:
                self._fits.clear()
            self._fits[key] = with_reference(self, text, size, width, color)
        return self._fits[key]

    def wrap(self, text: str, size: int, width: int, widows: bool = True) -> list[str]:
        """`text` in lines of `width` (cached: the log wraps its lines every frame);
        `widows`: as `theme.wrap`."""
        key = (text, size, width, widows)
        if key not in self._wraps:
            if len(self._wraps) > 600:
                self._wraps.clear()
            self._wraps[key] = theme.wrap(text, "text", size, width, widows) or [""]
        return self._wraps[key]

    def even_wrap(self, text: str, size: int, width: int, widows: bool = True) -> list[str]:
        """`text` in lines of `width` evened out (`lesson.balanced`), cached apart from
        `wrap`'s (it tries several widths): the hint and the log left one-word tails,
        "ein Trumpf, der / einen gewinnt." (pt19c 10)."""
        key = (text, size, width, widows)
        if key not in self._evens:
            if len(self._evens) > 600:
                self._evens.clear()
            self._evens[key] = balanced(
                lambda words, px, room: self.wrap(words, px, room, widows), text, size,
                width) or [""]
        return self._evens[key]

    def _felt_for(self, frame: Frame) -> pygame.Surface:
        if self._felt is None or self._felt.get_size() != frame.size:
            felt = theme.backdrop(frame.size).copy()
            table = pygame.Rect(0, 0, frame.side.x, frame.size[1])
            for y in range(table.h):
                colour = theme.lerp(FELT_TOP, FELT_BOTTOM, y / max(1, table.h - 1))
                pygame.draw.line(felt, colour, (0, y), (table.w, y))
            tray = frame.tray()  # part of the felt: painted once per window size
            radius = round(14 * frame.scale)
            shade = pygame.Surface(tray.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (8, 10, 30, 110), shade.get_rect(), border_radius=radius)
            pygame.draw.rect(shade, (*theme.PANEL_BORDER[:3], 150), shade.get_rect(), width=1,
                             border_radius=radius)
            felt.blit(shade, tray)
            self._felt = felt
        return self._felt
