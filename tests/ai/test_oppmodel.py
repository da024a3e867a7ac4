"""The fitted opponent model (oppmodel.py): the fit finds a known policy's weights, every
game's move features have their names' length, and a belief built on the model reads a
player of that model better than a uniform choice does."""

from __future__ import annotations

import json
import math
import random
import statistics
import threading
from typing import Any

import pytest

from astromagie.ai import make_bot
from astromagie.ai.base import APP_BUDGET, Bot
from astromagie.host import registry
from astromagie.lab.beliefs import BeliefTracker, log_weight
from astromagie.lab.oppmodel import (
    GENERIC,
    MoveModel,
    feature_names,
    fit,
    generic_features,
    log_likelihood,
    move_features,
    softmax,
    solve,
)
from tests.ai.test_beliefs import GAMES, play_with_tracker


def synthetic(weights: list[float], decisions: int, seed: int) -> list[Any]:
    """Decisions of a player who chooses by the conditional logit with `weights`."""
    rng = random.Random(seed)
    out = []
    for _ in range(decisions):
        n = rng.randint(2, 9)
        features = [tuple(rng.gauss(0.0, 1.0) for _ in weights) for _ in range(n)]
        probs = softmax(weights, features)
        out.append((features, rng.choices(range(n), probs)[0]))
    return out


def test_the_fit_recovers_a_known_policys_weights():
    truth = [1.5, -0.8, 0.0, 0.4]
    decisions = synthetic(truth, 3000, seed=3)
    found = fit(decisions, l2=0.1)
    for got, want in zip(found, truth, strict=True):
        assert abs(got - want) < 0.12, (found, truth)
    # and it is the maximum: a step away in any direction lowers the likelihood
    best = log_likelihood(found, decisions)
    for i in range(len(truth)):
        for delta in (-0.05, 0.05):
            moved = list(found)
            moved[i] += delta
            assert log_likelihood(moved, decisions) < best


def test_a_player_who_ignores_the_features_is_fitted_as_one():
    rng = random.Random(5)
    decisions = [([tuple(rng.gauss(0.0, 1.0) for _ in range(3)) for _ in range(4)],
                  rng.randrange(4)) for _ in range(2000)]
    assert all(abs(w) < 0.1 for w in fit(decisions, l2=0.1))


def test_solve_solves_a_small_system():
    x = solve([[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]], [3.0, 5.0, 5.0])
    assert x == pytest.approx([1.0, 1.0, 1.0])


def test_generic_features_rank_the_moves_by_value():
    values = [0.5, 2.0, -1.0, 1.0]
    features = generic_features(values)
    assert len(features[0]) == len(GENERIC)
    assert features[1][0] == 0.0 and features[2][0] == -3.0  # the gap to the best
    at = GENERIC.index("rank>=1")
    assert [f[at] for f in features] == [1.0, 0.0, 1.0, 1.0]  # only the best is rank 0
    at = GENERIC.index("rank>=3")
    assert [f[at] for f in features] == [0.0, 0.0, 1.0, 0.0]


@pytest.mark.parametrize("game", GAMES)
def test_every_move_has_as_many_features_as_the_game_names(game):
    rules = registry.rules(game)
    policy = make_bot("hard-v1", 0, game).policy
    names = feature_names(policy)
    assert len(set(names)) == len(names)
    state = rules.new(2, 21, None)
    bots = [make_bot("easy", s, game) for s in range(2)]
    for _ in range(20):
        if state.is_over():
            break
        legal = state.legal_moves()
        for f in move_features(policy, state, legal):
            assert len(f) == len(names) and all(math.isfinite(x) for x in f)
        state.apply(bots[state.current_player].choose(state.observation(state.current_player)))


def model_for(game: str, sharpness: float) -> tuple[Any, MoveModel]:
    policy = make_bot("hard-v1", 0, game).policy
    names = feature_names(policy)
    weights = tuple(sharpness if name == "gap/spread" else 0.0 for name in names)
    return policy, MoveModel(names, weights, 0.02)


def test_a_model_is_written_and_read_back_and_checked_against_the_policy(tmp_path):
    policy, model = model_for("astromagie", 2.0)
    path = tmp_path / "model.json"
    path.write_text(json.dumps(model.to_json()), encoding="utf-8")
    assert MoveModel.load(path) == model
    model.check(policy)
    other = make_bot("hard-v1", 0, "solar-republic").policy
    with pytest.raises(ValueError, match="features"):
        model.check(other)
    with pytest.raises(ValueError, match="features"):
        BeliefTracker(other, model=model)
    with pytest.raises(ValueError, match="weights"):
        MoveModel.from_json({"features": ["a", "b"], "weights": [1.0]})


class ModelPlayer(Bot):
    """Plays by sampling the model's probabilities in its own position (its hand known)."""

    name = "model"

    def __init__(self, policy: Any, model: MoveModel, seed: int):
        super().__init__(seed)
        self.policy = policy
        self.model = model

    def choose(self, obs: Any, budget: float | None = APP_BUDGET,
               cancel: threading.Event | None = None) -> Any:
        legal = obs.legal_moves()
        probs = self.model.probabilities(self.policy, obs.world(), legal)
        return self.rng.choices(legal, probs)[0]


@pytest.mark.parametrize("game", ["astromagie", "solar-republic"])
def test_the_belief_with_the_model_reads_a_player_of_that_model(game):
    policy, model = model_for(game, 3.0)
    rules = registry.rules(game)
    state = rules.new(2, 17, None)
    bots = [make_bot("easy", 4, game), ModelPlayer(policy, model, 9)]
    tracker = BeliefTracker(policy, particles=64, pool=32, model=model)
    assert tracker.move_probabilities(state, state.legal_moves()) == model.probabilities(
        policy, state, state.legal_moves())
    rng = random.Random(8)
    gains = []
    for obs, _ in play_with_tracker(state, tracker, 0, bots, 10, rng):
        belief = tracker.belief(obs, rng)  # the same position asked again: remembered
        if belief:
            base = obs.world()
            others = [log_weight(belief, base.resample_hidden(0, rng)) for _ in range(40)]
            gains.append(log_weight(belief, state) - statistics.mean(others))
    model_evidence, uniform_evidence = tracker.evidence
    assert model_evidence > uniform_evidence + 3.0  # the model explains the moves better
    assert gains and statistics.mean(gains) > 0.0  # and the true deal weighs more
