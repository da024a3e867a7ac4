"""Layout helpers: rectangles in a column, in a row, split by shares, centred."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def column(x: int, top: int, width: int, heights: Sequence[int], gap: int) -> list[pygame.Rect]:
    """Rectangles stacked downwards from `top`, `width` wide, `gap` apart."""
    rects, y = [], top
    for h in heights:
        rects.append(pygame.Rect(x, y, width, h))
        y += h + gap
    return rects


def row(left: int, y: int, widths: Sequence[int], height: int, gap: int) -> list[pygame.Rect]:
    """Rectangles side by side from `left`, `gap` apart."""
    rects, x = [], left
    for w in widths:
        rects.append(pygame.Rect(x, y, w, height))
        x += w + gap
    return rects


def split(rect: pygame.Rect, parts: Sequence[float], gap: int) -> list[pygame.Rect]:
    """`rect` cut left to right into pieces proportional to `parts`, `gap` apart."""
    total = sum(parts)
    free = rect.w - gap * (len(parts) - 1)
    rects, x = [], rect.x
    for i, p in enumerate(parts):
        w = rect.right - x if i == len(parts) - 1 else round(free * p / total)
        rects.append(pygame.Rect(x, rect.y, w, rect.h))
        x += w + gap
    return rects


def centered(size: tuple[int, int], width: int, height: int, dy: int = 0) -> pygame.Rect:
    """A `width` x `height` rectangle in the middle of a window of `size`."""
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (size[0] // 2, size[1] // 2 + dy)
    return rect

