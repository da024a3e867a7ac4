"""Entry script of the PyInstaller build: the `Astromagie` executable starts here.

freeze_support() comes first: the AI may run in a "spawn" child process, and in a
frozen app that child is this same executable started with special arguments,
which freeze_support() recognises and serves before anything else happens.

ASTROMAGIE_EXIT_AFTER_FIRST_FRAME=1 (benchmarks/frozen_startup.py) prints the line
"first frame <CPU seconds used so far>" on stdout right after the first
pygame.display.flip() and ends the app through its normal cleanup; the benchmark
times launch -> that line.

ASTROMAGIE_CHECK_SPAWN=1 (scripts/build.py --smoke) starts one "spawn" child
process the way the AI worker does, has it locate locales/en.yaml, prints
"spawn ok <path>" and exits: proof that a frozen child process starts, imports
the game and finds its files, instead of opening a second game window.
"""

import multiprocessing
import os
import sys
import time

FIRST_FRAME_MARKER = "first frame"


def _probe_first_frame() -> None:
    """Wrap pygame.display.flip: report the first frame, then end the app."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    original = pygame.display.flip

    def flip() -> None:
        original()
        pygame.display.flip = original
        print(f"{FIRST_FRAME_MARKER} {time.process_time():.3f}", flush=True)
        raise SystemExit(0)  # not an Exception: the UI's cleanup (finally) still runs

    pygame.display.flip = flip


def _check_spawn() -> int:
    import logging

    from astromagie.applog import setup_logging
    from astromagie.resources import resource_path

    setup_logging()
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(1) as pool:
        found = pool.apply(resource_path, ("locales", "en.yaml"))
    message = f"spawn ok {found}"
    logging.getLogger("astromagie.build").info(message)  # a windowed build may lack stdout
    if sys.stdout is not None:
        print(message, flush=True)
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    if os.environ.get("ASTROMAGIE_CHECK_SPAWN"):
        sys.exit(_check_spawn())
    if os.environ.get("ASTROMAGIE_EXIT_AFTER_FIRST_FRAME"):
        _probe_first_frame()
    from astromagie.cli.launch import launch

    sys.exit(launch())
