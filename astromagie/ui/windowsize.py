"""Which window size to remember, and where a resized window goes (playtest pt2, 37).

A desktop smaller than the size the player chose makes the window open smaller. That
forced size is not a choice: saving it made the next start on a big screen open small.
So the window size saved is the player's own (the Settings row, a drag of the window's
edge, leaving full screen), and a size the screen forced keeps the choice behind it. A
window resized from Settings is centred again on its screen: keeping its top-left
corner left it hanging off the screen's edge. No screen is needed to decide either; the
saved size is also made at least the smallest window and at most the desktop here.
"""

from __future__ import annotations

import pygame

from astromagie.look.theme import DEFAULT_SIZE, MIN_SIZE
from astromagie.storage.settings import fit_window

WM_TRIM = 80  # px a window manager may take off a forced window (its panels, the title bar)


def forced_size(chosen: tuple[int, int], opened: tuple[int, int]) -> tuple[int, int] | None:
    """The size the screen forced on the window (`opened`), or None if it opened at the
    size the player chose."""
    return None if tuple(opened) == tuple(chosen) else (int(opened[0]), int(opened[1]))


def size_to_save(chosen: tuple[int, int], now: tuple[int, int],
                 forced: tuple[int, int] | None) -> tuple[int, int]:
    """The window size to remember: the window's size `now` (the player may have dragged
    its edge), unless that is only the size the screen forced on the `chosen` one (or a
    little less: a window manager takes its panels off it); then the choice is kept."""
    if forced is not None and all(f - WM_TRIM <= n <= f for n, f in zip(now, forced,
                                                                         strict=True)):
        return (int(chosen[0]), int(chosen[1]))
    return (int(now[0]), int(now[1]))


def centred(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int] | None:
    """The top-left corner that centres a window of `size` on `desktop` (never above or
    left of its corner); None when the desktop is not known."""
    if not desktop or desktop[0] <= 0 or desktop[1] <= 0:
        return None
    return max(0, (desktop[0] - size[0]) // 2), max(0, (desktop[1] - size[1]) // 2)


def clamp_size(size: object) -> tuple[int, int]:
    """`size` made at least MIN_SIZE; DEFAULT_SIZE if it is not two numbers."""
    if not isinstance(size, tuple | list):
        return DEFAULT_SIZE
    try:
        w, h = int(size[0]), int(size[1])
    except (TypeError, ValueError, IndexError):
        return DEFAULT_SIZE
    return max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)


def desktop_size() -> tuple[int, int] | None:
    try:
        return max(pygame.display.get_desktop_sizes(), default=None)
    except pygame.error:
        return None


def fit_desktop(size: tuple[int, int] | None) -> tuple[int, int] | None:
    """A saved window size no larger than the desktop (a 20000-pixel window once asked for
    gigabytes)."""
    if size is None:
        return None
    return fit_window(clamp_size(size), desktop_size(), MIN_SIZE)
