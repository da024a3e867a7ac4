"""Every game declares what its statistics count (`GameInfo.statistics`), exactly what its
rules' `stat_fields` return: the statistics screen shows the declared fields only."""

from __future__ import annotations

import random

import pytest

from astromagie.host import registry


def finished(game: str, seed: int):
    state = registry.rules(game).new(registry.info(game).min_players, seed, {})
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("game", registry.ids())
def test_the_declared_fields_are_the_counted_ones(game):
    rules, info = registry.rules(game), registry.info(game)
    state = finished(game, 3)
    counted = rules.stat_fields(state, 0) if hasattr(rules, "stat_fields") else {}
    assert set(counted) == {field.name for field in info.statistics}
    assert all(isinstance(value, int) for value in counted.values())


def test_astromagie_counts_its_tricks():
    fields = {field.name: field for field in registry.info("astromagie").statistics}
    assert set(fields) == {"best_trick", "tricks"}
    assert fields["best_trick"].is_best and not fields["tricks"].is_best
