"""The pace of a bot's move at the table: how long its cards fly and the pause after them.

Watching the bots took too long (pt10d: a round of Monad's two bots 8-12 s; pt10c: a
Solar bot's chain of plays and draws). A bot's turn is one engine move or several (a
Monad trade, its payment, a draw and End; Solar's draws after a play). The first move of
a turn is shown at the full pace, so the person sees whose turn began and what it did;
the moves that follow in the same turn fly quicker, with a shorter pause, unless one is
a move to notice: it scores or the game names the moment (a celebration). The pause
before a new seat's first move (`NEW_TURN_PAUSE`) lets a new turn be noticed. All
figures are at animation speed 1.0 and are divided by the player's speed when
scheduled (`Animator.scaled`); with animations off the cards land at once and only the
pauses stay.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from astromagie.kit.view import HAND, SEAT, Trip

from . import animation as anim
from .players import BotSeat
from .session import TableSession


@dataclass(frozen=True)
class Beat:
    """The seconds of one shown move at speed 1.0: a card's flight, the delay between
    its cards, and the pause after its cards have landed before the position shows."""

    flight: float
    stagger: float
    after: float

    def landed(self, cards: int) -> float:
        """When the last of `cards` cards has landed, from the move's start."""
        return self.flight + self.stagger * (cards - 1) if cards > 0 else 0.0

    def seconds(self, cards: int, on_board: bool) -> float:
        """The whole move on show: its cards' flights, then the pause if any card stays
        on the board to be looked at (a card gone to a seat needs none)."""
        return self.landed(cards) + (self.after if on_board and cards > 0 else 0.0)


FULL = Beat(anim.FLIGHT, anim.STAGGER, anim.AFTER_MOVE)  # a turn's first move, or one to notice
BRISK = Beat(0.3, 0.12, 0.12)  # a later move of the same turn: still seen to fly, not waited on
NEW_TURN_PAUSE = anim.THINK_MIN  # before another seat's first move is shown


def beat(follows: bool, notable: bool, drawn: bool = False) -> Beat:
    """The pace of a bot's move: brisk if it `follows` a move of the same seat's turn
    and is not `notable` (scores change or the game celebrates it), else full. Cards
    `drawn` (every card of the move goes to a seat: Solar's draw of two or four) fly
    one after the other at the brisk delay: a draw is seen, its count is on the seat."""
    pace = BRISK if follows and not notable else FULL
    return replace(pace, stagger=BRISK.stagger) if drawn and not notable else pace


def trip_delays(pace: Beat, trips: Sequence[Trip]) -> list[float]:
    """When each of a move's cards sets off, from the move's start: a card laid on the
    board a stagger after the card before it, a card going to a seat (a trick gathered
    to its taker, a card drawn to refill a hand) at most the brisk stagger after it
    (pt14a 6: two Astromagie bots took 8-9 s after each play, much of it a trick's
    cards and the refills flying to a seat one by one at the full 0.3 s). Each still
    flies, in order; only the wait between them is shorter."""
    delays: list[float] = []
    for trip in trips:
        to_seat = trip[1] == HAND or trip[1].startswith(SEAT)
        step = min(pace.stagger, BRISK.stagger) if to_seat else pace.stagger
        delays.append(delays[-1] + step if delays else 0.0)
    return delays


def pause_before(follows: bool) -> float:
    """The least 'thinking' shown before a bot's move: none for a move that goes on with
    the same seat's turn (pt2 29), a moment for a new seat's turn."""
    return 0.0 if follows else NEW_TURN_PAUSE


def ask_ahead(session: TableSession) -> None:
    """While the last move is still shown, the bot to move next is already asked: its
    question is the same (its own seat's view of the game as it now is, its own seed),
    so its choice is too, and its thinking overlaps the cards' flight. The pause that
    lets its turn be noticed counts only once the table is at rest (`still_showing`)."""
    state = session.state
    if state.is_over() or not isinstance(session.seats[state.current_player], BotSeat):
        return
    session.begin_turn()
    session.bots.still_showing()
