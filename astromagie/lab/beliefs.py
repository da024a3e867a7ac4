"""Belief-weighted worlds: deal the unseen cards by what the opponents' moves say of them.

The plain `WorldSampler` deals the cards a seat cannot see uniformly: the
posterior of a player who ignores *why* the others played what they played.
Here a bot also reads the table, as Buro, Long, Furtak & Sturtevant (2009)
did for Skat and as Arjonilla, Saffidine & Cazenave (2024) weigh the worlds of
an IS-MCTS: a world in which the opponents' recent moves were the natural
thing to do is more likely than one in which they were odd.

Everything goes through the game interface, so every game of the shelf gets
it; it uses only what the bot's own seat saw:

1. **Memory of the seat's last observation.** `BeliefTracker` keeps the
   observation of the seat's previous decision (what this seat saw then) and
   the belief it had formed there. The moves made since (the seat's own move,
   then the others') are in the new observation's public history.
2. **Replay in particles.** At the new decision it deals worlds of the
   *previous* observation (the game's `resample_hidden`, each weighted by the
   belief held then) until `particles` of them agree with every move made
   since or `draws` were dealt, and replays the moves made since in each of them:
   the seat's own move, then every other seat's move, asking the game's easy
   judgement (`policy.move_values`) how likely that seat was to choose it
   there: a softmax of the values, mixed with `epsilon` of a uniform choice so
   no move is impossible. How sharply a player follows the easy judgement is
   learnt, not assumed (`calibrate`): each window's moves are weighed at five
   temperatures (`TEMPERATURES`) and as a uniform choice; each model keeps its
   evidence (the log of the moves' mean likelihood over the particles, summed
   over the game), and the particles' weights are the models' posteriors mixed
   by that evidence (Bayesian model averaging). An easy player is read
   sharply; a searching player, whom the easy judgement predicts barely better
   than chance, loosely; a player it mispredicts, hardly at all.
   With a fitted `model` (`oppmodel.MoveModel`, a conditional logit fitted to
   a searching bot's own moves) the others' moves are weighed by that model
   instead of the temperatures, against a uniform choice in the same way.
   A world in which an observed move was illegal (the seat lacked the card)
   is dropped. A secret move (`public_move` differs from the move, as
   Zahlenstreifen's two cards) gets the total probability of the real moves
   behind it, and the particle plays one of them.
3. **Projection to what each opponent holds.** The weighted particles, now at
   the new decision, say what each other seat probably holds: read off that
   seat's own observation in the particle (`private_features`: how many of
   each card code its hand shows, generically from the observation's flat
   tuple fields). The belief is, per seat and card, the log ratio of the
   weighted mean count to the unweighted one, shrunk towards 0 by the
   particles' effective sample size and clipped (an "assumed density" filter:
   a world's weight is the product over what its opponents hold). Codes, not
   card ids, so the copies of a card are one feature and the seat's own
   wrongly dealt draws in a particle (below) do not shift the others' labels.
4. **A weighted pool.** `WeightedSampler` deals `pool` worlds of the new
   observation uniformly (so each one agrees with everything the seat sees),
   weighs them by the belief, caps any one weight at `cap` times the mean, and
   gives the search a world from the pool with those weights, or with
   probability `uniform_mix` a fresh uniform world: the search never bets
   everything on an inference an opponent could mislead.

Limits (docs/ai.md, "Reading the table"): the particles are dealt from the
previous observation, so what the seat itself drew since is dealt at random in
them (its own hand is then wrong in the particle; only the other seats' moves
are scored, and the cards now in its hand are never weighed). In two-seat
Zahlenstreifen the dummy plays the pile's top card, which in a particle is
another card than the real one, so when seat 1 asks, seat 0's move after the
dummy is judged on the particle's row, not the real one. A seat that was not
asked at its previous turn (a table that played for it, a restarted worker, a
loaded game) starts again from the uniform deal. Monad hides only the dealt
Commons, which the open flows pin down (with two seats from the start), so
there the belief is almost always empty and the bot plays as `hard-v1`.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from astromagie.ai.policy import SearchPolicy
from astromagie.host.game import GameState

from .oppmodel import MoveModel

Feature = tuple[str, Hashable]  # (observation field, card or index)
# opponent seat -> feature -> log of (believed / uniform) mean count
Belief = dict[int, dict[Feature, float]]
# The temperatures a calibrating tracker weighs the others' moves at (in the move
# values' units), from "nearly the easy bot's choice" to "barely a preference".
TEMPERATURES: tuple[float, ...] = (0.3, 0.6, 1.2, 2.4, 4.8)


def private_features(obs: Any) -> dict[Feature, float]:
    """What a seat holds, as counts, read off its observation generically.

    Every flat tuple field of the observation counts: a tuple of numbers is a
    count vector (Monad's hand: feature (field, index) with the number as
    count), any other tuple a multiset (a hand of card codes: feature
    (field, code) once per copy). The public fields are the same in every world
    of one observation, so they cancel out of the belief's ratios.
    """
    names = getattr(obs, "_fields", None)
    if names is None:
        names = [k for k in vars(obs) if not k.startswith("_")]
    out: dict[Feature, float] = {}
    for name in names:
        value = getattr(obs, name)
        if not isinstance(value, tuple) or not value or isinstance(value[0], tuple):
            continue
        if isinstance(value[0], int | float) and not isinstance(value[0], bool):
            for i, x in enumerate(value):
                if x:
                    out[(name, i)] = float(x)
        else:
            for x in value:
                if isinstance(x, Hashable):
                    key = (name, x)
                    out[key] = out.get(key, 0.0) + 1.0
    return out


class WeightedSampler:
    """Worlds of one observation, from a weighted pool or (sometimes) uniformly."""

    def __init__(self, base: GameState, seat: int, worlds: list[GameState],
                 weights: list[float], uniform_mix: float):
        self.base = base
        self.seat = seat
        self.worlds = worlds
        self.uniform_mix = uniform_mix if worlds else 1.0
        self.cumulative: list[float] = []
        total = 0.0
        for w in weights:
            total += w
            self.cumulative.append(total)
        self.total = total

    def sample(self, rng: random.Random) -> GameState:
        if rng.random() < self.uniform_mix:
            return self.base.resample_hidden(self.seat, rng)
        k = bisect_right(self.cumulative, rng.random() * self.total)
        return self.worlds[min(k, len(self.worlds) - 1)].clone()


def log_weight(belief: Belief, world: GameState) -> float:
    """The belief's log weight of a world: what each opponent holds there."""
    total = 0.0
    for seat, ratios in belief.items():
        for feature, count in private_features(world.observation(seat)).items():
            r = ratios.get(feature)
            if r is not None:
                total += count * r
    return total


class BeliefTracker:
    """One seat's belief about the hidden cards, carried from one of its decisions to the next."""

    def __init__(self, policy: SearchPolicy[Any], particles: int = 256, draws: int = 2048,
                 pool: int = 128,
                 uniform_mix: float = 0.25, temperature: float = 0.6, epsilon: float = 0.15,
                 shrink: float = 8.0, cap: float = 8.0, clip: float = 1.5,
                 calibrate: bool = True, model: MoveModel | None = None):
        self.policy = policy
        # A fitted model of the others' choices (oppmodel.py): it replaces the easy
        # values' softmax at the grid's temperatures (the grid is then that one model).
        if model is not None:
            model.check(policy)
        self.model = model
        self.particles = particles  # surviving particles wanted ...
        self.draws = max(draws, particles)  # ... out of at most this many dealt
        self.pool = pool
        self.uniform_mix = uniform_mix
        self.temperature = temperature
        # calibrate: the temperature is the one (of TEMPERATURES, or "the moves say
        # nothing") under which the opponents' moves seen so far were likeliest.
        self.calibrate = calibrate
        # (with a model, one entry: it stands for the model, not for a temperature)
        self.grid: tuple[float, ...] = (
            TEMPERATURES if calibrate and model is None else (temperature,))
        self.evidence = [0.0] * (len(self.grid) + 1)  # log marginal likelihood; last: uniform
        self.last_choice = temperature  # the temperature of the last belief (inf: none)
        self.epsilon = epsilon
        self.shrink = shrink
        self.cap = cap
        self.clip = clip
        # (seat, public history, observation, belief at that observation)
        self._memory: tuple[int, tuple[Hashable, ...], Any, Belief] | None = None
        self.last_survivors = 0  # particles that agreed with every observed move (benchmarks)
        self.last_ess = 0.0  # their effective sample size

    # -- the belief ---------------------------------------------------------------------------

    def belief(self, obs: Any, rng: random.Random,
               stop: Callable[[], bool] | None = None) -> Belief:
        """The belief at `obs`, updated from the seat's remembered observation; remembered.

        `stop()` (the search's clock and cancel) ends the replay early: the
        particles replayed so far make the belief.
        """
        history = tuple(obs.history)
        belief: Belief = {}
        memory = self._memory
        if memory is None or memory[0] != obs.seat or not (
                len(history) >= len(memory[1]) and history[:len(memory[1])] == memory[1]):
            self.evidence = [0.0] * (len(self.grid) + 1)  # another game: learn the players anew
        if memory is not None and memory[0] == obs.seat:
            seat, before, old_obs, old_belief = memory
            if before == history:
                belief = old_belief  # the same position asked again
            elif len(history) > len(before) and history[:len(before)] == before:
                belief = self._filter(old_obs, old_belief, history[len(before):], rng, stop)
        self._memory = (obs.seat, history, obs, belief)
        return belief

    def forget(self) -> None:
        self._memory = None

    def move_probabilities(self, state: GameState, legal: Sequence[Any]) -> list[float]:
        """How likely the player to move in `state` is to choose each of `legal`.

        A softmax of the game's move values at `temperature` (in the values' own
        units: every game's easy bot jitters them by 0.4, so 0.6 is a little
        looser than easy), mixed with `epsilon` of a uniform choice; with a fitted
        `model`, that model's probabilities.
        """
        if len(legal) == 1:
            return [1.0]
        if self.model is not None:
            return self.model.probabilities(self.policy, state, legal)
        return self._softmax(self.policy.move_values(state, legal), self.temperature)

    def _softmax(self, values: list[float], scale: float) -> list[float]:
        """The values' softmax at `scale`, mixed with `epsilon` of a uniform choice."""
        n = len(values)
        top = max(values)
        exps = [math.exp(max(-50.0, (v - top) / scale)) for v in values]
        total = sum(exps)
        eps = self.epsilon
        return [(1.0 - eps) * e / total + eps / n for e in exps]

    def _grid_probabilities(self, state: GameState, legal: Sequence[Any]) -> list[list[float]]:
        """`move_probabilities` at each temperature of the grid, then a uniform choice."""
        n = len(legal)
        if n == 1:
            return [[1.0]] * (len(self.grid) + 1)
        if self.model is not None:
            return [self.model.probabilities(self.policy, state, legal), [1.0 / n] * n]
        values = self.policy.move_values(state, legal)
        return [*(self._softmax(values, scale) for scale in self.grid), [1.0 / n] * n]

    def replay(self, world: GameState, moves: Sequence[Hashable], me: int,
               rng: random.Random) -> list[float] | None:
        """Play `moves` (as `me` saw them) on `world`; the log-likelihood of the other seats'
        moves under the easy policy at each temperature of the grid, and last under a
        uniform choice; None when the world cannot have seen them."""
        logliks = [0.0] * (len(self.grid) + 1)
        for seen in moves:
            mover = world.current_player
            if mover < 0:
                return None
            legal = world.legal_moves()
            if mover == me:
                if seen not in legal:
                    return None
                world.apply(seen, checked=False)
                continue
            if seen in legal:
                real = [seen]
            else:
                real = [m for m in legal if world.public_move(m) == seen]
                if not real:
                    return None
            grid = self._grid_probabilities(world, legal)
            if len(real) == 1:
                at = legal.index(real[0])
                for k, probs in enumerate(grid):
                    logliks[k] += math.log(probs[at])
                move = real[0]
            else:  # a secret move: the total probability of the real moves behind it
                ats = [legal.index(m) for m in real]
                for k, probs in enumerate(grid):
                    logliks[k] += math.log(sum(probs[a] for a in ats))
                probs = grid[self._best()]
                move = rng.choices(real, [probs[a] for a in ats])[0]
            world.apply(move, checked=False)
        return logliks

    def _posterior(self, priors: list[float], liks: list[list[float]]) -> list[float]:
        """The survivors' weights: each model's posterior over them, mixed by the models'
        posterior probabilities (Bayesian model averaging; without calibration, the one
        model). A model that explains the moves no better than a uniform choice so gets
        little say, and a uniform choice's own weights barely prefer any world."""
        evidence = self.evidence if self.calibrate else [0.0] + [-math.inf] * len(self.grid)
        top_evidence = max(evidence)
        mixed = [0.0] * len(priors)
        total_model = 0.0
        for k, e in enumerate(evidence):
            model = math.exp(e - top_evidence)
            if model < 1e-4:
                continue
            total_model += model
            logs = [p + lik[k] for p, lik in zip(priors, liks, strict=True)]
            top = max(logs)
            weights = [math.exp(x - top) for x in logs]
            total = sum(weights)
            for i, w in enumerate(weights):
                mixed[i] += model * w / total
        return [w / total_model for w in mixed]

    def _best(self) -> int:
        """The grid entry whose model explained the others' moves best so far (ties: first)."""
        evidence = self.evidence
        return max(range(len(evidence)), key=evidence.__getitem__)

    def _filter(self, old_obs: Any, old_belief: Belief, moves: Sequence[Hashable],
                rng: random.Random, stop: Callable[[], bool] | None = None) -> Belief:
        me = old_obs.seat
        base = old_obs.world()
        others = [s for s in range(base.num_players) if s != me]
        if self._nothing_hidden(base, me, others, random.Random(len(moves))):
            return {}  # (Monad once the open flows pin the dealt Commons down)
        priors: list[float] = []
        liks: list[list[float]] = []
        held: list[list[dict[Feature, float]]] = []
        for drawn in range(self.draws):
            if len(liks) >= self.particles or (
                    stop is not None and drawn % 32 == 31 and stop()):
                break
            world = base.resample_hidden(me, rng)
            prior = log_weight(old_belief, world) if old_belief else 0.0
            logliks = self.replay(world, moves, me, rng)
            if logliks is None:
                continue
            priors.append(prior)
            liks.append(logliks)
            held.append([private_features(world.observation(s)) for s in others])
        self.last_survivors = len(liks)
        if len(liks) < 2:
            self.last_ess = float(len(liks))
            return {}
        if self.calibrate:
            # Each model's evidence: the log of the moves' mean likelihood over the
            # prior's worlds (the survivors; a world where a move was illegal is equally
            # impossible under every model, so it drops out of the comparison).
            top_prior = max(priors)
            base_mass = math.log(sum(math.exp(p - top_prior) for p in priors))
            for k in range(len(self.evidence)):
                joint = [p + lik[k] for p, lik in zip(priors, liks, strict=True)]
                top_joint = max(joint)
                mass = math.log(sum(math.exp(j - top_joint) for j in joint))
                self.evidence[k] += top_joint + mass - top_prior - base_mass
        best = self._best()
        self.last_choice = math.inf if best == len(self.grid) else self.grid[best]
        weights = self._posterior(priors, liks)
        ess = 1.0 / sum(w * w for w in weights)
        self.last_ess = ess
        count = len(held)
        a = self.shrink
        clip = self.clip
        belief: Belief = {}
        for k, seat in enumerate(others):
            mean: dict[Feature, float] = {}
            weighed: dict[Feature, float] = {}
            for w, feats in zip(weights, held, strict=True):
                for f, x in feats[k].items():
                    mean[f] = mean.get(f, 0.0) + x / count
                    weighed[f] = weighed.get(f, 0.0) + w * x
            ratios: dict[Feature, float] = {}
            for f, m in mean.items():
                p = (ess * weighed.get(f, 0.0) + a * m) / (ess + a)
                r = max(-clip, min(clip, math.log(p / m)))
                if abs(r) > 1e-3:
                    ratios[f] = r
            if ratios:
                belief[seat] = ratios
        return belief

    @staticmethod
    def _nothing_hidden(base: GameState, me: int, others: list[int], rng: random.Random,
                        draws: int = 8) -> bool:
        """Whether every deal of the unseen cards gives the others the same holdings."""
        first = [private_features(base.observation(s)) for s in others]
        for _ in range(draws):
            world = base.resample_hidden(me, rng)
            if [private_features(world.observation(s)) for s in others] != first:
                return False
        return True

    # -- the worlds ---------------------------------------------------------------------------

    def sampler(self, obs: Any, rng: random.Random,
                stop: Callable[[], bool] | None = None) -> WeightedSampler | None:
        """A weighted sampler of worlds for `obs`, or None when the belief says nothing yet."""
        belief = self.belief(obs, rng, stop)
        if not belief:
            return None
        base = obs.world()
        me = obs.seat
        worlds = [base.resample_hidden(me, rng) for _ in range(self.pool)]
        logs = [log_weight(belief, w) for w in worlds]
        top = max(logs)
        weights = [math.exp(x - top) for x in logs]
        mean = sum(weights) / len(weights)
        cap = self.cap * mean
        weights = [min(w, cap) for w in weights]
        return WeightedSampler(base, me, worlds, weights, self.uniform_mix)
