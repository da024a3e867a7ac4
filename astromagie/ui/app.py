"""The desktop app: the window, the main loop, the scene stack and the shared services.

`run(args)` is what `astromagie` (astromagie/cli/main.py) calls. The loop is
the classic pygame one (pygame-ce examples/chimp.py): events go to the top
scene, then `update(dt)`, `draw`, `display.flip`, `clock.tick(60)`.

Scenes reach the shared services through their `app`: `app.stack`,
`app.screen`, `app.settings`, `app.art` (card surfaces), `app.sound`,
`app.clock`, `app.seed` (from --seed) and `app.quit()`.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import warnings
from typing import Any

from astromagie import i18n
from astromagie.resources import resource_path
from astromagie.storage.settings import fit_window, load_settings, save_settings
from astromagie.ui.scene import Scene, SceneStack

log = logging.getLogger(__name__)

MIN_SIZE = (1024, 700)
DEFAULT_SIZE = (1280, 800)
FPS = 60


def has_display() -> bool:
    """Whether a real screen can be opened (an explicit SDL_VIDEODRIVER counts as one)."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True  # Windows and macOS always have a desktop when a user runs the game


def _clamp_size(size: Any) -> tuple[int, int]:
    try:
        w, h = int(size[0]), int(size[1])
    except (TypeError, ValueError, IndexError):
        return DEFAULT_SIZE
    return max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)


def _fit_desktop(pygame: Any, size: Any) -> Any:
    """A saved window size no larger than the desktop (issue 15: a 20000-pixel window)."""
    if size is None:
        return None
    try:
        desktop = max(pygame.display.get_desktop_sizes(), default=None)
    except (AttributeError, pygame.error):
        desktop = None
    return fit_window(_clamp_size(size), desktop, MIN_SIZE)


class App:
    """The window and everything the scenes share."""

    def __init__(self, settings: Any = None, *, seed: int | None = None,
                 size: tuple[int, int] | None = None) -> None:
        import pygame

        self.pygame = pygame
        pygame.display.init()
        pygame.font.init()
        self.notices: list[Any] = []  # storage.notices.Notice or str, shown once by the title
        if settings is None:
            settings, notices = load_settings()
            self.notices.extend(notices)
        self.settings = settings
        self.seed = seed
        # None in the settings means "follow the system": it stays None until the player
        # picks a language (then _language_changed stores the choice)
        i18n.init_language(getattr(self.settings, "language", None))
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.fps = FPS
        self.running = True
        self.frames = 0
        self._art: Any = None
        self._sound: Any = None
        self._fullscreen = False
        self.keep_settings = False  # True: don't write the settings on close (screenshot)
        pygame.display.set_caption("Astromagie")
        self._set_icon()
        # an explicit size (tests, --screenshot) means exactly that window, never full screen
        fullscreen = size is None and bool(getattr(self.settings, "fullscreen", False))
        self.screen = self._open_window(
            size or _fit_desktop(pygame, getattr(self.settings, "window_size", None)), fullscreen)
        self._unlisten = i18n.on_change(self._language_changed)

    # -- window --------------------------------------------------------------
    def _set_icon(self) -> None:
        """The zodiac-wheel icon in the title bar and task bar (before the window opens)."""
        try:
            self.pygame.display.set_icon(
                self.pygame.image.load(str(resource_path("assets", "icons", "astromagie-48.png"))))
        except (FileNotFoundError, self.pygame.error):
            log.info("no window icon", exc_info=True)

    def _open_window(self, size: Any, fullscreen: bool):
        pygame = self.pygame
        self._fullscreen = fullscreen
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(_clamp_size(size or DEFAULT_SIZE), pygame.RESIZABLE)
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
            self.settings.window_size = self.size
        self.screen = self._open_window(getattr(self.settings, "window_size", DEFAULT_SIZE), on)
        self.stack.resize(self.size)

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.settings.window_size = _clamp_size(size)
        if not self._fullscreen:
            self.screen = self._open_window(self.settings.window_size, False)
            self.stack.resize(self.size)

    # -- shared services ------------------------------------------------------
    @property
    def art(self) -> Any:
        """Card art (astromagie.ui.art.cards.CardArt), created on first use."""
        if self._art is None:
            from astromagie.ui.art.cards import CardArt

            self._art = CardArt()
        return self._art

    @property
    def sound(self) -> Any:
        """Sound effects (astromagie.ui.sound.Sound), or a silent stand-in."""
        if self._sound is None:
            enabled = bool(getattr(self.settings, "sound", True))
            try:
                from astromagie.ui.sound import Sound

                self._sound = Sound(enabled)
            except Exception:  # no module yet or no audio device: the game stays silent
                log.info("sound unavailable", exc_info=True)
                self._sound = _Silence()
        return self._sound

    def save_settings(self) -> None:
        """Write the settings now; a failure becomes a notice for the player."""
        if not self._fullscreen:
            self.settings.window_size = self.size
        self.notices.extend(save_settings(self.settings))

    def take_notices(self) -> list[str]:
        """Messages for the player collected so far (file problems), as text; clears them."""
        texts = [n if isinstance(n, str) else n.text() for n in self.notices]
        self.notices.clear()
        if hasattr(i18n, "catalog_problems") and not getattr(self, "_catalog_checked", False):
            self._catalog_checked = True
            texts.extend(i18n.catalog_problems())
        return texts

    def _language_changed(self, lang: str) -> None:
        self.settings.language = lang
        self.stack.language(lang)
        self.save_settings()  # a choice survives even a crash right after it

    # -- the loop --------------------------------------------------------------
    def quit(self) -> None:
        """End the main loop after the current frame."""
        self.running = False

    def handle_event(self, event) -> None:
        pygame = self.pygame
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.screen = pygame.display.get_surface()
            if not self._fullscreen and self.size != _clamp_size(self.size):
                # without a window manager the minimum-size hint is not enforced: do it here
                self.screen = self._open_window(self.size, False)
            self.stack.resize(self.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self._fullscreen)
            return
        self.stack.handle_event(event)

    def frame(self, dt: float) -> None:
        """One frame: events, update, draw, flip."""
        for event in self.pygame.event.get():
            self.handle_event(event)
            if not self.running:
                return
        self.stack.update(dt)
        if not len(self.stack):
            self.quit()
            return
        self.draw()
        self.pygame.display.flip()
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
            dt = min(self.clock.tick(self.fps) / 1000.0, 0.1)  # a stall must not jump animations
            self.frame(dt)

    def close(self) -> None:
        """Exit every scene (they stop workers, autosave), save settings, close the window."""
        try:
            self.stack.clear()
        finally:
            self._unlisten()
            if not self.keep_settings:
                self.save_settings()
            self.pygame.display.quit()


class _Silence:
    """What app.sound is when there is no sound: every effect is a no-op."""

    enabled = False

    def __getattr__(self, name: str):
        return lambda *args, **kwargs: None


def _log_file() -> str | None:
    """Send log records to the log file (astromagie.applog), never to the player's screen."""
    from astromagie.applog import setup_logging

    path = setup_logging()
    return str(path) if path is not None else None


HEADLESS_DRIVERS = ("offscreen", "dummy")
NO_DISPLAY = ("astromagie: no display found. To run without a screen use "
              "`xvfb-run astromagie`, or `SDL_VIDEODRIVER=dummy astromagie --smoke-test`.")


def run(args: argparse.Namespace) -> int:
    """Entry point of the desktop game; returns the process exit code."""
    smoke = bool(getattr(args, "smoke_test", False))
    shot = getattr(args, "screenshot", None)
    if smoke or shot:
        if smoke or not has_display():  # "without a screen": never needs a real one
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    elif not has_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 1
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    log_path = _log_file()
    try:
        import pygame
    except ImportError:
        print("astromagie: pygame-ce is not installed (python3 -m pip install pygame-ce).",
              file=sys.stderr)
        return 1
    try:
        pygame.display.init()
        # SDL quietly falls back to an invisible driver when the X server can't be reached;
        # a player would see nothing at all, so say so instead (unless they asked for it)
        if (not (smoke or shot) and not os.environ.get("SDL_VIDEODRIVER")
                and pygame.display.get_driver() in HEADLESS_DRIVERS):
            print(NO_DISPLAY, file=sys.stderr)
            return 1
        app = App(seed=getattr(args, "seed", None), size=DEFAULT_SIZE if shot else None)
    except pygame.error as exc:
        log.error("cannot open a window: %s", exc)
        print(f"astromagie: cannot open a window ({exc}). {NO_DISPLAY.split('. ', 1)[1]}",
              file=sys.stderr)
        return 1
    code = 0
    try:
        if smoke:
            try:
                code = smoke_test(app)
            except Exception as exc:
                log.exception("smoke test failed")
                print(f"smoke test: FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
                code = 1
        elif shot:
            code = screenshot(app, shot)
        else:
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
    from astromagie.ui.scenes.title import TitleScene

    scene = TitleScene(app)
    app.stack.push(scene)
    return scene


def ai_config(seed: int | None, seats: int = 4, level: str = "easy") -> Any:
    """A game of bots only (smoke test, screenshot)."""
    from astromagie.gameconfig import GameConfig, SeatConfig

    names = ("Vega", "Orion", "Lyra", "Altair", "Sirius")
    return GameConfig(tuple(SeatConfig(names[i], level) for i in range(seats)), seed=seed)


def finished_game(seed: int, seats: int = 3) -> Any:
    """A whole game played by always taking the first legal move (for the results scene)."""
    from astromagie.engine import Game

    game = Game.new(seats, seed)
    while not game.is_over():
        game.apply(game.legal_moves()[0])
    return game


def _results_scene(app: App) -> Scene:
    from astromagie.ui.scenes.results import ResultsScene

    # record=False: a made-up game must not enter the player's archive or statistics
    return ResultsScene(app, finished_game(app.seed or 1), ai_config(None, 3), record=False)


def _watch_scene(app: App) -> Scene:
    from astromagie.ui.scenes.watch import WatchScene

    return WatchScene.from_game(app, finished_game(app.seed or 1), ai_config(None, 3))


def smoke_test(app: App) -> int:
    """Show every scene once without a screen, load and save the player's files; 0 if all ok.

    Any error fails the test.
    """
    shown: list[str] = []

    def show(name: str, factory: Any, frames: int = 3, overlay: Any = None) -> None:
        app.stack.push(factory())
        app.run_frames(frames)
        if overlay is not None:
            app.stack.push(overlay())
            app.run_frames(frames)
            app.stack.pop()
        app.stack.pop()
        shown.append(name)

    def scene(module: str, cls: str, *args: Any) -> Any:
        import importlib

        mod = importlib.import_module(f"astromagie.ui.scenes.{module}")
        return getattr(mod, cls)(app, *args)

    from astromagie.storage import smoke_check
    from astromagie.storage.paths import scratch_home

    # raises SmokeError when a file cannot be loaded or saved; what it set aside was handled
    handled = [n.text() for n in smoke_check()] + app.take_notices()
    shown.append("files")
    title = start_title(app)
    app.run_frames(3)
    shown.append("title")
    show("setup", lambda: scene("setup", "SetupScene"))
    show("settings", lambda: scene("settings", "SettingsScene"))
    show("rules", lambda: scene("rules", "RulesScene"))
    show("stats", lambda: scene("stats", "StatsScene"))
    with scratch_home():  # the table autosaves: never over the player's game
        show("table", lambda: scene("table", "TableScene", ai_config(app.seed or 1)), frames=30,
             overlay=lambda: scene("pause", "PauseScene"))
        shown.append("pause")
    show("results", lambda: _results_scene(app))
    show("archive", lambda: scene("archive", "ArchiveScene"))
    show("watch", lambda: _watch_scene(app))
    if app.stack.top is not title or not app.running:
        raise RuntimeError("the scene stack did not return to the title")
    app.save_settings()
    print(f"smoke test: ok (shown: {', '.join(shown)})")
    for text in handled:
        print(f"smoke test: handled: {text}")
    return 0


def screenshot(app: App, path: str, timeout: float = 60.0) -> int:
    """Start a game of bots, play until the row holds several cards, save a PNG of the window.

    The player's files are never written: the table plays in a throw-away home.
    """
    from astromagie.storage.paths import scratch_home
    from astromagie.ui.scenes.table import TableScene

    app.keep_settings = True  # a screenshot must not change the player's settings
    problem = _screenshot_target_problem(path)
    if problem:
        print(f"astromagie: {i18n.tr('files.screenshot_failed', file=path, error=problem)}",
              file=sys.stderr)
        return 2
    app.settings.animation_speed = 4.0
    with scratch_home():
        table = TableScene(app, ai_config(app.seed, 4, "medium"))
        app.stack.push(table)
        clock = app.clock
        clock.tick()
        waited = 0.0
        while waited < timeout and app.running:
            dt = clock.tick(app.fps) / 1000.0
            waited += dt
            app.frame(min(dt, 0.1))
            if _screenshot_ready(table):
                app.run_frames(2)
                break
        app.draw()
        try:
            app.pygame.image.save(app.screen, path)
        except (OSError, app.pygame.error) as exc:
            print(f"astromagie: {i18n.tr('files.screenshot_failed', file=path, error=exc)}",
                  file=sys.stderr)
            return 2
        finally:
            app.stack.clear()
    print(f"screenshot: {path} ({app.size[0]}x{app.size[1]})")
    return 0


def _screenshot_target_problem(path: str) -> str:
    """Why `path` cannot take a PNG ("" if it can): checked before a game is played."""
    if not path.strip():
        return "no file name"
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        return "a folder"
    if not os.path.isdir(folder):
        return f"no folder {folder}"
    if not os.access(folder, os.W_OK):
        return f"{folder} is not writable"
    return ""


def _screenshot_ready(table: Any) -> bool:
    """The row holds several cards and nothing is moving."""
    ready = getattr(table, "screenshot_ready", None)
    if callable(ready):
        return bool(ready())
    game = getattr(table, "game", None)
    if game is None:
        return False
    if game.is_over():
        return True
    placed = sum(1 for c in game.row() if c is not None) + 2 * len(game.row_pairs())
    animator = getattr(table, "animator", None)
    busy = bool(getattr(animator, "busy", False))
    return placed >= 4 and not busy
