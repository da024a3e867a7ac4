"""The form that routes mouse and keyboard to a screen's controls, and `MenuScene`, the base
of every menu screen.

Keyboard: Tab / Shift+Tab (or Up / Down) move the focus, Enter or Space press
the focused control, Left / Right change a choice or a stepper, typing goes to
the focused text field.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, TypeVar, overload

import pygame

from astromagie.look import theme
from astromagie.ui.scene import Scene, soonest
from astromagie.ui.widgets.controls import Button, Widget
from astromagie.ui.widgets.textinput import TextInput

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

W = TypeVar("W", bound=Widget)

class Form:
    """The widgets of one screen: routes events, keeps the keyboard focus, draws them."""

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def extend(self, widgets: Iterable[Widget]) -> None:
        self.widgets.extend(widgets)

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)
        if self.focus is widget:
            self.set_focus(None)

    @overload
    def get(self, wid: str) -> Widget: ...

    @overload
    def get(self, wid: str, kind: type[W]) -> W: ...

    def get(self, wid: str, kind: type[Widget] = Widget) -> Widget:
        """The widget with id `wid`, checked to be a `kind` (KeyError, TypeError if not)."""
        for w in self.widgets:
            if w.id == wid:
                if not isinstance(w, kind):
                    raise TypeError(f"{wid!r} is a {type(w).__name__}, not a {kind.__name__}")
                return w
        raise KeyError(wid)

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.visible and w.enabled]

    def set_focus(self, widget: Widget | None) -> None:
        if isinstance(self.focus, TextInput) and self.focus is not widget:
            self.focus.set_focus(False)
        self.focus = widget
        if isinstance(widget, TextInput):
            widget.set_focus(True)

    def move_focus(self, direction: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.focus not in items:
            self.set_focus(items[0] if direction > 0 else items[-1])
        else:
            self.set_focus(items[(items.index(self.focus) + direction) % len(items)])

    def refresh(self) -> None:
        for w in self.widgets:
            w.refresh()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focus is not None and not (self.focus.visible and self.focus.enabled):
            self.set_focus(None)  # e.g. the name field of a seat that was just removed
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                target = next((w for w in reversed(self.widgets) if w.visible and w.enabled
                               and w.focusable and w.rect.collidepoint(event.pos)), None)
                # a click elsewhere ends typing; a click on a control leaves no focus ring
                self.set_focus(target if isinstance(target, TextInput) else None)
            used = False
            for w in reversed(self.widgets):
                if w.visible and w.enabled and w.handle_event(event):
                    used = True
                    if event.type != pygame.MOUSEMOTION:
                        break
            return used
        if event.type == pygame.TEXTINPUT:
            return self.focus is not None and self.focus.handle_event(event)
        if event.type == pygame.KEYDOWN:
            if self.focus is not None and self.focus.handle_event(event):
                return True
            typing = isinstance(self.focus, TextInput)
            if typing and event.key == pygame.K_ESCAPE:  # Esc first ends typing
                self.set_focus(None)
                return True
            if event.key == pygame.K_TAB:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.move_focus(1 if event.key == pygame.K_DOWN else -1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus is not None:
                if not typing:
                    return self.focus.step(1 if event.key == pygame.K_RIGHT else -1)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.focus is not None and not typing:
                    self.focus.activate()
                    return True
                if typing and event.key != pygame.K_SPACE:
                    self.move_focus(1)
                    return True
                if self.focus is None and event.key != pygame.K_SPACE:
                    # the screen's one gold button is its default (pt10c 9: "Same again"
                    # stood lit on the results and Enter did nothing)
                    default = [w for w in self.widgets if isinstance(w, Button)
                               and w.style == "primary" and w.visible and w.enabled]
                    if len(default) == 1:
                        default[0].click()
                        return True
            if not typing:  # hotkeys only while not typing a name
                for w in self.widgets:
                    if (isinstance(w, Button) and w.hotkey == event.key and w.visible
                            and w.enabled):
                        w.click()
                        return True
        return False

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def wake_in(self) -> float | None:
        """The soonest a visible widget changes by itself."""
        return soonest(*(w.wake_in() for w in self.widgets if w.visible))

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface, focused=w is self.focus)


class MenuScene(Scene):
    """Base of the menu screens: night-sky backdrop, a Form of widgets, Esc goes back.

    Subclasses implement `build()` (create widgets once, on enter) and
    `layout(size)` (place them; also runs on every resize). `on_language`
    re-renders every widget; override `back()` for what Esc does.
    """

    backdrop = True

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.form = Form()
        self.size: tuple[int, int] = (0, 0)
        self.ui_scale = 1.0
        self._built = False
        self._mouse: tuple[int, int] = (-1, -1)
        self._hand: bool | None = None  # the cursor shown: hand over controls, arrow elsewhere

    # lifecycle
    def enter(self) -> None:
        if not self._built:
            self.build()
            self._built = True
        self.on_resize(self.app.screen.get_size())

    def resume(self) -> None:
        # the window or language may have changed while we were below another scene
        self.on_resize(self.app.screen.get_size())
        self._hand = None

    def pause(self) -> None:
        self._set_cursor(False)

    def exit(self) -> None:
        self._set_cursor(False)

    def _set_cursor(self, hand: bool) -> None:
        if hand == self._hand:
            return
        self._hand = hand
        try:
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand
                                    else pygame.SYSTEM_CURSOR_ARROW)
        except pygame.error:  # no cursors on this video driver
            pass

    # hooks for subclasses
    def build(self) -> None:
        """Create the widgets (once)."""

    def layout(self, size: tuple[int, int]) -> None:
        """Place the widgets for a window of `size` (call `self.place(widget, rect)`)."""

    def back(self) -> None:
        """Esc: leave this screen."""
        self.app.stack.pop()

    def widget(self, wid: str) -> Widget:
        """The widget with id `wid` (tests click its rect)."""
        return self.form.get(wid)

    def place(self, widget: Widget, rect: pygame.Rect | Sequence[int]) -> None:
        widget.place(rect, self.ui_scale)

    def add(self, widget: Widget) -> Widget:
        return self.form.add(widget)

    def px(self, value: float) -> int:
        return max(1, round(value * self.ui_scale))

    # Scene hooks
    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.ui_scale = theme.scale(self.size)
        self.layout(self.size)

    def on_language(self, lang: str) -> None:
        self.layout(self.size)  # text widths change, so does what fits where
        self.form.refresh()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if self.form.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def update(self, dt: float) -> None:
        self.form.update(dt)
        self._set_cursor(any(w.visible and w.enabled and w.focusable
                             and w.rect.collidepoint(self._mouse) for w in self.form.widgets))

    def wake_in(self) -> float | None:
        return self.form.wake_in()

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size()), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop:
            self.draw_background(surface)
        self.draw_content(surface)
        self.form.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Panels and decorations under the widgets."""
