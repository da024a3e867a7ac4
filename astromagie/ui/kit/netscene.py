"""The network table in a window: the kit's table scene fed by a `NetTable` (issue 42).

The same table as always (`KitTableScene`): the scene paints the session and turns
gestures into session calls. Only three things differ: each frame it polls the
network table first (never waiting: the link runs in its own thread), holding the
next position while a move's cards still fly; it wakes often enough to hear the
server; and a new language also words the away seats again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from astromagie.ui.scene import THREAD_POLL, soonest

from .netplay import NetTable
from .table import KitTableScene

if TYPE_CHECKING:
    from astromagie.ui.scene import Services


class NetTableScene(KitTableScene):
    """A game at a table server, seen from this window's seat."""

    def __init__(self, app: Services, net: NetTable) -> None:
        if net.session is None:
            raise ValueError("the network table has not begun")
        super().__init__(app, net.session.config, session=net.session)
        self.net = net
        net.listen(self)

    def update(self, dt: float) -> None:
        self.net.poll(busy=self.animator.busy)
        super().update(dt)

    def wake_in(self) -> float | None:
        return soonest(super().wake_in(), THREAD_POLL)  # the server may speak at any time

    def on_language(self, lang: str) -> None:
        super().on_language(lang)
        self.net.rename()
