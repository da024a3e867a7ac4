"""Points flying to a seat: a move that changes a seat's score sends "+N" (or "−N") from
the board to that seat's panel on the scoreboard, where it fades.

Generic for every game: the change is read from the game's `scores` before and after
the move, nothing else. The labels run on the table's animator (`animation.Label` with
an `end`), so they keep the player's animation speed; at a speed where cards land at
once (`INSTANT_SPEED`: a table that shows no animations) no label flies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from astromagie.look import theme
from astromagie.ui.words import number_text

from .animation import Animator
from .played import score_changes as score_changes  # reckoned where a move is made

POINTS = "points"  # the kind of a score change's label
POINTS_SECONDS = 1.3  # from the board to the panel and faded there, at speed 1
INSTANT_SPEED = 10.0  # at this animation speed or faster nothing is shown flying
POINTS_PX = 30  # the label's size at scale 1
GAIN = theme.GOLD
LOSS = theme.DANGER


def points_text(change: int) -> str:
    """A change as the label reads: "+3", "−2" (a real minus sign), no words needed."""
    return f"+{change}" if change > 0 else number_text(change)


def score_spot(panel: pygame.Rect, scale: float) -> tuple[int, int]:
    """Where the label lands on a seat's panel: under the score at its top right, on the
    right of the line under the name (whose words stand at the left), not over the score
    it changes (the playtest read the two drawn over each other); inside the panel."""
    y = min(panel.y + round(50 * scale), panel.bottom - round(POINTS_PX * scale * 0.6))
    return (panel.right - round(40 * scale), y)


def backing(label: pygame.Surface, centre: tuple[int, int], alpha: int,
            scale: float) -> tuple[pygame.Surface, pygame.Rect]:
    """A dark pill behind a flying label, as opaque as the label: it reads over a card or
    a panel's words alike."""
    box = label.get_rect(center=centre).inflate(round(14 * scale), 0)
    pill = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (*theme.PANEL[:3], min(230, alpha)), pill.get_rect(),
                     border_radius=box.h // 2)
    return pill, box


def send_points(animator: Animator, changes: Sequence[tuple[int, int]],
                start: tuple[int, int], panel: Callable[[int], pygame.Rect], scale: float,
                delay: float = 0.0) -> None:
    """The labels of `changes`, side by side from `start` (the board), each to its seat's
    panel, after `delay` seconds (at speed 1: when the move's cards have landed)."""
    if animator.speed >= INSTANT_SPEED or animator.still:
        return
    gap = round(70 * scale)
    for i, (seat, change) in enumerate(changes):
        x = start[0] + round((i - (len(changes) - 1) / 2) * gap)
        animator.label(points_text(change), (x, start[1]), POINTS_SECONDS,
                       end=score_spot(panel(seat), scale), delay=delay, kind=POINTS,
                       color=GAIN if change > 0 else LOSS)
