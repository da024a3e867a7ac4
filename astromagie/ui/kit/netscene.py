"""The network table in a window: the kit's table scene fed by a `NetTable` (issue 42).

The same table as always (`KitTableScene`): the scene paints the session and turns
gestures into session calls. Only a few things differ: each frame it polls the
network table first (never waiting: the link runs in its own thread), holding the
next position while a move's cards still fly; it wakes often enough to hear the
server; a new language also words the away seats again; the host's window shows a
button on an away friend's panel that hands the seat to an AI and back; and its results
(`NetResultsScene`) watch again the true record the server sends at the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.ui.scene import THREAD_POLL, soonest
from astromagie.ui.widgets import Button
from astromagie.ui.widgets.keycap import key_name

from .netplay import NetTable
from .results import KitResultsScene
from .table import KitTableScene

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

HANDOVER_KEY = pygame.K_b  # B: the host hands the first away seat to a bot, and back


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

    # -- the host's hand-over: a small button on an away friend's panel -------------------
    def handover_buttons(self) -> list[tuple[int, bool, pygame.Rect]]:
        """(seat, to a bot?, where its button lies) for each seat the host may hand over
        now: on the seat's panel, at the right of the line under the name (the score
        stands above it, the game's lines below)."""
        offers = self.net.handovers()
        if not offers:
            return []
        seats = self.painter.seat_count(self.state, self.state.num_players)
        scale = self.frame.scale
        out = []
        for seat, to_bot in offers:
            panel = self.frame.seat_rect(seat, seats)
            width = min(round(150 * scale), panel.w // 2)
            height = max(14, round(20 * scale))
            rect = pygame.Rect(0, 0, width, height)
            # under the score (which ends about 26 px down), over the panel's next line
            rect.topright = (panel.right - round(8 * scale), panel.top + round(27 * scale))
            out.append((seat, to_bot, rect))
        return out

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for seat, to_bot, rect in self.handover_buttons():
                if rect.collidepoint(event.pos):
                    self.net.hand_over(seat, to_bot)
                    return
        if event.type == pygame.KEYDOWN and event.key == HANDOVER_KEY and \
                (offers := self.net.handovers()):
            seat, to_bot = offers[0]  # the keyboard's way to the first away seat's button
            self.net.hand_over(seat, to_bot)
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size = max(theme.MIN_TEXT_PX, round(theme.SMALL_SIZE * 0.85 * self.frame.scale))
        for _seat, to_bot, rect in self.handover_buttons():
            theme.rounded_panel(surface, rect, theme.GOLD if to_bot else theme.CONTROL,
                                theme.GOLD_DEEP, radius=rect.h // 2)
            words = f'{tr("net.hand_to_ai" if to_bot else "net.take_back")} ' \
                f'({key_name(HANDOVER_KEY)})'
            label = theme.render_fit(words, "bold", size, rect.w - 8,
                                     theme.TEXT_DARK if to_bot else theme.TEXT)
            surface.blit(label, label.get_rect(center=rect.center))

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
        self.net = net  # first: the standings (built in the base's set-up) ask it
        super().__init__(app, *args, **kwargs)

    def levels(self) -> list[str]:
        """A person at another screen is a friend here, as on the table's chips."""
        levels = super().levels()
        mine = self.net.seated.seat if self.net is not None else -1
        return [tr("table.level.friend") if seat.is_human and index != mine else level
                for index, (seat, level) in enumerate(zip(self.config.seats, levels,
                                                          strict=True))]

    def build(self) -> None:
        super().build()
        for wid in ("again", "new_game"):  # the seats are the lobby's to choose
            self.form.get(wid, Button).set_enabled(False)
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
