"""The end of a game of any game: the winner, every seat's score, the game's own
breakdown as a table, and a chart of the scores over the game.

The kit's table opens this screen (route `results`) once its game is over and
filed. Everything shown comes from the game: `scores` and `winners` of the final
state, the view's `breakdown` lines (`breakdown.py` lays them out), and the chart's
series from replaying the game's record through its rules, move by move
(`chart.playback_series`). Nothing is recomputed here. Under the winner, a personal
best: the table asks storage (`stats.new_bests`, before the game is counted) which of
the game's `best_...` statistics fields this game beat, and passes them on. The
buttons: "New deal, same players" (the same seats), New game… (the setup first), Watch
again and Review this game (the kit's replay, from the deal), Finished games (this
game's archive, F), Title; Tab moves between them, Enter presses one, Esc goes to the title.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from astromagie.gameconfig import GameConfig
from astromagie.host import registry
from astromagie.host.game import GameState
from astromagie.i18n import has, tr
from astromagie.kit.view import GameViewBase
from astromagie.look import theme
from astromagie.storage.archive import Playback, playback_of
from astromagie.ui.widgets import Button, MenuScene, T
from astromagie.ui.words import seat_names, shared

from .breakdown import (
    Placed,
    Row,
    fit_rows,
    grow_rows,
    place_rows,
    render_table,
    rows_of,
    table_height,
)
from .chart import ChartWords, ScoreChart, Series, chart_words, playback_series
from .guided import is_guided_deal
from .lessonsover import results_line
from .session import next_game
from .standings import Column, ranking, standings, standings_height

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

LEFT_SHARES = (0.42, 0.5, 0.58)  # the left column's widths tried for the breakdown under
# the standings, narrowest first: the chart beside keeps at least 40 % of the width
GROWTH = 1.4  # a short breakdown's text may grow this much to fill its panel
UPPER_MOST = 260  # the standings and chart above a breakdown across the foot: at most this
READ_GUARD = 0.6  # seconds before a key or click counts: one still pressed in play does not
# (kept at 0.6, not 0.8: pt16c 4 was Enters seconds apart, which the ring's rules stop)
# keys that keep a rung "Same again" lit: moving between the buttons is not a change of mind
FOCUS_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
RING_GUARD = 1.5  # seconds after the first Enter rang "Same again" before one deals
CHART_WORDS = ChartWords("kit.results.chart", "kit.results.move", "kit.results.score")
# the buttons left to right (Tab's order): id, label, hotkey
BUTTONS = (("again", "kit.results.same_again", pygame.K_a),
           ("new_game", "kit.results.new_game", pygame.K_n), ("watch", "results.watch", pygame.K_w),
           ("review", "results.review", pygame.K_r), ("archive", "links.archive", pygame.K_f),
           ("title", "results.to_title", pygame.K_t))


def held_keys() -> set[int]:
    """The keys down as the screen appears (the Enter that ended the game, still held):
    they count once released and pressed again, so their auto-repeat never deals."""
    try:
        pressed = pygame.key.get_pressed()
    except pygame.error:  # no window (a headless test): nothing is held
        return set()
    return {k for k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) if pressed[k]}


def best_words(game: str, bests: Mapping[str, int]) -> list[str]:
    """The personal bests of `game` in words, one line each: a field `best_x` of the game's
    statistics says it with the game's own `<game>.results.personal_best_x`, else the
    house's `results.personal_best_x` (a field without words anywhere is not shown)."""
    lines = []
    for name, value in sorted(bests.items()):
        keys = [f"{game}.results.personal_{name}", f"results.personal_{name}"]
        key = next((k for k in keys if has(k)), None)
        if key is not None:
            lines.append(tr(key, points=value))
    return lines


def outcome_text(state: GameState, names: list[str], you: int | None) -> str:
    """One sentence: who won, or who share a tie ("You" for the one person at the screen)."""
    winners = list(state.winners())
    if not winners:
        return tr("kit.results.nobody")
    if len(winners) == 1:
        if winners[0] == you:
            return tr("kit.results.winner_you")
        return tr("kit.results.winner", name=names[winners[0]])
    return shared("kit.results.tie", winners, names.__getitem__, you)


class KitResultsScene(MenuScene):
    """Shown once a game at the kit's table is over (it is already filed by then)."""

    def __init__(self, app: Services, state: GameState, config: GameConfig,
                 playback: Playback | None = None, bests: Mapping[str, int] | None = None
                 ) -> None:
        super().__init__(app)
        self.state = state
        self.config = config
        self.bests = dict(bests or {})  # the person's new personal bests, by stats field
        self.view: GameViewBase = registry.view(config.game).for_game(state)
        self.playback = playback if playback is not None else playback_of(state, config)
        self.series: Series = playback_series(self.playback, self.view)  # or its progress
        self.age = 0.0
        self.rung = -RING_GUARD  # when the first Enter rang "Same again"
        self.last_enter = -RING_GUARD  # when Enter was last pressed here, counted or not
        self.ringing = False  # "Same again" lit by an Enter, and no other key since
        self.chosen = False  # the person moved the focus themselves (Tab, the arrows)
        self.held = held_keys()  # keys down (not yet released) since before this screen
        self._static: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._panels: list[pygame.Rect] = []
        self.chart = ScoreChart((0, 0, 0, 0), chart_words(CHART_WORDS, config.game, self.view,
                                                          state))
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.breakdown_rect = pygame.Rect(0, 0, 0, 0)  # where the table of lines lies
        self.placed: list[Placed] = []  # the breakdown's pieces, relative to breakdown_rect
        self.breakdown_size = 0  # the breakdown's text size
        self._breakdown: pygame.Surface | None = None

    @property
    def names(self) -> list[str]:
        """The seats' names in the current language ("Player 1" where several people play)."""
        return list(seat_names(self.config.seats).names)

    def rows(self) -> list[Row]:
        return rows_of(self.view.breakdown(self.state, self.names), self.names)

    # -- buttons -------------------------------------------------------------------
    def build(self) -> None:
        # after the guided game the lit first button sets up a real game: "New deal, same
        # players" dealt again against the gentle practice partners (pt18c, pt19)
        guided = is_guided_deal(self.playback.record, self.config.game)
        pressed = {"again": self.new_game if guided else self.same_again,
                   "new_game": self.new_game, "watch": self.watch, "review": self.review,
                   "archive": self.archive, "title": self.to_title}
        for wid, key, hotkey in BUTTONS:
            label = "kit.results.real_game" if guided and wid == "again" else key
            self.add(Button(T(label), pressed[wid], style="primary" if wid == "again"
                            else "normal", wid=wid, hotkey=hotkey, show_key=True))

    def same_again(self) -> None:
        """The same seats and options again, a new deal."""
        self.app.back_to_title()
        self.app.push_scene("table", next_game(self.config))

    def new_game(self) -> None:
        """The seats first (pt3a 10: New game started at once with the last seats): the
        setup screen, filled in with the last setup as it keeps it."""
        self.app.back_to_title()
        self.app.push_scene("setup", self.config.game)

    def watch(self) -> None:
        self.app.push_scene("watch", self.playback)

    def review(self) -> None:
        self.app.push_scene("watch", self.playback, review=True)

    def archive(self) -> None:
        """This game's finished games (the one just played first), each to watch again."""
        self.app.push_scene("archive", self.config.game)

    def to_title(self) -> None:
        self.app.back_to_title()

    def back(self) -> None:
        self.to_title()

    def handle_event(self, event: pygame.event.Event) -> None:
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN,
                                                               pygame.K_KP_ENTER)
        if enter:
            # a run of Enters close together is one press, however long it goes on: pt18c 7
            # typed Enters from the table's last move on, and the run rang, then dealt
            burst = self.age - self.last_enter < RING_GUARD
            self.last_enter = self.age
            if burst and self.age >= READ_GUARD:
                return
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        elif event.type == pygame.KEYDOWN:
            if event.key in self.held:
                return  # a key held from the table, or its auto-repeat: never a new press
            self.held.add(event.key)
        if self.age < READ_GUARD and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN,
                                                    pygame.MOUSEBUTTONUP):
            return
        if event.type == pygame.KEYDOWN and not enter:
            self.chosen = self.chosen or event.key in FOCUS_KEYS
            self._stop_ringing(event.key)
        if enter and (self.form.focus is None or not self._rang_just_before()):
            # the first Enter rings "Same again", the second deals (pt11a, pt11c: the
            # results came up by themselves as the table said "Enter shows them at once",
            # and that Enter dealt a new game unread); Enter still leads there (pt10c 9)
            self.form.set_focus(self.form.get("again", Button))
            self.rung, self.ringing = self.age, True
            return
        if enter and self.age - self.rung < RING_GUARD:
            return  # Enters close together are one (pt12c 3, pt13c 7: the summary unread)
        super().handle_event(event)

    def _rang_just_before(self) -> bool:
        """Whether the Enter now is the one right after the ring (no other key between),
        or the person chose the focused button themselves (Tab, the arrows)."""
        return self.ringing or self.chosen

    def _stop_ringing(self, key: int) -> None:
        """Any other key after the ring puts the lit "Same again" out: pt16c 4 played on
        with H, Enter, H, Enter as at the table, and the second Enter, long after the ring,
        dealt a new game unread. A new deal takes two Enters in a row."""
        if not self.ringing:
            return
        self.ringing = False
        if key not in FOCUS_KEYS and self.form.focus is self.form.get("again", Button):
            self.form.set_focus(None)

    def update(self, dt: float) -> None:
        self.age += dt
        super().update(dt)

    # -- layout (once per size or language) ------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        self._static = []
        title = theme.render(tr("results.title"), "bold", px(theme.HEADING_SIZE + 6), theme.GOLD)
        self._static.append((title, (w // 2 - title.get_width() // 2, px(18))))
        you = seat_names(self.config.seats).you
        outcome = theme.render_fit(outcome_text(self.state, self.names, you), "bold",
                                   px(theme.BODY_SIZE + 2), w - px(80), theme.TEXT)
        y = px(18) + title.get_height() + px(4)
        self._static.append((outcome, (w // 2 - outcome.get_width() // 2, y)))
        y += outcome.get_height()
        # a guided game's end: the lessons are done, a real game is one key away (pt17)
        guided = results_line(is_guided_deal(self.playback.record, self.config.game))
        for words in [*best_words(self.config.game, self.bests), *([guided] if guided else [])]:
            best = theme.render_fit(words, "bold", px(theme.BODY_SIZE), w - px(80), theme.GOLD)
            self._static.append((best, (w // 2 - best.get_width() // 2, y + px(4))))
            y += best.get_height() + px(4)
        top = y + px(14)
        margin = px(28)
        bottom = self._place_buttons(size) - px(14)
        full = pygame.Rect(margin, top, w - 2 * margin, bottom - top)
        gap = px(16)

        rows = self.rows()
        heading_h = px(theme.BODY_SIZE) + px(10)
        text_size = px(theme.BODY_SIZE - 2)
        if not any(self._beside(rows, full, gap, heading_h, text_size, share)
                   for share in LEFT_SHARES):
            self._below(rows, full, gap, heading_h, text_size)
        heading = theme.render(tr("kit.results.breakdown"), "bold", px(theme.BODY_SIZE),
                               theme.GOLD)
        lower = self._panels[1]
        self._static.append((heading, (lower.x + px(20), lower.y + px(12))))
        self._breakdown = render_table(rows, self.placed, self.breakdown_size,
                                       self.breakdown_rect.w)
        self.chart.set_rect(self.chart_rect)
        self.chart.set_series(self.series, self.names)

    def _beside(self, rows: list[Row], full: pygame.Rect, gap: int, heading_h: int,
                size: int, share: float) -> bool:
        """The standings with the breakdown under them in a left column (`share` of the
        width), the chart the whole height beside them, when the breakdown fits there at
        its own text size, no item set smaller: no half-empty column under short
        standings (H18; playtest pt2, 20 saw one under a 3-seat game's standings)."""
        px = self.px
        left_w = round(full.w * share)
        inner_w = left_w - px(40)
        standings_h = self._standings_height() + px(24)
        room = full.h - standings_h - gap - heading_h - px(28)
        if room <= 0:
            return False
        placed = place_rows(rows, inner_w, size)
        table_h = max((p.rect.bottom for p in placed), default=0)
        font = theme.font("text", size)
        squeezed = any(p.kind == "item" and font.size(p.text)[0] > p.rect.w for p in placed)
        if table_h > room or squeezed:  # an item set smaller to fit: the wide table reads
            return False
        size, placed = grow_rows(rows, inner_w, room, size, round(size * GROWTH))
        table_h = max((p.rect.bottom for p in placed), default=0)
        standings = pygame.Rect(full.x, full.y, left_w, standings_h)
        lower = pygame.Rect(full.x, standings.bottom + gap, left_w,
                            full.bottom - standings.bottom - gap)
        self.chart_rect = pygame.Rect(standings.right + gap, full.y,
                                      full.right - standings.right - gap, full.h)
        self._finish(standings, lower, placed, size, inner_w, heading_h, table_h)
        return True

    def _below(self, rows: list[Row], full: pygame.Rect, gap: int, heading_h: int,
               size: int) -> None:
        """The standings and the chart side by side, the breakdown across the foot, as
        tall as it needs (set smaller where it would not fit)."""
        px = self.px
        inner_w = full.w - px(40)
        upper_min = max(px(150), self._standings_height())
        room = full.h - upper_min - gap - heading_h - px(28)
        size, placed = fit_rows(rows, inner_w, room, size)
        # the chart and the standings no taller than the chart reads well: the room under
        # short standings goes to the breakdown, set larger to fill it (pt2, 20)
        upper_h = max(upper_min, min(full.h - gap - table_height(placed) - heading_h - px(28),
                                     px(UPPER_MOST)))
        size, placed = grow_rows(rows, inner_w, full.h - upper_h - gap - heading_h - px(28),
                                 size, round(size * GROWTH))
        table_h = max((p.rect.bottom for p in placed), default=0)
        lower_h = min(full.h - upper_min - gap, table_h + heading_h + px(28))
        upper = pygame.Rect(full.x, full.y, full.w, full.h - lower_h - gap)
        standings = pygame.Rect(upper.x, upper.y, round(upper.w * 0.42),
                                min(upper.h, self._standings_height() + px(24)))
        self.chart_rect = pygame.Rect(standings.right + gap, upper.y,
                                      upper.right - standings.right - gap, upper.h)
        lower = pygame.Rect(full.x, upper.bottom + gap, full.w, lower_h)
        self._finish(standings, lower, placed, size, inner_w, heading_h, table_h)

    def _finish(self, standings: pygame.Rect, lower: pygame.Rect, placed: list[Placed],
                size: int, inner_w: int, heading_h: int, table_h: int) -> None:
        px = self.px
        self.breakdown_size, self.placed = size, placed
        self._panels = [standings, lower]
        self._layout_standings(standings)
        self.breakdown_rect = pygame.Rect(lower.x + px(20), lower.y + px(12) + heading_h,
                                          inner_w, table_h)

    def _place_buttons(self, size: tuple[int, int]) -> int:
        """The buttons in a row at the bottom (two rows where one does not fit), each as
        wide as its label needs at the buttons' own text size (never set smaller), none
        narrower than a comfortable target; the top of the first row."""
        w, h = size
        px = self.px
        bh, gap = px(theme.BUTTON_HEIGHT), px(14)
        buttons = [self.form.get(wid, Button) for wid, _key, _hotkey in BUTTONS]
        widths = [max(px(150), button.needed_width(self.ui_scale, px(40)))
                  for button in buttons]
        one_row = sum(widths) + (len(widths) - 1) * gap <= w - px(40)
        split = len(BUTTONS) if one_row else (len(BUTTONS) + 1) // 2
        rows = [list(range(split)), list(range(split, len(BUTTONS)))]
        rows = [row for row in rows if row]
        top = h - px(20) - len(rows) * bh - (len(rows) - 1) * gap
        for r, row in enumerate(rows):
            x = w // 2 - (sum(widths[i] for i in row) + (len(row) - 1) * gap) // 2
            for i in row:
                self.place(buttons[i], (x, top + r * (bh + gap), widths[i], bh))
                x += widths[i] + gap
        return top

    def _standings_height(self) -> int:
        return standings_height(len(self.config.seats), self.px)

    def levels(self) -> list[str]:
        """Each seat's kind as the standings word it after the name ("Human", "Medium");
        the guided game's bots are its practice partners, as on the scoreboard (pt16b 10:
        "Easy" here while the coach said they now play at random)."""
        guided = is_guided_deal(self.playback.record, self.config.game)
        return [tr("common.level.guide" if guided and not seat.is_human
                   else f"common.level.{seat.kind}") for seat in self.config.seats]

    def _layout_standings(self, rect: pygame.Rect) -> None:
        """Each seat: its place, colour, name and level, its score; ranked (H1): the
        winners in gold, starred, on top, the others by score, ties sharing a place."""
        levels = self.levels()
        winners = set(self.state.winners())
        scores = self.state.scores
        order, places = ranking(scores, winners, self.view.tiebreak(self.state))
        self._static += standings(rect, self.names, levels,
                                  [Column("kit.results.score", scores)],
                                  winners, order, self.px, places)

    # -- drawing -----------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        radius = self.px(theme.RADIUS + 4)
        for rect in self._panels:
            theme.rounded_panel(surface, rect, theme.PANEL, theme.PANEL_BORDER, radius)
        for surf, pos in self._static:
            surface.blit(surf, pos)
        self.chart.draw(surface)
        if self._breakdown is not None:
            surface.blit(self._breakdown, self.breakdown_rect.topleft)
