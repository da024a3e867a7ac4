"""The engine's public boundary: positions from parts, resampling, the search path, scoring.

Issue 10: `Game.from_position` checks a whole position; `resample_hidden` deals what
a seat cannot see uniformly; `apply(move, checked=False)` / `child(move)` agree with
the checked path; the table-driven generator agrees with the readable one; the
memoized scoring agrees with `score_row` on every row.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter

import pytest

from astromagie.games.astromagie.engine import DECK, Game, Move, Variants
from astromagie.games.astromagie.engine.game import PositionError
from astromagie.games.astromagie.engine.movegen import plays as fast_plays
from astromagie.games.astromagie.engine.record import to_record
from astromagie.games.astromagie.engine.rules import (
    every_row,
    legal_moves,
    legal_plays,
    row_points,
    score_row,
)


def random_position(seed: int, players: int, turns: int) -> Game:
    game = Game.new(players, seed)
    rng = random.Random(seed)
    for _ in range(turns):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def everything(game: Game) -> tuple:
    """All a game shows, for comparing two games."""
    n = game.num_players
    return (to_record(game, ["x"] * n), [game.observation(s) for s in range(n)],
            game.pile_codes(), game.legal_moves(), game.card_locations(), game.scores,
            game.tricks)


# --- from_position ----------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_from_position_rebuilds_any_position_exactly(players):
    for seed in range(40):
        game = random_position(seed, players, seed * 3 % 70)
        again = Game.from_position(**game.position())
        assert everything(again) == everything(game)
        # ... and plays on the same.
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        while not game.is_over():
            move = rng_a.choice(game.legal_moves())
            assert rng_b.choice(again.legal_moves()) == move
            game.apply(move)
            again.apply(move)
        assert everything(again) == everything(game)


def test_from_position_takes_codes_for_every_part():
    hands = [["LEO", "SUN"], ["ARI"]]
    row = (None, "FIRE", "SAG", "MARS")
    pairs = (("SQU", "VENUS"), ("CON", "VENUS"))
    used = Counter([c for h in hands for c in h] + [c for c in row if c] + ["SQU", "VENUS",
                                                                          "CON", "VENUS"])
    rest = list((Counter(DECK) - used).elements())
    game = Game.from_position(hands=hands, row=row, pairs=pairs, discard=rest, to_move=1,
                              leader=0, scores=[3, 4])
    assert game.hand(0) == ["LEO", "SUN"] and game.row() == row
    assert game.row_pairs() == pairs and game.top() == (2, 2)
    assert game.current_player == 1 and game.leader == 0 and game.scores == [3, 4]
    assert game.legal_moves() == [Move.play((1, "ARI")), Move.discard_card("ARI")]
    game.apply(Move.discard_card("ARI"))  # the trick comes back to seat 0 (R12)
    assert game.scores[0] == 3 + score_row(row).points and game.row() == (None,) * 4


def _rest(*used: str) -> list[str]:
    return list((Counter(DECK) - Counter(used)).elements())


@pytest.mark.parametrize("parts, fragment", [
    ({"hands": [["LEO"], ["LEO"]], "discard": _rest("LEO")}, "too many"),
    ({"hands": [["LEO"], ["ARI"]], "discard": _rest("LEO", "ARI", "SUN")}, "missing"),
    ({"hands": [["XYZ"], []], "discard": _rest()}, "unknown"),
    ({"hands": [["LEO"]], "discard": _rest("LEO")}, "2 to 5"),
    ({"hands": [["LEO"] * 7, []], "discard": []}, "at most 6"),
    ({"hands": [["LEO"], ["ARI"]], "pile": _rest("LEO", "ARI")}, "refilled"),
    ({"hands": [["LEO"], ["ARI"]], "discard": _rest("LEO", "ARI"), "to_move": 2}, "seats"),
    ({"hands": [[], ["ARI"]], "discard": _rest("ARI"), "to_move": 0}, "no cards"),
    ({"hands": [["LEO"], ["ARI"]], "discard": _rest("LEO", "ARI"), "scores": [1]}, "score"),
    ({"hands": [["LEO"], []], "row": (None, None, "ARI", None), "discard": _rest("LEO", "ARI")},
     "leader"),
    ({"hands": [["LEO"], []], "row": ("FIRE", "AIR", "ARI", None), "leader": 0,
      "discard": _rest("LEO", "FIRE", "AIR", "ARI")}, "R2"),
    ({"hands": [["LEO"], []], "row": ("ARI", None, "SAG", None), "leader": 0,
      "discard": _rest("LEO", "ARI", "SAG")}, "R4"),
    ({"hands": [["LEO"], []], "row": (None, None, "SAG", "MARS"), "pairs": (("SQU", "MARS"),),
      "leader": 0, "discard": _rest("LEO", "SAG", "MARS", "SQU", "MARS")}, "R6"),
    ({"hands": [["LEO"], []], "row": (None, None, "SAG", "MARS"), "leader": 0,
      "pairs": (("CON", "SUN"), ("SQU", "MOON")),
      "discard": _rest("LEO", "SAG", "MARS", "CON", "SUN", "SQU", "MOON")}, "R7"),
    ({"hands": [["LEO"], []], "row": (None, None, "SAG", None), "pairs": (("SQU", "SUN"),),
      "leader": 0, "discard": _rest("LEO", "SAG", "SQU", "SUN")}, "R4"),
])
def test_from_position_refuses_a_position_no_game_can_reach(parts, fragment):
    with pytest.raises(PositionError, match=fragment):
        Game.from_position(**parts)


# --- resample_hidden ------------------------------------------------------------------------

def test_resampled_worlds_keep_everything_the_seat_sees():
    for seed in range(30):
        game = random_position(seed, 2 + seed % 4, 5 + seed)
        if game.is_over():
            continue
        seat = seed % game.num_players
        rng = random.Random(seed)
        for _ in range(5):
            world = game.resample_hidden(seat, rng)
            assert world.observation(seat) == game.observation(seat)
            assert world.hand_counts() == game.hand_counts()
            assert sorted(world.card_locations()) == list(range(72))
            hidden = Counter(world.pile_codes())
            for other in range(game.num_players):
                if other != seat:
                    hidden.update(world.hand(other))
            assert hidden == game.observation(seat).unseen()


def _chi_square_critical(df: int, z: float = 3.09) -> float:
    """The chi-square value exceeded with probability ~0.001 (Wilson-Hilferty)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def test_resampled_worlds_are_uniform_over_the_unseen_cards():
    # Where does each unseen code land (each other hand, the pile) over many draws?
    game = random_position(11, 4, 9)
    seat = game.current_player
    places = [s for s in range(4) if s != seat]
    sizes = {s: game.hand_count(s) for s in places} | {"pile": game.pile_count}
    unseen = game.observation(seat).unseen()
    total = sum(unseen.values())
    draws = 3000
    seen: Counter = Counter()
    rng = random.Random(5)
    for _ in range(draws):
        world = game.resample_hidden(seat, rng)
        for s in places:
            seen.update((code, s) for code in world.hand(s))
        seen.update((code, "pile") for code in world.pile_codes())
    chi2 = 0.0
    for code, copies in unseen.items():
        for place, size in sizes.items():
            expected = draws * copies * size / total
            chi2 += (seen[code, place] - expected) ** 2 / expected
    df = (len(unseen) - 1) * (len(sizes) - 1)
    assert chi2 < _chi_square_critical(df), (chi2, df)
    # and it is not trivially passing: a rigged dealer (never moves one code) fails it
    rigged = seen.copy()
    code = next(iter(unseen))
    for place in sizes:
        rigged[code, place] = draws * unseen[code] if place == "pile" else 0
    chi2_rigged = sum((rigged[c, p] - draws * k * z / total) ** 2 / (draws * k * z / total)
                      for c, k in unseen.items() for p, z in sizes.items())
    assert chi2_rigged > _chi_square_critical(df)


# --- the search path ---------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_search_path_agrees_with_the_checked_path(players):
    for seed in range(160):  # every variant pair and parent check, eight times over
        variants = Variants(modern_rulers=seed % 2 == 0,
                            target_score=40 if seed % 5 == 0 else None)
        checked = Game.new(players, seed, variants)
        fast = Game.new(players, seed, variants)
        rng = random.Random(seed)
        while not checked.is_over():
            moves = checked.legal_moves()
            assert fast.legal_moves() == moves
            move = rng.choice(moves)
            if rng.random() < 0.3:
                parent = everything(fast) if seed % 20 == 0 else None
                child = fast.child(move)
                if parent is not None:
                    assert everything(fast) == parent  # child() leaves the parent alone
                fast = child
            else:
                fast.apply(move, checked=False)
            checked.apply(move)
        assert fast.is_over()
        assert everything(fast) == everything(checked)


def test_table_driven_generator_matches_the_readable_one():
    for seed in range(200):
        game = Game.new(2 + seed % 4, seed)
        rng = random.Random(seed)
        while not game.is_over():
            hand, row, top = game.hand(game.current_player), game.row(), game.top()
            ordered = sorted(hand, key=list(dict.fromkeys(DECK)).index)
            assert fast_plays(ordered, row, top) == legal_plays(ordered, row, top)
            assert game.legal_moves() == legal_moves(hand, row, top)
            assert legal_moves(list(reversed(hand)), row, top) == legal_moves(hand, row, top)
            game.apply(rng.choice(game.legal_moves()), checked=False)


# --- one scoring ----------------------------------------------------------------------------------

def test_every_row_is_12480_rows_over_both_variants_and_scores_like_score_row():
    rows = every_row()
    assert len(rows) == len(set(rows)) == 6240
    from astromagie.games.astromagie.heuristic import row_points as ai_row_points

    checked = 0
    for modern in (False, True):
        for row in rows:
            expected = score_row(row, modern).points
            assert row_points(*row, modern) == expected
            assert ai_row_points(*row, modern) == expected
            checked += 1
    assert checked == 12480


def test_no_code_outside_the_engine_touches_game_internals():
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    internals = re.compile(r"Game\.__new__|_apply_checked|\._(to_move|taken|hands|pile|discard"
                           r"|slots|pairs|top|first|deck|leader|history|scores|tricks)\b")
    offenders = [
        f"{path.relative_to(root)}:{number}"
        for folder in ("astromagie", "tests", "benchmarks")
        for path in sorted((root / folder).rglob("*.py"))
        if path.relative_to(root).parts[:4] != ("astromagie", "games", "astromagie", "engine")
        and path != Path(__file__).resolve()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if internals.search(line)
    ]
    assert offenders == []


def test_a_position_with_a_card_twice_names_it():
    hands = [list(DECK[0:6]), list(DECK[6:12])]
    pile = list(DECK[12:])
    hands[1][0] = "SUN"  # a Sun too many, the card it replaced missing
    from astromagie.games.astromagie.engine.position import check_position

    with pytest.raises(PositionError) as caught:
        check_position(hands, [None] * 4, [], pile, [], [], 0, [0, 0], -1, 0, DECK)
    assert "SUN (the game has" in str(caught.value)
    assert f"missing: {DECK[6]}" in str(caught.value)
