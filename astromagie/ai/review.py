"""The post-game review: where a seat's move lost points against the best move found.

For each decision of the chosen seats (a position where that seat had more
than one legal move), the review looks from that seat's own observation, as
the player saw it: it deals the cards the seat could not see `worlds` times
(the game's `resample_hidden`), and in each world plays the move actually made
and the moves the game's heuristic likes best to the end with the game's
rollout policy, all candidates in the same worlds with the same dice (common
random numbers, so the comparison is fair). A candidate's value is the seat's
mean final margin over the worlds (its score minus the best other seat's, so a
move that hands an opponent points counts against it); the loss of the move
played is the best candidate's value minus its own, in the game's points. A
*moment* is a decision whose loss is at least `min_loss` points. The budget
is fixed (`worlds` x candidates rollouts per decision), so the same record and
seed always give the same review.

A game too long to play out from every decision (Monad: some 400 turns) names a
`review_horizon` in its policy: the rollouts stop after that many turns and a
move's value is the seat's chance in the game's own estimate (`policy.rewards`:
the win share once over), in percent; the review's `unit` then says "win
chance" instead of "points", and a moment needs `min_chance` percentage points.

A game whose table hint depends only on the position (its hint bot is
`reproducible`: Astromagie's hint search, and since issue 38's fifth round every
other game's `hint`, hard's search at a fixed work, `ai/hint.py`) is reviewed
*with* that hint
(`hint_of(rules)`, passed as `hint`): at each decision the review asks the hint,
so a move that is the hint's is never a costly moment, and any other move is
weighed against the hint's move only, which the entry then names as the better
one. The player never reads "Better: X" where the hint said Y (playtest pt1,
finding 28). The review's own budget then goes to those two moves (three times
the worlds). A game's policy may say in one line why the better move beat the
one played (`compare`); otherwise its hint's reason for the better move is kept,
except a hint's "nearly as good: either will do", which a review that found one
move clearly better must not say: the policy's `review_keys` names the words
the review says instead (Monad: a -8 moment's better draw was called "either
will do", round 8).

A moment also says what each of the two moves did at once (`now_played`,
`now_better`: the mover's score change the move itself made, e.g. minus points
0 -> 1 is -1) and the played move's own reason, so the reader sees what differs
(playtest pt6b, finding 7: "Played blue 6, better blue 1, it gives you the
most of its colour" named what both did): where the two did alike at once, the
panel says the difference came later and gives each move's value at the end.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from astromagie.host.game import GameRules, GameState

from .base import move_rng


@dataclass(frozen=True)
class Moment:
    """One decision where the move played lost against the best move found."""

    turn: int  # the 1-based entry of the record
    seat: int
    played: str  # record notation
    suggested: str
    loss: float  # points
    played_value: float  # the seat's mean final margin after the move played
    suggested_value: float
    choices: int  # legal moves there
    reason: str  # a text key of the game's catalog saying why the suggestion is better
    reason_params: dict[str, object]
    unit: str = "points"  # or "win chance" (percentage points), see the module doc
    # what the two moves did at once: the mover's score change each made (module doc)
    now_played: float = 0.0
    now_better: float = 0.0
    # the played move's own reason (the hint's words for it), to tell the two apart
    played_reason: str = ""
    played_reason_params: dict[str, object] = field(default_factory=dict)
    compared: bool = False  # `reason` is the game's own comparison of the two (`compare`)

    @property
    def alike_now(self) -> bool:
        """Whether the two moves changed the mover's score alike at once: the difference
        then came later (pt6b 7)."""
        return abs(self.now_played - self.now_better) < 1e-9

    def to_json(self) -> dict[str, Any]:
        return {"turn": self.turn, "seat": self.seat, "played": self.played,
                "suggested": self.suggested, "loss": round(self.loss, 2),
                "played_value": round(self.played_value, 2),
                "suggested_value": round(self.suggested_value, 2), "choices": self.choices,
                "reason": self.reason, "reason_params": self.reason_params, "unit": self.unit,
                "now_played": round(self.now_played, 2), "now_better": round(self.now_better, 2),
                "played_reason": self.played_reason,
                "played_reason_params": self.played_reason_params, "compared": self.compared}


@dataclass(frozen=True)
class Review:
    moments: list[Moment]  # the largest loss first
    decisions: int  # decisions of the chosen seats with more than one legal move
    seats: list[int]
    worlds: int
    unit: str = "points"

    def to_json(self) -> dict[str, Any]:
        return {"order": "largest loss first", "seats": self.seats, "unit": self.unit,
                "decisions": self.decisions, "worlds": self.worlds,
                "moments": [m.to_json() for m in self.moments]}


def evaluate(rules: GameRules, state: GameState, moves: Sequence[Any], worlds: int,
             rng: random.Random) -> list[float]:
    """The mover's mean final margin (its score minus the best other seat's) after each of
    `moves`, over the same sampled worlds."""
    policy = rules.policy()
    horizon = review_horizon(rules)
    seat = state.current_player
    base = state.observation(seat).world()
    totals = [0.0] * len(moves)
    for _ in range(worlds):
        world = base.resample_hidden(seat, rng)
        dice = rng.getrandbits(32)
        for i, move in enumerate(moves):
            g = world.clone()
            g.apply(move, checked=False)
            policy.rollout(g, random.Random(dice), 0.1, horizon)
            if horizon is not None:  # the seat's chance, in percent
                totals[i] += 100.0 * policy.rewards(g)[seat]
            else:  # the seat's final margin over the best other seat, in points
                scores = g.scores
                totals[i] += scores[seat] - max(x for j, x in enumerate(scores) if j != seat)
    return [t / worlds for t in totals]


def review_horizon(rules: GameRules) -> int | None:
    """How many turns a review's rollout plays (None: to the end), as the game's policy
    says (`review_horizon`)."""
    horizon = getattr(rules.policy(), "review_horizon", None)
    return horizon if isinstance(horizon, int) and horizon > 0 else None


def hint_of(rules: GameRules, worlds: int | None = None) -> Callable[[Any], Any] | None:
    """The table's hint as a function of an observation, when the game's hint bot gives
    the same move for the same observation whatever the clock (`reproducible`); else None.

    `worlds` caps the deals the hint plays out, for a review cheaper than the app's (the
    tests'): it is then that cheaper search the review agrees with, not the table's."""
    bot = rules.make_bot(rules.hint_level, 0)
    if not bot.reproducible:
        return None
    if worlds is not None and isinstance(getattr(bot, "max_worlds", None), int):
        bot.max_worlds = min(bot.max_worlds, worlds)  # type: ignore[attr-defined]
    return lambda obs: bot.choose(obs, math.inf)  # a reproducible hint heeds no clock


def same_move(rules: GameRules, a: Any, b: Any) -> bool:
    """Whether two moves are one (the policy's `same_move`: Astromagie's cards placed in
    another order are the same play)."""
    return rules.policy().same_move(a, b)


def one_play(rules: GameRules, states: Sequence[GameState], k: int, other: Any) -> bool:
    """Whether `other`, asked at `states[k - 1]`, and the move played there (with what the
    record plays after it) come to one play: equal moves (`same_move`), or what the game's
    policy calls the same outcome (`same_outcome`: Monad's payment, the same cards paid in
    another order, or the payment the hint's buy named; pt14d 4 and pt15d: the payment the
    hint made was a costly moment)."""
    played = states[k].history[-1]
    if same_move(rules, other, played):
        return True
    alike = getattr(rules.policy(), "same_outcome", None)
    if alike is None:
        return False
    line = (states[j].history[-1] for j in range(k, len(states)))  # lazily: a few are read
    return bool(alike(states[k - 1], other, line))


def why(rules: GameRules, state: GameState, played: Any, better: Any
        ) -> tuple[str, dict[str, object]]:
    """The entry's reason: the policy's comparison of the two moves, else the better
    move's own reason in the review's words (`reviewed`)."""
    policy = rules.policy()
    compared = policy.compare(state, played, better)
    return compared if compared is not None else reviewed(rules, state, better)


def reviewed(rules: GameRules, state: GameState, move: Any) -> tuple[str, dict[str, object]]:
    """`move`'s own reason as a review says it: a hint's key that calls two moves about
    equal is swapped for the one the policy's `review_keys` names (module doc)."""
    policy = rules.policy()
    key, params = policy.reason(state, move)
    swaps = getattr(policy, "review_keys", None)
    if isinstance(swaps, dict):
        key = swaps.get(key, key)
    return key, params


def score_change(state: GameState, move: Any) -> float:
    """The mover's score change that `move` itself makes at `state` (what it does at once)."""
    seat = state.current_player
    after = state.clone()
    after.apply(move, checked=False)
    return float(after.scores[seat] - state.scores[seat])


def moment_at(rules: GameRules, turn: int, state: GameState, played: Any, better: Any,
              scores: tuple[float, float], choices: int, unit: str) -> Moment:
    """The entry for a costly decision at `state`: the two moves, their values at the end
    (`scores`: played, better), what each did at once and why the better one is better."""
    policy = rules.policy()
    compared = policy.compare(state, played, better)
    key, params = compared if compared is not None else reviewed(rules, state, better)
    mine_key, mine_params = reviewed(rules, state, played)
    return Moment(turn, state.current_player, str(played), str(better),
                  scores[1] - scores[0], scores[0], scores[1], choices, key, params, unit,
                  score_change(state, played), score_change(state, better),
                  mine_key, mine_params, compared is not None)


def review_game(rules: GameRules, states: Sequence[GameState], seats: Sequence[int],
                worlds: int = 32, candidates: int = 6, min_loss: float = 2.0, seed: int = 0,
                progress: Callable[[int, int], None] | None = None,
                min_chance: float = 5.0, hint: Callable[[Any], Any] | None = None) -> Review:
    """Review the decisions of `seats` in a game given as its positions (0: the deal);
    with `hint`, against the table's hint at each decision (the module doc)."""
    policy = rules.policy()
    unit = "points" if review_horizon(rules) is None else "win chance"
    if unit != "points":
        min_loss = min_chance
    moments: list[Moment] = []
    decisions = [k for k in range(1, len(states))
                 if states[k - 1].current_player in seats
                 and len(states[k - 1].legal_moves()) > 1]
    for done, k in enumerate(decisions, 1):
        before = states[k - 1]
        played = states[k].history[-1]
        seat = before.current_player
        obs = before.observation(seat)
        legal = list(obs.legal_moves())
        if hint is not None:  # the hint's move, or the move against it
            hinted = hint(obs)
            if one_play(rules, states, k, hinted):
                cands = []
            else:
                cands = [hinted, played]
                scores = evaluate(rules, before, cands, 3 * worlds, move_rng(seed, obs))
        else:
            values = policy.root_values(obs, legal)
            order = sorted(range(len(legal)), key=lambda i: (-values[i], i))
            cands = [legal[i] for i in order[:candidates]]
            if played not in cands:
                cands.append(played)
            scores = evaluate(rules, before, cands, worlds, move_rng(seed, obs))
        if cands:
            best = max(range(len(cands)), key=lambda i: (scores[i], -i))
            mine = scores[cands.index(played)]
            loss = scores[best] - mine
            if loss >= min_loss and cands[best] != played \
                    and not one_play(rules, states, k, cands[best]):
                moments.append(moment_at(rules, k, before, played, cands[best],
                                         (mine, scores[best]), len(legal), unit))
        if progress is not None:
            progress(done, len(decisions))
    moments.sort(key=lambda m: (-m.loss, m.turn))
    return Review(moments, len(decisions), sorted(seats), worlds, unit)
