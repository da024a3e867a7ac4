"""The network table in a window: the kit's table scene fed by a `NetTable` (issue 42).

The same table as always (`KitTableScene`): the scene paints the session and turns
gestures into session calls. Only three things differ: each frame it polls the
network table first (never waiting: the link runs in its own thread), holding the
next position while a move's cards still fly; it wakes often enough to hear the
server; a new language also words the away seats again; and its results
(`NetResultsScene`) watch again the true record the server sends at the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from astromagie.ui.scene import THREAD_POLL, soonest
from astromagie.ui.widgets import Button

from .netplay import NetTable
from .results import KitResultsScene
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

    def ended(self, bests: dict[str, int]) -> None:
        self.app.push_scene("netresults", self.state, self.config, self.net.playback(),
                            bests=bests, net=self.net)


class NetResultsScene(KitResultsScene):
    """The end of a network game: the winner, the scores, the breakdown and the chart, as
    at every table. The update that ends the game brings its true record (filed in the
    archive by `NetTable`); until it is here (the mirror may end with this window's own
    last move, just before) Watch again, review and the archive wait, then they show the
    true game. New game is not offered: the table's seats are the lobby's to choose."""

    WITH_RECORD = ("watch", "review", "archive")

    def __init__(self, app: Services, *args: Any, net: NetTable | None = None,
                 **kwargs: Any) -> None:
        super().__init__(app, *args, **kwargs)
        self.net = net

    def build(self) -> None:
        super().build()
        self.form.get("new_game", Button).set_enabled(False)
        self._offer()

    def _offer(self) -> None:
        """Watch again, review and the archive, enabled once the true record is here."""
        record = self.net.record if self.net is not None else None
        if record is not None:
            self.playback = record
        for wid in self.WITH_RECORD:
            self.form.get(wid, Button).set_enabled(record is not None)

    def update(self, dt: float) -> None:
        super().update(dt)
        net = self.net
        if net is not None and net.record is None:
            net.poll()  # the last update (with the record) may still be on its way
            self._offer()

    def wake_in(self) -> float | None:
        waiting = self.net is not None and self.net.record is None
        return soonest(super().wake_in(), THREAD_POLL if waiting else None)

    def new_game(self) -> None:
        return None

    def watch(self) -> None:
        if self.net is None or self.net.record is not None:
            super().watch()

    def review(self) -> None:
        if self.net is None or self.net.record is not None:
            super().review()

    def archive(self) -> None:
        if self.net is None or self.net.record is not None:
            super().archive()
