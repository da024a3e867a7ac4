"""The network table in a window: the kit's table scene fed by a `NetTable` (issue 42).

The same table as always (`KitTableScene`): the scene paints the session and turns
gestures into session calls. Only three things differ: each frame it polls the
network table first (never waiting: the link runs in its own thread), holding the
next position while a move's cards still fly; it wakes often enough to hear the
server; a new language also words the away seats again; and its results
(`NetResultsScene`) show the end as always but offer no Watch again of a mirror.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
                            bests=bests)


class NetResultsScene(KitResultsScene):
    """The end of a network game: the winner, the scores, the breakdown and the chart, as
    at every table. The window held a mirror (the others' cards guessed), so it offers no
    Watch again, review or archive of it (the host's server keeps the true record), and
    New game goes back to the lobby's choices (the title) rather than to a local table."""

    NOT_HERE = ("new_game", "watch", "review", "archive")

    def build(self) -> None:
        super().build()
        for wid in self.NOT_HERE:
            self.form.get(wid, Button).set_enabled(False)

    def new_game(self) -> None:
        return None

    def watch(self) -> None:
        return None

    def review(self) -> None:
        return None

    def archive(self) -> None:
        return None
