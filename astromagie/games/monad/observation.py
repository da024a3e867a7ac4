"""What one seat of Monad knows (MO5): its observation, and worlds consistent with it.

Other seats' hands appear only as what the open history shows of them: their
cards of rank 2-5, their net flow of Commons and the least number of each
Common they must have been dealt. Their dealt Commons stay hidden; `world()`
deals them in colour order, and the search deals them anew with
`MonadState.resample_hidden`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CODES, GOAL, deck_cards
from .state import HAND_SIZE, MonadState
from .value import potential


@dataclass(frozen=True)
class MonadObservation:
    """What one seat knows: its hand, every open zone and the open history (MO5).

    Other seats' hands appear only as what the open history shows of them:
    their cards of rank 2-5, their net flow of Commons and the least number of
    each Common they must have been dealt. Their dealt Commons stay hidden.
    """

    seat: int
    turn: int
    to_move: int
    num_players: int
    first_player: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    open_cards: tuple[tuple[int, ...], ...]
    commons_net: tuple[tuple[int, ...], ...]
    commons_need: tuple[tuple[int, ...], ...]
    identities: tuple[int, ...]
    columns: tuple[tuple[str, ...], ...]
    discard: tuple[str, ...]
    talon: tuple[str, ...]
    monads: tuple[int, ...]
    acted: bool
    bonus_used: bool
    purchase: int
    due: int
    turn_no: int
    passes: int
    end: str | None
    winners: tuple[int, ...]
    history: tuple[str, ...]

    def legal_moves(self) -> list[str]:
        if self.to_move != self.seat:
            return []
        return self.world().legal_moves()

    def world(self) -> MonadState:
        """A full state agreeing with this observation; unseen Commons dealt in colour order."""
        n = self.num_players
        me = self.seat
        g = MonadState()
        g.n = n
        g.goal = GOAL[n]
        g.first = self.first_player
        g.ident = list(self.identities)
        g.cols = [[], []] + [[CODES.index(c) for c in col] for col in self.columns]
        g.talon = [CODES.index(c) for c in self.talon]
        g.discard = [CODES.index(c) for c in self.discard]
        g.monads = list(self.monads)
        g.seat = self.to_move
        g.acted = self.acted
        g.bonus_used = self.bonus_used
        g.target = self.purchase
        g.due = self.due
        g.turn_no = self.turn_no
        g.passes = self.passes
        g.end = self.end
        g.won = list(self.winners)
        g.hist = list(self.history)
        g.cnet = [list(c) for c in self.commons_net]
        g.cneed = [list(c) for c in self.commons_need]
        mine = [self.hand[c] - self.commons_net[me][c] for c in range(6)]
        pool = [n - mine[c] for c in range(6)]
        g.hands = []
        for o in range(n):
            if o == me:
                g.hands.append(list(self.hand))
                continue
            need = list(self.commons_need[o])
            for c in range(6):
                pool[c] -= need[c]
            g.hands.append(need + list(self.open_cards[o]))
        for o in range(n):
            if o == me:
                continue
            hand = g.hands[o]
            free = HAND_SIZE - sum(hand[:6])
            for c in range(6):
                extra = min(free, pool[c])
                hand[c] += extra
                pool[c] -= extra
                free -= extra
            for c in range(6):
                hand[c] += self.commons_net[o][c]
        g.deck = deck_cards(n, tuple(self.identities))  # the right cards; the deal stays unknown
        g.base = [potential(g, s) for s in range(n)]
        return g

