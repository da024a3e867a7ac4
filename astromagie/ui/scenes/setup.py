"""New-game setup: 2-5 seats (you or a bot of a level, with names), the game's options, a seed.

The options are the game's `OptionSpec`s (Astromagie's variants V1 and V2,
Monad's goal, ...): a switch, a number or a choice each, drawn for any game.
Start builds a `GameConfig`, remembers the seats and options in the settings
and replaces this screen with the table, so leaving the table returns to the title.
Several seats may be people sharing the screen (the table shows a hand-over
screen between their turns, so nobody sees another's hand); with none, the
player watches the bots.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING

import pygame

from astromagie.gameconfig import HUMAN, GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.options import OptionSpec, chosen_options, read_options
from astromagie.i18n import has, tr
from astromagie.look import theme
from astromagie.storage.saves import has_autosave
from astromagie.ui.widgets import (
    Button,
    Choice,
    Label,
    MenuScene,
    Stepper,
    T,
    TextInput,
    Toggle,
    split,
)
from astromagie.ui.words import game_heading

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

log = logging.getLogger(__name__)

MAX_SEATS = 5
MIN_SEATS = 2
LEVELS = ("easy", "medium", "hard")
KINDS = (HUMAN, *LEVELS)
STAR_NAMES = ("Vega", "Orion", "Lyra", "Altair", "Sirius", "Deneb", "Rigel", "Capella")
NAME_LENGTH = 16
DEFAULT_HUMAN_NAMES = ("You", "Du")  # GameConfig.default() and setup.human in each language
OPTION_SIZE = theme.SMALL_SIZE + 1  # every option on this screen is written in one size


def _number_words(key: str, number: int) -> str:
    return tr(key, value=number) if key else str(number)


def _is_digit(char: str) -> bool:
    return char.isdigit()


class SetupScene(MenuScene):
    """Choose who plays and how; Start opens the table."""

    def __init__(self, app: Services, game: str) -> None:
        super().__init__(app)
        self.game = game
        info = registry.info(game)
        self.min_seats, self.max_seats = info.min_players, min(info.max_players, MAX_SEATS)
        # the game's options; a game without any shows only the seats and the seed
        self.specs: tuple[OptionSpec, ...] = info.options
        seats, values = self._remembered()
        self.count = len(seats)
        # five seats always exist; only the first `count` are shown and used
        self.names = [s.name for s in seats] + [""] * (MAX_SEATS - len(seats))
        self.kinds = [s.kind if s.kind in KINDS else "medium" for s in seats]
        self.kinds += ["medium"] * (MAX_SEATS - len(self.kinds))
        for i in range(MAX_SEATS):
            if not self.names[i].strip():
                self.names[i] = self._free_name(i)
            elif self.names[i] in DEFAULT_HUMAN_NAMES:  # the untouched default: in our language
                self.names[i] = tr("setup.human")
        self.values = values
        # the number an option that may be off shows, also while it is off
        self.numbers = {spec.name: values[spec.name] if isinstance(values[spec.name], int)
                        else spec.suggested for spec in self.specs if spec.can_be_off}
        self.seed_text = "" if app.seed is None else str(app.seed)
        self.error = ""
        self._heading: pygame.Surface | None = None
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._sections: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._badges: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._heading_y = 0

    def _remembered(self) -> tuple[tuple[SeatConfig, ...], dict[str, object]]:
        """The seats and options used last time (settings), else the defaults."""
        settings = self.app.settings
        seats: tuple[SeatConfig, ...] = GameConfig.default().seats
        stored: dict[str, object] = {}
        try:
            seats = settings.seat_configs(self.game) or seats
            stored = settings.options(self.game)
        except (KeyError, TypeError, ValueError):  # seats this version can't use: the defaults
            log.warning("remembered seats unusable", exc_info=True)
        if not self.min_seats <= len(seats) <= self.max_seats:
            seats = GameConfig.default().seats[:self.max_seats]
        return seats, dict(read_options(self.specs, stored))

    def _free_name(self, index: int) -> str:
        used = {n for i, n in enumerate(self.names) if i != index}
        return next((n for n in STAR_NAMES if n not in used), f"{index + 1}")

    # -- widgets ---------------------------------------------------------------
    def build(self) -> None:
        add = self.add
        add(Stepper(self.count, self.min_seats, self.max_seats, self.set_count, wid="count",
                    fmt=lambda n: tr("setup.seats", count=n), size=OPTION_SIZE))
        for i in range(MAX_SEATS):
            add(TextInput(self.names[i], partial(self.set_name, i),
                          max_length=NAME_LENGTH, wid=f"name{i}",
                          placeholder=T("setup.name"), size=OPTION_SIZE))
            add(Choice([(k, T(f"common.level.{k}")) for k in KINDS], self.kinds[i],
                       partial(self.set_kind, i), wid=f"kind{i}", size=OPTION_SIZE))
        for spec in self.specs:
            self._add_option(spec)
        add(TextInput(self.seed_text, self.set_seed, max_length=12, allowed=_is_digit,
                      placeholder=T("setup.seed_hint"), wid="seed", size=OPTION_SIZE))
        add(Label(T("setup.seed_note"), size=theme.SMALL_SIZE, color=theme.TEXT_DIM, wrap=True,
                  wid="seed_note"))
        add(Label(T("setup.watch"), size=theme.SMALL_SIZE, color=theme.TEXT_DIM, wrap=True,
                  wid="note"))
        add(Label("", size=theme.SMALL_SIZE, color=theme.DANGER, wrap=True, wid="error"))
        add(Label(T("setup.replaces_save"), size=theme.SMALL_SIZE, color=theme.TEXT_DIM,
                  align="center", wid="replaces_save"))
        add(Button(T("common.back"), self.back, wid="back"))
        add(Button(T("setup.start"), self.start, style="primary", wid="start"))

    def _add_option(self, spec: OptionSpec) -> None:
        """An option's controls: a switch, a number (with a switch if it may be off) or a
        choice, and the note that this edition adds it."""
        add, wid, value = self.add, f"option_{spec.name}", self.values[spec.name]
        if spec.kind == "bool":
            add(Toggle(T(spec.words), bool(value), partial(self.set_option, spec.name),
                       wid=wid, size=OPTION_SIZE))
        elif spec.kind == "choice":
            add(Label(T(spec.words), size=OPTION_SIZE, wid=f"{wid}_label"))
            add(Choice([(c, T(f"{spec.words}.{c}")) for c in spec.choices], value,
                       partial(self.set_option, spec.name), wid=wid, size=OPTION_SIZE))
        else:
            number = self.numbers.get(spec.name, value)
            assert isinstance(number, int)
            if spec.can_be_off:
                add(Toggle(T(spec.words), value is not None,
                           partial(self.set_option_on, spec.name), wid=wid, size=OPTION_SIZE))
                wid = f"{wid}_value"
            add(Stepper(number, spec.low, spec.high, partial(self.set_number, spec.name),
                        step_size=spec.step, wid=wid, size=OPTION_SIZE,
                        fmt=partial(_number_words, spec.value_words)))
        about = f"{self.game}.option_about.{spec.name}"
        if has(about):  # what the variant does, in a line (pt7a 10: only the rule book said)
            add(Label(T(about), size=theme.SMALL_SIZE, color=theme.TEXT_DIM, wrap=True,
                      wid=f"option_{spec.name}_about"))
        if spec.addition:
            add(Label(T("setup.addition"), size=theme.SMALL_SIZE, color=theme.TEXT_DIM,
                      wid=f"option_{spec.name}_addition"))

    def option_ids(self) -> list[str]:
        """The ids of every option control, in the order they are drawn."""
        ids = []
        for spec in self.specs:
            wid = f"option_{spec.name}"
            ids += [f"{wid}_label"] if spec.kind == "choice" else []
            ids.append(wid)
            ids += [f"{wid}_value"] if spec.can_be_off else []
            ids += [f"{wid}_about"] if has(f"{self.game}.option_about.{spec.name}") else []
            ids += [f"{wid}_addition"] if spec.addition else []
        return ids

    # -- changes ----------------------------------------------------------------
    def set_count(self, count: int) -> None:
        self.count = count
        self.layout(self.size)

    def set_name(self, index: int, value: str) -> None:
        self.names[index] = value

    def set_kind(self, index: int, kind: str) -> None:
        # several people may share the screen: the table hides the hand between their turns
        self.kinds[index] = kind
        self._update_note()

    def set_option(self, name: str, value: object) -> None:
        self.values[name] = value

    def set_option_on(self, name: str, on: bool) -> None:
        self.values[name] = self.numbers[name] if on else None
        number = self.form.get(f"option_{name}_value")
        number.enabled = on
        number.refresh()

    def set_number(self, name: str, number: int) -> None:
        if name in self.numbers:
            self.numbers[name] = number
            if self.values[name] is None:
                return
        self.values[name] = number

    def set_seed(self, text: str) -> None:
        self.seed_text = text

    def _update_note(self) -> None:
        note = self.form.get("note")
        humans = sum(1 for k in self.kinds[: self.count] if k == HUMAN)
        note.visible = humans == 0
        note.refresh()

    # -- the result ----------------------------------------------------------------
    def config(self) -> GameConfig:
        """The game as set up on screen."""
        seats = []
        for i in range(self.count):
            name = " ".join(self.names[i].split()) or self._free_name(i)
            seats.append(SeatConfig(name, self.kinds[i]))
        seed = int(self.seed_text) if self.seed_text.isdigit() else None
        options = chosen_options(self.specs, self.values)
        return GameConfig(tuple(seats), options, seed, game=self.game)

    def remember(self, config: GameConfig) -> None:
        settings = self.app.settings
        settings.set_seats(config.seats, config.game)
        settings.set_options(config.options, config.game)
        settings.game = config.game
        self.app.save_settings()

    def start(self) -> None:
        config = self.config()
        self.remember(config)
        try:
            table = self.app.open_scene("table", config)
        except Exception as exc:  # show it; the player can go back or try again
            log.exception("the table could not be opened")
            self.error = tr("setup.cannot_start", error=exc)
            self.form.get("error", Label).set_text(self.error)
            self._show_error()
            return
        self.app.stack.replace(table)

    def _show_error(self) -> None:
        """The error, if there is one, in place of the seed's note."""
        self.form.get("error").visible = bool(self.error)
        self.form.get("seed_note").visible = not self.error

    # -- layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        title = game_heading("setup.title", self.game)
        self._heading = theme.render(title, "bold", px(theme.HEADING_SIZE + 6),
                                     theme.GOLD)
        panel_w = min(w - px(60), px(1120))
        ch = px(theme.CONTROL_HEIGHT + 4)
        gap = px(12)
        section = px(30)
        # the panel holds five seat rows even when fewer are shown, so it never jumps
        content_h = section + px(6) + ch + px(18) + MAX_SEATS * (ch + gap) + px(44)
        panel_h = content_h + px(56)
        bh = px(theme.BUTTON_HEIGHT)
        heading_h = px(76)
        total = heading_h + panel_h + px(24) + bh
        top = max(px(8), (h - total) // 2) + heading_h
        self._heading_y = top - heading_h // 2 - px(4)
        self._panel = pygame.Rect((w - panel_w) // 2, top, panel_w, panel_h)
        inner = self._panel.inflate(-px(56), -px(56))
        left, right = split(inner, [1.45, 1], px(48))
        self._sections = []

        def heading(key: str, x: int, y: int) -> None:
            text = tr(key)
            size = theme.fit_font_size(text, "bold", px(theme.BODY_SIZE), right.w)
            self._sections.append((theme.render(text, "bold", size, theme.GOLD), (x, y)))

        # left: the players
        heading("setup.players", left.x, left.y)
        y = left.y + section + px(6)
        self.place(self.form.get("count"), (left.x, y, px(230), ch))
        y += ch + px(18)
        badge_w = px(34)
        self._badges = []
        for i in range(MAX_SEATS):
            name, kind = self.form.get(f"name{i}"), self.form.get(f"kind{i}")
            shown = i < self.count
            name.visible = kind.visible = shown
            row = pygame.Rect(left.x + badge_w + px(10), y, left.w - badge_w - px(10), ch)
            name_r, kind_r = split(row, [0.8, 1.4], px(12))
            self.place(name, name_r)
            self.place(kind, kind_r)
            if shown:
                badge = theme.render(str(i + 1), "bold", px(theme.BODY_SIZE), theme.TEXT_DARK)
                self._badges.append((badge, pygame.Rect(left.x, y + (ch - badge_w) // 2,
                                                        badge_w, badge_w)))
                y += ch + gap
        self.place(self.form.get("note"), (left.x, y + px(4), left.w, px(40)))
        self._update_note()

        # right: the game's options (if it has any) and the seed
        y = right.y
        if self.specs:
            heading("setup.variants", right.x, right.y)
            y = right.y + section + px(6)
            for wid in self.option_ids():
                widget = self.form.get(wid)
                if wid.endswith("_addition"):  # a note under its option
                    self.place(widget, (right.x, y - gap + px(2), right.w, px(22)))
                    y += px(22)
                elif wid.endswith("_about"):  # what the variant does, in its lines
                    small = px(theme.SMALL_SIZE)
                    words = tr(f"{self.game}.option_about.{wid[len('option_'):-len('_about')]}")
                    lines = len(theme.wrap(words, "text", small, right.w))
                    tall = lines * theme.font("text", small).get_linesize() + px(4)
                    self.place(widget, (right.x, y - gap + px(2), right.w, tall))
                    y += tall
                elif wid.endswith("_value"):  # the number of an option that may be off
                    widget.enabled = self.values[wid[len("option_"):-len("_value")]] is not None
                    self.place(widget, (right.right - px(230), y, px(230), ch))
                    y += ch + gap
                else:
                    self.place(widget, (right.x, y, right.w, ch))
                    y += ch + gap
            y += px(16) - gap  # the seed's heading after the variants and their lines
        heading("setup.seed", right.x, y)
        y += section + px(6)
        self.place(self.form.get("seed"), (right.x, y, px(230), ch))
        y += ch + px(6)
        # a table that could not be opened is said where the seed's note stands (the
        # variants' descriptions took the room under it at 1024x700)
        self.place(self.form.get("seed_note"), (right.x, y, right.w, px(40)))
        self.place(self.form.get("error"), (right.x, y, right.w, px(60)))
        self._show_error()

        bw = px(220)
        by = self._panel.bottom + px(24)
        self.place(self.form.get("back"), (self._panel.x, by, bw, bh))
        self.place(self.form.get("start"), (self._panel.right - bw, by, bw, bh))
        self._one_option_size()
        # between the buttons: starting overwrites the game the title could resume
        note = self.form.get("replaces_save")
        note.visible = has_autosave(self.game)
        gap_w = self._panel.w - 2 * bw - px(40)
        self.place(note, (self._panel.x + bw + px(20), by, gap_w, bh))

    def _one_option_size(self) -> None:
        """Every option in one font size: the largest at which the seat rows' levels (the
        narrowest room) still fit, given to every control on the screen."""
        size = self.form.get("kind0", Choice).fitting_size(self.px(OPTION_SIZE))
        ids = ["count", "seed"] + [wid for wid in self.option_ids()
                                   if not wid.endswith(("_label", "_addition", "_about"))]
        ids += [f"{kind}{i}" for i in range(MAX_SEATS) for kind in ("name", "kind")]
        for wid in ids:
            widget = self.form.get(wid)
            widget.size = size / self.ui_scale  # type: ignore[attr-defined]  # px() gives `size`
            widget.refresh()

    def on_language(self, lang: str) -> None:
        for i in range(MAX_SEATS):  # "You" <-> "Du" while the player has not renamed it
            if self.names[i] in DEFAULT_HUMAN_NAMES:
                self.names[i] = tr("setup.human")
                self.form.get(f"name{i}", TextInput).value = self.names[i]
        super().on_language(lang)

    def handle_event(self, event: pygame.event.Event) -> None:
        # Enter starts the game, wherever the focus is, as the title promises: only a focused
        # button (Back) is pressed and a name field hands on to the next control; a count or
        # a choice changes with Left/Right (or Space), never with Enter
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and not isinstance(self.form.focus, Button | TextInput)):
            self.start()
            return
        super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.px
        if self._heading is not None:
            surface.blit(self._heading, self._heading.get_rect(center=(self.size[0] // 2,
                                                                       self._heading_y)))
        theme.rounded_panel(surface, self._panel, theme.PANEL, theme.PANEL_BORDER,
                            px(theme.RADIUS + 6))
        for text, pos in self._sections:
            surface.blit(text, pos)
        for i, (badge, rect) in enumerate(self._badges):
            pygame.draw.circle(surface, theme.seat_colour(i), rect.center,
                               rect.w // 2)
            surface.blit(badge, badge.get_rect(center=rect.center))
