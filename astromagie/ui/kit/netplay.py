"""A network table (issue 42): the table session fed by a table server, with no window.

Every window is a client, the host's too. The server holds the true game; this
window's `TableSession` holds a **mirror**: after each `update` the window rebuilds a
paintable state from its own seat's observation (`obs.world()`: the unseen cards
dealt in a fixed order, never shown face up: they are others' hands and the pile)
and hands it to the session (`session.resync`). The seats of other windows and the
server's bots are `RemoteSeat`s: not local, thinking while it is their turn; their
move arrives in the server's log and is told and shown with the new position. The
person's own move is made on the mirror at once (its cards fly) and sent; the next
update, not the mirror, decides what the table shows, and a refusal from the server
(`error`) is said in words from `net.error.<code>` like any refusal, the position
put back as the server has it. Undo is not offered at a network table.

`NetTable` speaks to the server through a `TableLink` (a thread with its own event
loop; queues to and from this thread), so `poll()` never waits: the scene calls it
every frame, tests call it in a loop. A server that goes away is said in words, and
the table keeps what it had. The update that ends the game carries its whole record:
it is filed in this app's archive (`record`, with the seats' names) and is what the
results watch again, as after a local game.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from astromagie import i18n
from astromagie.gameconfig import HUMAN, GameConfig, SeatConfig
from astromagie.host import registry
from astromagie.host.game import GameState, NotationError
from astromagie.i18n import tr
from astromagie.net import codec
from astromagie.net.link import LinkEvent, TableLink
from astromagie.storage.archive import BAD_RECORD, Playback, archive_finished
from astromagie.storage.records import positions, read_record

from .hinting import who_begins
from .played import Played, TableListener
from .players import Answer
from .refusing import rule_reference
from .session import TableSession
from .undo import UndoPoint, UndoPoints

log = logging.getLogger(__name__)
BOT_KIND = "medium"  # how the table names a server bot of a level it has no word for
FRIEND_KIND = "friend"  # the chip's word for a person at another screen (table.level.friend)
NAMED_LEVELS = ("random", "easy", "medium", "hard")


class RemoteSeat:
    """A seat played at another window or by the server's bot: asked, it waits (thinking)
    until the server's log tells its move, which the network table shows (`resync`)."""

    local = False

    def __init__(self) -> None:
        self._asked = False
        self.away = False  # its player's connection is gone (the table waits)

    @property
    def thinking(self) -> bool:
        return self._asked and not self.away

    def ask(self, state: GameState, seat: int) -> None:
        self._asked = True

    def answer(self, think_min: float) -> Answer | None:
        return None  # its move comes from the server, never made up here

    def withdraw(self) -> None:
        self._asked = False


class NoUndo(UndoPoints):
    """A network table offers no undo: the others have seen the moves already."""

    def mark(self, state: GameState, log_lines: int) -> None:
        return None

    def target(self, state: GameState) -> UndoPoint | None:
        return None


class SendingListener(TableListener):
    """Passes every move to the window's listener; a move of this window's person is
    also sent to the server (the server's next update decides what stands)."""

    def __init__(self, table: NetTable, inner: TableListener) -> None:
        self.table = table
        self.inner = inner
        self.paces = inner.paces

    def played(self, played: Played) -> None:
        if self.table.session is not None and self.table.session.seats[played.seat].local:
            self.table.sent(played.move)
        self.inner.played(played)

    def turn_began(self, seat: int) -> None:
        self.inner.turn_began(seat)

    def hinted(self, card: str | None) -> None:
        self.inner.hinted(card)

    def ended(self, bests: dict[str, int]) -> None:
        self.inner.ended(bests)


@dataclass
class Seated:
    """Where this window sits: the table (its code as read out), the seat and its token."""

    table: str = ""
    shown: str = ""
    seat: int = -1
    token: str = ""
    game: str = ""
    host: str = ""  # the host's token (only the window that created the table)


class NetTable:
    """This window at a table of a server (see the module's docstring)."""

    def __init__(self, link: TableLink, **session_args: Any) -> None:
        self.link = link
        self.session_args = session_args  # the TableSession's (a worker, in tests)
        self.session: TableSession | None = None
        self.listener: TableListener = TableListener()
        self.seated = Seated()
        self.update: dict[str, Any] | None = None  # the server's latest word
        self.truth: GameState | None = None  # the mirror of the latest update
        self.heard: list[LinkEvent] = []  # updates and refusals come in, not yet shown
        self.marks: list[int] = []  # the log's length before each of our moves in flight
        self.seen: list[GameState] = []  # each position shown (the results' chart)
        self.problem: str | None = None  # a refusal before the game (net.error.<code>)
        self.gone: str | None = None  # why the connection ended (net.link.<reason>)
        self.record: Playback | None = None  # the finished game's true record, once told

    # --- asking the server -------------------------------------------------------------
    def create(self, game: str, seats: list[dict[str, str]], name: str) -> None:
        """A new table of `game` (this window then takes the first person's seat)."""
        self._name = name
        self.link.send({"type": "create", "game": game, "seats": seats})

    def join(self, table: str, name: str = "", token: str = "") -> None:
        self.link.send({"type": "join", "table": table, "name": name, "token": token})

    def sent(self, move: Any) -> None:
        """The person here made `move` on the mirror: the server is told."""
        told = len(self.session.log_lines) if self.session is not None else 1
        self.marks.append(max(0, told - 1))  # its line was told as it was made
        self.link.send({"type": "move", "move": str(move)})

    def hand_over(self, seat: int, to_bot: bool) -> None:
        """The host hands an away friend's seat to a bot of the middle strength (the
        game's first level if it has none), or gives it back to its person."""
        if not self.seated.host or self.update is None:
            return
        levels = registry.rules(str(self.update["game"])).bot_levels()
        level = "medium" if "medium" in levels else levels[0]
        self.link.send({"type": "hand_over", "table": self.seated.table,
                        "host": self.seated.host, "seat": seat,
                        "to": "bot" if to_bot else "person", "level": level if to_bot else ""})

    def handovers(self) -> list[tuple[int, bool]]:
        """What the host may hand over now: (seat, to a bot?) for each friend's seat that
        is away (to a bot) or that a bot plays for its person (back to them)."""
        update = self.update
        if not self.seated.host or update is None or update["over"] or not update["started"]:
            return []
        out = []
        for index, seat in enumerate(update["seats"]):
            if index == self.seated.seat:
                continue
            if seat["kind"] == "person" and seat["claimed"] and not seat["present"]:
                out.append((index, True))
            elif seat.get("handed"):
                out.append((index, False))
        return out

    def close(self) -> None:
        self.link.close()
        if self.session is not None:
            self.session.close()

    # --- hearing it ----------------------------------------------------------------------
    @property
    def in_flight(self) -> int:
        """This window's moves sent and not yet answered by the server."""
        return len(self.marks)

    @property
    def started(self) -> bool:
        return self.update is not None and bool(self.update["started"])

    def poll(self, busy: bool = False) -> list[LinkEvent]:
        """Take what the link brought; show at most one new position while `busy` is
        False (a move still flying on screen holds the next). Returns the events."""
        events = self.link.take()
        for event in events:
            self._hear(event)
        while self.heard and self.heard[0].kind == "error":  # in order with the updates
            event = self.heard.pop(0)
            self._refused(str(event.data.get("code", "")), dict(event.data.get("params") or {}))
        if not busy and self.heard:
            self._show(self.heard.pop(0).data)
        return events

    def _hear(self, event: LinkEvent) -> None:
        data = event.data
        if event.kind == "created":
            self.seated.host, self.seated.shown = str(data["host"]), str(data["shown"])
            self.join(str(data["table"]), getattr(self, "_name", ""))
        elif event.kind == "joined":
            self.seated = replace(self.seated, table=str(data["table"]),
                                  shown=str(data["shown"]), seat=int(data["seat"]),
                                  token=str(data["token"]), game=str(data["game"]))
        elif event.kind in ("update", "error"):
            self.heard.append(event)
            if event.kind == "update" and "record" in data and self.record is None:
                self._file(data["record"])
        elif event.kind in ("gone", "failed"):
            self.gone = f"net.link.{data.get('reason', 'gone')}"
            if self.session is not None:  # nobody's move can come now: no seat thinks
                for seat in self.session.seats:
                    if isinstance(seat, RemoteSeat):
                        seat.away = True
                self.rename()
                self.session.say(partial(tr, "net.gone"), "error", 0.0)

    def _refused(self, code: str, params: dict[str, Any]) -> None:
        key = f"net.error.{code}" if i18n.has(f"net.error.{code}") else "net.other_error"
        session = self.session
        if session is None or not self.marks:
            self.problem = key
            return
        # a move of ours the server refused: back to the position the server holds (the
        # moves made after it on the mirror go too: the server refuses them in turn)
        mark, self.marks = self.marks[0], []
        if self.truth is not None:
            session.resync(self.truth.clone(), log_lines=mark)
        rule = params.get("rule")
        session.say(lambda: tr(key) + (f" {rule_reference(str(rule))}" if rule else ""),
                    "error", 0.0)
        session.rule = str(rule) if rule else None

    def _show(self, update: dict[str, Any]) -> None:
        before = self.update
        self.update = update
        try:
            truth = codec.decode_observation(str(update["game"]),
                                             update["observation"]).world()
        except (codec.CodecError, KeyError, ValueError, TypeError):
            log.exception("an update could not be read")
            return
        self.truth = truth
        self.seen.append(truth.clone())
        if not update["started"]:
            return
        session = self.session
        if session is None:
            self._sit(update, truth)
            return
        self._mark_away(update)
        made = int(update["turn"]) - (int(before["turn"]) if before is not None else 0)
        mover = int(before["to_move"]) if before is not None else -1
        if made == 1 and mover == self.seated.seat and self.marks:
            self.marks.pop(0)  # our own move, already shown on the mirror
            if not self.marks:  # else the mirror is ahead: it waits for the others
                session.resync(truth.clone())
            return
        move = self._public_move(update) if made == 1 and mover >= 0 else None
        self.marks = []
        session.resync(truth.clone(), move, mover if move is not None else None)

    def _file(self, record: Any) -> None:
        """The finished game's record, from the server: kept in this app's archive (as a
        local game is; the seats with their names) and ready to be watched again."""
        try:
            _state, config = read_record(record)
            self.record = Playback(f"net-{self.seated.table}", record, config,
                                   positions(record))
        except BAD_RECORD:
            log.exception("the finished game's record could not be read")
            return
        for notice in archive_finished(record):
            log.warning("filing the network game: %s", notice)

    def playback(self) -> Playback:
        """The game to watch again: its true record once the server told it, else the
        positions this window's mirror showed (unseen cards guessed), for the chart."""
        if self.record is not None:
            return self.record
        assert self.session is not None
        states = [s for s in self.seen if s.num_players == self.session.state.num_players]
        return Playback(f"net-{self.seated.table}", {"turns": []}, self.session.config,
                        states or [self.session.state.clone()])

    def _public_move(self, update: dict[str, Any]) -> Any:
        log_entries = update.get("log") or []
        if not log_entries:
            return None
        try:
            return registry.rules(str(update["game"])).parse_move(str(log_entries[-1]))
        except (NotationError, ValueError):
            return None  # a hidden part not written out: the new position says it all

    def _sit(self, update: dict[str, Any], truth: GameState) -> None:
        """The game has begun: the session is made, this window's seat the person's."""
        mine = self.seated.seat
        seats = tuple(SeatConfig(str(s["name"]), HUMAN if s["kind"] == "person" else
                                 _level(s)) for s in update["seats"])
        config = GameConfig(seats, {}, seed=0, game=str(update["game"]))
        args = {"autosave": False, **self.session_args}
        session = TableSession(config, **args)
        session.undo = NoUndo()
        session.listener = SendingListener(self, self.listener)
        for index in range(len(seats)):
            if index != mine:
                session.seat(index, RemoteSeat())
        session.viewer = mine
        self.session = session
        session.resync(truth.clone())
        del session.log_words[:], session.log_lines[:]  # (the made-up game's first line)
        moves = int(update["turn"])
        if moves:  # back at a table in play (a rejoin): the log says where the game is
            session.tell(partial(tr, "net.back_at_table", moves=moves))
        else:  # a new game: who begins it (playtest pt3b, 17)
            first = truth.current_player
            session.tell(lambda: who_begins(first, session.seating.names, mine))
        self._mark_away(update)

    def listen(self, listener: TableListener) -> None:
        """The window's listener (the scene): it is shown every move, ours and others'."""
        self.listener = listener
        if self.session is not None:
            self.session.listener = SendingListener(self, listener)

    def _mark_away(self, update: dict[str, Any]) -> None:
        """Seats whose players' connections are gone show as away (the table waits)."""
        session = self.session
        assert session is not None
        for index, seat in enumerate(update["seats"]):
            remote = session.seats[index]
            if isinstance(remote, RemoteSeat):
                remote.away = self.gone is not None or (
                    seat["kind"] == "person" and not seat["present"])
        self.rename()

    def rename(self) -> None:
        """The seats' names, an away seat's with the word for it (again in a new language)."""
        session = self.session
        if session is None or self.update is None:
            return
        names = list(session.seating.names)
        kinds = list(session.seating.kinds)
        for index, seat in enumerate(session.seats):
            told = self.update["seats"][index]
            if isinstance(seat, RemoteSeat) and seat.away and index < len(names):
                names[index] = tr("net.away_name", name=told["name"])
            elif index < len(names):
                names[index] = str(told["name"])
            if index < len(kinds) and index != self.seated.seat:
                # a person at another screen is a friend (not "Human"); a seat the host
                # handed to a bot shows that bot's level while the bot plays it
                kinds[index] = FRIEND_KIND if told["kind"] == "person" else _level(told)
        session.seating = replace(session.seating, names=tuple(names), kinds=tuple(kinds))


def _level(seat: dict[str, Any]) -> str:
    """A server bot's level as the table words it (one it has no word for: medium)."""
    level = seat.get("level")
    return str(level) if level in NAMED_LEVELS else BOT_KIND
