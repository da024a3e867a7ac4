"""Coach marks: a speech bubble with an arrow and outlines pointing at the table.

`place_bubble` finds where the bubble goes (pure geometry: near what it points at,
never over it, and as little as possible over the row, the hand and the buttons).
`build_mark` renders the texts once and returns a `CoachMark`, a read-only value the
guided game keeps until the step, the window or the language changes; `draw_mark`
only paints it. The bubble's buttons are plain rectangles the scene hit-tests.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from astromagie.look import theme

MIN_TEXT_PX = 14  # the smallest font the bubble uses (legible at 1024x700)
CLEARANCE = 14  # pixels kept free around what the bubble points at


@dataclass(frozen=True)
class Avoid:
    """A part of the screen the bubble should not cover; `weight` says how much it matters."""

    rect: pygame.Rect
    weight: float


@dataclass
class CoachMark:
    """One coach mark, laid out: the bubble, its texts, buttons, outlines and arrow."""

    bubble: pygame.Rect
    texts: list[tuple[pygame.Surface, tuple[int, int]]]
    buttons: dict[str, pygame.Rect]
    labels: dict[str, pygame.Surface]
    primary: str | None  # the highlighted button
    outlines: list[pygame.Rect]
    arrow: tuple[tuple[int, int], tuple[int, int]] | None
    scale: float
    dim: bool = False  # shade the table behind (the last step)
    path: tuple[tuple[int, int], tuple[int, int]] | None = None  # a drag to show: card to place
    keep: list[pygame.Rect] = field(default_factory=list)  # texts the drag's dots leave alone
    sizes: dict[str, int] = field(default_factory=dict)  # font sizes used, for tests


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def place_bubble(screen: tuple[int, int], size: tuple[int, int], targets: Sequence[pygame.Rect],
                 avoid: Sequence[Avoid], margin: int = 8,
                 clear: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a bubble of `size` goes: over none of `targets` (nor `clear`, what must stay
    readable), close to the first target, covering as little of `avoid` as it can; centred
    when there is nothing to point at."""
    w, h = screen
    bw, bh = min(size[0], w - 2 * margin), min(size[1], h - 2 * margin)
    if not targets:
        return pygame.Rect((w - bw) // 2, (h - bh) // 2, bw, bh)
    hard = [t.inflate(2 * CLEARANCE, 2 * CLEARANCE) for t in targets] + list(clear)
    aim = targets[0].center
    step = max(16, w // 40)  # ~1000 candidates: a rebuild costs well under a frame
    best: tuple[float, pygame.Rect] | None = None
    fallback: tuple[float, pygame.Rect] | None = None
    xs = sorted({*range(margin, w - bw - margin + 1, step), max(margin, w - bw - margin)})
    ys = sorted({*range(margin, h - bh - margin + 1, step), max(margin, h - bh - margin)})
    for y in ys:  # the grid includes the far edges, so corners are tried too
        for x in xs:
            rect = pygame.Rect(x, y, bw, bh)
            cost = math.dist(rect.center, aim)
            for a in avoid:
                cost += a.weight * _overlap(rect, a.rect) / max(1, bw)
            if any(rect.colliderect(t) for t in hard):
                cost += 100_000 + sum(_overlap(rect, t) for t in hard)  # only if nothing fits
                if fallback is None or cost < fallback[0]:
                    fallback = (cost, rect)
                continue
            if best is None or cost < best[0]:
                best = (cost, rect)
    chosen = best or fallback
    return chosen[1] if chosen is not None else pygame.Rect(margin, margin, bw, bh)


def arrow_between(bubble: pygame.Rect, target: pygame.Rect,
                  obstacles: Sequence[pygame.Rect] = ()) -> tuple[tuple[int, int],
                                                                  tuple[int, int]]:
    """From the bubble's edge towards the target, ending just outside the target.

    Of the ways in (from above or below at several points along the target, or from its
    sides), the one that crosses the fewest `obstacles` (labels the arrow must not run
    through: the buttons, the preview line; playtest F10) wins, then the most direct one.
    """
    around = target.inflate(2 * (CLEARANCE - 4), 2 * (CLEARANCE - 4))
    ends: list[tuple[int, int]] = []
    for fraction in (0.5, 0.3, 0.7, 0.12, 0.88):
        x = round(around.left + fraction * around.w)
        ends += [(x, around.top), (x, around.bottom)]
    for fraction in (0.5, 0.25, 0.75):
        y = round(around.top + fraction * around.h)
        ends += [(around.left, y), (around.right, y)]
    best: tuple[tuple[int, float], tuple[tuple[int, int], tuple[int, int]]] | None = None
    for end in ends:
        ex, ey = end
        if around.left < ex < around.right and bubble.top <= ey <= bubble.bottom:
            continue  # a way in from above or below that the bubble itself blocks
        sx = min(max(ex, bubble.left + 12), bubble.right - 12)
        sy = min(max(ey, bubble.top + 12), bubble.bottom - 12)
        if bubble.left < ex < bubble.right:  # straight up or down
            sy = bubble.top if ey < bubble.top else bubble.bottom
        elif bubble.top < ey < bubble.bottom:  # straight left or right
            sx = bubble.left if ex < bubble.left else bubble.right
        start = (sx, sy)
        # does the way in run through the target itself (entering from its far side)?
        inner = target.inflate(-4, -4)
        through = 1 if inner.w > 0 and inner.h > 0 and inner.clipline(start, end) else 0
        crossed = sum(1 for rect in obstacles if rect.clipline(start, end)) + 2 * through
        score = (crossed, math.dist(start, end) + math.dist(end, target.center))
        if best is None or score < best[0]:
            best = (score, (start, end))
    assert best is not None
    return best[1]


def build_mark(screen: tuple[int, int], scale: float, title: str, body: str, counter: str,
               buttons: Sequence[tuple[str, str]], primary: str | None,
               targets: Sequence[pygame.Rect], avoid: Sequence[Avoid],
               wrong: str | None = None, dim: bool = False,
               clear: Sequence[pygame.Rect] = (),
               path: tuple[tuple[int, int], tuple[int, int]] | None = None,
               labels_below: Sequence[pygame.Rect] = ()) -> CoachMark:
    """Lay out a coach mark; `buttons` are (id, label), `wrong` a hint shown in red,
    `clear` what the bubble must leave readable (see `place_bubble`), `labels_below` the
    table's labels the arrow should not run through."""
    text_px = max(MIN_TEXT_PX, round(18 * scale))
    title_px = max(MIN_TEXT_PX + 2, round(22 * scale))
    small_px = max(MIN_TEXT_PX, round(15 * scale))
    pad = max(10, round(16 * scale))
    width = min(screen[0] - 40, max(round(460 * scale), 420))
    inner = width - 2 * pad
    counter_surf = theme.render(counter, "text", small_px, theme.TEXT_DIM)
    lines: list[tuple[str, str, int, tuple[int, int, int]]] = []
    title_width = inner - counter_surf.get_width() - pad  # the counter sits beside the title
    for line in theme.wrap(title, "bold", title_px, title_width):
        lines.append((line, "bold", title_px, theme.GOLD))
    for line in theme.wrap(body, "text", text_px, inner):
        lines.append((line, "text", text_px, theme.TEXT))
    if wrong:
        for line in theme.wrap(wrong, "bold", text_px, inner):
            lines.append((line, "bold", text_px, (255, 150, 150)))
    surfaces = [(theme.render(t, role, px, colour), px) for t, role, px, colour in lines]
    gap = round(4 * scale)
    button_h = max(30, round(36 * scale))
    labels = {wid: theme.render(label, "bold", text_px, theme.TEXT) for wid, label in buttons}
    height = pad + sum(s.get_height() + gap for s, _ in surfaces) + pad
    if buttons:
        height += button_h + pad // 2
    bubble = place_bubble(screen, (width, height), targets, avoid, clear=clear)
    texts: list[tuple[pygame.Surface, tuple[int, int]]] = []
    y = bubble.y + pad
    for surf, _px in surfaces:
        texts.append((surf, (bubble.x + pad, y)))
        y += surf.get_height() + gap
    texts.append((counter_surf, (bubble.right - pad - counter_surf.get_width(), bubble.y + pad)))
    rects: dict[str, pygame.Rect] = {}
    x = bubble.right - pad
    for wid, _label in reversed(buttons):
        bw = labels[wid].get_width() + 2 * pad
        rect = pygame.Rect(x - bw, bubble.bottom - pad // 2 - button_h - pad // 2, bw, button_h)
        rects[wid] = rect
        x = rect.x - pad // 2
    arrow = None
    if targets:
        others = [r for r in [*labels_below, *clear] if not r.colliderect(targets[0])]
        arrow = arrow_between(bubble, targets[0], others)
    outlines = [t.inflate(8, 8) for t in targets]
    return CoachMark(bubble, texts, rects, labels, primary, outlines, arrow, scale, dim=dim,
                     path=path, sizes={"text": text_px, "title": title_px, "small": small_px},
                     keep=list(clear))


def _arrow_head(start: tuple[int, int], end: tuple[int, int], size: float) -> list[tuple[float,
                                                                                          float]]:
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    left = (end[0] - size * math.cos(angle - 0.45), end[1] - size * math.sin(angle - 0.45))
    right = (end[0] - size * math.cos(angle + 0.45), end[1] - size * math.sin(angle + 0.45))
    return [end, left, right]


def _dotted_path(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int],
                 s: float, pulse: float, keep: Sequence[pygame.Rect] = ()) -> None:
    """The way a card is dragged: dots from the card to its place, moving along."""
    length = math.dist(start, end)
    gap = max(14.0, 22 * s)
    dots = int(length // gap)
    radius = max(3, round(4 * s))
    for i in range(1, dots):
        t = (i + pulse) / dots
        if t >= 1:
            continue
        x = start[0] + (end[0] - start[0]) * t
        y = start[1] + (end[1] - start[1]) * t
        if any(r.collidepoint(x, y) for r in keep):
            continue  # over the preview or a refusal: the words come first
        pygame.draw.circle(surface, (10, 10, 30), (round(x), round(y)), radius + 2)
        pygame.draw.circle(surface, theme.ACCENT, (round(x), round(y)), radius)
    pygame.draw.polygon(surface, theme.ACCENT, _arrow_head(start, end, max(12, 18 * s)), 0)


def visible_parts(start: tuple[int, int], end: tuple[int, int],
                  keep: Sequence[pygame.Rect]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The pieces of the line start-end that lie outside every rect of `keep` (texts that
    must stay readable: the line breaks off over them, as if it ran behind them)."""
    length = math.dist(start, end)
    if length == 0:
        return []
    cut: list[tuple[float, float]] = []
    for rect in keep:
        hit = rect.inflate(4, 4).clipline(start, end)
        if hit:
            (ax, ay), (bx, by) = hit
            ta = math.dist(start, (ax, ay)) / length
            tb = math.dist(start, (bx, by)) / length
            cut.append((min(ta, tb), max(ta, tb)))
    pieces: list[tuple[float, float]] = [(0.0, 1.0)]
    for lo, hi in cut:
        pieces = [part for a, b in pieces
                  for part in ((a, min(b, lo)), (max(a, hi), b)) if part[1] - part[0] > 1e-3]

    def at(t: float) -> tuple[int, int]:
        return (round(start[0] + (end[0] - start[0]) * t),
                round(start[1] + (end[1] - start[1]) * t))

    return [(at(a), at(b)) for a, b in pieces]


def draw_mark(surface: pygame.Surface, mark: CoachMark, pulse: float,
              hover: str | None = None) -> None:
    """Paint `mark`; `pulse` (0..1) makes the outlines breathe, `hover` lights a button."""
    if mark.dim:
        theme.shade(surface)
    s = mark.scale
    glow = theme.lerp(theme.GOLD, (255, 245, 200), pulse)
    thick = max(2, round(3 * s))
    if mark.path is not None:
        _dotted_path(surface, *mark.path, s, pulse, mark.keep)
    for rect in mark.outlines:
        grow = round(4 * s * pulse)
        pygame.draw.rect(surface, (10, 10, 30), rect.inflate(grow + 4, grow + 4), thick + 2,
                         border_radius=round(10 * s))
        pygame.draw.rect(surface, glow, rect.inflate(grow, grow), thick,
                         border_radius=round(10 * s))
    if mark.arrow is not None:
        start, end = mark.arrow
        width = max(3, round(5 * s))
        head = _arrow_head(start, end, max(12, 20 * s))
        parts = visible_parts(start, end, mark.keep)  # the preview's words come first (F10)
        for a, b in parts:
            pygame.draw.line(surface, (10, 10, 30), a, b, width + 4)
        pygame.draw.polygon(surface, (10, 10, 30), head, 0)
        for a, b in parts:
            pygame.draw.line(surface, glow, a, b, width)
        pygame.draw.polygon(surface, glow, _arrow_head(start, end, max(10, 17 * s)), 0)
    radius = round(theme.RADIUS * s) + 4
    theme.rounded_panel(surface, mark.bubble.move(0, round(5 * s)), (0, 0, 0, 110), None, radius)
    theme.rounded_panel(surface, mark.bubble, (20, 24, 62, 250), theme.GOLD, radius, 2)
    for surf, pos in mark.texts:
        surface.blit(surf, pos)
    for wid, rect in mark.buttons.items():
        main = wid == mark.primary
        colour = theme.CONTROL_HOVER if wid == hover else (
            theme.SELECTED if main else theme.CONTROL)
        pygame.draw.rect(surface, colour, rect, border_radius=round(8 * s))
        pygame.draw.rect(surface, theme.GOLD if main else theme.CONTROL_BORDER, rect,
                         2 if main else 1, border_radius=round(8 * s))
        label = mark.labels[wid]
        surface.blit(label, label.get_rect(center=rect.center))
