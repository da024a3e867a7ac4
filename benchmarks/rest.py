"""Processor share of the game at rest (target: at most 3% of one core in every place).

A card game spends most of its life waiting for a person to think. This runs the
app's own main loop (`App.main_loop`, dummy video driver unless SDL_VIDEODRIVER
says otherwise, a 1280x800 window) in each place a player leaves it standing:

* the title screen;
* each game's table at the person's turn (seat 1 a person, the others easy bots,
  the bots' moves played and landed first), nothing moving;
* the rules page over the title.

And one control that is not at rest: a scene that asks for every frame (as a card's
flight does). The loop must then draw at the full frame rate: its frames a second are
the second figure (tests/ui/test_rest.py checks with a fake clock that such a scene is
paced at the app's frame rate and never rested; how fast that really is, is measured here).

In each place it first lets the screen settle (bots move, cards land) until the
scene asks for no frame for a while, then measures the process's CPU time over
wall time for `--seconds` with nobody touching anything, and counts the frames
drawn meanwhile. Prints one row per place, the machine, and the worst share as
the figure.

    python3 benchmarks/rest.py                  # 10 s in each place
    python3 benchmarks/rest.py --seconds 20
    python3 benchmarks/rest.py --quick          # a moment in each place (no measurement)
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The benchmark's games autosave to a scratch folder, never the player's.
os.environ["ASTROMAGIE_HOME"] = tempfile.mkdtemp(prefix="astromagie-rest-")

from machine import QUICK_HELP, describe, figure  # noqa: E402  (benchmarks/machine.py)

TARGET = 3.0  # percent of one core
SETTLE_LIMIT = 60.0  # seconds a place may take to come to rest (bots' first moves)
QUIET_FRAMES = 20  # checks in a row without a frame asked for: the place is at rest


def measure(app: object, seconds: float) -> tuple[float, int]:
    """Run the real main loop for `seconds` untouched: (CPU percent of one core, frames)."""
    import pygame

    from astromagie.ui.app import App

    assert isinstance(app, App)
    app.running = True
    frames = app.frames
    pygame.time.set_timer(pygame.QUIT, round(seconds * 1000), loops=1)
    wall, cpu = time.perf_counter(), time.process_time()
    app.main_loop()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    app.running = True
    return 100.0 * cpu / wall, app.frames - frames


def settle(app: object, limit: float = SETTLE_LIMIT) -> bool:
    """Run frames at 60 per second until the top scene asks for none: True if it came to rest."""
    from astromagie.ui.app import FPS, App
    from astromagie.ui.scene import THREAD_POLL

    assert isinstance(app, App)
    quiet = 0
    end = time.monotonic() + limit
    while time.monotonic() < end:
        app.frame(1 / FPS)
        wait = app.stack.wake_in()
        quiet = quiet + 1 if wait is None or wait > THREAD_POLL else 0
        if quiet >= QUIET_FRAMES:
            return True
        time.sleep(1 / FPS)
    return False


def places(app: object) -> list[tuple[str, Callable[[], None]]]:
    """Each place: its name and how to open it on an empty stack."""
    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.host import registry
    from astromagie.ui.app import App

    assert isinstance(app, App)

    def table(game: str) -> Callable[[], None]:
        info = registry.info(game)
        players = max(info.min_players, min(3, info.max_players))
        seats = (SeatConfig("Ara", "human"),) + tuple(
            SeatConfig(name, "easy") for name in ("Vega", "Orion", "Lyra")[:players - 1])
        config = GameConfig(seats, seed=7, game=game)
        return lambda: app.stack.push(app.open_scene("table", config, ai_mode="thread"))

    def title() -> None:
        app.stack.push(app.open_scene("title"))

    def rules() -> None:
        title()
        app.stack.push(app.open_scene("rules", None, "astromagie"))

    found: list[tuple[str, Callable[[], None]]] = [("title", title)]
    found += [(f"table: {game}", table(game)) for game in registry.playable()]
    found.append(("rules page", rules))
    return found


def moving_place(app: object) -> Callable[[], None]:
    """The control: the title, drawn every frame under a see-through scene that asks for
    every frame (as an overlay's fade does): the loop's pace with a real screen to draw."""
    from astromagie.ui.app import App
    from astromagie.ui.scene import EVERY_FRAME, Scene

    assert isinstance(app, App)

    class Moving(Scene):
        opaque = False  # the title below is drawn first, every frame

        def wake_in(self) -> float | None:
            return EVERY_FRAME

    def open_place() -> None:
        app.stack.push(app.open_scene("title"))
        app.stack.push(Moving(app))

    return open_place


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0,
                        help="seconds measured in each place (default 10)")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args(argv)
    seconds = 0.3 if args.quick else args.seconds

    from astromagie.storage.settings import Settings
    from astromagie.ui.app import FPS, App

    app = App(Settings(sound=False), size=(1280, 800))
    print(f"machine: {describe()}")
    print(f"video driver: {os.environ.get('SDL_VIDEODRIVER')}, window 1280x800, "
          f"{seconds:g} s in each place, nobody touching anything")
    worst = 0.0
    chosen = places(app)
    if args.quick:  # the title, one table and the rules page: the same code path, briefly
        chosen = chosen[:2] + chosen[-1:]
    for name, open_place in chosen:
        app.stack.clear()
        open_place()
        rested = settle(app, 0.5 if args.quick else SETTLE_LIMIT)
        share, frames = measure(app, seconds)
        worst = max(worst, share)
        note = "" if rested else "  (never came to rest)"
        print(f"{name:28s} {share:5.2f}% of one core, {frames:4d} frames "
              f"({frames / seconds:5.1f} a second){note}", flush=True)
    app.stack.clear()
    moving_place(app)()
    share, frames = measure(app, seconds)
    app.stack.clear()
    print(f"{'moving (control)':28s} {share:5.2f}% of one core, {frames:4d} frames "
          f"({frames / seconds:5.1f} a second; full speed is {FPS})", flush=True)
    figure("worst CPU share at rest", worst, "%")
    figure("frames a second while a scene moves", frames / seconds, "fps")
    ok = worst <= TARGET
    print(f"target: at most {TARGET:g}% of one core in every place: "
          f"{'met' if ok else 'NOT met'}")
    return 0 if ok or args.quick else 1


if __name__ == "__main__":
    sys.exit(main())
