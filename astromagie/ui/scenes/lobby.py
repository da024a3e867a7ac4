"""Play with friends (issue 42): host a table on this machine, or join a friend's.

Host a table: the player picks the game and who sits at each seat (you at the first,
then a friend or an AI of a strength), and the address to be reached at (this
machine's address on its network by default; 127.0.0.1 plays on this machine only).
Opening the table starts the table server inside the app (`net.hosting`, a thread of
its own; its tables are kept in the data folder, so a table left unfinished is
offered again by hosting again) and sits down at it like a friend. The invitation,
the address and the table code, is shown to read out and copied with Ctrl+C.

Join a table: the address and the code, or the invitation pasted (Ctrl+V) into the
code's field. The seat's token is kept (`<data>/net/seat.json`), so a player whose
window closed takes their seat back with Rejoin.

The lobby holds the connection (`NetTable`) and the hosted server while the table is
played on top of it; leaving the lobby (back to the title) closes both. Nothing here
waits for the network: the link answers in its own thread and `update` polls it.
"""

from __future__ import annotations

import json
import logging
import re
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from astromagie.host import registry
from astromagie.i18n import tr
from astromagie.look import theme
from astromagie.net.hosting import DEFAULT_PORT, HostedServer, HostError, lan_address
from astromagie.net.link import TableLink
from astromagie.net.protocol import CODE_ALPHABET, CODE_LENGTH, normal_code, show_code
from astromagie.storage.atomic import write_text_atomic
from astromagie.storage.paths import data_dir
from astromagie.ui.kit.netplay import NetTable
from astromagie.ui.kit.session import GUIDE_BOTS
from astromagie.ui.scene import THREAD_POLL, soonest
from astromagie.ui.widgets import Button, Choice, Label, MenuScene, T, TextInput
from astromagie.ui.widgets.text import TextSource

if TYPE_CHECKING:
    from astromagie.ui.scene import Services

log = logging.getLogger(__name__)
MAX_SEATS = 5
FRIEND = "friend"
SHOWN_LEVELS = ("easy", "medium", "hard")  # the AI strengths the setup screen offers too
ADDRESS = re.compile(r"(?:wss?://)?(\[[0-9a-fA-F:]+\]|[\w.-]+):(\d{1,5})")
CODE = re.compile(r"[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}")


def read_invitation(text: str) -> tuple[str | None, str | None]:
    """The address ("host:port") and the table code in what was typed or pasted: an
    invitation ("ws://192.168.1.5:8765 ABCD-EFGH-JKMN"), or a code alone."""
    address_found = ADDRESS.search(text)
    rest = text if address_found is None else text.replace(address_found.group(0), " ")
    address = f"{address_found.group(1)}:{address_found.group(2)}" if address_found else None
    for found in CODE.finditer(rest):
        code = normal_code(found.group(0))
        if len(code) == CODE_LENGTH and all(c in CODE_ALPHABET for c in code):
            return address, code
    return address, None


def invitation(address: str, code: str) -> str:
    """What a friend pastes into Join: the address and the code, machine-readable."""
    return f"ws://{address} {show_code(code)}"


def seat_file() -> Path:
    return data_dir() / "net" / "seat.json"


def load_seat() -> dict[str, Any] | None:
    """The seat last taken (address, table, token, name, hosted, the host's token), or
    None."""
    try:
        data = json.loads(seat_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    keys = ("address", "table", "token")
    if not isinstance(data, dict) or not all(isinstance(data.get(k), str) for k in keys):
        return None
    return data


def _text(value: object) -> str:
    """A remembered field's text: a string as it is, anything else (a hand-edited file)
    as nothing."""
    return value if isinstance(value, str) else ""


def split_address(text: str) -> tuple[str, int] | None:
    found = ADDRESS.fullmatch(text.strip()) or ADDRESS.fullmatch(f"{text.strip()}:{DEFAULT_PORT}")
    if found is None or not 0 < int(found.group(2)) < 65536:
        return None
    return found.group(1).strip("[]"), int(found.group(2))


class LobbyScene(MenuScene):
    """Host a table or join one; then the table is pushed over the lobby."""

    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.games = registry.playable()
        chosen = app.settings.chosen_game()
        self.game = chosen if chosen in self.games else self.games[0]
        self.mode = "host"
        self.kinds: list[str] = [FRIEND, "medium", FRIEND, FRIEND]  # seats 2 to 5
        self.count = max(3, registry.info(self.game).min_players)
        self.net: NetTable | None = None
        self.server: HostedServer | None = None
        self.hosting = False  # this window created the table now being joined
        self.playing = False  # the table scene is over the lobby
        self.saved = load_seat()
        self.invite = ""  # the invitation, once the table is open
        self._heading: pygame.Surface | None = None
        self._labels: list[tuple[pygame.Surface, pygame.Rect]] = []

    # -- building -----------------------------------------------------------------------
    def build(self) -> None:
        add = self.add
        add(Choice([("host", T("net.host")), ("join", T("net.join"))], self.mode,
                   self.set_mode, wid="mode"))
        last = self.saved or {}  # the name and address typed last time come back
        add(TextInput(_text(last.get("name")), max_length=24, placeholder=T("setup.human"),
                      wid="name"))
        add(Choice([(g, T(f"{g}.game.name")) for g in self.games], self.game, self.set_game,
                   wid="game", size=theme.SMALL_SIZE))
        add(Choice([], self.count, self.set_count, wid="count", size=theme.SMALL_SIZE))
        for index in range(1, MAX_SEATS):
            add(Choice([], self.kinds[index - 1], partial(self.set_kind, index),
                       wid=f"seat{index}", size=theme.SMALL_SIZE))
        add(TextInput(_text(last.get("address")) or f"{lan_address()}:{DEFAULT_PORT}",
                      max_length=60, wid="address"))
        add(TextInput("", max_length=80, placeholder="ABCD-EFGH-JKMN", wid="code"))
        add(Button(T("net.open_table"), self.open_table, style="primary", wid="open"))
        add(Button(T("net.connect"), self.join, style="primary", wid="connect"))
        add(Button(T("net.rejoin", code=""), self.rejoin, wid="rejoin"))
        add(Label("", size=theme.SMALL_SIZE, color=theme.TEXT, align="center", wid="status"))
        add(Label("", size=theme.SMALL_SIZE - 1, color=theme.TEXT_DIM, align="center",
                  wid="status2"))
        add(Button(T("common.back"), self.back, wid="back", hotkey=pygame.K_BACKSPACE))
        self._choices()

    def _choices(self) -> None:
        """The seat count's and the seats' options for the chosen game."""
        info = registry.info(self.game)
        self.count = min(max(self.count, info.min_players), min(info.max_players, MAX_SEATS))
        count = self.form.get("count", Choice)
        count.options = [(n, T("setup.seats", count=n)) for n in
                         range(info.min_players, min(info.max_players, MAX_SEATS) + 1)]
        count.value = self.count
        known = registry.rules(self.game).bot_levels()
        levels = [lvl for lvl in SHOWN_LEVELS if lvl in known] or list(known[:1])
        for index in range(1, MAX_SEATS):
            seat = self.form.get(f"seat{index}", Choice)
            options: list[tuple[str, TextSource]] = [(FRIEND, T("net.friend"))]
            seat.options = options + [(lvl, T(f"common.level.{lvl}")) for lvl in levels]
            if self.kinds[index - 1] not in (FRIEND, *levels):
                self.kinds[index - 1] = "medium" if "medium" in levels else levels[0]
            seat.value = self.kinds[index - 1]
        rejoin = self.form.get("rejoin", Button)
        if self.saved is not None:
            rejoin.set_text(T("net.rejoin", code=show_code(str(self.saved["table"]))))
        self.form.refresh()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.layout(self.size)

    def set_game(self, game: str) -> None:
        self.game = game
        self._choices()
        self.layout(self.size)

    def set_count(self, count: int) -> None:
        self.count = count
        self.layout(self.size)

    def set_kind(self, index: int, kind: str) -> None:
        self.kinds[index - 1] = kind

    def say(self, text: str, more: str = "", error: bool = False) -> None:
        status = self.form.get("status", Label)
        status.color = theme.DANGER if error else theme.TEXT
        status.set_text(text)
        self.form.get("status2", Label).set_text(more)

    # -- the table ------------------------------------------------------------------------
    def _name(self) -> str:
        """The name typed, or "" (the host's seat is then "Host", a friend's keeps the
        "Friend 2" the host's table gave it: never the placeholder's "Human")."""
        return self.form.get("name", TextInput).value.strip()

    def _connect(self, url: str) -> NetTable:
        self._drop()
        self.net = NetTable(TableLink(url))
        self.say(tr("net.connecting"))
        return self.net

    def open_table(self) -> None:
        """Start the server here and sit down at a new table of the chosen seats."""
        text = self.form.get("address", TextInput).value
        where = split_address(text)
        if where is None:
            self.say(tr("net.link.bad_address"), error=True)
            return
        seats = self._seats()
        if not any(s["kind"] == "person" for s in seats[1:]):
            self.say(tr("net.need_friend"), error=True)
            return
        if not self._serve(*where):
            return
        assert self.server is not None
        self.hosting = True
        self._connect(self.server.url).create(self.game, seats, self._name())

    def _serve(self, host: str, port: int) -> bool:
        """The server on host:port, started if it is not running there yet."""
        if self.server is not None and self.server.running and \
                (self.server.host, self.server.port) == (host, port):
            return True
        self._stop_server()
        try:
            self.server = HostedServer(data_dir() / "tables", host, port)
        except HostError as exc:
            self.say(tr("net.host_failed", address=f"{host}:{port}", detail=exc.detail),
                     error=True)
            return False
        return True

    def _seats(self) -> list[dict[str, str]]:
        seats = [{"kind": "person", "name": self._name() or tr("net.host_name")}]
        friends = 0
        for index in range(1, self.count):
            kind = self.kinds[index - 1]
            if kind == FRIEND:
                friends += 1
                seats.append({"kind": "person",
                              "name": tr("net.friend_number", number=friends)})
            else:
                seats.append({"kind": "bot", "name": GUIDE_BOTS[index % len(GUIDE_BOTS)],
                              "level": kind})
        return seats

    def join(self) -> None:
        """Sit down at a friend's table: the code (or the whole invitation) and the address."""
        address, code = read_invitation(self.form.get("code", TextInput).value)
        address = address or self.form.get("address", TextInput).value.strip()
        if code is None:
            self.say(tr("net.error.unknown_table"), error=True)
            return
        if split_address(address) is None:
            self.say(tr("net.link.bad_address"), error=True)
            return
        self.hosting = False
        self._connect(address).join(code, self._name())

    def rejoin(self) -> None:
        """Back to the seat last taken, with its token (the host opens the table again)."""
        saved = self.saved
        if saved is None:
            return
        if saved.get("hosted"):
            where = split_address(str(saved["address"]))
            if where is None or not self._serve(*where):
                return
        self.hosting = bool(saved.get("hosted"))
        net = self._connect(str(saved["address"]))
        net.seated.host = _text(saved.get("host"))  # the host's hand-over, after a rejoin too
        net.join(str(saved["table"]), token=str(saved["token"]))

    def _remember(self, net: NetTable) -> None:
        """The seat's token, kept for Rejoin (the file is written in one step)."""
        url = net.link.url.removeprefix("ws://")
        self.saved = {"address": url, "table": net.seated.table, "token": net.seated.token,
                      "game": net.seated.game, "hosted": self.hosting,
                      "host": net.seated.host,
                      "name": self.form.get("name", TextInput).value.strip()}
        try:
            write_text_atomic(seat_file(), json.dumps(self.saved))
        except OSError:
            log.exception("the seat's token could not be kept")
        self._choices()

    # -- every frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        net = self.net
        if net is None or self.playing:
            return
        for event in net.poll():
            if event.kind == "joined":
                self._remember(net)
        if net.problem is not None:
            self.say(tr(net.problem), error=True)
            self._drop()
        elif net.gone is not None:
            self.say(tr(net.gone), error=True)
            self._drop()
        elif net.session is not None:
            self.playing = True
            self.app.push_scene("nettable", net)
        elif net.seated.table:
            self._waiting(net)

    def _waiting(self, net: NetTable) -> None:
        """The invitation and who the table still waits for."""
        address = net.link.url.removeprefix("ws://")
        self.invite = invitation(address, net.seated.table)
        waiting = [str(s["name"]) for s in (net.update or {}).get("seats", [])
                   if not s["claimed"]]
        self.say(tr("net.invitation", address=address, code=show_code(net.seated.table)),
                 tr("net.waiting", names=", ".join(waiting)) + " · " +
                 tr("net.invitation_help") if waiting else "")

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_c and self.invite:
                self._clipboard(self.invite)
                return
            if event.key == pygame.K_v:
                focused = self.form.focus
                pasted = self._clipboard()
                if isinstance(focused, TextInput) and pasted:
                    focused.set((focused.value + pasted.strip())[:focused.max_length])
                    return
        super().handle_event(event)

    def _clipboard(self, text: str | None = None) -> str:
        """Put `text` on the clipboard, or read it (""): not every system lends it."""
        try:
            if not pygame.scrap.get_init():
                pygame.scrap.init()
            if text is not None:
                pygame.scrap.put_text(text)
                self.say(tr("net.copied"), self.invite)
                return text
            return str(pygame.scrap.get_text() or "")
        except (pygame.error, AttributeError):
            return ""

    def wake_in(self) -> float | None:
        return soonest(super().wake_in(), THREAD_POLL if self.net is not None else None)

    def resume(self) -> None:
        super().resume()
        if self.playing:  # back from the table: the connection ends with it
            self.playing = False
            self._drop()
            self.say("")

    def _drop(self) -> None:
        if self.net is not None:
            self.net.close()
            self.net = None
        self.invite = ""

    def _stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def exit(self) -> None:
        super().exit()
        self._drop()
        self._stop_server()

    # -- layout ---------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        self._heading = theme.render(tr("net.friends"), "bold", px(theme.HEADING_SIZE + 6),
                                     theme.GOLD)
        width = min(w - px(80), px(860))
        left = (w - width) // 2
        label_w = round(width * 0.3)
        ch, gap = px(theme.CONTROL_HEIGHT), px(10)
        y = px(110)
        self._labels = []
        self.place(self.form.get("mode"), (left, y, width, ch))
        y += ch + gap * 2
        host = self.mode == "host"
        rows: list[tuple[str, str]] = [("net.your_name", "name")]
        if host:
            rows += [("net.game", "game"), ("setup.players", "count")]
            rows += [(f"seat{i}", f"seat{i}") for i in range(1, self.count)]
        rows += [("net.address", "address")]
        if not host:
            rows += [("net.code", "code")]
        shown = {wid for _, wid in rows}
        for index in range(1, MAX_SEATS):
            self.form.get(f"seat{index}").visible = f"seat{index}" in shown
        for wid in ("game", "count", "code"):
            self.form.get(wid).visible = wid in shown
        for key, wid in rows:
            text = tr("setup.seat", number=int(key[4:]) + 1) if key.startswith("seat") \
                else tr(key)
            surf = theme.render(text, "text", px(theme.BODY_SIZE - 2), theme.TEXT)
            self._labels.append((surf, pygame.Rect(left, y, label_w, ch)))
            self.place(self.form.get(wid), (left + label_w, y, width - label_w, ch))
            y += ch + gap
        bw, bh = px(300), px(theme.BUTTON_HEIGHT)
        y += gap
        self.form.get("open").visible = host
        self.form.get("connect").visible = not host
        self.form.get("rejoin").visible = not host and self.saved is not None
        self.place(self.form.get("open" if host else "connect"), (w // 2 - bw // 2, y, bw, bh))
        if not host:
            y += bh + gap
            self.place(self.form.get("rejoin"), (w // 2 - bw // 2, y, bw, bh))
        y += bh + gap * 2
        self.place(self.form.get("status"), (left - px(40), y, width + px(80), px(28)))
        self.place(self.form.get("status2"), (left - px(40), y + px(30), width + px(80), px(26)))
        self.place(self.form.get("back"), (w // 2 - px(110), h - px(80), px(220), bh))

    def draw_content(self, surface: pygame.Surface) -> None:
        if self._heading is not None:
            surface.blit(self._heading, self._heading.get_rect(
                center=(self.size[0] // 2, self.px(60))))
        for surf, rect in self._labels:
            surface.blit(surf, surf.get_rect(midleft=rect.midleft))
