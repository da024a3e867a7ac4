"""The conformance suite: every game on the shelf passes it by being registered.

Seeded random games of every game, at each seat count, checked move by move
against the game interface (`astromagie.host.game`): games end; every card is
somewhere, once, after every move; every listed move is legal and applies; moves
that are not listed are refused and change nothing; clones are independent;
records round-trip and replay to the same state; an observation does not change
when what its seat cannot see is dealt anew, and its `world()` looks the same
to that seat; bots of every level make only legal moves.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from astromagie.ai.registry import BOT_NAMES
from astromagie.host import registry
from astromagie.host.game import NOBODY, GameState, IllegalMove, NotationError

GAMES = registry.ids()
MAX_MOVES = 5000  # far above any game's length: a game that does not end fails


def seat_counts(game_id: str) -> list[int]:
    return list(registry.info(game_id).players)


def cases() -> Iterator[tuple[str, int, int]]:
    """Every seat count of every game once, the smallest table twice (it ends differently)."""
    for game_id in GAMES:
        counts = seat_counts(game_id)
        yield game_id, counts[0], 2
        for players in counts:
            yield game_id, players, 1


def random_game(game_id: str, players: int, seed: int) -> list[GameState]:
    """Every state of one random game (index 0: the deal)."""
    rules = registry.rules(game_id)
    state = rules.new(players, seed)
    rng = random.Random(seed)
    states = [state.clone()]
    while not state.is_over():
        assert len(states) < MAX_MOVES, f"{game_id} did not end after {MAX_MOVES} moves"
        moves = state.legal_moves()
        assert moves, "a game that is not over offers a move"
        state.apply(rng.choice(moves))
        states.append(state.clone())
    return states


def fingerprint(state: GameState) -> tuple[object, ...]:
    """Everything a state shows through the interface: whose turn, history, scores, views."""
    seats = range(state.num_players)
    return (state.current_player, tuple(map(str, state.history)), tuple(state.scores),
            state.is_over(), tuple(state.observation(s) for s in seats),
            tuple(sorted(state.card_locations().items())))


@pytest.fixture(scope="module", params=list(cases()), ids=lambda c: f"{c[0]}-{c[1]}p-s{c[2]}")
def played(request) -> tuple[str, int, int, list[GameState]]:
    game_id, players, seed = request.param
    return game_id, players, seed, random_game(game_id, players, seed)


def sample(states: list[GameState], k: int, seed: int = 0) -> list[GameState]:
    rng = random.Random(seed)
    return states if len(states) <= k else sorted(rng.sample(states, k), key=states.index)


def test_the_shelf_holds_the_games_with_their_seat_ranges():
    assert GAMES[0] == "astromagie"
    for game_id in GAMES:
        info = registry.info(game_id)
        assert info.min_players >= 2 and info.max_players >= info.min_players
        assert registry.rules(game_id).info == info
        assert registry.game_of_format(info.record_formats[0]) == info


def test_random_games_end_with_scores_and_winners(played):
    game_id, players, _, states = played
    last = states[-1]
    assert last.is_over() and last.current_player == NOBODY
    assert len(last.scores) == players
    assert last.winners() and set(last.winners()) <= set(range(players))
    assert last.legal_moves() == []
    assert all(not s.is_over() for s in states[:-1])


def test_every_card_is_accounted_for_after_every_move(played):
    _, _, _, states = played
    deck = set(states[0].card_locations())
    for state in states:
        assert set(state.card_locations()) == deck


def test_every_listed_move_is_legal_and_applies(played):
    game_id, _, _, states = played
    for state in sample(states[:-1], 20):
        for move in state.legal_moves()[:40]:
            assert state.check(move) is None, (game_id, str(move))
            child = state.clone()
            child.apply(move)
            assert list(map(str, child.history)) == [*map(str, state.history), str(move)]


def test_moves_that_are_not_listed_are_refused_and_change_nothing(played):
    game_id, _, _, states = played
    seen = {str(m): m for s in states for m in s.legal_moves()}
    refused = 0
    others = list(seen.items())
    random.Random(5).shuffle(others)
    for state in sample(states, 12, seed=1):
        legal = {str(m) for m in state.legal_moves()}
        for text, move in others[:25]:
            if text in legal:
                continue
            before = fingerprint(state)
            violation = state.check(move)
            assert violation is not None and violation.rule, (game_id, text)
            with pytest.raises(IllegalMove) as refusal:
                state.apply(move)
            assert refusal.value.violation.rule == violation.rule
            assert fingerprint(state) == before
            refused += 1
    assert refused > 0


def test_clones_are_independent(played):
    _, _, _, states = played
    for state in sample(states[:-1], 10, seed=2):
        before = fingerprint(state)
        twin = state.clone()
        twin.apply(twin.legal_moves()[0])
        assert fingerprint(state) == before


def test_records_round_trip_and_replay_to_the_same_state(played):
    game_id, players, _, states = played
    rules = registry.rules(game_id)
    names = [f"Seat {i}" for i in range(players)]
    for state in (states[len(states) // 2], states[-1]):
        record = json.loads(json.dumps(rules.to_record(state, names)))
        assert record["format"] == registry.info(game_id).record_formats[0]
        again, read_names = rules.load_record(record)
        assert read_names == names
        assert fingerprint(again) == fingerprint(state)
        report = rules.replay(record)
        assert "error" not in report
        assert report["over"] is state.is_over()
        if state.is_over():  # a rule book may leave the scores out (null) until the end
            assert report["scores"] == list(state.scores)
        assert rules.replay_text(record)


def test_moves_print_in_record_notation_and_read_back(played):
    game_id, _, _, states = played
    rules = registry.rules(game_id)
    for move in states[-1].history:
        assert rules.parse_move(str(move)) == move
    for garbage in ("", "??", "Z 99 99", 17, None, "P " + "X" * 500):
        with pytest.raises(NotationError):
            rules.parse_move(garbage)


def test_an_observation_is_blind_to_what_its_seat_cannot_see(played):
    _, players, seed, states = played
    rng = random.Random(seed)
    for state in sample(states, 12, seed=3):
        for seat in range(players):
            seen = state.observation(seat)
            world = state.resample_hidden(seat, rng)
            assert world.observation(seat) == seen
            assert world.current_player == state.current_player
            assert set(world.card_locations()) == set(state.card_locations())
            if not state.is_over():
                assert [str(m) for m in seen.legal_moves()] == (
                    [str(m) for m in state.legal_moves()]
                    if seat == state.current_player else [])
            rebuilt = seen.world()
            assert rebuilt.observation(seat) == seen


@pytest.mark.parametrize("game_id", GAMES)
def test_bots_of_every_level_make_only_legal_moves(game_id):
    rules = registry.rules(game_id)
    players = registry.info(game_id).min_players
    for level in rules.bot_levels():
        state = rules.new(players, 11)
        # a hint works to no clock, so that its move never depends on the machine: its
        # work is cut below, and four of its moves check it (twelve took 10 s)
        turns = 4 if level == rules.hint_level and level not in BOT_NAMES else 12
        for turn in range(turns):
            if state.is_over():
                break
            seat = state.current_player
            bot = rules.make_bot(level, turn)
            if isinstance(getattr(bot, "max_worlds", None), int):  # a hint's fixed work
                bot.max_worlds = min(bot.max_worlds, 40)
            move = bot.choose(state.observation(seat), 0.02)
            assert state.check(move) is None, (level, str(move))
            state.apply(move)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_its_name_and_line_in_both_languages(game_id):
    from astromagie import i18n

    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for key in ("game.name", "game.blurb"):
                assert i18n.has(f"{game_id}.{key}"), (lang, key)
    finally:
        i18n.set_language(i18n.FALLBACK)
