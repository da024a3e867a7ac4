"""The menus' one-line text field: player names, the seed, an address, a table code.

Click or Tab into it and type; the caret blinks, and the field wakes the scene only
as often as the caret changes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from astromagie.look import theme
from astromagie.ui.widgets.controls import Widget
from astromagie.ui.widgets.text import TextSource, text_of

CARET_ON = 0.55  # seconds of every second the text caret shows


class TextInput(Widget):
    """A one-line text field (player names, the seed). Click or Tab into it, then type."""

    focusable = True
    takes_text = True

    def __init__(self, value: str = "", on_change: Callable[[str], None] | None = None, *,
                 max_length: int = 16, allowed: Callable[[str], bool] | None = None,
                 placeholder: TextSource = "", wid: str | None = None,
                 size: int = theme.BODY_SIZE) -> None:
        super().__init__(wid)
        self.value = value
        self.on_change = on_change
        self.max_length = max_length
        self.allowed = allowed
        self.placeholder = placeholder
        self.size = size
        self.focused = False
        self.blink = 0.0
        self._text: pygame.Surface | None = None

    def refresh(self) -> None:
        size = self.px(self.size)
        if self.value:
            self._text = theme.render(self.value, "text", size, theme.TEXT)
        else:
            self._text = theme.render(text_of(self.placeholder), "text", size, theme.TEXT_DIM)

    def set(self, value: str) -> None:
        value = value[: self.max_length]
        if value != self.value:
            self.value = value
            self.refresh()
            if self.on_change is not None:
                self.on_change(value)

    def insert(self, text: str) -> None:
        accepted = "".join(c for c in text if c.isprintable()
                           and (self.allowed is None or self.allowed(c)))
        if accepted:
            self.set(self.value + accepted)

    def set_focus(self, focused: bool) -> None:
        if focused == self.focused:
            return
        self.focused = focused
        self.blink = 0.0
        try:  # the IME and on-screen keyboards follow the field being typed into
            if focused:
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(self.rect)
        except pygame.error:
            pass

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if event.mod & pygame.KMOD_CTRL:
                    self.set(self.value.rstrip().rsplit(" ", 1)[0] if " " in self.value else "")
                else:
                    self.set(self.value[:-1])
                self.blink = 0.0
                return True
            if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                return True  # no clipboard support; don't let "v" leak to hotkeys
        return False

    def update(self, dt: float) -> None:
        if self.focused:
            self.blink = (self.blink + dt) % 1.0

    def wake_in(self) -> float | None:
        """The caret blinks: shown for CARET_ON of every second, then hidden."""
        if not self.focused:
            return None
        return (CARET_ON if self.blink < CARET_ON else 1.0) - self.blink

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        radius = self.px(8)
        pygame.draw.rect(surface, (14, 17, 44), self.rect, border_radius=radius)
        border = theme.GOLD if self.focused else theme.CONTROL_BORDER
        pygame.draw.rect(surface, border, self.rect, 2 if self.focused else 1,
                         border_radius=radius)
        if self._text is None:
            return
        pad = self.px(10)
        clip = surface.get_clip()
        inner = self.rect.inflate(-pad, -4)
        surface.set_clip(inner.clip(clip) if clip else inner)
        r = self._text.get_rect(midleft=(self.rect.x + pad, self.rect.centery))
        if r.right > self.rect.right - pad:  # long text: keep its end (and the caret) visible
            r.right = self.rect.right - pad
        surface.blit(self._text, r)
        surface.set_clip(clip)
        if self.focused and self.blink < CARET_ON:
            x = r.right + 2 if self.value else r.left
            x = min(x, self.rect.right - pad)
            pygame.draw.line(surface, theme.GOLD, (x, self.rect.y + self.px(9)),
                             (x, self.rect.bottom - self.px(9)), 2)

