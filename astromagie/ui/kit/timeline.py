"""The replay's timeline: a slim bar with a mark per turn, the current one highlighted.

A turn's place on the bar and the turn under a point are worked out here from the
bar's rect and the number of turns alone (turn 0, the deal, at the left end; the last
turn at the right end), so a click and the painting agree. Turns that changed the
score (a trick or a round taken) get a taller mark in gold; a plain turn's mark is
left out where the turns lie closer than a mark needs, so the bar never turns into a
grey smear.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

import pygame

from astromagie.look import theme

MIN_STEP = 4  # pixels between two plain marks; closer, the plain marks are left out


def _ends(rect: pygame.Rect) -> tuple[int, int]:
    """The x of turn 0 and of the last turn: inside the bar by the knob's half width."""
    inset = rect.h // 2 + 2
    return rect.x + inset, rect.right - inset


def mark_x(rect: pygame.Rect, turns: int, turn: int) -> int:
    """Where turn `turn` (0: the deal) of `turns` lies on the bar."""
    left, right = _ends(rect)
    if turns <= 0:
        return left
    return left + round(max(0, min(turn, turns)) * (right - left) / turns)


def turn_at(rect: pygame.Rect, turns: int, x: int) -> int:
    """The turn whose mark lies nearest to `x` (outside the bar: the nearer end)."""
    left, right = _ends(rect)
    if turns <= 0 or right <= left:
        return 0
    return max(0, min(turns, round((x - left) * turns / (right - left))))


def paint_timeline(surface: pygame.Surface, rect: pygame.Rect, turns: int, current: int,
                   scoring: Collection[int], hover: bool,
                   text: Callable[[str, int, theme.Color], pygame.Surface],
                   font: int, label: int | None = None) -> None:
    """The bar, the part already watched filled, each turn's mark, the current turn's knob
    and its number over it (`label`, where the replay numbers it otherwise: a review's
    moment is shown before its move, under that move's number)."""
    track = pygame.Rect(rect.x, rect.centery - max(2, rect.h // 5), rect.w,
                        2 * max(2, rect.h // 5))
    pygame.draw.rect(surface, theme.CONTROL_HOVER if hover else theme.CONTROL, track,
                     border_radius=track.h // 2)
    now = mark_x(rect, turns, current)
    if current > 0:
        done = pygame.Rect(track.x, track.y, now - track.x, track.h)
        pygame.draw.rect(surface, theme.PANEL_BORDER, done, border_radius=track.h // 2)
    left, right = _ends(rect)
    plain = turns > 0 and (right - left) / turns >= MIN_STEP
    for turn in range(turns + 1):
        tall = turn in scoring
        if not (tall or plain):
            continue
        x = mark_x(rect, turns, turn)
        reach = rect.h // 2 if tall else track.h
        pygame.draw.line(surface, theme.GOLD if tall else theme.TEXT_DIM,
                         (x, rect.centery - reach), (x, rect.centery + reach), 2 if tall else 1)
    radius = max(4, rect.h // 2 - 1)
    pygame.draw.circle(surface, theme.GOLD, (now, rect.centery), radius)
    pygame.draw.circle(surface, theme.TEXT_DARK, (now, rect.centery), radius, 2)
    number = text(str(current if label is None else label), font, theme.TEXT)
    place = number.get_rect(midbottom=(now, rect.y - 1))
    surface.blit(number, place.clamp(pygame.Rect(rect.x, place.y, rect.w, place.h)))
