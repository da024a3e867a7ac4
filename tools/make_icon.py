"""Draw the application icon with pygame and write it as PNG and Windows ICO files.

    python3 tools/make_icon.py [OUT_DIR]     (default: assets/icons/)

Writes astromagie.png (256x256), astromagie-48.png (48x48) and astromagie.ico
(16-256 px, PNG-compressed entries, a format Windows reads since Vista). The
ICO container is written here by hand: pygame cannot write .ico and Pillow is
not a dependency. Each size is drawn on its own so the small ones stay clean.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from astromagie.look.fonts import glyph_surface  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
SIGNS = ("ARI", "TAU", "GEM", "CAN", "LEO", "VIR", "LIB", "SCO", "SAG", "CAP", "AQU", "PIS")
GOLD = (236, 196, 108)
PALE_GOLD = (250, 228, 170)
SKY_TOP = (44, 36, 112)
SKY_BOTTOM = (10, 10, 36)
SUPERSAMPLE = 4


def _mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def _star(cx, cy, r_out, r_in, tips, rot=-90.0):
    pts = []
    for i in range(tips * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / tips)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def draw_icon(size: int) -> pygame.Surface:
    """The icon at `size` px: a gold zodiac wheel with a star on a night-sky tile."""
    k = SUPERSAMPLE
    big = size * k
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    surf.fill((*GOLD, 0))
    radius = round(big * 0.2)
    # Night-sky tile: vertical gradient clipped to a rounded square.
    column = pygame.Surface((1, big), pygame.SRCALPHA)
    for y in range(big):
        column.set_at((0, y), (*_mix(SKY_TOP, SKY_BOTTOM, y / (big - 1)), 255))
    tile = pygame.transform.scale(column, (big, big))
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(tile, (0, 0))
    pygame.draw.rect(
        surf, (*GOLD, 255), surf.get_rect(), max(1, round(big * 0.025)), border_radius=radius
    )
    c = big / 2
    detailed = size >= 48
    # Faint stars in the tile's corners.
    if detailed:
        for fx, fy, fr in (
            (0.13, 0.14, 0.012),
            (0.86, 0.12, 0.009),
            (0.9, 0.84, 0.011),
            (0.1, 0.88, 0.008),
            (0.78, 0.22, 0.006),
            (0.2, 0.76, 0.006),
        ):
            pygame.draw.circle(surf, (255, 248, 225, 200), (fx * big, fy * big), fr * big)
    # The wheel.
    r_out = big * (0.40 if detailed else 0.42)
    glow = pygame.Surface((big, big), pygame.SRCALPHA)
    for i in range(8):
        pygame.draw.circle(glow, (*GOLD, 10), (c, c), r_out * (1.08 - i * 0.06))
    surf.blit(glow, (0, 0))
    line = max(1, round(big * (0.018 if detailed else 0.04)))
    pygame.draw.circle(surf, GOLD, (c, c), r_out, line)
    if detailed:
        pygame.draw.circle(surf, GOLD, (c, c), r_out * 0.70, max(1, line * 2 // 3))
        for i in range(12):
            a = math.radians(i * 30)
            p0 = (c + math.cos(a) * r_out * 0.70, c + math.sin(a) * r_out * 0.70)
            p1 = (c + math.cos(a) * r_out, c + math.sin(a) * r_out)
            pygame.draw.line(surf, _mix(GOLD, SKY_BOTTOM, 0.25), p0, p1, max(1, line // 2))
    else:
        for i in range(12):
            a = math.radians(i * 30 + 15)
            p0 = (c + math.cos(a) * r_out * 0.78, c + math.sin(a) * r_out * 0.78)
            p1 = (c + math.cos(a) * r_out, c + math.sin(a) * r_out)
            pygame.draw.line(surf, GOLD, p0, p1, max(1, line // 2))
    star_r = r_out * (0.55 if detailed else 0.7)
    pygame.draw.polygon(surf, GOLD, _star(c, c, star_r, star_r * 0.28, 8))
    pygame.draw.polygon(surf, PALE_GOLD, _star(c, c, star_r * 0.62, star_r * 0.2, 4))
    out = pygame.transform.smoothscale(surf, (size, size))
    if size >= 128:
        # The twelve signs between the rings, drawn at the final size so they stay sharp.
        for i, sign in enumerate(SIGNS):
            a = math.radians(165 - i * 30)  # Aries at the left, signs counter-clockwise
            rr = r_out / k * 0.85
            g = glyph_surface(sign, (round(size * 0.075), round(size * 0.075)), PALE_GOLD)
            pos = (size / 2 + math.cos(a) * rr, size / 2 + math.sin(a) * rr)
            out.blit(g, g.get_rect(center=(round(pos[0]), round(pos[1]))))
    return out


def png_bytes(surf: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surf, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An ICO container holding PNG images keyed by size (<= 256)."""
    count = len(images)
    header = struct.pack("<HHH", 0, 1, count)  # reserved, type 1 = icon, image count
    entries = b""
    payload = b""
    offset = 6 + 16 * count
    for size, data in sorted(images.items()):
        dim = 0 if size >= 256 else size  # 0 means 256 in the one-byte fields
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent / "assets" / "icons"
    parser.add_argument("out_dir", nargs="?", type=Path, default=default)
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()
    args.out_dir.mkdir(parents=True, exist_ok=True)
    images = {size: png_bytes(draw_icon(size)) for size in ICO_SIZES}
    outputs = {
        "astromagie.png": images[256],
        "astromagie-48.png": images[48],
        "astromagie.ico": ico_bytes(images),
    }
    for name, data in outputs.items():
        target = args.out_dir / name
        tmp = target.with_suffix(target.suffix + ".tmp")
        tmp.write_bytes(data)
        os.replace(tmp, target)
        print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
