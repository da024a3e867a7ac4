"""Settings: language, animation speed, animations on or off, sound, full screen, window
size.

Every change takes effect at once and is written through storage at once (the
screen says so), so nothing needs a separate Save button and nothing is lost
when the game is closed from another screen.
Reachable from the title and from the pause dialog in the middle of a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from astromagie import i18n
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.look.theme import MIN_SIZE
from astromagie.ui.widgets import Button, Choice, Label, MenuScene, T, Toggle
from astromagie.ui.widgets.text import TextSource

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

SPEEDS = ((0.5, "speed_slow"), (1.0, "speed_normal"), (2.0, "speed_fast"),
          (4.0, "speed_very_fast"))
WINDOW_SIZES = (MIN_SIZE, (1280, 800), (1600, 900), (1920, 1080))


def _nearest(value: float, options: tuple[float, ...]) -> float:
    return min(options, key=lambda o: abs(o - value))


class SettingsScene(MenuScene):
    """One panel of controls; Back (or Esc) returns to where the player came from."""

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self._heading: pygame.Surface | None = None
        self._labels: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._panel = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        s = self.app.settings
        add = self.add
        add(Choice([(lang, T(f"common.lang_{lang}")) for lang in i18n.LANGUAGES],
                   i18n.current_language(), i18n.set_language, wid="language"))
        speed = _nearest(float(s.animation_speed or 1.0), tuple(v for v, _ in SPEEDS))
        add(Choice([(v, T(f"settings.{key}")) for v, key in SPEEDS], speed, self.set_speed,
                   wid="speed", size=theme.SMALL_SIZE + 1))
        add(Toggle(T("settings.animations"), s.animations, self.set_animations,
                   wid="animations"))
        # no audio device: the switch stays, greyed out, and says why
        audible = self.app.sound.available
        # ... and stands at "off", which is what the player hears (the saved wish is kept)
        sound = add(Toggle(T("settings.sound" if audible else "settings.sound_unavailable"),
                           s.sound and audible, self.set_sound, wid="sound"))
        sound.enabled = audible
        add(Toggle(T("settings.fullscreen"), s.fullscreen, self.set_fullscreen,
                   wid="fullscreen"))
        size = self.window_size()
        add(Choice(self.size_options(size), size, self.set_window_size, wid="window_size",
                   size=theme.SMALL_SIZE))
        add(Label(self.note, size=theme.SMALL_SIZE, color=theme.TEXT_DIM, align="center",
                  wid="note", wrap=True))
        add(Button(T("common.back"), self.back, style="primary", wid="back",
                   hotkey=pygame.K_BACKSPACE))

    def window_size(self) -> tuple[int, int]:
        """The size the window-size row shows: the window's own while it is a window (it
        may have been opened at another size than the saved one, playtest pt1, 31); in full
        screen, the saved size the window returns to (the row's label says so)."""
        if self.app.settings.fullscreen:
            saved = self.app.settings.window_size
            return (int(saved[0]), int(saved[1]))
        return self.app.chosen_window_size()  # a size the screen forced is no choice

    def size_options(self, chosen: tuple[int, int]) -> list[tuple[Any, TextSource]]:
        """The window-size row's values and words."""
        options = list(WINDOW_SIZES)
        if chosen not in options:  # the player dragged the window to a size of their own
            options.append(chosen)
        return [(o, T("settings.size_value", width=o[0], height=o[1])) for o in options]

    def limited_to(self) -> tuple[int, int] | None:
        """The window's size where the screen holds it smaller than the size chosen (as
        a window); None where the window has the size chosen."""
        used = (int(self.app.size[0]), int(self.app.size[1]))
        if self.app.settings.fullscreen or used == self.window_size():
            return None
        return used

    def note(self) -> str:
        """Under the rows: that changes are saved; first, where the screen is too small
        for the chosen size, the size the window has (pt3a 27: "1280 × 800" stood chosen
        in a window of 1024 × 700, a silent mismatch)."""
        used = self.limited_to()
        if used is None:
            return tr("settings.saved")
        chosen = self.window_size()
        return " ".join((tr("settings.size_limited", width=chosen[0], height=chosen[1],
                            used_width=used[0], used_height=used[1]), tr("settings.saved")))

    # -- changes: applied at once ------------------------------------------------
    def set_speed(self, speed: float) -> None:
        self.app.settings.animation_speed = speed
        self.app.save_settings()

    def set_animations(self, on: bool) -> None:
        """Off: the cards land at once and nothing flies; the speed is kept for later."""
        self.app.settings.animations = on
        self.app.save_settings()

    def set_sound(self, on: bool) -> None:
        self.app.settings.sound = on
        self.app.sound.enabled = on
        self.app.save_settings()

    def set_fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self.app.set_fullscreen(on)
        self.app.save_settings()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.app.set_window_size(size)
        self.app.save_settings()

    def back(self) -> None:
        self.app.save_settings()
        self.app.stack.pop()

    def on_language(self, lang: str) -> None:
        self.form.get("language", Choice).value = lang
        super().on_language(lang)

    # -- layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        self._heading = theme.render(tr("settings.title"), "bold", px(theme.HEADING_SIZE + 6),
                                     theme.GOLD)
        panel_w = min(w - px(80), px(820))
        ch = px(theme.CONTROL_HEIGHT + 4)
        gap = px(22)
        sizes = self.form.get("window_size", Choice)
        sizes.value = self.window_size()  # the window now (F11 or a drag may have changed it)
        sizes.options = self.size_options(sizes.value)
        size_key = ("settings.window_size_after" if self.app.settings.fullscreen
                    else "settings.window_size")
        rows = (("settings.language", "language"), ("settings.animation_speed", "speed"),
                (None, "animations"), (None, "sound"), (None, "fullscreen"),
                (size_key, "window_size"))
        note_h = px(26) if self.limited_to() is None else px(46)  # two lines: the size's
        panel_h = len(rows) * (ch + gap) + px(64) + note_h
        self._panel = pygame.Rect((w - panel_w) // 2, max(px(100), (h - panel_h) // 2 - px(20)),
                                  panel_w, panel_h)
        inner = self._panel.inflate(-px(64), -px(56))
        label_w = round(inner.w * 0.36)
        y = inner.y
        self._labels = []
        for key, wid in rows:
            widget = self.form.get(wid)
            if key is None:  # a toggle carries its own label across the whole row
                self.place(widget, (inner.x, y, inner.w, ch))
            else:
                text = tr(key)
                fs = theme.fit_font_size(text, "text", px(theme.BODY_SIZE), label_w - px(12))
                surf = theme.render(text, "text", fs, theme.TEXT)
                self._labels.append((surf, pygame.Rect(inner.x, y, label_w, ch)))
                self.place(widget, (inner.x + label_w, y, inner.w - label_w, ch))
            y += ch + gap
        self.place(self.form.get("note"), (inner.x, y - px(6), inner.w, note_h))
        bw, bh = px(220), px(theme.BUTTON_HEIGHT)
        self.place(self.form.get("back"), ((w - bw) // 2, self._panel.bottom + px(26), bw, bh))

    def draw_content(self, surface: pygame.Surface) -> None:
        px = self.px
        if self._heading is not None:
            surface.blit(self._heading,
                         self._heading.get_rect(center=(self.size[0] // 2,
                                                        self._panel.y - px(44))))
        theme.rounded_panel(surface, self._panel, theme.PANEL, theme.PANEL_BORDER,
                            px(theme.RADIUS + 6))
        for surf, rect in self._labels:
            surface.blit(surf, surf.get_rect(midleft=rect.midleft))
