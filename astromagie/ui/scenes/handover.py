"""The hand-over screen: two or more people share one screen, so between their turns the
table (and the hand on it) is hidden until the next person is ready.

The table opens it by name (`app.push_scene("handover", name)`) when a human
turn begins for a different person than the last one. It covers the whole
window (opaque: the table is not drawn below it). A click anywhere, Enter or
Space shows the cards again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from astromagie.look import theme
from astromagie.ui.widgets import Button, Label, MenuScene, T

if TYPE_CHECKING:
    from astromagie.ui.scene import Services


class HandoverScene(MenuScene):
    """'Vega's turn': the next person takes the screen, then clicks to see their cards."""

    def __init__(self, app: Services, name: str) -> None:
        super().__init__(app)
        self.name = name
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._pressed = False  # a click begun here (not the end of the last person's click)

    def build(self) -> None:
        add = self.add
        add(Label(T("handover.title", name=self.name), role="bold",
                  size=theme.HEADING_SIZE + 6, color=theme.GOLD, align="center", wid="title"))
        add(Label(T("handover.body", name=self.name), size=theme.BODY_SIZE, wrap=True,
                  align="center", wid="body"))
        add(Button(T("handover.show"), self.done, style="primary", wid="show",
                   hotkey=pygame.K_SPACE))
        add(Label(T("handover.keys"), size=theme.SMALL_SIZE, color=theme.TEXT_DIM,
                  align="center", wid="keys"))

    def done(self) -> None:
        """The next person is ready: back to the table."""
        if self in self.app.stack:
            self.app.stack.pop()

    def back(self) -> None:
        """Esc does not show the cards: only the person whose turn it is decides that."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.done()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self.done()  # a click anywhere, not only on the button
            return
        super().handle_event(event)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        pw = min(w - px(80), px(760))
        ph = px(330)
        self._panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        inner = self._panel.inflate(-px(60), -px(48))
        self.place(self.form.get("title"), (inner.x, inner.y, inner.w, px(56)))
        self.place(self.form.get("body"), (inner.x, inner.y + px(70), inner.w, px(110)))
        bw, bh = px(300), px(theme.BUTTON_HEIGHT)
        self.place(self.form.get("show"), (self._panel.centerx - bw // 2,
                                           inner.bottom - bh - px(30), bw, bh))
        self.place(self.form.get("keys"), (inner.x, inner.bottom - px(24), inner.w, px(24)))

    def draw_content(self, surface: pygame.Surface) -> None:
        theme.rounded_panel(surface, self._panel, theme.PANEL, theme.GOLD,
                            self.px(theme.RADIUS + 8), 2)
