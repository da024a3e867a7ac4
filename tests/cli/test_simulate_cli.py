"""`astromagie simulate`: headless games between bots."""

from __future__ import annotations

import json

from astromagie.cli.main import main


def test_simulate_json_reports_games_turns_seconds(capsys):
    assert main(["simulate", "--players", "3", "--bots", "random", "--games", "20",
                 "--seed", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 20
    assert 20 <= data["turns"] <= 20 * 72
    assert data["seconds"] > 0
    assert len(data["mean_points"]) == 3
    tricks, best = data["fields"]["tricks"], data["fields"]["best_trick"]
    assert len(tricks) == len(best) == 3
    assert all(0 <= mean <= 25 for mean in tricks) and all(1 <= b <= 18 for b in best)
    assert sum(tricks) > 0 and max(best) > 1


def test_simulate_is_reproducible_from_its_seed(capsys):
    args = ["simulate", "--players", "4", "--games", "10", "--seed", "8", "--json"]
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["turns"] == second["turns"]
    assert first["mean_points"] == second["mean_points"]


def test_simulate_text_output(capsys):
    assert main(["simulate", "--players", "2", "--games", "5", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    for word in ("games", "turns", "mean points per seat", "tricks per seat (per game): 0:",
                 "best_trick per seat (best of all games): 0:", "seconds"):
        assert word in out


def test_a_game_whose_statistics_count_nothing_more_reports_no_fields(capsys):
    assert main(["simulate", "--game", "solar-republic", "--players", "2", "--games", "2",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "fields" not in data and len(data["mean_points"]) == 2


def test_one_bot_per_seat_or_a_clear_error(capsys):
    assert main(["simulate", "--players", "3", "--bots", "random,random", "--games", "1"]) == 2
    assert "3 seats" in capsys.readouterr().err
    assert main(["simulate", "--bots", "nobody", "--games", "1"]) == 2
    assert "unknown bot" in capsys.readouterr().err


def test_simulate_and_arena_help_explain_every_option_and_bot():
    import argparse

    from astromagie.cli import arena, simulate

    parser = argparse.ArgumentParser(prog="astromagie")
    sub = parser.add_subparsers()
    simulate.add_parser(sub)
    arena.add_parser(sub)
    for name in ("simulate", "arena"):
        help_text = sub.choices[name].format_help()
        for option in ("--players", "--games", "--seed", "--bots"):
            line = next(li for li in help_text.splitlines() if li.strip().startswith(option))
            assert len(line.split()) > 2, f"{name} {option} has no help"
        assert "hard-1200" in help_text and "random" in help_text


def test_arena_says_what_the_default_budget_is(capsys):
    from astromagie.cli.main import main

    assert main(["arena", "--players", "2", "--bots", "random", "--games", "1"]) in (0, None)
    err = capsys.readouterr()
    assert "budget default s" not in err.out + err.err
    assert "each bot its own" in err.out + err.err
