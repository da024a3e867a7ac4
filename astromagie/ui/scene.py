"""Scenes and the scene stack: the one way screens come, go and lie on top of each other.

A `Scene` is one screen (title, setup, table, an overlay such as the pause
dialog). The `SceneStack` owns the lifecycle, modelled on Tuxemon's state
manager and kept strict so every screen can rely on it:

* ``push(new)``: the current top gets ``pause()``, then ``new.enter()``.
* ``pop()``: the top gets ``exit()``, then the one below gets ``resume()``.
* ``replace(new)``: the top gets ``exit()``, then ``new.enter()`` (nothing is resumed).
* ``clear()``: every scene gets ``exit()``, top first.

Only the top scene receives events and ``update``; paused scenes are never
updated. Drawing starts at the highest opaque scene, so a non-opaque overlay
(``opaque = False``) is drawn over the scenes below it.

A scene says when it needs frames (`wake_in`): every frame while something
moves, at a timer it waits on, or never until an event comes; the loop asks
the top scene and sleeps in between, so a screen at rest costs next to nothing.

Requests (push/pop/replace/clear) made while the stack dispatches
``handle_event`` or ``update`` are queued and applied, in order, right after
that call returns, so a scene never disappears in the middle of its own code.
Requests made from outside (start-up code, tests) take effect at once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover - typing only
    import pygame

    from astromagie.storage.notices import Notice
    from astromagie.storage.settings import Settings
    from astromagie.ui.sound import Sound

log = logging.getLogger(__name__)

EVERY_FRAME = 0.0  # `wake_in`: something moves, draw every frame
THREAD_POLL = 1 / 20  # `wake_in` while a thread's answer is awaited (a bot, a review)


def soonest(*waits: float | None) -> float | None:
    """The nearest of several `wake_in` answers (None: none of them waits on anything)."""
    times = [w for w in waits if w is not None]
    return max(0.0, min(times)) if times else None


class Services(Protocol):
    """What a scene may ask of the app: the window, the stack, the shared services.

    Scenes are typed against this protocol, never against the `App` class, so
    no scene imports the app, and the app imports no scene: it opens them by
    name through `routes`. `App` is the one implementation.
    """

    settings: Settings
    stack: SceneStack
    screen: pygame.Surface
    seed: int | None

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def sound(self) -> Sound: ...

    def open_scene(self, name: str, *args: object, **kwargs: object) -> Scene: ...

    def push_scene(self, name: str, *args: object, **kwargs: object) -> Scene: ...

    def replace_scene(self, name: str, *args: object, **kwargs: object) -> Scene: ...

    def back_to_title(self) -> None: ...

    def save_settings(self) -> None: ...

    def tell(self, notices: Iterable[Notice | str]) -> None: ...

    def take_notices(self) -> list[str]: ...

    def set_window_size(self, size: tuple[int, int]) -> None: ...

    def chosen_window_size(self) -> tuple[int, int]: ...

    def set_fullscreen(self, on: bool) -> None: ...

    def quit(self) -> None: ...


class Scene:
    """One screen. Subclasses override what they need; every hook has a do-nothing default.

    Rules every scene keeps: state changes only in ``update`` (and in event
    handling that records what the player did); ``draw`` only paints; texts are
    rendered once and re-rendered in ``on_language``; layouts are computed from
    the window size in ``on_resize``.
    """

    opaque: bool = True  # False for overlays: the scene below is drawn first

    def __init__(self, app: Services) -> None:
        self.app = app

    # lifecycle, called only by SceneStack
    def enter(self) -> None:
        """The scene became the top of the stack for the first time."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is the top again."""

    def exit(self) -> None:
        """The scene leaves the stack for good (popped, replaced or cleared)."""

    # per frame
    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (only the top scene gets events)."""

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds: the only place state changes over time."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene onto `surface`; never changes state."""

    def wake_in(self) -> float | None:
        """When this scene next needs a frame although no event comes.

        `EVERY_FRAME` (0.0) while anything moves (a flight, a fade, a glide) or a
        thread's answer is awaited (a bot, a review); the seconds until a timer it
        waits on (a caret's blink, a message's timeout, the close-up's delay); None
        at rest, when only an event can change what it shows. Asked after `update`.
        """
        return None

    # environment changes, delivered to every scene on the stack
    def on_resize(self, size: tuple[int, int]) -> None:
        """The window has a new size: recompute the layout."""

    def on_language(self, lang: str) -> None:
        """The language changed: re-render the cached texts."""


class SceneStack:
    """The scenes of the app, bottom first; see the module docstring for the lifecycle."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []  # requests made while dispatching
        self._dispatching = 0  # >0 while a scene's handle_event/update runs

    # -- queries -----------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        """The active scene, or None when the stack is empty."""
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """Every scene, bottom first (a copy: safe to iterate while scenes change)."""
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def __contains__(self, scene: object) -> bool:
        return scene in self._scenes

    def __iter__(self) -> Iterator[Scene]:
        return iter(tuple(self._scenes))

    # -- requests ----------------------------------------------------------
    def push(self, scene: Scene) -> None:
        """Pause the top and enter `scene` on top of it."""
        self._request(partial(self._push, scene))

    def pop(self) -> None:
        """Exit the top scene and resume the one below (if any)."""
        self._request(self._pop)

    def replace(self, scene: Scene) -> None:
        """Exit the top scene and enter `scene` in its place."""
        self._request(partial(self._replace, scene))

    def clear(self) -> None:
        """Exit every scene, top first."""
        self._request(self._clear)

    def _request(self, action: Callable[[], None]) -> None:
        if self._dispatching:
            self._pending.append(action)
        else:
            action()

    def _apply_pending(self) -> None:
        # A scene entered by a pending request may itself request more (e.g. a
        # scene that immediately replaces itself); keep going until the queue is empty.
        while self._pending:
            self._pending.pop(0)()

    # -- the lifecycle itself -----------------------------------------------
    def _check_new(self, scene: Scene) -> None:
        if not isinstance(scene, Scene):
            raise TypeError(f"not a Scene: {scene!r}")
        if scene in self._scenes:
            raise ValueError(f"{type(scene).__name__} is already on the stack")

    def _push(self, scene: Scene) -> None:
        self._check_new(scene)
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def _pop(self) -> None:
        if not self._scenes:
            raise IndexError("pop from an empty scene stack")
        self._scenes.pop().exit()
        if self._scenes:
            self._scenes[-1].resume()

    def _replace(self, scene: Scene) -> None:
        self._check_new(scene)
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def _clear(self) -> None:
        while self._scenes:
            self._scenes.pop().exit()

    # -- per frame ----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Give `event` to the top scene; requests it makes apply afterwards."""
        top = self.top
        if top is None:
            return
        self._dispatching += 1
        try:
            top.handle_event(event)
        finally:
            self._dispatching -= 1
        if not self._dispatching:
            self._apply_pending()

    def update(self, dt: float) -> None:
        """Update the top scene only; requests it makes apply afterwards."""
        top = self.top
        if top is None:
            return
        self._dispatching += 1
        try:
            top.update(dt)
        finally:
            self._dispatching -= 1
        if not self._dispatching:
            self._apply_pending()

    def wake_in(self) -> float | None:
        """The top scene's `wake_in` (only the top scene is updated, so only it moves)."""
        top = self.top
        return top.wake_in() if top is not None else None

    def visible(self) -> tuple[Scene, ...]:
        """The scenes drawn this frame, bottom first: from the highest opaque one up."""
        start = 0
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                start = index
                break
        return tuple(self._scenes[start:])

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        """Tell every scene (paused ones too) about the new window size."""
        for scene in tuple(self._scenes):
            scene.on_resize(size)

    def language(self, lang: str) -> None:
        """Tell every scene (paused ones too) that the language changed."""
        for scene in tuple(self._scenes):
            scene.on_language(lang)
