"""Who plays a seat at the table session (`session.py`): the `Seat` interface.

A seat with `local` True is a person at this window (`PersonSeat`): on their turn the
session makes the view's `TurnInput`, which the window feeds, and the window's calls
make the moves. Any other seat is asked and waits, as a bot does:

- `ask(state, seat)`: it is this seat's turn in `state` (asked once per position); the
  seat may look only at `state.observation(seat)`;
- `answer(think_min)`: called every step until it returns an `Answer` (the move; None
  lets the session play a legal move for a seat that gave none, as for a bot that
  never answered); `think_min` is how long a bot seems to think at the least;
- `withdraw()`: an open question is void (the seat is handed over, the game ends);
- `thinking`: an answer is awaited (the table shows the seat thinking, polls soon).

`BotSeat` asks the AI worker through the table's `BotDesk` (`GuideSeat`, a guided game's
bot, at the level the lesson has reached); `RandomSeat` answers at once
with a random legal move. A person at another window
(issue 42) is a seat of the same shape: `ask` sends the position over the network and
`answer` returns the move that came back, so it plugs in with `session.seat(n, seat)`
and the session is not touched; the same call hands a seat to a bot and back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol

from astromagie.gameconfig import SeatConfig
from astromagie.host.game import GameState
from astromagie.kit.view import GuidedGame

from .bots import BotDesk
from .guided import guide_step_of


@dataclass(frozen=True)
class Answer:
    """A waiting seat's move (None: it gave none, a legal move is played for it)."""

    move: Any


class Seat(Protocol):
    """One seat at the table (see the module's docstring)."""

    local: bool  # a person at this window: their turn is the session's `turn`

    @property
    def thinking(self) -> bool: ...

    def ask(self, state: GameState, seat: int) -> None: ...

    def answer(self, think_min: float) -> Answer | None: ...

    def withdraw(self) -> None: ...


class PersonSeat:
    """A person at this window: never asked, their moves come through the turn input."""

    local = True
    thinking = False

    def ask(self, state: GameState, seat: int) -> None:
        return None

    def answer(self, think_min: float) -> Answer | None:
        return None

    def withdraw(self) -> None:
        return None


class BotSeat:
    """A bot of `level`, asked through the table's AI worker (`BotDesk`), seeing only its
    own seat's observation; it answers once it has 'thought' at least `think_min`."""

    local = False

    def __init__(self, desk: BotDesk, level: str) -> None:
        self.desk = desk
        self.level = level

    @property
    def thinking(self) -> bool:
        return self.desk.move_token is not None

    def ask(self, state: GameState, seat: int) -> None:
        self.desk.ask_move(state, seat, self.level)

    def answer(self, think_min: float) -> Answer | None:
        reply = self.desk.take_move(think_min)
        return Answer(reply.move) if reply is not None else None

    def withdraw(self) -> None:
        if self.desk.move_token is not None:
            self.desk.worker.forget(self.desk.move_token)
        self.desk.move_token, self.desk.reply = None, None


class GuideSeat(BotSeat):
    """A guided game's bot: the guide's level during the lessons, its `after_lessons`
    level once the person has made more moves than the lessons count. Read from the
    position each time it is asked, so a resumed or undone game plays at its own step."""

    def __init__(self, desk: BotDesk, guide: GuidedGame) -> None:
        super().__init__(desk, guide.level)
        self.guide = guide

    def ask(self, state: GameState, seat: int) -> None:
        self.level = self.guide.bots_level(guide_step_of(state, 0))
        super().ask(state, seat)


def seat_for(config: SeatConfig, desk: BotDesk, guide: GuidedGame | None = None) -> Seat:
    """The seat a table's `config` sits: a person, a bot, or in a guided game its bot."""
    if config.is_human:
        return PersonSeat()
    return GuideSeat(desk, guide) if guide is not None else BotSeat(desk, config.kind)


class RandomSeat:
    """A seat that answers at once with a legal move `rng` picks (a made-up game for the
    smoke test's replay; seats sharing one `rng` play as one random player would)."""

    local = False

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._asked: GameState | None = None

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    def ask(self, state: GameState, seat: int) -> None:
        self._asked = state

    def answer(self, think_min: float) -> Answer | None:
        if self._asked is None:
            return None
        move, self._asked = self.rng.choice(self._asked.legal_moves()), None
        return Answer(move)

    def withdraw(self) -> None:
        self._asked = None
