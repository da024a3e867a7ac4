"""Render every card face, the back and the six slot kinds/states into one PNG to look at.

    python3 tools/contact_sheet.py [OUT.png] [--width 120] [--lang de] [--modern]

Writes /tmp/cards.png by default. Runs headless (dummy video driver).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from astromagie.games.astromagie.engine.cards import CODES  # noqa: E402
from astromagie.games.astromagie.view.backs import SLOT_STATES  # noqa: E402
from astromagie.games.astromagie.view.faces import CARD_RATIO, CardArt  # noqa: E402
from astromagie.i18n import set_language  # noqa: E402

BACKGROUND = (18, 40, 38)  # a dark green-blue table felt


def render(
    width: int, modern: bool, columns: int = 10, extra_widths=(60, 90, 180)
) -> pygame.Surface:
    art = CardArt()
    size = (width, round(width / CARD_RATIO))
    gap = max(8, width // 10)
    items = [art.face(code, size, modern) for code in CODES] + [art.back(size)]
    items += [art.slot(pos, size) for pos in range(1, 7)]
    items += [art.slot(3, size, state) for state in SLOT_STATES[1:]]
    items += [
        art.face(code, (w, round(w / CARD_RATIO)), modern)
        for w in extra_widths
        for code in ("LEO", "WATER", "JUPITER", "SXT")
    ]
    cards = {id(item) for item in items if item.get_at((1, item.get_height() // 2)).a == 255}
    rows: list[list[pygame.Surface]] = [[]]
    for item in items:
        if len(rows[-1]) == columns:
            rows.append([])
        rows[-1].append(item)
    sheet_w = gap + sum(
        max((r[i].get_width() for r in rows if i < len(r)), default=0) + gap for i in range(columns)
    )
    sheet_w = max(sheet_w, gap + sum(s.get_width() + gap for s in rows[-1]))
    sheet_h = gap + sum(max(s.get_height() for s in row) + gap for row in rows)
    sheet = pygame.Surface((sheet_w, sheet_h))
    sheet.fill(BACKGROUND)
    y = gap
    for row in rows:
        x = gap
        for s in row:
            if id(s) in cards:
                shadow = art.shadow(s.get_size())
                m = (shadow.get_width() - s.get_width()) // 2
                sheet.blit(shadow, (x - m, y - m + m // 2))
            sheet.blit(s, (x, y))
            x += s.get_width() + gap
        y += max(s.get_height() for s in row) + gap
    return sheet


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/cards.png")
    parser.add_argument("--width", type=int, default=120, help="card width in px")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--modern", action="store_true", help="variant V1 modern rulers")
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()
    set_language(args.lang)
    pygame.image.save(render(args.width, args.modern), args.out)
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
