"""Watching a finished game again, turn by turn.

`WatchScene(app, playback)` shows the position after turn n of a
`storage.saves.Playback`: the row (positions 1-4 and the stacked 5+6 pairs as
a cascade with a layer count), every seat with its hand face up (the game is
over, nothing is hidden any more), scores and tricks, the draw and discard
piles, the move just made highlighted and said in words, a trick award with
its points, and the game log up to that turn beside it.

With a review (`review=True`: "Review my moves" in the finished games, R here, or the
results screen), the log's place holds the review's panel (`ui.review_panel`), shared
with every other game's replay: progress, then the costly moments; choosing one goes
to the position before it and lays the cards of the move played (framed red) and of
the better one (gold, a ghost) on their row positions, with the loss in words.

Controls: previous / next (buttons, Left / Right), first / last (Home / End),
autoplay (Space) at a pace scaled by the animation speed setting, a turn
slider, Back (Esc). A change of turn only marks the view dirty; `update`
renders the whole still picture once into a surface and `draw` blits it, so a
frame costs one blit plus the buttons and the log panel.

The row is the table's: its geometry comes from the game's `view.row.place_row`
and it is painted by the game's `RowPainter` from a `RowView`, so the two
screens share one set of constants (the cascade depth, the layer step).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import pygame

from astromagie.ai.review import Moment
from astromagie.gameconfig import GameConfig
from astromagie.games.astromagie.engine import Game, Move, Trick
from astromagie.games.astromagie.view.faces import CARD_RATIO
from astromagie.games.astromagie.view.row import (
    RowCard,
    RowGeometry,
    RowPainter,
    RowView,
    layer_step_for,
    place_row,
)
from astromagie.games.astromagie.view.words import score_text
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.storage.archive import Playback, load_finished, playback_of
from astromagie.storage.notices import Notice
from astromagie.ui.gamelog import DISCARD, OVER, PLAY, TRICK, Entry, GameLogPanel, format_entry
from astromagie.ui.review_job import ReviewJob
from astromagie.ui.review_panel import ReviewPanel
from astromagie.ui.scene import EVERY_FRAME, soonest
from astromagie.ui.widgets import Button, MenuScene, T
from astromagie.ui.words import SeatNames, date_text, seat_names, stamp_of

if TYPE_CHECKING:  # typing only: the app module imports the scenes
    from astromagie.ui.scene import Services

STEP_SECONDS = 1.2  # autoplay pace at animation speed 1.0
FELT_TOP = (20, 38, 74)
FELT_BOTTOM = (12, 24, 52)
FELT_BORDER = (150, 124, 70)


def level_text(kind: str) -> str:
    key = f"table.level.{kind}"
    text = tr(key)
    return kind.title() if text == key else text


@dataclass(frozen=True)
class WatchLayout:
    """Where everything goes, from the window size alone (the row as on the table)."""

    size: tuple[int, int]
    scale: float
    topbar: pygame.Rect
    side: pygame.Rect
    log: pygame.Rect
    seats: list[pygame.Rect]
    felt: pygame.Rect
    row: RowGeometry
    describe: pygame.Rect
    pile: pygame.Rect
    discard: pygame.Rect
    slider: pygame.Rect
    turn_label: pygame.Rect
    buttons: dict[str, pygame.Rect]

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))


SHOWN = 0.62  # the least share of a hand card's width the replay shows (F13)


def seat_head(rect: pygame.Rect, lay: WatchLayout) -> pygame.Rect:
    """The line at the top of a seat's panel: its name, level, score and tricks."""
    pad = lay.px(10)
    return pygame.Rect(rect.x + pad, rect.y + lay.px(6), rect.w - 2 * pad, lay.px(24))


def hand_area(rect: pygame.Rect, lay: WatchLayout) -> pygame.Rect:
    """Where a seat's hand lies in its panel: the panel's width, under its top line."""
    pad = lay.px(10)
    head = seat_head(rect, lay)
    return pygame.Rect(rect.x + pad, head.bottom + lay.px(2), rect.w - 2 * pad,
                       rect.bottom - lay.px(6) - head.bottom - lay.px(2))


def hand_strip(rect: pygame.Rect, lay: WatchLayout, count: int) -> list[pygame.Rect]:
    """The places of a hand of `count` cards in a seat's panel, left to right: side by side
    when they fit, else overlapped evenly over the panel's width, a full hand (six) never so
    much that a card shows less than SHOWN of its width (its index and its big symbol)."""
    area = hand_area(rect, lay)
    gap = lay.px(4)
    full = max(count, 6)
    cw = max(1, min(round(area.h * CARD_RATIO), int(area.w / (1 + (full - 1) * SHOWN))))
    ch = round(cw / CARD_RATIO)
    step = float(cw + gap)
    if count > 1 and area.x + (count - 1) * step + cw > area.right:
        step = (area.w - cw) / (count - 1)
    top = area.centery - ch // 2
    return [pygame.Rect(round(area.x + i * step), top, cw, ch) for i in range(count)]


def compute_layout(size: tuple[int, int], seats: int) -> WatchLayout:
    w, h = size
    s = theme.scale(size)

    def px(v: float) -> int:
        return max(1, round(v * s))

    margin = px(14)
    side_w = round(w * 0.22)
    side = pygame.Rect(w - side_w, 0, side_w, h)
    log_rect = side.inflate(-2 * margin, -2 * margin)
    main_w = w - side_w
    topbar = pygame.Rect(0, 0, main_w, px(46))
    controls_h = px(104)
    controls = pygame.Rect(margin, h - controls_h, main_w - 2 * margin, controls_h - margin)
    body = pygame.Rect(margin, topbar.bottom + margin, main_w - 2 * margin,
                       controls.top - topbar.bottom - 2 * margin)

    # seats: one panel each, stacked on the left
    seats_w = round(body.w * 0.33)
    gap = px(10)
    panel_h = min(px(170), (body.h - gap * (seats - 1)) // max(1, seats))
    seat_rects = [pygame.Rect(body.x, body.y + i * (panel_h + gap), seats_w, panel_h)
                  for i in range(seats)]

    # the felt with the row, the description and the piles
    felt = pygame.Rect(body.x + seats_w + margin, body.y, body.w - seats_w - margin, body.h)
    pad = px(12)
    slot_gap = px(8)
    pair_gap = px(24)  # 5+6 stand a little apart: they go down together
    card_w = min(px(104), (felt.w - 2 * pad - 4 * slot_gap - pair_gap) // 6)
    card_h = round(card_w / CARD_RATIO)
    row_w = 6 * card_w + 4 * slot_gap + pair_gap
    row = place_row(felt.centerx - row_w // 2, felt.y + px(44), (card_w, card_h), slot_gap,
                    pair_gap, layer_step_for(card_h))
    # under the deepest cascade: the layer badge, then the move in words
    describe = pygame.Rect(felt.x + pad, row.cascade_bottom() + px(40), felt.w - 2 * pad,
                           px(108))
    pile_w = min(card_w, px(92))
    pile_h = round(pile_w / CARD_RATIO)
    free = felt.bottom - describe.bottom - pile_h - px(24)  # 24: the captions
    pile_y = describe.bottom + max(0, min(free // 2, px(60)))
    pile = pygame.Rect(felt.centerx - pile_w - px(30), pile_y, pile_w, pile_h)
    discard = pygame.Rect(felt.centerx + px(30), pile_y, pile_w, pile_h)

    # controls: the turn label and slider, then the buttons
    label_w = px(170)
    line_h = px(30)
    turn_label = pygame.Rect(controls.x, controls.y, label_w, line_h)
    slider = pygame.Rect(turn_label.right + px(12), controls.y + line_h // 2 - px(4),
                         controls.right - turn_label.right - px(24), px(8))
    bh = px(44)
    by = controls.bottom - bh
    back_w = px(140)
    names = ("first", "prev", "play", "next", "last")
    weights = (1.0, 1.25, 1.15, 1.25, 1.0)
    free = controls.w - back_w - px(28) - gap * (len(names) - 1)
    buttons: dict[str, pygame.Rect] = {}
    bx = controls.x
    for name, weight in zip(names, weights, strict=True):
        bw = round(free * weight / sum(weights))
        buttons[name] = pygame.Rect(bx, by, bw, bh)
        bx += bw + gap
    buttons["back"] = pygame.Rect(controls.right - back_w, by, back_w, bh)
    return WatchLayout((size[0], size[1]), s, topbar, side, log_rect, seat_rects, felt, row,
                       describe, pile, discard, slider, turn_label, buttons)


class WatchScene(MenuScene):
    """A finished game shown again, one turn at a time."""

    def __init__(self, app: Services, playback: Playback, review: bool = False,
                 review_mode: str = "process") -> None:
        super().__init__(app)
        self.playback = playback
        self.review_mode = review_mode
        self.panel: ReviewPanel | None = None
        self.moment: Moment | None = None  # the review's chosen moment
        self._review_asked = review
        self._mouse = (0, 0)
        self.total = playback.turn_count
        self.turn = 0
        # the board paints Astromagie's row (until it paints through the game's view)
        self.game = cast(Game, playback.game_at(0))
        self.playing = False
        self._clock = 0.0
        self._dirty = True
        self._dragging = False
        self._layout: WatchLayout | None = None
        self._frame: pygame.Surface | None = None
        self._static: pygame.Surface | None = None
        self._painter: RowPainter | None = None  # the table's row painter, made with the art
        self._texts: dict[tuple, pygame.Surface] = {}
        self.log_panel: GameLogPanel | None = None
        # who made each turn: the seat to move before it (skipped seats never move)
        self._movers = [playback.game_at(n).current_player for n in range(self.total)]
        self.shown: dict[str, object] = {}  # what the picture on screen was drawn from (tests)
        self.turn_text = ""
        self.description: list[str] = []

    # -- other ways to open it ----------------------------------------------------
    @classmethod
    def from_id(cls, app: Services, game_id: str) -> tuple[WatchScene | None, list[Notice]]:
        """The scene for archived game `game_id`, or None and the notices explaining why."""
        playback, notices = load_finished(game_id)
        if playback is None:
            return None, list(notices)
        return cls(app, playback), list(notices)

    @classmethod
    def from_game(cls, app: Services, game: Game, config: GameConfig,
                  review: bool = False) -> WatchScene:
        """The scene for a game in memory (e.g. the one the results screen shows)."""
        return cls(app, playback_of(game, config), review=review)

    # -- the review ---------------------------------------------------------------------
    def start_review(self) -> None:
        """Review the people's moves (every seat's in a game of bots only)."""
        if self.panel is not None:
            return
        seats = [i for i, s in enumerate(self.playback.config.seats) if s.is_human] or \
            list(range(self.game.num_players))
        job = ReviewJob(self.playback.record, seats, mode=self.review_mode)
        self.panel = ReviewPanel(job, self.seats.names, self.seats.you, self.move_words)
        if self._layout is not None:
            self.panel.place(self._layout.log, self._layout.scale)

    def move_words(self, turn: int, notation: str) -> str:
        """The move `notation` made at record entry `turn` (1-based), as the log says it."""
        move = Move.parse(notation)
        mover = self.playback.game_at(turn - 1).current_player
        kind = DISCARD if move.discard is not None else PLAY
        return format_entry(Entry(kind, (mover,), move), self.seats.names, self.seats.you)

    def choose_moment(self, moment: Moment | None) -> None:
        if moment is None:
            return
        self.moment = moment
        self.stop()
        self._dirty = True  # the description says the moment, even at the turn shown
        self.set_turn(moment.turn - 1)

    def ghosts(self) -> list[tuple[str, pygame.Rect, bool]]:
        """At a chosen moment: the cards of the move played and of the better one where they
        would go (code, where, whether it is the better one)."""
        moment, lay = self.moment, self._layout
        if moment is None or lay is None or self.turn != moment.turn - 1:
            return []
        out = []
        for notation, better in ((moment.played, False), (moment.suggested, True)):
            move = Move.parse(notation)
            shift = lay.px(14) * (1 if better else -1)
            if move.discard is not None:
                out.append((move.discard, lay.discard.move(shift, shift), better))
            for pos, code in move.placements:
                out.append((code, lay.row.slots[pos].move(shift, shift), better))
        return out

    # -- navigation -----------------------------------------------------------------
    def set_turn(self, turn: int) -> None:
        """Show the position after `turn` turns (clamped to the game)."""
        turn = max(0, min(self.total, int(turn)))
        if turn != self.turn:
            self.turn = turn
            self.game = cast(Game, self.playback.game_at(turn))
            self._dirty = True
        self._sync_buttons()

    def step(self, delta: int) -> None:
        self.stop()
        self.set_turn(self.turn + delta)

    def first(self) -> None:
        self.stop()
        self.set_turn(0)

    def last(self) -> None:
        self.stop()
        self.set_turn(self.total)

    def toggle_play(self) -> None:
        if self.playing:
            self.stop()
            return
        if self.turn >= self.total:  # at the end, autoplay starts over
            self.set_turn(0)
        self.playing = True
        self._clock = 0.0
        self._sync_buttons()

    def stop(self) -> None:
        if self.playing:
            self.playing = False
            self._sync_buttons()

    @property
    def step_seconds(self) -> float:
        speed = float(getattr(self._app.settings, "animation_speed", 1.0) or 1.0)
        return STEP_SECONDS / max(0.25, speed)

    # -- widgets ----------------------------------------------------------------------
    def build(self) -> None:
        add = self.add
        add(Button(lambda: f"⇤  {tr('watch.first')}", self.first, wid="first"))
        add(Button(lambda: f"◀  {tr('watch.prev')}", lambda: self.step(-1), wid="prev"))
        add(Button(self._play_label, self.toggle_play, style="primary", wid="play"))
        add(Button(lambda: f"{tr('watch.next')}  ▶", lambda: self.step(1), wid="next"))
        add(Button(lambda: f"{tr('watch.last')}  ⇥", self.last, wid="last"))
        add(Button(T("watch.back"), self.back, wid="back"))
        self._sync_buttons()
        if self._review_asked:
            self.start_review()

    def _play_label(self) -> str:
        return f"❚❚  {tr('watch.pause')}" if self.playing else f"▶  {tr('watch.play')}"

    @property
    def _app(self) -> Services:
        assert self.app is not None, "the replay screen runs inside the app"
        return self.app

    def _button(self, wid: str) -> Button:
        widget = self.form.get(wid)
        assert isinstance(widget, Button)
        return widget

    def _sync_buttons(self) -> None:
        if not self._built and not self.form.widgets:
            return
        form = self.form
        self._button("first").set_enabled(self.turn > 0)
        self._button("prev").set_enabled(self.turn > 0)
        self._button("next").set_enabled(self.turn < self.total)
        self._button("last").set_enabled(self.turn < self.total)
        self._button("play").set_enabled(self.total > 0)
        self._button("play").refresh()
        if form.focus is not None and not form.focus.enabled:
            form.set_focus(None)

    def exit(self) -> None:
        self.playing = False
        if self.panel is not None:
            self.panel.job.cancel()

    def pause(self) -> None:
        self.stop()

    # -- input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            actions = {pygame.K_LEFT: lambda: self.step(-1), pygame.K_RIGHT: lambda: self.step(1),
                       pygame.K_HOME: self.first, pygame.K_END: self.last,
                       pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: self.back,
                       pygame.K_BACKSPACE: self.back, pygame.K_r: self.start_review}
            action = actions.get(event.key)
            if action is not None:
                action()
                return
            if self.panel is not None and pygame.K_1 <= event.key <= pygame.K_9:
                self.choose_moment(self.panel.choose(event.key - pygame.K_1))
                return
        if self.panel is not None and event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if self.panel is not None and event.type == pygame.MOUSEWHEEL:
            self.panel.scroll(-event.y)
            return
        if self.panel is not None and event.type == pygame.MOUSEBUTTONDOWN \
                and event.button == 1 and self.panel.rect.collidepoint(event.pos):
            self.choose_moment(self.panel.choose_at(event.pos))
            return
        if self.panel is None and self.log_panel is not None \
                and self.log_panel.handle_event(event):
            return
        if self._slider_event(event):
            return
        super().handle_event(event)

    def _slider_event(self, event: pygame.event.Event) -> bool:
        lay = self._layout
        if lay is None or self.total <= 0:
            return False
        hit = lay.slider.inflate(lay.px(16), lay.px(26))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and hit.collidepoint(
                event.pos):
            self._dragging = True
            self.stop()
            self.set_turn(self._turn_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self._dragging:
            self.set_turn(self._turn_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = False
            return True
        return False

    @property
    def _lay(self) -> WatchLayout:
        assert self._layout is not None, "laid out when the scene entered the stack"
        return self._layout

    def _turn_at(self, x: int) -> int:
        track = self._lay.slider
        return round((x - track.x) / max(1, track.w) * self.total)

    def knob_x(self, turn: int) -> int:
        """Where the slider's knob sits for `turn` (tests click there)."""
        track = self._lay.slider
        return track.x + round(track.w * turn / max(1, self.total))

    # -- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.panel is not None:
            self.panel.update()
        if self.playing:
            self._clock += dt
            while self.playing and self._clock >= self.step_seconds:
                self._clock -= self.step_seconds
                self.set_turn(self.turn + 1)
                if self.turn >= self.total:
                    self.stop()
        if self._dirty:
            self._render()

    def wake_in(self) -> float | None:
        """The next step while playing, the review's progress, else only events."""
        return soonest(
            super().wake_in(),
            EVERY_FRAME if self._dirty else None,
            max(0.0, self.step_seconds - self._clock) if self.playing else None,
            self.panel.wake_in() if self.panel is not None else None,
        )

    def layout(self, size: tuple[int, int]) -> None:
        lay = compute_layout(size, self.game.num_players)
        self._layout = lay
        self._texts.clear()  # sizes (resize) or words (language) changed
        self._static = None
        for wid, rect in lay.buttons.items():
            self.place(self.form.get(wid), rect)
        if self.log_panel is None:
            self.log_panel = GameLogPanel(lay.log)
        else:
            self.log_panel.set_rect(lay.log)
        if self.panel is not None:
            self.panel.place(lay.log, lay.scale)
        self._render()

    def draw(self, surface: pygame.Surface) -> None:
        if self._frame is not None:
            surface.blit(self._frame, (0, 0))
        if self.panel is not None:
            self.panel.draw(surface, self._mouse)
        elif self.log_panel is not None:
            self.log_panel.draw(surface)
        modern = self.game.variants.modern_rulers
        for code, rect, better in self.ghosts():
            card = self._app.art.face(code, rect.size, modern)
            if better:
                card = card.copy()
                card.set_alpha(170)
            surface.blit(card, rect)
            pygame.draw.rect(surface, theme.GOLD if better else theme.DANGER,
                             rect.inflate(6, 6), 3, border_radius=8)
        self.form.draw(surface)

    # -- rendering: everything that changes with the turn, once per change ---------
    def text(self, text: str, size: int, colour: theme.Color = theme.TEXT,
             role: str = "text", width: int | None = None) -> pygame.Surface:
        """A rendered line, shrunk to `width` if given; cached until size or language change."""
        key = (text, size, colour, role, width)
        surf = self._texts.get(key)
        if surf is None:
            if width is not None:
                size = theme.fit_font_size(text, role, size, max(10, width), min_size=9)
            surf = theme.render(text, role, size, colour)
            if len(self._texts) > 600:
                self._texts.clear()
            self._texts[key] = surf
        return surf

    def _render(self) -> None:
        lay = self._layout
        if lay is None:
            return
        self._dirty = False
        game = self.game
        seats = self.seats
        if self.log_panel is not None:
            self.log_panel.set_game(game, seats.names, seats.you)
            self.log_panel.max_scroll()  # renders its lines now, not in draw
        if self._static is None:  # what only a resize or a language switch changes
            static = pygame.Surface(lay.size)
            static.blit(theme.backdrop(lay.size), (0, 0))
            self._draw_chrome(static, lay)
            self._static = static.convert() if pygame.display.get_surface() else static
        frame = self._static.copy()
        mover, move, trick = self._last_turn()
        self._draw_topbar(frame, lay)
        self._draw_seats(frame, lay, mover)
        self._draw_row(frame, lay, move, trick)
        self._draw_description(frame, lay, mover, move, trick)
        self._draw_piles(frame, lay, move)
        self._draw_slider(frame, lay)
        self._frame = frame
        self.shown = {
            "turn": self.turn,
            "row": game.row(),
            "pairs": game.row_pairs(),
            "scores": tuple(game.scores),
            "hands": tuple(tuple(game.hand(s)) for s in range(game.num_players)),
            "discard_top": game.discard_codes[-1] if game.discard_codes else None,
            "pile": game.pile_count,
            "trick": trick,
            "mover": mover,
        }

    def _last_turn(self) -> tuple[int | None, Move | None, Trick | None]:
        """Who made the turn just shown, the move, and a trick it ended (or None)."""
        if self.turn <= 0:
            return None, None, None
        move = self.game.history[self.turn - 1]
        trick = next((t for t in self.game.tricks if t.turn == self.turn), None)
        return self._movers[self.turn - 1], move, trick

    def _draw_chrome(self, frame: pygame.Surface, lay: WatchLayout) -> None:
        felt = lay.felt
        cloth = pygame.Surface(felt.size, pygame.SRCALPHA)
        for y in range(felt.h):
            colour = theme.lerp(FELT_TOP, FELT_BOTTOM, y / max(1, felt.h - 1))
            pygame.draw.line(cloth, (*colour, 235), (0, y), (felt.w, y))
        mask = pygame.Surface(felt.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=lay.px(22))
        cloth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        frame.blit(cloth, felt.topleft)
        pygame.draw.rect(frame, FELT_BORDER, felt, 2, border_radius=lay.px(22))
        theme.rounded_panel(frame, lay.side.inflate(-2, 0).move(1, 0), (10, 12, 34, 235),
                            theme.PANEL_BORDER, radius=0)
        bar = pygame.Surface(lay.topbar.size, pygame.SRCALPHA)
        bar.fill((6, 8, 24, 200))
        frame.blit(bar, lay.topbar.topleft)
        pygame.draw.line(frame, theme.PANEL_BORDER, lay.topbar.bottomleft, lay.topbar.bottomright)
        # slot labels and the bracket over the pair
        size = lay.px(15)
        # one style for every position: all on one line, or (a long German "Sternzeichen")
        # all as number over kind, never a mix (playtest F6)
        one_line = all(theme.fit_font_size(tr("table.slot_label", pos=pos,
                                               kind=tr(f"position.{pos}")), "bold", size,
                                            rect.w + lay.px(6)) >= size * 0.85
                       for pos, rect in lay.row.slots.items())
        for pos, rect in lay.row.slots.items():
            text = tr("table.slot_label", pos=pos, kind=tr(f"position.{pos}"))
            width = rect.w + lay.px(6)
            bottom = rect.y - lay.px(10)
            if one_line:
                label = self.text(text, size, theme.TEXT_DIM, "bold", width)
                frame.blit(label, label.get_rect(midbottom=(rect.centerx, bottom)))
                continue
            # a long kind (German "Sternzeichen"): the number above, the kind below
            kind = self.text(tr(f"position.{pos}"), lay.px(13), theme.TEXT_DIM, "text", width)
            number = self.text(str(pos), size, theme.TEXT_DIM, "bold")
            frame.blit(kind, kind.get_rect(midbottom=(rect.centerx, bottom + lay.px(4))))
            frame.blit(number, number.get_rect(midbottom=(rect.centerx,
                                                          bottom + lay.px(4) - kind.get_height())))
        five, six = lay.row.slots[5], lay.row.slots[6]
        y = five.y - lay.px(6)
        pygame.draw.line(frame, FELT_BORDER, (five.x + 6, y), (six.right - 6, y), 1)
        for x in (five.x + 6, six.right - 6):
            pygame.draw.line(frame, FELT_BORDER, (x, y), (x, y + 5), 1)

    def _draw_topbar(self, frame: pygame.Surface, lay: WatchLayout) -> None:
        bar = lay.topbar
        x = bar.x + lay.px(16)
        title = self.text(tr("watch.title"), lay.px(20), theme.GOLD, "bold")
        frame.blit(title, title.get_rect(midleft=(x, bar.centery)))
        x += title.get_width() + lay.px(18)
        info = date_text(stamp_of(self.playback.id))
        players = tr("watch.players", count=self.game.num_players)
        info = f"{info} · {players}" if info else players
        if self.game.variants.modern_rulers or self.game.variants.target_score is not None:
            info += f" · {tr('watch.variants')}"
        keys = self.text(tr("watch.keys"), lay.px(13), theme.TEXT_DIM, width=lay.px(420))
        frame.blit(keys, keys.get_rect(midright=(bar.right - lay.px(16), bar.centery)))
        surf = self.text(info, lay.px(16), theme.TEXT_DIM,
                         width=bar.right - x - keys.get_width() - lay.px(40))
        frame.blit(surf, surf.get_rect(midleft=(x, bar.centery)))
        self.turn_text = tr("watch.turn", turn=self.turn, total=self.total)

    @property
    def seats(self) -> SeatNames:
        """The seats' names in the current language, and who was "you" (words.seat_names)."""
        return seat_names(self.playback.config.seats)

    def _seat_name(self, seat: int) -> str:
        return self.seats.name(seat)

    def _draw_seats(self, frame: pygame.Surface, lay: WatchLayout, mover: int | None) -> None:
        game = self.game
        art = self._app.art
        modern = game.variants.modern_rulers
        over = game.is_over()
        winners = set(game.winners()) if over else set()
        best = max(game.scores) if game.scores else 0
        for seat, rect in enumerate(lay.seats):
            colour = theme.seat_colour(seat)
            theme.rounded_panel(frame, rect, theme.PANEL, theme.PANEL_BORDER)
            if seat == mover:
                pygame.draw.rect(frame, theme.GOLD, rect.inflate(4, 4), 3,
                                 border_radius=theme.RADIUS + 2)
            r = lay.px(7)
            head = seat_head(rect, lay)  # one line: who, then score and tricks
            cy = head.centery
            pygame.draw.circle(frame, colour, (head.x + r, cy), r)
            tricks = sum(1 for t in game.tricks if t.winner == seat)
            key = "watch.tricks_one" if tricks == 1 else "watch.tricks"
            score_colour = theme.GOLD if game.scores[seat] == best and best > 0 else theme.TEXT
            score = self.text(str(game.scores[seat]), lay.px(20), score_colour, "bold")
            pts = self.text(f"{tr('table.points_short')} · {tr(key, count=tricks)}", lay.px(13),
                            theme.TEXT_DIM)
            right = head.right
            frame.blit(pts, pts.get_rect(midright=(right, cy + lay.px(1))))
            right -= pts.get_width() + lay.px(5)
            frame.blit(score, score.get_rect(midright=(right, cy)))
            right -= score.get_width() + lay.px(10)
            name_text, name_colour = self._seat_name(seat), theme.TEXT
            if over and seat in winners:
                name_text, name_colour = f"★ {name_text}", theme.GOLD
            elif not over and seat == game.current_player:
                name_text, name_colour = f"▶ {name_text}", theme.ACCENT
            left = head.x + 2 * r + lay.px(6)
            name = self.text(name_text, lay.px(16), name_colour, "bold", max(10, right - left))
            frame.blit(name, name.get_rect(midleft=(left, cy)))
            seats = self.playback.config.seats
            kind = seats[seat].kind if seat < len(seats) else "human"
            room = right - lay.px(8) - (left + name.get_width() + lay.px(8))
            level_words = level_text(kind)
            if theme.font("text", lay.px(13)).size(level_words)[0] <= room:
                # the level beside the name, only when it fits whole
                level = self.text(level_words, lay.px(13), theme.TEXT_DIM)
                frame.blit(level, level.get_rect(midleft=(left + name.get_width() + lay.px(8),
                                                          cy + lay.px(1))))
            # the hand, face up, across the panel under that line (playtest F13: beside the
            # seat's details the strip was so narrow that only the last card could be read)
            hand = game.hand(seat)
            if hand:
                for code, spot in zip(hand, hand_strip(rect, lay, len(hand)), strict=True):
                    frame.blit(art.face(code, spot.size, modern), spot)
            else:
                area = hand_area(rect, lay)
                empty = self.text(tr("watch.no_cards"), lay.px(14), theme.TEXT_DIM)
                frame.blit(empty, empty.get_rect(midleft=(area.x, area.centery)))

    @property
    def painter(self) -> RowPainter:
        """The table's row painter, at this game's ruler variant."""
        if self._painter is None:
            self._painter = RowPainter(self._app.art)
        self._painter.modern_rulers = self.game.variants.modern_rulers
        return self._painter

    def row_view(self, move: Move | None, trick: Trick | None) -> RowView:
        """The row after the turn shown: the move's cards glow, a taken row is faded."""
        if trick is not None:  # the row was just taken: show what the winner took, faded
            singles, pairs, state = trick.slots, trick.pairs, "taken"
            placed: set[int] = set()
        else:
            singles, pairs, state = self.game.row(), self.game.row_pairs(), "row"
            placed = {pos for pos, _ in move.placements} if move is not None else set()

        def card(code: str, pos: int, newest: bool = True) -> RowCard:
            return RowCard(code, "moved" if newest and pos in placed else state)

        top = len(pairs) - 1
        return RowView(
            {pos: card(code, pos) for pos, code in enumerate(singles, start=1)
             if code is not None},
            tuple((card(aspect, 5, layer == top), card(planet, 6, layer == top))
                  for layer, (aspect, planet) in enumerate(pairs)))

    def _draw_row(self, frame: pygame.Surface, lay: WatchLayout, move: Move | None,
                  trick: Trick | None) -> None:
        self.painter.paint_row(frame, self.row_view(move, trick), lay.row, lay.scale)

    def _banner(self, frame: pygame.Surface, lay: WatchLayout, text: str, top: int) -> int:
        """A gold pill under the move's sentence: the trick that was just won. Returns its
        bottom."""
        width = lay.describe.w - lay.px(60)
        surf = self.text(text, lay.px(20), theme.TEXT_DARK, "bold", width)
        box = surf.get_rect(midtop=(lay.describe.centerx, top)).inflate(lay.px(36), lay.px(14))
        box.top = top
        pygame.draw.rect(frame, theme.GOLD_DEEP, box.move(0, 3), border_radius=box.h // 2)
        pygame.draw.rect(frame, theme.GOLD, box, border_radius=box.h // 2)
        frame.blit(surf, surf.get_rect(center=box.center))
        return box.bottom + 3

    def _describe(self, mover: int | None, move: Move | None,
                  trick: Trick | None) -> list[tuple[str, theme.Color, str]]:
        """The lines under the row: (text, colour, role)."""
        seats = self.seats
        names, you = seats.names, seats.you
        game = self.game
        lines: list[tuple[str, theme.Color, str]] = []
        if move is None:
            first = game.current_player
            dealt = (tr("watch.dealt_you") if first == you
                     else tr("watch.dealt", player=seats.name(first)))
            lines.append((dealt, theme.TEXT, "bold"))
        else:
            assert mover is not None  # every turn after the deal has a mover
            kind = DISCARD if move.discard is not None else PLAY
            lines.append((format_entry(Entry(kind, (mover,), move), names, you), theme.TEXT,
                          "bold"))
        moment = self.moment
        if moment is not None and self.panel is not None and self.turn == moment.turn - 1:
            lines.append((self.panel.explain(moment), theme.GOLD, "bold"))
        if game.is_over():
            winners = tuple(game.winners())
            lines.append((format_entry(Entry(OVER, winners, points=game.scores[winners[0]]),
                                       names, you), theme.GOLD, "bold"))
        elif trick is None and game.row()[2] is not None:
            b = game.score_now()
            lines.append((score_text("table.preview_now", b), theme.TEXT_DIM, "text"))
        elif trick is None:
            lines.append((tr("table.row_empty"), theme.TEXT_DIM, "text"))
        return lines

    def _draw_description(self, frame: pygame.Surface, lay: WatchLayout, mover: int | None,
                          move: Move | None, trick: Trick | None) -> None:
        box = lay.describe
        lines = self._describe(mover, move, trick)
        self.description = []
        y = box.y
        for i, (text, colour, role) in enumerate(lines):
            self.description.append(text)
            size = lay.px(20 if i == 0 else 16)
            for part in theme.wrap(text, role, size, box.w)[:2]:
                surf = self.text(part, size, colour, role, box.w)
                frame.blit(surf, surf.get_rect(midtop=(box.centerx, y)))
                y += surf.get_height()
            y += lay.px(6)
            if i == 0 and trick is not None:
                text = format_entry(Entry(TRICK, (trick.winner,), points=trick.points),
                                    self.seats.names, self.seats.you)
                self.description.append(text)
                y = self._banner(frame, lay, text, y) + lay.px(6)

    def _draw_piles(self, frame: pygame.Surface, lay: WatchLayout, move: Move | None) -> None:
        game = self.game
        art = self._app.art
        count = game.pile_count
        pile = lay.pile
        if count:
            for i in range(min(3, (count + 9) // 10), 0, -1):
                frame.blit(art.back(pile.size), pile.move(-i * 2, -i * 2))
            frame.blit(art.back(pile.size), pile)
        else:
            pygame.draw.rect(frame, (60, 70, 120), pile, 2, border_radius=max(6, pile.w // 10))
        self._badge(frame, lay, str(count), pile)
        rect = lay.discard
        shown = list(game.discard_codes)
        if shown:
            if len(shown) > 1:
                frame.blit(art.face(shown[-2], rect.size, game.variants.modern_rulers),
                           rect.move(-3, -3))
            just = move is not None and move.discard is not None
            self.painter.card(frame, shown[-1], rect, "moved" if just else "row")
        else:
            pygame.draw.rect(frame, (60, 70, 120), rect, 2, border_radius=max(6, rect.w // 10))
        self._badge(frame, lay, str(len(shown)), rect)
        for r, key in ((pile, "table.draw_pile"), (rect, "table.discard_pile")):
            cap = self.text(tr(key), lay.px(14), theme.TEXT_DIM, "bold", r.w + lay.px(50))
            frame.blit(cap, cap.get_rect(midtop=(r.centerx, r.bottom + lay.px(6))))

    def _badge(self, frame: pygame.Surface, lay: WatchLayout, text: str,
               rect: pygame.Rect) -> None:
        label = self.text(text, lay.px(13), theme.TEXT, "bold")
        r = max(label.get_width(), label.get_height()) // 2 + lay.px(5)
        centre = (rect.right - r + lay.px(2), rect.y + r - lay.px(2))
        pygame.draw.circle(frame, (40, 46, 100), centre, r)
        pygame.draw.circle(frame, theme.GOLD, centre, r, 2)
        frame.blit(label, label.get_rect(center=centre))

    def _draw_slider(self, frame: pygame.Surface, lay: WatchLayout) -> None:
        label = self.text(self.turn_text or tr("watch.turn", turn=self.turn, total=self.total),
                          lay.px(17), theme.TEXT, "bold", lay.turn_label.w)
        frame.blit(label, label.get_rect(midleft=lay.turn_label.midleft))
        track = lay.slider
        pygame.draw.rect(frame, theme.CONTROL, track, border_radius=track.h // 2)
        pygame.draw.rect(frame, theme.CONTROL_BORDER, track, 1, border_radius=track.h // 2)
        if self.total > 0:
            done = track.copy()
            done.w = max(track.h, self.knob_x(self.turn) - track.x)
            pygame.draw.rect(frame, theme.GOLD_DEEP, done, border_radius=track.h // 2)
            # ticks where a trick was won: the rhythm of the game at a glance
            for t in cast(Game, self.playback.final).tricks:
                x = self.knob_x(t.turn)
                pygame.draw.line(frame, theme.TEXT_DIM, (x, track.bottom + lay.px(3)),
                                 (x, track.bottom + lay.px(8)), 2)
        knob = (self.knob_x(self.turn), track.centery)
        pygame.draw.circle(frame, theme.GOLD, knob, lay.px(10))
        pygame.draw.circle(frame, theme.TEXT_DARK, knob, lay.px(10), 2)

    # -- window and language ----------------------------------------------------------
    def on_language(self, lang: str) -> None:
        self._texts.clear()
        super().on_language(lang)  # layout() renders the picture again in the new language

    def enter(self) -> None:
        super().enter()
        self._sync_buttons()

