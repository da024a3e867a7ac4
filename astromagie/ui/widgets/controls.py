"""The controls of the menus: label, button, toggle, choice and stepper (the text field
is `textinput.py`).

Widgets get their rectangle from the scene's `layout(size)`, which runs on enter
and on resize; labels shrink their font rather than overflow their box (long
German words); nothing is rendered per frame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from astromagie.look import theme
from astromagie.ui.widgets.keycap import KEY_PX, cap_at, cap_room, key_name, paint_key_cap
from astromagie.ui.widgets.layout import split
from astromagie.ui.widgets.text import TextSource, text_of


class Widget:
    """Something drawn in a rectangle that may react to input."""

    focusable = False

    def __init__(self, wid: str | None = None) -> None:
        self.id = wid
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.enabled = True
        self.scale = 1.0

    def place(self, rect: pygame.Rect | Sequence[int], scale: float = 1.0) -> None:
        """Give the widget its rectangle (from the scene's layout) and re-render."""
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.refresh()

    def refresh(self) -> None:
        """Re-render cached text (after a layout or language change)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to `event`; True if it was used up."""
        return False

    def activate(self) -> None:
        """Enter/Space while focused."""

    def step(self, direction: int) -> bool:
        """Left/Right while focused; True if used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def wake_in(self) -> float | None:
        """When the widget next changes by itself (Scene.wake_in); None: only input changes it."""
        return None

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        pass

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))


class Label(Widget):
    """Text in a box: one line shrunk to fit, or wrapped when `wrap` is set."""

    def __init__(self, text: TextSource, *, role: str = "text", size: int = theme.BODY_SIZE,
                 color: theme.Color = theme.TEXT, align: str = "left", wrap: bool = False,
                 wid: str | None = None) -> None:
        super().__init__(wid)
        self.source = text
        self.role, self.size, self.color, self.align, self.wrap = role, size, color, align, wrap
        self.text = ""
        self._lines: list[pygame.Surface] = []

    def set_text(self, text: TextSource) -> None:
        self.source = text
        self.refresh()

    def refresh(self) -> None:
        self.text = text_of(self.source)
        size = self.px(self.size)
        if self.wrap and self.rect.w:
            lines = theme.wrap(self.text, self.role, size, self.rect.w)
        else:
            if self.rect.w:  # one line: smaller, then condensed, never under 13 px
                self._lines = [theme.render_fit(self.text, self.role, size, self.rect.w,
                                                self.color)]
                return
            lines = [self.text]
        self._lines = [theme.render(line, self.role, size, self.color) for line in lines]

    @property
    def text_height(self) -> int:
        return sum(s.get_height() for s in self._lines)

    def line_rects(self) -> list[pygame.Rect]:
        """Where each of the label's lines lies."""
        y = self.rect.y
        if not self.wrap:  # single lines sit in the vertical middle of their box
            y = self.rect.centery - self.text_height // 2
        rects = []
        for line in self._lines:
            r = line.get_rect(top=y)
            if self.align == "center":
                r.centerx = self.rect.centerx
            elif self.align == "right":
                r.right = self.rect.right
            else:
                r.left = self.rect.left
            rects.append(r)
            y += line.get_height()
        return rects

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        for line, r in zip(self._lines, self.line_rects(), strict=True):
            surface.blit(line, r)


def _control_colour(widget: Widget, hover: bool, pressed: bool) -> theme.Color:
    if not widget.enabled:
        return theme.CONTROL_DISABLED
    if pressed:
        return theme.CONTROL_PRESSED
    return theme.CONTROL_HOVER if hover else theme.CONTROL


def _focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    pygame.draw.rect(surface, theme.FOCUS, rect.inflate(6, 6), 2, border_radius=radius + 3)


class Button(Widget):
    """A push button; `on_click` runs on release inside the button (or Enter while focused).

    Styles: "normal", "primary" (gold, the main action), "danger", "ghost" (text only).
    `show_key`: the hotkey in a small key cap at the right, as on the table's buttons.
    """

    focusable = True

    def __init__(self, text: TextSource, on_click: Callable[[], None] | None = None, *,
                 style: str = "normal", size: int = theme.BODY_SIZE, wid: str | None = None,
                 hotkey: int | None = None, show_key: bool = False) -> None:
        super().__init__(wid)
        self.source = text
        self.on_click = on_click
        self.style = style
        self.size = size
        self.hotkey = hotkey
        self.show_key = show_key
        self.hover = False
        self.pressed = False
        self.text = ""
        self._label: pygame.Surface | None = None
        self._cap: pygame.Surface | None = None  # the hotkey's name, when shown

    def set_text(self, text: TextSource) -> None:
        self.source = text
        self.refresh()

    def refresh(self) -> None:
        self.text = text_of(self.source)
        role = "bold" if self.style == "primary" else "text"
        pad = self.px(16)
        colour = theme.TEXT_DARK if self.style == "primary" else theme.TEXT
        if not self.enabled:
            colour = theme.TEXT_DIM
        name = key_name(self.hotkey) if self.show_key else ""
        self._cap = theme.render(name, "bold", self.px(KEY_PX), colour) if name else None
        self._label = theme.render_fit(self.text, role, self.px(self.size),
                                       max(10, self.rect.w - pad - self.cap_width()), colour)

    def cap_width(self) -> int:
        """The room the key cap takes at the right (0 without one)."""
        return cap_room(self._cap, self.scale) if self._cap is not None else 0

    def label_rect(self) -> pygame.Rect:
        """Where the words stand: centred in the room the key cap leaves."""
        if self._label is None:
            return pygame.Rect(self.rect.center, (0, 0))
        return self._label.get_rect(center=(self.rect.centerx - self.cap_width() // 2,
                                            self.rect.centery))

    def cap_rect(self) -> pygame.Rect | None:
        """Where the key cap stands (None without one)."""
        if self._cap is None:
            return None
        return cap_at(self._cap, self.rect.right, self.rect.centery, self.scale)

    def needed_width(self, scale: float, pad: int) -> int:
        """How wide the button must be at `scale` for its words at their size (never set
        smaller), its key cap and `pad` around them."""
        role = "bold" if self.style == "primary" else "text"
        size = max(1, round(self.size * scale))
        label = theme.font(role, size).size(text_of(self.source))[0]
        if self.show_key and self.hotkey is not None:
            name = theme.render(key_name(self.hotkey), "bold", max(1, round(KEY_PX * scale)),
                                theme.TEXT)
            label += cap_room(name, scale)
        return label + pad

    def set_enabled(self, enabled: bool) -> None:
        if enabled != self.enabled:
            self.enabled = enabled
            self.refresh()

    def click(self) -> None:
        if self.enabled and self.visible and self.on_click is not None:
            self.on_click()

    def activate(self) -> None:
        self.click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
            return was
        if event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            self.click()
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        radius = self.px(theme.RADIUS)
        r = self.rect
        if self.style == "primary" and self.enabled:
            top = theme.lerp(theme.GOLD, (255, 240, 200), 0.35 if self.hover else 0.1)
            pygame.draw.rect(surface, theme.GOLD_DEEP, r.move(0, 2), border_radius=radius)
            pygame.draw.rect(surface, top if not self.pressed else theme.GOLD_DEEP, r,
                             border_radius=radius)
        elif self.style == "ghost":
            if self.hover or self.pressed:
                pygame.draw.rect(surface, theme.CONTROL, r, border_radius=radius)
        else:
            fill = _control_colour(self, self.hover, self.pressed)
            if self.style == "danger" and self.enabled:
                fill = theme.lerp(fill, theme.DANGER, 0.45 if self.hover else 0.3)
            pygame.draw.rect(surface, fill, r, border_radius=radius)
            border = theme.CONTROL_BORDER if self.enabled else theme.CONTROL_DISABLED
            pygame.draw.rect(surface, border, r, 1, border_radius=radius)
            # a thin highlight along the top edge: the button reads as raised
            hl = theme.lerp(fill, (255, 255, 255), 0.18)
            pygame.draw.line(surface, hl, (r.x + radius, r.y + 1), (r.right - radius, r.y + 1))
        if self._cap is not None:
            paint_key_cap(surface, self._cap, r.right, r.centery, self.scale)
        if self._label is not None:
            surface.blit(self._label, self.label_rect())
        if focused:
            _focus_ring(surface, r, radius)


class Toggle(Widget):
    """An on/off switch with its label on the left and the switch on the right."""

    focusable = True

    def __init__(self, text: TextSource, value: bool = False,
                 on_change: Callable[[bool], None] | None = None, *, wid: str | None = None,
                 size: int = theme.BODY_SIZE) -> None:
        super().__init__(wid)
        self.source, self.value, self.on_change, self.size = text, value, on_change, size
        self.hover = False
        self._label: pygame.Surface | None = None

    def refresh(self) -> None:
        text = text_of(self.source)
        width = max(10, self.rect.w - self.px(80))
        size = self.px(self.size)
        fitted = theme.fit_font_size(text, "text", size, width)
        lines = [text]
        two = theme.wrap(text, "text", size, width)
        if fitted < size and len(two) == 2 \
                and 2 * theme.font("text", size).get_linesize() <= self.rect.h:
            fitted, lines = size, two  # two lines in the size asked for, when they fit
        elif fitted < size * 0.85:  # rather two lines than a tiny font (long German labels)
            fitted = round(size * 0.85)
            lines = theme.wrap(text, "text", fitted, width)
            if len(lines) > 2:
                lines = [text]
                fitted = theme.fit_font_size(text, "text", size, width)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        surfaces = [theme.render(line, "text", fitted, colour) for line in lines]
        label = pygame.Surface((max(s.get_width() for s in surfaces),
                                sum(s.get_height() for s in surfaces)), pygame.SRCALPHA)
        y = 0
        for s in surfaces:
            label.blit(s, (0, y))
            y += s.get_height()
        self._label = label

    def set(self, value: bool) -> None:
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def activate(self) -> None:
        self.set(not self.value)

    def step(self, direction: int) -> bool:
        self.set(direction > 0)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1
              and self.rect.collidepoint(event.pos)):
            self.activate()
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        return False

    def switch_rect(self) -> pygame.Rect:
        w, h = self.px(58), self.px(30)
        return pygame.Rect(self.rect.right - w, self.rect.centery - h // 2, w, h)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        if self._label is not None:
            surface.blit(self._label, self._label.get_rect(midleft=self.rect.midleft))
        sw = self.switch_rect()
        track: theme.Color = theme.GOLD if self.value else theme.CONTROL
        if not self.enabled:
            track = theme.CONTROL_DISABLED
        elif self.hover:
            track = theme.lerp(track, (255, 255, 255), 0.12)
        pygame.draw.rect(surface, track, sw, border_radius=sw.h // 2)
        pygame.draw.rect(surface, theme.CONTROL_BORDER, sw, 1, border_radius=sw.h // 2)
        knob_x = sw.right - sw.h // 2 if self.value else sw.x + sw.h // 2
        knob = theme.TEXT if self.enabled else theme.TEXT_DIM  # a switch that can't move: grey
        pygame.draw.circle(surface, knob, (knob_x, sw.centery), sw.h // 2 - self.px(4))
        if focused:
            _focus_ring(surface, sw, sw.h // 2)


V = TypeVar("V")  # what a Choice chooses: a language code, a speed, a window size
SHUT_ALPHA = 80  # of 255: a control shut by an off switch, faded as a whole


SEGMENT_AIR = 10  # px at each side of a segment's words (its selected pill: 2 px in)
SMALLEST_PX = 10  # a segment's words shrink no further (as `theme.fit_font_size`)


class Choice(Widget, Generic[V]):
    """A row of segments of which exactly one is selected (language, level, speed)."""

    focusable = True

    def __init__(self, options: Sequence[tuple[V, TextSource]], value: V,
                 on_change: Callable[[V], None] | None = None, *, wid: str | None = None,
                 size: int = theme.BODY_SIZE) -> None:
        super().__init__(wid)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.size = size
        self.hover_index: int | None = None
        self._labels: list[tuple[pygame.Surface, pygame.Surface]] = []
        self._widths: list[int] = []  # each option's words in bold (`segment_rects`)

    def segment_rects(self) -> list[pygame.Rect]:
        """The options' segments: each as wide as its words in bold plus an equal share of
        the room left, so every option has the same air round its words (pt10d 16: in
        equal segments the chosen "Mensch" filled its pill edge to edge at 1024x700)."""
        count = len(self.options)
        widths = self._widths if len(self._widths) == count else []
        extra = (self.rect.w - sum(widths)) / max(1, count)
        if not widths or extra <= 0:
            return split(self.rect, [1] * count, 0)
        return split(self.rect, [w + extra for w in widths], 0)

    def segment_rect(self, value: V) -> pygame.Rect:
        """Where the option `value` is drawn (tests click there)."""
        index = [v for v, _ in self.options].index(value)
        return self.segment_rects()[index]

    def refresh(self) -> None:
        self._labels = []
        texts = [text_of(source) for _, source in self.options]
        size = self.fitting_size(self.px(self.size))
        for text in texts:
            self._labels.append((theme.render(text, "text", size, theme.TEXT),
                                 theme.render(text, "bold", size, theme.TEXT_DARK)))
        self._widths = [bold.get_width() for _, bold in self._labels]

    def fitting_size(self, size: int) -> int:
        """The largest px size <= `size` at which every option's words fit side by side
        in bold (the selected option is drawn bold, the wider of the two), with
        SEGMENT_AIR round each."""
        texts = [text_of(source) for _, source in self.options]
        air = self.px(2 * SEGMENT_AIR) * len(texts)
        while size > SMALLEST_PX and sum(
                theme.font("bold", size).size(text)[0] for text in texts) + air > self.rect.w:
            size -= 1
        return size

    def set(self, value: V) -> None:
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def step(self, direction: int) -> bool:
        values = [v for v, _ in self.options]
        index = values.index(self.value) if self.value in values else 0
        self.set(values[(index + direction) % len(values)])
        return True

    def activate(self) -> None:
        self.step(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = None
            for i, r in enumerate(self.segment_rects()):
                if r.collidepoint(event.pos):
                    self.hover_index = i
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for (value, _), r in zip(self.options, self.segment_rects(), strict=True):
                if r.collidepoint(event.pos):
                    self.set(value)
                    return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        radius = self.px(theme.RADIUS)
        pygame.draw.rect(surface, theme.CONTROL, self.rect, border_radius=radius)
        rects = self.segment_rects()
        for i, ((value, _), r) in enumerate(zip(self.options, rects, strict=True)):
            selected = value == self.value
            if selected:
                pygame.draw.rect(surface, theme.GOLD, r.inflate(-4, -4), border_radius=radius - 2)
            elif self.hover_index == i:
                pygame.draw.rect(surface, theme.CONTROL_HOVER, r.inflate(-4, -4),
                                 border_radius=radius - 2)
            if i and not selected and self.options[i - 1][0] != self.value:
                pygame.draw.line(surface, theme.CONTROL_BORDER, (r.x, r.y + 8),
                                 (r.x, r.bottom - 8))
            if i < len(self._labels):
                label = self._labels[i][1 if selected else 0]
                surface.blit(label, label.get_rect(center=r.center))
        pygame.draw.rect(surface, theme.CONTROL_BORDER, self.rect, 1, border_radius=radius)
        if focused:
            _focus_ring(surface, self.rect, radius)


class Stepper(Widget):
    """A whole number with − and + buttons (seat count, target score)."""

    focusable = True

    def __init__(self, value: int, lo: int, hi: int, on_change: Callable[[int], None] | None = None,
                 *, step_size: int = 1, wid: str | None = None, size: int = theme.BODY_SIZE,
                 fmt: Callable[[int], str] = str) -> None:
        super().__init__(wid)
        self.value, self.lo, self.hi, self.on_change = value, lo, hi, on_change
        self.step_size, self.size, self.fmt = step_size, size, fmt
        self.hover: str | None = None
        self._text: pygame.Surface | None = None
        self._minus: pygame.Surface | None = None
        self._plus: pygame.Surface | None = None
        self._minus_dim: pygame.Surface | None = None
        self._plus_dim: pygame.Surface | None = None

    def button_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = self.rect.h
        return (pygame.Rect(self.rect.x, self.rect.y, w, self.rect.h),
                pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.h))

    def refresh(self) -> None:
        size = self.px(self.size)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        self._text = theme.render(self.fmt(self.value), "bold", size, colour)
        self._minus = theme.render("\u2212", "bold", size, theme.TEXT)
        self._plus = theme.render("+", "bold", size, theme.TEXT)
        self._minus_dim = theme.render("\u2212", "bold", size, theme.TEXT_DIM)
        self._plus_dim = theme.render("+", "bold", size, theme.TEXT_DIM)

    def set(self, value: int) -> None:
        value = max(self.lo, min(self.hi, value))
        if value != self.value:
            self.value = value
            self.refresh()
            if self.on_change is not None:
                self.on_change(value)

    def step(self, direction: int) -> bool:
        self.set(self.value + direction * self.step_size)
        return True

    def activate(self) -> None:
        self.step(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        minus, plus = self.button_rects()
        if event.type == pygame.MOUSEMOTION:
            self.hover = ("-" if minus.collidepoint(event.pos)
                          else "+" if plus.collidepoint(event.pos) else None)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if minus.collidepoint(event.pos):
                return self.step(-1)
            if plus.collidepoint(event.pos):
                return self.step(1)
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        radius = self.px(theme.RADIUS)
        if self.enabled:
            self._paint(surface, self.rect)
        else:
            # shut by a switch that is off: the whole control faded, not only its words
            # (pt9d 14: "2 Monads" under an off "Longer game" looked half enabled)
            layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._paint(layer, layer.get_rect())
            layer.set_alpha(SHUT_ALPHA)
            surface.blit(layer, self.rect)
        if focused:
            _focus_ring(surface, self.rect, radius)

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The control's panel, its − and + and its number, in `rect` of `surface`."""
        radius = self.px(theme.RADIUS)
        pygame.draw.rect(surface, theme.CONTROL_PRESSED, rect, border_radius=radius)
        w = rect.h
        minus, plus = (pygame.Rect(rect.x, rect.y, w, rect.h),
                       pygame.Rect(rect.right - w, rect.y, w, rect.h))
        for name, r, usable in (("-", minus, self.enabled and self.value > self.lo),
                                ("+", plus, self.enabled and self.value < self.hi)):
            if name == "-":
                glyph = self._minus if usable else self._minus_dim
            else:
                glyph = self._plus if usable else self._plus_dim
            fill = theme.CONTROL_HOVER if self.hover == name and usable else theme.CONTROL
            if not usable:
                fill = theme.CONTROL_DISABLED
            pygame.draw.rect(surface, fill, r, border_radius=radius)
            if glyph is not None:
                surface.blit(glyph, glyph.get_rect(center=r.center))
        if self._text is not None:
            surface.blit(self._text, self._text.get_rect(center=rect.center))
        pygame.draw.rect(surface, theme.CONTROL_BORDER, rect, 1, border_radius=radius)
