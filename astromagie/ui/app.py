"""The desktop app: the window, the main loop, the scene stack and the shared services.

`run(args)` is what `astromagie` (astromagie/cli/main.py) calls. The loop is
the classic pygame one (pygame-ce examples/chimp.py): events go to the top
scene, then `update(dt)`, `draw`, `display.flip`, `clock.tick(60)`, but only
while something changes: when the top scene is at rest (`Scene.wake_in`), the
loop sleeps until an event or the scene's next timer, looking for events 60
times a second, so input answers as fast as at full speed and a still screen
costs next to no processor time.

Scenes reach the shared services through their `app`: `app.stack`,
`app.screen`, `app.settings`, `app.sound`,
`app.clock`, `app.seed` (from --seed) and `app.quit()`. They open each other
by name through the app's route table (`app.push_scene("rules")`,
`app.replace_scene("table", config)`, `app.back_to_title()`; see
astromagie/ui/routes.py), and hand messages for the player to `app.tell()`,
which shows each one once.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
import warnings
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, cast

import pygame

from astromagie import i18n
from astromagie.applog import setup_logging
from astromagie.host import registry
from astromagie.look.theme import DEFAULT_SIZE, MIN_SIZE
from astromagie.resources import resource_path
from astromagie.storage import smoke_check
from astromagie.storage.archive import playback_of
from astromagie.storage.notices import Notice, broken_games
from astromagie.storage.paths import scratch_home
from astromagie.storage.settings import Settings, load_settings, save_settings
from astromagie.storage.userfile import as_typed
from astromagie.ui.demo import ai_config, random_game, screenshot_target_problem
from astromagie.ui.routes import route, scene_class
from astromagie.ui.scene import Scene, SceneStack
from astromagie.ui.sound import Sound
from astromagie.ui.windowsize import (
    centred,
    clamp_size,
    desktop_size,
    fit_desktop,
    forced_size,
    size_to_save,
)

if TYPE_CHECKING:  # the app opens scenes by name (routes); this is for the type checker only
    from astromagie.ui.kit.table import KitTableScene

log = logging.getLogger(__name__)

__all__ = ["App", "DEFAULT_SIZE", "MIN_SIZE", "run", "start_title"]

FPS = 60
REST_POLL = 1 / FPS  # at rest, events are looked for this often: no slower than a frame
SAFETY_FRAME = 2.0  # at rest, a frame at least this often all the same (seconds)


def has_display() -> bool:
    """Whether a real screen can be opened (an explicit SDL_VIDEODRIVER counts as one)."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True  # Windows and macOS always have a desktop when a user runs the game


class App:
    """The window and everything the scenes share."""

    def __init__(self, settings: Settings | None = None, *, seed: int | None = None,
                 size: tuple[int, int] | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        # messages for the player (storage Notices or text), shown by the title; see tell()
        self.notices: list[Notice | str] = []
        self._told: set[tuple[str, str]] = set()  # what take_notices() has handed out
        self.told: list[str] = []  # the texts handed out, in order (the smoke test lists them)
        self._catalogs_checked = False
        self.tell(broken_games())
        if settings is None:
            settings, notices = load_settings()
            self.tell(notices)
        self.settings = settings
        self.seed = seed
        # None in the settings means "follow the system": it stays None until the player
        # picks a language (then _language_changed stores the choice)
        # the function, not its answer: i18n calls it only when needed, under its guard
        i18n.init_language(self.settings.language, preferred=pygame.system.get_pref_locales)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.fps = FPS
        self.running = True
        self.frames = 0
        self._sound: Sound | None = None
        self._fullscreen = False
        self.keep_settings = False  # True: don't write the settings on close (screenshot)
        pygame.display.set_caption("Astromagie")
        self._set_icon()
        # an explicit size (tests, --screenshot) means exactly that window, never full screen
        fullscreen = size is None and self.settings.fullscreen
        opened = size or fit_desktop(self.settings.window_size)
        # the size a small screen forced on the saved one is not saved over it (pt2, 37)
        self._forced = None if size is not None or opened is None else forced_size(
            clamp_size(self.settings.window_size), opened)
        self.screen = self._open_window(opened, fullscreen)
        self._unlisten = i18n.on_change(self._language_changed)

    # -- window --------------------------------------------------------------
    def _set_icon(self) -> None:
        """The zodiac-wheel icon in the title bar and task bar (before the window opens)."""
        try:
            pygame.display.set_icon(
                pygame.image.load(str(resource_path("assets", "icons", "astromagie-48.png"))))
        except (FileNotFoundError, pygame.error):
            log.info("no window icon", exc_info=True)

    def _open_window(self, size: object, fullscreen: bool) -> pygame.Surface:
        self._fullscreen = fullscreen
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            wanted = clamp_size(size or DEFAULT_SIZE)
            screen = pygame.display.set_mode(wanted, pygame.RESIZABLE)
            if screen.get_size() != wanted:
                # Leaving full screen with SDL's plain framebuffer (X11, launch.py) keeps the
                # full-screen size (playtest F12): size the window itself, then ask again.
                try:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore", DeprecationWarning)
                        pygame.Window.from_display_module().size = wanted
                    screen = pygame.display.set_mode(wanted, pygame.RESIZABLE)
                except (AttributeError, pygame.error):
                    log.info("the window could not be resized to %s", wanted, exc_info=True)
        try:  # the OS then refuses smaller windows, so layouts never see them
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if on == self._fullscreen:
            return
        if on:  # leaving full screen later returns to the window as it is now
            self.settings.window_size = self._chosen_size()
        self.screen = self._open_window(self.settings.window_size, on)
        self.stack.resize(self.size)

    def set_window_size(self, size: tuple[int, int]) -> None:
        """The player's size (Settings): kept as chosen, opened as large as the screen
        allows, and centred on it (its old corner left a larger window off the screen)."""
        self.settings.window_size = clamp_size(size)
        if not self._fullscreen:
            opened = fit_desktop(self.settings.window_size) or self.settings.window_size
            self._forced = forced_size(self.settings.window_size, opened)
            self.screen = self._open_window(opened, False)
            self._centre_window()
            self.stack.resize(self.size)

    def chosen_window_size(self) -> tuple[int, int]:
        """The window size the player chose: the window's own, unless the screen forced
        it smaller (then the choice behind it: the Settings row shows that)."""
        return self._chosen_size()

    def _chosen_size(self) -> tuple[int, int]:
        """The window size to save: the player's (`windowsize.size_to_save`)."""
        return size_to_save(clamp_size(self.settings.window_size), self.size, self._forced)

    def _centre_window(self) -> None:
        corner = centred(self.size, desktop_size())
        if corner is None:
            return
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().position = corner
        except (pygame.error, AttributeError):  # a driver without windows: nothing to move
            log.info("the window could not be centred", exc_info=True)

    # -- shared services ------------------------------------------------------
    @property
    def sound(self) -> Sound:
        """Sound effects, created on first use (silent when there is no audio device)."""
        if self._sound is None:
            self._sound = Sound(self.settings.sound)
        return self._sound

    # -- scenes by name ---------------------------------------------------------
    def open_scene(self, name: str, *args: object, **kwargs: object) -> Scene:
        """A new scene of the route `name` (astromagie/ui/routes.py), not yet on the stack."""
        return route(name)(self, *args, **kwargs)

    def push_scene(self, name: str, *args: object, **kwargs: object) -> Scene:
        """Open the scene `name` on top of the current one (which is paused)."""
        scene = self.open_scene(name, *args, **kwargs)
        self.stack.push(scene)
        return scene

    def replace_scene(self, name: str, *args: object, **kwargs: object) -> Scene:
        """Open the scene `name` in place of the current one (which exits)."""
        scene = self.open_scene(name, *args, **kwargs)
        self.stack.replace(scene)
        return scene

    def back_to_title(self) -> None:
        """Leave every scene above the title, top first; a title is opened if there is none."""
        title = scene_class("title")
        scenes = self.stack.scenes
        if not any(isinstance(scene, title) for scene in scenes):
            self.stack.clear()
            self.push_scene("title")
            return
        for scene in reversed(scenes):
            if isinstance(scene, title):
                break
            self.stack.pop()

    def save_settings(self) -> None:
        """Write the settings now; a failure becomes a notice for the player."""
        if not self._fullscreen:
            self.settings.window_size = self._chosen_size()
        self.tell(save_settings(self.settings))

    # -- messages for the player ----------------------------------------------
    def tell(self, notices: Iterable[Notice | str]) -> None:
        """Queue messages for the player (the title shows them). A message is told once per
        run: the same file problem found again (every return to the title reads the
        autosave anew) is not shown again."""
        self.notices.extend(notices)

    def take_notices(self) -> list[str]:
        """The queued messages not told before, as text in the current language (and the
        translation files' problems, checked once); empties the queue."""
        texts: list[str] = []
        for notice in self.notices:
            told = _identity(notice)
            if told not in self._told:
                self._told.add(told)
                texts.append(notice if isinstance(notice, str) else notice.text())
        self.notices.clear()
        if not self._catalogs_checked:
            self._catalogs_checked = True
            texts.extend(i18n.catalog_problems())
        self.told.extend(texts)
        return texts

    def _language_changed(self, lang: str) -> None:
        self.settings.language = lang
        self.stack.language(lang)
        self.save_settings()  # a choice survives even a crash right after it

    # -- the loop --------------------------------------------------------------
    def quit(self) -> None:
        """End the main loop after the current frame."""
        self.running = False

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            surface = pygame.display.get_surface()
            if surface is not None:  # always, while the window is open
                self.screen = surface
            if not self._fullscreen and self.size != clamp_size(self.size):
                # without a window manager the minimum-size hint is not enforced: do it here
                self.screen = self._open_window(self.size, False)
            self.stack.resize(self.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self._fullscreen)
            if not self.keep_settings:  # F11 anywhere is a setting like the one in Settings
                self.save_settings()
            return
        self.stack.handle_event(event)

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None,
              rested: float = 0.0) -> None:
        """One frame: events, update, draw, flip.

        `events` were taken while resting (the rest of the queue follows them);
        `rested` is how long the loop slept: the top scene catches up on it first,
        with no input yet, so its timers run on time while an animation that the
        input starts still begins with a frame's step.
        """
        if rested > 0:
            self.stack.update(rested)
        for event in [*(events or ()), *pygame.event.get()]:
            self.handle_event(event)
            if not self.running:
                return
        self.stack.update(dt)
        if not len(self.stack):
            self.quit()
            return
        self.draw()
        pygame.display.flip()
        self.frames += 1

    def draw(self) -> None:
        self.screen.fill((8, 10, 30))
        self.stack.draw(self.screen)

    def run_frames(self, n: int, dt: float = 1 / FPS) -> None:
        """Run `n` frames with a fixed time step, as fast as possible (tests, smoke test)."""
        for _ in range(n):
            if not self.running:
                return
            self.frame(dt)

    def main_loop(self) -> None:
        self.clock.tick()
        while self.running:
            wait = self.stack.wake_in()
            if wait is None or wait > 1 / self.fps:
                events, rested = self.rest(wait)
                self.clock.tick()  # the frame clock starts again after the rest
                self.frame(1 / self.fps, events, rested)
                continue
            dt = min(self.clock.tick(self.fps) / 1000.0, 0.1)  # a stall must not jump animations
            self.frame(dt)

    def rest(self, wait: float | None) -> tuple[list[pygame.event.Event], float]:
        """Sleep until an event comes or `wait` seconds pass (None: no timer).

        Returns the events that ended the rest and the seconds slept. Nothing is
        drawn meanwhile; at most `SAFETY_FRAME` passes without a frame.
        """
        limit = SAFETY_FRAME if wait is None else min(wait, SAFETY_FRAME)
        start = time.monotonic()
        while True:
            events = pygame.event.get()
            slept = time.monotonic() - start
            if events or slept >= limit:
                return events, slept
            time.sleep(min(REST_POLL, limit - slept))

    def close(self) -> None:
        """Exit every scene (they stop workers, autosave), save settings, close the window."""
        try:
            self.stack.clear()
        finally:
            self._unlisten()
            if not self.keep_settings:
                self.save_settings()
            # the window is going: what is still untold (a settings save that failed at
            # quit) goes to the terminal and the log instead of being dropped
            for text in self.take_notices():
                log.warning("told at quit: %s", text)
                print(f"astromagie: {text}", file=sys.stderr)
            pygame.display.quit()


def _identity(notice: Notice | str) -> tuple[str, str]:
    """What makes two messages the same one, whatever the language: the key and parameters
    of a storage Notice (its params are a dict, so Notice itself is not hashable)."""
    if isinstance(notice, str):
        return ("", notice)
    return (notice.key, repr(sorted(notice.params.items())))


def _log_file() -> str | None:
    """Send log records to the log file (astromagie.applog), never to the player's screen."""
    path = setup_logging()
    return str(path) if path is not None else None


HEADLESS_DRIVERS = ("offscreen", "dummy")
NO_DISPLAY = ("astromagie: no display found. To run without a screen use "
              "`xvfb-run astromagie`, or `SDL_VIDEODRIVER=dummy astromagie --smoke-test`.")


def run(args: argparse.Namespace) -> int:
    """Entry point of the desktop game; returns the process exit code."""
    game = getattr(args, "shelf_game", None)
    if game is not None and game not in registry.playable():
        print(f"astromagie: no game {as_typed(game)} at the table "
              f"(playable: {', '.join(registry.playable())})", file=sys.stderr)
        return 2
    smoke = bool(args.smoke_test)
    shot: str | None = args.screenshot  # "" is a bad path (told), not "no screenshot"
    if shot is not None:
        # the screenshot reads no settings and writes no file of the player's: a broken
        # settings.json stays exactly where it is
        with scratch_home():
            return _run(args, smoke, shot)
    return _run(args, smoke, shot)


def _run(args: argparse.Namespace, smoke: bool, shot: str | None) -> int:
    game: str | None = getattr(args, "shelf_game", None)
    if smoke or shot is not None:
        if smoke or not has_display():  # "without a screen": never needs a real one
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    elif not has_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 1
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    log_path = _log_file()
    try:
        pygame.display.init()
        # SDL quietly falls back to an invisible driver when the X server can't be reached;
        # a player would see nothing at all, so say so instead (unless they asked for it)
        if (not (smoke or shot is not None) and not os.environ.get("SDL_VIDEODRIVER")
                and pygame.display.get_driver() in HEADLESS_DRIVERS):
            print(NO_DISPLAY, file=sys.stderr)
            return 1
        app = App(seed=args.seed, size=DEFAULT_SIZE if shot is not None else None)
    except pygame.error as exc:
        log.error("cannot open a window: %s", exc)
        print(f"astromagie: cannot open a window ({exc}). {NO_DISPLAY.split('. ', 1)[1]}",
              file=sys.stderr)
        return 1
    code = 0
    try:
        if smoke:
            try:
                code = smoke_test(app, game)
            except Exception as exc:
                log.exception("smoke test failed")
                print(f"smoke test: FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
                code = 1
        elif shot is not None:
            code = screenshot(app, shot, game or registry.DEFAULT_GAME)
        else:
            if game is not None:
                app.settings.game = game  # the title opens with it chosen
            start_title(app)
            app.main_loop()
    except KeyboardInterrupt:
        code = 130
    except Exception:
        log.exception("unexpected error in the main loop")
        where = f" Details are in {log_path}." if log_path else ""
        print(f"astromagie: sorry, the game stopped after an unexpected error.{where}",
              file=sys.stderr)
        code = 1
    finally:
        try:
            app.close()
        except Exception:
            log.exception("error while closing")
    return code


def start_title(app: App) -> Scene:
    """Open the title screen (the bottom of the stack while the game runs)."""
    return app.push_scene("title")


def _close_notices(app: App) -> None:
    """Close the notice dialogs on top (OK), as the player would."""
    while isinstance(app.stack.top, scene_class("notice")):
        app.stack.pop()


# Frames a table is run in the smoke test: enough for it to be dealt, laid out and drawn
# (its play is the table tests' work); the fault matrix runs the smoke test eighty times.
TABLE_FRAMES = 4


def smoke_test(app: App, game: str | None = None) -> int:
    """Show every scene once without a screen, load and save the player's files; 0 if all ok.

    Every game's screens, or with `game` (`--smoke-test --game ID`) that game's only.

    Any error fails the test. Messages the title shows about the player's files (a file
    set aside, a save of a newer version) are what a handled problem looks like: they are
    closed as the player would close them and listed in the verdict.
    """
    shown: list[str] = []

    def show(name: str, factory: Callable[[], Scene], frames: int = 3,
             overlay: Callable[[], Scene] | None = None) -> None:
        app.stack.push(factory())
        app.run_frames(frames)
        if overlay is not None:
            app.stack.push(overlay())
            app.run_frames(frames)
            app.stack.pop()
        app.stack.pop()
        app.run_frames(1)  # the title takes up what the scene left to tell
        _close_notices(app)
        shown.append(name)

    # raises SmokeError when a file cannot be loaded or saved; what it set aside was
    # handled, and the player is told (the title shows it, the verdict lists it)
    app.tell(smoke_check())
    shown.append("files")
    title = start_title(app)
    app.run_frames(3)
    _close_notices(app)
    shown.append("title")
    show("settings", lambda: app.open_scene("settings"))
    with scratch_home():  # never over the player's files
        # a hand-over is only between several people, so nobody there is "You"
        show("handover", lambda: app.open_scene("handover",
                                                i18n.tr("setup.player_number", number=1)))
    for each in registry.playable():
        if game in (None, each):
            _smoke_game(app, each, show)
    if app.stack.top is not title or not app.running:
        raise RuntimeError("the scene stack did not return to the title")
    app.save_settings()
    for text in app.told:
        print(f"smoke test: handled, and told the player: {text}")
    print(f"smoke test: ok (shown: {', '.join(shown)})")
    return 0


def _smoke_game(app: App, game: str, show: Callable[..., None]) -> None:
    """A game's screens: its setup with its options; its table (with the pause over it) and
    guided first game, played by bots in a throw-away home; its rule book, statistics and
    finished games, read from the player's files; a replay and a results screen of a
    made-up game (never filed)."""
    show(f"{game} setup", lambda: app.open_scene("setup", game))
    with scratch_home():  # a table autosaves: never over the player's game
        table = ai_config(app.seed or 1, 3, "easy", game=game)
        show(f"{game} table", lambda: app.open_scene("table", table),
             frames=TABLE_FRAMES, overlay=lambda: app.open_scene("pause"))
        show(f"{game} guide", lambda: app.open_scene("guide", game), frames=TABLE_FRAMES)
    if registry.has_rule_book(game):
        show(f"{game} rules", lambda: app.open_scene("rules", None, game))
    show(f"{game} stats", lambda: app.open_scene("stats", game))
    show(f"{game} archive", lambda: app.open_scene("archive", game))
    config = ai_config(app.seed or 1, 3, "random", game=game)
    played = random_game(game, len(config.seats), app.seed or 1)
    if played.is_over():
        show(f"{game} watch", lambda: app.open_scene("watch", playback_of(played, config)))
        show(f"{game} results", lambda: app.open_scene("results", played, config))


def screenshot(app: App, path: str, game: str, timeout: float = 60.0) -> int:
    """Start a game of bots, play until mid-game (Astromagie: the row holds several cards),
    save a PNG of the window.

    The player's files are never written: the table plays in a throw-away home.
    """
    app.keep_settings = True  # a screenshot must not change the player's settings
    problem = screenshot_target_problem(path)
    shown = as_typed(path)  # a newline in the name must not forge a line
    if problem:
        print(f"astromagie: {i18n.tr('files.screenshot_failed', file=shown, error=problem)}",
              file=sys.stderr)
        return 2
    # Only the position is pictured: the cards fly fast (the settings are not saved), and
    # easy bots play, since a mid-game position looks the same whoever played it and they
    # answer at once where medium ones think on a clock for each of the 14 moves.
    app.settings.animation_speed = 40.0
    with scratch_home():
        table = cast("KitTableScene",
                     app.push_scene("table", ai_config(app.seed, 4, "easy", game=game)))
        clock = app.clock
        clock.tick()
        waited = 0.0
        while waited < timeout and app.running:
            dt = clock.tick(app.fps) / 1000.0
            waited += dt
            app.frame(min(dt, 0.1))
            if table.screenshot_ready():
                app.run_frames(2)
                break
        app.draw()
        try:
            pygame.image.save(app.screen, path)
        except (OSError, pygame.error) as exc:
            print(f"astromagie: {i18n.tr('files.screenshot_failed', file=shown, error=exc)}",
                  file=sys.stderr)
            return 2
        finally:
            app.stack.clear()
    print(f"screenshot: {shown} ({app.size[0]}x{app.size[1]})")
    return 0
