"""How fast Zahlenstreifen runs on the search path: random playouts and IS-MCTS iterations.

Usage: python3 benchmarks/zahlenstreifen_speed.py [--quick] [--seconds S]

(`engine_speed.py --game zahlenstreifen` and `ai_speed.py --game zahlenstreifen`
time the same paths the way every game is timed; this script adds the
per-seat-count playouts, the rollout and the CPU-second figures.)

1. Random playouts: whole games of 2-5 seats with `legal_moves()` and
   `apply(move, checked=False)` every turn; turns (moves) per second, per
   wall second and per CPU second (on a shared machine the wall clock also
   measures the neighbours). Target: at least 100,000.
2. The heuristic rollout (`policy.rollout`, epsilon 0.1) in turns per second.
3. The hard bot (`ISMCTSBot` with this game's policy, unlimited iterations,
   a fixed time per move, searching on once its choice is settled) asked
   for a move on every 4th turn of seeded 2- and 4-seat games between easy
   bots: IS-MCTS iterations per second.
   Target: at least 5,000.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from astromagie.ai.ismcts import ISMCTSBot  # noqa: E402
from astromagie.games.zahlenstreifen.rules import POLICY, RULES  # noqa: E402
from astromagie.host.game import game_seed  # noqa: E402
from benchmarks.machine import describe  # noqa: E402


def random_playouts(players: int, seconds: float) -> tuple[float, float, float]:
    """Turns per wall second, per CPU second, and turns per game."""
    rng = random.Random(players)
    turns = games = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < seconds:
        state = RULES.new(players, games)
        while state.current_player >= 0:
            state.apply(rng.choice(state.legal_moves()), checked=False)
            turns += 1
        games += 1
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return turns / wall, turns / cpu, turns / games


def rollouts(players: int, seconds: float) -> float:
    rng = random.Random(players)
    turns = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = RULES.new(players, games)
        POLICY.rollout(state, rng, 0.1, None)
        turns += len(state.history)
        games += 1
    return turns / (time.perf_counter() - start)


def search(players: int, games: int, per_move: float,
           most: int | None = None) -> tuple[float, float, int]:
    """IS-MCTS iterations per wall second and per CPU second, and how many moves were asked."""
    iterations = 0
    wall = cpu = 0.0
    asked = 0
    for index in range(games):
        if most is not None and asked >= most:
            break
        state = RULES.new(players, game_seed(3, index))
        easy = RULES.make_bot("easy", index)
        probe = ISMCTSBot(POLICY, index, iterations=10**9, max_seconds=per_move,
                          settle=False)
        while not state.is_over():
            obs = state.observation(state.current_player)
            if (len(state.history) % 4 == 0 and len(obs.legal_moves()) > 1
                    and (most is None or asked < most)):
                started = time.process_time()
                probe.choose(obs, per_move)
                cpu += time.process_time() - started
                iterations += probe.last.iterations
                wall += probe.last.seconds
                asked += 1
            state.apply(easy.choose(obs))
    return iterations / wall, iterations / cpu, asked


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="a short run (a few seconds: 2 and 4 seats, 4 searches)")
    parser.add_argument("--seconds", type=float, default=None,
                        help="seconds per playout measurement (default 3, quick 0.3)")
    args = parser.parse_args(argv)
    seconds = args.seconds or (0.3 if args.quick else 3.0)
    seat_counts = (2, 4) if args.quick else (2, 3, 4, 5)
    print(f"machine: {describe()}")
    figures = {}
    for players in seat_counts:
        per_wall, per_cpu, length = random_playouts(players, seconds)
        figures.setdefault("playouts", (players, per_wall, per_cpu))
        print(f"random playouts, {players} seats: {per_wall:,.0f} turns/s "
              f"({per_cpu:,.0f} per CPU second), {length:.1f} turns a game")
    for players in (2, 4):
        print(f"heuristic rollouts, {players} seats: {rollouts(players, seconds):,.0f} turns/s")
    games, per_move, most = (1, 0.1, 4) if args.quick else (3, 0.5, None)
    for players in (2, 4):
        per_wall, per_cpu, asked = search(players, games, per_move, most)
        figures.setdefault("search", (players, per_wall, per_cpu))
        print(f"IS-MCTS, {players} seats: {per_wall:,.0f} iterations/s "
              f"({per_cpu:,.0f} per CPU second) over {asked} moves of {per_move} s")
    players, per_wall, _ = figures["playouts"]
    print(f"figure: random playouts, {players} seats, wall clock = {per_wall:.0f} turns/s")
    players, per_wall, _ = figures["search"]
    print(f"figure: IS-MCTS, {players} seats, wall clock = {per_wall:.0f} iterations/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
