"""Time the first (uncached) drawing of every card face, the back and the six slots.

    python3 tools/bench_art.py

Prints milliseconds per width and the machine; headless (dummy video driver).
"""

from __future__ import annotations

import os
import platform
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from astromagie.games.astromagie.engine.cards import CODES  # noqa: E402
from astromagie.games.astromagie.view.faces import CARD_RATIO, CardArt  # noqa: E402
from astromagie.i18n import tr  # noqa: E402


def main() -> int:
    pygame.display.init()
    pygame.font.init()
    tr("kind.zodiac")  # load the catalog outside the timing
    for width in (60, 120, 180):
        art = CardArt()
        size = (width, round(width / CARD_RATIO))
        start = time.perf_counter()
        for code in CODES:
            art.face(code, size)
        art.back(size)
        for position in range(1, 7):
            art.slot(position, size)
        ms = (time.perf_counter() - start) * 1000
        print(
            f"width {width}px: {len(CODES)} faces + back + 6 slots in {ms:.0f} ms "
            f"({ms / (len(CODES) + 7):.1f} ms each)"
        )
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cpus, Python {platform.python_version()}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
