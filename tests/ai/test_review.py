"""The post-game review: costly moments found, the same every time, for every game."""

from __future__ import annotations

import json

import pytest

from astromagie.ai import make_bot
from astromagie.ai.review import review_game
from astromagie.cli.main import main
from astromagie.host import registry
from astromagie.storage.records import positions


def played_record(game_id: str, levels: tuple[str, ...], seed: int) -> dict:
    rules = registry.rules(game_id)
    state = rules.new(len(levels), seed)
    bots = [make_bot(level, seed + i, game_id) for i, level in enumerate(levels)]
    while not state.is_over():
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), 0.05))
    record = rules.to_record(state, [f"{level} {i}" for i, level in enumerate(levels)])
    record["seats"] = [{"name": f"P{i}", "kind": "human" if i == 1 else level}
                       for i, level in enumerate(levels)]
    return record


def test_a_random_player_loses_points_the_review_finds():
    record = played_record("astromagie", ("easy", "random"), 5)
    states = positions(record)
    review = review_game(registry.rules("astromagie"), states, [1], worlds=12)
    assert review.decisions > 10 and review.moments
    assert all(m.seat == 1 and m.played != m.suggested and m.loss >= 2.0
               for m in review.moments)
    assert [m.loss for m in review.moments] == sorted((m.loss for m in review.moments),
                                                      reverse=True)
    for m in review.moments:  # the suggestion was legal where the move was made
        before = states[m.turn - 1]
        assert before.current_player == 1
        assert m.suggested in {str(x) for x in before.legal_moves()}
        assert str(states[m.turn].history[-1]) == m.played


def test_the_same_record_gives_the_same_review():
    record = played_record("astromagie", ("random", "random"), 9)
    states = positions(record)
    first = review_game(registry.rules("astromagie"), states, [0, 1], worlds=3).to_json()
    again = review_game(registry.rules("astromagie"), states, [0, 1], worlds=3).to_json()
    assert first == again


def test_a_decision_with_one_legal_move_costs_nothing():
    record = played_record("astromagie", ("random", "random"), 3)
    states = positions(record)
    forced = [k for k in range(1, len(states)) if len(states[k - 1].legal_moves()) == 1]
    review = review_game(registry.rules("astromagie"), states, [0, 1], worlds=4,
                         min_loss=-1e9)
    assert review.decisions == len(states) - 1 - len(forced)
    assert not {m.turn for m in review.moments} & set(forced)


@pytest.mark.parametrize("game_id", registry.ids())
def test_review_json_for_every_game(game_id, tmp_path, capsys):
    low = registry.info(game_id).min_players
    record = played_record(game_id, ("random",) * low, 4)
    record["turns"] = record["turns"][:30]  # a game left unfinished reviews too (and fast)
    record.pop("result", None)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["review", str(path), "--json", "--worlds", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["order"] == "largest loss first" and out["seats"] == [1]
    for moment in out["moments"]:
        assert {"turn", "seat", "played", "suggested", "loss"} <= set(moment)


def test_a_broken_record_is_refused_with_exit_2(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "astromagie-record/1", "players": 3}', encoding="utf-8")
    assert main(["review", str(path), "--json"]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["error"]["turn"] == 0 and out["error"]["rule"] == "FORMAT"


def test_a_seat_that_does_not_exist_is_refused(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(played_record("astromagie", ("random", "random"), 2)),
                    encoding="utf-8")
    assert main(["review", str(path), "--seat", "7"]) == 2
    assert "not a seat" in capsys.readouterr().err


def test_a_long_game_is_reviewed_to_its_horizon_in_winning_chances():
    record = played_record("monad", ("easy", "random"), 5)
    states = positions(record)[:120]  # the opening is enough to find a random player's slips
    rules = registry.rules("monad")
    assert rules.policy().review_horizon
    review = review_game(rules, states, [1], worlds=6)
    assert review.unit == "win chance" and review.to_json()["unit"] == "win chance"
    assert review.moments and all(m.unit == "win chance" and 5.0 <= m.loss <= 100.0
                                  for m in review.moments)
    short = review_game(registry.rules("solar-republic"),
                        positions(played_record("solar-republic", ("easy", "random"), 5)),
                        [1], worlds=6)
    assert short.unit == "points"  # a game that is played out to its end
