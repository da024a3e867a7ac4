"""Seeded random games: they end, keep every card, round-trip and hide what they must."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from astromagie.games.monad.moves import BUY, LEAP, PAY, TRADE, TRADE_BONUS
from astromagie.games.monad.rules import RULES
from astromagie.games.monad.state import MonadState

from .helpers import random_game, rule_book

EVERY_MOVE = sorted({*(m for row in TRADE for m in row), *(m for row in TRADE_BONUS for m in row),
                     *BUY.values(), *PAY, *LEAP.values(), "D", "F", "X", "E"})


GAMES = 40  # random games per seat count


def same_state(a: MonadState, b: MonadState) -> bool:
    return (a.hands, a.cols, a.talon, a.discard, a.monads, a.seat, a.acted, a.bonus_used,
            a.target, a.due, a.turn_no, a.passes, a.end, a.won, a.hist) == \
        (b.hands, b.cols, b.talon, b.discard, b.monads, b.seat, b.acted, b.bonus_used,
         b.target, b.due, b.turn_no, b.passes, b.end, b.won, b.hist)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_keep_every_card(players: int) -> None:
    ends: Counter[str | None] = Counter()
    for seed in range(GAMES):
        g = rule_book(players, seed)
        ids = set(g.card_locations())
        assert ids == set(range(len(g.deck)))
        rng = random.Random(seed)
        while not g.is_over():
            moves = g.legal_moves()
            assert moves and len(moves) == len(set(moves)) and moves == sorted(moves)
            g.apply(moves[rng.randrange(len(moves))], checked=False)
            if len(g.hist) % 97 == 0:
                assert set(g.card_locations()) == ids
        assert set(g.card_locations()) == ids
        assert g.turn_no <= 1000 and g.winners() and g.current_player == -1
        if g.end == "target":
            assert g.winners() == [g.monads.index(max(g.monads))]
            assert max(g.monads) == g.goal
        ends[g.end] += 1
    assert sum(ends.values()) == GAMES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_legal_moves_are_exactly_the_moves_check_accepts(players: int) -> None:
    for seed in range(6):
        g = rule_book(players, seed)
        rng = random.Random(seed)
        step = 0
        while not g.is_over():
            if step % 61 == 0:
                legal = set(g.legal_moves())
                accepted = {m for m in EVERY_MOVE if g.check(m) is None}
                assert accepted == legal, (seed, step)
            moves = g.legal_moves()
            g.apply(moves[rng.randrange(len(moves))], checked=False)
            step += 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_records_round_trip(players: int) -> None:
    for seed in range(40):
        stop = None if seed % 2 == 0 else 1 + seed * 17  # also inside a turn or a purchase
        g = random_game(players, seed, stop)
        names = [f"seat{i}" for i in range(players)]
        data = RULES.to_record(g, names)
        assert list(data)[:2] == ["format", "players"]
        assert ("result" in data) == g.is_over()
        loaded, loaded_names = RULES.load_record(data)
        assert loaded_names == names and same_state(loaded, g)
        report = RULES.replay(data)
        assert len(report["entries"]) == len(g.hist)
        assert report["over"] == g.is_over() and report["scores"] == g.scores
        if g.is_over():
            assert {k: report[k] for k in data["result"]} == data["result"]


def test_checked_and_unchecked_paths_agree() -> None:
    for players in (2, 3, 4):
        g = random_game(players, 99)
        h = rule_book(players, 99)
        for move in g.hist:
            h.apply(move)
        assert same_state(g, h)


@pytest.mark.parametrize("players", [3, 4])
def test_observations_hide_the_dealt_commons_and_worlds_agree(players: int) -> None:
    changed = 0
    for seed in range(12):
        g = rule_book(players, seed)
        rng = random.Random(seed)
        while not g.is_over():
            if len(g.hist) % 37 == 0:
                for seat in range(players):
                    obs = g.observation(seat)
                    world = obs.world()
                    assert world.observation(seat) == obs
                    other = g.resample_hidden(seat, rng)
                    assert other.observation(seat) == obs
                    assert set(other.card_locations()) == set(g.card_locations())
                    changed += other.hands != g.hands
                    if seat == g.current_player:
                        assert obs.legal_moves() == g.legal_moves()
                        assert world.legal_moves() == g.legal_moves()
                    else:
                        assert obs.legal_moves() == []
            moves = g.legal_moves()
            g.apply(moves[rng.randrange(len(moves))], checked=False)
    assert changed > 0  # the other seats' Commons really are dealt anew


def test_resampled_worlds_play_on_legally() -> None:
    g = random_game(4, 3, stop=50)
    rng = random.Random(1)
    for _ in range(20):
        w = g.resample_hidden(g.current_player, rng)
        while not w.is_over() and len(w.hist) < 400:
            moves = w.legal_moves()
            move = moves[rng.randrange(len(moves))]
            assert w.check(move) is None
            w.apply(move)
        assert all(min(h) >= 0 for h in w.hands)


def test_two_players_observation_shows_everything_that_follows_from_the_history() -> None:
    g = random_game(2, 8, stop=300)
    for seat in (0, 1):
        w = g.observation(seat).world()
        assert w.hands == g.hands


def test_public_move_is_the_move() -> None:
    g = rule_book(3, 1)
    for move in g.legal_moves():
        assert g.public_move(move) == move
