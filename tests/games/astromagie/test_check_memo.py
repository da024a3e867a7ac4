"""`Game.check` trusts the turn's own `legal_moves()` list and nothing else.

The checked path (table, replay) checks a move picked from `legal_moves()` by
membership in that list; these tests make sure the shortcut never lets an
illegal move through: another turn's list, a copy dealt anew, a list the
caller changed, and moves written by hand all go through the rules.
"""

from __future__ import annotations

import random

import pytest

from astromagie.games.astromagie.engine import Game, Move
from astromagie.host.game import IllegalMove

from .helpers import rigged


def illegal_move(game: Game) -> Move:
    """A discard of a card the player to move does not hold."""
    hand = set(game.hand(game.current_player))
    code = next(c for c in ("SUN", "MOON", "ARI", "FIRE", "CON", "MAR") if c not in hand)
    return Move((), code)


def test_every_listed_move_is_accepted_and_a_foreign_one_refused():
    game = Game.new(3, 11)
    rng = random.Random(2)
    while not game.is_over():
        moves = game.legal_moves()
        assert all(game.check(m) is None for m in moves)
        assert game.check(illegal_move(game)) is not None
        game.apply(rng.choice(moves))


def test_an_appended_move_is_not_trusted():
    game = Game.new(2, 5)
    moves = game.legal_moves()
    bad = illegal_move(game)
    moves.append(bad)
    with pytest.raises(IllegalMove):
        game.apply(bad)


def test_a_replaced_move_at_the_same_length_is_still_checked_by_value():
    game = rigged([["ARI", "FIRE"], ["TAU"]])
    moves = game.legal_moves()
    bad = Move(((1, "ARI"),), None)  # R3: an empty row opens on 3
    moves[0] = bad
    assert game.check(bad) is not None


def test_last_turns_list_does_not_vouch_for_this_turn():
    game = Game.new(2, 8)
    first = game.legal_moves()
    game.apply(first[-1])
    stale = [m for m in first if game.check(m) is not None]
    for move in stale:
        with pytest.raises(IllegalMove):
            game.apply(move)


def test_a_copy_dealt_anew_checks_against_its_own_hands():
    game = Game.new(2, 13)
    mover = game.current_player
    moves = game.legal_moves()
    for seed in range(20):
        world = game.resample_hidden(1 - mover, random.Random(seed))
        world_moves = set(world.legal_moves())
        for move in moves:
            assert (world.check(move) is None) == (move in world_moves)


def test_a_search_copy_played_on_the_checked_path_checks_by_its_own_list():
    game = Game.new(2, 21)
    world = game.resample_hidden(game.current_player, random.Random(4))
    moves = world.legal_moves()
    world.apply(moves[0])  # checked: the copy now remembers its lists too
    moves = world.legal_moves()
    assert all(world.check(m) is None for m in moves)
    assert world.check(illegal_move(world)) is not None
