"""Real input for UI tests: pygame events posted to the queue and frames run, as a player's
mouse and keyboard would give them (one definition for every UI test)."""

from __future__ import annotations

import pygame

from astromagie.ui.app import App

DT = 1 / 60  # one frame at 60 fps


def frames(app: App, n: int = 1) -> None:
    """Run `n` frames (none once the app has stopped, as the real loop does)."""
    app.run_frames(n, DT)


def _point(target: object) -> tuple[int, int]:
    """Where a click on `target` lands: a point, the centre of a rect or of a widget."""
    if isinstance(target, pygame.Rect):
        return target.center
    rect = getattr(target, "rect", None)
    if isinstance(rect, pygame.Rect):
        return rect.center
    x, y = target  # type: ignore[misc]
    return (x, y)


def post(kind: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def move_to(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    frames(app)


def click(app: App, target: object, button: int = 1, settle: int = 1) -> None:
    """The mouse arrives on `target` (a point, rect or widget), presses and releases;
    then `settle` frames."""
    pos = _point(target)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    frames(app, settle)


def key(app: App, k: int, mod: int = 0, settle: int = 1) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    frames(app, settle)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 4,
         settle: int = 1) -> None:
    """Press at `start`, move in steps to `end`, release: one frame per event, and
    `settle` frames after the release."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app, settle)
