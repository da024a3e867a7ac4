"""Seeded random games: they end, keep every card, round-trip; observations hide enough."""

from __future__ import annotations

import json
import random

import pytest

from astromagie.games.zahlenstreifen.moves import SECRET_PLACEHOLDER
from astromagie.games.zahlenstreifen.rules import RULES
from astromagie.games.zahlenstreifen.state import CHOOSE, StripState
from astromagie.host.game import NOBODY, NotationError

GAMES = [(players, seed) for players in (2, 3, 4, 5) for seed in range(60)]  # 240 games


def random_game(players: int, seed: int, checked: bool = False) -> list[StripState]:
    state = RULES.new(players, seed)
    rng = random.Random(seed)
    states = [state.clone()]
    while not state.is_over():
        state.apply(rng.choice(state.legal_moves()), checked=checked)
        states.append(state.clone())
    return states


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_random_games_end_keep_every_card_and_round_trip(players: int) -> None:
    for seed in range(60):
        states = random_game(players, seed)
        last = states[-1]
        assert last.current_player == NOBODY and last.winners()
        assert len(last.history) < 200
        # every card once, in a zone, after every move
        for state in states[:: 7] + [last]:
            where = state.card_locations()
            assert sorted(where) == list(range(90))
        assert sum(len(c) for c in last.collections) + len(last.row) + 2 * players == 90
        record = json.loads(json.dumps(RULES.to_record(last, [f"P{i}" for i in range(players)])))
        again, names = RULES.load_record(record)
        assert names == record["players"]
        assert again.history == last.history and again.row == last.row
        assert again.collections == last.collections and again.scores == last.scores
        assert RULES.replay(record)["scores"] == record["result"]["scores"]


def test_checked_and_search_paths_agree() -> None:
    for players, seed in GAMES[::20]:
        fast = random_game(players, seed)[-1]
        slow = random_game(players, seed, checked=True)[-1]
        assert fast.history == slow.history and fast.scores == slow.scores


def test_a_game_is_reproducible_from_its_seed() -> None:
    assert random_game(3, 9)[-1].history == random_game(3, 9)[-1].history
    assert RULES.new(3, 9).hands != RULES.new(3, 10).hands


@pytest.mark.parametrize("players", [2, 3, 5])
def test_observations_hide_other_hands_the_pile_and_secret_choices(players: int) -> None:
    rng = random.Random(players)
    for seed in range(6):
        for state in random_game(players, 100 + seed)[::5]:
            for seat in range(players):
                obs = state.observation(seat)
                world = state.resample_hidden(seat, rng)
                assert world.observation(seat) == obs
                assert world.hands[seat] == state.hands[seat]
                assert sorted(world.pile + [c for s in range(players) if s != seat
                                            for c in world.hands[s] + world.secret[s]]) == sorted(
                    state.pile + [c for s in range(players) if s != seat
                                  for c in state.hands[s] + state.secret[s]])
                rebuilt = obs.world()
                assert rebuilt.observation(seat) == obs
                assert sorted(rebuilt.card_locations()) == list(range(90))


def test_a_secret_choice_stays_hidden_until_all_have_chosen() -> None:
    state = RULES.new(3, 77)
    rng = random.Random(1)
    while state.phase != CHOOSE:
        state.apply(rng.choice(state.legal_moves()))
    first = state.legal_moves()[0]
    assert state.public_move(first) == SECRET_PLACEHOLDER
    state.apply(first)
    obs1 = state.observation(1)
    # seat 1 sees that seat 0 chose, not what: another choice of seat 0 looks the same
    twin = state.clone()
    twin.secret[0], twin.hands[0] = twin.hands[0], twin.secret[0]
    assert twin.observation(1) == obs1 and twin.observation(2) == state.observation(2)
    assert twin.observation(0) != state.observation(0)
    assert obs1.chosen == (True, False, False) and obs1.secret == ()
    assert obs1.history[-1] == SECRET_PLACEHOLDER
    assert state.observation(0).secret == tuple(first[2:].split())
    assert state.observation(0).history[-1] == first
    state.apply(state.legal_moves()[0])
    state.apply(state.legal_moves()[0])
    assert state.is_over()
    assert state.observation(1).history[-3] == first  # revealed at the end


def test_observation_legal_moves_only_for_the_seat_to_move() -> None:
    state = RULES.new(4, 3)
    to_move = state.current_player
    for seat in range(4):
        expected = state.legal_moves() if seat == to_move else []
        assert state.observation(seat).legal_moves() == expected


def test_the_dummy_is_shown_but_never_to_move() -> None:
    for state in random_game(2, 5):
        assert state.current_player in (0, 1, NOBODY)
        obs = state.observation(0)
        assert obs.has_dummy and obs.dummy_collection == state.dummy_collection
        assert obs.dummy_moves == state.dummy_moves
        assert len(obs.collections) == 2
    assert len(state.dummy_moves) > 10
    assert RULES.new(3, 5).dummy_moves == () and RULES.new(3, 5).dummy_collection == ()


def test_moves_read_back_and_garbage_is_a_notation_error() -> None:
    for move in random_game(3, 4)[-1].history:
        assert RULES.parse_move(move) == move
    assert RULES.parse_move("K G4 B3") == "K B3 G4"
    for garbage in ("", "P", "P R0", "K R1", "P r1", None, 3, "K R1 R2 R3"):
        with pytest.raises(NotationError):
            RULES.parse_move(garbage)


def test_new_refuses_options() -> None:
    with pytest.raises(ValueError):
        RULES.new(3, 1, {"variant": True})
