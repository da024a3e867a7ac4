"""Properties over thousands of random games (2-5 seats, both variants)."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from astromagie.games.astromagie.engine import DECK, Game, IllegalMove, Move, Variants
from astromagie.games.astromagie.engine.record import parse_record, replay, to_record
from astromagie.games.astromagie.engine.rules import PlayCheck

variants_st = st.builds(
    Variants,
    modern_rulers=st.booleans(),
    target_score=st.one_of(st.none(), st.integers(5, 60)),
)


def random_game(seed: int, players: int, variants: Variants = Variants(), each_turn=None) -> Game:
    game = Game.new(players, seed, variants)
    rng = random.Random(seed)
    while not game.is_over():
        if each_turn is not None:
            each_turn(game, rng)
        game.apply(rng.choice(game.legal_moves()))
    return game


def census(game: Game) -> None:
    where = game.card_locations()  # raises if a card is in two places
    assert sorted(where) == list(range(72))
    assert Counter(DECK[u] for u in where) == Counter(DECK)


def test_thousands_of_games_end_with_every_card_accounted_for():
    for seed in range(2000):
        players = 2 + seed % 4
        game = random_game(seed, players, Variants(modern_rulers=seed % 3 == 0))
        census(game)
        # every turn moves at least one card out of a hand for good
        assert len(game.history) <= 72
        assert all(1 <= t.points <= 18 for t in game.tricks)
        assert sum(t.points for t in game.tricks) == sum(game.scores)
        assert game.legal_moves() == []


@given(seed=st.integers(0, 2**40), players=st.integers(2, 5), variants=variants_st)
def test_cards_are_accounted_for_after_every_turn(seed, players, variants):
    random_game(seed, players, variants, each_turn=lambda game, rng: census(game))


@given(seed=st.integers(0, 2**40), players=st.integers(2, 5), variants=variants_st)
def test_every_record_replays_to_the_same_tricks_and_scores(seed, players, variants):
    game = random_game(seed, players, variants)
    names = [f"P{i}" for i in range(players)]
    result = replay(parse_record(json.dumps(to_record(game, names))))
    assert result.game.tricks == game.tricks
    assert result.game.scores == game.scores
    assert result.to_json()["over"] is True
    assert result.to_json()["tricks"] == [
        {"turn": t.turn, "winner": t.winner, "points": t.points} for t in game.tricks]


def brute_force_plays(game: Game) -> set[frozenset]:
    """Every legal play found by trying every order of every placement (1-3 cards)."""
    hand = game.hand(game.current_player)
    found: set[frozenset] = set()

    def extend(placed: list, check: PlayCheck) -> None:
        if placed and check.finish() is None:
            found.add(frozenset(placed))
        if len(placed) == 3:
            return
        for pos in range(1, 7):
            for code in dict.fromkeys(check.hand):
                probe = PlayCheck(check.hand, check.slots, check.top)
                probe.cards, probe.pairs = check.cards, check.pairs
                probe.open_aspect = check.open_aspect
                if probe.place(pos, code) is None:
                    extend(placed + [(pos, code)], probe)

    extend([], PlayCheck(hand, game.row(), game.top()))
    return found


@given(seed=st.integers(0, 2**40), players=st.integers(2, 5))
def test_legal_moves_are_exactly_the_legal_plays_and_discards(seed, players):
    def compare(game: Game, rng: random.Random) -> None:
        moves = game.legal_moves()
        assert len(moves) == len(set(moves)), "no move is listed twice"
        plays = {frozenset(m.placements) for m in moves if not m.is_discard}
        assert plays == brute_force_plays(game)
        assert sum(1 for m in moves if not m.is_discard) == len(plays)
        discards = {m.discard for m in moves if m.is_discard}
        assert discards == set(game.hand(game.current_player))
        for move in moves:
            assert game.check(move) is None
            assert Move.parse(str(move)) == move

    random_game(seed, players, each_turn=compare)


@given(seed=st.integers(0, 2**40), players=st.integers(2, 5))
def test_a_refused_move_leaves_the_state_unchanged(seed, players):
    codes = sorted(set(DECK))

    def try_illegal(game: Game, rng: random.Random) -> None:
        for _ in range(3):
            if rng.random() < 0.2:
                move = Move.discard_card(rng.choice(codes))
            else:
                move = Move(tuple((rng.randint(0, 7), rng.choice(codes))
                                  for _ in range(rng.randint(0, 4))), None)
            violation = game.check(move)
            if violation is None:
                continue
            before = (to_record(game, ["x"] * players), game.card_locations(),
                      [game.observation(s) for s in range(players)])
            try:
                game.apply(move)
            except IllegalMove as exc:
                assert exc.violation == violation
            else:
                raise AssertionError(f"{move} was applied although {violation}")
            after = (to_record(game, ["x"] * players), game.card_locations(),
                     [game.observation(s) for s in range(players)])
            assert after == before

    random_game(seed, players, each_turn=try_illegal)


@given(seed=st.integers(0, 2**40), players=st.integers(2, 5))
def test_an_observation_hides_exactly_the_other_hands_and_the_pile(seed, players):
    def check(game: Game, rng: random.Random) -> None:
        for seat in range(players):
            obs = game.observation(seat)
            hidden = Counter(game.pile_codes())
            for other in range(players):
                if other != seat:
                    hidden.update(game.hand(other))
            assert obs.unseen() == hidden
            assert obs.hand_counts == tuple(len(game.hand(s)) for s in range(players))

    random_game(seed, players, each_turn=check)


@given(seed=st.integers(0, 2**40), players=st.integers(2, 5))
def test_legal_targets_agree_with_legal_moves(seed, players):
    def check(game: Game, rng: random.Random) -> None:
        moves = [m for m in game.legal_moves() if not m.is_discard]
        firsts = {m.placements[0] for m in moves}
        containing = {p for m in moves for p in m.placements}
        for code in set(game.hand(game.current_player)):
            targets = game.legal_targets(code)
            assert {(p, code) for p in targets} <= containing
            assert {(p, c) for p, c in firsts if c == code} <= {(p, code) for p in targets}

    random_game(seed, players, each_turn=check)


def test_clone_is_independent():
    game = Game.new(4, 3)
    rng = random.Random(3)
    for _ in range(10):
        game.apply(rng.choice(game.legal_moves()))
    copy = game.clone()
    record = to_record(game, list("abcd"))
    while not copy.is_over():
        copy.apply(rng.choice(copy.legal_moves()))
    assert to_record(game, list("abcd")) == record
    census(game)
    census(copy)
