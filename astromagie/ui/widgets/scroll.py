"""`ScrollView`: a window onto content taller than it, with its scroll bar.

Every scrolling thing of the game uses it: the rule book, the results' list of
tricks, the archive of finished games and the game log. The owner renders its
content and tells the view where it is shown (`configure`, on every layout); the
view keeps the offset in range, turns the wheel, keys and (if `draggable`) the
scroll bar's thumb and track into scrolling, and draws the bar.

The offset counts pixels from the top of the content; with `from_bottom` (the
game log: newest at the bottom) it counts from the bottom, so 0 always shows the
newest lines. With `glide` the offset moves smoothly towards `target` in
`update(dt)`; without, every change is immediate.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from astromagie.look import theme
from astromagie.ui.scene import EVERY_FRAME


@dataclass(frozen=True)
class ScrollBarStyle:
    """The colours of a scroll bar; `radius` None rounds it into a pill."""

    track: theme.Color
    thumb: theme.Color
    dragged: theme.Color | None = None  # the thumb while dragged (None: as `thumb`)
    radius: int | None = None


class ScrollView:
    """Scroll state, input and scroll bar of one scrolling area (see the module docstring)."""

    def __init__(self, style: ScrollBarStyle, *, glide: float | None = None,
                 from_bottom: bool = False, draggable: bool = False) -> None:
        self.style = style
        self.glide = glide  # 1/s: how fast the offset catches up with the target
        self.from_bottom = from_bottom
        self.draggable = draggable
        self.view = pygame.Rect(0, 0, 0, 0)  # where the content is shown, on screen
        self.track = pygame.Rect(0, 0, 0, 0)  # where the scroll bar runs, on screen
        self.content_height = 0
        self.offset = 0.0  # what is shown
        self.target = 0.0  # where the offset is heading
        self.line = 1  # pixels per Up / Down
        self.page = 1  # pixels per Page Up / Page Down / Space / a click on the track
        self.wheel = 1  # pixels per wheel notch
        self.wheel_area: pygame.Rect | None = None  # None: the wheel scrolls anywhere
        self.min_thumb = 1
        self._drag: tuple[int, float] | None = None  # (mouse y, target) when the drag began

    # -- set-up (on every layout) -------------------------------------------------------
    def configure(self, view: pygame.Rect, content_height: int, track: pygame.Rect, *,
                  line: int, page: int, wheel: int, min_thumb: int,
                  wheel_area: pygame.Rect | None = None) -> None:
        """Where the content is shown, how tall it is, where the bar runs, the step sizes."""
        self.view = pygame.Rect(view)
        self.content_height = max(0, int(content_height))
        self.track = pygame.Rect(track)
        self.line, self.page, self.wheel = line, page, wheel
        self.min_thumb = min_thumb
        self.wheel_area = wheel_area
        self.target = self.clamp(self.target)
        self.offset = self.clamp(self.offset)

    # -- the offset -----------------------------------------------------------------------
    def max_offset(self) -> int:
        return max(0, self.content_height - self.view.h)

    def clamp(self, value: float) -> float:
        return float(min(max(0.0, value), self.max_offset()))

    def scroll_to(self, value: float) -> None:
        """Head for `value` (at once, unless the view glides)."""
        self.target = self.clamp(value)
        if self.glide is None:
            self.offset = self.target

    def scroll_by(self, delta: float) -> None:
        """Positive: further from the start (down; with from_bottom: towards older lines)."""
        self.scroll_to(self.target + delta)

    def jump(self, value: float) -> None:
        """Show `value` at once, gliding or not (a reflowed page, a new turn)."""
        self.target = self.offset = self.clamp(value)

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    def update(self, dt: float) -> None:
        """Glide towards the target (only views with `glide` move over time)."""
        if self.glide is None or self._drag is not None:
            self.offset = self.target
            return
        gap = self.target - self.offset
        if abs(gap) < 0.5:
            self.offset = self.target
        else:
            self.offset += gap * min(1.0, dt * self.glide)

    def wake_in(self) -> float | None:
        """Every frame while gliding towards the target; None once there."""
        gliding = self.glide is not None and self._drag is None and self.offset != self.target
        return EVERY_FRAME if gliding else None

    # -- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The wheel, and the bar's thumb and track when draggable; True if used."""
        if event.type == pygame.MOUSEWHEEL:
            if self.wheel_area is not None and not self.wheel_area.collidepoint(
                    pygame.mouse.get_pos()):
                return False
            self.scroll_by((event.y if self.from_bottom else -event.y) * self.wheel)
            return True
        if not self.draggable:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self.thumb_rect()
            if thumb is None:
                return False
            if thumb.collidepoint(event.pos):
                self._drag = (event.pos[1], self.offset)
                return True
            if self.track.collidepoint(event.pos):
                down = event.pos[1] > thumb.centery
                self.scroll_by(self.page if down != self.from_bottom else -self.page)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            start_y, start = self._drag
            thumb = self.thumb_rect()
            free = self.track.h - (thumb.h if thumb else 0)
            if free > 0:
                moved = (event.pos[1] - start_y) * self.max_offset() / free
                # the content follows the hand at once, gliding or not
                self.jump(start - moved if self.from_bottom else start + moved)
            return True
        return False

    def key(self, key: int) -> bool:
        """Up / Down, Page Up / Page Down, Space, Home / End; True if used."""
        steps = {pygame.K_UP: -self.line, pygame.K_DOWN: self.line, pygame.K_PAGEUP: -self.page,
                 pygame.K_PAGEDOWN: self.page, pygame.K_SPACE: self.page}
        if key in steps:
            self.scroll_by(-steps[key] if self.from_bottom else steps[key])
        elif key == pygame.K_HOME:
            self.scroll_to(self.max_offset() if self.from_bottom else 0.0)
        elif key == pygame.K_END:
            self.scroll_to(0.0 if self.from_bottom else self.max_offset())
        else:
            return False
        return True

    # -- geometry and drawing -----------------------------------------------------------------
    def content_y(self) -> int:
        """The screen y at which the top of the content is drawn now."""
        if self.from_bottom:
            if self.content_height <= self.view.h:
                return self.view.y
            return self.view.bottom - self.content_height + round(self.offset)
        return self.view.y - round(self.offset)

    def thumb_rect(self) -> pygame.Rect | None:
        """The scroll bar's handle, or None when everything fits without scrolling."""
        most = self.max_offset()
        if most <= 0:
            return None
        track = self.track
        h = max(self.min_thumb, round(track.h * self.view.h / self.content_height))
        free = track.h - h
        moved = round(free * self.offset / most)
        y = track.y + (free - moved if self.from_bottom else moved)
        return pygame.Rect(track.x, y, track.w, h)

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The track and its thumb, if there is anything to scroll."""
        thumb = self.thumb_rect()
        if thumb is None:
            return
        style = self.style
        radius = self.track.w // 2 if style.radius is None else style.radius
        pygame.draw.rect(surface, style.track, self.track, border_radius=radius)
        colour = style.dragged if self._drag is not None and style.dragged else style.thumb
        pygame.draw.rect(surface, colour, thumb, border_radius=radius)
