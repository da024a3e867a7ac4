"""What the shared bots need of a game beyond its rules: `SearchPolicy`.

A game's policy (`GameRules.policy()`) is its judgement: how much the player to
move likes each move, how to play a world out quickly, what a world is worth.
`SearchPolicy` is the base every game's policy extends: it gives the parts a
game need not write (the values at the root from the observation's world, a
plain epsilon-greedy rollout, win-share rewards) and says which parts it must.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from astromagie.host.game import GameState

from .base import win_shares

StateT = TypeVar("StateT", bound=GameState)


class SearchPolicy(Generic[StateT]):
    """Defaults for the `Policy` protocol of `astromagie.host.game`; a game overrides them."""

    # True when every move is seen by all seats as it is: the search then keys
    # the opponents' edges by the move itself, without asking `public_move`.
    all_moves_public = True
    # The hard search's iterations in the app's clock (`base.APP_BUDGET`) on the
    # reference machine, where it reaches fewer than its full count: what it makes
    # without a clock (headless runs), so a seed plays as the app would there.
    # None: the full count (docs/ai.md, "Same seed, same moves").
    app_iterations: int | None = None
    # What `move_features` says of a move, by name (the fitted opponent model's own
    # features, `oppmodel.py`); empty: the model has only the generic ones.
    move_feature_names: tuple[str, ...] = ()

    def move_values(self, state: StateT, moves: Sequence[Any]) -> list[float]:
        """The player to move's liking of each move (the game's heuristic)."""
        raise NotImplementedError(f"{type(self).__name__} must value moves")

    def sure_move(self, obs: Any, moves: Sequence[Any]) -> Any | None:
        """A move the searching bots play without searching (None: search).

        For a move whose gain is certain and lasting, where a short search sees
        little difference between taking it now and a few turns later (a
        rollout would take it too) and its noise would pick a waiting move.
        """
        return None

    def same_move(self, a: Any, b: Any) -> bool:
        """Whether two moves are one play; by default, equal moves."""
        return bool(a == b)

    def compare(self, state: StateT, played: Any, better: Any
                ) -> tuple[str, dict[str, object]] | None:
        """Why `better` beat `played` (None: the review says `reason` of `better`)."""
        return None

    def root_values(self, obs: Any, moves: Sequence[Any]) -> list[float]:
        """The liking of each of the observer's moves (easy bot, root order, hints)."""
        world: StateT = obs.world()
        return self.move_values(world, moves)

    def rollout_move(self, state: StateT, rng: random.Random, epsilon: float) -> Any:
        moves = state.legal_moves()
        if len(moves) == 1 or rng.random() < epsilon:
            return moves[rng.randrange(len(moves))]
        values = self.move_values(state, moves)
        return moves[values.index(max(values))]

    def rollout(self, state: StateT, rng: random.Random, epsilon: float,
                turns: int | None) -> None:
        left = -1 if turns is None else turns
        while left != 0 and not state.is_over():
            state.apply(self.rollout_move(state, rng, epsilon), checked=False)
            left -= 1

    def estimate(self, state: StateT) -> list[float]:
        """Each seat's chance in a world that is not over (default: an even share)."""
        n = len(state.scores)
        return [1.0 / n] * n

    def rewards(self, state: StateT) -> list[float]:
        """Mostly the win share, a little the margin over the best other seat."""
        if not state.is_over():
            return self.estimate(state)
        scores = state.scores
        shares = win_shares(scores)
        out = []
        for seat, s in enumerate(scores):
            other = max(x for i, x in enumerate(scores) if i != seat)
            margin = (s - other) / (abs(s - other) + 10.0)
            out.append(0.9 * shares[seat] + 0.05 * (margin + 1.0))
        return out

    def adopt_holdings(self, base: StateT, seat: int, source: StateT,
                       rng: random.Random) -> StateT | None:
        """`base` with the other seats holding what they hold in `source`, the rest dealt anew.

        `source` is a world of an earlier or the same observation of `seat`,
        played on to where `base` is (the belief's particles, beliefs.py). None
        when the game cannot say (then the belief weighs uniform deals of `base`
        by what the others hold) or when `source`'s holdings cannot be `base`'s
        (they hold a card `seat` now sees).
        """
        return None

    def move_features(self, state: StateT, move: Any) -> tuple[float, ...]:
        """What the game says of `move` by the player to move in `state`, beyond its value:
        one number per `move_feature_names` (the fitted opponent model's inputs)."""
        return ()

    def reason(self, state: StateT, move: Any) -> tuple[str, dict[str, object]]:
        return "hint.best_found", {}
