"""The tallest band of a table's screenshot left empty across the whole table area.

Issue 38's measure of a stage that fits its game: on `astromagie --screenshot` of each
game at 1280x800, no horizontal band of the table area (left of the side column, under
the top bar) may be empty across its whole width for more than 80 px. A pixel row is
empty when every pixel of it in the table area is the felt's colour at that height
(the felt is a vertical gradient, so a row of felt alone is one colour within a few
levels of noise); the band is the longest run of such rows.

    python3 benchmarks/empty_band.py shot.png [more.png ...]
    python3 benchmarks/empty_band.py --shoot              # all four games, 1280x800
    python3 benchmarks/empty_band.py --quick              # one table drawn in-process

`--shoot` takes each game's screenshot first (`python -m astromagie --screenshot`, the
bots' mid-game position of a fixed seed) into a scratch folder. `--quick` draws one
game's table at a random mid-game position in this process, no window, no screenshot.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from machine import QUICK_HELP, figure, report_machine  # noqa: E402  (benchmarks/machine.py)

from astromagie.ui.kit.frame import compute_frame  # noqa: E402

GAMES = ("astromagie", "solar-republic", "monad", "zahlenstreifen")
LIMIT = 80  # px: the bound at 1280x800
NOISE = 6  # levels a felt row may vary by (dithering, a faint glow)


def empty_band(surface: pygame.Surface) -> tuple[int, int]:
    """(height, top) of the tallest run of empty rows in the table area of `surface`."""
    frame = compute_frame(surface.get_size(), 1.4)  # the table area does not depend on cards
    left, right = 0, frame.side.x
    best, best_top, run, top = 0, 0, 0, 0
    for y in range(frame.top.bottom, surface.get_height()):
        row = [surface.get_at((x, y))[:3] for x in range(left, right, 2)]
        lo = [min(p[c] for p in row) for c in range(3)]
        hi = [max(p[c] for p in row) for c in range(3)]
        if max(h - lo_ for h, lo_ in zip(hi, lo, strict=True)) <= NOISE:
            if run == 0:
                top = y
            run += 1
            if run > best:
                best, best_top = run, top
        else:
            run = 0
    return best, best_top


def shoot(game: str, folder: Path, seed: int = 3) -> Path:
    path = folder / f"{game}.png"
    subprocess.run([sys.executable, "-m", "astromagie", "--seed", str(seed), "--screenshot",
                    str(path), "--game", game], check=True, capture_output=True,
                   cwd=Path(__file__).resolve().parents[1])
    return path


def drawn_table(game: str, size: tuple[int, int] = (1280, 800)) -> pygame.Surface:
    """`game`'s table at a random mid-game position, drawn in this process (no window)."""
    import random

    from astromagie.gameconfig import GameConfig, SeatConfig
    from astromagie.host import registry
    from astromagie.storage.settings import Settings
    from astromagie.ui.app import App
    from astromagie.ui.kit.table import KitTableScene

    app = App(Settings(), size=size)
    app.save_settings = lambda: None  # type: ignore[method-assign]
    state = registry.rules(game).new(4, 3, {})
    rng = random.Random(3)
    for _ in range(14):
        if not state.is_over():
            state.apply(rng.choice(state.legal_moves()))
    seats = tuple(SeatConfig(n, "human" if i == 0 else "easy")
                  for i, n in enumerate(("You", "Vega", "Orion", "Lyra")))
    scene = KitTableScene(app, GameConfig(seats, seed=3, game=game), state, ai_mode="thread",
                          ai_budget=0.01, autosave=False)
    app.stack.push(scene)
    app.run_frames(2)
    surface = pygame.Surface(size)
    scene.draw(surface)
    scene.session.close()
    return surface


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", help="screenshots to measure")
    parser.add_argument("--shoot", action="store_true", help="shoot all four games first")
    parser.add_argument("--quick", action="store_true", help=QUICK_HELP)
    args = parser.parse_args()
    pygame.display.init()
    report_machine()
    files = [Path(f) for f in args.files]
    worst = 0
    if args.quick:
        height, top = empty_band(drawn_table("zahlenstreifen"))
        print(f"zahlenstreifen (drawn): empty band {height} px from y={top}")
        figure("tallest empty band", height, "px")
        return 0
    with tempfile.TemporaryDirectory() as scratch:
        if args.shoot:
            files += [shoot(game, Path(scratch)) for game in GAMES]
        for path in files:
            height, top = empty_band(pygame.image.load(str(path)))
            worst = max(worst, height)
            print(f"{path.name}: empty band {height} px from y={top}"
                  f"{'' if height <= LIMIT else f' (over {LIMIT})'}")
    figure("tallest empty band", worst, "px")
    return 0 if worst <= LIMIT else 1


if __name__ == "__main__":
    sys.exit(main())
