"""A seat's observation survives the wire: JSON and back, for every game of the shelf.

The server sends each seat `codec.encode_observation(state.observation(seat))`, and a
client paints from `codec.decode_observation(game, data).world()`; both must agree at
every seat of every kind of moment, and the decoder must refuse what is not one.
"""

from __future__ import annotations

import json
import random

import pytest

from astromagie.host import registry
from astromagie.net import codec

GAMES = registry.ids()


def moments(game: str, players: int, seed: int, k: int = 12):
    """A deal, k moments of a random game and its end."""
    state = registry.rules(game).new(players, seed)
    rng = random.Random(seed)
    states = [state.clone()]
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()))
        states.append(state.clone())
    picked = sorted(rng.sample(range(1, len(states) - 1), min(k, len(states) - 2)))
    return [states[0]] + [states[i] for i in picked] + [states[-1]]


@pytest.mark.parametrize("game", GAMES)
def test_every_observation_of_every_game_round_trips_through_json(game):
    for players in registry.info(game).players:
        for state in moments(game, players, seed=players):
            for seat in range(state.num_players):
                obs = state.observation(seat)
                wire = json.dumps(codec.encode_observation(obs))
                back = codec.decode_observation(game, json.loads(wire))
                assert back == obs
                assert back.legal_moves() == obs.legal_moves()
                world = back.world()  # what a client paints from
                assert world.observation(seat) == obs


@pytest.mark.parametrize("game", GAMES)
def test_the_decoder_refuses_what_is_not_an_observation(game):
    state = registry.rules(game).new(registry.info(game).min_players, 3)
    good = codec.encode_observation(state.observation(0))
    field = next(iter(good))
    wrong: list[object] = [None, [], "x", {}, {**good, "extra": 1},
                           {k: v for k, v in good.items() if k != field},
                           {**good, field: {"nested": [1, 2]}}]
    for data in wrong:
        with pytest.raises(codec.CodecError):
            codec.decode_observation(game, data)


def test_types_the_wire_cannot_carry_are_refused_both_ways():
    with pytest.raises(codec.CodecError):
        codec.encode(object())
    with pytest.raises(codec.CodecError):
        codec.decode(1, object)
    deep: list[object] = []
    for _ in range(codec.MAX_DEPTH + 3):
        deep = [deep]
    with pytest.raises(codec.CodecError):
        codec.encode(tuple(deep))
    assert codec.decode([[1, "a"]], tuple[tuple[int, str], ...]) == ((1, "a"),)
    assert codec.decode(None, int | None) is None
    with pytest.raises(codec.CodecError):
        codec.decode(True, int)
