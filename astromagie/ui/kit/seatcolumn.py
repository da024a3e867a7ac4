"""The scoreboard's column of seat panels, each as tall as what it holds.

Every panel used to get the same height, so a seat with little in it ("You": a name,
one line) stood tall and half empty and a 4-5 seat column looked padded (pt17 1). Now
each panel asks for its own height (`seats.panel_height`, a dummy's `neutral_height`),
the panels keep one width and share the room left as even gaps, and where the column
has less room than they ask, the tallest give up room first (`frame.fitted_heights`),
so a short panel is never cut for a tall one (`Frame.seat_column`). The heights
ride on the `Frame` (`Frame.seat_heights`), so everything that finds a seat's panel
(points, flights, tips) finds the one painted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Protocol

from astromagie.look import theme

from .frame import Frame
from .seats import SeatPanel, panel_height


class SeatSource(Protocol):
    """What tells the seats' panels (the `KitPainter`)."""

    def seat_panels(self, snap: Any) -> Sequence[SeatPanel]: ...

    def neutral_seats(self, state: Any) -> Sequence[Any]: ...


def neutral_height(lines: int, scale: float) -> int:
    """A dummy's panel (`KitPainter._neutral_seat`): its name, its lines, a margin."""
    def height(base: int) -> int:
        return theme.font("text", max(theme.MIN_TEXT_PX, round(base * scale))).size("Ag")[1]

    return 8 + height(19) + lines * height(15) + 8


def seat_heights(painter: SeatSource, snap: Any, scale: float) -> tuple[int, ...]:
    """The height each panel of the scoreboard asks for, the players' then the dummies'."""
    players = [panel_height(panel, scale) for panel in painter.seat_panels(snap)]
    dummies = [neutral_height(len(seat.lines), scale)
               for seat in painter.neutral_seats(snap.state)]
    return (*players, *dummies)


def with_seat_heights(frame: Frame, painter: SeatSource, snap: Any) -> Frame:
    """`frame` with each seat's panel as tall as it asks (the same frame if nothing moved).
    A panel grows when it has more to say and does not shrink back when a line goes (a
    leader's "holds the trick" passing from seat to seat): the panels under it would
    otherwise jump up and down a line with it."""
    heights = seat_heights(painter, snap, frame.scale)
    before = frame.seat_heights
    if len(before) == len(heights):  # (where all fit whole: else a line kept empty cut
        kept = tuple(max(old, new) for old, new in zip(before, heights, strict=True))
        heights = kept if frame.seat_panels_fit(kept) else heights  # one that is there)
    return frame if heights == before else replace(frame, seat_heights=heights)
